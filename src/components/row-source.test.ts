import { describe, expect, it } from 'vitest';
import { buildLineIndex } from '@workers/shared/line-index';
import { stagingApi } from '@workers/shared/staging';
import { keepNamedViews, keepViews, TextView, viewApi } from '@workers/shared/views';
import type { JobContext, WorkerQueries } from '../lib/use-worker-task';
import type { WorkerClient } from '../lib/worker-client';
import { memoryRows, pagedRows, ROW_CHARS, type TextWorkerApi } from './row-source';

/** The worker's API answering in this process: what a job's calls reach. */
const worker = { ...viewApi, ...stagingApi } as unknown as Record<string, (...a: unknown[]) => unknown>;
const calls: string[] = [];
const ctx = {
  call: async (method: string, ...args: unknown[]) => {
    calls.push(method);
    return worker[method](...args);
  },
  check: () => undefined,
} as unknown as JobContext<TextWorkerApi>;
const client = {} as WorkerClient<TextWorkerApi>;
const flush = () => new Promise((r) => setTimeout(r, 0)).then(() => new Promise((r) => setTimeout(r, 0)));

const TEXT = ['{', '  "a": "Needle",', '  "b": [', '    "needle"', '  ]', '}'].join('\n');

describe('memoryRows', () => {
  const data = { text: TEXT, ...buildLineIndex(TEXT) };

  it('gives rows sliced from the text, folds from its index, and Collapse all', async () => {
    const rows = memoryRows(data, null, client, 'T', 1000);
    expect(rows.lineCount).toBe(6);
    const r = rows.row(1)!;
    expect(r.text.slice(r.start, r.end)).toBe('  "a": "Needle",');
    expect([0, 1, 2].map((l) => rows.foldable(l, rows.row(l)!))).toEqual([true, false, true]);
    expect(await rows.foldEnd(2)).toBe(4);
    expect(await rows.foldEnd(1)).toBe(-1);
    expect(Array.from(rows.allFolds!().open)).toEqual([0, 2]);
    // A line over ROW_CHARS shows its first ROW_CHARS characters and counts the rest.
    const long = `x${'y'.repeat(ROW_CHARS + 3)}`;
    const cut = memoryRows({ text: long, ...buildLineIndex(long) }, null, client, 'T', 1000).row(0)!;
    expect([cut.end - cut.start, cut.cut]).toEqual([ROW_CHARS, ROW_CHARS + 4]);
  });

  it('finds in the worker that kept the text, and sends the text again when that worker no longer has it', async () => {
    const [view] = keepViews(new TextView(TEXT));
    const rows = memoryRows({ ...data, view }, null, client, 'T', 1000);
    calls.length = 0;
    expect(await rows.finder.find(ctx as never, 'needle', {}, { line: 0, column: 0 }, false)).toEqual({
      ok: true,
      value: { line: 1, column: 8, length: 6, index: 0, total: 2, truncated: false },
    });
    expect(calls).toEqual(['viewFind']);
    // The worker made a newer result since (or was restarted): the text goes back to it, staged, and Find goes on.
    keepViews(new TextView('another result'));
    calls.length = 0;
    expect(await rows.finder.find(ctx as never, 'NEEDLE', { caseSensitive: false }, { line: 1, column: 9 }, false)).toMatchObject({
      ok: true,
      value: { line: 3, column: 5, index: 1 },
    });
    expect(calls).toEqual(['viewFind', 'openView', 'viewFind']);
    expect(await rows.finder.count(ctx as never, 'Needle', { caseSensitive: true })).toEqual({ ok: true, value: { total: 1, truncated: false } });
  });
});

describe('pagedRows', () => {
  it('fetches pages of a view the worker keeps, asks where folds end, and says when they arrive', async () => {
    const lines = Array.from({ length: 450 }, (_, i) => (i % 10 === 0 ? `item ${i} {` : `  value ${i}`)).join('\n');
    keepNamedViews({ out: new TextView(lines) });
    const queries = { call: (method: string, ...args: unknown[]) => Promise.resolve(worker[method](...args)) } as unknown as WorkerQueries<TextWorkerApi>;
    const rows = pagedRows(queries, 'out', { client: client as never, tool: 'T', timeoutMs: 1000 }, (t) => t.endsWith('{'));
    rows.lineCount = 450;
    let heard = 0;
    rows.subscribe(() => heard++);
    expect(rows.row(230)).toBeUndefined();
    await flush();
    expect(rows.row(230)).toEqual({ text: 'item 230 {', start: 0, end: 10, cut: -1 });
    expect(heard).toBe(1);
    // No toggles until the document is complete; then rows that may open a node get one.
    expect(rows.foldable(230, rows.row(230)!)).toBe(false);
    rows.complete = true;
    expect(rows.foldable(230, rows.row(230)!)).toBe(true);
    expect(rows.foldable(231, rows.row(231)!)).toBe(false);
    // A TextView's nodes are indented lines: item 230's children end before item 240.
    expect(await rows.foldEnd(230)).toBe(240);
    expect(heard).toBe(2);
    const before = rows.version();
    rows.close();
    rows.row(0);
    await flush();
    expect(rows.version()).toBe(before);
  });
});
