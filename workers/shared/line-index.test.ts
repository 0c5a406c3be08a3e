import { describe, expect, it } from 'vitest';
import { buildLineIndex, lineStartsOf } from './line-index';
import { lineAt } from './meta';

describe('lineStartsOf', () => {
  it('indexes every line, including an empty last one', () => {
    expect([...lineStartsOf('a\nbc\n')]).toEqual([0, 2, 5]);
    expect([...lineStartsOf('')]).toEqual([0]);
  });
});

describe('buildLineIndex', () => {
  it('nests children that are indented deeper under lines ending with an opener', () => {
    const text = ['{', '  "a": [', '    1,', '    2', '  ],', '  "b": {}', '}'].join('\n');
    const { lineStarts, subtreeEnd } = buildLineIndex(text);
    expect(lineAt(text, lineStarts, 1)).toBe('  "a": [');
    // '{' owns lines 1..5 (the closing '}' is at the same indent, so it is not a child)
    expect([...subtreeEnd]).toEqual([6, 4, 3, 4, 5, 6, 7]);
  });

  it('treats =>, ( and : as openers, and lines without deeper children as leaves', () => {
    const text = ['f = x =>', '  x + 1', 'if (', '  a', ')', 'key:', 'next:'].join('\n');
    const { subtreeEnd } = buildLineIndex(text);
    expect([...subtreeEnd]).toEqual([2, 2, 4, 4, 5, 6, 7]);
  });

  it('lets blank lines inside a block belong to it but not trail it', () => {
    const text = ['def f():', '  a', '', '  b', '', 'x'].join('\n');
    const { subtreeEnd } = buildLineIndex(text);
    expect(subtreeEnd[0]).toBe(4);
  });
});
