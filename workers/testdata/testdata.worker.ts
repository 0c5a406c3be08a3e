import * as Comlink from 'comlink';
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

/** Receives each chunk of a bulk file; its promise (a Comlink callback's) paces the worker to the page. */
export type ChunkSink = (bytes: Uint8Array, rowsDone: number, rowsTotal: number) => unknown;

/**
 * Streams a bulk file (persons, companies or one kind of value; see bulk.ts) to `onChunk` in UTF-8 chunks, each
 * handed over without a copy, and waits for the page to take each one before writing the next, so memory stays
 * flat. Cancel by ending the worker.
 */
export async function produceFile(options: BulkOptions, onChunk: ChunkSink): Promise<Result<{ rows: number; bytes: number }>> {
  try {
    let rows = 0;
    let bytes = 0;
    for (const chunk of bulkChunks(options)) {
      rows = chunk.rowsDone;
      bytes += chunk.bytes.byteLength;
      await onChunk(Comlink.transfer(chunk.bytes, [chunk.bytes.buffer as ArrayBuffer]), chunk.rowsDone, chunk.rowsTotal);
    }
    return ok({ rows, bytes });
  } catch (e) {
    return { ok: false, error: errorOf(e, 'Failed to generate the file') };
  }
}

const api = { generateMany, produceFile };

export type TestDataApi = typeof api;

// Only expose when running as a worker, so Node tests can import generateMany directly.
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  Comlink.expose(api);
}
