/**
 * Bulk persons for fixtures: 1 to 1,000,000 rows, seeded, written as CSV, JSON, NDJSON or SQL INSERTs in chunks of
 * UTF-8 bytes, so that a million rows never exist as one string (the page builds its download from the chunks).
 */
import { sqlDialectRules, type SqlDialect } from '../json-generator/exports';
import { csvField } from '../shared/csv';
import { countryByCode } from './countries';
import type { CountryData } from './countries/types';
import { PERSON_FIELDS, personSource, type Person } from './person';
import { createRandom } from './random';

export const BULK_FORMATS = ['csv', 'json', 'ndjson', 'sql'] as const;
export type BulkFormat = (typeof BULK_FORMATS)[number];

/** File name and MIME type of each format's download. */
export const BULK_FILES: Record<BulkFormat, { filename: string; mime: string }> = {
  csv: { filename: 'persons.csv', mime: 'text/csv;charset=utf-8' },
  json: { filename: 'persons.json', mime: 'application/json' },
  ndjson: { filename: 'persons.ndjson', mime: 'application/x-ndjson' },
  sql: { filename: 'persons.sql', mime: 'application/sql' },
};

export const MAX_BULK_ROWS = 1_000_000;
export const DEFAULT_CHUNK_ROWS = 5_000;
export const DEFAULT_PERSONS_TABLE = 'persons';

export interface BulkPersonsOptions {
  /** 1 to 1,000,000 (clamped). */
  rows: number;
  /** Country codes; each row draws one of them (one code: a single-country file). */
  countries: readonly string[];
  format: BulkFormat;
  /** Same seed (and same `asOf`) → same bytes. Empty or missing: a random seed. */
  seed?: number | string;
  /** The day ages are counted from (YYYY-MM-DD), default today. */
  asOf?: string;
  /** SQL only: the table name (default `persons`) and the dialect's quoting. */
  tableName?: string;
  dialect?: SqlDialect;
  /** CSV only: spreadsheet formula protection (workers/shared/csv.ts), on unless false. */
  protectFormulas?: boolean;
  /** Rows per chunk (default 5,000). */
  chunkRows?: number;
}

export interface BulkChunk {
  bytes: Uint8Array;
  /** Rows written so far, this chunk included. */
  rowsDone: number;
  rowsTotal: number;
}

/** The row count the options ask for, clamped to 1–1,000,000. */
export const clampRows = (rows: number): number => Math.min(MAX_BULK_ROWS, Math.max(1, Math.floor(Number.isFinite(rows) ? rows : 1)));

/** The countries of the options, or an error naming the first unknown code. */
function countriesOf(codes: readonly string[]): CountryData[] {
  if (codes.length === 0) throw new Error('Choose at least one country');
  return codes.map((code) => {
    const country = countryByCode(code);
    if (!country) throw new Error(`Unsupported country code: ${code}`);
    return country;
  });
}

interface Writer {
  head: string;
  row(p: Person, index: number): string;
  tail: string;
}

function writerFor(options: BulkPersonsOptions): Writer {
  switch (options.format) {
    case 'csv': {
      const csv = { protectFormulas: options.protectFormulas };
      return {
        head: PERSON_FIELDS.join(',') + '\r\n',
        row: (p) => PERSON_FIELDS.map((f) => csvField(p[f], csv)).join(',') + '\r\n',
        tail: '',
      };
    }
    case 'json':
      return { head: '[\n', row: (p, i) => (i === 0 ? '' : ',\n') + JSON.stringify(p), tail: '\n]\n' };
    case 'ndjson':
      return { head: '', row: (p) => JSON.stringify(p) + '\n', tail: '' };
    case 'sql': {
      const rules = sqlDialectRules(options.dialect);
      const prefix = `INSERT INTO ${rules.identifier(options.tableName?.trim() || DEFAULT_PERSONS_TABLE)} (${PERSON_FIELDS.map(rules.identifier).join(', ')}) VALUES (`;
      return { head: '', row: (p) => prefix + PERSON_FIELDS.map((f) => rules.string(p[f])).join(', ') + ');\n', tail: '' };
    }
    default:
      throw new Error(`Unknown format: ${String(options.format)}`);
  }
}

/**
 * The file as chunks of UTF-8 bytes: the header (CSV) or opening bracket (JSON) with the first rows, then
 * `chunkRows` rows per chunk, the closing bracket with the last ones. Throws on an unknown country or format
 * before yielding anything.
 */
export function* personChunks(options: BulkPersonsOptions): Generator<BulkChunk, void, void> {
  const total = clampRows(options.rows);
  const countries = countriesOf(options.countries);
  const writer = writerFor(options);
  const chunkRows = Math.max(1, Math.floor(options.chunkRows ?? DEFAULT_CHUNK_ROWS));
  const rng = createRandom(options.seed === '' ? undefined : options.seed);
  const next = personSource(countries, rng, { asOf: options.asOf });
  const encoder = new TextEncoder();
  let text = writer.head;
  for (let i = 0; i < total; i++) {
    text += writer.row(next(), i);
    const done = i + 1;
    if (done === total) text += writer.tail;
    if (done % chunkRows === 0 || done === total) {
      yield { bytes: encoder.encode(text), rowsDone: done, rowsTotal: total };
      text = '';
    }
  }
}
