import type { ProgressFn } from '../shared/result';
import { diffByteTexts, type ByteCompareResult } from './byte-compare';
import { lineText } from './byte-lines';
import { BIG_STAGE, changeRowIndexes, type CompareOptions } from './meta';
import { hasUtf8Bom } from '../shared/utf8';
import { copiedRowArrays, type RowModel } from './types';

/**
 * Text compare of two large files from their bytes: each file is read in chunks (Blob.slice) into one byte buffer
 * of its size (never decoded into one string), the byte engine (byte-compare.ts) diffs them, and the page gets the
 * row model as typed arrays plus the texts of the rows it shows, on demand (getRows in api.ts, which keeps the result).
 */

/** Bytes read per chunk. */
export const READ_CHUNK = 8 * 1024 * 1024;

/** Anything Blob.slice can read (a File on the page, a Blob in tests). */
export interface ByteSource {
  readonly size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * Reads a source into one buffer of its size, chunk by chunk; `onChunk` gets the bytes read so far after each
 * chunk. The chunk size is a parameter so that tests can put chunk boundaries everywhere.
 */
export async function readChunked(source: ByteSource, chunk = READ_CHUNK, onChunk?: (read: number) => void): Promise<Uint8Array> {
  const out = new Uint8Array(source.size);
  let at = 0;
  while (at < source.size) {
    const end = Math.min(source.size, at + chunk);
    const part = new Uint8Array(await source.slice(at, end).arrayBuffer());
    out.set(part, at);
    at += part.length;
    if (part.length === 0) break;
    onChunk?.(at);
  }
  return at === source.size ? out : out.subarray(0, at);
}

/**
 * A file's bytes as the page reads a small file (File.text()): without a byte order mark, so that the first line is
 * the same on both paths. The page hands an editor's text over as a Blob whose File.text() is that text.
 */
const withoutBom = (bytes: Uint8Array) => (hasUtf8Bom(bytes) ? bytes.subarray(3) : bytes);

/** The page's view of a big compare: the row model (typed arrays only) and its view indexes. */
export interface BigCompareView extends RowModel {
  /** First row of every change block, ascending. */
  changeStarts: Uint32Array;
  /** Length of the longest line of either side in bytes (an upper bound of its UTF-16 length). */
  longestLine: number;
  /** Line counts of the two sides. */
  lines: [number, number];
}

/** The row texts getRows returns: per row, the left and the right line's text (null for an empty cell). */
export interface RowTexts {
  left: (string | null)[];
  right: (string | null)[];
}

function longestOf(starts: Uint32Array, ends: Uint32Array): number {
  let max = 0;
  for (let i = 0; i < starts.length; i++) if (ends[i] - starts[i] > max) max = ends[i] - starts[i];
  return max;
}

/** The row model of a result without its lines, with copies of its arrays (the worker keeps the originals). */
export function bigView(r: ByteCompareResult): BigCompareView {
  return {
    rowCount: r.rowCount,
    ...copiedRowArrays(r),
    differences: r.differences,
    approximate: r.approximate,
    engineMs: r.engineMs,
    changeStarts: changeRowIndexes(r),
    longestLine: Math.max(longestOf(r.left.starts, r.left.ends), longestOf(r.right.starts, r.right.ends)),
    lines: [r.left.count, r.right.count],
  };
}

export function bigViewBuffers(v: BigCompareView): ArrayBuffer[] {
  return [v.leftType, v.rightType, v.leftLine, v.rightLine, v.hlOffsets, v.hlRanges, v.changeStarts].map((a) => a.buffer as ArrayBuffer);
}

/** Rows [from, from + count) of a result as texts, decoding only those lines. */
export function rowTexts(r: ByteCompareResult, from: number, count: number): RowTexts {
  return rowsAsTexts(r, from, count, (side, line) => lineText(side === 0 ? r.left : r.right, line));
}

/** Rows [from, from + count) of a row model as texts, each line read by `lineOf` (side 0 left, 1 right). */
export function rowsAsTexts(r: Pick<RowModel, 'rowCount' | 'leftLine' | 'rightLine'>, from: number, count: number, lineOf: (side: 0 | 1, line: number) => string): RowTexts {
  const end = Math.min(r.rowCount, Math.max(0, from) + Math.max(0, count));
  const left: (string | null)[] = [];
  const right: (string | null)[] = [];
  for (let row = Math.max(0, from); row < end; row++) {
    left.push(r.leftLine[row] < 0 ? null : lineOf(0, r.leftLine[row]));
    right.push(r.rightLine[row] < 0 ? null : lineOf(1, r.rightLine[row]));
  }
  return { left, right };
}

/**
 * Reads both sources and diffs them. Progress names the stage (BIG_STAGE, meta.ts): the reading, then the
 * engine's stages (byte-compare.ts), the byte stages in bytes of both files (total: their sizes).
 */
export async function compareSources(
  original: ByteSource,
  modified: ByteSource,
  options: CompareOptions,
  onProgress?: ProgressFn,
  chunk = READ_CHUNK,
): Promise<ByteCompareResult> {
  const total = original.size + modified.size;
  onProgress?.(0, total, BIG_STAGE.read);
  const a = await readChunked(original, chunk, (n) => onProgress?.(n, total, BIG_STAGE.read));
  const b = await readChunked(modified, chunk, (n) => onProgress?.(original.size + n, total, BIG_STAGE.read));
  return diffByteTexts(withoutBom(a), withoutBom(b), options, { onProgress });
}
