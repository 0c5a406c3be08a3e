import { emit, isDigit, KEY, LITERAL, NUMBER, PLAIN, quotedEnd, STRING, type TokenSink } from './tokens';

/**
 * JSON: keys (a string followed by `:`), strings, numbers and true/false/null. No state crosses lines (a JSON
 * string cannot hold a raw line break), so the worker keeps no states for it. Works on one line of any length:
 * a minified document is one line.
 */
export function tokenizeJson(text: string, from: number, to: number, _state: number, out: TokenSink): number {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const e = quotedEnd(text, i, to);
      let k = e;
      while (k < to && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
      emit(out, i, PLAIN);
      emit(out, e, k < to && text.charCodeAt(k) === 58 ? KEY : STRING);
      i = e;
    } else if (isDigit(c) || c === 45) {
      let e = i + 1;
      while (e < to) {
        const d = text.charCodeAt(e);
        if (isDigit(d) || d === 46 || d === 101 || d === 69 || d === 43 || d === 45) e++;
        else break;
      }
      emit(out, i, PLAIN);
      emit(out, e, NUMBER);
      i = e;
    } else if (c === 116 || c === 102 || c === 110) {
      let e = i + 1;
      while (e < to && text.charCodeAt(e) >= 97 && text.charCodeAt(e) <= 122) e++;
      const w = text.slice(i, e);
      if (w === 'true' || w === 'false' || w === 'null') {
        emit(out, i, PLAIN);
        emit(out, e, LITERAL);
      }
      i = e;
    } else i++;
  }
  emit(out, to, PLAIN);
  return 0;
}
