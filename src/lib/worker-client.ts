import * as Comlink from 'comlink';
import type { InterruptMessage } from '@workers/shared/interrupt';
import { ENGINE_LOAD_ERROR } from '@workers/shared/meta';

/** Rejection reason of a call that was cancelled (its worker was terminated on purpose). */
export class CancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'CancelledError';
  }
}

/**
 * Rejection reason of every pending call when the worker died: its script could not be loaded (`cause:
 * 'load'`), it threw outside a call or a message could not be deserialised (`cause: 'crash'`).
 */
export class WorkerFailedError extends Error {
  constructor(readonly cause: 'load' | 'crash') {
    super(cause === 'load' ? 'Worker script failed to load' : 'Worker stopped unexpectedly');
    this.name = 'WorkerFailedError';
  }
}

/** Rejection reason of a call that ran past its time limit; its worker was terminated. */
export class TimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`Timed out after ${limitMs} ms`);
    this.name = 'TimeoutError';
  }
}

export const isCancelled = (e: unknown): boolean => e instanceof CancelledError;

type AnyFn = (...args: never[]) => unknown;
/** The names of `Api`'s methods. */
export type Methods<Api> = { [K in keyof Api]: Api[K] extends AnyFn ? K : never }[keyof Api];
/** The arguments of `Api[K]`. */
export type ArgsOf<Api, K extends keyof Api> = Api[K] extends (...a: infer A) => unknown ? A : never;
/** What a call of `Api[K]` resolves to on the page. */
export type ReturnOf<Api, K extends keyof Api> = Api[K] extends (...a: never[]) => infer R ? Awaited<R> : never;

/** The minimal worker surface the client needs (a DOM Worker, or a test double). */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

/** Options of one call. */
export interface CallOptions {
  /** After this many ms the worker is terminated and the call rejects with TimeoutError. */
  timeoutMs?: number;
  /**
   * Aborting it rejects the call at once with CancelledError and leaves the worker (and what it keeps) alone: for
   * read-only calls, whose work in the worker {@link WorkerClient.interrupt} stops.
   */
  signal?: AbortSignal;
}

/**
 * A worker's client. Screens never call it themselves: the job runner (worker-task.ts) does, adding the time limit,
 * the crash message and Cancel.
 */
export interface WorkerClient<Api> {
  /**
   * Calls `method` in the worker (created on first use), with options (a time limit, an abort signal). Rejects with
   * CancelledError when cancelled.
   */
  callWith<K extends Methods<Api>>(options: CallOptions, method: K, ...args: ArgsOf<Api, K>): Promise<ReturnOf<Api, K>>;
  /** Terminates the worker, rejects every pending call at once; the next call starts a fresh worker. */
  cancel(): void;
  /**
   * Asks the worker to stop the read-only work under way (a search), without terminating it: what it keeps (an
   * open file, the last result) stays. Such work checks for it between its steps (workers/shared/interrupt.ts).
   */
  interrupt(): void;
  /** Number of calls not yet settled. */
  readonly pending: number;
  /** Increases each time a fresh worker is started: state kept in the old one (a last result) is gone. */
  readonly generation: number;
}

/**
 * One lazily created worker per tool family, wrapped with Comlink.
 * Cancelling terminates the worker (the only way to stop synchronous engine work) and rejects the pending
 * calls ourselves: Comlink leaves them unsettled forever after `terminate()`. For the same reason a worker that
 * fails (`error` or `messageerror` on the Worker) is dropped and every pending call rejected with
 * WorkerFailedError; a call that passes its time limit terminates the worker and rejects with TimeoutError. In
 * each case the next call starts a fresh worker.
 */
export function createWorkerClient<Api>(create: () => WorkerLike): WorkerClient<Api> {
  let worker: WorkerLike | null = null;
  let remote: Comlink.Remote<Api> | null = null;
  let generation = 0;
  /** True once the current worker answered a call: an error before that means its script did not load. */
  let answered = false;
  const rejecters = new Set<(e: unknown) => void>();

  /** Drops the current worker and rejects every pending call with `reason`. */
  const drop = (reason: Error) => {
    const w = worker;
    worker = null;
    if (remote) remote[Comlink.releaseProxy]?.();
    remote = null;
    w?.terminate();
    const pending = [...rejecters];
    rejecters.clear();
    for (const reject of pending) reject(reason);
  };

  const ensure = (): Comlink.Remote<Api> => {
    if (!remote) {
      const w = create();
      worker = w;
      generation++;
      answered = false;
      const onFailure = (e: Event) => {
        if (worker !== w) return;
        // A script that cannot be fetched fires a plain Event; an exception inside the worker an ErrorEvent.
        const loadFailure = !answered && !(typeof ErrorEvent !== 'undefined' && e instanceof ErrorEvent);
        drop(new WorkerFailedError(loadFailure ? 'load' : 'crash'));
      };
      w.addEventListener('error', onFailure as EventListener);
      w.addEventListener('messageerror', onFailure as EventListener);
      remote = Comlink.wrap<Api>(w);
    }
    return remote;
  };

  const invoke = (options: CallOptions, method: PropertyKey, args: unknown[]): Promise<never> => {
    const r = ensure() as unknown as Record<PropertyKey, (...a: unknown[]) => Promise<never>>;
    const w = worker;
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = (fn: () => void) => {
        if (!rejecters.delete(rejecter)) return;
        clearTimeout(timer);
        fn();
      };
      const rejecter = (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      };
      rejecters.add(rejecter);
      if (options.signal) {
        const signal = options.signal;
        if (signal.aborted) settle(() => reject(new CancelledError()));
        else signal.addEventListener('abort', () => settle(() => reject(new CancelledError())), { once: true });
      }
      if (options.timeoutMs !== undefined) {
        const limit = options.timeoutMs;
        timer = setTimeout(() => {
          if (rejecters.has(rejecter) && worker === w) drop(new TimeoutError(limit));
        }, limit);
      }
      r[method](...args).then(
        (v) => {
          if (worker === w) answered = true;
          settle(() => resolve(v));
        },
        (e) => {
          if (worker === w) answered = true;
          // The worker runs, but the code of its engine could not be fetched: to the user, the same as its script.
          const failure = e instanceof Error && e.name === ENGINE_LOAD_ERROR ? new WorkerFailedError('load') : e;
          settle(() => reject(failure));
        },
      );
    });
  };

  return {
    callWith: (options, method, ...args) => invoke(options, method, args),
    cancel: () => drop(new CancelledError()),
    interrupt: () => worker?.postMessage({ interrupt: true } satisfies InterruptMessage),
    get pending() {
      return rejecters.size;
    },
    get generation() {
      return generation;
    },
  };
}

/** The names of `Api`'s methods that take no argument (a worker's stop signal). */
type NoArgMethods<Api> = { [K in Methods<Api>]: ArgsOf<Api, K> extends [] ? K : never }[Methods<Api>];

/**
 * A client for jobs that run in `client`'s worker beside what it holds (a compare result) and end without
 * terminating it. Calls go to `client`'s worker; cancel() rejects this client's own pending calls at once with
 * CancelledError and, when `stop` names a method, calls it so that the work under way ends in the worker too (the
 * engine pauses to let it in). The worker and its state survive; `client.cancel()` still ends everything.
 */
export function jobsInWorkerOf<Api>(client: WorkerClient<Api>, stop?: NoArgMethods<Api>): WorkerClient<Api> {
  const rejecters = new Set<(e: unknown) => void>();
  const invoke = (options: CallOptions, method: Methods<Api>, args: unknown[]): Promise<never> =>
    new Promise((resolve, reject) => {
      rejecters.add(reject);
      (client.callWith as (o: CallOptions, m: Methods<Api>, ...a: unknown[]) => Promise<never>)(options, method, ...args).then(
        (v) => {
          if (rejecters.delete(reject)) resolve(v);
        },
        (e) => {
          if (rejecters.delete(reject)) reject(e);
        },
      );
    });
  return {
    callWith: (options, method, ...args) => invoke(options, method, args),
    cancel() {
      if (rejecters.size === 0) return;
      const pending = [...rejecters];
      rejecters.clear();
      for (const reject of pending) reject(new CancelledError());
      if (stop !== undefined) (client.callWith as unknown as (o: CallOptions, m: Methods<Api>) => Promise<unknown>)({}, stop).catch(() => undefined);
    },
    interrupt: () => client.interrupt(),
    get pending() {
      return rejecters.size;
    },
    get generation() {
      return client.generation;
    },
  };
}

/**
 * Wraps a progress callback for the worker. The worker must call it without awaiting: an awaited
 * proxied call costs a round trip to the page each time.
 */
export const progressCallback = <F extends (...args: never[]) => void>(fn: F): F & Comlink.ProxyMarked =>
  Comlink.proxy(fn);
