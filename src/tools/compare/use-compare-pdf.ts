import { downloadFile } from '../../lib/download';
import { useEngineText } from '../../lib/engine-text';
import { useLocale } from '../../lib/i18n';
import { INTL_LOCALES } from '../../lib/locale';
import { PDF_TIMEOUT_MESSAGE, PDF_TIME_LIMIT } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import type { EngineApi } from '../../lib/workers';
import { refusal } from '@workers/shared/meta';
import { COMPARE_ERRORS } from '@workers/compare/meta';
import type { PdfTexts, PdfView } from '@workers/compare/pdf';
import { pdfJobs } from './compare-workers';
import { useCompareT } from './messages';

/**
 * Export PDF of the result on screen, built in the compare's worker from the result it holds (nothing is sent
 * back), with its header and footers in the page's language. Cancel stops the export there and leaves the result:
 * the rows, merges and another export go on.
 */
export function useComparePdf(tool: { id: string; title: string }, heading: string) {
  const t = useCompareT();
  const locale = useLocale();
  const engineText = useEngineText();
  const task = useWorkerTask<EngineApi<'compare'>, Uint8Array>(pdfJobs, {
    tool: tool.title,
    action: 'Export',
    timeoutMs: PDF_TIME_LIMIT,
    timeoutMessage: PDF_TIMEOUT_MESSAGE,
    describeError: (e) => ({
      message: engineText(e.code === 'pdf-too-large' ? e : refusal(COMPARE_ERRORS, 'pdf-failed').error),
    }),
    failureMessage: COMPARE_ERRORS['pdf-failed'],
  });

  /** Exports `rows` rows as `view` shows them (its count: `differences` in `blocks`) and downloads the file. */
  const exportPdf = async (rows: number, view: PdfView, count: { differences: number; blocks: number }) => {
    const texts: PdfTexts = {
      counts: t('count', count),
      onlyChanges: t('pdfOnlyChanges', { context: view.context }),
      approximate: t('pdfApproximate'),
      footer: t('pdfFooter', { page: '{page}', pages: '{pages}' }),
    };
    const meta = { title: heading, dateText: new Date().toLocaleString(INTL_LOCALES[locale]), texts };
    const bytes = await task.run(async (ctx) => {
      ctx.onProgress(0, rows);
      return ctx.call('exportPdf', meta, ctx.onProgress, view);
    });
    if (bytes) downloadFile(bytes as Uint8Array<ArrayBuffer>, `${tool.id}-diff.pdf`, 'application/pdf');
  };

  return {
    running: task.status === 'running',
    progress: task.progress,
    error: task.error,
    exportPdf,
    cancel: task.cancel,
    reset: task.reset,
  };
}
