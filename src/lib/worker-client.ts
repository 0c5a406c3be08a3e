import * as Comlink from 'comlink';

/** Rejection reason of a call that was cancelled (its worker was terminated). */
export class CancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'CancelledError';
  }
}

export const isCancelled = (e: unknown): boolean => e instanceof CancelledError;

type AnyFn = (...args: never[]) => unknown;
type Methods<Api> = { [K in keyof Api]: Api[K] extends AnyFn ? K : never }[keyof Api];

/** The minimal worker surface the client needs (a DOM Worker, or a test double). */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export interface WorkerClient<Api> {
  /** Calls `method` in the worker (created on first use). Rejects with CancelledError when cancelled. */
  call<K extends Methods<Api>>(
    method: K,
    ...args: Api[K] extends (...a: infer A) => unknown ? A : never
  ): Promise<Api[K] extends (...a: never[]) => infer R ? Awaited<R> : never>;
  /** Terminates the worker, rejects every pending call at once; the next call starts a fresh worker. */
  cancel(): void;
  /** Number of calls not yet settled. */
  readonly pending: number;
}

/**
 * One lazily created worker per tool family, wrapped with Comlink.
 * Cancelling terminates the worker (the only way to stop synchronous engine work) and rejects the pending
 * calls ourselves: Comlink leaves them unsettled forever after `terminate()`.
 */
export function createWorkerClient<Api>(create: () => WorkerLike): WorkerClient<Api> {
  let worker: WorkerLike | null = null;
  let remote: Comlink.Remote<Api> | null = null;
  const rejecters = new Set<(e: unknown) => void>();

  const ensure = (): Comlink.Remote<Api> => {
    if (!remote) {
      worker = create();
      remote = Comlink.wrap<Api>(worker);
    }
    return remote;
  };

  return {
    call(method, ...args) {
      const r = ensure() as unknown as Record<PropertyKey, (...a: unknown[]) => Promise<never>>;
      return new Promise((resolve, reject) => {
        rejecters.add(reject);
        r[method as PropertyKey](...args).then(
          (v) => {
            rejecters.delete(reject);
            resolve(v);
          },
          (e) => {
            rejecters.delete(reject);
            reject(e);
          },
        );
      });
    },
    cancel() {
      worker?.terminate();
      worker = null;
      if (remote) remote[Comlink.releaseProxy]?.();
      remote = null;
      const pending = [...rejecters];
      rejecters.clear();
      for (const reject of pending) reject(new CancelledError());
    },
    get pending() {
      return rejecters.size;
    },
  };
}

/**
 * Wraps a progress callback for the worker. The worker must call it without awaiting: an awaited
 * proxied call costs a round trip to the page each time.
 */
export const progressCallback = <F extends (...args: never[]) => void>(fn: F): F & Comlink.ProxyMarked =>
  Comlink.proxy(fn);
