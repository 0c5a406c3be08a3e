import { describe, expect, it } from 'vitest';
import { buildLineIndex } from './line-index';
import { stagingApi } from './staging';
import { keepViews, TextView, VIEW_GONE, VIEW_LINE_CHARS, viewApi } from './views';

const TEXT = ['{', '  "a": "Needle",', '  "b": [', '    "needle needle",', '    1', '  ]', '}'].join('\n');

describe('TextView', () => {
  const view = new TextView(TEXT);

  it('goes to the next and previous match from a position, wrapping, with its place among all', () => {
    const q = 'needle';
    expect(view.find(q, {}, { line: 0, column: 0 }, false)).toEqual({ line: 1, column: 8, length: 6, index: 0, total: 3, truncated: false });
    // Next: from just after the current match's start.
    expect(view.find(q, {}, { line: 1, column: 9 }, false)).toMatchObject({ line: 3, column: 5, index: 1 });
    expect(view.find(q, {}, { line: 3, column: 6 }, false)).toMatchObject({ line: 3, column: 12, index: 2 });
    expect(view.find(q, {}, { line: 3, column: 13 }, false)).toMatchObject({ line: 1, column: 8, index: 0 });
    // Previous: from just before it; before the first, the last.
    expect(view.find(q, {}, { line: 3, column: 11 }, true)).toMatchObject({ line: 3, column: 5, index: 1 });
    expect(view.find(q, {}, { line: 1, column: 7 }, true)).toMatchObject({ line: 3, column: 12, index: 2 });
    expect(view.find('missing', {}, { line: 0, column: 0 }, false)).toBeNull();
  });

  it('matches case only when asked, and counts', () => {
    expect(view.count('NEEDLE', {})).toEqual({ total: 3, truncated: false });
    expect(view.count('Needle', { caseSensitive: true })).toEqual({ total: 1, truncated: false });
    expect(view.find('needle', { caseSensitive: true }, { line: 0, column: 0 }, false)).toMatchObject({ line: 3, column: 5, total: 2 });
  });

  it('gives lines cut at the view limit, and the nodes of its text', () => {
    const long = new TextView(`x\n${'y'.repeat(VIEW_LINE_CHARS + 5)}\nz`);
    expect(long.getLines(1, 5)).toEqual({ from: 1, lines: ['y'.repeat(VIEW_LINE_CHARS), 'z'], cut: [VIEW_LINE_CHARS + 5, -1] });
    const { lineStarts, subtreeEnd } = buildLineIndex(TEXT);
    expect([0, 1, 2, 3].map((l) => view.foldEnd(l))).toEqual([6, -1, 5, -1]);
    expect(new TextView(TEXT, lineStarts.slice(), subtreeEnd).foldEnd(2)).toBe(5);
  });
});

describe('viewApi', () => {
  it('answers for the views of the last result, and VIEW_GONE for others; a text sent back is kept anew', async () => {
    const [old] = keepViews(new TextView('old'));
    const [output, paths] = keepViews(new TextView(TEXT), new TextView('$[0]\n$[1]'));
    expect(await viewApi.viewFind(old, 'o', {}, { line: 0, column: 0 }, false)).toMatchObject({ ok: false, error: { code: VIEW_GONE } });
    expect(await viewApi.viewCount(output, 'needle', {})).toEqual({ ok: true, value: { total: 3, truncated: false } });
    expect(await viewApi.viewLines(paths, 1, 1)).toEqual({ ok: true, value: { from: 1, lines: ['$[1]'], cut: [-1] } });
    expect(await viewApi.viewFoldEnd(output, 0)).toEqual({ ok: true, value: 6 });
    stagingApi.stageText('back', 'abc\n', true);
    stagingApi.stageText('back', 'xabc', false);
    const again = viewApi.openView({ staged: 'back' });
    expect(again).not.toBe(old);
    expect(await viewApi.viewFind(again, 'ABC', {}, { line: 0, column: 1 }, false)).toEqual({
      ok: true,
      value: { line: 1, column: 1, length: 3, index: 1, total: 2, truncated: false },
    });
  });
});
