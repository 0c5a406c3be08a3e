/**
 * What the page needs to know of the result views' worker side (views.ts) as plain data: the limits, codes and
 * shapes of its answers.
 */

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
