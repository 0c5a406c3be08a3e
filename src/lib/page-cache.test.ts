import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const flush = () => new Promise((r) => setTimeout(r, 0)).then(() => new Promise((r) => setTimeout(r, 0)));

/** Rows `r<i>` of a source that knows `known.rows` rows when asked. */
function cache(rows: number, { pageRows = 10, maxPages = 3 } = {}) {
  const calls: [number, number][] = [];
  const known = { rows };
  const c = new PageCache<string[]>(
    {
      pageRows,
      maxPages,
      rowsIn: (p) => p.length,
      fetch: async (from, count) => {
        calls.push([from, count]);
        return Array.from({ length: Math.max(0, Math.min(count, known.rows - from)) }, (_, i) => `r${from + i}`);
      },
    },
    rows,
  );
  const text = (row: number) => {
    const hit = c.at(row);
    return hit && hit.page[hit.index];
  };
  return { c, calls, known, text };
}

describe('PageCache', () => {
  it('fetches the page of a row once, after the render that asked, then gives it and tells listeners', async () => {
    const { c, calls, text } = cache(100);
    let heard = 0;
    c.subscribe(() => heard++);
    expect(text(35)).toBeUndefined();
    expect(text(36)).toBeUndefined();
    expect(calls).toEqual([]);
    await flush();
    expect(calls).toEqual([[30, 10]]);
    expect({ heard, version: c.version() }).toEqual({ heard: 1, version: 1 });
    expect([text(30), text(39)]).toEqual(['r30', 'r39']);
  });

  it('keeps at most maxPages pages, the oldest fetched going first; fetches nothing past the last row', async () => {
    const { calls, text } = cache(45);
    for (const row of [0, 10, 20, 30, 50]) text(row);
    await flush();
    expect(calls).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
      [30, 10],
    ]);
    expect(text(0)).toBeUndefined();
    expect([text(10), text(31)]).toEqual(['r10', 'r31']);
  });

  it('reads a page again when it was short and more rows are known now', async () => {
    const { c, calls, known, text } = cache(15);
    text(12);
    await flush();
    expect(text(14)).toBe('r14');
    known.rows = 40;
    c.rowCount = 40;
    expect(text(14)).toBe('r14');
    expect(text(17)).toBeUndefined();
    await flush();
    expect(calls).toEqual([
      [10, 10],
      [10, 10],
    ]);
    expect(text(17)).toBe('r17');
  });

  it('fetches nothing once closed, and drops what arrives after', async () => {
    const { c, calls, text } = cache(100);
    text(0);
    c.close();
    text(20);
    await flush();
    expect(calls).toEqual([]);
    expect(text(0)).toBeUndefined();
  });
});
