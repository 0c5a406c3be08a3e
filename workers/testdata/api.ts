import { singleColumnCsv } from '../shared/csv';
import { errorOf, ok, type Result } from '../shared/result';
import { bulkChunks, type BulkOptions } from './bulk';
import { generateCompany } from './company';
import { generate } from './generate';
import { COUNTRY_OPTIONS, DATA_KINDS, MAX_BULK, kindsOf, type CompanyField, type DataKind, type PersonField } from './meta';
import { generatePerson } from './person';
import { createRandom } from './random';

/** A seed as the screen's Seed field gives it: empty means none (a random one). */
const randomOf = (seed?: number | string) => createRandom(seed === '' ? undefined : seed);

/**
 * `count` values (clamped to 1–1,000) of `kind` for `country`. With a seed the list is reproducible, and its
 * first value equals the single value generated with the same seed.
 */
export function generateMany(kind: DataKind, country: string, count: number, seed?: number | string): Result<{ values: string[] }> {
  try {
    if (!DATA_KINDS.includes(kind)) throw new Error(`Unknown data type: ${String(kind)}`);
    const n = Math.min(MAX_BULK, Math.max(1, Math.floor(Number.isFinite(count) ? count : 1)));
    const rng = randomOf(seed);
    const values: string[] = new Array(n);
    for (let i = 0; i < n; i++) values[i] = generate(kind, country, rng);
    return ok({ values });
  } catch (e) {
    return { ok: false, error: errorOf(e, 'Failed to generate test data') };
  }
}

/** The records a card generates: a person or a company, one field per column of its file. */
export interface TestRecords {
  person: Record<PersonField, string>;
  company: Record<CompanyField, string>;
}

/** One test person or company of `country` (see person.ts, company.ts); the same seed gives the same record. */
export function generateRecord<K extends keyof TestRecords>(kind: K, country: string, seed?: number | string): Result<TestRecords[K]> {
  try {
    const rng = randomOf(seed);
    return ok((kind === 'person' ? generatePerson(country, rng) : generateCompany(country, rng)) as TestRecords[K]);
  } catch (e) {
    return { ok: false, error: errorOf(e, `Failed to generate a ${kind}`) };
  }
}

/** One value of each kind every country has, by country code: what the screen shows and copies on a click. */
export type ValuesAhead = Record<string, Partial<Record<DataKind, string>>>;

/**
 * One single value of every kind of every country, made ahead for `seed` (each the value a click generates with it:
 * the first of that seed's list), so that the screen shows and copies it within the click. A kind that fails for a
 * country is left out.
 */
export function valuesAhead(seed?: number | string): Result<ValuesAhead> {
  const out: ValuesAhead = {};
  for (const c of COUNTRY_OPTIONS) {
    const values: Partial<Record<DataKind, string>> = {};
    for (const kind of kindsOf(c)) {
      const r = generateMany(kind, c.code, 1, seed);
      if (r.ok) values[kind] = r.value.values[0];
    }
    out[c.code] = values;
  }
  return ok(out);
}

/** Told the rows done after each chunk; its promise (a Comlink callback's) paces the worker to the page. */
export type ProgressSink = (rowsDone: number, rowsTotal: number) => unknown;

/** Bytes gathered before they are appended to the file's Blob: a few large parts rather than hundreds of small ones. */
const BLOB_PART_BYTES = 4 * 1024 * 1024;

/**
 * A bulk file (persons, companies or one kind of value; see bulk.ts) as a Blob, built here in the worker from the
 * UTF-8 chunks of bulkChunks, so the page's main thread only receives progress and, at the end, the Blob (a handle:
 * its bytes are held by the browser, outside both heaps, so memory stays flat). Cancel by ending the worker.
 */
export async function produceFile(options: BulkOptions, onProgress: ProgressSink): Promise<Result<{ blob: Blob; rows: number; bytes: number }>> {
  try {
    let blob = new Blob([]);
    let parts: Uint8Array<ArrayBuffer>[] = [];
    let partBytes = 0;
    let rows = 0;
    let bytes = 0;
    for (const chunk of bulkChunks(options)) {
      parts.push(chunk.bytes as Uint8Array<ArrayBuffer>);
      partBytes += chunk.bytes.byteLength;
      if (partBytes >= BLOB_PART_BYTES) {
        blob = new Blob([blob, ...parts]);
        parts = [];
        partBytes = 0;
      }
      rows = chunk.rowsDone;
      bytes += chunk.bytes.byteLength;
      await onProgress(chunk.rowsDone, chunk.rowsTotal);
    }
    return ok({ blob: new Blob([blob, ...parts]), rows, bytes });
  } catch (e) {
    return { ok: false, error: errorOf(e, 'Failed to generate the file') };
  }
}

/** The test-data family's API (see workers/families.ts). */
export const testdataApi = {
  /** Does nothing: the page calls it when idle, so that the worker and the countries' data are loaded before a click. */
  ready(): Result<true> {
    return ok(true);
  },
  generateMany,
  generateRecord,
  valuesAhead,
  produceFile,
  /** A list of values as the screen's CSV download: one `value` column, formula protection unless turned off. */
  valuesCsv(values: string[], protectFormulas: boolean): Result<string> {
    return ok(singleColumnCsv('value', values, { protectFormulas }));
  },
};
