import { describe, expect, it } from 'vitest';
import { engineTimeLimit } from './time-limits';

describe('engineTimeLimit', () => {
  it('is 20 s plus 5 s per MB of input', () => {
    expect(engineTimeLimit(0)).toBe(20_000);
    expect(engineTimeLimit(200_000)).toBe(21_000);
    expect(engineTimeLimit(10_000_000)).toBe(70_000);
    expect(engineTimeLimit(50_000_000)).toBe(270_000);
  });
});
