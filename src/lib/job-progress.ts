import type { Translate } from './i18n';
import type { MessageKey } from './messages';

/**
 * Progress of a long job over a big input, as people read it: "Reading files: 120 MB of 400 MB · 95 MB/s · about
 * 6 s left". A job is a list of stages, each with its share of the whole job's time (measured beforehand); a
 * worker reports where it is within its current stage, and the time left is estimated for the whole job, not
 * just the stage under way. Pure functions: the screens keep the clock.
 */

/** One stage of a job: its name and its share of the whole job's time (the shares of a job add up to 1). */
export interface JobStage {
  label: string;
  share: number;
  /** True when the stage reports bytes (shown as MB done and MB/s); otherwise only its time counts. */
  bytes: boolean;
}

/** Where a job is: its stage, and progress within the stage (bytes for a byte stage; 0 of 0 when it has none). */
export interface StageProgress {
  stage: number;
  done: number;
  total: number;
}

/** What a progress line shows. */
export interface JobEstimate {
  /** Of the whole job, 0 … 1. */
  fraction: number;
  /** Bytes per second in the current stage, when it is a byte stage that has started; else null. */
  rate: number | null;
  /** Seconds left for the whole job, rounded up; null until there is enough to estimate from. */
  secondsLeft: number | null;
}

/** No estimate from less than this much of the job or of time: the first moments' rate says little. */
const MIN_FRACTION = 0.005;
const MIN_ELAPSED_MS = 300;
/** A stage without its own progress is assumed at most this far through, however long it takes. */
const TIMED_STAGE_MAX = 0.95;

/**
 * The whole job's fraction done, its current rate and the time left.
 * - A byte stage counts by its bytes: the stages before it plus its share times done/total.
 * - A stage without progress of its own (one long computation) is assumed to take its share of the job's
 *   projected time, as projected when it started, and moves by the clock (never past 95 % of the stage): so
 *   the time left keeps going down while it runs, instead of growing.
 * - Time left = elapsed × (1 − fraction) / fraction: the job so far, scaled by the measured shares.
 *
 * `elapsedMs` is the time since the job started; `stageElapsedMs` since the current stage started.
 */
export function estimateJob(stages: readonly JobStage[], at: StageProgress, elapsedMs: number, stageElapsedMs = 0): JobEstimate {
  const index = Math.min(Math.max(0, at.stage), stages.length - 1);
  const stage = stages[index];
  let before = 0;
  for (let i = 0; i < index; i++) before += stages[i].share;
  let within: number;
  if (at.total > 0) within = Math.min(1, Math.max(0, at.done / at.total));
  else {
    const startedAt = Math.max(0, elapsedMs - stageElapsedMs);
    const projected = before > 0 ? startedAt / before : 0;
    const expected = projected * stage.share;
    within = expected > 0 ? Math.min(TIMED_STAGE_MAX, stageElapsedMs / expected) : 0;
  }
  const fraction = Math.min(1, before + stage.share * within);
  const rate = stage.bytes && at.total > 0 && at.done > 0 && stageElapsedMs > 0 ? at.done / (stageElapsedMs / 1000) : null;
  // Whole milliseconds first: the shares' sums are not exact in binary (0.2 + 0.5 …), a hair over 3 s is 3 s.
  const secondsLeft =
    fraction >= MIN_FRACTION && elapsedMs >= MIN_ELAPSED_MS ? Math.max(0, Math.ceil(Math.round((elapsedMs * (1 - fraction)) / fraction) / 1000)) : null;
  return { fraction, rate, secondsLeft };
}

const MB = 1024 * 1024;

/** Digits grouped by commas ("59,359,442"), without Intl: the first toLocaleString of a page costs ~20 ms. */
export function groupDigits(n: number): string {
  const s = String(Math.trunc(Math.abs(n)));
  let out = '';
  for (let i = 0; i < s.length; i++) out += (i > 0 && (s.length - i) % 3 === 0 ? ',' : '') + s[i];
  return n < 0 ? `-${out}` : out;
}

/** The words of a progress line: the site's messages `progress.*` (useT()), in the page's language. */
export type ProgressWords = Translate<Extract<MessageKey, `progress.${string}`>>;

/** The progress line's words in English, for a caller without the page's messages (the same as en.json's). */
const ENGLISH_PROGRESS: ProgressWords = (key, v = {}) => {
  switch (key) {
    case 'progress.bytes':
      return `${v.stage}: ${v.done} of ${v.total}`;
    case 'progress.bytesNoStage':
      return `${v.done} of ${v.total}`;
    case 'progress.stage':
      return `${v.stage}…`;
    case 'progress.rate':
      return `${v.rate} MB/s`;
    case 'progress.left':
      return `about ${v.seconds} s left`;
  }
};

/**
 * The progress line: "Label: 120 MB of 400 MB · 95 MB/s · about 6 s left" for a byte stage, "Label… · about
 * 2 s left" for a stage without bytes. `size` writes a byte count (each tool keeps its own style of sizes); `words`
 * are the page's messages (`useT()`), English without them. The stage's label comes in the page's language too.
 */
export function jobProgressText(stage: JobStage, at: StageProgress, estimate: JobEstimate, size: (bytes: number) => string, words: ProgressWords = ENGLISH_PROGRESS): string {
  const parts: string[] = [];
  const head = stage.label;
  if (stage.bytes && at.total > 0) parts.push(words(head ? 'progress.bytes' : 'progress.bytesNoStage', { stage: head, done: size(at.done), total: size(at.total) }));
  else parts.push(words('progress.stage', { stage: head }));
  if (estimate.rate !== null) parts.push(words('progress.rate', { rate: (estimate.rate / MB).toFixed(0) }));
  if (estimate.secondsLeft !== null) parts.push(words('progress.left', { seconds: estimate.secondsLeft }));
  return parts.join(' · ');
}
