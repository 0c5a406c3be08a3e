/**
 * Bulk files for fixtures: 1 to 1,000,000 rows of persons, companies or one kind of value (IBAN, phone, passport,
 * address, BSN, VAT number), seeded, written as CSV, JSON, NDJSON or SQL INSERTs in chunks of UTF-8 bytes, so that a
 * million rows never exist as one string (the page builds its download from the chunks). One path for every kind:
 * a kind is its columns and a source of rows.
 */
import { sqlDialectRules } from '../json-generator/exports';
import { csvField, toCsvText } from '../shared/csv';
import { generateAddress } from './address';
import { companySource } from './company';
import { countryByCode } from './countries';
import type { CountryData } from './countries/types';
import { generate } from './generate';
import { personSource } from './person';
import { createRandom, type Random } from './random';
import type { SqlDialect } from '../json-generator/meta';
import { BULK_COLUMNS, BULK_KINDS, BULK_NOUNS, DATA_KINDS, KIND_LABELS, clampRows, type BulkFormat, type BulkKind, type DataKind } from './meta';

/** A row: column name → text. */
type Row = Record<string, string>;

export const DEFAULT_CHUNK_ROWS = 5_000;
export interface BulkOptions {
  /** What each row is (default: a person). */
  kind?: BulkKind;
  /** 1 to 1,000,000 (clamped). */
  rows: number;
  /** Country codes; each row draws one of them (one code: a single-country file). */
  countries: readonly string[];
  format: BulkFormat;
  /** Same seed (and same `asOf`) → same bytes. Empty or missing: a random seed. */
  seed?: number | string;
  /** The day ages are counted from (YYYY-MM-DD), default today. */
  asOf?: string;
  /** SQL only: the table name (default: the kind's plural, `persons`, `companies`, `ibans`…) and the dialect's quoting. */
  tableName?: string;
  dialect?: SqlDialect;
  /** CSV only: spreadsheet formula protection (workers/shared/csv.ts), on unless false. */
  protectFormulas?: boolean;
  /** Rows per chunk (default 5,000). */
  chunkRows?: number;
}

/** The options of a persons file (the default kind). */
export type BulkPersonsOptions = BulkOptions;

export interface BulkChunk {
  bytes: Uint8Array;
  /** Rows written so far, this chunk included. */
  rowsDone: number;
  rowsTotal: number;
}



/** The countries of the options, or an error naming the first unknown code. */
function countriesOf(codes: readonly string[]): CountryData[] {
  if (codes.length === 0) throw new Error('Choose at least one country');
  return codes.map((code) => {
    const country = countryByCode(code);
    if (!country) throw new Error(`Unsupported country code: ${code}`);
    return country;
  });
}

/** Whether `country` has values of `kind` (a BSN is Dutch; Liechtenstein and Vatican City have no VAT number). */
const hasKind = (kind: DataKind, country: CountryData): boolean =>
  kind === 'bsn' ? country.hasBSN : kind === 'vat' ? country.vat.kind === 'rule' : true;

/**
 * Rows of one kind of value. One country: the values of the on-page list for the same seed, in the same order
 * (the first 1,000 rows are that list). Several: each row draws its country among those that have the kind.
 */
function valueSource(kind: DataKind, all: readonly CountryData[], rng: Random): () => Row {
  const countries = all.length === 1 ? all : all.filter((c) => hasKind(kind, c));
  if (countries.length === 0) throw new Error(`No chosen country has a ${KIND_LABELS[kind]}`);
  const column = BULK_COLUMNS[kind][1];
  const countryOf = (): CountryData => (countries.length === 1 ? countries[0] : rng.pick(countries));
  if (kind === 'address') {
    return () => {
      const { code } = countryOf();
      const a = generateAddress(code, rng);
      return { country: code, street: a.street, houseNumber: String(a.number), postcode: a.postcode, city: a.city, region: a.region ?? '' };
    };
  }
  return () => {
    const { code } = countryOf();
    return { country: code, [column]: generate(kind, code, rng) };
  };
}

function sourceOf(kind: BulkKind, countries: readonly CountryData[], rng: Random, options: BulkOptions): () => Row {
  switch (kind) {
    case 'person':
      return personSource(countries, rng, { asOf: options.asOf });
    case 'company':
      return companySource(countries, rng);
    default:
      if (!(DATA_KINDS as readonly string[]).includes(kind)) throw new Error(`Unknown data type: ${String(kind)}`);
      return valueSource(kind, countries, rng);
  }
}

interface Writer {
  head: string;
  row(r: Row, index: number): string;
  tail: string;
}

function writerFor(options: BulkOptions, kind: BulkKind): Writer {
  const fields = BULK_COLUMNS[kind];
  switch (options.format) {
    case 'csv': {
      const csv = { protectFormulas: options.protectFormulas };
      return {
        head: toCsvText([fields], csv),
        row: (r) => fields.map((f) => csvField(r[f], csv)).join(',') + '\r\n',
        tail: '',
      };
    }
    case 'json':
      return { head: '[\n', row: (r, i) => (i === 0 ? '' : ',\n') + JSON.stringify(r), tail: '\n]\n' };
    case 'ndjson':
      return { head: '', row: (r) => JSON.stringify(r) + '\n', tail: '' };
    case 'sql': {
      const rules = sqlDialectRules(options.dialect);
      const table = options.tableName?.trim() || BULK_NOUNS[kind].file;
      const prefix = `INSERT INTO ${rules.identifier(table)} (${fields.map(rules.identifier).join(', ')}) VALUES (`;
      return { head: '', row: (r) => prefix + fields.map((f) => rules.string(r[f])).join(', ') + ');\n', tail: '' };
    }
    default:
      throw new Error(`Unknown format: ${String(options.format)}`);
  }
}

/**
 * The file as chunks of UTF-8 bytes: the header (CSV) or opening bracket (JSON) with the first rows, then
 * `chunkRows` rows per chunk, the closing bracket with the last ones. Throws on an unknown kind, country or format
 * before yielding anything.
 */
export function* bulkChunks(options: BulkOptions): Generator<BulkChunk, void, void> {
  const kind = options.kind ?? 'person';
  if (!(BULK_KINDS as readonly string[]).includes(kind)) throw new Error(`Unknown data type: ${String(kind)}`);
  const total = clampRows(options.rows);
  const countries = countriesOf(options.countries);
  const writer = writerFor(options, kind);
  const chunkRows = Math.max(1, Math.floor(options.chunkRows ?? DEFAULT_CHUNK_ROWS));
  const rng = createRandom(options.seed === '' ? undefined : options.seed);
  const next = sourceOf(kind, countries, rng, options);
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

/** A persons file (bulkChunks with the person kind). */
export const personChunks = (options: BulkPersonsOptions): Generator<BulkChunk, void, void> => bulkChunks({ ...options, kind: 'person' });
