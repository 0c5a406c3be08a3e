/**
 * The compare result as it crosses from the worker: typed arrays (transferred, not cloned) plus the two
 * normalised texts. Row objects are built only for the rows on screen (see the row model in meta.ts).
 */

/** One side of the comparison: its normalised text and where each line starts. */
export interface CompareSide {
  text: string;
  /** Offset in `text` where each line starts ('\n' separated, so line i ends one before lineStarts[i + 1]). */
  lineStarts: Uint32Array;
}

export interface CompareResult extends RowModel {
  /** The normalised original. */
  left: CompareSide;
  /** The normalised modified text. */
  right: CompareSide;
}

/** The rows of a comparison without the texts (typed arrays only, so any number of rows can cross to the page). */
export interface RowModel {
  rowCount: number;
  /** Per row: a CELL value for the left and the right side. */
  leftType: Uint8Array;
  rightType: Uint8Array;
  /** Per row: 0-based line index into that side, -1 when the cell is empty. */
  leftLine: Int32Array;
  rightLine: Int32Array;
  /**
   * Length rowCount * 2 + 1. The highlight ranges of row r, side s (0 left, 1 right) are
   * hlRanges[2k] .. hlRanges[2k + 1] (start and end column, end exclusive, UTF-16 units of the displayed line)
   * for k in [hlOffsets[2r + s], hlOffsets[2r + s + 1]).
   */
  hlOffsets: Uint32Array;
  hlRanges: Uint32Array;
  /** Rows that are not unchanged. */
  differences: number;
  /** True when a work cap applied (line diff or character diff), so the diff may not be minimal. */
  approximate: boolean;
  /** Time spent in the engine (normalisation, line diff and pairing), in milliseconds. */
  engineMs: number;
}

/** Copies of a row model's arrays, to transfer while the worker keeps the originals (transfer detaches buffers). */
export function copiedRowArrays(r: RowModel): Pick<RowModel, 'leftType' | 'rightType' | 'leftLine' | 'rightLine' | 'hlOffsets' | 'hlRanges'> {
  return {
    leftType: r.leftType.slice(),
    rightType: r.rightType.slice(),
    leftLine: r.leftLine.slice(),
    rightLine: r.rightLine.slice(),
    hlOffsets: r.hlOffsets.slice(),
    hlRanges: r.hlRanges.slice(),
  };
}

/** The ArrayBuffers of a result, for `Comlink.transfer`. */
export function resultBuffers(r: CompareResult): ArrayBuffer[] {
  return [
    r.left.lineStarts,
    r.right.lineStarts,
    r.leftType,
    r.rightType,
    r.leftLine,
    r.rightLine,
    r.hlOffsets,
    r.hlRanges,
  ].map((a) => a.buffer as ArrayBuffer);
}
