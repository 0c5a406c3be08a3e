import { CELL, CELL_NAMES, type CellTypeName, type CompareResult, type CompareSide, type RowModel } from './types';

/** One cell of a diff row, built on demand for the rows on screen (the product's "diff line row"). */
export interface DiffLine {
  /** 1-based line number in that side's normalised text; null for an empty cell. */
  lineNumber: number | null;
  /**
   * The displayed line text: the line of the normalised text (after the type's formatting), shown as is —
   * ignore-whitespace and ignore-case only change how lines are compared, never what is displayed.
   */
  content: string;
  /**
   * The same line before the whitespace/case comparison normalisation; since the display keeps the original
   * text, this is always equal to `content` ('' for an empty cell). Kept for the product's row shape.
   */
  rawContent: string;
  type: CellTypeName;
  /** [start, end) columns (UTF-16 units, end exclusive) of the changed characters in a modified cell. */
  highlights: [number, number][];
}

function lineText(side: CompareSide, i: number): string {
  const { text, lineStarts } = side;
  const end = i + 1 < lineStarts.length ? lineStarts[i + 1] - 1 : text.length;
  return text.slice(lineStarts[i], end);
}

/** The text of line `line` of side `side` (0 original, 1 modified), shown in `row`. */
export type LineTextOf = (row: number, side: 0 | 1, line: number) => string;

function cell(result: RowModel, row: number, s: 0 | 1, text: LineTextOf): DiffLine {
  const line = s === 0 ? result.leftLine[row] : result.rightLine[row];
  const type = CELL_NAMES[s === 0 ? result.leftType[row] : result.rightType[row]];
  const content = line < 0 ? '' : text(row, s, line);
  const highlights: [number, number][] = [];
  for (let k = result.hlOffsets[2 * row + s]; k < result.hlOffsets[2 * row + s + 1]; k++) {
    highlights.push([result.hlRanges[2 * k], result.hlRanges[2 * k + 1]]);
  }
  return { lineNumber: line < 0 ? null : line + 1, content, rawContent: content, type, highlights };
}

/** Row `i` of a result as two cells. */
export function rowAt(result: CompareResult, i: number): { left: DiffLine; right: DiffLine } {
  const text: LineTextOf = (_row, s, line) => lineText(s === 0 ? result.left : result.right, line);
  return { left: cell(result, i, 0, text), right: cell(result, i, 1, text) };
}

/** Row `i` of a row model whose line texts come from `text` (a big compare's rows, fetched for the rows in view). */
export function rowOfModel(result: RowModel, i: number, text: LineTextOf): { left: DiffLine; right: DiffLine } {
  return { left: cell(result, i, 0, text), right: cell(result, i, 1, text) };
}

/** Indexes of the first row of each run of changed rows, in order (for next/previous difference). */
export function changeRowIndexes(result: Pick<CompareResult, 'rowCount' | 'leftType' | 'rightType'>): Uint32Array {
  const { rowCount, leftType, rightType } = result;
  let count = 0;
  let prevChanged = false;
  for (let r = 0; r < rowCount; r++) {
    const changed = leftType[r] !== CELL.UNCHANGED || rightType[r] !== CELL.UNCHANGED;
    if (changed && !prevChanged) count++;
    prevChanged = changed;
  }
  const out = new Uint32Array(count);
  let k = 0;
  prevChanged = false;
  for (let r = 0; r < rowCount; r++) {
    const changed = leftType[r] !== CELL.UNCHANGED || rightType[r] !== CELL.UNCHANGED;
    if (changed && !prevChanged) out[k++] = r;
    prevChanged = changed;
  }
  return out;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The one count a result is summed up by, on screen, in the PDF and on the command line, in the words decided for
 * it: "Found 30 differences in 27 blocks" (a difference is a row that is not unchanged; a block is a run of such
 * rows), "Found 1 difference" (one row is one block), "Found no differences" when there are none.
 */
export function countText(differences: number, blocks: number): string {
  if (differences === 0) return 'Found no differences';
  if (differences === 1) return 'Found 1 difference';
  return `Found ${plural(differences, 'difference')} in ${plural(blocks, 'block')}`;
}

/**
 * The rows "Only changes" shows: 1 for a changed row and for an unchanged row within `context` rows of a change
 * (two sweeps, linear). The screen's list and the PDF fold the other runs (a run of one row is shown as is).
 */
export function visibleRows(r: Pick<CompareResult, 'rowCount' | 'leftType' | 'rightType'>, context: number): Uint8Array {
  const n = r.rowCount;
  const visible = new Uint8Array(n);
  const changed = (i: number) => r.leftType[i] !== CELL.UNCHANGED || r.rightType[i] !== CELL.UNCHANGED;
  let last = -Infinity;
  for (let i = 0; i < n; i++) {
    if (changed(i)) last = i;
    if (i - last <= context) visible[i] = 1;
  }
  last = Infinity;
  for (let i = n - 1; i >= 0; i--) {
    if (changed(i)) last = i;
    if (last - i <= context) visible[i] = 1;
  }
  return visible;
}
