import { ATTR, COMMENT, emit, findBefore, FUNCTION, identEnd, isDigit, isSpace, KEY, KEYWORD, META, NUMBER, PLAIN, quotedEnd, STRING, TAG, type TokenSink } from './tokens';

const IN_COMMENT = 1;
const isNameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || isDigit(c) || c === 45 || c === 95 || c > 127;

/**
 * CSS as Prettier lays it out: a line ending with `{` (or a top-level line ending with `,`) is a selector (tags,
 * `.classes`, `#ids`, `:pseudo`); any other line is a declaration (`property:` then a value of numbers, strings,
 * colours, functions, `!important`). State: inside a block comment.
 */
export function tokenizeCss(text: string, from: number, to: number, state: number, out: TokenSink): number {
  let i = from;
  if (state === IN_COMMENT) {
    const k = findBefore(text, '*/', i, to);
    if (k === -1) return emit(out, to, COMMENT), IN_COMMENT;
    emit(out, (i = k + 2), COMMENT);
  }
  let last = to;
  while (last > i && isSpace(text.charCodeAt(last - 1))) last--;
  const indented = isSpace(text.charCodeAt(from));
  const selector = text.charCodeAt(last - 1) === 123 || (!indented && text.charCodeAt(last - 1) === 44);
  let atLineStart = true;
  while (i < to) {
    const c = text.charCodeAt(i);
    const start = i;
    let kind = PLAIN;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const k = findBefore(text, '*/', i + 2, to);
      emit(out, i, PLAIN);
      if (k === -1) return emit(out, to, COMMENT), IN_COMMENT;
      i = k + 2;
      kind = COMMENT;
    } else if (c === 34 || c === 39) {
      i = quotedEnd(text, i, to);
      kind = STRING;
    } else if (c === 64) {
      i = identEnd(text, i, to);
      kind = KEYWORD;
    } else if (c === 33 && text.startsWith('important', i + 1)) {
      i += 10;
      kind = KEYWORD;
    } else if (selector) {
      if (c === 46 || c === 35) {
        i++;
        while (i < to && isNameChar(text.charCodeAt(i))) i++;
        kind = ATTR;
      } else if (c === 58) {
        i++;
        if (text.charCodeAt(i) === 58) i++;
        while (i < to && isNameChar(text.charCodeAt(i))) i++;
        kind = META;
      } else if (isNameChar(c) && !isDigit(c)) {
        while (i < to && isNameChar(text.charCodeAt(i))) i++;
        kind = TAG;
      } else i++;
    } else if (atLineStart && isNameChar(c) && !isDigit(c)) {
      while (i < to && isNameChar(text.charCodeAt(i))) i++;
      let k = i;
      while (k < to && isSpace(text.charCodeAt(k))) k++;
      if (text.charCodeAt(k) === 58) kind = KEY;
      else if (text.charCodeAt(i) === 40) kind = FUNCTION;
    } else if (isDigit(c) || ((c === 46 || c === 45 || c === 43) && isDigit(text.charCodeAt(i + 1)))) {
      i++;
      while (i < to && (isNameChar(text.charCodeAt(i)) || text.charCodeAt(i) === 46 || text.charCodeAt(i) === 37)) i++;
      kind = NUMBER;
    } else if (c === 35) {
      i++;
      while (i < to && isNameChar(text.charCodeAt(i))) i++;
      kind = NUMBER;
    } else if (isNameChar(c)) {
      while (i < to && isNameChar(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) === 40) kind = FUNCTION;
    } else i++;
    atLineStart = false;
    if (kind !== PLAIN) {
      emit(out, start, PLAIN);
      emit(out, i, kind);
    }
  }
  emit(out, to, PLAIN);
  return 0;
}
