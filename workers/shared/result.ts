import { ENGINE_LOAD_FAILED } from './meta';

/**
 * Errors cross the worker boundary as values: Comlink keeps only an Error's message, name and stack,
 * so engines return `{ ok: false, error }` instead of throwing.
 */
export interface EngineError {
  message: string;
  /** 1-based line of the problem in the input, when known. */
  line?: number;
  /** 1-based column of the problem in the input, when known. */
  column?: number;
  /**
   * A fixed identifier of the kind of failure (`json-syntax`, `engine-load-failed`, …): what error reports may
   * carry, since the message can quote the input.
   */
  code?: string;
  /**
   * The arguments of the message (`{ found: "'x'" }`), for a page that shows it in another language: the page looks
   * up `code` in its engine messages (src/messages/engine/<locale>.json) and formats it with these; without a
   * message for `code` it shows `message`. Never sent in error reports (they may quote the input).
   */
  values?: Record<string, string | number>;
}

/**
 * A note on a result — what a conversion could not carry over, how an input was read, what is not generated for a
 * country — told like a failure: its English `message` (what the command line and the library print), a fixed
 * `code` and the message's `values`; the page shows the message for `code` in its language (useEngineText).
 */
export interface EngineNote {
  message: string;
  code: string;
  values?: Record<string, string | number>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (message: string, line?: number, column?: number): { ok: false; error: EngineError } => ({
  ok: false,
  error: line === undefined ? { message } : { message, line, column },
});

/**
 * Progress callback passed through `Comlink.proxy`; `done` and `total` are in the engine's own units. A job of
 * several stages also names the stage under way (an index into its own list of stages), `done` and `total` being
 * within that stage.
 */
export type ProgressFn = (done: number, total: number, stage?: number) => void;

/** Turns anything thrown into an engine error value. */
export function errorOf(e: unknown, fallback = 'Failed to process code'): EngineError {
  if (e && typeof e === 'object') {
    const o = e as { message?: unknown; line?: unknown; column?: unknown };
    const message = typeof o.message === 'string' && o.message ? o.message : fallback;
    const err: EngineError = { message };
    if (typeof o.line === 'number') err.line = o.line;
    if (typeof o.column === 'number') err.column = o.column;
    return err;
  }
  return { message: typeof e === 'string' && e ? e : fallback };
}

/** The failure with `code` set, unless it already has one; a success as it is. */
export function withCode<T>(result: Result<T>, code: string): Result<T> {
  if (result.ok || result.error.code) return result;
  return { ok: false, error: { ...result.error, code } };
}

/**
 * Imports an engine's chunk on first use: its module, or the refusal ENGINE_LOAD_FAILED when it could not be fetched
 * (offline before it was cached, or a deployment replaced it) — not the input's fault, and the page says so.
 */
export async function loadEngine<T>(load: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await load());
  } catch (e) {
    return withCode(fail(errorOf(e).message), ENGINE_LOAD_FAILED);
  }
}

export { ENGINE_LOAD_FAILED, refusal } from './meta';
