import { describe, expect, it } from 'vitest';
import { comparePair } from './char-diff';
import { buildRows, DEFAULT_CAPS, diffTexts, lineKey, toLines } from './diff-texts';
import { lineDiff } from './line-diff';
import type { CompareOptions } from './meta';
import { rowAt } from './meta';
import { showRows } from './test-support';
import { CELL } from './meta';

const NONE: CompareOptions = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };
const CHARS: CompareOptions = { ...NONE, highlight: 'characters' };

describe('diffTexts pairing rules', () => {
  it.each<[string, string, string, string[], number]>([
    ['identical lines are unchanged', 'a\nb', 'a\nb', ['unchanged 1 a | unchanged 1 a', 'unchanged 2 b | unchanged 2 b'], 0],
    [
      'a similar pair (> 0.5) is one modified row with highlights',
      'let x = 1;',
      'let x = 2;',
      ['modified 1 let x = [1]; | modified 1 let x = [2];'],
      1,
    ],
    ['a dissimilar pair shows removed | added', 'apple', 'zebra', ['removed 1 apple | added 1 zebra'], 1],
    ['similarity exactly 0.5 is not similar', 'ab', 'ac', ['removed 1 ab | added 1 ac'], 1],
    ['a removed line gets an empty right', 'a\nb\nc', 'a\nc', ['unchanged 1 a | unchanged 1 a', 'removed 2 b | empty - ', 'unchanged 3 c | unchanged 2 c'], 1],
    ['an added line gets an empty left', 'a\nc', 'a\nb\nc', ['unchanged 1 a | unchanged 1 a', 'empty -  | added 2 b', 'unchanged 2 c | unchanged 3 c'], 1],
    [
      'i-th removed pairs with i-th added; leftover removed lines get empty rights',
      'keep\nalpha one\nbeta two\ngamma three\nkeep',
      'keep\nalpha 1ne\nBETA TWO\nkeep',
      [
        'unchanged 1 keep | unchanged 1 keep',
        'modified 2 alpha [o]ne | modified 2 alpha [1]ne',
        'removed 3 beta two | added 3 BETA TWO',
        'removed 4 gamma three | empty - ',
        'unchanged 5 keep | unchanged 4 keep',
      ],
      3,
    ],
    [
      'leftover added lines get empty lefts',
      'x = 1',
      'x = 2\nnew line\nanother',
      ['modified 1 x = [1] | modified 1 x = [2]', 'empty -  | added 2 new line', 'empty -  | added 3 another'],
      3,
    ],
    [
      'separate hunks pair separately',
      'a\nfoo 1\nb\nbar 1\nc',
      'a\nfoo 2\nb\nbar 2\nc',
      [
        'unchanged 1 a | unchanged 1 a',
        'modified 2 foo [1] | modified 2 foo [2]',
        'unchanged 3 b | unchanged 3 b',
        'modified 4 bar [1] | modified 4 bar [2]',
        'unchanged 5 c | unchanged 5 c',
      ],
      2,
    ],
    ['CRLF and CR read as LF', 'a\r\nb\rc\r\n', 'a\nb\nc', ['unchanged 1 a | unchanged 1 a', 'unchanged 2 b | unchanged 2 b', 'unchanged 3 c | unchanged 3 c'], 0],
    ['a final newline does not add a line', 'a\n', 'a', ['unchanged 1 a | unchanged 1 a'], 0],
  ])('%s', (_name, a, b, rows, count) => {
    const r = diffTexts(a, b, CHARS);
    expect(showRows(r)).toEqual(rows);
    expect(r.differences).toBe(count);
    expect(r.approximate).toBe(false);
  });

  it('highlights are by words unless characters are asked for', () => {
    const a = 'keep\n  "name": "Hanna Vos",\n  "total": 421.72';
    const b = 'keep\n  "name": "Changed Name",\n  "total": 1';
    expect(showRows(diffTexts(a, b, NONE)).slice(1)).toEqual([
      'modified 2   "name": "[Hanna Vos]", | modified 2   "name": "[Changed Name]",',
      'modified 3   "total": [421.72] | modified 3   "total": [1]',
    ]);
    expect(showRows(diffTexts(a, b, CHARS))[2]).toBe('modified 3   "total": [42]1[.72] | modified 3   "total": 1');
  });

  it('the line diff is minimal: common lines stay unchanged rows', () => {
    const r = diffTexts('a\nb\nc\nd\ne', 'b\nc\nX\nd\ne\nf', NONE);
    expect(r.leftType.filter((t) => t === 0).length).toBe(4); // b c d e
  });
});

describe('options', () => {
  it.each<[string, Partial<CompareOptions>, string, string, number]>([
    ['ignoreWhitespace: runs collapsed and trimmed', { ignoreWhitespace: true }, 'a  =\t1 ', '  a = 1', 0],
    ['ignoreWhitespace off: whitespace counts', {}, 'a  = 1', 'a = 1', 1],
    ['ignoreWhitespace keeps words apart', { ignoreWhitespace: true }, 'ab', 'a b', 1],
    ['ignoreCase', { ignoreCase: true }, 'Hello World', 'hello world', 0],
    ['ignoreCase off', {}, 'Hello', 'hello', 1],
    ['both', { ignoreCase: true, ignoreWhitespace: true }, 'Hello   World', ' hello world', 0],
  ])('%s', (_name, opts, a, b, count) => {
    const r = diffTexts(a, b, { ...NONE, ...opts });
    expect(r.differences).toBe(count);
  });

  it('the display keeps the original text of each side', () => {
    const r = diffTexts('Hello  World', 'hello world', { ...NONE, ignoreCase: true, ignoreWhitespace: true });
    expect(showRows(r)).toEqual(['unchanged 1 Hello  World | unchanged 1 hello world']);
  });

  it('lineKey', () => {
    expect(lineKey('  A \t B  ', { ignoreWhitespace: true, ignoreCase: true })).toBe('a b');
    expect(toLines('x\r\ny\r')).toBe('x\ny');
  });
});

describe('caps', () => {
  const a = Array.from({ length: 400 }, (_, i) => `row ${i % 7} ${i % 5}`).join('\n');
  const b = Array.from({ length: 400 }, (_, i) => `row ${i % 5} ${i % 7}`).join('\n');

  it('uncapped, the diff is exact', () => {
    expect(diffTexts(a, b, NONE).approximate).toBe(false);
  });

  it('a line work cap gives a valid approximate result', () => {
    const r = diffTexts(a, b, NONE, { ...DEFAULT_CAPS, lineWork: 1000 });
    expect(r.approximate).toBe(true);
    // still a consistent row set: every line of both sides appears once, in order
    const left = [...r.leftLine].filter((l) => l >= 0);
    const right = [...r.rightLine].filter((l) => l >= 0);
    expect(left).toEqual(Array.from({ length: 400 }, (_, i) => i));
    expect(right).toEqual(Array.from({ length: 400 }, (_, i) => i));
    for (let i = 0; i < r.rowCount; i++) {
      const { left: l, right: rr } = rowAt(r, i);
      if (l.type === 'unchanged') expect(l.content).toBe(rr.content);
    }
  });

  it('a spent character budget falls back to prefix/suffix highlights and sets approximate', () => {
    const x = Array.from({ length: 600 }, (_, i) => `value ${i} alpha`).join('\n');
    const y = Array.from({ length: 600 }, (_, i) => `value ${i} alphx`).join('\n');
    const r = diffTexts(x, y, NONE, { ...DEFAULT_CAPS, charMs: -1 });
    expect(r.approximate).toBe(true);
    expect(r.differences).toBe(600);
    expect(showRows(r)[599]).toBe('modified 600 value 599 alph[a] | modified 600 value 599 alph[x]');
  });

  it('two unrelated inputs: every pair decided, nothing shared', () => {
    const r = diffTexts('one\ntwo\nthree', 'uno\ndos\ntres', NONE);
    expect(showRows(r)).toEqual(['removed 1 one | added 1 uno', 'removed 2 two | added 2 dos', 'modified 3 [three] | modified 3 [tres]']);
  });
});

describe('buildRows with solo lines', () => {
  it('a solo line takes a row of its own in its place in a change block; the others pair in order', () => {
    const a = ['keep', 'x = 1', '# note', 'y = 1', 'keep'];
    const b = ['keep', 'x = 2', '# other', 'y = 2', 'keep'];
    const diff = lineDiff(a, b);
    const pair = (i: number, j: number, o: Parameters<Parameters<typeof buildRows>[5]>[2]) => comparePair(a[i], b[j], a[i], b[j], o);
    const cells = (solo?: { left: Uint8Array; right: Uint8Array }) => {
      const r = buildRows(a.length, b.length, diff, NONE, DEFAULT_CAPS, pair, solo);
      return Array.from({ length: r.rowCount }, (_, k) => `${r.leftType[k]}:${r.leftLine[k]} ${r.rightType[k]}:${r.rightLine[k]}`);
    };
    const { UNCHANGED: U, MODIFIED: M, REMOVED: R, ADDED: A, EMPTY: E } = CELL;
    // Without solo lines the comment lines pair with each other.
    expect(cells()).toEqual([`${U}:0 ${U}:0`, `${M}:1 ${M}:1`, `${M}:2 ${M}:2`, `${M}:3 ${M}:3`, `${U}:4 ${U}:4`]);
    // Line 2 solo on the left only: it stands alone, and the right's line 2 pairs with the left's line 3.
    const left = Uint8Array.of(0, 0, 1, 0, 0);
    const right = Uint8Array.of(0, 0, 1, 0, 0);
    expect(cells({ left, right: new Uint8Array(5) })).toEqual([`${U}:0 ${U}:0`, `${M}:1 ${M}:1`, `${R}:2 ${E}:-1`, `${R}:3 ${A}:2`, `${E}:-1 ${A}:3`, `${U}:4 ${U}:4`]);
    // Solo on both sides: each is its own row, left first, and the lines around them pair as before.
    expect(cells({ left, right })).toEqual([`${U}:0 ${U}:0`, `${M}:1 ${M}:1`, `${R}:2 ${E}:-1`, `${E}:-1 ${A}:2`, `${M}:3 ${M}:3`, `${U}:4 ${U}:4`]);
  });
});
