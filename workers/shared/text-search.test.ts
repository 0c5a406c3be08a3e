import { describe, expect, it } from 'vitest';
import { findMatches, MAX_MATCHES } from './text-search';

const starts = (m: { starts: Uint32Array }) => Array.from(m.starts);

describe('findMatches', () => {
  it('finds non-overlapping matches, case-insensitive by default, and only in the range asked', () => {
    const text = 'aaaa\nAbA xaba';
    expect(starts(findMatches(text, 'aa'))).toEqual([0, 2]);
    expect(starts(findMatches(text, 'ab'))).toEqual([5, 10]);
    expect(starts(findMatches(text, 'Ab', { caseSensitive: true }))).toEqual([5]);
    expect(starts(findMatches(text, 'ab', {}, 5, 9))).toEqual([5]);
    // A match must end within the range.
    expect(starts(findMatches(text, 'ab', {}, 5, 6))).toEqual([]);
    expect(starts(findMatches(text, 'ab', {}, 0, text.length, MAX_MATCHES, text.toLowerCase()))).toEqual([5, 10]);
    expect(findMatches(text, '')).toMatchObject({ starts: new Uint32Array(0), truncated: false });
  });

  it('keeps offsets right where lower-casing changes lengths', () => {
    const text = 'İx İX ix';
    expect('İ'.toLowerCase().length).toBe(2);
    expect(starts(findMatches(text, 'x'))).toEqual([1, 4, 7]);
    expect(starts(findMatches(text, 'İx'))).toEqual([0, 3]);
    expect(starts(findMatches(text, 'x', {}, 2, text.length))).toEqual([4, 7]);
  });

  it('stops at its cap and says so', () => {
    const m = findMatches('ab'.repeat(10), 'b', {}, 0, 20, 3);
    expect(starts(m)).toEqual([1, 3, 5]);
    expect(m.truncated).toBe(true);
  });
});
