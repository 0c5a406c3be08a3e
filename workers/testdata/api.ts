import { errorOf, ok, type Result } from '../shared/result';
import { DATA_KINDS, generate, type DataKind } from './generate';
import { createRandom } from './random';
import { bulkChunks, type BulkOptions } from './bulk';

/** Largest number of values one bulk call returns. */
export const MAX_BULK = 1000;

/**
 * `count` values (clamped to 1–1,000) of `kind` for `country`. With a seed the list is reproducible, and its
 * first value equals the single value generated with the same seed.
 */
export function generateMany(kind: DataKind, country: string, count: number, seed?: number | string): Result<{ values: string[] }> {
  try {
    if (!DATA_KINDS.includes(kind)) throw new Error(`Unknown data type: ${String(kind)}`);
    const n = Math.min(MAX_BULK, Math.max(1, Math.floor(Number.isFinite(count) ? count : 1)));
    const rng = createRandom(seed === '' ? undefined : seed);
    const values: string[] = new Array(n);
    for (let i = 0; i < n; i++) values[i] = generate(kind, country, rng);
    return ok({ values });
  } catch (e) {
    return { ok: false, error: errorOf(e, 'Failed to generate test data') };
  }
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
export const testdataApi = { generateMany, produceFile };
