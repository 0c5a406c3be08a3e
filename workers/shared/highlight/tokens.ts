/**
 * Token kinds of the output view's syntax colouring, shared by the per-line tokenizers (here) and the page (which
 * renders `<span class="tok-…">`). The same class names colour the input editor (CodeMirror), so one palette in
 * theme.css serves both.
 */
export const TOKEN_CLASSES = [
  '', // 0: plain text, no span
  'tok-key',
  'tok-string',
  'tok-number',
  'tok-keyword',
  'tok-literal',
  'tok-comment',
  'tok-tag',
  'tok-attr',
  'tok-type',
  'tok-meta',
  'tok-function',
  'tok-heading',
  'tok-link',
  'tok-emphasis',
] as const;

export const PLAIN = 0;
export const KEY = 1;
export const STRING = 2;
export const NUMBER = 3;
export const KEYWORD = 4;
export const LITERAL = 5;
export const COMMENT = 6;
export const TAG = 7;
export const ATTR = 8;
export const TYPE = 9;
export const META = 10;
export const FUNCTION = 11;
export const HEADING = 12;
export const LINK = 13;
export const EMPHASIS = 14;

/**
 * Where a tokenizer writes: pairs `[end, kind]`, contiguous from the line's start (a token starts where the one
 * before it ended). Plain runs between tokens are written too; adjacent runs of one kind are merged.
 */
export type TokenSink = number[];

/** Appends a run ending at `end` (exclusive) of `kind`, merging it into the previous run of the same kind. */
export function emit(out: TokenSink, end: number, kind: number): void {
  const n = out.length;
  if (n >= 2 && out[n - 1] === kind) out[n - 2] = end;
  else if (n < 2 || out[n - 2] < end) out.push(end, kind);
}

/**
 * Tokenizes the part `from`..`to` of one line of `text`, starting in `state` (what the line before left open:
 * a block comment, a multi-line string, a tag…); writes the runs to `out` and returns the state at the line's end.
 * States fit in a byte: the worker keeps one per line (see lineStates).
 */
export type LineTokenizer = (text: string, from: number, to: number, state: number, out: TokenSink) => number;

export const isDigit = (c: number) => c >= 48 && c <= 57;
export const isIdentStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36 || c > 127;
export const isIdentPart = (c: number) => isIdentStart(c) || isDigit(c);
export const isSpace = (c: number) => c === 32 || c === 9 || c === 13;

/** End of the quoted string opening at `i` (quote char at i), honouring backslash escapes; `to` when unclosed. */
export function quotedEnd(text: string, i: number, to: number, escapes = true): number {
  const q = text.charCodeAt(i);
  let j = i + 1;
  while (j < to) {
    const c = text.charCodeAt(j);
    if (escapes && c === 92) j += 2;
    else if (c === q) return j + 1;
    else j++;
  }
  return to;
}

/** End of an identifier starting at `i`. */
export function identEnd(text: string, i: number, to: number): number {
  let j = i + 1;
  while (j < to && isIdentPart(text.charCodeAt(j))) j++;
  return j;
}

/** End of a number starting at `i` (digits, letters for 0x/1e5/10n/1.5f, dots, and an exponent's sign). */
export function numberEnd(text: string, i: number, to: number): number {
  let j = i + 1;
  while (j < to) {
    const c = text.charCodeAt(j);
    if (isIdentPart(c) || c === 46) j++;
    else if ((c === 43 || c === 45) && (text.charCodeAt(j - 1) | 32) === 101 && !/^0x/i.test(text.slice(i, i + 2))) j++;
    else break;
  }
  return j;
}

/** First index ≥ `i` of `needle` before `to`, or −1. */
export function findBefore(text: string, needle: string, i: number, to: number): number {
  const k = text.indexOf(needle, i);
  return k !== -1 && k + needle.length <= to ? k : -1;
}
