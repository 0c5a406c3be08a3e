import { visibleRows } from '@workers/compare/meta';

/** The per-row cell types the display model needs (a subset of the compare worker's CompareResult). */
export interface RowTypes {
  rowCount: number;
  leftType: Uint8Array;
  rightType: Uint8Array;
}

/** Unchanged lines shown around each change in "only changes" mode. */
export const CONTEXT_LINES = 3;

/**
 * What the virtualised list shows, as typed arrays so 100,000-row diffs cost a few milliseconds.
 * `items[d]` is the result row shown at display index d, or `-(k + 1)` for the k-th collapsed run, which
 * covers result rows `[runStart[k], runEnd[k])`. `rowToDisplay[r]` is the display index of row r, -1 if hidden.
 */
export interface DiffDisplay {
  items: Int32Array;
  runStart: Uint32Array;
  runEnd: Uint32Array;
  rowToDisplay: Int32Array;
}

/** A row is a change when either side is not unchanged (cell type 0). */
export const isChangedRow = (r: RowTypes, i: number): boolean => r.leftType[i] !== 0 || r.rightType[i] !== 0;

/**
 * Builds the display list. In "all" mode every row is shown; in "changes" mode only changed rows and
 * `context` unchanged rows on either side, each longer unchanged run folded into one collapsed item unless
 * its first row is in `expanded`. A hidden run of a single line is shown as is: a one-line placeholder
 * would hide nothing.
 */
export function buildDisplay(
  rows: RowTypes,
  mode: 'all' | 'changes',
  expanded: ReadonlySet<number> = new Set(),
  context = CONTEXT_LINES,
): DiffDisplay {
  const n = rows.rowCount;
  const rowToDisplay = new Int32Array(n);
  if (mode === 'all') {
    const items = new Int32Array(n);
    for (let i = 0; i < n; i++) items[i] = rowToDisplay[i] = i;
    return { items, runStart: new Uint32Array(0), runEnd: new Uint32Array(0), rowToDisplay };
  }
  const visible = visibleRows(rows, context);
  const items: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  while (i < n) {
    if (visible[i]) {
      rowToDisplay[i] = items.length;
      items.push(i);
      i++;
      continue;
    }
    let end = i;
    while (end < n && !visible[end]) end++;
    if (end - i < 2 || expanded.has(i)) {
      for (let r = i; r < end; r++) {
        rowToDisplay[r] = items.length;
        items.push(r);
      }
    } else {
      for (let r = i; r < end; r++) rowToDisplay[r] = -1;
      items.push(-(starts.length + 1));
      starts.push(i);
      ends.push(end);
    }
    i = end;
  }
  return {
    items: Int32Array.from(items),
    runStart: Uint32Array.from(starts),
    runEnd: Uint32Array.from(ends),
    rowToDisplay,
  };
}

/** The end (exclusive) of the change block starting at `start`: the first unchanged row after it. */
export function blockEnd(rows: RowTypes, start: number): number {
  let end = start;
  while (end < rows.rowCount && isChangedRow(rows, end)) end++;
  return Math.max(end, start + 1);
}

/** Splits `text` into plain and highlighted segments by sorted, non-overlapping [start, end) ranges. */
export function splitHighlights(text: string, ranges: readonly (readonly [number, number])[]): { text: string; hl: boolean }[] {
  const out: { text: string; hl: boolean }[] = [];
  let pos = 0;
  for (const [s0, e0] of ranges) {
    const s = Math.max(pos, Math.min(s0, text.length));
    const e = Math.max(s, Math.min(e0, text.length));
    if (s > pos) out.push({ text: text.slice(pos, s), hl: false });
    if (e > s) out.push({ text: text.slice(s, e), hl: true });
    pos = e;
  }
  if (pos < text.length || out.length === 0) out.push({ text: text.slice(pos), hl: false });
  return out;
}

/** The longest line of a text given its line starts (capped), to size the horizontally scrolling columns. */
export function longestLine(text: string, lineStarts: Uint32Array, cap: number): number {
  let max = 0;
  for (let i = 0; i < lineStarts.length; i++) {
    const end = i + 1 < lineStarts.length ? lineStarts[i + 1] - 1 : text.length;
    const len = end - lineStarts[i];
    if (len > max) max = len;
    if (max >= cap) return cap;
  }
  return max;
}

/**
 * The one-column ("unified") list over a display (null: every row): an unchanged row is one line, a changed row
 * one line per non-empty side, the original's first. `items[d]` is `row * 2 + side` (side 0: the original's cell,
 * or the row when unchanged; 1: the modified cell) or, as in DiffDisplay, `-(k + 1)` for collapsed run k;
 * `rowToDisplay[r]` is the first line of row r, -1 when hidden.
 */
export function buildUnified(rows: RowTypes, display: DiffDisplay | null): DiffDisplay {
  const n = display ? display.items.length : rows.rowCount;
  const items = new Int32Array(2 * n);
  const rowToDisplay = new Int32Array(rows.rowCount).fill(-1);
  let d = 0;
  for (let k = 0; k < n; k++) {
    const item = display ? display.items[k] : k;
    if (item < 0) {
      items[d++] = item;
      continue;
    }
    rowToDisplay[item] = d;
    const lt = rows.leftType[item];
    const rt = rows.rightType[item];
    if (lt === 0 && rt === 0) {
      items[d++] = item * 2;
      continue;
    }
    if (lt !== 4) items[d++] = item * 2;
    if (rt !== 4) items[d++] = item * 2 + 1;
  }
  return {
    items: items.slice(0, d),
    runStart: display ? display.runStart : new Uint32Array(0),
    runEnd: display ? display.runEnd : new Uint32Array(0),
    rowToDisplay,
  };
}

/** The result row behind list index `index` (a collapsed run: its first row). */
export function rowOfIndex(display: DiffDisplay | null, unified: boolean, index: number): number {
  if (!display) return index;
  const item = display.items[Math.max(0, Math.min(index, display.items.length - 1))] ?? 0;
  if (item < 0) return display.runStart[-item - 1];
  return unified ? item >> 1 : item;
}

/** The list index showing result row `row`, or the collapsed run hiding it. */
export function indexOfRow(display: DiffDisplay | null, row: number): number {
  if (!display) return row;
  if (display.rowToDisplay[row] >= 0) return display.rowToDisplay[row];
  for (let r = row + 1; r < display.rowToDisplay.length; r++) {
    if (display.rowToDisplay[r] >= 0) return display.rowToDisplay[r] - 1; // the run sits just before it
  }
  return display.items.length - 1;
}
