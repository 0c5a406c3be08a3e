import { diffChars } from 'diff';
import { describe, expect, it } from 'vitest';
import { charSimilarity, comparePair, lcsLength, MAX_LINE } from './char-diff';

const u16 = (s: string) => Uint16Array.from(s, (c) => c.charCodeAt(0));
const NONE = { ignoreCase: false, ignoreWhitespace: false };

/** similarity by the definition, from jsdiff's character diff: 2 × unchanged characters ÷ total length. */
function similarityByDiffChars(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const common = diffChars(a, b)
    .filter((p) => !p.added && !p.removed)
    .reduce((s, p) => s + p.value.length, 0);
  return (2 * common) / (a.length + b.length);
}

describe('charSimilarity = 2 × common characters ÷ (len a + len b)', () => {
  it.each([
    ['', '', 1],
    ['a', '', 0],
    ['', 'abc', 0],
    ['abc', 'abc', 1],
    ['abcd', 'abxd', 0.75],
    ['ab', 'ac', 0.5],
    ['abc', 'xyz', 0],
    ['kitten', 'sitting', (2 * 4) / 13],
    ['Hello', 'hello', 0.8],
  ])('%j vs %j → %d', (a, b, expected) => {
    expect(charSimilarity(a, b)).toBeCloseTo(expected, 12);
  });

  it('equals the diffChars-based value on random strings (ASCII, > 64 chars, non-ASCII)', () => {
    let seed = 9;
    const r = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = 'abcde é€ XYZ';
    for (let k = 0; k < 300; k++) {
      const gen = () => Array.from({ length: Math.floor(r() * 140) }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
      const a = gen();
      const b = r() < 0.5 ? gen() : a.slice(0, a.length / 2) + gen().slice(0, 10) + a.slice(a.length / 2);
      expect(charSimilarity(a, b)).toBeCloseTo(similarityByDiffChars(a, b), 12);
    }
  });

  it('lcsLength handles word boundaries (31, 32, 33, 64, 65 columns)', () => {
    for (const m of [31, 32, 33, 64, 65, 100]) {
      const b = 'ab'.repeat(m).slice(0, m);
      expect(lcsLength(u16('ba'.repeat(60)), u16(b))).toBe(Math.min(m, 120));
      expect(lcsLength(u16('x'), u16(b))).toBe(0);
    }
  });

  it('above the length cap uses common prefix + suffix', () => {
    const a = 'p' + 'x'.repeat(MAX_LINE) + 's';
    const b = 'p' + 'y'.repeat(MAX_LINE) + 's';
    expect(charSimilarity(a, b)).toBeCloseTo(4 / (a.length + b.length), 12);
  });
});

describe('comparePair', () => {
  it.each([
    // a, b, similar, left highlights, right highlights
    ['const a = 1;', 'const a = 2;', true, [10, 11], [10, 11]],
    ['abc', 'abcdef', true, [], [3, 6]],
    ['abcdef', 'abc', true, [3, 6], []],
    ['ab', 'ac', false, [], []], // exactly 0.5 is not over 0.5
    ['hello world', 'completely different', false, [], []],
  ])('%j vs %j', (a, b, similar, left, right) => {
    const v = comparePair(a, b, a, b, NONE);
    expect(v).toEqual({ similar, left, right, capped: false });
  });

  it('highlights cover exactly the characters a minimal diff changes (one- and multi-word lines)', () => {
    for (const [a, b] of [
      ['the quick brown fox', 'the quack brown fix'],
      ['x'.repeat(100) + 'abc' + 'y'.repeat(100), 'x'.repeat(100) + 'abd' + 'y'.repeat(100)],
    ]) {
      const v = comparePair(a, b, a, b, NONE);
      const width = (r: number[]) => r.reduce((s, x, i) => s + (i % 2 ? x : -x), 0);
      const d = a.length + b.length - 2 * lcsLength(u16(a), u16(b));
      expect(width(v.left) + width(v.right)).toBe(d);
    }
  });

  it('on random similar pairs, the unhighlighted characters of both sides are the same LCS', () => {
    let seed = 21;
    const r = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const strip = (s: string, ranges: number[]) => {
      let out = '';
      let at = 0;
      for (let k = 0; k < ranges.length; k += 2) {
        out += s.slice(at, ranges[k]);
        at = ranges[k + 1];
      }
      return out + s.slice(at);
    };
    let checked = 0;
    for (let k = 0; k < 300; k++) {
      const a = Array.from({ length: 1 + Math.floor(r() * 150) }, () => 'abcdefg'[Math.floor(r() * 7)]).join('');
      const b = a.replace(/./g, (c) => (r() < 0.15 ? 'xyz'[Math.floor(r() * 3)] : r() < 0.05 ? '' : c));
      const v = comparePair(a, b, a, b, NONE);
      if (!v.similar) continue;
      checked++;
      const common = strip(a, v.left);
      expect(strip(b, v.right)).toBe(common);
      expect(common.length).toBe(lcsLength(u16(a), u16(b)));
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('ignore case: case-only differences are not highlighted', () => {
    const v = comparePair('Hello World', 'HELLO there', 'hello world', 'hello there', { ignoreCase: true, ignoreWhitespace: false });
    expect(v.similar).toBe(true);
    expect(v.left).toEqual([6, 8, 9, 11]); // "Wo" "ld" → "there" (case-folded comparison)
  });

  it('ignore whitespace: whitespace-only highlight ranges are dropped', () => {
    const v = comparePair('a  = 1', 'a = 2', 'a = 1', 'a = 2', { ignoreCase: false, ignoreWhitespace: true });
    expect(v.similar).toBe(true);
    expect(v.left).toEqual([5, 6]);
    expect(v.right).toEqual([4, 5]);
  });

  it('cheap mode and long lines fall back to the prefix/suffix highlight', () => {
    const v = comparePair('abcXdef', 'abcYYdef', 'abcXdef', 'abcYYdef', { ...NONE, cheap: true });
    expect(v).toEqual({ similar: true, left: [3, 4], right: [3, 5], capped: true });
    const long = 'z'.repeat(MAX_LINE + 1);
    expect(comparePair(long, long + 'q', long, long + 'q', NONE)).toEqual({
      similar: true,
      left: [],
      right: [MAX_LINE + 1, MAX_LINE + 2],
      capped: true,
    });
  });
});
