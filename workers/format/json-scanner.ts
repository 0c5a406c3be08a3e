import { resized } from '../shared/typed-arrays';
import { positionAt } from '../shared/position';
import type { EngineError } from '../shared/result';
import { LineCounter } from './big-document';
import {
  TAB, LINE_FEED, CARRIAGE_RETURN, SPACE, QUOTATION_MARK, PLUS, COMMA, MINUS, DECIMAL_POINT, SOLIDUS, DIGIT_ZERO,
  DIGIT_ONE, DIGIT_NINE, NAME_SEPARATOR, UPPER_A, UPPER_E, UPPER_F, BEGIN_ARRAY, REVERSE_SOLIDUS, END_ARRAY, LOWER_A,
  LOWER_B, LOWER_E, LOWER_F, LOWER_N, LOWER_R, LOWER_T, LOWER_U, BEGIN_OBJECT, END_OBJECT, BYTE_ORDER_MARK, S_VALUE,
  S_AFTER, S_KEY, S_COLON, S_OPENED_OBJECT, S_OPENED_ARRAY,
} from './json-chars';

/**
 * The one JSON tokenizer: a resumable machine that reads JSON text a part at a time (any number of parts, each
 * decoded on a character boundary) and checks it as strict RFC 8259, with one set of messages. Everything that
 * reads JSON text runs it: the formatter's small path (one part) and big-file path (1 MB parts, resumed from
 * checkpoints), the converters' value tree, the structural diff, Sort keys and the schema validator's positions; a
 * reader of files up to 2 GB (the type inference) takes its events part by part.
 *
 * What a run does besides checking is chosen when the scanner is made, and costs nothing when not chosen:
 *
 * - **Events** ({@link JsonEvents}): a push API, one call per token, for readers that build something.
 * - **Layout** (`layout` and `output`): writes the document as the formatter lays it out (indentation 2, 4 or a
 *   tab; or minified), as UTF-8 bytes, while it scans: each character is copied as it is checked, which is what
 *   keeps the small path as fast as it is (the big path's former writer, which copied each token after scanning
 *   it, took 60% longer on 10 MB).
 * - **Lines**: the output's line breaks are counted whether or not the output is written, and `onLine` is called
 *   when a chosen line starts (the big-file path keeps a checkpoint every 256 lines and stops producing at the last
 *   line it needs). With neither events nor output the scanner makes no string per token: the big-file index pass.
 *
 * ## The event API
 *
 * ```ts
 * const error = scanJson(text, {
 *   beginObject() {}, endObject() {}, beginArray() {}, endArray() {},
 *   key(raw) {},            // the name as written: quotes and escapes included; decodeJsonString(raw) is its value
 *   value(kind, raw) {},    // kind 'string' | 'number' | 'true' | 'false' | 'null'; raw: the token as written
 * });                       // null, or { message, line, column, offset } of the first syntax error
 *
 * const stream = new JsonEventStream(handler);   // the same, fed in parts (a Blob read and decoded in pieces)
 * for (const part of parts) if ((error = stream.write(part))) break;
 * error ??= stream.end();
 * ```
 *
 * Every method also receives `at`, the token's offset in UTF-16 units from the document's start. `beginObject` and
 * `beginArray` may return `true` to skip the container: no events for what is inside it, then its end event (how
 * the structural diff lists one level of a document without a string per nested token). Events arrive in document
 * order; a syntax error ends the calls before the token it is in, so every event before it describes valid JSON.
 * A handler may throw to abandon the scan (the exception propagates). A number is reported once it has ended,
 * which for a number at the very end of the document is at `end()`.
 */


/**
 * A syntax error's message: its fixed code, its English text (what the command line and the library print) and the
 * values of its arguments, with which a page shows it in its own language (src/messages/engine/<locale>.json, keyed
 * by the code). `found` values are as {@link describeChar} gives them: a quoted character or U+XXXX.
 */
export interface JsonMessage {
  code: string;
  message: string;
  values?: Record<string, string>;
}

const message = (code: string, text: string, values?: Record<string, string>): JsonMessage => (values ? { code, message: text, values } : { code, message: text });

/** The messages of JSON syntax errors, written once for every reader (the small and big formatter paths give the same). */
export const JSON_MESSAGES = {
  endOfInput: message('json-end-of-input', 'Unexpected end of input'),
  notClosed: (open: '{' | '[') => message('json-not-closed', `Unexpected end of input: '${open}' is not closed`, { open }),
  afterValue: (found: string) => message('json-after-value', `Unexpected ${found} after the JSON value`, { found }),
  afterMember: (found: string) => message('json-after-member', `Expected ',' or '}' after property value, found ${found}`, { found }),
  afterElement: (found: string) => message('json-after-element', `Expected ',' or ']' after array element, found ${found}`, { found }),
  propertyName: (found: string) => message('json-property-name', `Expected a property name in double quotes, found ${found}`, { found }),
  nameSeparator: (found: string) => message('json-name-separator', `Expected ':' after property name, found ${found}`, { found }),
  trailingComma: (close: '}' | ']') => message('json-trailing-comma', `Trailing comma before '${close}' is not allowed`, { close }),
  byteOrderMark: message('json-byte-order-mark', 'Byte order mark (U+FEFF) is not allowed at the start of JSON'),
  unexpected: (found: string) => message('json-unexpected', `Unexpected character ${found}`, { found }),
  unterminatedString: message('json-unterminated-string', 'Unterminated string'),
  controlCharacter: (found: string) => message('json-control-character', `Control character ${found} must be escaped in a string`, { found }),
  unicodeEscape: message('json-unicode-escape', 'Invalid \\u escape: expected 4 hexadecimal digits'),
  /** `found` as describeChar gives it: a quoted character is shown after the backslash. */
  escape: (found: string) =>
    found.startsWith("'")
      ? message('json-escape', `Invalid escape sequence '\\${found.slice(1)}`, { char: found.slice(1, -1) })
      : message('json-escape-code', `Invalid escape sequence: '\\' followed by ${found}`, { found }),
  leadingZero: message('json-leading-zero', 'Leading zeros are not allowed in numbers'),
  digitAfterMinus: (found: string) => message('json-digit-after-minus', `Expected a digit after '-', found ${found}`, { found }),
  digitAfterPoint: (found: string) => message('json-digit-after-point', `Expected a digit after '.', found ${found}`, { found }),
  digitInExponent: (found: string) => message('json-digit-in-exponent', `Expected a digit in the exponent, found ${found}`, { found }),
  literal: (word: string) => message('json-literal', `Invalid literal: expected '${word}'`, { word }),
} as const;

/** The kinds of scalar token. */
export type JsonScalarKind = 'string' | 'number' | 'true' | 'false' | 'null';

/** What a reader of JSON is told, token by token (see the module comment). */
export interface JsonEvents {
  /** `{` at `at`; return true to skip the object's members (its endObject still comes). */
  beginObject(at: number): boolean | void;
  endObject(at: number): void;
  /** `[` at `at`; return true to skip the array's elements (its endArray still comes). */
  beginArray(at: number): boolean | void;
  endArray(at: number): void;
  /** A member's name as written, quotes and escapes included. */
  key(raw: string, at: number): void;
  /** A scalar as written (a string with its quotes and escapes, a number with every digit). */
  value(kind: JsonScalarKind, raw: string, at: number): void;
}

/** A syntax error: its message and its offset (UTF-16 units from the document's start). */
export interface JsonSyntaxError extends JsonMessage {
  pos: number;
}

/** A syntax error with its 1-based line and column (UTF-16 units), as every JSON reader reports it. */
export interface JsonError extends JsonMessage {
  line: number;
  column: number;
  offset: number;
}

/** How the output is laid out: indentation 2 (default), 4 or a tab per level, or `minify` to one line. */
export interface JsonLayoutOptions {
  indent?: '2' | '4' | 'tab';
  minify?: boolean;
}

/** Quotes a character for an error message; invisible ones are shown as U+XXXX. */
export function describeChar(text: string, pos: number): string {
  const cp = text.codePointAt(pos) ?? 0;
  if (cp <= 0x20 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || cp === 0xfffe || cp === 0xffff || (cp >= 0x2000 && cp <= 0x206f) || (cp >= 0xd800 && cp <= 0xdfff)) {
    return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  }
  return `'${String.fromCodePoint(cp)}'`;
}

/** The value of a string token as written (`"caf\u00e9"` → `café`). */
export function decodeJsonString(raw: string): string {
  return raw.indexOf('\\') < 0 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

/** Returns a buffer of at least `need` bytes holding the first `used` bytes of `buf`. */
export function grow(buf: Uint8Array, used: number, need: number): Uint8Array<ArrayBuffer> {
  let size = buf.length * 2;
  if (size < need) size = need;
  const next = new Uint8Array(size);
  next.set(buf.subarray(0, used));
  return next;
}

/**
 * Writes the code unit `c` (≥ 0x80) of `text` at `i` as UTF-8 into `out` at `o`; returns the new `o`, and
 * advances past a surrogate pair by returning a negative value −(o + 1) (the caller then skips one more unit).
 * A lone surrogate is written as its 3-byte WTF-8 form, which `decodeOutput` restores.
 */
export function writeNonAscii(out: Uint8Array, o: number, text: string, i: number, c: number): number {
  if (c < 0x800) {
    out[o] = 0xc0 | (c >> 6);
    out[o + 1] = 0x80 | (c & 63);
    return o + 2;
  }
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) {
      const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
      out[o] = 0xf0 | (cp >> 18);
      out[o + 1] = 0x80 | ((cp >> 12) & 63);
      out[o + 2] = 0x80 | ((cp >> 6) & 63);
      out[o + 3] = 0x80 | (cp & 63);
      return -(o + 4) - 1;
    }
  }
  out[o] = 0xe0 | (c >> 12);
  out[o + 1] = 0x80 | ((c >> 6) & 63);
  out[o + 2] = 0x80 | (c & 63);
  return o + 3;
}

/**
 * Turns the UTF-8 output buffer into a string. Output is written as UTF-8 because decoding mostly-ASCII UTF-8 is
 * several times faster than decoding UTF-16 (and yields a compact one-byte string). TextDecoder would turn a lone
 * surrogate into U+FFFD, so when the input held one (pasted text can) the bytes are decoded by hand as WTF-8.
 */
export function decodeOutput(buf: Uint8Array, length: number, hasLoneSurrogate: boolean): string {
  if (!hasLoneSurrogate) return new TextDecoder('utf-8', { ignoreBOM: true }).decode(buf.subarray(0, length));
  const units = new Uint16Array(length);
  let u = 0;
  for (let p = 0; p < length; ) {
    const b = buf[p];
    if (b < 0x80) {
      units[u++] = b;
      p++;
    } else if (b < 0xe0) {
      units[u++] = ((b & 31) << 6) | (buf[p + 1] & 63);
      p += 2;
    } else if (b < 0xf0) {
      units[u++] = ((b & 15) << 12) | ((buf[p + 1] & 63) << 6) | (buf[p + 2] & 63);
      p += 3;
    } else {
      const cp = ((b & 7) << 18) | ((buf[p + 1] & 63) << 12) | ((buf[p + 2] & 63) << 6) | (buf[p + 3] & 63);
      units[u++] = 0xd800 + ((cp - 0x10000) >> 10);
      units[u++] = 0xdc00 + ((cp - 0x10000) & 1023);
      p += 4;
    }
  }
  const parts: string[] = [];
  for (let p = 0; p < u; p += 8192) {
    parts.push(String.fromCharCode.apply(null, units.subarray(p, Math.min(p + 8192, u)) as unknown as number[]));
  }
  return parts.join('');
}

const isSpace = (c: number) => c === SPACE || c === LINE_FEED || c === CARRIAGE_RETURN || c === TAB;
const isNumberChar = (c: number) => (c >= DIGIT_ZERO && c <= DIGIT_NINE) || c === MINUS || c === PLUS || c === DECIMAL_POINT || c === LOWER_E || c === UPPER_E;
/** The offset of the last character of `text` that is not `skip`, or −1. */
function lastNot(text: string, skip: (c: number) => boolean): number {
  let i = text.length - 1;
  while (i >= 0 && skip(text.charCodeAt(i))) i--;
  return i;
}

/** Where a JSON text's value lies: from its first character that is not JSON whitespace to after its last one. */
export function valueBounds(text: string): { start: number; end: number } {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  return { start, end: Math.max(start, lastNot(text, isSpace) + 1) };
}

const isHex = (c: number) => (c >= DIGIT_ZERO && c <= DIGIT_NINE) || (c >= UPPER_A && c <= UPPER_F) || (c >= LOWER_A && c <= LOWER_F);
const isLoneSurrogate = (text: string, i: number, c: number) =>
  c <= 0xdbff ? !(text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff) : true;

// What the machine expects next: S_VALUE … S_OPENED_ARRAY (json-chars.ts) between tokens; from S_STRING on, it is
// inside a token that a part ended in.
const S_STRING = 6;
const S_KEY_STRING = 7;
const S_NUMBER = 8;
const S_LITERAL = 9;

// Where a number is (the grammar's steps, in order).
const N_START = 0;
const N_SIGN = 1;
const N_ZERO = 2;
const N_INT = 3;
const N_POINT = 4;
const N_FRAC = 5;
const N_E = 6;
const N_EXP_SIGN = 7;
const N_EXP = 8;

/** Open containers on the stack. */
export const ARRAY = 0;
export const OBJECT = 1;

const LITERALS = ['true', 'false', 'null'] as const;

/** The machine's state between two parts, as the big-file path keeps it in a checkpoint. */
export interface JsonScanState {
  state: number;
  depth: number;
  /** ARRAY or OBJECT for each open container, outermost first (at least `depth` entries). */
  stack: Uint8Array;
}

/** What a scanner is made for (see the module comment). */
export interface JsonScannerOptions {
  events?: JsonEvents | null;
  /** Write the laid-out document (`out`, `o`). */
  output?: boolean;
  layout?: JsonLayoutOptions;
  /** Initial size of the output buffer. */
  outputBytes?: number;
  /**
   * Stop writing past this many bytes of output (the output is then discarded line by line while the rest is still
   * checked); `overflowAt` says where it happened.
   */
  outputLimit?: number;
}

/** The resumable JSON machine (see the module comment). */
export class JsonScanner {
  state = S_VALUE;
  depth = 0;
  stack = new Uint8Array(64);
  /** The output line each open container starts on (−1: unknown, before the checkpoint a run resumed from). */
  opens = new Float64Array(64);
  /** Offset of the current part's first character from the document's start (advanced as parts are scanned). */
  base = 0;
  /** Output lines started so far (line 0 starts the output); a minified output has one line. */
  line = 0;
  /** When the output line with this number starts, `onLine` is called (before the line break is written). */
  hookLine = Infinity;
  /**
   * Called as line `hookLine` starts, with the offset in the part after the token that ends the line before, the
   * new line's indentation level and the closing bracket it starts with (0: none). Returns false to stop the run.
   */
  onLine: ((offset: number, indent: number, close: number) => boolean) | null = null;
  /** Containers spanning at least this many lines (first to last line) are handed to `onFold`; Infinity: none. */
  foldMin = Infinity;
  onFold: (open: number, close: number) => void = () => {};
  /** Whitespace between tokens seen so far (UTF-16 units): what minifying removes. */
  whitespace = 0;
  /** True when onLine stopped the last scan. */
  stopped = false;
  /** The first syntax error, once found. */
  error: JsonSyntaxError | null = null;
  /** The output (UTF-8) and its length, when writing it. */
  out: Uint8Array<ArrayBuffer>;
  o = 0;
  /** True once the output holds a lone surrogate (written as WTF-8). */
  lone = false;
  /** Offset where the output outgrew `outputLimit`, or −1; and the nesting depth there. */
  overflowAt = -1;
  overflowDepth = 0;

  private afterComma = false;
  /** In a string: 0, or 1 after a backslash, or 2 + hex digits read after `\u`. */
  private esc = 0;
  private num = N_START;
  private lit = 0;
  private litMatched = 0;
  /** Offset of the token under way from the document's start. */
  private tokenStart = 0;
  /** The start of a token that began in an earlier part (events only). */
  private carry = '';
  /** Events are held back while depth ≥ skipFrom (a container whose begin event asked to skip it). */
  private skipFrom = Infinity;
  private outputLimit: number;
  private events: JsonEvents | null;
  private readonly emit: boolean;
  private readonly minify: boolean;
  private readonly unitWidth: number;
  private readonly unitChar: number;

  constructor(options: JsonScannerOptions = {}) {
    this.events = options.events ?? null;
    this.emit = options.output ?? false;
    const { indent = '2', minify = false } = options.layout ?? {};
    this.minify = minify;
    this.unitWidth = minify ? 0 : indent === 'tab' ? 1 : Number(indent);
    this.unitChar = indent === 'tab' ? TAB : SPACE;
    this.outputLimit = options.outputLimit ?? Infinity;
    this.out = new Uint8Array(this.emit ? (options.outputBytes ?? 65536) : 0);
  }

  /**
   * Makes the machine ready for another document, reported to `events` (scanJson keeps one scanner for the many
   * short scans of the structural diff: making one costs more than scanning a small value).
   */
  restart(events: JsonEvents | null): void {
    this.events = events;
    this.state = S_VALUE;
    this.depth = 0;
    this.base = 0;
    this.line = 0;
    this.hookLine = Infinity;
    this.onLine = null;
    this.foldMin = Infinity;
    this.whitespace = 0;
    this.stopped = false;
    this.error = null;
    this.afterComma = false;
    this.esc = 0;
    this.carry = '';
    this.skipFrom = Infinity;
  }

  /** The machine's state, for a checkpoint (the stack is the live one: copy it). */
  snapshot(): JsonScanState {
    return { state: this.state, depth: this.depth, stack: this.stack };
  }

  /**
   * Puts the machine in a checkpoint's state at output line `line`, between two tokens (as onLine found it), and
   * writes the line's start (indentation and closing bracket) when writing output.
   */
  restore(cp: JsonScanState, line: number, indent: number, close: number): void {
    this.state = cp.state;
    this.depth = cp.depth;
    if (this.stack.length < cp.depth) {
      this.stack = new Uint8Array(cp.depth * 2);
      this.opens = new Float64Array(cp.depth * 2);
    }
    this.stack.set(cp.stack.subarray(0, cp.depth));
    this.opens.fill(-1, 0, cp.depth);
    this.line = line;
    this.afterComma = false;
    if (!this.emit) return;
    const width = indent > 0 ? indent * this.unitWidth : 0;
    if (this.o + width + 1 > this.out.length) this.out = grow(this.out, this.o, this.o + width + 1);
    this.out.fill(this.unitChar, this.o, this.o + width);
    this.o += width;
    if (close) this.out[this.o++] = close;
  }

  /** The output written so far (a copy), and starts anew. */
  take(): Uint8Array<ArrayBuffer> {
    const out = this.out.slice(0, this.o);
    this.o = 0;
    return out;
  }

  /** True before the first token: a blank document. */
  get blank(): boolean {
    return this.state === S_VALUE && this.depth === 0;
  }

  /**
   * Scans `text` (the next part, or the rest of one from `from`) and returns the offset where it stopped: the
   * part's length, or less when onLine stopped it, or −1 on a syntax error (see `error`). Parts must be cut on
   * character boundaries (never inside a surrogate pair); tokens may run on from one part into the next.
   */
  scan(text: string, from = 0): number {
    const length = text.length;
    const base = this.base;
    // Reading past the end of a string costs: V8 then stops inlining charCodeAt where it happened, which made
    // chunked runs 70% slower. So the loops never check the end: most of the part is read where every loop is
    // sure to meet a character that ends it (a quotation mark, something that is not whitespace, something that
    // cannot be in a number), and the rest from a copy followed by a NUL, which ends every loop.
    const notSpace = lastNot(text, isSpace);
    const safe = Math.min(notSpace, lastNot(text, isNumberChar));
    let at = from;
    if (from < safe) {
      at = this.run(text, from, safe, text.lastIndexOf('"'), 0);
      if (at < 0 || this.stopped) return at;
    }
    if (at < length) {
      const tail = text.slice(at) + '\0';
      this.base = base + at;
      const r = this.run(tail, 0, tail.length - 1, Infinity, at);
      if (r < 0) return r;
      if (this.stopped) {
        this.base = base;
        return at + r;
      }
    }
    this.base = base + length;
    return length;
  }

  /**
   * The machine: reads text[from, n), where every loop meets a character that ends it before the text's end (see
   * scan); strings start only up to `quoteBound` (the last quotation mark), so that their end is in the text.
   * Returns the offset where it stopped (≥ n, or less when onLine stopped it: `stopped`), or −1 on a syntax error.
   * Offsets given to onLine are `shift` + the offset in `text`.
   */
  private run(text: string, from: number, n: number, quoteBound: number, shift: number): number {
    const length = text.length;
    const base = this.base;
    const events = this.events;
    const emit = this.emit;
    const minify = this.minify;
    const unitWidth = this.unitWidth;
    const unitChar = this.unitChar;
    let i = from;
    let state = this.state;
    let depth = this.depth;
    let stack = this.stack;
    let opens = this.opens;
    let afterComma = this.afterComma;
    let line = this.line;
    let hookLine = this.hookLine;
    // Past the limit: −1, so that every line discards the output before it.
    let limit = this.outputLimit;
    // Invariant while writing: cap ≥ o + (length − i). ASCII tokens are as long in the output as in the input, so only
    // inserted whitespace and multi-byte characters need a capacity check; the hot loops write without one.
    let out = this.out;
    let o = this.o;
    if (emit && o + (length - i) + 64 > out.length) out = grow(out, o, o + (length - i) + (length >> 1) + 64);
    let cap = out.length;
    /** Start of the token under way in this part (a token resumed from the part before starts at `from`). */
    let tok = i;
    this.stopped = false;

    main: for (;;) {
      let c: number;
      if (state < S_STRING) {
        // Between tokens: whitespace, punctuation (and the line breaks it makes), and a token's first character.
        // Where a line break goes: its indentation level, and the closing bracket that starts the line (0: none).
        let nl: number;
        let close = 0;
        structural: {
          if (i >= n) break main;
          c = text.charCodeAt(i);
          if (c === SPACE || c === LINE_FEED || c === CARRIAGE_RETURN || c === TAB) {
            const start = i;
            do c = text.charCodeAt(++i);
            while (c === SPACE || c === LINE_FEED || c === CARRIAGE_RETURN || c === TAB);
            this.whitespace += i - start;
            if (i >= n) break main;
          }

          if (state === S_AFTER) {
            if (depth === 0) {
              this.error = { ...JSON_MESSAGES.afterValue(describeChar(text, i)), pos: base + i };
              break;
            }
            const kind = stack[depth - 1];
            if (c === COMMA) {
              if (emit) out[o++] = COMMA;
              i++;
              state = kind === OBJECT ? S_KEY : S_VALUE;
              afterComma = true;
              nl = depth;
            } else if (c === (kind === OBJECT ? END_OBJECT : END_ARRAY)) {
              i++;
              depth--;
              // The closing bracket starts the next line.
              if (line + 1 - opens[depth] >= this.foldMin) this.onFold(opens[depth], line + 1);
              if (events !== null) {
                if (depth + 1 === this.skipFrom) this.skipFrom = Infinity;
                if (depth < this.skipFrom) {
                  if (kind === OBJECT) events.endObject(base + i - 1);
                  else events.endArray(base + i - 1);
                }
              }
              nl = depth;
              close = c;
            } else {
              const found = describeChar(text, i);
              this.error = { ...(kind === OBJECT ? JSON_MESSAGES.afterMember(found) : JSON_MESSAGES.afterElement(found)), pos: base + i };
              break;
            }
          } else if (state === S_VALUE || state === S_KEY) {
            if (c === QUOTATION_MARK) {
              state = state === S_KEY ? S_KEY_STRING : S_STRING;
              this.tokenStart = base + i;
              tok = i;
              if (emit) out[o++] = QUOTATION_MARK;
              i++;
              break structural;
            }
            if (state === S_KEY) {
              this.error = { ...(c === END_OBJECT && afterComma ? JSON_MESSAGES.trailingComma('}') : JSON_MESSAGES.propertyName(describeChar(text, i))), pos: base + i };
              break;
            }
            if (c === BEGIN_OBJECT || c === BEGIN_ARRAY) {
              if (events !== null && depth < this.skipFrom && (c === BEGIN_OBJECT ? events.beginObject(base + i) : events.beginArray(base + i)) === true) {
                this.skipFrom = depth + 1;
              }
              if (emit) out[o++] = c;
              i++;
              state = c === BEGIN_OBJECT ? S_OPENED_OBJECT : S_OPENED_ARRAY;
              continue;
            }
            if (c === MINUS || (c >= DIGIT_ZERO && c <= DIGIT_NINE)) {
              state = S_NUMBER;
              this.num = N_START;
              this.tokenStart = base + i;
              tok = i;
              break structural;
            }
            if (c === LOWER_T || c === LOWER_F || c === LOWER_N) {
              state = S_LITERAL;
              this.lit = c === LOWER_T ? 0 : c === LOWER_F ? 1 : 2;
              this.litMatched = 0;
              this.tokenStart = base + i;
              break structural;
            }
            let message: JsonMessage = JSON_MESSAGES.unexpected(describeChar(text, i));
            if (c === END_ARRAY && afterComma) message = JSON_MESSAGES.trailingComma(']');
            else if (c === BYTE_ORDER_MARK && base + i === 0) message = JSON_MESSAGES.byteOrderMark;
            this.error = { ...message, pos: base + i };
            break;
          } else if (state === S_COLON) {
            if (c !== NAME_SEPARATOR) {
              this.error = { ...JSON_MESSAGES.nameSeparator(describeChar(text, i)), pos: base + i };
              break;
            }
            i++;
            if (emit) {
              if (o + 2 + (length - i) > cap) {
                out = grow(out, o, o + 2 + (length - i));
                cap = out.length;
              }
              out[o++] = NAME_SEPARATOR;
              if (!minify) out[o++] = SPACE;
            }
            state = S_VALUE;
            afterComma = false;
            continue;
          } else {
            // S_OPENED_OBJECT, S_OPENED_ARRAY
            const kind = state === S_OPENED_OBJECT ? OBJECT : ARRAY;
            if (c === (kind === OBJECT ? END_OBJECT : END_ARRAY)) {
              if (emit) out[o++] = c;
              i++;
              state = S_AFTER;
              if (events !== null) {
                if (depth + 1 === this.skipFrom) this.skipFrom = Infinity;
                if (depth < this.skipFrom) {
                  if (kind === OBJECT) events.endObject(base + i - 1);
                  else events.endArray(base + i - 1);
                }
              }
              continue;
            }
            if (depth === stack.length) {
              stack = resized(stack, depth * 2);
              opens = resized(opens, depth * 2);
              this.stack = stack;
              this.opens = opens;
            }
            opens[depth] = line;
            stack[depth++] = kind;
            // Each open level still owes a closing line of 2·level bytes: fail before filling memory.
            if (depth > 8192 && emit && o + depth * (depth + 1) > limit && this.overflowAt < 0) {
              this.overflowAt = base + i;
              this.overflowDepth = depth;
              limit = -1;
            }
            state = kind === OBJECT ? S_KEY : S_VALUE;
            afterComma = false;
            nl = depth;
          }

          // A line break and the indentation (neither when minifying), then the closing bracket of this line.
          if (!minify) {
            line++;
            if (line === hookLine) {
              this.state = state;
              this.depth = depth;
              this.afterComma = afterComma;
              this.line = line;
              if (!this.onLine!(shift + i, nl, close)) {
                this.stopped = true;
                break;
              }
              hookLine = this.hookLine;
            }
            if (emit) {
              const width = nl * unitWidth;
              if (o + 2 + width > limit) {
                if (this.overflowAt < 0) {
                  this.overflowAt = base + i;
                  this.overflowDepth = depth;
                  limit = -1;
                }
                // Past the limit the output is discarded line by line, so that the rest is still checked.
                o = 0;
              }
              if (o + 2 + width + (length - i) > cap) {
                out = grow(out, o, o + 2 + width + (length - i));
                cap = out.length;
              }
              out[o++] = LINE_FEED;
              if (width < 32) {
                for (let k = 0; k < width; k++) out[o++] = unitChar;
              } else {
                out.fill(unitChar, o, o + width);
                o += width;
              }
            }
          }
          if (emit && close !== 0) out[o++] = close;
          continue;
        }
      }

      // Inside a token: from its first character, or from where the part before ended.
      if (state <= S_KEY_STRING) {
        string: for (;;) {
          if (this.esc !== 0) {
            // The rest of an escape (a part may end inside one).
            let esc = this.esc;
            while (esc !== 0) {
              if (i >= n) {
                this.esc = esc;
                break main;
              }
              c = text.charCodeAt(i);
              if (esc === 1) {
                if (c === LOWER_U) esc = 2;
                else if (c === QUOTATION_MARK || c === REVERSE_SOLIDUS || c === SOLIDUS || c === LOWER_B || c === LOWER_F || c === LOWER_N || c === LOWER_R || c === LOWER_T) esc = 0;
                else {
                  this.error = { ...JSON_MESSAGES.escape(describeChar(text, i)), pos: base + i - 1 };
                  break main;
                }
              } else if (isHex(c)) esc = esc === 5 ? 0 : esc + 1;
              else {
                this.error = { ...JSON_MESSAGES.unicodeEscape, pos: base + i - (esc - 2) - 2 };
                break main;
              }
              if (emit) out[o++] = c;
              i++;
            }
            this.esc = 0;
          }
          // No closing quotation mark ahead in this text: the rest is read from the copy (see scan).
          if (i > quoteBound) break main;
          if (emit) {
            for (;;) {
              c = text.charCodeAt(i);
              if (c === QUOTATION_MARK || c === REVERSE_SOLIDUS || c < SPACE) break;
              if (c < 0x80) {
                out[o++] = c;
                i++;
                continue;
              }
              if (o + 3 + (length - i) > cap) {
                out = grow(out, o, o + 3 + (length - i));
                cap = out.length;
              }
              if (c >= 0xd800 && c <= 0xdfff && isLoneSurrogate(text, i, c)) this.lone = true;
              const r = writeNonAscii(out, o, text, i, c);
              if (r < 0) {
                o = -r - 1;
                i += 2;
              } else {
                o = r;
                i++;
              }
            }
          } else {
            while ((c = text.charCodeAt(i)) >= SPACE && c !== QUOTATION_MARK && c !== REVERSE_SOLIDUS) i++;
          }
          if (c === QUOTATION_MARK) break string;
          if (c === REVERSE_SOLIDUS) {
            if (emit) out[o++] = c;
            i++;
            this.esc = 1;
            continue;
          }
          if (i >= n) break main; // the part ends inside the string
          this.error = { ...JSON_MESSAGES.controlCharacter(describeChar(text, i)), pos: base + i };
          break main;
        }
        if (emit) out[o++] = QUOTATION_MARK;
        i++;
        if (events !== null && depth < this.skipFrom) {
          const raw = this.carry + text.slice(tok, i);
          this.carry = '';
          if (state === S_KEY_STRING) events.key(raw, this.tokenStart);
          else events.value('string', raw, this.tokenStart);
        }
        state = state === S_KEY_STRING ? S_COLON : S_AFTER;
        continue;
      }

      if (state === S_NUMBER) {
        c = text.charCodeAt(i);
        // The grammar's steps in order, each resumable (a part may end anywhere in a number), with tight loops for
        // runs of digits. On leaving the block, `num` is −1 when the number has ended, else the step the part
        // ended in.
        let num = this.num;
        number: {
          if (num === N_START) {
            if (c === MINUS) c = text.charCodeAt(++i);
            num = N_SIGN;
          }
          if (num === N_SIGN) {
            if (c === DIGIT_ZERO) num = N_ZERO;
            else if (c >= DIGIT_ONE && c <= DIGIT_NINE) num = N_INT;
            else if (i >= n) break number;
            else {
              this.error = { ...JSON_MESSAGES.digitAfterMinus(describeChar(text, i)), pos: base + i };
              break main;
            }
            c = text.charCodeAt(++i);
          }
          if (num === N_INT || num === N_ZERO) {
            if (num === N_INT) {
              while (c >= DIGIT_ZERO && c <= DIGIT_NINE) c = text.charCodeAt(++i);
            } else if (c >= DIGIT_ZERO && c <= DIGIT_NINE) {
              this.error = { ...JSON_MESSAGES.leadingZero, pos: this.tokenStart };
              break main;
            }
            if (i >= n) break number;
            if (c === DECIMAL_POINT) num = N_POINT;
            else if (c === LOWER_E || c === UPPER_E) num = N_E;
            else {
              num = -1;
              break number;
            }
            c = text.charCodeAt(++i);
          }
          if (num === N_POINT) {
            if (c >= DIGIT_ZERO && c <= DIGIT_NINE) num = N_FRAC;
            else if (i >= n) break number;
            else {
              this.error = { ...JSON_MESSAGES.digitAfterPoint(describeChar(text, i)), pos: base + i };
              break main;
            }
          }
          if (num === N_FRAC) {
            while (c >= DIGIT_ZERO && c <= DIGIT_NINE) c = text.charCodeAt(++i);
            if (i >= n) break number;
            if (c !== LOWER_E && c !== UPPER_E) {
              num = -1;
              break number;
            }
            num = N_E;
            c = text.charCodeAt(++i);
          }
          if (num === N_E) {
            if (c === PLUS || c === MINUS) c = text.charCodeAt(++i);
            else if (i >= n) break number;
            num = N_EXP_SIGN;
          }
          if (num === N_EXP_SIGN) {
            if (c >= DIGIT_ZERO && c <= DIGIT_NINE) num = N_EXP;
            else if (i >= n) break number;
            else {
              this.error = { ...JSON_MESSAGES.digitInExponent(describeChar(text, i)), pos: base + i };
              break main;
            }
          }
          // N_EXP
          while (c >= DIGIT_ZERO && c <= DIGIT_NINE) c = text.charCodeAt(++i);
          if (i < n) num = -1;
        }
        if (emit) for (let k = tok; k < i; k++) out[o++] = text.charCodeAt(k);
        if (num >= 0) {
          // The part ended in the number.
          this.num = num;
          if (events !== null && depth < this.skipFrom) this.carry += text.slice(tok, i);
          break;
        }
        if (events !== null && depth < this.skipFrom) {
          const raw = this.carry + text.slice(tok, i);
          this.carry = '';
          events.value('number', raw, this.tokenStart);
        }
        state = S_AFTER;
        continue;
      }

      // S_LITERAL
      const word = LITERALS[this.lit];
      let matched = this.litMatched;
      while (matched < word.length) {
        if (i >= n) {
          this.litMatched = matched;
          break main;
        }
        if (text.charCodeAt(i) !== word.charCodeAt(matched)) {
          this.error = { ...JSON_MESSAGES.literal(word), pos: this.tokenStart };
          break main;
        }
        matched++;
        i++;
      }
      if (emit) for (let k = 0; k < word.length; k++) out[o++] = word.charCodeAt(k);
      if (events !== null && depth < this.skipFrom) events.value(word, word, this.tokenStart);
      state = S_AFTER;
      continue;
    }

    this.state = state;
    this.depth = depth;
    this.afterComma = afterComma;
    this.line = line;
    this.outputLimit = limit;
    this.out = out;
    this.o = o;
    if (this.error !== null) return -1;
    // Stopped inside a string: its start so far is kept for the event.
    if ((state === S_STRING || state === S_KEY_STRING) && events !== null && depth < this.skipFrom) this.carry += text.slice(tok, i);
    return i;
  }

  /**
   * After the last part: the syntax error at the end of the input, or null when the document is complete (a number
   * ending the document is reported to the events now).
   */
  end(): JsonSyntaxError | null {
    if (this.error) return this.error;
    const at = this.base;
    let message: JsonMessage | null = null;
    let pos = at;
    switch (this.state) {
      case S_STRING:
      case S_KEY_STRING:
        message = JSON_MESSAGES.unterminatedString;
        pos = this.tokenStart;
        break;
      case S_LITERAL:
        message = JSON_MESSAGES.literal(LITERALS[this.lit]);
        pos = this.tokenStart;
        break;
      case S_NUMBER:
        if (this.num === N_SIGN || this.num === N_POINT || this.num === N_E || this.num === N_EXP_SIGN) {
          message = JSON_MESSAGES.endOfInput;
          break;
        }
        if (this.events !== null && this.depth < this.skipFrom) this.events.value('number', this.carry, this.tokenStart);
        this.carry = '';
        this.state = S_AFTER;
        break;
      case S_AFTER:
        break;
      default:
        message = JSON_MESSAGES.endOfInput;
    }
    if (!message && this.depth > 0) message = JSON_MESSAGES.notClosed(this.stack[this.depth - 1] === OBJECT ? '{' : '[');
    if (!message) return null;
    this.error = { ...message, pos };
    return this.error;
  }
}

/** The message of a syntax error, without its position. */
const messageOf = ({ code, message, values }: JsonMessage): JsonMessage => (values ? { code, message, values } : { code, message });

/** A syntax error as an engine's failure: its English message, code and values, at its line and column. */
export const syntaxFailure = (e: JsonMessage, line: number, column: number): { ok: false; error: EngineError } => ({ ok: false, error: { ...messageOf(e), line, column } });

/** The error with its line and column in `text`. */
function located(text: string, e: JsonSyntaxError): JsonError {
  return { ...messageOf(e), ...positionAt(text, e.pos), offset: e.pos };
}

/**
 * Scans one JSON text with `events`; returns null, or the first syntax error with its line and column. With
 * `from` and `to`, only text[from, to) is read (it must hold one whole value), and offsets still count from the
 * text's start.
 */
export function scanJson(text: string, events: JsonEvents, from = 0, to = text.length): JsonError | null {
  // A handler that scans again while this scan runs gets a scanner of its own.
  const scanner = spare ?? new JsonScanner();
  spare = null;
  scanner.restart(events);
  scanner.base = from;
  scanner.scan(from === 0 && to === text.length ? text : text.slice(from, to));
  const e = scanner.end();
  scanner.restart(null);
  spare = scanner;
  return e && located(text, e);
}
let spare: JsonScanner | null = null;

/**
 * Calls `visit` for each member of the object, or each item of the array, whose text is text[from, to): the
 * member's name as written and its offset (null and −1 for an item), and the span of its value. What is nested
 * deeper is skipped by the scanner, so a level of a large document costs no string per nested token. Returns null,
 * or the first syntax error (of the whole span).
 */
export function forEachChild(
  text: string,
  from: number,
  to: number,
  visit: (key: string | null, keyAt: number, start: number, end: number) => void,
): JsonError | null {
  let depth = 0;
  let key: string | null = null;
  let keyAt = -1;
  let start = 0;
  const begin = (at: number) => {
    if (depth++ !== 1) return false;
    start = at;
    return true;
  };
  const end = (at: number) => {
    if (--depth === 1) visit(key, keyAt, start, at + 1);
  };
  return scanJson(
    text,
    {
      beginObject: begin,
      beginArray: begin,
      endObject: end,
      endArray: end,
      key: (raw, at) => {
        key = raw;
        keyAt = at;
      },
      value: (_kind, raw, at) => {
        if (depth === 1) visit(key, keyAt, at, at + raw.length);
      },
    },
    from,
    to,
  );
}

/** The first syntax error of a JSON text with its line and column, or null when it is valid. */
export function checkJson(text: string): JsonError | null {
  const scanner = new JsonScanner();
  scanner.scan(text);
  const e = scanner.end();
  return e && located(text, e);
}

/**
 * Events for a document that arrives in parts (e.g. a File read and decoded piece by piece, each piece ending on a
 * character boundary): write() each part in order, then end(). Each returns null, or the first syntax error with
 * its line and column (UTF-16 units, as the small path counts them); after an error, nothing more is read.
 */
export class JsonEventStream {
  private readonly scanner: JsonScanner;
  private readonly lines = new LineCounter();
  private failed: JsonError | null = null;

  constructor(events: JsonEvents) {
    this.scanner = new JsonScanner({ events });
  }

  /** Characters read so far. */
  get offset(): number {
    return this.scanner.base;
  }

  write(part: string): JsonError | null {
    if (this.failed) return this.failed;
    const base = this.scanner.base;
    const r = this.scanner.scan(part);
    this.lines.count(part, base, r < 0 ? this.scanner.error!.pos - base : part.length);
    if (r < 0) return this.fail(this.scanner.error!);
    return null;
  }

  end(): JsonError | null {
    if (this.failed) return this.failed;
    const e = this.scanner.end();
    return e && this.fail(e);
  }

  private fail(e: JsonSyntaxError): JsonError {
    this.failed = { ...messageOf(e), line: this.lines.line, column: this.lines.column(e.pos), offset: e.pos };
    return this.failed;
  }
}
