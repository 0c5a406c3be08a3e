/**
 * The collapsible view over a line index (see workers/shared/line-index.ts): which lines are visible given the
 * collapsed ones, and search in the text. Pure and DOM-free so it is tested in Node on 400,000-line inputs.
 *
 * Collapsed state is one byte per line (`Uint8Array`, 1 = collapsed) rather than a Set: "collapse all" on a
 * 400,000-line result would otherwise allocate hundreds of thousands of entries.
 */

/** True when line `i` has children (its subtree reaches past the next line). */
export const isExpandable = (subtreeEnd: Uint32Array, i: number): boolean => subtreeEnd[i] > i + 1;

/**
 * The lines shown, in order: every line except those inside a collapsed line's subtree. O(visible lines):
 * a collapsed subtree is skipped in one step, so collapsing a node with 100,000 descendants makes the
 * recomputation cheaper, not dearer.
 */
export function visibleLines(subtreeEnd: Uint32Array, collapsed: Uint8Array): Uint32Array {
  const n = subtreeEnd.length;
  const out = new Uint32Array(n);
  let count = 0;
  let i = 0;
  while (i < n) {
    out[count++] = i;
    i = collapsed[i] && subtreeEnd[i] > i + 1 ? subtreeEnd[i] : i + 1;
  }
  // slice, not subarray: the spare capacity would otherwise stay alive with the result.
  return count === n ? out : out.slice(0, count);
}

/** Marks every expandable line collapsed ("Collapse all"). */
export function collapseAll(subtreeEnd: Uint32Array): Uint8Array {
  const n = subtreeEnd.length;
  const collapsed = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (subtreeEnd[i] > i + 1) collapsed[i] = 1;
  return collapsed;
}

/**
 * Expands every collapsed ancestor of `line` so it becomes visible. Walks down from the top level: a sibling
 * whose subtree ends before `line` is skipped whole, so this costs O(depth + siblings on the path).
 * Returns true when anything changed (the caller then recomputes the visible lines).
 */
export function revealLine(subtreeEnd: Uint32Array, collapsed: Uint8Array, line: number): boolean {
  let changed = false;
  let i = 0;
  while (i < line) {
    if (subtreeEnd[i] > line) {
      if (collapsed[i]) {
        collapsed[i] = 0;
        changed = true;
      }
      i++;
    } else {
      i = subtreeEnd[i];
    }
  }
  return changed;
}

/** Index of the largest element ≤ `value` in an ascending array (−1 when none). */
export function floorIndex(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= value) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** Index of the first element ≥ `value` in an ascending array (`length` when none). */
export function lowerBound(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The line containing text offset `offset`. */
export const lineOfOffset = (lineStarts: Uint32Array, offset: number): number => Math.max(0, floorIndex(lineStarts, offset));

/** Upper bound on matches kept by `findAll`; the count shows "N+" beyond it. */
export const MAX_MATCHES = 100_000;

export interface Matches {
  /** Offsets in the text where a match starts, ascending. */
  starts: Uint32Array;
  /** Length of every match in the text. */
  length: number;
  /** True when the search stopped at MAX_MATCHES. */
  truncated: boolean;
}

const NO_MATCHES: Matches = { starts: new Uint32Array(0), length: 0, truncated: false };

/**
 * Case-insensitive, non-overlapping search of `query` in `text`. `lowerText` is `text.toLowerCase()` computed once
 * per text by the caller; when lower-casing changed the length (a few characters such as 'İ' expand) offsets
 * would not line up, so a case-insensitive RegExp is used instead.
 */
export function findAll(text: string, lowerText: string, query: string, max = MAX_MATCHES): Matches {
  if (!query) return NO_MATCHES;
  const found: number[] = [];
  let truncated = false;
  const q = query.toLowerCase();
  if (lowerText.length === text.length && q.length === query.length) {
    for (let i = lowerText.indexOf(q); i !== -1; i = lowerText.indexOf(q, i + q.length)) {
      if (found.length >= max) {
        truncated = true;
        break;
      }
      found.push(i);
    }
  } else {
    const re = new RegExp(query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (found.length >= max) {
        truncated = true;
        break;
      }
      found.push(m.index);
    }
  }
  return { starts: Uint32Array.from(found), length: query.length, truncated };
}
