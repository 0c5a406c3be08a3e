import { COMMENT, emit, isDigit, isSpace, KEY, LITERAL, META, NUMBER, PLAIN, quotedEnd, STRING, type TokenSink } from './tokens';

const LITERALS = new Set(['true', 'false', 'null', '~', 'yes', 'no', 'on', 'off', 'True', 'False', 'Null', 'TRUE', 'FALSE', 'NULL']);
const NUMBER_RE = /^[-+]?(\d[\d_]*(\.\d*)?([eE][-+]?\d+)?|\.\d+|0x[\da-fA-F]+|0o[0-7]+|\.inf|\.nan)$/;

/** End of a plain (unquoted) scalar from `i`: before ` #` or, in a key position, before `: `. */
function plainEnd(text: string, i: number, to: number, stopAtColon: boolean): number {
  for (let j = i; j < to; j++) {
    const c = text.charCodeAt(j);
    if (c === 35 && j > i && isSpace(text.charCodeAt(j - 1))) return j;
    if (stopAtColon && c === 58 && (j + 1 === to || isSpace(text.charCodeAt(j + 1)))) return j;
  }
  return to;
}

/**
 * YAML: keys, quoted and plain scalars (strings), numbers, true/false/null, anchors, aliases and tags, comments,
 * document markers. The state is a block scalar (`|` or `>`) under way: 1 + the indentation of the line that opened
 * it, so that every deeper-indented line after it is its text (capped at 255 columns).
 */
export function tokenizeYaml(text: string, from: number, to: number, state: number, out: TokenSink): number {
  let i = from;
  while (i < to && text.charCodeAt(i) === 32) i++;
  const indent = i - from;
  if (state > 0) {
    if (i >= to || indent >= state) {
      emit(out, to, STRING);
      return state;
    }
  }
  if (text.startsWith('---', i) || text.startsWith('...', i)) {
    emit(out, i, PLAIN);
    emit(out, i + 3, META);
    i += 3;
  }
  let keyAllowed = true;
  let next = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    let kind: number;
    if (c === 35) {
      emit(out, i, PLAIN);
      emit(out, to, COMMENT);
      break;
    } else if (c === 45 && (i + 1 === to || isSpace(text.charCodeAt(i + 1)))) {
      i++;
      keyAllowed = true;
      continue;
    } else if (c === 38 || c === 42 || c === 33) {
      while (i < to && !isSpace(text.charCodeAt(i)) && text.charCodeAt(i) !== 44) i++;
      kind = META;
    } else if ((c === 124 || c === 62) && /^[|>][-+0-9]*\s*(#.*)?$/.test(text.slice(i, to))) {
      i++;
      while (i < to && !isSpace(text.charCodeAt(i))) i++;
      kind = META;
      next = Math.min(255, indent + 1);
    } else if (c === 34 || c === 39) {
      i = quotedEnd(text, i, to, c === 34);
      let k = i;
      while (k < to && isSpace(text.charCodeAt(k))) k++;
      kind = keyAllowed && text.charCodeAt(k) === 58 ? KEY : STRING;
    } else if (c === 123 || c === 125 || c === 91 || c === 93 || c === 44 || c === 58 || c === 63) {
      i++;
      keyAllowed = c === 123 || c === 44 || c === 63;
      continue;
    } else {
      const inFlow = /[[{]/.test(text.slice(from, i));
      let e = plainEnd(text, i, to, true);
      if (inFlow) {
        let j = i;
        while (j < e && !/[,\]}]/.test(text[j])) j++;
        e = j;
      }
      while (e > i && isSpace(text.charCodeAt(e - 1))) e--;
      i = e === i ? i + 1 : e;
      const isKey = keyAllowed && text.charCodeAt(i) === 58;
      const w = text.slice(start, i);
      kind = isKey ? KEY : LITERALS.has(w) ? LITERAL : NUMBER_RE.test(w) || (isDigit(c) && /^\d[\d:.-]*$/.test(w)) ? NUMBER : STRING;
    }
    keyAllowed = false;
    emit(out, start, PLAIN);
    emit(out, i, kind);
  }
  emit(out, to, PLAIN);
  return next;
}
