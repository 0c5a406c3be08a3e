import { useJobClock } from '../../lib/use-job-clock';
import type { TaskProgress } from '../../lib/use-worker-task';
import { bigProgressFraction, bigProgressText } from './big-progress';
import { useCompareT } from './messages';

/** The stages' names, in BIG_COMPARE_STAGES's order. */
const STAGE_KEYS = ['stageRead', 'stageSplit', 'stageMatch', 'stageDiff', 'stageRows'] as const;

/**
 * The bar and the line of a big compare under way (the whole compare's fraction, its stage, MB, MB/s and time
 * left). Its own component: the clock that keeps the time left counting re-renders only this, not the screen.
 */
export function BigCompareProgress({ progress, startedAt }: { progress: TaskProgress | null; startedAt: number }) {
  const t = useCompareT();
  const clock = useJobClock(true, startedAt, progress?.stage ?? 0);
  const elapsed = clock.now - startedAt;
  const stageElapsed = clock.now - clock.stageStartedAt;
  return (
    <>
      <progress aria-label={t('comparing')} max={1} value={bigProgressFraction(progress, elapsed, stageElapsed)} />
      <span>{bigProgressText(progress, elapsed, stageElapsed, (i) => t(STAGE_KEYS[i]))}</span>
    </>
  );
}
