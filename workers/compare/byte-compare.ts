import { lineKeys, internLines, lineText, splitByteLines, type ByteLines } from './byte-lines';
import { comparePair } from './char-diff';
import { buildRows, DEFAULT_CAPS, lineKey, type DiffCaps } from './diff-texts';
import { lineDiffIds } from './line-diff';
import type { CompareOptions } from './meta';
import type { RowModel } from './types';

/** A text comparison computed from bytes: the rows, and the lines of each side (decoded one at a time). */
export interface ByteCompareResult extends RowModel {
  left: ByteLines;
  right: ByteLines;
}

/**
 * diffTexts for two texts given as UTF-8 bytes, never decoded whole: lines are split, keyed and interned on bytes
 * (byte-lines.ts), diffed as integer ids, and only the lines of changed rows that pair up are decoded (for their
 * similarity and highlights). The rows are identical to diffTexts' on the decoded texts.
 */
export function diffByteTexts(
  original: Uint8Array,
  modified: Uint8Array,
  options: CompareOptions,
  caps: DiffCaps = DEFAULT_CAPS,
): ByteCompareResult {
  const started = performance.now();
  const left = splitByteLines(original);
  const right = splitByteLines(modified);
  const { aIds, bIds, inA } = internLines(lineKeys(left, options), left.count, lineKeys(right, options), right.count);
  const diff = lineDiffIds(aIds, bIds, inA, { maxWork: caps.lineWork, deadline: performance.now() + caps.lineMs });
  const useKeys = options.ignoreWhitespace || options.ignoreCase;
  const rows = buildRows(left.count, right.count, diff, options, caps, (a, b, pair) => {
    const textA = lineText(left, a);
    const textB = lineText(right, b);
    return comparePair(textA, textB, useKeys ? lineKey(textA, options) : textA, useKeys ? lineKey(textB, options) : textB, pair);
  });
  return { left, right, ...rows, engineMs: performance.now() - started };
}
