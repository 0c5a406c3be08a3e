import { taskMessage } from './task-messages';

/**
 * Every engine call has a time limit: past it the worker is stopped and the tool says so (see worker-task.ts).
 * The limits are far above what real inputs need, so only pathological inputs meet them.
 */

/**
 * The limit of formatting or comparing `length` characters: 20 s plus 5 s per MB. 10 MB of JSON formats in about a
 * second and 1 MB of JavaScript in a few; 200,000 nested Markdown quotes (200 KB) would run for minutes.
 */
export const engineTimeLimit = (length: number): number => 20_000 + Math.ceil((length / 1_000_000) * 5_000);

/** Reading a page of rows of a kept result (a big compare's rows in view): milliseconds of work. */
export const ROWS_TIME_LIMIT = 30_000;

/** Generating up to 10,000 JSON records (about a second) or 1,000 test values. */
export const GENERATE_TIME_LIMIT = 60_000;

/** Exporting a compare result as PDF (100,000 rows take about 6 s). */
export const PDF_TIME_LIMIT = 300_000;

/** The time-limit messages of each kind of job (codes of task-messages.ts, shown in the page's language). */
export const FORMAT_TIMEOUT_MESSAGE = taskMessage('format-timeout');
export const CONVERT_TIMEOUT_MESSAGE = taskMessage('convert-timeout');
export const OPERATION_TIMEOUT_MESSAGE = taskMessage('operation-timeout');
export const COMPARE_TIMEOUT_MESSAGE = taskMessage('compare-timeout');
export const GENERATE_TIMEOUT_MESSAGE = taskMessage('generate-timeout');
export const PDF_TIMEOUT_MESSAGE = taskMessage('pdf-timeout');

/** Streaming up to 1,000,000 test persons to a file (about 15 s of engine time). */
export const BULK_FILE_TIME_LIMIT = 600_000;
