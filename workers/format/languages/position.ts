/** 1-based line and column (in UTF-16 code units, as editors count) of a UTF-8 byte offset into `text`. */
export function positionOfUtf8Offset(text: string, byteOffset: number): { line: number; column: number } {
  let bytes = 0;
  let i = 0;
  while (i < text.length && bytes < byteOffset) {
    const c = text.codePointAt(i)!;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    i += c < 0x10000 ? 1 : 2;
  }
  return positionOfIndex(text, i);
}

/** 1-based line and column of a string index. */
export function positionOfIndex(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let p = text.indexOf('\n'); p !== -1 && p < index; p = text.indexOf('\n', p + 1)) {
    line++;
    lineStart = p + 1;
  }
  return { line, column: index - lineStart + 1 };
}
