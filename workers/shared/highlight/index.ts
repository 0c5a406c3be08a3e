import type { FormatLanguageId } from '../../format/meta';
import { cLikeTokenizer, CPP, JAVA, JAVASCRIPT, PHP, TYPESCRIPT } from './c-like';
import { tokenizeCss } from './css';
import { tokenizeJson } from './json';
import { tokenizeMarkdown } from './markdown';
import { tokenizeMarkup, xmlLineStates } from './markup';
import { tokenizePython } from './python';
import { tokenizeSql } from './sql';
import type { LineTokenizer, TokenSink } from './tokens';
import { tokenizeYaml } from './yaml';

/** One line tokenizer per formatter language (the output view colours rows with it as they render). */
export const LINE_TOKENIZERS: Record<FormatLanguageId, LineTokenizer> = {
  json: tokenizeJson,
  xml: (t, f, e, s, o) => tokenizeMarkup(t, f, e, s, o, false),
  html: (t, f, e, s, o) => tokenizeMarkup(t, f, e, s, o, true),
  css: tokenizeCss,
  sql: tokenizeSql,
  javascript: cLikeTokenizer(JAVASCRIPT),
  typescript: cLikeTokenizer(TYPESCRIPT),
  python: tokenizePython,
  java: cLikeTokenizer(JAVA),
  cpp: cLikeTokenizer(CPP),
  markdown: tokenizeMarkdown,
  php: cLikeTokenizer(PHP),
  yaml: tokenizeYaml,
};

/** Languages whose lines never carry state into the next (no per-line states needed). */
const STATELESS: ReadonlySet<FormatLanguageId> = new Set(['json']);

/**
 * The tokenizer state at the start of every line (one byte each), computed in the worker after formatting and
 * transferred with the line index, so the page can colour any line on its own as it scrolls into view. `null`
 * for languages whose lines carry no state (JSON): every line starts in state 0.
 */
export function lineStates(language: FormatLanguageId, text: string, lineStarts: Uint32Array): Uint8Array | null {
  if (STATELESS.has(language)) return null;
  if (language === 'xml') return xmlLineStates(text, lineStarts);
  return lineStatesByLine(language, text, lineStarts);
}

/** lineStates for any language (except stateless ones), by running its tokenizer over every line. */
export function lineStatesByLine(language: FormatLanguageId, text: string, lineStarts: Uint32Array): Uint8Array {
  return lineStatesWith(LINE_TOKENIZERS[language], text, lineStarts);
}

/** The state of `tokenize` at the start of every line of `text`. */
export function lineStatesWith(tokenize: LineTokenizer, text: string, lineStarts: Uint32Array): Uint8Array {
  const n = lineStarts.length;
  const states = new Uint8Array(n);
  const sink: TokenSink = [];
  let state = 0;
  for (let i = 0; i < n; i++) {
    states[i] = state;
    const start = lineStarts[i];
    const end = i + 1 < n ? lineStarts[i + 1] - 1 : text.length;
    sink.length = 0;
    state = tokenize(text, start, end, state, sink) & 255;
  }
  return states;
}
