import { describe, expect, it } from 'vitest';
import { BigRows, PAGES_KEPT, ROWS_PAGE } from './big-rows';

const flush = () => new Promise((r) => setTimeout(r, 0)).then(() => new Promise((r) => setTimeout(r, 0)));

function source(rowCount: number) {
  const calls: [number, number][] = [];
  const rows = new BigRows(rowCount, async (from, count) => {
    calls.push([from, count]);
    const n = Math.max(0, Math.min(count, rowCount - from));
    return { ok: true, value: { left: Array.from({ length: n }, (_, i) => `a${from + i}`), right: Array.from({ length: n }, (_, i) => (i % 2 ? null : `b${from + i}`)) } };
  });
  return { rows, calls };
}

describe('BigRows', () => {
  it('fetches the page of a row once, then gives its texts and tells listeners', async () => {
    const { rows, calls } = source(1000);
    let heard = 0;
    rows.subscribe(() => heard++);
    expect(rows.text(300, 0)).toBeUndefined();
    expect(rows.text(301, 1)).toBeUndefined();
    expect(calls).toEqual([]); // never during the render that asked
    await flush();
    expect(calls).toEqual([[ROWS_PAGE, ROWS_PAGE]]);
    expect(heard).toBe(1);
    expect(rows.version()).toBe(1);
    expect(rows.text(300, 0)).toBe('a300');
    expect(rows.text(300, 1)).toBe('b300');
    expect(rows.text(301, 1)).toBe('');
  });

  it('keeps at most PAGES_KEPT pages and fetches nothing past the last row', async () => {
    const { rows, calls } = source(ROWS_PAGE * (PAGES_KEPT + 2));
    for (let p = 0; p < PAGES_KEPT + 1; p++) rows.text(p * ROWS_PAGE, 0);
    rows.text(ROWS_PAGE * (PAGES_KEPT + 5), 0);
    await flush();
    expect(calls.length).toBe(PAGES_KEPT + 1);
    expect(rows.text(ROWS_PAGE * PAGES_KEPT, 0)).toBe(`a${ROWS_PAGE * PAGES_KEPT}`);
    expect(rows.text(0, 0)).toBeUndefined(); // the oldest page went
  });

  it('fetches nothing once closed', async () => {
    const { rows, calls } = source(1000);
    rows.close();
    rows.text(0, 0);
    await flush();
    expect(calls).toEqual([]);
  });
});
