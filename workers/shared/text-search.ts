/**
 * Find in a result's text: one definition of a match for the worker that searches a whole result (views.ts, the
 * big documents) and for the page that marks the matches in the rows it shows, so both always agree. Matches are
 * non-overlapping, found left to right, never across a line break (the query is one line); case-insensitive unless
 * asked otherwise.
 */

/** Upper bound on the matches a search keeps; a count beyond it shows as "N+". */
export const MAX_MATCHES = 100_000;

/** How Find compares. */
export interface FindOptions {
  /** Letters match only in the same case ("Match case"). */
  caseSensitive?: boolean;
}

/** The matches found: where each starts, ascending. */
export interface Matches {
  starts: Uint32Array;
  /** Length of every match in the text. */
  length: number;
  /** True when the search stopped at its cap. */
  truncated: boolean;
}

export const NO_MATCHES: Matches = { starts: new Uint32Array(0), length: 0, truncated: false };

const escape = (query: string) => query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The matches of `query` in `text` from `from` to `to`, at most `max`. `lower` is `text.toLowerCase()` when the
 * caller keeps it (a whole result searched again and again); when lower-casing changes lengths (a few characters
 * such as 'İ' expand) offsets would not line up, and a case-insensitive RegExp is used instead.
 */
export function findMatches(
  text: string,
  query: string,
  options: FindOptions = {},
  from = 0,
  to = text.length,
  max = MAX_MATCHES,
  lower?: string,
): Matches {
  if (!query || from >= to) return NO_MATCHES;
  const found: number[] = [];
  let truncated = false;
  const push = (at: number): boolean => {
    if (found.length >= max) {
      truncated = true;
      return false;
    }
    found.push(at);
    return true;
  };
  const scan = (hay: string, q: string, base: number) => {
    for (let i = hay.indexOf(q, from - base); i !== -1 && i + q.length <= to - base; i = hay.indexOf(q, i + q.length)) if (!push(i + base)) break;
  };
  if (options.caseSensitive) scan(text, query, 0);
  else {
    const q = query.toLowerCase();
    const whole = lower !== undefined && lower.length === text.length;
    const part = whole ? null : text.slice(from, to).toLowerCase();
    if (q.length === query.length && (whole || part!.length === to - from)) {
      if (whole) scan(lower, q, 0);
      else scan(part!, q, from);
    } else {
      const re = new RegExp(escape(query), 'giu');
      re.lastIndex = from;
      for (let m = re.exec(text); m && m.index + m[0].length <= to; m = re.exec(text)) {
        if (!push(m.index)) break;
        if (m[0].length === 0) re.lastIndex++;
      }
    }
  }
  return { starts: Uint32Array.from(found), length: query.length, truncated };
}
