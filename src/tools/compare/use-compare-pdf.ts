import { downloadFile } from '../../lib/download';
import { PDF_TIMEOUT_MESSAGE, PDF_TIME_LIMIT } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import type { EngineApi } from '../../lib/workers';
import { COMPARE_ERRORS } from '@workers/compare/meta';
import type { PdfView } from '@workers/compare/pdf';
import { pdfJobs } from './compare-workers';

/**
 * Export PDF of the result on screen, built in the compare's worker from the result it holds (nothing is sent
 * back). Cancel stops the export there and leaves the result: the rows, merges and another export go on.
 */
export function useComparePdf(tool: { id: string; title: string }) {
  const task = useWorkerTask<EngineApi<'compare'>, Uint8Array>(pdfJobs, {
    tool: tool.title,
    action: 'Export',
    timeoutMs: PDF_TIME_LIMIT,
    timeoutMessage: PDF_TIMEOUT_MESSAGE,
    describeError: (e) => ({ message: e.code === 'pdf-too-large' ? COMPARE_ERRORS['pdf-too-large'] : COMPARE_ERRORS['pdf-failed'] }),
    failureMessage: COMPARE_ERRORS['pdf-failed'],
  });

  /** Exports `rows` rows as `view` shows them and downloads the file. */
  const exportPdf = async (rows: number, view: PdfView) => {
    const bytes = await task.run(async (ctx) => {
      ctx.onProgress(0, rows);
      return ctx.call('exportPdf', { title: tool.title, dateText: new Date().toLocaleString() }, ctx.onProgress, view);
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
