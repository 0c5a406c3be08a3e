import { CELL } from './meta';
import type { CompareResult, CompareSide } from './types';

function linesOf(side: CompareSide): string[] {
  return side.text === '' && side.lineStarts.length <= 1 ? [] : side.text.split('\n');
}

/**
 * Merge: the text of side `to` (0 original, 1 modified) with the change block starting at row `blockStart` taken
 * from the other side — the block's lines on side `to` are replaced by the other side's lines of the same rows
 * (a block with no line on side `to` inserts them where the block sits). Works on the texts the line view shows.
 */
export function mergeBlock(result: CompareResult, blockStart: number, to: 0 | 1): string {
  const { rowCount, leftType, rightType } = result;
  const changed = (r: number) => leftType[r] !== CELL.UNCHANGED || rightType[r] !== CELL.UNCHANGED;
  let end = blockStart;
  while (end < rowCount && changed(end)) end++;
  const fromLines = to === 0 ? result.rightLine : result.leftLine;
  const toLines = to === 0 ? result.leftLine : result.rightLine;
  const source = linesOf(to === 0 ? result.right : result.left);
  const target = linesOf(to === 0 ? result.left : result.right);
  // Where the block sits on side `to`: after every line of that side in the rows before it.
  let at = 0;
  for (let r = blockStart - 1; r >= 0; r--) {
    if (toLines[r] >= 0) {
      at = toLines[r] + 1;
      break;
    }
  }
  let replaced = 0;
  const taken: string[] = [];
  for (let r = blockStart; r < end; r++) {
    if (toLines[r] >= 0) replaced++;
    if (fromLines[r] >= 0) taken.push(source[fromLines[r]]);
  }
  target.splice(at, replaced, ...taken);
  return target.join('\n');
}
