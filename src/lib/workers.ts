import type { Family, FamilyApi } from '@workers/families';
import { createWorkerClient, type WorkerClient } from './worker-client';

/** What the worker of engine family `F` exposes (workers/families.ts): the type a screen's job runner calls. */
export type EngineApi<F extends Family> = FamilyApi<F>;

/**
 * A client of an engine family's worker (see workers/families.ts), started on its first call. Every client is its
 * own worker instance, so cancelling one (which terminates it) never stops another: a screen creates one per kind
 * of job that must cancel on its own, at module level beside the hook that runs it, and keeps it for the page's
 * life. The page imports only the families' API types: the engines stay in the worker bundle
 * (scripts/check-bundle.mjs guards the main chunk).
 *
 * `new Worker(new URL(…, import.meta.url))` must stay literal for Vite to bundle the worker script; the instance's
 * `name` tells the script which family to serve.
 */
export function workerClient<F extends Family>(family: F): WorkerClient<FamilyApi<F>> {
  return createWorkerClient<FamilyApi<F>>(
    () => new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module', name: family }),
  );
}
