import { describe, expect, it } from 'vitest';
import { exceedsInputLimit, INPUT_TOO_LARGE_MESSAGE, MAX_INPUT_BYTES } from './input-limit';

describe('input limit', () => {
  it.each([
    [0, false],
    [MAX_INPUT_BYTES, false],
    [MAX_INPUT_BYTES + 1, true],
  ])('a size of %i bytes exceeds it: %s', (size, over) => {
    expect(exceedsInputLimit(size)).toBe(over);
    expect(exceedsInputLimit(new Blob([new Uint8Array(size)]))).toBe(over);
  });

  it('measures text by its length', () => {
    expect(exceedsInputLimit('x'.repeat(MAX_INPUT_BYTES))).toBe(false);
    expect(exceedsInputLimit('x'.repeat(MAX_INPUT_BYTES + 1))).toBe(true);
  });

  it('names the limit in its message', () => {
    expect(MAX_INPUT_BYTES).toBe(52_428_800);
    expect(INPUT_TOO_LARGE_MESSAGE).toContain('50 MB');
  });
});
