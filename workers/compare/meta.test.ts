import { describe, expect, it } from 'vitest';
import { diffTexts } from './diff-texts';
import { CELL, CELL_NAMES, changeRowIndexes, countText, rowAt } from './meta';

const NONE = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

describe('rowAt', () => {
  const r = diffTexts('same\nx = 1\ngone\nsame 2', 'same\nx = 2\nsame 2\nnew', NONE);

  it('builds both cells of a row from the typed arrays', () => {
    expect(rowAt(r, 1)).toEqual({
      left: { lineNumber: 2, content: 'x = 1', rawContent: 'x = 1', type: 'modified', highlights: [[4, 5]] },
      right: { lineNumber: 2, content: 'x = 2', rawContent: 'x = 2', type: 'modified', highlights: [[4, 5]] },
    });
    expect(rowAt(r, 2)).toEqual({
      left: { lineNumber: 3, content: 'gone', rawContent: 'gone', type: 'removed', highlights: [] },
      right: { lineNumber: null, content: '', rawContent: '', type: 'empty', highlights: [] },
    });
    expect(rowAt(r, 4).right).toEqual({ lineNumber: 4, content: 'new', rawContent: 'new', type: 'added', highlights: [] });
    expect(rowAt(r, 3).left.type).toBe('unchanged');
  });

  it('rawContent keeps the displayed text when whitespace and case are ignored', () => {
    const w = diffTexts('A  b', 'a b', { ...NONE, ignoreWhitespace: true, ignoreCase: true });
    expect(rowAt(w, 0).left).toMatchObject({ content: 'A  b', rawContent: 'A  b', type: 'unchanged' });
  });

  it('CELL and CELL_NAMES agree', () => {
    for (const [name, value] of Object.entries(CELL)) expect(CELL_NAMES[value]).toBe(name.toLowerCase());
  });
});

describe('changeRowIndexes', () => {
  it.each<[string, string, string, number[]]>([
    ['no change', 'a\nb', 'a\nb', []],
    ['one block at the start', 'x\na', 'y\na', [0]],
    ['adjacent changed rows form one block', 'a\nb\nc\nd', 'a\nB!\nC!\nd', [1]],
    ['separate blocks', 'a\nb\nc\nd\ne', 'a\nB\nc\nD\ne', [1, 3]],
    ['block at the end', 'a\nb', 'a\nb\nc', [2]],
  ])('%s', (_name, a, b, expected) => {
    expect([...changeRowIndexes(diffTexts(a, b, NONE))]).toEqual(expected);
  });
});

describe('countText', () => {
  it.each([
    [0, 0, 'Found no differences'],
    [1, 1, 'Found 1 difference'],
    [2, 1, 'Found 2 differences in 1 block'],
    [2, 2, 'Found 2 differences in 2 blocks'],
    [30, 27, 'Found 30 differences in 27 blocks'],
    [1234, 1, 'Found 1234 differences in 1 block'],
  ])('%d rows in %d blocks → %j', (d, b, text) => {
    expect(countText(d, b)).toBe(text);
  });
});
