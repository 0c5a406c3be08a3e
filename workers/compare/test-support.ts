import { rowAt, type DiffLine } from './meta';
import type { CompareResult } from './types';

// Test support only (imported by the *.test.ts files): a readable dump of a compare result.

/** A cell as text: type, 1-based line (or -) and content with highlighted spans in [brackets]. */
function showCell(c: DiffLine): string {
  let text = '';
  let at = 0;
  for (const [s, e] of c.highlights) {
    text += c.content.slice(at, s) + '[' + c.content.slice(s, e) + ']';
    at = e;
  }
  text += c.content.slice(at);
  return `${c.type} ${c.lineNumber ?? '-'} ${text}`;
}

/** Every row as "left | right", e.g. 'modified 3 x = [1] | modified 3 x = [2]'. */
export function showRows(r: CompareResult): string[] {
  return Array.from({ length: r.rowCount }, (_, i) => {
    const { left, right } = rowAt(r, i);
    return `${showCell(left)} | ${showCell(right)}`;
  });
}
