/**
 * The one fold model of the result views, for rows in memory and rows produced on demand alike: the view holds
 * only the collapsed nodes (a sorted list) and maps rows of the list to lines of the document through them, so it
 * never needs a row per line. Pure and DOM-free, so it is tested in Node.
 *
 * A collapsed node keeps its first line and the line after it (`close`: a closing bracket, or the next line of an
 * indented outline) shown and hides the lines between; a node collapsed inside another stays collapsed when the
 * outer one is expanded. The list is two parallel typed arrays: "Collapse all" on a 10 MB JSON output holds
 * 130,000 nodes, which as objects would cost the page tens of milliseconds to build and collect.
 */

/** Collapsed nodes by the line that opens them: `open[k]` hides the lines between it and `close[k]`. */
export interface Folds {
  readonly open: Uint32Array;
  readonly close: Uint32Array;
}

export const NO_FOLDS: Folds = { open: new Uint32Array(0), close: new Uint32Array(0) };

/** The rows of the view given the collapsed nodes: built once per change, then each lookup is a binary search. */
export interface FoldMap {
  folds: Folds;
  /** The outermost collapsed nodes (those not hidden inside another), by first line. */
  topOpen: Float64Array;
  topClose: Float64Array;
  /** Hidden lines of the tops before k (one more entry than tops). */
  hiddenBefore: Float64Array;
  lineCount: number;
  /** Rows shown: the lines not hidden. */
  rowCount: number;
}

/** Index of the first fold opening at or after `line`. */
function lowerBound(open: Uint32Array | Float64Array, line: number, length = open.length): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (open[mid] < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The view of `lineCount` lines with `folds` collapsed. */
export function foldMap(folds: Folds, lineCount: number): FoldMap {
  const n = folds.open.length;
  const topOpen = new Float64Array(n);
  const topClose = new Float64Array(n);
  let tops = 0;
  for (let k = 0; k < n; k++) {
    if (tops > 0 && folds.open[k] < topClose[tops - 1]) continue;
    topOpen[tops] = folds.open[k];
    topClose[tops++] = folds.close[k];
  }
  const hiddenBefore = new Float64Array(tops + 1);
  for (let k = 0; k < tops; k++) hiddenBefore[k + 1] = hiddenBefore[k] + topClose[k] - topOpen[k] - 1;
  return {
    folds,
    topOpen: topOpen.subarray(0, tops),
    topClose: topClose.subarray(0, tops),
    hiddenBefore,
    lineCount,
    rowCount: lineCount - hiddenBefore[tops],
  };
}

/** The line shown in row `row`. */
export function rowToLine(map: FoldMap, row: number): number {
  const { topOpen, hiddenBefore } = map;
  // Nothing collapsed (the usual case, asked for every row drawn): row i is line i.
  if (topOpen.length === 0) return row;
  // The last outermost node whose first line's row is before `row`: its hidden lines and those before it come first.
  let lo = 0;
  let hi = topOpen.length - 1;
  let k = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (topOpen[mid] - hiddenBefore[mid] < row) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return row + hiddenBefore[k + 1];
}

/** The index of the last outermost node opening before `line` (−1: none). */
const topBefore = (map: FoldMap, line: number): number => lowerBound(map.topOpen, line) - 1;

/** True when `line` is inside a collapsed node (not shown). */
export function isHidden(map: FoldMap, line: number): boolean {
  const k = topBefore(map, line);
  return k >= 0 && line < map.topClose[k];
}

/** The row showing `line`; a hidden line gives the row of the collapsed node hiding it. */
export function lineToRow(map: FoldMap, line: number): number {
  const k = topBefore(map, line);
  if (k < 0) return line;
  if (line < map.topClose[k]) return map.topOpen[k] - map.hiddenBefore[k];
  return line - map.hiddenBefore[k + 1];
}

/** The line closing the collapsed node that opens at `line`, or −1 when none does. */
export function foldAt(folds: Folds, line: number): number {
  if (folds.open.length === 0) return -1;
  const k = lowerBound(folds.open, line);
  return k < folds.open.length && folds.open[k] === line ? folds.close[k] : -1;
}

/** Lines a node hides while collapsed (its "… N lines"). */
export const hiddenLines = (open: number, close: number): number => close - open - 1;

/** `folds` with the entries [at, at + remove) replaced by `add` (open, close pairs). */
function splice(folds: Folds, at: number, remove: number, add: readonly number[] = []): Folds {
  const n = folds.open.length - remove + add.length / 2;
  const open = new Uint32Array(n);
  const close = new Uint32Array(n);
  open.set(folds.open.subarray(0, at));
  close.set(folds.close.subarray(0, at));
  for (let i = 0; i < add.length; i += 2) {
    open[at + i / 2] = add[i];
    close[at + i / 2] = add[i + 1];
  }
  open.set(folds.open.subarray(at + remove), at + add.length / 2);
  close.set(folds.close.subarray(at + remove), at + add.length / 2);
  return { open, close };
}

/** The folds with the node open…close collapsed too (unchanged when it already is, or hides nothing). */
export function collapse(folds: Folds, open: number, close: number): Folds {
  const at = lowerBound(folds.open, open);
  if (close - open < 2 || folds.open[at] === open) return folds;
  return splice(folds, at, 0, [open, close]);
}

/** The folds without the node opening at `open` (nodes collapsed inside it stay collapsed). */
export function expand(folds: Folds, open: number): Folds {
  const at = lowerBound(folds.open, open);
  return folds.open[at] === open && at < folds.open.length ? splice(folds, at, 1) : folds;
}

/** The folds without every node hiding `line` (unchanged when it is shown already), so `line` is shown. */
export function reveal(folds: Folds, line: number): Folds {
  const end = lowerBound(folds.open, line);
  let hiding = 0;
  for (let k = 0; k < end; k++) if (line < folds.close[k]) hiding++;
  if (hiding === 0) return folds;
  const n = folds.open.length - hiding;
  const open = new Uint32Array(n);
  const close = new Uint32Array(n);
  let j = 0;
  for (let k = 0; k < folds.open.length; k++) {
    if (k < end && line < folds.close[k]) continue;
    open[j] = folds.open[k];
    close[j++] = folds.close[k];
  }
  return { open, close };
}

/**
 * Every node of a document whose nodes are all known (a line index's `subtreeEnd`: the first line after each line's
 * subtree), collapsed: "Collapse all".
 */
export function allFolds(subtreeEnd: Uint32Array): Folds {
  const n = subtreeEnd.length;
  let count = 0;
  for (let i = 0; i < n; i++) if (subtreeEnd[i] > i + 1) count++;
  const open = new Uint32Array(count);
  const close = new Uint32Array(count);
  let j = 0;
  for (let i = 0; i < n; i++) {
    if (subtreeEnd[i] <= i + 1) continue;
    open[j] = i;
    close[j++] = subtreeEnd[i];
  }
  return { open, close };
}
