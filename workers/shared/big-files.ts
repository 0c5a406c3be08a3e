/**
 * Sizes of the big-file paths (the JSON formatter's and Text Compare's), shared by the pages and the workers
 * (constants only: no engine code).
 */

/** A file over this size (16 MB) is read in parts by a worker instead of being loaded into the editor. */
export const BIG_FILE_THRESHOLD = 16 * 1024 * 1024;

/** The largest file a big-file path takes: 2 GiB. */
export const BIG_FILE_CEILING = 2 * 1024 * 1024 * 1024;
