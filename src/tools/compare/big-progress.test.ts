import { describe, expect, it } from 'vitest';
import { BIG_COMPARE_STAGES, BIG_STAGE } from '@workers/compare/meta';
import { bigProgressFraction, bigProgressText, mbText } from './big-progress';

const MB = 1024 * 1024;

describe('bigProgressText', () => {
  it('the reading: MB read of both files, the rate, and the whole compare’s time left', () => {
    // 100 of 400 MB read in 1 s is 25% of the reading, 3% of the compare: 1 × 0.97 / 0.03 = 32.3 s left.
    expect(bigProgressText({ stage: BIG_STAGE.read, done: 100 * MB, total: 400 * MB }, 1000, 1000)).toBe(
      'Reading files: 100 MB of 400 MB · 100 MB/s · about 33 s left',
    );
  });

  it('the engine’s stages: byte stages with their own rate, the rest by name, all with the time left', () => {
    // Reading and splitting done (59%) and half the matching (15%) after 6.9 s: 74% done, 2.4 s left.
    expect(bigProgressText({ stage: BIG_STAGE.match, done: 200 * MB, total: 400 * MB }, 6900, 2000)).toBe(
      'Matching lines: 200 MB of 400 MB · 100 MB/s · about 3 s left',
    );
    // 89% done after 8.9 s: 1.1 s left; 92% after 9.2 s: 0.8 s.
    expect(bigProgressText({ stage: BIG_STAGE.diff, done: 0, total: 0 }, 8900, 0)).toBe('Comparing lines… · about 2 s left');
    expect(bigProgressText({ stage: BIG_STAGE.rows, done: 0, total: 0 }, 9200, 0)).toBe('Building rows… · about 1 s left');
  });

  it('before any report, and a bar that fills over the whole compare', () => {
    expect(bigProgressText(null, 0, 0)).toBe('Reading files…');
    expect(bigProgressText({ stage: 0, done: 0, total: 40 * MB }, 0, 0)).toBe('Reading files: 0.0 MB of 40 MB');
    expect(bigProgressFraction({ stage: BIG_STAGE.read, done: 40 * MB, total: 40 * MB }, 500, 500)).toBeCloseTo(BIG_COMPARE_STAGES[0].share, 10);
    expect(bigProgressFraction({ stage: BIG_STAGE.rows, done: 0, total: 0 }, 9200, 0)).toBeCloseTo(0.92, 10);
  });

  it('the stages’ shares add up to the whole compare', () => {
    expect(BIG_COMPARE_STAGES.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 10);
  });

  it('shows sizes under 10 MB with one decimal', () => {
    expect(mbText(2.5 * MB)).toBe('2.5 MB');
    expect(mbText(31_200_000)).toBe('30 MB');
  });
});
