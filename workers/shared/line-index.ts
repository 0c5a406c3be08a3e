/**
 * A line index over one large string: built once in the worker and transferred to the page as typed arrays,
 * so the page never splits a multi-megabyte string into millions of objects.
 */
export interface LineIndex {
  /** Offset in `text` where each line starts (line i spans lineStarts[i] .. next start − 1, minus the '\n'). */
  lineStarts: Uint32Array;
  /**
   * For each line, the index of the first line after its subtree (i + 1 when it has no children).
   * A line is expandable when it ends with `{`, `(`, `[`, `:` or `=>` and the following lines are indented deeper.
   */
  subtreeEnd: Uint32Array;
}

export interface IndexedText extends LineIndex {
  text: string;
  /** The id under which the worker that made it keeps it for the result view's Find (see views.ts). */
  view?: string;
}

/** Offsets of the start of every line ('\n' separated). */
export function lineStartsOf(text: string): Uint32Array {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  const starts = new Uint32Array(count);
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts[n++] = i + 1;
  return starts;
}

const SPACE = 32;
const TAB = 9;

/** True when the line (without trailing whitespace) ends with an opener: `{ ( [ :` or `=>`. */
function endsWithOpener(text: string, start: number, end: number): boolean {
  let e = end;
  while (e > start) {
    const c = text.charCodeAt(e - 1);
    if (c === SPACE || c === TAB || c === 13) e--;
    else break;
  }
  if (e === start) return false;
  const c = text.charCodeAt(e - 1);
  if (c === 123 /* { */ || c === 40 /* ( */ || c === 91 /* [ */ || c === 58 /* : */) return true;
  return c === 62 /* > */ && e - 2 >= start && text.charCodeAt(e - 2) === 61; /* => */
}

/** Builds the line starts and the subtree ends (children = following lines indented deeper; blank lines join). */
export function buildLineIndex(text: string): LineIndex {
  const lineStarts = lineStartsOf(text);
  const n = lineStarts.length;
  const indent = new Int32Array(n); // -1 for blank lines
  const lineEnd = (i: number) => (i + 1 < n ? lineStarts[i + 1] - 1 : text.length);
  for (let i = 0; i < n; i++) {
    let p = lineStarts[i];
    const e = lineEnd(i);
    while (p < e && (text.charCodeAt(p) === SPACE || text.charCodeAt(p) === TAB)) p++;
    indent[i] = p === e || (p === e - 1 && text.charCodeAt(p) === 13) ? -1 : p - lineStarts[i];
  }
  const subtreeEnd = new Uint32Array(n);
  // Stack of open expandable lines; a line closes every open line whose indent is >= its own.
  const stack = new Int32Array(n);
  let top = 0;
  let lastNonBlank = -1;
  for (let i = 0; i < n; i++) {
    subtreeEnd[i] = i + 1;
    if (indent[i] < 0) continue;
    while (top > 0 && indent[stack[top - 1]] >= indent[i]) {
      const open = stack[--top];
      subtreeEnd[open] = lastNonBlank + 1 > open + 1 ? lastNonBlank + 1 : open + 1;
    }
    if (endsWithOpener(text, lineStarts[i], lineEnd(i))) stack[top++] = i;
    lastNonBlank = i;
  }
  while (top > 0) {
    const open = stack[--top];
    subtreeEnd[open] = lastNonBlank + 1 > open + 1 ? lastNonBlank + 1 : open + 1;
  }
  return { lineStarts, subtreeEnd };
}
