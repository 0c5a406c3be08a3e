import { cLikeTokenizer, JAVASCRIPT } from './c-like';
import { tokenizeCss } from './css';
import { ATTR, COMMENT, emit, findBefore, isSpace, META, PLAIN, STRING, TAG, type TokenSink } from './tokens';

/**
 * States of the markup tokenizer (XML and HTML). The low four bits are the markup state; for HTML, 16 × (1 for a
 * <script>, 2 for a <style>) + that language's own state marks the lines inside such an element.
 */
export const TEXT = 0;
const IN_COMMENT = 1;
const IN_CDATA = 2;
const IN_TAG = 3;
const IN_DQ = 4;
const IN_SQ = 5;
const IN_DECL = 6;
/** In the start tag of a <script> or <style> (its content follows the `>`). */
const IN_SCRIPT_TAG = 7;
const IN_STYLE_TAG = 8;
const SCRIPT = 16;
const STYLE = 32;

const tokenizeJs = cLikeTokenizer(JAVASCRIPT);
const isNameChar = (c: number) => !isSpace(c) && c !== 10 && c !== 62 && c !== 47 && c !== 61 && c !== 60 && c !== 34 && c !== 39 && !Number.isNaN(c);

/** Markup (XML, and HTML with `html` set: embedded script and style, unquoted attribute values). */
export function tokenizeMarkup(text: string, from: number, to: number, state: number, out: TokenSink, html: boolean): number {
  let i = from;
  // Inside a <script> or <style>: that language up to its end tag.
  if (state >= SCRIPT) {
    const script = state < STYLE;
    const close = text.slice(from, to).search(script ? /<\/script/i : /<\/style/i);
    const end = close === -1 ? to : from + close;
    const inner = state & 15;
    const after = script ? tokenizeJs(text, from, end, inner, out) : tokenizeCss(text, from, end, inner, out);
    if (close === -1) return (script ? SCRIPT : STYLE) + after;
    i = end;
    state = TEXT;
  }
  let tagState = IN_TAG;
  if (state === IN_SCRIPT_TAG || state === IN_STYLE_TAG) {
    tagState = state;
    state = IN_TAG;
  }
  while (i < to) {
    if (state === IN_COMMENT || state === IN_CDATA || state === IN_DECL) {
      const end = state === IN_COMMENT ? '-->' : state === IN_CDATA ? ']]>' : '>';
      const k = findBefore(text, end, i, to);
      const kind = state === IN_COMMENT ? COMMENT : state === IN_CDATA ? STRING : META;
      if (k === -1) return emit(out, to, kind), state;
      if (state === IN_CDATA) {
        emit(out, k, STRING);
        emit(out, k + 3, META);
      } else emit(out, k + end.length, kind);
      i = k + end.length;
      state = TEXT;
    } else if (state === IN_DQ || state === IN_SQ) {
      const k = findBefore(text, state === IN_DQ ? '"' : "'", i, to);
      if (k === -1) return emit(out, to, STRING), state === IN_DQ ? IN_DQ : IN_SQ;
      emit(out, (i = k + 1), STRING);
      state = IN_TAG;
    } else if (state === IN_TAG) {
      const c = text.charCodeAt(i);
      if (isSpace(c)) i++;
      else if (c === 62 || (c === 47 && text.charCodeAt(i + 1) === 62)) {
        const end = c === 62 ? i + 1 : i + 2;
        emit(out, i, PLAIN);
        emit(out, end, TAG);
        i = end;
        state = TEXT;
        if (html && c === 62 && tagState !== IN_TAG) {
          const inner = tagState === IN_SCRIPT_TAG ? SCRIPT : STYLE;
          if (i >= to) return inner;
          return tokenizeMarkup(text, i, to, inner, out, html);
        }
      } else if (c === 34 || c === 39) {
        const k = findBefore(text, c === 34 ? '"' : "'", i + 1, to);
        emit(out, i, PLAIN);
        if (k === -1) return emit(out, to, STRING), (c === 34 ? IN_DQ : IN_SQ);
        emit(out, (i = k + 1), STRING);
      } else if (c === 61) {
        i++;
        if (html) {
          let k = i;
          while (k < to && isSpace(text.charCodeAt(k))) k++;
          const d = text.charCodeAt(k);
          if (k < to && d !== 34 && d !== 39 && d !== 62) {
            let e = k;
            while (e < to && !isSpace(text.charCodeAt(e)) && text.charCodeAt(e) !== 62) e++;
            emit(out, k, PLAIN);
            emit(out, (i = e), STRING);
          }
        }
      } else if (isNameChar(c)) {
        let e = i + 1;
        while (e < to && isNameChar(text.charCodeAt(e))) e++;
        emit(out, i, PLAIN);
        emit(out, e, ATTR);
        i = e;
      } else i++;
    } else {
      const k = text.indexOf('<', i);
      if (k === -1 || k >= to) break;
      i = k;
      emit(out, i, PLAIN);
      if (text.startsWith('<!--', i)) {
        state = IN_COMMENT;
        emit(out, (i += 4), COMMENT);
      } else if (text.startsWith('<![CDATA[', i)) {
        state = IN_CDATA;
        emit(out, (i += 9), META);
      } else if (text.startsWith('<?', i) || text.startsWith('<!', i)) {
        state = IN_DECL;
        emit(out, (i += 2), META);
      } else {
        let e = i + 1;
        if (text.charCodeAt(e) === 47) e++;
        const nameStart = e;
        while (e < to && isNameChar(text.charCodeAt(e))) e++;
        if (e === nameStart) {
          i++;
          continue;
        }
        emit(out, e, TAG);
        const name = text.slice(nameStart, e).toLowerCase();
        const closing = nameStart > i + 1;
        tagState = html && !closing && name === 'script' ? IN_SCRIPT_TAG : html && !closing && name === 'style' ? IN_STYLE_TAG : IN_TAG;
        i = e;
        state = IN_TAG;
      }
    }
  }
  emit(out, to, PLAIN);
  return state === IN_TAG ? tagState : state;
}

/**
 * The markup tokenizer's state at each line's start for XML, as `lineStates` would compute it line by line, in one
 * pass with `indexOf` jumps over text, comments, CDATA and quoted values: a 10 MB document in tens of
 * milliseconds instead of hundreds (no runs are written).
 */
export function xmlLineStates(text: string, lineStarts: Uint32Array): Uint8Array {
  const n = lineStarts.length;
  const len = text.length;
  const states = new Uint8Array(n);
  let line = 1;
  /** Every line not yet given a state that starts at or before `upto` starts in `state`. */
  const fill = (upto: number, state: number) => {
    while (line < n && lineStarts[line] <= upto) states[line++] = state;
  };
  /** Ends a construct: from `at`, in `state`, to the end of `close` (the rest of the text when it never closes). */
  const until = (close: string, at: number, state: number): number => {
    const e = text.indexOf(close, at);
    if (e === -1) {
      fill(len, state);
      return len;
    }
    fill(e, state);
    return e + close.length;
  };
  let pos = 0;
  while (pos < len) {
    const k = text.indexOf('<', pos);
    if (k === -1) break;
    fill(k, TEXT);
    if (text.startsWith('<!--', k)) pos = until('-->', k + 4, IN_COMMENT);
    else if (text.startsWith('<![CDATA[', k)) pos = until(']]>', k + 9, IN_CDATA);
    else if (text.startsWith('<?', k) || text.startsWith('<!', k)) pos = until('>', k + 2, IN_DECL);
    else {
      let j = k + 1;
      if (text.charCodeAt(j) === 47) j++;
      const nameStart = j;
      while (j < len && isNameChar(text.charCodeAt(j))) j++;
      if (j === nameStart) {
        pos = k + 1;
        continue;
      }
      while (j < len) {
        const c = text.charCodeAt(j);
        if (c === 62) {
          j++;
          break;
        } else if (c === 34 || c === 39) j = until(c === 34 ? '"' : "'", j + 1, c === 34 ? IN_DQ : IN_SQ);
        else {
          if (c === 10) fill(j + 1, IN_TAG);
          j++;
        }
      }
      pos = j;
    }
  }
  fill(len, TEXT);
  return states;
}
