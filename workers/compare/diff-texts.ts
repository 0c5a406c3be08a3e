import { lineStartsOf } from '../shared/line-index';
import { comparePair, type PairOptions, type PairVerdict } from './char-diff';
import { lineDiff } from './line-diff';
import type { SequenceDiff } from './myers';
import type { CompareOptions } from './meta';
import { CELL } from './meta';
import type { CompareResult, RowModel } from './types';

/** Work caps; exported so tests can lower them. */
export interface DiffCaps {
  /** Milliseconds the line diff may take before unsolved regions become replaced blocks. */
  lineMs: number;
  /** Work units (diagonal and snake steps) the line diff may spend. */
  lineWork: number;
  /** Milliseconds the character diffs of paired lines may take before the rest use the prefix/suffix estimate. */
  charMs: number;
}

/**
 * Budgets chosen so that any two 5 MB inputs give a result within about 3 s (line diff ≤ 1 s plus its coarse
 * finish, character diffs ≤ 1 s, the rest linear). Measured in Node: the 1,000-edit and 10% bench pairs stay far
 * below them (exact results); two unrelated files need ~1 s of character diffs, so they may end approximate.
 */
export const DEFAULT_CAPS: DiffCaps = { lineMs: 1000, lineWork: 400_000_000, charMs: 1000 };

const WHITESPACE_RUN = /\s+/g;

/** The form a line is compared in: whitespace runs collapsed and trimmed, and/or lower-cased. */
export function lineKey(line: string, options: Pick<CompareOptions, 'ignoreWhitespace' | 'ignoreCase'>): string {
  let key = line;
  if (options.ignoreWhitespace) key = key.replace(WHITESPACE_RUN, ' ').trim();
  if (options.ignoreCase) key = key.toLowerCase();
  return key;
}

/**
 * CRLF and lone CR as LF. The check first: most inputs have no CR, and `includes` scans 5 MB in about a
 * millisecond where the regular expression takes tens of milliseconds to find nothing.
 */
export const toLf = (text: string): string => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

/** CRLF and lone CR read as LF; one final newline ends the last line rather than starting an empty one. */
export function toLines(text: string): string {
  const lf = toLf(text);
  return lf.length > 0 && lf.endsWith('\n') ? lf.slice(0, -1) : lf;
}

/**
 * Diffs two texts line by line (text rules: no normalisation beyond line endings) and builds the row arrays.
 *
 * Rows: lines pair in order; a common line is one unchanged row. Each hunk (the removed lines and the added
 * lines between two common lines) pairs its i-th removed line with its i-th added line: over 0.5 character
 * similarity makes one modified row with word (or, by option, character) highlights, otherwise one row with the left removed and the
 * right added. Unpaired removed lines get an empty right cell, unpaired added lines an empty left cell. Every
 * row that is not unchanged counts as one difference.
 */
export function diffTexts(
  original: string,
  modified: string,
  options: CompareOptions,
  caps: DiffCaps = DEFAULT_CAPS,
): CompareResult {
  const started = performance.now();
  const leftText = toLines(original);
  const rightText = toLines(modified);
  const aLines = leftText.split('\n');
  const bLines = rightText.split('\n');
  const useKeys = options.ignoreWhitespace || options.ignoreCase;
  const aKeys = useKeys ? aLines.map((l) => lineKey(l, options)) : aLines;
  const bKeys = useKeys ? bLines.map((l) => lineKey(l, options)) : bLines;
  const diff = lineDiff(aKeys, bKeys, { maxWork: caps.lineWork, deadline: performance.now() + caps.lineMs });
  const rows = buildRows(aLines.length, bLines.length, diff, options, caps, (a, b, pair) =>
    comparePair(aLines[a], bLines[b], aKeys[a], bKeys[b], pair),
  );
  return {
    left: { text: leftText, lineStarts: lineStartsOf(leftText) },
    right: { text: rightText, lineStarts: lineStartsOf(rightText) },
    ...rows,
    engineMs: performance.now() - started,
  };
}

/**
 * The rows of a line diff (see diffTexts): `pair(a, b, options)` compares line a of the original with line b of
 * the modified text (comparePair over their displayed texts and keys), so the caller decides how lines are read.
 * Lines marked in `solo` (per side, 1 = solo) are never paired in a change block: each is a row of its own against
 * an empty cell, in its place among the block's rows (the XML compare's lines of ignored content).
 */
export function buildRows(
  n: number,
  m: number,
  diff: SequenceDiff,
  options: CompareOptions,
  caps: DiffCaps,
  pair: (a: number, b: number, options: PairOptions) => PairVerdict,
  solo?: { left: Uint8Array; right: Uint8Array },
): RowModel {
  const started = performance.now();
  const { removed, added } = diff;
  let approximate = diff.approximate;

  const max = n + m;
  const leftType = new Uint8Array(max);
  const rightType = new Uint8Array(max);
  const leftLine = new Int32Array(max);
  const rightLine = new Int32Array(max);
  const hlOffsets = new Uint32Array(max * 2 + 1);
  let hl = new Uint32Array(1024);
  let hlLen = 0; // number of ranges
  let rows = 0;
  let differences = 0;
  const charDeadline = performance.now() + caps.charMs;
  let cheap = false;
  let pairs = 0;

  const pushRanges = (r: number[]) => {
    if ((hlLen + r.length / 2) * 2 > hl.length) {
      const grown = new Uint32Array(Math.max(hl.length * 2, (hlLen + r.length) * 2));
      grown.set(hl.subarray(0, hlLen * 2));
      hl = grown;
    }
    hl.set(r, hlLen * 2);
    hlLen += r.length / 2;
  };
  const row = (lt: number, li: number, rt: number, ri: number, left?: number[], right?: number[]) => {
    leftType[rows] = lt;
    leftLine[rows] = li;
    rightType[rows] = rt;
    rightLine[rows] = ri;
    hlOffsets[rows * 2] = hlLen;
    if (left) pushRanges(left);
    hlOffsets[rows * 2 + 1] = hlLen;
    if (right) pushRanges(right);
    hlOffsets[rows * 2 + 2] = hlLen;
    if (lt !== CELL.UNCHANGED || rt !== CELL.UNCHANGED) differences++;
    rows++;
  };

  const pairLines = (a: number, b: number) => {
    if (!cheap && (++pairs & 255) === 0 && performance.now() > charDeadline) cheap = true;
    const v = pair(a, b, {
      ignoreCase: options.ignoreCase,
      ignoreWhitespace: options.ignoreWhitespace,
      cheap,
      highlight: options.highlight ?? 'words',
    });
    if (v.capped) approximate = true;
    if (v.similar) row(CELL.MODIFIED, a, CELL.MODIFIED, b, v.left, v.right);
    else row(CELL.REMOVED, a, CELL.ADDED, b);
  };

  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && !removed[i] && !added[j]) {
      row(CELL.UNCHANGED, i++, CELL.UNCHANGED, j++);
      continue;
    }
    const i0 = i;
    const j0 = j;
    while (i < n && removed[i]) i++;
    while (j < m && added[j]) j++;
    if (i === i0 && j === j0) throw new Error('Inconsistent line diff'); // cannot happen: unmatched lines are flagged
    // The k-th line removed pairs with the k-th added (solo lines take rows of their own where they stand); the
    // rest are removed or added alone.
    let a = i0;
    let b = j0;
    while (a < i || b < j) {
      if (a < i && solo?.left[a]) row(CELL.REMOVED, a++, CELL.EMPTY, -1);
      else if (b < j && solo?.right[b]) row(CELL.EMPTY, -1, CELL.ADDED, b++);
      else if (a < i && b < j) pairLines(a++, b++);
      else if (a < i) row(CELL.REMOVED, a++, CELL.EMPTY, -1);
      else row(CELL.EMPTY, -1, CELL.ADDED, b++);
    }
  }

  return {
    rowCount: rows,
    leftType: leftType.slice(0, rows),
    rightType: rightType.slice(0, rows),
    leftLine: leftLine.slice(0, rows),
    rightLine: rightLine.slice(0, rows),
    hlOffsets: hlOffsets.slice(0, rows * 2 + 1),
    hlRanges: hl.slice(0, hlLen * 2),
    differences,
    approximate,
    engineMs: performance.now() - started,
  };
}
