const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The 1-based line and column (UTF-16 units, as editors count) of a string offset; `\r\n`, `\n` and a lone `\r` end
 * a line. Every engine's error position is counted here.
 */
export function positionAt(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(pos, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === LINE_FEED || (c === CARRIAGE_RETURN && text.charCodeAt(i + 1) !== LINE_FEED)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: pos - lineStart + 1 };
}

/** 1-based line and column (in UTF-16 code units, as editors count) of a UTF-8 byte offset into `text`. */
export function positionOfUtf8Offset(text: string, byteOffset: number): { line: number; column: number } {
  let bytes = 0;
  let i = 0;
  while (i < text.length && bytes < byteOffset) {
    const c = text.codePointAt(i)!;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    i += c < 0x10000 ? 1 : 2;
  }
  return positionAt(text, i);
}
