import { describe, expect, it } from 'vitest';
import { estimateJob, groupDigits, jobProgressText, type JobStage } from './job-progress';

const MB = 1024 * 1024;
const size = (b: number) => `${Math.round(b / MB)} MB`;
/** Reading 20%, hashing 50%, a diff without progress 30%. */
const STAGES: JobStage[] = [
  { label: 'Reading', share: 0.2, bytes: true },
  { label: 'Hashing', share: 0.5, bytes: true },
  { label: 'Diffing', share: 0.3, bytes: false },
];

describe('estimateJob', () => {
  it('a one-stage job: fraction done/total, the rate, and the rest at that rate', () => {
    const one: JobStage[] = [{ label: '', share: 1, bytes: true }];
    expect(estimateJob(one, { stage: 0, done: 100 * MB, total: 400 * MB }, 1000, 1000)).toEqual({ fraction: 0.25, rate: 100 * MB, secondsLeft: 3 });
    expect(estimateJob(one, { stage: 0, done: 150 * MB, total: 400 * MB }, 2000, 2000)).toEqual({ fraction: 0.375, rate: 75 * MB, secondsLeft: 4 });
    expect(estimateJob(one, { stage: 0, done: 400 * MB, total: 400 * MB }, 4000, 4000)).toEqual({ fraction: 1, rate: 100 * MB, secondsLeft: 0 });
  });

  it('counts the later stages by their shares: half the reading in 1 s leaves 9 s, not 1 s', () => {
    const e = estimateJob(STAGES, { stage: 0, done: 200 * MB, total: 400 * MB }, 1000, 1000);
    expect(e.fraction).toBeCloseTo(0.1, 10);
    expect(e.rate).toBe(200 * MB);
    expect(e.secondsLeft).toBe(9);
  });

  it('a later byte stage: the stages before it count whole, its rate is its own', () => {
    // 2 s of reading (20%), then half the hashing in 2.5 s: 45% done after 4.5 s.
    const e = estimateJob(STAGES, { stage: 1, done: 200 * MB, total: 400 * MB }, 4500, 2500);
    expect(e.fraction).toBeCloseTo(0.45, 10);
    expect(e.rate).toBe(80 * MB);
    expect(e.secondsLeft).toBe(6); // 4.5 × 0.55 / 0.45 = 5.5
  });

  it('a stage without progress moves by the clock from its expected length, and stops short of its end', () => {
    // 7 s for the first 70%: the job looks like 10 s, the diff like 3 s.
    const at = { stage: 2, done: 0, total: 0 };
    const start = estimateJob(STAGES, at, 7000, 0);
    expect(start.fraction).toBeCloseTo(0.7, 10);
    expect(start.rate).toBeNull();
    expect(start.secondsLeft).toBe(3);
    const middle = estimateJob(STAGES, at, 8500, 1500);
    expect(middle.fraction).toBeCloseTo(0.85, 10);
    expect(middle.secondsLeft).toBe(2); // 8.5 × 0.15 / 0.85 = 1.5
    // Longer than expected: at most 95% of the stage, so the time left stays small but never says done.
    const late = estimateJob(STAGES, at, 20_000, 13_000);
    expect(late.fraction).toBeCloseTo(0.985, 10);
    expect(late.secondsLeft).toBe(1);
  });

  it('no estimate before there is something to estimate from', () => {
    expect(estimateJob(STAGES, { stage: 0, done: 0, total: 400 * MB }, 0, 0)).toEqual({ fraction: 0, rate: null, secondsLeft: null });
    expect(estimateJob(STAGES, { stage: 0, done: 40 * MB, total: 400 * MB }, 200, 200).secondsLeft).toBeNull();
    expect(estimateJob(STAGES, { stage: 0, done: 1 * MB, total: 400 * MB }, 1000, 1000).secondsLeft).toBeNull();
  });
});

describe('jobProgressText', () => {
  it('a byte stage: label, size done of total, MB/s and time left', () => {
    const at = { stage: 0, done: 200 * MB, total: 400 * MB };
    expect(jobProgressText(STAGES[0], at, estimateJob(STAGES, at, 1000, 1000), size)).toBe('Reading: 200 MB of 400 MB · 200 MB/s · about 9 s left');
  });

  it('without a label, and before any estimate', () => {
    const one: JobStage = { label: '', share: 1, bytes: true };
    const at = { stage: 0, done: 0, total: 400 * MB };
    expect(jobProgressText(one, at, estimateJob([one], at, 0, 0), size)).toBe('0 MB of 400 MB');
  });

  it('a stage without bytes: its name and the time left', () => {
    const at = { stage: 2, done: 0, total: 0 };
    expect(jobProgressText(STAGES[2], at, estimateJob(STAGES, at, 7000, 0), size)).toBe('Diffing… · about 3 s left');
  });
});

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_360_002, '1,360,002'],
    [59_359_442, '59,359,442'],
    [-12345, '-12,345'],
  ])('%i → %s', (n, text) => {
    expect(groupDigits(n)).toBe(text);
    expect(groupDigits(n)).toBe(n.toLocaleString('en'));
  });
});
