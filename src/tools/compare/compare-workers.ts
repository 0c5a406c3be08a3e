import { jobsInWorkerOf } from '../../lib/worker-client';
import { workerClient } from '../../lib/workers';

/**
 * The compare screens' workers. Each kind of job cancels on its own: cancelling the compare ends its worker (the
 * only way to stop the engine), cancelling a PDF export never touches the compare's
 * result, so the rows in view, merges and another export go on without comparing again.
 */

/** The compare itself (small and big): its worker keeps the last result for the rows in view, the PDF and merges. */
export const compareClient = workerClient('compare');

/** Export PDF, in the compare's worker beside its result; Cancel stops the export there (`stopPdf`), not the worker. */
export const pdfJobs = jobsInWorkerOf(compareClient, 'stopPdf');

/** Merges, read from the result in the compare's worker (a few milliseconds: there is nothing to stop). */
export const mergeJobs = jobsInWorkerOf(compareClient);

/** The structural JSON summary, in a worker of its own: it gets the compared texts, and Cancel ends only it. */
export const structureClient = workerClient('compare');
