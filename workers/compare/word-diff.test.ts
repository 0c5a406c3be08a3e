import { describe, expect, it } from 'vitest';
import { comparePair } from './char-diff';
import { tokenBounds } from './word-diff';

const WORDS = { ignoreCase: false, ignoreWhitespace: false, highlight: 'words' as const };

/** The highlighted substrings of `s`. */
const parts = (s: string, r: number[]) => r.filter((_, k) => k % 2 === 0).map((start, k) => s.slice(start, r[2 * k + 1]));

describe('tokenBounds', () => {
  it.each([
    ['"total": 421.72,', ['"', 'total', '"', ':', ' ', '421.72', ',']],
    ['Hanna Vos', ['Hanna', ' ', 'Vos']],
    ['a_b1  1,000.5x', ['a_b1', '  ', '1,000.5', 'x']],
    ['café 😀!', ['café', ' ', '😀', '!']],
    ['', []],
  ])('%j', (s, tokens) => {
    const b = tokenBounds(s);
    expect(b.slice(0, -1).map((start, k) => s.slice(start, b[k + 1]))).toEqual(tokens);
  });
});

describe('comparePair with word highlights', () => {
  it.each([
    // a, b, highlighted parts left, right
    ['  "name": "Hanna Vos",', '  "name": "Changed Name",', ['Hanna Vos'], ['Changed Name']],
    ['  "total": 421.72,', '  "total": 1,', ['421.72'], ['1']],
    ['  "b": "hello world"', '  "b": "hello there"', ['world'], ['there']],
    ['const a = 1;', 'const a = 2;', ['1'], ['2']],
    ['let value = compute(x, y);', 'let value = compute(x, y, z);', [], [', z']],
    ['the quick brown fox jumps', 'the quick red fox jumps', ['brown'], ['red']],
  ])('%j → %j', (a, b, left, right) => {
    const v = comparePair(a, b, a, b, WORDS);
    expect(v.similar).toBe(true);
    expect(parts(a, v.left)).toEqual(left);
    expect(parts(b, v.right)).toEqual(right);
  });

  it('the pairing rule is by characters either way', () => {
    for (const [a, b] of [
      ['ab', 'ac'],
      ['abcd', 'abxd'],
      ['hello world', 'completely different'],
    ]) {
      expect(comparePair(a, b, a, b, WORDS).similar).toBe(comparePair(a, b, a, b, { ...WORDS, highlight: 'characters' }).similar);
    }
  });

  it('characters keeps the exact character highlights', () => {
    const a = '  "name": "Hanna Vos",';
    const b = '  "name": "Changed Name",';
    const v = comparePair(a, b, a, b, { ...WORDS, highlight: 'characters' });
    expect(parts(a, v.left)).toEqual(['H', 'n', ' Vos']);
    expect(parts(b, v.right)).toEqual(['Ch', 'ged N', 'me']);
  });

  it('ignore case and ignore whitespace apply to tokens', () => {
    const v = comparePair('Hello  World 1', 'hello world 2', 'hello world 1', 'hello world 2', { ...WORDS, ignoreCase: true, ignoreWhitespace: true });
    expect(v.left).toEqual([13, 14]);
    expect(v.right).toEqual([12, 13]);
  });
});
