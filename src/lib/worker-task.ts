import type * as Comlink from 'comlink';
import type { EngineError, ProgressFn, Result } from '@workers/shared/result';
import { ENGINE_LOAD_FAILED } from '@workers/shared/meta';
import { reportToolFailure, trackToolEvent, type FailureKind, type ToolEventName } from './telemetry';
import {
  CancelledError,
  TimeoutError,
  WorkerFailedError,
  progressCallback,
  type ArgsOf,
  type Methods,
  type ReturnOf,
  type WorkerClient,
} from './worker-client';
import { loadPageMessageFiles, pageMessageFilesLoading } from './i18n';
import { taskMessage, type CodedMessage } from './task-messages';
import { yieldToPage } from './yield-to-page';

/** Shown when the worker died during a job (an exception outside the engine, out of memory, a killed worker). */
export const CRASHED_MESSAGE = taskMessage('tool-crashed');
/** Shown when the worker's script or an engine chunk could not be fetched while the browser is online. */
export const UPDATED_MESSAGE = taskMessage('page-updated');
/** Shown when the worker's script or an engine chunk could not be fetched while the browser is offline. */
export const OFFLINE_MESSAGE = taskMessage('tool-offline');

/**
 * What a tool's error box shows for a failed job: the English `message`, and where it has one, the `code` (and the
 * `values` of its arguments) under which the page finds it in its language — `useEngineText()(error)`.
 */
export interface TaskError {
  message: string;
  /** The message's code: an engine's refusal's, or the job runner's own (task-messages.ts). */
  code?: string;
  /** The arguments of the message for `code`. */
  values?: Record<string, string | number>;
  /** Lines beneath the message (e.g. the parser's message with line and column). */
  details?: string[];
  /** 1-based position in the input the error refers to, when known. */
  line?: number;
  column?: number;
  /** True when reloading the page is the fix (the site was updated): the box offers a Reload button. */
  reload?: boolean;
}

export interface TaskProgress {
  done: number;
  total: number;
  /** The stage under way, for a job that reports stages (see ProgressFn). */
  stage?: number;
}

/** What a job receives: calls and progress that belong to it alone. */
export interface JobContext<Api> {
  /**
   * Calls the worker with the job's time limit. Rejects (and the job ends silently) when the job was superseded
   * meanwhile, so a job never acts on a stale answer.
   */
  call<K extends Methods<Api>>(method: K, ...args: ArgsOf<Api, K>): Promise<ReturnOf<Api, K>>;
  /** A progress callback to pass to the worker; reports of a superseded job are dropped. */
  readonly onProgress: ProgressFn & Comlink.ProxyMarked;
  /** Throws (ending the job silently) when the job was superseded; call it after page-side awaits. */
  check(): void;
}

/** Options of {@link useWorkerTask}. */
export interface WorkerTaskOptions {
  /** The tool's title: the label of its telemetry events and failure reports. */
  tool: string;
  /** Telemetry events `${action} Started` / `${action} Completed`; none when omitted. */
  action?: 'Format' | 'Compare' | 'Generate' | 'Export';
  /** Time limit of each worker call; none when omitted. */
  timeoutMs?: number;
  /** The error box's text when a call runs past its time limit (best with its code: time-limits.ts). */
  timeoutMessage?: string | CodedMessage;
  /** The catalogue's wording of an engine's refusal; default: the engine's message. */
  describeError?: (error: EngineError) => TaskError;
  /** The error box's text when anything else fails; default {@link CRASHED_MESSAGE}. */
  failureMessage?: string | CodedMessage;
  /**
   * Keep what the last job showed (its result or error) while a new job runs, until the new job's result or error
   * replaces it; Cancel shows it again as it was. For work that runs again as the user types (a query), where
   * clearing it at every start makes the output flicker. The screen marks it out of date while `status` is
   * 'running'. Default: a new job clears it.
   */
  keepLastResult?: boolean;
  /**
   * The job only reads what the worker keeps (rows, Find, folds of a result or an open file): superseding or
   * cancelling it stops its calls and interrupts the worker's work (WorkerClient.interrupt) instead of
   * terminating the worker, which would lose what it keeps. Past its time limit the worker is still stopped.
   */
  readOnly?: boolean;
}

/** Options of one run. */
export interface RunOptions {
  /** This run's time limit per call, instead of the task's. */
  timeoutMs?: number;
  /** Telemetry value of the Started/Completed events (e.g. a record count). */
  value?: number;
}

/** Thrown inside a job that was superseded; run() swallows it. */
class SupersededError extends Error {
  constructor() {
    super('Superseded');
    this.name = 'SupersededError';
  }
}

/** The error box of a message given as text, or with its code. */
const shown = (m: string | CodedMessage): TaskError => (typeof m === 'string' ? { message: m } : { message: m.message, code: m.code });

/** An engine's refusal as the error box shows it by default: its message, and the code and values to translate it. */
function refusalError({ message, code, values }: EngineError): TaskError {
  return { message, ...(code === undefined ? {} : { code }), ...(values === undefined ? {} : { values }) };
}

/** How a thrown error shows and is reported. */
function classify(e: unknown, options: WorkerTaskOptions): { kind: FailureKind; error: TaskError; code?: string } {
  if (e instanceof TimeoutError) {
    return { kind: 'timeout', error: shown(options.timeoutMessage ?? CRASHED_MESSAGE) };
  }
  if (e instanceof WorkerFailedError && e.cause === 'load') return { kind: 'load-failed', error: loadFailedError() };
  if (e instanceof WorkerFailedError) return { kind: 'crashed', error: shown(CRASHED_MESSAGE) };
  return {
    kind: 'failed',
    error: shown(options.failureMessage ?? CRASHED_MESSAGE),
    code: e instanceof Error ? e.name : undefined,
  };
}

/** The message for code that could not be fetched: offline, or the site was deployed anew since this page loaded. */
function loadFailedError(): TaskError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline ? shown(OFFLINE_MESSAGE) : { ...shown(UPDATED_MESSAGE), reload: true };
}

/** Schedules a state update for the next frame (batched progress); returns a cancel function. */
export type FrameScheduler = (fn: () => void) => () => void;

const nextFrame: FrameScheduler = (fn) => {
  if (typeof requestAnimationFrame === 'function') {
    const h = requestAnimationFrame(fn);
    return () => cancelAnimationFrame(h);
  }
  const t = setTimeout(fn, 16);
  return () => clearTimeout(t);
};

/** The task's state as the screen renders it. */
export type TaskState<T> = Readonly<{
  status: 'idle' | 'running';
  /** The job's result; while running, the last job's with `keepLastResult` (out of date), else null. */
  result: T | null;
  /** The job's error; while running, the last job's with `keepLastResult`, else null. */
  error: TaskError | null;
  progress: TaskProgress | null;
  startedAt: number;
}>;

/** The controls of a task (the state is read with getState / subscribe). */
export interface TaskControls<Api, T> {
  /**
   * Starts a job, superseding (and cancelling) any running one. The job returns the engine's Result, or
   * undefined when it ended without one (nothing was to be done). Resolves with the result once it is shown,
   * null when the job failed, ended without a result or was superseded.
   */
  run(job: (ctx: JobContext<Api>) => Promise<Result<T> | undefined>, options?: RunOptions): Promise<T | null>;
  /**
   * Stops the running job (its worker is terminated) and clears the result and error — or, with `keepLastResult`,
   * shows again what was there before the job started.
   */
  cancel(): void;
  /** The inputs changed: a running job is cancelled; the result and error no longer describe them. */
  reset(): void;
  /** Shows an error found on the page (blank input, an invalid form) instead of a result. */
  fail(error: TaskError): void;
  /** Ends the current job without touching what is shown (the screen is leaving). */
  dispose(): void;
}

export interface TaskController<Api, T> extends TaskControls<Api, T> {
  getState(): TaskState<T>;
  subscribe(listener: () => void): () => void;
  /** Replaces the options (the screen re-rendered with new ones). */
  setOptions(options: WorkerTaskOptions): void;
}

const IDLE_STATE: TaskState<never> = { status: 'idle', result: null, error: null, progress: null, startedAt: 0 };

/**
 * The one way a tool runs its work in a worker, free of React (see useWorkerTask for screens). It owns the job:
 * a job id, so that a result arrives only for the latest job and is dropped once a newer job or an input change
 * (reset) superseded it; Cancel (the worker is terminated, the only way to stop synchronous engine work);
 * progress; a time limit per call; and the error path — the engine's refusal in the catalogue's words, a crashed
 * or unloadable worker and a timeout as clear messages, each reported to telemetry as a kind and an engine code,
 * never with the message (it can quote the user's input).
 */
export function createWorkerTask<Api, T>(
  client: WorkerClient<Api>,
  initialOptions: WorkerTaskOptions,
  scheduleFrame: FrameScheduler = nextFrame,
): TaskController<Api, T> {
  let options = initialOptions;
  let state: TaskState<T> = IDLE_STATE;
  const listeners = new Set<() => void>();
  let job = 0;
  /** Calls of the current job still in the worker: superseding the job then stops the worker. */
  let inFlight = 0;
  /** Aborts the current job's calls (read-only jobs, which never terminate the worker). */
  let abortCalls = new AbortController();

  const set = (next: TaskState<T>) => {
    if (next === state) return;
    state = next;
    for (const l of [...listeners]) l();
  };

  const supersede = () => {
    job++;
    if (inFlight > 0) {
      inFlight = 0;
      if (options.readOnly) {
        abortCalls.abort();
        abortCalls = new AbortController();
        client.interrupt();
      } else client.cancel();
    }
  };

  const controller: TaskController<Api, T> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOptions(o) {
      options = o;
    },

    async run(work, runOptions = {}) {
      supersede();
      const id = job;
      const o = options;
      const timeoutMs = runOptions.timeoutMs ?? o.timeoutMs;
      const callOptions = { ...(timeoutMs === undefined ? {} : { timeoutMs }), ...(o.readOnly ? { signal: abortCalls.signal } : {}) };
      const current = () => id === job;
      const kept = o.keepLastResult ? { result: state.result, error: state.error } : null;
      set({ ...IDLE_STATE, ...kept, status: 'running', startedAt: performance.now() });
      if (o.action) trackToolEvent(`${o.action} Started` as ToolEventName, o.tool, runOptions.value);

      let latest: TaskProgress | null = null;
      let cancelFrame: (() => void) | null = null;
      const ctx: JobContext<Api> = {
        async call(method, ...args) {
          if (!current()) throw new SupersededError();
          inFlight++;
          let value: Awaited<ReturnType<typeof client.callWith<typeof method>>>;
          try {
            value = await client.callWith(callOptions, method, ...args);
          } finally {
            if (current()) inFlight--;
          }
          if (!current()) throw new SupersededError();
          return value;
        },
        // Batched to one update per frame: a worker may report far more often than the screen paints.
        onProgress: progressCallback((done: number, total: number, stage?: number) => {
          if (!current()) return;
          latest = stage === undefined ? { done, total } : { done, total, stage };
          cancelFrame ??= scheduleFrame(() => {
            cancelFrame = null;
            if (current() && state.status === 'running') set({ ...state, progress: latest });
          });
        }),
        check() {
          if (!current()) throw new SupersededError();
        },
      };

      try {
        const result = await work(ctx);
        if (!current()) return null;
        // A large result was deserialised in this task; rendering it goes to the next one, keeping each short.
        // Its failure or notes in the page's language: a prerendered page carries only the messages it showed, so a
        // failure waits for the whole files, and a result for them if the visitor's first input has started them.
        await Promise.all([yieldToPage(), result?.ok === false ? loadPageMessageFiles() : pageMessageFilesLoading()]);
        if (!current()) return null;
        if (result === undefined) {
          set({ ...state, status: 'idle', progress: null });
          return null;
        }
        if (result.ok) {
          set({ ...IDLE_STATE, result: result.value });
          if (o.action) trackToolEvent(`${o.action} Completed` as ToolEventName, o.tool, runOptions.value);
          return result.value;
        }
        const loadFailed = result.error.code === ENGINE_LOAD_FAILED;
        const described = loadFailed ? loadFailedError() : (o.describeError?.(result.error) ?? refusalError(result.error));
        set({ ...IDLE_STATE, error: { line: result.error.line, column: result.error.column, ...described } });
        reportToolFailure(o.tool, loadFailed ? 'load-failed' : 'input-rejected', result.error.code);
        return null;
      } catch (e) {
        if (e instanceof SupersededError || e instanceof CancelledError || !current()) return null;
        await loadPageMessageFiles();
        if (!current()) return null;
        const { kind, error, code } = classify(e, o);
        set({ ...IDLE_STATE, error });
        reportToolFailure(o.tool, kind, code);
        return null;
      } finally {
        // Assigned inside the progress callback, which TypeScript's narrowing does not see.
        (cancelFrame as (() => void) | null)?.();
      }
    },

    cancel() {
      supersede();
      // While a job runs with keepLastResult, the state holds what the job before it left: that is shown again.
      set(options.keepLastResult && (state.result !== null || state.error !== null) ? { ...IDLE_STATE, result: state.result, error: state.error } : IDLE_STATE);
    },
    reset() {
      supersede();
      if (state.status !== 'idle' || state.result !== null || state.error !== null) set(IDLE_STATE);
    },
    fail(error) {
      supersede();
      set({ ...IDLE_STATE, error });
    },
    dispose: supersede,
  };
  return controller;
}

/** Options of {@link createWorkerQueries}. */
export interface WorkerQueryOptions {
  /** The tool's title: the label of its failure reports. */
  tool: string;
  /** Time limit of each call. */
  timeoutMs: number;
  /** The error's text when a call runs past its time limit; default {@link CRASHED_MESSAGE}. */
  timeoutMessage?: string | CodedMessage;
}

/** The state of a screen's read-only calls: the error of the last one that failed (the worker crashed or timed out). */
export type QueriesState = Readonly<{ error: TaskError | null }>;

/** Read-only calls of a screen (see createWorkerQueries); the state is read with getState / subscribe. */
export interface WorkerQueries<Api> {
  /**
   * Calls `method`, which only reads what the worker keeps (a page of rows, where a node ends), with the time limit.
   * A worker that crashed, could not load or ran past the limit shows as `error` and is reported (the call rejects
   * then too); an engine's refusal is the method's own answer. Many calls may be in flight at once.
   */
  call<K extends Methods<Api>>(method: K, ...args: ArgsOf<Api, K>): Promise<ReturnOf<Api, K>>;
  /** Stops the calls in flight (they reject with CancelledError) and interrupts the worker's work; it is not terminated. */
  cancel(): void;
  /** Forgets the error (what it was about is gone). */
  clearError(): void;
  getState(): QueriesState;
  subscribe(listener: () => void): () => void;
}

/**
 * The job runner's way for many small read-only calls that do not supersede one another (pages of rows fetched as
 * a list scrolls, a fold's end asked as a row renders): each has the time limit and the error path of a job, and
 * Cancel never terminates the worker. A long read-only job that a newer one replaces (Find) is a task with
 * `readOnly` instead.
 */
export function createWorkerQueries<Api>(client: WorkerClient<Api>, initialOptions: WorkerQueryOptions): WorkerQueries<Api> & { setOptions(o: WorkerQueryOptions): void } {
  let options = initialOptions;
  let state: QueriesState = { error: null };
  const listeners = new Set<() => void>();
  let abort = new AbortController();
  let inFlight = 0;
  const set = (next: QueriesState) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  return {
    async call(method, ...args) {
      const signal = abort.signal;
      inFlight++;
      try {
        return await client.callWith({ timeoutMs: options.timeoutMs, signal }, method, ...args);
      } catch (e) {
        if (!(e instanceof CancelledError) && !signal.aborted) {
          const { kind, error, code } = classify(e, { tool: options.tool, timeoutMessage: options.timeoutMessage });
          set({ error });
          reportToolFailure(options.tool, kind, code);
        }
        throw e;
      } finally {
        inFlight--;
      }
    },
    cancel() {
      abort.abort();
      abort = new AbortController();
      if (inFlight > 0) client.interrupt();
    },
    clearError() {
      if (state.error) set({ error: null });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOptions(o) {
      options = o;
    },
  };
}
