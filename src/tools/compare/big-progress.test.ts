import { describe, expect, it } from 'vitest';
import { bigProgressText, mbText } from './big-progress';

const MB = 1024 * 1024;

describe('bigProgressText', () => {
  it('says MB read of the total, the rate and the time left', () => {
    expect(bigProgressText(100 * MB, 400 * MB, 1000)).toBe('Reading files: 100 MB of 400 MB · 100 MB/s · about 3 s left');
    expect(bigProgressText(150 * MB, 400 * MB, 2000)).toBe('Reading files: 150 MB of 400 MB · 75 MB/s · about 4 s left');
  });

  it('has no rate before anything is read, and says Comparing lines once all is read', () => {
    expect(bigProgressText(0, 40 * MB, 0)).toBe('Reading files: 0.0 MB of 40 MB');
    expect(bigProgressText(40 * MB, 40 * MB, 500)).toBe('Comparing lines…');
  });

  it('shows sizes under 10 MB with one decimal', () => {
    expect(mbText(2.5 * MB)).toBe('2.5 MB');
    expect(mbText(31_200_000)).toBe('30 MB');
  });
});
