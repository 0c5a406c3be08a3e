import { COMMENT, emit, FUNCTION, identEnd, isDigit, isIdentStart, isSpace, KEYWORD, LITERAL, META, NUMBER, PLAIN, STRING, TYPE, type TokenSink } from './tokens';

const KEYWORDS = new Set(
  'and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case type print self cls'.split(' '),
);
const LITERALS = new Set(['True', 'False', 'None', 'NotImplemented', 'Ellipsis']);
/** States: inside a ''' or a """ string (raw or not). */
const IN_SINGLE3 = 1;
const IN_DOUBLE3 = 2;

/** End of a triple-quoted string's body from `i` (closing quotes + 3), or −1 when it goes on past the line. */
function tripleEnd(text: string, i: number, to: number, quote: string): number {
  for (let j = i; j < to; j++) {
    const c = text.charCodeAt(j);
    if (c === 92) j++;
    else if (text.startsWith(quote, j) && j + 3 <= to) return j + 3;
  }
  return -1;
}

/** Python: keywords, True/False/None, strings with prefixes (triple-quoted ones may span lines), decorators. */
export function tokenizePython(text: string, from: number, to: number, state: number, out: TokenSink): number {
  let i = from;
  if (state === IN_SINGLE3 || state === IN_DOUBLE3) {
    const k = tripleEnd(text, i, to, state === IN_SINGLE3 ? "'''" : '"""');
    if (k === -1) return emit(out, to, STRING), state;
    emit(out, (i = k), STRING);
  }
  let afterDefOrClass = '';
  let lineStart = true;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    let kind = PLAIN;
    // A string prefix (r, b, f, u and pairs) directly before a quote.
    let q = i;
    while (q < i + 2 && q < to && /[rRbBfFuU]/.test(text[q])) q++;
    const quote = text.charCodeAt(q);
    if (c === 35) {
      emit(out, i, PLAIN);
      emit(out, to, COMMENT);
      return 0;
    } else if (quote === 34 || quote === 39) {
      const triple = text.startsWith(quote === 34 ? '"""' : "'''", q);
      emit(out, i, PLAIN);
      if (triple) {
        const k = tripleEnd(text, q + 3, to, quote === 34 ? '"""' : "'''");
        if (k === -1) return emit(out, to, STRING), quote === 34 ? IN_DOUBLE3 : IN_SINGLE3;
        i = k;
      } else {
        let j = q + 1;
        while (j < to && text.charCodeAt(j) !== quote) j += text.charCodeAt(j) === 92 ? 2 : 1;
        i = Math.min(to, j + 1);
      }
      kind = STRING;
    } else if (c === 64 && lineStart) {
      i++;
      while (i < to && (isIdentStart(text.charCodeAt(i)) || isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
      kind = META;
    } else if (isDigit(c) || (c === 46 && isDigit(text.charCodeAt(i + 1)))) {
      i++;
      while (i < to) {
        const d = text.charCodeAt(i);
        if (isDigit(d) || isIdentStart(d) || d === 46) i++;
        else if ((d === 43 || d === 45) && (text.charCodeAt(i - 1) | 32) === 101) i++;
        else break;
      }
      kind = NUMBER;
    } else if (isIdentStart(c) && c !== 36) {
      i = identEnd(text, i, to);
      const w = text.slice(start, i);
      if (afterDefOrClass) kind = afterDefOrClass === 'class' ? TYPE : FUNCTION;
      else if (KEYWORDS.has(w)) kind = KEYWORD;
      else if (LITERALS.has(w)) kind = LITERAL;
      else if (text.charCodeAt(i) === 40) kind = FUNCTION;
      afterDefOrClass = w === 'def' || w === 'class' ? w : '';
      lineStart = false;
      if (kind !== PLAIN) {
        emit(out, start, PLAIN);
        emit(out, i, kind);
      }
      continue;
    } else i++;
    afterDefOrClass = '';
    lineStart = false;
    if (kind !== PLAIN) {
      emit(out, start, PLAIN);
      emit(out, i, kind);
    }
  }
  emit(out, to, PLAIN);
  return 0;
}
