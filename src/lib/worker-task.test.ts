import { afterEach, describe, expect, it } from 'vitest';
import { ok, fail, withCode, ENGINE_LOAD_FAILED, type Result } from '@workers/shared/result';
import { messageScope, seedPageMessages } from './i18n';
import { LOCALES } from './locale';
import { recordedEvents } from './telemetry';
import { CancelledError, TimeoutError, WorkerFailedError, type WorkerClient } from './worker-client';
import { FORMAT_TIMEOUT_MESSAGE } from './time-limits';
import { CRASHED_MESSAGE, createWorkerQueries, createWorkerTask, type TaskState } from './worker-task';

interface Api {
  echo(text: string): Result<string>;
}

interface Call {
  method: string;
  args: unknown[];
  timeoutMs?: number;
  signal?: AbortSignal;
  resolve(v: unknown): void;
  reject(e: unknown): void;
}

/** A client whose calls settle when the test says so; cancel() rejects them as the real one does. */
function fakeClient() {
  const calls: Call[] = [];
  let cancels = 0;
  let interrupts = 0;
  const client: WorkerClient<Api> = {
    callWith: (options, method, ...args) =>
      new Promise((resolve, reject) => {
        const call: Call = { method: String(method), args, timeoutMs: options.timeoutMs, signal: options.signal, resolve: resolve as never, reject };
        calls.push(call);
        options.signal?.addEventListener('abort', () => {
          calls.splice(calls.indexOf(call), 1);
          reject(new CancelledError());
        });
      }),
    cancel() {
      cancels++;
      for (const c of calls.splice(0)) c.reject(new CancelledError());
    },
    interrupt() {
      interrupts++;
    },
    get pending() {
      return calls.length;
    },
    generation: 1,
  };
  return { client, calls, cancels: () => cancels, interrupts: () => interrupts };
}

const immediate = (fn: () => void) => {
  const t = setTimeout(fn, 0);
  return () => clearTimeout(t);
};
const tick = () => new Promise((r) => setTimeout(r, 5));

const lastEvent = () => recordedEvents().at(-1)!;

describe('createWorkerTask', () => {
  const online = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  afterEach(() => {
    if (online) Object.defineProperty(globalThis, 'navigator', online);
  });

  it('runs a job and shows its result, with Started/Completed events', async () => {
    const { client, calls } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'JSON Formatter', action: 'Format', timeoutMs: 1234 }, immediate);
    const states: TaskState<string>['status'][] = [];
    task.subscribe(() => states.push(task.getState().status));
    const done = task.run((ctx) => ctx.call('echo', 'a'));
    expect(task.getState().status).toBe('running');
    expect(calls[0]).toMatchObject({ method: 'echo', args: ['a'], timeoutMs: 1234 });
    expect(recordedEvents().at(-1)).toMatchObject({ name: 'Format Started', params: { event_label: 'JSON Formatter' } });
    calls[0].resolve(ok('A'));
    expect(await done).toBe('A');
    expect(task.getState()).toMatchObject({ status: 'idle', result: 'A', error: null });
    expect(states).toEqual(['running', 'idle']);
    expect(lastEvent()).toMatchObject({ name: 'Format Completed' });
  });

  it('drops the result of a job superseded by a newer one, and cancels its worker call', async () => {
    const { client, calls, cancels } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
    const first = task.run((ctx) => ctx.call('echo', 'old'));
    const second = task.run((ctx) => ctx.call('echo', 'new'));
    expect(cancels()).toBe(1);
    expect(await first).toBeNull();
    calls[0].resolve(ok('NEW'));
    expect(await second).toBe('NEW');
    expect(task.getState().result).toBe('NEW');
  });

  it('drops a result that arrives after reset (the input changed), and clears the shown result', async () => {
    const { client, calls } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
    await Promise.all([task.run((ctx) => ctx.call('echo', 'x')), Promise.resolve(calls[0].resolve(ok('X')))]);
    expect(task.getState().result).toBe('X');
    task.reset();
    expect(task.getState().result).toBeNull();
    const callsBefore = calls.length;
    // A job still reading its input when the input changes never calls the worker.
    let release!: () => void;
    const reading = new Promise<void>((r) => (release = r));
    const job = task.run(async (ctx) => {
      await reading;
      return ctx.call('echo', 'late');
    });
    task.reset();
    release();
    expect(await job).toBeNull();
    expect(calls).toHaveLength(callsBefore);
    expect(task.getState()).toMatchObject({ status: 'idle', result: null, error: null });
  });

  it('shows an engine refusal in the catalogue wording and reports only the kind and code', async () => {
    const { client, calls } = fakeClient();
    const marker = 'MARKER_TAG_77';
    const task = createWorkerTask<Api, string>(
      client,
      { tool: 'XML Compare', describeError: (e) => ({ message: `Invalid XML: ${e.message}` }) },
      immediate,
    );
    const job = task.run((ctx) => ctx.call('echo', `<${marker}>`));
    calls[0].resolve(withCode(fail(`Opening and ending tag mismatch: ${marker}`, 3, 9), 'xml-syntax'));
    expect(await job).toBeNull();
    expect(task.getState().error).toEqual({ message: `Invalid XML: Opening and ending tag mismatch: ${marker}`, line: 3, column: 9 });
    expect(lastEvent()).toEqual({ kind: 'error', name: 'tool_failure', params: { context: 'XML Compare', kind: 'input-rejected', code: 'xml-syntax', severity: 'warning' } });
    expect(JSON.stringify(recordedEvents())).not.toContain(marker);
  });

  it('shows an engine refusal with its code and values by default, so the page can say it in its language', async () => {
    const { client, calls } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
    const job = task.run((ctx) => ctx.call('echo', 'x'));
    calls[0].resolve({ ok: false, error: { message: "Unexpected 'x' after the JSON value", line: 1, column: 3, code: 'json-after-value', values: { found: "'x'" } } });
    await job;
    expect(task.getState().error).toEqual({ message: "Unexpected 'x' after the JSON value", line: 1, column: 3, code: 'json-after-value', values: { found: "'x'" } });
  });

  it('gives the time-limit message its code', async () => {
    const { client, calls } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T', timeoutMessage: FORMAT_TIMEOUT_MESSAGE }, immediate);
    const job = task.run((ctx) => ctx.call('echo', 'x'));
    calls[0].reject(new TimeoutError(10));
    await job;
    expect(task.getState().error).toEqual({ message: FORMAT_TIMEOUT_MESSAGE.message, code: 'format-timeout' });
  });

  it.each([
    [new WorkerFailedError('crash'), CRASHED_MESSAGE, 'crashed'],
    [new TimeoutError(10), { message: 'This input takes too long to format.' }, 'timeout'],
    [new Error('secret input text'), CRASHED_MESSAGE, 'failed'],
  ])('turns %s into a clear message and a report without its text', async (thrown, error, kind) => {
    const { client, calls } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T', timeoutMessage: 'This input takes too long to format.' }, immediate);
    const job = task.run((ctx) => ctx.call('echo', 'x'));
    calls[0].reject(thrown);
    expect(await job).toBeNull();
    expect(task.getState()).toMatchObject({ status: 'idle', error });
    expect(lastEvent().params).toMatchObject({ context: 'T', kind });
    expect(JSON.stringify(lastEvent())).not.toContain('secret');
  });

  it('says the page was updated, or that the browser is offline, when code cannot be loaded', async () => {
    const { client, calls } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
    let job = task.run((ctx) => ctx.call('echo', 'x'));
    calls[0].reject(new WorkerFailedError('load'));
    await job;
    expect(task.getState().error).toEqual({ message: 'This page was updated — reload to get the new version.', code: 'page-updated', reload: true });
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    job = task.run((ctx) => ctx.call('echo', 'x'));
    calls.at(-1)!.resolve(withCode(fail('Failed to fetch dynamically imported module'), ENGINE_LOAD_FAILED));
    await job;
    expect(task.getState().error).toEqual({ message: 'You are offline and this tool has not been cached yet.', code: 'tool-offline' });
    expect(lastEvent().params).toMatchObject({ kind: 'load-failed', code: ENGINE_LOAD_FAILED });
  });

  it('cancel stops the worker and returns to idle without an error', async () => {
    const { client, cancels } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
    const job = task.run((ctx) => ctx.call('echo', 'x'));
    task.cancel();
    expect(await job).toBeNull();
    expect(cancels()).toBe(1);
    expect(task.getState()).toMatchObject({ status: 'idle', result: null, error: null });
    // Cancel with nothing running leaves the worker (and what it holds) alone.
    task.cancel();
    expect(cancels()).toBe(1);
  });

  it('batches progress reports to the latest per frame and drops those of a superseded job', async () => {
    const { client, calls } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
    let report!: (d: number, t: number) => void;
    const job = task.run((ctx) => {
      report = ctx.onProgress;
      return ctx.call('echo', 'x');
    });
    report(1, 10);
    report(2, 10);
    await tick();
    expect(task.getState().progress).toEqual({ done: 2, total: 10 });
    calls[0].resolve(ok('X'));
    await job;
    expect(task.getState().progress).toBeNull();
    report(3, 10);
    await tick();
    expect(task.getState().progress).toBeNull();
  });

  it('clears the last result when a new job starts, by default', async () => {
    const { client, calls } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
    const first = task.run((ctx) => ctx.call('echo', 'a'));
    calls[0].resolve(ok('A'));
    await first;
    void task.run((ctx) => ctx.call('echo', 'b'));
    expect(task.getState()).toMatchObject({ status: 'running', result: null, error: null });
    task.cancel();
    expect(task.getState()).toMatchObject({ status: 'idle', result: null, error: null });
  });

  it('keepLastResult: the last result stays while new jobs run, until one replaces it or fails; Cancel brings it back', async () => {
    const { client, calls, cancels } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T', keepLastResult: true }, immediate);
    const first = task.run((ctx) => ctx.call('echo', 'a'));
    expect(task.getState()).toMatchObject({ status: 'running', result: null, error: null });
    calls.shift()!.resolve(ok('A'));
    expect(await first).toBe('A');

    // Typing on: each new job supersedes the last, and A stays on show (running = out of date) until an answer.
    const second = task.run((ctx) => ctx.call('echo', 'b'));
    expect(task.getState()).toMatchObject({ status: 'running', result: 'A', error: null });
    const third = task.run((ctx) => ctx.call('echo', 'c'));
    expect(await second).toBeNull();
    expect(task.getState()).toMatchObject({ status: 'running', result: 'A' });
    calls.shift()!.resolve(ok('C'));
    expect(await third).toBe('C');
    expect(task.getState()).toMatchObject({ status: 'idle', result: 'C', error: null });

    // Cancel: the state before the job, no longer running.
    const cancelled = task.run((ctx) => ctx.call('echo', 'd'));
    expect(task.getState()).toMatchObject({ status: 'running', result: 'C' });
    task.cancel();
    expect(await cancelled).toBeNull();
    expect(cancels()).toBeGreaterThan(0);
    expect(task.getState()).toMatchObject({ status: 'idle', result: 'C', error: null, progress: null });

    // A failure replaces the result with the error; the error stays while the next job runs, and is replaced by its result.
    const failing = task.run((ctx) => ctx.call('echo', 'e'));
    calls.shift()!.resolve(fail('Bad input'));
    await failing;
    expect(task.getState()).toMatchObject({ status: 'idle', result: null, error: { message: 'Bad input' } });
    const next = task.run((ctx) => ctx.call('echo', 'f'));
    expect(task.getState()).toMatchObject({ status: 'running', result: null, error: { message: 'Bad input' } });
    calls.shift()!.resolve(ok('F'));
    await next;
    expect(task.getState()).toMatchObject({ status: 'idle', result: 'F', error: null });

    // reset: the input changed, so nothing shown describes it any more.
    void task.run((ctx) => ctx.call('echo', 'g'));
    task.reset();
    expect(task.getState()).toMatchObject({ status: 'idle', result: null, error: null });
  });

  it('fail shows a page-side error and supersedes a running job', async () => {
    const { client } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
    const job = task.run((ctx) => ctx.call('echo', 'x'));
    task.fail({ message: 'Please enter some code to format' });
    expect(await job).toBeNull();
    expect(task.getState()).toMatchObject({ status: 'idle', error: { message: 'Please enter some code to format' } });
  });

  it("on a prerendered page, shows a failure once the whole message files are there, and a result at once until the visitor's input has asked for them", async () => {
    const { client, calls } = fakeClient();
    let release!: () => void;
    const loads: string[] = [];
    const scope = messageScope<'x'>(
      'runner-test',
      Object.fromEntries(
        LOCALES.map((l) => [
          l,
          () => {
            loads.push(l);
            return new Promise<{ default: { x: string } }>((resolve) => (release = () => resolve({ default: { x: 'X' } })));
          },
        ]),
      ) as never,
    );
    seedPageMessages({ messages: { de: { 'runner-test': {} } }, shown: {} });
    try {
      await scope.load('de');
      const task = createWorkerTask<Api, string>(client, { tool: 'T' }, immediate);
      // The page's own job at load (no input yet): its result shows without waiting for any file.
      const first = task.run((ctx) => ctx.call('echo', 'a'));
      calls.shift()!.resolve(ok('A'));
      expect(await first).toBe('A');
      expect(loads).toEqual([]);
      // A failure: its message may not be among the page's, so it waits for the files.
      const second = task.run((ctx) => ctx.call('echo', 'b'));
      calls.shift()!.resolve(fail('Bad input'));
      await tick();
      expect(loads).toEqual(['de']);
      expect(task.getState()).toMatchObject({ status: 'running', error: null });
      release();
      expect(await second).toBeNull();
      expect(task.getState().error).toMatchObject({ message: 'Bad input' });
      expect(scope.complete('de')).toBe(true);
    } finally {
      seedPageMessages(null);
    }
  });
});

describe('read-only work', () => {
  it('a read-only job superseded or cancelled stops its calls and interrupts the worker, never terminating it', async () => {
    const { client, calls, cancels, interrupts } = fakeClient();
    const task = createWorkerTask<Api, string>(client, { tool: 'T', readOnly: true, timeoutMs: 500 }, immediate);
    const first = task.run((ctx) => ctx.call('echo', 'slow search'));
    expect(calls[0]).toMatchObject({ timeoutMs: 500 });
    const second = task.run((ctx) => ctx.call('echo', 'newer'));
    expect(await first).toBeNull();
    expect({ cancels: cancels(), interrupts: interrupts(), pending: calls.length }).toEqual({ cancels: 0, interrupts: 1, pending: 1 });
    calls[0].resolve(ok('N'));
    expect(await second).toBe('N');
    // Cancel with nothing in flight interrupts nothing; with a call in flight, it interrupts.
    task.cancel();
    expect(interrupts()).toBe(1);
    const third = task.run((ctx) => ctx.call('echo', 'x'));
    task.cancel();
    expect(await third).toBeNull();
    expect({ cancels: cancels(), interrupts: interrupts() }).toEqual({ cancels: 0, interrupts: 2 });
    expect(task.getState()).toMatchObject({ status: 'idle', result: null, error: null });
  });

  it('queries: many calls at once with the time limit; a crash shows and is reported; cancel interrupts', async () => {
    const { client, calls, cancels, interrupts } = fakeClient();
    const queries = createWorkerQueries<Api>(client, { tool: 'JSON Formatter', timeoutMs: 700, timeoutMessage: 'Too slow.' });
    const a = queries.call('echo', 'page 0');
    const b = queries.call('echo', 'page 1');
    expect(calls.map((c) => [c.args[0], c.timeoutMs])).toEqual([
      ['page 0', 700],
      ['page 1', 700],
    ]);
    calls[1].resolve(ok('B'));
    calls[0].resolve(ok('A'));
    expect(await Promise.all([a, b])).toEqual([ok('A'), ok('B')]);
    expect(queries.getState().error).toBeNull();

    const seen: unknown[] = [];
    queries.subscribe(() => seen.push(queries.getState().error));
    const timedOut = queries.call('echo', 'page 2');
    calls.at(-1)!.reject(new TimeoutError(700));
    await expect(timedOut).rejects.toBeInstanceOf(TimeoutError);
    expect(queries.getState().error).toEqual({ message: 'Too slow.' });
    expect(lastEvent().params).toMatchObject({ context: 'JSON Formatter', kind: 'timeout' });
    expect(seen).toHaveLength(1);
    queries.clearError();
    expect(queries.getState().error).toBeNull();

    const c = queries.call('echo', 'page 3');
    queries.cancel();
    await expect(c).rejects.toBeInstanceOf(CancelledError);
    expect(queries.getState().error).toBeNull();
    expect({ cancels: cancels(), interrupts: interrupts() }).toEqual({ cancels: 0, interrupts: 1 });
    // Calls after a cancel run as before.
    const d = queries.call('echo', 'page 4');
    calls.at(-1)!.resolve(ok('D'));
    expect(await d).toEqual(ok('D'));
  });
});
