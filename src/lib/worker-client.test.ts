import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { CancelledError, createWorkerClient, progressCallback, type WorkerLike } from './worker-client';

/** A stand-in for a Web Worker: the API is exposed on the other end of a MessageChannel. */
function fakeWorker<T extends object>(api: T, counter: { created: number; terminated: number }): () => WorkerLike {
  return () => {
    counter.created++;
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(api, port2 as unknown as Comlink.Endpoint);
    const endpoint = port1 as unknown as Comlink.Endpoint & { close(): void; start(): void };
    return {
      postMessage: (m: unknown, t?: Transferable[]) => endpoint.postMessage(m, t),
      addEventListener: endpoint.addEventListener.bind(endpoint),
      removeEventListener: endpoint.removeEventListener.bind(endpoint),
      start: () => endpoint.start(),
      terminate: () => {
        counter.terminated++;
        port1.close();
        port2.close();
      },
    } as WorkerLike;
  };
}

const api = {
  add: (a: number, b: number) => a + b,
  never: () => new Promise<number>(() => {}),
  withProgress: (n: number, onProgress: (done: number, total: number) => void) => {
    for (let i = 1; i <= n; i++) onProgress(i, n);
    return 'done';
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
    expect(await client.call('add', 2, 3)).toBe(5);
    expect(await client.call('add', 1, 1)).toBe(2);
    expect(counter.created).toBe(1);
  });

  it('rejects a pending call at once on cancel and respawns on the next call', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    const pending = client.call('never');
    expect(client.pending).toBe(1);
    client.cancel();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(client.pending).toBe(0);
    expect(counter.terminated).toBe(1);
    expect(await client.call('add', 4, 5)).toBe(9);
    expect(counter.created).toBe(2);
  });

  it('delivers progress through a proxied callback', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    const seen: number[] = [];
    const result = await client.call('withProgress', 3, progressCallback((d: number) => seen.push(d)));
    expect(result).toBe('done');
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([1, 2, 3]);
  });

  it('receives transferred typed arrays intact', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createWorkerClient<typeof api>(fakeWorker(api, counter));
    const { a } = await client.call('buffer', 4);
    expect([...a]).toEqual([0, 2, 4, 6]);
  });
});
