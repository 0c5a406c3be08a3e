/**
 * What every family shares with the page: the big-file sizes, the codes of failures that are no family's own, and
 * the result views' limits and answers.
 * Plain data (see workers/families.ts).
 */

/** A file over this size (16 MB) is read in parts by a worker instead of being loaded into the editor. */
export const BIG_FILE_THRESHOLD = 16 * 1024 * 1024;

/** The largest file a big-file path takes: 2 GiB. */
export const BIG_FILE_CEILING = 2 * 1024 * 1024 * 1024;

/** The user-facing rule, shown beside the option that turns protection off and in the command line's help. */
export const FORMULA_PROTECTION_HELP =
  "Cells a spreadsheet could run as a formula get an apostrophe (') in front: those starting with =, @, a tab or a " +
  'carriage return, and those starting with + or - unless a number or a phone number follows (digits, spaces and ' +
  '. ( ) / - only). So -12.5 and +31 6 12345678 stay as they are.';

/** The text of line `i` of an indexed text (without its '\n'): how a result's text and line starts are read. */
export function lineAt(text: string, lineStarts: Uint32Array, i: number): string {
  const end = i + 1 < lineStarts.length ? lineStarts[i + 1] - 1 : text.length;
  return text.slice(lineStarts[i], end);
}

/** The error code of an engine whose code (a lazily imported chunk) could not be loaded. */
export const ENGINE_LOAD_FAILED = 'engine-load-failed';

/**
 * The name of the error a worker call rejects with when its family's code could not be loaded (engine.worker.ts);
 * the page's client treats it as a worker script that could not be fetched.
 */
export const ENGINE_LOAD_ERROR = 'EngineLoadError';

/**
 * A refusal whose message is the family's own for `code` (the `<FAMILY>_ERRORS` table of its meta.ts), as an engine
 * returns it: the page reads the code, the library and the command line print the message.
 */
export function refusal<C extends string>(
  messages: Readonly<Record<C, string>>,
  code: C,
  line?: number,
  column?: number,
): { ok: false; error: { message: string; line?: number; column?: number; code: C } } {
  return { ok: false, error: line === undefined ? { message: messages[code], code } : { message: messages[code], line, column, code } };
}

// The result views (workers/shared/views.ts): the limits, codes and shapes of their answers.

/** Characters of one line that `getLines` returns; the rest is counted, not returned. */
export const VIEW_LINE_CHARS = 10_000;

/** The error code of a call naming a view this worker no longer keeps (it was restarted, or made a newer result). */
export const VIEW_GONE = 'view-gone';

/** A place in a view: a line (0-based) and a column in it (UTF-16 units). */
export interface TextPosition {
  line: number;
  column: number;
}

/** A match Find went to. */
export interface FindHit extends TextPosition {
  length: number;
  /** Its place among all matches (0-based) and their number, when the view knows them at once (a text in memory). */
  index?: number;
  total?: number;
  /** The matches counted stopped at their cap (the total shows as "N+"). */
  truncated?: boolean;
}

/** The matches of a query in a whole view. */
export interface MatchCount {
  total: number;
  truncated: boolean;
}

/** Lines of a view: their text (cut at VIEW_LINE_CHARS) and, per line, the full length when cut (else −1). */
export interface ViewLines {
  from: number;
  lines: string[];
  cut: number[];
}
