import { COMMENT, emit, EMPHASIS, findBefore, HEADING, isSpace, KEYWORD, LINK, META, PLAIN, STRING, type TokenSink } from './tokens';

/** States: inside a ``` or a ~~~ fenced code block, inside an HTML comment. */
const IN_BACKTICKS = 1;
const IN_TILDES = 2;
const IN_COMMENT = 3;

/** Inline Markdown: `code`, **strong**, *emphasis*, [links](urls), <autolinks>. */
function inline(text: string, i: number, to: number, out: TokenSink): void {
  while (i < to) {
    const c = text.charCodeAt(i);
    const start = i;
    let kind: number;
    if (c === 92) {
      i += 2;
      continue;
    } else if (c === 96) {
      let n = 1;
      while (text.charCodeAt(i + n) === 96) n++;
      const k = findBefore(text, '`'.repeat(n), i + n, to);
      if (k === -1) {
        i += n;
        continue;
      }
      i = k + n;
      kind = STRING;
    } else if ((c === 42 || c === 95) && !isSpace(text.charCodeAt(i + 1)) && i + 1 < to) {
      const double = text.charCodeAt(i + 1) === c;
      const mark = double ? text.slice(i, i + 2) : text[i];
      const k = findBefore(text, mark, i + mark.length + 1, to);
      if (k === -1 || isSpace(text.charCodeAt(k - 1))) {
        i += mark.length;
        continue;
      }
      i = k + mark.length;
      kind = EMPHASIS;
    } else if (c === 91 || (c === 33 && text.charCodeAt(i + 1) === 91)) {
      const close = findBefore(text, '](', i, to);
      const end = close === -1 ? -1 : findBefore(text, ')', close + 2, to);
      if (end === -1) {
        i++;
        continue;
      }
      emit(out, start, PLAIN);
      emit(out, close + 1, LINK);
      emit(out, end + 1, STRING);
      i = end + 1;
      continue;
    } else if (c === 60 && /^<(https?:|mailto:)[^>\s]*>/.test(text.slice(i, Math.min(to, i + 2048)))) {
      i = text.indexOf('>', i) + 1;
      kind = LINK;
    } else {
      i++;
      continue;
    }
    emit(out, start, PLAIN);
    emit(out, i, kind);
  }
  emit(out, to, PLAIN);
}

/**
 * Markdown: headings, list and quote markers, fenced code (its lines as code), thematic breaks, HTML comments and
 * inline code, emphasis and links.
 */
export function tokenizeMarkdown(text: string, from: number, to: number, state: number, out: TokenSink): number {
  let i = from;
  while (i < to && isSpace(text.charCodeAt(i))) i++;
  const fence = text.startsWith('```', i) ? IN_BACKTICKS : text.startsWith('~~~', i) ? IN_TILDES : 0;
  if (state === IN_BACKTICKS || state === IN_TILDES) {
    if (fence === state) {
      emit(out, to, META);
      return 0;
    }
    emit(out, to, STRING);
    return state;
  }
  if (state === IN_COMMENT) {
    const k = findBefore(text, '-->', from, to);
    if (k === -1) return emit(out, to, COMMENT), IN_COMMENT;
    emit(out, k + 3, COMMENT);
    inline(text, k + 3, to, out);
    return 0;
  }
  if (fence) {
    emit(out, to, META);
    return fence;
  }
  if (text.startsWith('<!--', i)) {
    const k = findBefore(text, '-->', i + 4, to);
    emit(out, i, PLAIN);
    if (k === -1) return emit(out, to, COMMENT), IN_COMMENT;
    emit(out, k + 3, COMMENT);
    inline(text, k + 3, to, out);
    return 0;
  }
  const rest = text.slice(i, Math.min(to, i + 16));
  if (/^#{1,6}(\s|$)/.test(rest)) {
    emit(out, to, HEADING);
    return 0;
  }
  if (/^([-*_])(\s*\1){2,}\s*$/.test(text.slice(i, to))) {
    emit(out, to, META);
    return 0;
  }
  // Quote markers, then one list marker.
  while (text.charCodeAt(i) === 62) {
    emit(out, i, PLAIN);
    emit(out, i + 1, META);
    i++;
    while (i < to && isSpace(text.charCodeAt(i))) i++;
  }
  const marker = /^([-*+]|\d{1,9}[.)])(\s|$)/.exec(text.slice(i, Math.min(to, i + 12)));
  if (marker) {
    emit(out, i, PLAIN);
    emit(out, i + marker[1].length, KEYWORD);
    i += marker[1].length;
    const task = /^\s\[[ xX]\]/.exec(text.slice(i, i + 4));
    if (task) {
      emit(out, i + 1, PLAIN);
      emit(out, i + 4, META);
      i += 4;
    }
  }
  inline(text, i, to, out);
  return 0;
}
