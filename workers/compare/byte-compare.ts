import { lineKeys, internLines, lineText, splitByteLines, type ByteLines, type Utf8Check } from './byte-lines';
import { comparePair, type PairVerdict } from './char-diff';
import { buildRows, DEFAULT_CAPS, lineKey, type DiffCaps } from './diff-texts';
import { lineDiffIds } from './line-diff';
import { BIG_STAGE, type CompareOptions } from './meta';
import type { ProgressFn } from '../shared/result';
import type { RowModel } from './types';

/** A text comparison computed from bytes: the rows, and the lines of each side (decoded one at a time). */
export interface ByteCompareResult extends RowModel {
  left: ByteLines;
  right: ByteLines;
}

/** Choices of diffByteTexts beyond the compare options. */
export interface ByteDiffSettings {
  caps?: DiffCaps;
  /** Checks a whole side at once (Node's native `isUtf8`) instead of the line-by-line check in JavaScript. */
  isUtf8?: Utf8Check;
  /**
   * False: changed lines are not paired for similarity and highlights; each pair is one removed | added row.
   * The rows' lines, their order and the difference count are the same either way, so a unified diff or a list
   * of changes needs no pairing. Default true.
   */
  pairLines?: boolean;
  /**
   * Hears the stage under way (BIG_STAGE: split, match, diff, rows) and, in the byte stages, the bytes of both
   * texts done so far of their sum.
   */
  onProgress?: ProgressFn;
}

const UNPAIRED: PairVerdict = { similar: false, left: [], right: [], capped: false };

/**
 * diffTexts for two texts given as UTF-8 bytes, never decoded whole: lines are split, keyed and interned on bytes
 * (byte-lines.ts), diffed as integer ids, and only the lines of changed rows that pair up are decoded (for their
 * similarity and highlights). The rows are identical to diffTexts' on the decoded texts.
 */
export function diffByteTexts(
  original: Uint8Array,
  modified: Uint8Array,
  options: CompareOptions,
  { caps = DEFAULT_CAPS, isUtf8, pairLines = true, onProgress }: ByteDiffSettings = {},
): ByteCompareResult {
  const started = performance.now();
  const total = original.length + modified.length;
  const report = onProgress ? (stage: number) => (done: number) => onProgress(done, total, stage) : undefined;
  const split = report?.(BIG_STAGE.split);
  split?.(0);
  // Plain Uint8Array views (a Node Buffer is a subclass): the byte loops then see one kind of array only.
  const left = splitByteLines(new Uint8Array(original.buffer, original.byteOffset, original.byteLength), split);
  const right = splitByteLines(new Uint8Array(modified.buffer, modified.byteOffset, modified.byteLength), split && ((n) => split(original.length + n)));
  const match = report?.(BIG_STAGE.match);
  match?.(0);
  const { aIds, bIds, inA } = internLines(
    lineKeys(left, options, isUtf8),
    left.count,
    lineKeys(right, options, isUtf8),
    right.count,
    // Lines interned, told as the bytes up to the end of the last one.
    match && ((side, i) => match(side === 0 ? left.ends[i - 1] : original.length + right.ends[i - 1])),
  );
  onProgress?.(0, 0, BIG_STAGE.diff);
  const diff = lineDiffIds(aIds, bIds, inA, { maxWork: caps.lineWork, deadline: performance.now() + caps.lineMs });
  onProgress?.(0, 0, BIG_STAGE.rows);
  const useKeys = options.ignoreWhitespace || options.ignoreCase;
  const rows = buildRows(left.count, right.count, diff, options, caps, (a, b, pair) => {
    if (!pairLines) return UNPAIRED;
    const textA = lineText(left, a);
    const textB = lineText(right, b);
    return comparePair(textA, textB, useKeys ? lineKey(textA, options) : textA, useKeys ? lineKey(textB, options) : textB, pair);
  });
  return { left, right, ...rows, engineMs: performance.now() - started };
}
