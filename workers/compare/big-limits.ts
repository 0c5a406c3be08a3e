/** Limits of the big-file text compare, shared by the page and the worker (constants only: no engine code). */

// A file over BIG_FILE_THRESHOLD is compared from its bytes in the worker instead of being loaded into the editor;
// BIG_FILE_CEILING is the most each side takes.
export { BIG_FILE_CEILING, BIG_FILE_THRESHOLD } from '../shared/big-files';

/** The most rows a PDF of every row ("Show all lines") of a big compare holds; "Only changes" has no such limit. */
export const PDF_ALL_ROWS_MAX = 200_000;

/** Shown instead of taking a file over {@link BIG_FILE_CEILING}. */
export const BIG_FILE_TOO_LARGE_MESSAGE =
  'This file is larger than 2 GB. DevToolbox compares files up to 2 GB each in the browser: please split it or compare a smaller excerpt.';

/** Shown when "Show all lines" is exported as PDF past {@link PDF_ALL_ROWS_MAX} rows. */
export const PDF_TOO_LARGE_MESSAGE =
  'A PDF of all lines holds at most 200,000 rows. Choose "Only changes" to export the changes of these files.';
