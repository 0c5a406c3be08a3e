import { BIG_FILE_CEILING, BIG_FILE_THRESHOLD } from '@workers/shared/meta';

/**
 * The largest input the tools accept, wherever it enters (typing or paste, drop, Open File, setValue).
 * Beyond it a tab risks running out of memory (the text, CodeMirror's tree, the worker's copy and the result
 * each hold it), so the input is refused with {@link INPUT_TOO_LARGE_MESSAGE} before it is read or inserted.
 */
export const MAX_INPUT_BYTES = 50 * 1024 * 1024;

/**
 * Shown (as an alert) instead of loading an input over {@link MAX_INPUT_BYTES}, in the editors that have no big
 * path (the JSON and XML Formatters and Text Compare take such a paste, file or drop as bytes, up to 2 GB).
 */
export const INPUT_TOO_LARGE_MESSAGE =
  'This input is larger than 50 MB, the most this editor takes. JSON and XML up to 2 GB can be pasted, opened or dropped in the JSON and XML Formatters, and any text in Text Compare; otherwise, please split it or use a smaller excerpt.';

/** The name a pasted text over {@link MAX_INPUT_BYTES} goes by when a tool takes it as bytes (see pastedFile). */
export const PASTED_TEXT_NAME = 'Pasted text';

const pastedFiles = new WeakSet<Blob>();

/**
 * The parts of a Blob whose text, read as a big path reads a file (File.text(): a byte order mark dropped), is
 * `text`: a text that starts with U+FEFF gets a byte order mark in front, so that it keeps its own.
 */
export const textBlobParts = (text: string): string[] => (text.startsWith('\uFEFF') ? ['\uFEFF', text] : [text]);

/**
 * A pasted text over the editor's limit as a File (its UTF-8 bytes), which a tool's big path reads in parts like
 * an opened file; it is never put into the editor.
 */
export function pastedFile(text: string, type: string): File {
  const file = new File(textBlobParts(text), PASTED_TEXT_NAME, { type });
  pastedFiles.add(file);
  return file;
}

/** True when `file` came from {@link pastedFile}, not from the disk. */
export const isPastedFile = (file: Blob): boolean => pastedFiles.has(file);

/**
 * True when an input is over the limit. A number is a size in bytes (a File's or Blob's `size`, checked before
 * reading it); a string is measured by its length, which never exceeds its UTF-8 size, so no text is ever
 * refused that is within the limit (encoding 50 MB only to measure it would itself be the cost we avoid).
 */
export function exceedsInputLimit(input: number | string | Blob): boolean {
  const size = typeof input === 'number' ? input : typeof input === 'string' ? input.length : input.size;
  return size > MAX_INPUT_BYTES;
}

/**
 * Files over this size opened or dropped in the JSON or XML formatter take the big-file path: read in parts by a worker,
 * shown formatted at once, never loaded into the editor (see BigFileScreen).
 */
export const BIG_FILE_BYTES = BIG_FILE_THRESHOLD;

/** The largest file the big-file path accepts: 2 GiB (the workers check the same constant). */
export { BIG_FILE_CEILING };

/** A size for people: "512 KB", "16.0 MB", "1.25 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1048576).toFixed(1)} MB`;
  return `${(bytes / 1073741824).toFixed(2)} GB`;
}
