import * as Comlink from 'comlink';
import { errorOf, ok, type Result } from '../shared/result';
import { DATA_KINDS, generate, type DataKind } from './generate';
import { createRandom } from './random';

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

const api = { generateMany };

export type TestDataApi = typeof api;

// Only expose when running as a worker, so Node tests can import generateMany directly.
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  Comlink.expose(api);
}
