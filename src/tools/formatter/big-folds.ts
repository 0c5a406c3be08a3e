/**
 * Collapsed nodes in the big-file view, where the document's lines are produced on demand and never all known: the
 * view holds only the nodes the user collapsed (a sorted list) and maps rows of the list to lines of the document
 * through them. Pure and DOM-free, so it is tested in Node.
 *
 * As in the small view (tree-model.ts), a collapsed node keeps its first and last line visible and hides the lines
 * between them, and a node collapsed inside another stays collapsed when the outer one is expanded.
 */

/** One collapsed node: the line that opens it and the line that closes it; the lines between are hidden. */
export interface Fold {
  open: number;
  close: number;
}

/** The rows of the view given the collapsed nodes: built once per change, then each lookup is a binary search. */
export interface FoldMap {
  /** Every collapsed node by its first line, nested ones included. */
  folds: readonly Fold[];
  /** The outermost collapsed nodes (those not hidden inside another), by first line. */
  tops: readonly Fold[];
  /** Hidden lines of tops[0 … k − 1] (one more entry than tops). */
  hiddenBefore: Float64Array;
  lineCount: number;
  /** Rows shown: the lines not hidden. */
  rowCount: number;
}

/** Lines hidden by collapsing a node (the "… N lines" marker). */
export const hiddenLines = (fold: Fold): number => fold.close - fold.open - 1;

/** The view of `lineCount` lines with `folds` (sorted by first line, as the functions below keep them) collapsed. */
export function foldMap(folds: readonly Fold[], lineCount: number): FoldMap {
  const tops: Fold[] = [];
  for (const f of folds) {
    const last = tops[tops.length - 1];
    if (!last || f.open >= last.close) tops.push(f);
  }
  const hiddenBefore = new Float64Array(tops.length + 1);
  tops.forEach((f, k) => {
    hiddenBefore[k + 1] = hiddenBefore[k] + hiddenLines(f);
  });
  return { folds, tops, hiddenBefore, lineCount, rowCount: lineCount - hiddenBefore[tops.length] };
}

/** The line shown in row `row`. */
export function rowToLine(map: FoldMap, row: number): number {
  const { tops, hiddenBefore } = map;
  // The last outermost node whose first line's row is before `row`: its hidden lines and those before it come first.
  let lo = 0;
  let hi = tops.length - 1;
  let k = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (tops[mid].open - hiddenBefore[mid] < row) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return row + hiddenBefore[k + 1];
}

/** The index of the last outermost node opening before `line` (−1: none). */
function topBefore(map: FoldMap, line: number): number {
  const { tops } = map;
  let lo = 0;
  let hi = tops.length - 1;
  let k = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (tops[mid].open < line) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return k;
}

/** True when `line` is inside a collapsed node (not shown). */
export function isHidden(map: FoldMap, line: number): boolean {
  const k = topBefore(map, line);
  return k >= 0 && line < map.tops[k].close;
}

/** The row showing `line`; a hidden line gives the row of the collapsed node hiding it. */
export function lineToRow(map: FoldMap, line: number): number {
  const k = topBefore(map, line);
  if (k < 0) return line;
  const top = map.tops[k];
  if (line < top.close) return top.open - map.hiddenBefore[k];
  return line - map.hiddenBefore[k + 1];
}

/** Index of the first fold opening at or after `line`. */
function lowerBound(folds: readonly Fold[], line: number): number {
  let lo = 0;
  let hi = folds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (folds[mid].open < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The collapsed node opening at `line`, if any. */
export function foldAt(folds: readonly Fold[], line: number): Fold | undefined {
  const f = folds[lowerBound(folds, line)];
  return f && f.open === line ? f : undefined;
}

/** The folds with the node open…close collapsed too (unchanged when it already is, or hides nothing). */
export function collapse(folds: readonly Fold[], open: number, close: number): readonly Fold[] {
  const at = lowerBound(folds, open);
  if (close - open < 2 || folds[at]?.open === open) return folds;
  return [...folds.slice(0, at), { open, close }, ...folds.slice(at)];
}

/** The folds without the node opening at `open` (nodes collapsed inside it stay collapsed). */
export function expand(folds: readonly Fold[], open: number): readonly Fold[] {
  const at = lowerBound(folds, open);
  if (folds[at]?.open !== open) return folds;
  return [...folds.slice(0, at), ...folds.slice(at + 1)];
}

/** The folds without every node hiding `line` (unchanged when it is shown already), so `line` is shown. */
export function reveal(folds: readonly Fold[], line: number): readonly Fold[] {
  const end = lowerBound(folds, line);
  let kept: Fold[] | null = null;
  for (let k = 0; k < end; k++) {
    const f = folds[k];
    if (line < f.close) {
      kept ??= folds.slice(0, k);
    } else if (kept) kept.push(f);
  }
  if (!kept) return folds;
  return [...kept, ...folds.slice(end)];
}

/**
 * True when a row may open a node, judged from its text alone (the worker's foldEnd then says where it ends, or
 * that it opens none): in JSON a line ending in `{` or `[`; in XML a line holding just a start tag. A row cut for
 * length may open one whatever its visible text.
 */
export function mayOpenNode(languageId: string, text: string, cut: boolean): boolean {
  if (cut) return true;
  const t = text.trim();
  if (languageId === 'xml') {
    return t.startsWith('<') && t.endsWith('>') && !t.endsWith('/>') && !/^<[/?!]/.test(t) && !t.includes('</');
  }
  return t.endsWith('{') || t.endsWith('[');
}
