import { describe, expect, it } from 'vitest';
import { blockEnd, buildDisplay, buildUnified, indexOfRow, longestLine, rowOfIndex, splitHighlights, type RowTypes } from './diff-view-model';

/** Rows from a pattern: '.' unchanged, 'm' modified, '-' removed, '+' added. */
function rowsOf(pattern: string): RowTypes {
  const n = pattern.length;
  const leftType = new Uint8Array(n);
  const rightType = new Uint8Array(n);
  [...pattern].forEach((c, i) => {
    if (c === 'm') leftType[i] = rightType[i] = 1;
    if (c === '-') [leftType[i], rightType[i]] = [2, 4];
    if (c === '+') [leftType[i], rightType[i]] = [4, 3];
  });
  return { rowCount: n, leftType, rightType };
}

const show = (pattern: string, expanded: number[] = [], context = 3): string[] => {
  const d = buildDisplay(rowsOf(pattern), 'changes', new Set(expanded), context);
  return [...d.items].map((v) => (v >= 0 ? String(v) : `[${d.runStart[-v - 1]},${d.runEnd[-v - 1]})`));
};

describe('buildDisplay', () => {
  it('shows every row in "all" mode', () => {
    const d = buildDisplay(rowsOf('..m..'), 'all');
    expect([...d.items]).toEqual([0, 1, 2, 3, 4]);
    expect([...d.rowToDisplay]).toEqual([0, 1, 2, 3, 4]);
  });

  it.each([
    ['no changes: one collapsed run', '..........', [], ['[0,10)']],
    ['change in the middle keeps 3 lines of context', '..........m..........', [], ['[0,7)', '7', '8', '9', '10', '11', '12', '13', '[14,21)']],
    ['single hidden line is shown, not collapsed', '....m', [], ['0', '1', '2', '3', '4']],
    ['nearby changes share context', 'm.......m', [], ['0', '1', '2', '3', '4', '5', '6', '7', '8']],
    ['expanded run shows its rows', '.....-+', [0], ['0', '1', '2', '3', '4', '5', '6']],
    ['two collapsed runs', '........-........', [], ['[0,5)', '5', '6', '7', '8', '9', '10', '11', '[12,17)']],
  ])('%s', (_name, pattern, expanded, want) => {
    expect(show(pattern, expanded)).toEqual(want);
  });

  it('collapses with context 1 and maps hidden rows to -1', () => {
    const d = buildDisplay(rowsOf('m.....m'), 'changes', new Set(), 1);
    expect([...d.items]).toEqual([0, 1, -1, 5, 6]);
    expect([d.runStart[0], d.runEnd[0]]).toEqual([2, 5]);
    expect([...d.rowToDisplay]).toEqual([0, 1, -1, -1, -1, 3, 4]);
  });
});

describe('blockEnd', () => {
  it.each([
    ['..mm-.', 2, 5],
    ['+', 0, 1],
    ['m.', 0, 1],
  ])('%s from %i ends at %i', (pattern, start, end) => {
    expect(blockEnd(rowsOf(pattern), start)).toBe(end);
  });
});

describe('splitHighlights', () => {
  it.each([
    ['abcdef', [], [{ text: 'abcdef', hl: false }]],
    ['abcdef', [[1, 3]], [{ text: 'a', hl: false }, { text: 'bc', hl: true }, { text: 'def', hl: false }]],
    ['abc', [[0, 3]], [{ text: 'abc', hl: true }]],
    ['abc', [[2, 9]], [{ text: 'ab', hl: false }, { text: 'c', hl: true }]],
    ['', [], [{ text: '', hl: false }]],
  ] as const)('%s %j', (text, ranges, want) => {
    expect(splitHighlights(text, ranges as unknown as [number, number][])).toEqual(want);
  });
});

describe('longestLine', () => {
  it('measures lines without their newline and honours the cap', () => {
    const text = 'ab\nabcde\nx';
    const starts = Uint32Array.from([0, 3, 9]);
    expect(longestLine(text, starts, 100)).toBe(5);
    expect(longestLine(text, starts, 4)).toBe(4);
  });
});

describe('unified display', () => {
  const unified = (pattern: string, mode: 'all' | 'changes' = 'all', context = 1) => {
    const rows = rowsOf(pattern);
    const u = buildUnified(rows, mode === 'all' ? null : buildDisplay(rows, mode, new Set(), context));
    return [...u.items].map((v) => (v < 0 ? `[${u.runStart[-v - 1]},${u.runEnd[-v - 1]})` : `${v >> 1}${v & 1 ? '+' : rows.leftType[v >> 1] ? '-' : ''}`));
  };

  it('an unchanged row is one line, a changed row one line per non-empty side', () => {
    expect(unified('.m-+.')).toEqual(['0', '1-', '1+', '2-', '3+', '4']);
  });

  it('keeps collapsed runs, and maps rows to lines both ways', () => {
    expect(unified('.....m.....', 'changes', 1)).toEqual(['[0,4)', '4', '5-', '5+', '6', '[7,11)']);
    const rows = rowsOf('.....m.....');
    const u = buildUnified(rows, buildDisplay(rows, 'changes', new Set(), 1));
    expect(indexOfRow(u, 5)).toBe(2);
    expect(indexOfRow(u, 1)).toBe(0);
    expect(indexOfRow(u, 9)).toBe(5);
    expect(rowOfIndex(u, true, 3)).toBe(5);
    expect(rowOfIndex(u, true, 0)).toBe(0);
    expect(rowOfIndex(null, false, 7)).toBe(7);
  });
});
