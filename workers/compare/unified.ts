import { lineAt } from '../shared/meta';
import type { ByteCompareResult } from './byte-compare';
import { lineText, type ByteLines } from './byte-lines';
import { CELL } from './meta';
import type { CompareResult, RowModel } from './types';

export interface UnifiedOptions {
  /** The names on the `---` and `+++` lines. */
  labels?: [string, string];
  /** Unchanged lines shown around each change (GNU diff's default: 3). */
  context?: number;
}

/**
 * A compare result as a unified diff (`diff -u` layout, without timestamps), yielded one hunk at a time so that a
 * large diff is never one string. The lines are the compared (normalised) texts; a modified row is one removed and
 * one added line, and within a change block the removed lines come first, as in GNU diff. Yields nothing when the
 * inputs do not differ.
 */
export function* unifiedDiff(result: CompareResult, options: UnifiedOptions = {}): Generator<string> {
  const { left, right } = result;
  yield* unifiedLines(
    result,
    { empty: left.text === '', text: (i) => lineAt(left.text, left.lineStarts, i) },
    { empty: right.text === '', text: (i) => lineAt(right.text, right.lineStarts, i) },
    options,
  );
}

/** unifiedDiff of a comparison made from bytes (byte-compare.ts); only the printed lines are decoded. */
export function* unifiedDiffOfBytes(result: ByteCompareResult, options: UnifiedOptions = {}): Generator<string> {
  const side = (lines: ByteLines) => ({
    empty: lines.count === 1 && lines.ends[0] === lines.starts[0],
    text: (i: number) => lineText(lines, i),
  });
  yield* unifiedLines(result, side(result.left), side(result.right), options);
}

/** One side for unifiedLines: whether its text is empty, and its line i. */
interface UnifiedSide {
  empty: boolean;
  text(i: number): string;
}

function* unifiedLines(result: RowModel, left: UnifiedSide, right: UnifiedSide, options: UnifiedOptions): Generator<string> {
  const { leftType, rightType, rowCount } = result;
  // An empty text is one empty line to the line diff; here it has no lines at all (as `diff -u` shows it).
  const leftLine = left.empty ? result.leftLine.map(() => -1) : result.leftLine;
  const rightLine = right.empty ? result.rightLine.map(() => -1) : result.rightLine;
  const context = Math.max(0, options.context ?? 3);
  const [labelA, labelB] = options.labels ?? ['original', 'modified'];
  if (left.empty && right.empty) return;
  const oneSideEmpty = left.empty || right.empty;
  const changed = (r: number) => oneSideEmpty || leftType[r] !== CELL.UNCHANGED || rightType[r] !== CELL.UNCHANGED;
  // The 0-based line of each side at the start of row r: counted as rows go by.
  let aAt = 0;
  let bAt = 0;
  let r = 0;
  let headerDone = false;
  const leftText = (i: number) => left.text(i);
  const rightText = (i: number) => right.text(i);
  while (r < rowCount) {
    if (!changed(r)) {
      aAt++;
      bAt++;
      r++;
      continue;
    }
    // A hunk: from `context` unchanged rows before the change to `context` after the last change whose gap to the
    // next change is at most 2 × context unchanged rows (then the two share a hunk).
    const lead = Math.min(context, aAt, bAt, r);
    const start = r - lead;
    let end: number; // exclusive: rows of the hunk's changes and the unchanged rows between them
    let k = r;
    for (;;) {
      while (k < rowCount && changed(k)) k++;
      end = k;
      let gap = 0;
      while (k < rowCount && !changed(k) && gap <= 2 * context) {
        k++;
        gap++;
      }
      if (k < rowCount && changed(k) && gap <= 2 * context) continue;
      break;
    }
    const tail = Math.min(context, rowCount - end);
    let hunk = '';
    let aCount = 0;
    let bCount = 0;
    const aStart = aAt - lead;
    const bStart = bAt - lead;
    for (let i = start; i < r; i++) hunk += ` ${leftText(leftLine[i])}\n`;
    aCount += lead;
    bCount += lead;
    let i = r;
    while (i < end + tail) {
      if (!changed(i)) {
        hunk += ` ${leftText(leftLine[i])}\n`;
        aCount++;
        bCount++;
        i++;
        continue;
      }
      let j = i;
      while (j < end && changed(j)) j++;
      for (let x = i; x < j; x++) {
        if (leftLine[x] >= 0) {
          hunk += `-${leftText(leftLine[x])}\n`;
          aCount++;
        }
      }
      for (let x = i; x < j; x++) {
        if (rightLine[x] >= 0) {
          hunk += `+${rightText(rightLine[x])}\n`;
          bCount++;
        }
      }
      i = j;
    }
    if (!headerDone) {
      yield `--- ${labelA}\n+++ ${labelB}\n`;
      headerDone = true;
    }
    yield `@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@\n${hunk}`;
    // Advance the line counters over the hunk's rows.
    for (let x = r; x < end + tail; x++) {
      if (leftLine[x] >= 0) aAt++;
      if (rightLine[x] >= 0) bAt++;
    }
    r = end + tail;
  }
}

/** GNU diff's range: `start,count` (1-based); a single line is just its number; an empty range names the line before. */
function range(start0: number, count: number): string {
  if (count === 0) return `${start0},0`;
  if (count === 1) return String(start0 + 1);
  return `${start0 + 1},${count}`;
}
