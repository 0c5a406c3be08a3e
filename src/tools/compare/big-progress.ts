import { estimateJob, jobProgressText } from '../../lib/job-progress';
import type { TaskProgress } from '../../lib/use-worker-task';
import { BIG_COMPARE_STAGES } from '@workers/compare/meta';

/** The progress line of a big-file compare (`stageLabel`: a stage's name in the page's language, by its index). */

const MB = 1024 * 1024;
export const mbText = (bytes: number): string => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/**
 * "Reading files: 120 MB of 400 MB · 95 MB/s · about 9 s left", then the engine's stages ("Matching lines: …",
 * "Comparing lines… · about 1 s left"): the time left is the whole compare's, from the stages' measured shares.
 * `elapsedMs` is the time since the compare started, `stageElapsedMs` since the stage under way started.
 */
export function bigProgressText(
  progress: TaskProgress | null,
  elapsedMs: number,
  stageElapsedMs: number,
  stageLabel: (index: number) => string = (i) => BIG_COMPARE_STAGES[i].label,
): string {
  const at = { stage: progress?.stage ?? 0, done: progress?.done ?? 0, total: progress?.total ?? 0 };
  const index = Math.min(at.stage, BIG_COMPARE_STAGES.length - 1);
  const stage = { ...BIG_COMPARE_STAGES[index], label: stageLabel(index) };
  return jobProgressText(stage, at, estimateJob(BIG_COMPARE_STAGES, at, elapsedMs, stageElapsedMs), mbText);
}

/** The whole compare's fraction done (for the progress bar), from the same shares. */
export function bigProgressFraction(progress: TaskProgress | null, elapsedMs: number, stageElapsedMs: number): number {
  const at = { stage: progress?.stage ?? 0, done: progress?.done ?? 0, total: progress?.total ?? 0 };
  return estimateJob(BIG_COMPARE_STAGES, at, elapsedMs, stageElapsedMs).fraction;
}
