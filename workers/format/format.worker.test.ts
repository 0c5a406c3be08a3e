import { describe, expect, it, vi } from 'vitest';
import type { IndexedText } from '../shared/line-index';
import type { Result } from '../shared/result';
import type { FormatApi } from './format.worker';

const comlink = vi.hoisted(() => ({
  exposed: undefined as unknown,
  transfers: [] as { value: unknown; buffers: Transferable[] }[],
}));

// A worker scope does not exist in Node: capture what the module exposes and what it marks for transfer.
vi.mock('comlink', () => ({
  expose: (api: unknown) => {
    comlink.exposed = api;
  },
  transfer: <T>(value: T, buffers: Transferable[]) => {
    comlink.transfers.push({ value, buffers });
    return value;
  },
}));

async function workerApi(): Promise<FormatApi> {
  await import('./format.worker');
  return comlink.exposed as FormatApi;
}

describe('format.worker', () => {
  it('returns the formatted text with its line index and transfers the index buffers', async () => {
    const api = await workerApi();
    const result: Result<IndexedText> = await api.format('javascript', 'function f(a){if(a){return [1,2]}}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { text, lineStarts, subtreeEnd } = result.value;
    expect(text).toBe('function f(a) {\n  if (a) {\n    return [1, 2];\n  }\n}\n');
    expect([...lineStarts]).toEqual([0, 16, 27, 46, 50, 52]);
    expect([...subtreeEnd]).toEqual([4, 3, 3, 4, 5, 6]);
    const sent = comlink.transfers.at(-1)!;
    expect(sent.value).toBe(result);
    expect(sent.buffers).toEqual([lineStarts.buffer, subtreeEnd.buffer]);
  });

  it('passes the SQL dialect through', async () => {
    const api = await workerApi();
    const result = await api.format('sql', 'select `a` from t', { sqlDialect: 'mysql' });
    expect(result.ok && result.value.text).toBe('SELECT\n  `a`\nFROM\n  t');
  });

  it('returns errors as values without transferring anything', async () => {
    const api = await workerApi();
    const before = comlink.transfers.length;
    expect(await api.format('python', '   ')).toEqual({ ok: false, error: { message: 'Please enter some code to format' } });
    expect(await api.format('yaml', 'a: 1\nb:\n  - x\n  y: 2\n')).toMatchObject({ ok: false, error: { line: 4, column: 1 } });
    expect(comlink.transfers.length).toBe(before);
  });
});
