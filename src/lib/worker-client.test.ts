import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { interruption, listenForInterrupts } from '@workers/shared/interrupt';
import { ENGINE_LOAD_ERROR } from '@workers/shared/meta';
import { CancelledError, TimeoutError, WorkerFailedError, createWorkerClient, jobsInWorkerOf, progressCallback, type WorkerLike } from './worker-client';

/** Node has no ErrorEvent: the browser fires one at a Worker whose code threw. */
class ErrorEventStandIn extends Event {}
(globalThis as { ErrorEvent?: unknown }).ErrorEvent ??= ErrorEventStandIn;

type FakeWorker = WorkerLike & { fail(event: Event): void };

/**
 * A stand-in for a Web Worker: the API is exposed on the other end of a MessageChannel; `fail` fires an event at
 * the worker object as the browser does when the worker dies (`error`) or a message cannot be read (`messageerror`).
 */
function fakeWorker<T extends object>(api: T, counter: { created: number; terminated: number }, made: FakeWorker[] = []): () => WorkerLike {
  return () => {
    counter.created++;
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(api, port2 as unknown as Comlink.Endpoint);
    listenForInterrupts(port2 as unknown as EventTarget);
    const endpoint = port1 as unknown as Comlink.Endpoint & { close(): void; start(): void };
    const events = new EventTarget();
    const worker: FakeWorker = {
      postMessage: (m: unknown, t?: Transferable[]) => endpoint.postMessage(m, t),
      addEventListener: (type: string, l: EventListenerOrEventListenerObject) =>
        type === 'message' ? endpoint.addEventListener(type, l as never) : events.addEventListener(type, l),
      removeEventListener: (type: string, l: EventListenerOrEventListenerObject) =>
        type === 'message' ? endpoint.removeEventListener(type, l as never) : events.removeEventListener(type, l),
      start: () => endpoint.start(),
      terminate: () => {
        counter.terminated++;
        port1.close();
        port2.close();
      },
      fail: (event: Event) => events.dispatchEvent(event),
    } as FakeWorker;
    made.push(worker);
    return worker;
  };
}

const api = {
  add: (a: number, b: number) => a + b,
  never: () => new Promise<number>(() => {}),
  withProgress: (n: number, onProgress: (done: number, total: number) => void) => {
    for (let i = 1; i <= n; i++) onProgress(i, n);
    return 'done';
  },
  /** Counts steps (each one awaited, as a search over a big file reads its parts) until interrupted. */
  steps: async () => {
    const stopped = interruption();
    let n = 0;
    while (!stopped() && n < 10_000) {
      await new Promise((r) => setTimeout(r, 1));
      n++;
    }
    return stopped() ? 'interrupted' : 'finished';
  },
  buffer: (n: number) => {
    const a = new Uint32Array(n).map((_, i) => i * 2);
    return Comlink.transfer({ a }, [a.buffer]);
  },
};

describe('createWorkerClient', () => {
  it('creates the worker lazily and once', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    expect(counter.created).toBe(0);
    expect(await client.callWith({}, 'add', 2, 3)).toBe(5);
    expect(await client.callWith({}, 'add', 1, 1)).toBe(2);
    expect(counter.created).toBe(1);
  });

  it('rejects a pending call at once on cancel and respawns on the next call', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    const pending = client.callWith({}, 'never');
    expect(client.pending).toBe(1);
    client.cancel();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(client.pending).toBe(0);
    expect(counter.terminated).toBe(1);
    expect(await client.callWith({}, 'add', 4, 5)).toBe(9);
    expect(counter.created).toBe(2);
  });

  it('delivers progress through a proxied callback', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    const seen: number[] = [];
    const result = await client.callWith({}, 'withProgress', 3, progressCallback((d: number) => seen.push(d)));
    expect(result).toBe('done');
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([1, 2, 3]);
  });

  it('receives transferred typed arrays intact', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    const { a } = await client.callWith({}, 'buffer', 4);
    expect([...a]).toEqual([0, 2, 4, 6]);
  });

  it('rejects every pending call at once when the worker throws, and starts a fresh worker next time', async () => {
    const counter = { created: 0, terminated: 0 };
    const made: FakeWorker[] = [];
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter, made));
    expect(await client.callWith({}, 'add', 1, 2)).toBe(3);
    const a = client.callWith({}, 'never');
    const b = client.callWith({}, 'never');
    expect(client.pending).toBe(2);
    made[0].fail(new ErrorEventStandIn('error'));
    const [ra, rb] = await Promise.allSettled([a, b]);
    for (const r of [ra, rb]) {
      expect(r.status).toBe('rejected');
      const reason = (r as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(WorkerFailedError);
      expect(reason.cause).toBe('crash');
    }
    expect(client.pending).toBe(0);
    expect(counter.terminated).toBe(1);
    expect(await client.callWith({}, 'add', 2, 2)).toBe(4);
    expect(counter.created).toBe(2);
    expect(client.generation).toBe(2);
  });

  it('tells a worker that failed to load (a plain error event before any answer) from one that crashed', async () => {
    const counter = { created: 0, terminated: 0 };
    const made: FakeWorker[] = [];
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter, made));
    const call = client.callWith({}, 'never');
    made[0].fail(new Event('error'));
    await expect(call).rejects.toMatchObject({ name: 'WorkerFailedError', cause: 'load' });
    const next = client.callWith({}, 'never');
    made[1].fail(new Event('messageerror'));
    await expect(next).rejects.toMatchObject({ name: 'WorkerFailedError', cause: 'load' });
    expect(await client.callWith({}, 'add', 5, 5)).toBe(10);
    const late = client.callWith({}, 'never');
    made[2].fail(new Event('messageerror'));
    await expect(late).rejects.toMatchObject({ cause: 'crash' });
  });

  it('ignores events of a worker it already dropped', async () => {
    const counter = { created: 0, terminated: 0 };
    const made: FakeWorker[] = [];
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter, made));
    await client.callWith({}, 'add', 0, 0);
    client.cancel();
    const call = client.callWith({}, 'add', 1, 1);
    made[0].fail(new ErrorEventStandIn('error'));
    expect(await call).toBe(2);
  });

  it('terminates the worker and rejects with TimeoutError when a call passes its time limit', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    const slow = client.callWith({ timeoutMs: 30 }, 'never');
    const other = client.callWith({}, 'never');
    await expect(slow).rejects.toBeInstanceOf(TimeoutError);
    await expect(other).rejects.toBeInstanceOf(TimeoutError);
    expect(counter.terminated).toBe(1);
    expect(await client.callWith({ timeoutMs: 5000 }, 'add', 3, 4)).toBe(7);
    expect(counter.created).toBe(2);
  });

  it('an aborted call rejects at once and leaves the worker; interrupt stops its work without terminating it', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    const aborted = new AbortController();
    aborted.abort();
    await expect(client.callWith({ signal: aborted.signal }, 'add', 1, 1)).rejects.toBeInstanceOf(CancelledError);

    const search = new AbortController();
    const pending = client.callWith({ signal: search.signal }, 'never');
    search.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(client.pending).toBe(0);
    expect(counter.terminated).toBe(0);

    const running = client.callWith({}, 'steps');
    await new Promise((r) => setTimeout(r, 20));
    client.interrupt();
    expect(await running).toBe('interrupted');
    // The same worker answers on: nothing it keeps was lost.
    expect(await client.callWith({}, 'add', 2, 2)).toBe(4);
    expect(counter).toEqual({ created: 1, terminated: 0 });
  });
});

describe('a family whose code cannot be fetched', () => {
  it('fails the call as a worker script that could not be loaded, and the next call tries again', async () => {
    const counter = { created: 0, terminated: 0 };
    let fetched = false;
    const engine = {
      // As engine.worker.ts rejects a call whose family chunk could not be imported.
      run: () => {
        if (fetched) return 'ran';
        throw Object.assign(new Error('Failed to fetch dynamically imported module'), { name: ENGINE_LOAD_ERROR });
      },
    };
    const client = createWorkerClient<typeof engine>(fakeWorker(engine, counter));
    await expect(client.callWith({}, 'run')).rejects.toMatchObject({ name: 'WorkerFailedError', cause: 'load' });
    fetched = true;
    expect(await client.callWith({}, 'run')).toBe('ran');
    expect(counter.terminated).toBe(0);
  });
});

describe('jobsInWorkerOf', () => {
  /** A worker holding state (`held`) with a long job that stops at its next pause once told to. */
  const stateful = () => {
    let stopped = false;
    const worker = {
      held: 'result',
      read: () => worker.held,
      long: async () => {
        stopped = false;
        for (let i = 0; i < 200; i++) {
          await new Promise((r) => setTimeout(r, 5));
          if (stopped) return 'stopped';
        }
        return 'done';
      },
      stop: () => {
        stopped = true;
      },
    };
    return worker;
  };

  it("cancel rejects its own calls at once and stops the work in the worker, which lives on with what it holds", async () => {
    const counter = { created: 0, terminated: 0 };
    const worker = stateful();
    const client = createWorkerClient<typeof worker>(fakeWorker(worker, counter));
    const jobs = jobsInWorkerOf(client, 'stop');
    const pending = jobs.callWith({}, 'long');
    const mine = client.callWith({}, 'long');
    await new Promise((r) => setTimeout(r, 20));
    expect(jobs.pending).toBe(1);
    jobs.cancel();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(jobs.pending).toBe(0);
    // The stop reached the worker (the same job on the client saw it), which was never terminated.
    expect(await mine).toBe('stopped');
    expect(counter.terminated).toBe(0);
    expect(await jobs.callWith({}, 'read')).toBe('result');
    expect(jobs.generation).toBe(client.generation);
  });

  it('has nothing to stop when none of its calls is pending, and the client ending the worker ends its calls too', async () => {
    const counter = { created: 0, terminated: 0 };
    const worker = stateful();
    const client = createWorkerClient<typeof worker>(fakeWorker(worker, counter));
    const jobs = jobsInWorkerOf(client, 'stop');
    jobs.cancel();
    expect(counter.created).toBe(0);
    const pending = jobs.callWith({}, 'long');
    client.cancel();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(counter.terminated).toBe(1);
  });
});
