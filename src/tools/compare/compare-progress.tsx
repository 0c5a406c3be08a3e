import { Button } from '../../components/controls';
import type { TaskProgress } from '../../lib/use-worker-task';
import { BigCompareProgress } from './big-progress-view';
import { useCompareT } from './messages';

/** The line under the options while a compare or an export runs, each with its own Cancel. */
export function CompareProgress({
  comparing,
  bigProgress,
  pdf,
  onCancelCompare,
  onCancelPdf,
}: {
  comparing: boolean;
  /** A big compare's progress (stages, MB, time left), when that is what runs. */
  bigProgress: { progress: TaskProgress | null; startedAt: number } | null;
  /** The PDF export's progress while it runs, else null. */
  pdf: { progress: TaskProgress | null } | null;
  onCancelCompare(): void;
  onCancelPdf(): void;
}) {
  const t = useCompareT();
  if (comparing) {
    return (
      <div className="cmp__progress" role="status">
        {bigProgress ? (
          <BigCompareProgress progress={bigProgress.progress} startedAt={bigProgress.startedAt} />
        ) : (
          <>
            <progress aria-label={t('comparing')} />
            <span>{t('comparingNow')}</span>
          </>
        )}
        <Button onClick={onCancelCompare}>{t('cancel')}</Button>
      </div>
    );
  }
  if (!pdf) return null;
  const { progress } = pdf;
  return (
    <div className="cmp__progress" role="status">
      <progress aria-label={t('exportingPdf')} max={progress?.total || 1} value={progress ? progress.done : 0} />
      <span>
        {progress && progress.total > 0
          ? t('exportingPdfPercent', { percent: Math.min(100, Math.round((progress.done / progress.total) * 100)) / 100 })
          : t('exportingPdfNow')}
      </span>
      <Button onClick={onCancelPdf}>{t('cancelExport')}</Button>
    </div>
  );
}
