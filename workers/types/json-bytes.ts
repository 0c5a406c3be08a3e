import { CHUNK_BYTES, type ByteSource } from '../format/big-document';
import { hasUtf8Bom } from '../shared/utf8';
import type { ShapeBuilder } from './shape';
import {
  TAB, LINE_FEED, CARRIAGE_RETURN, SPACE, QUOTATION_MARK, PLUS, COMMA, MINUS, DECIMAL_POINT, SOLIDUS, DIGIT_ZERO,
  DIGIT_NINE, NAME_SEPARATOR, UPPER_E, BEGIN_ARRAY, REVERSE_SOLIDUS, END_ARRAY, LOWER_E, LOWER_F, LOWER_N, LOWER_T,
  LOWER_U, BEGIN_OBJECT, END_OBJECT, S_VALUE, S_AFTER, S_KEY, S_COLON, S_OPENED_OBJECT, S_OPENED_ARRAY,
} from '../format/json-chars';

/**
 * The fast path of types from a big JSON file: one document read as UTF-8 bytes, never decoded as a whole, its
 * tokens sent to the shape builder as byte ranges (ShapeBuilder.keyBytes, stringBytes, numberBytes), so that a
 * key the builder expects and a string whose place no longer checks formats or counts values cost no text at all.
 *
 * It reads exactly the strict JSON the JSON scanner (workers/format/json-scanner.ts) accepts, and gives up on
 * anything else: a syntax error, a second top-level value (NDJSON, or an error), a blank file. Then the caller reads
 * the file again through the scanner, which gives the message, line and column, or reads NDJSON line by line. So
 * this path never explains an error; it only makes valid documents cheap. The events it sends are the scanner's,
 * in the same order, so the shape model is the same (infer.test.ts compares the two on the same inputs).
 */


const ARRAY = 0;
const OBJECT = 1;

const LITERALS: readonly (readonly number[])[] = [
  [LOWER_T, 0x72, LOWER_U, LOWER_E],
  [LOWER_F, 0x61, 0x6c, 0x73, LOWER_E],
  [LOWER_N, LOWER_U, 0x6c, 0x6c],
];
const LITERAL_KINDS: readonly ('true' | 'false' | 'null')[] = ['true', 'false', 'null'];

const isDigit = (c: number) => c >= DIGIT_ZERO && c <= DIGIT_NINE;
const isHex = (c: number) => isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= LOWER_F);
/** The escapes after a backslash, other than `u`. */
const isEscape = (c: number) => c === QUOTATION_MARK || c === REVERSE_SOLIDUS || c === SOLIDUS || c === 0x62 || c === LOWER_F || c === LOWER_N || c === 0x72 || c === LOWER_T;

/** The longest token this path reads (see inferJsonBytes). */
const MAX_TOKEN_BYTES = 8 * CHUNK_BYTES;

/** Returned by the reader when it gives up (see the module comment). */
const GIVE_UP = -1;
/** The buffer ends inside a token: read more, then resume at the token's start. */
const MORE = -2;

/**
 * Reads `source` (one JSON document) into `builder`; false when it gave up (the builder then holds a part of the
 * input and must be dropped). Progress: bytes read of the total, after each part.
 */
export async function inferJsonBytes(source: ByteSource, builder: ShapeBuilder, onProgress?: (done: number, total: number) => void): Promise<boolean> {
  const reader = new JsonBytes(builder);
  // buf[0, n) holds the bytes not read yet, then a 0 that ends every loop before n (no bounds check in them).
  let buf = new Uint8Array(CHUNK_BYTES + 1);
  let n = 0;
  for (let at = 0; at < source.size; ) {
    let bytes = await source.read(at, Math.min(source.size, at + CHUNK_BYTES));
    if (bytes.length === 0) return false;
    const first = at === 0;
    at += bytes.length;
    // Dropped as the decoder of the scanner's path drops it.
    if (first && hasUtf8Bom(bytes)) bytes = bytes.subarray(3);
    if (n + bytes.length + 1 > buf.length) {
      const next = new Uint8Array(Math.max(buf.length * 2, n + bytes.length + 1));
      next.set(buf.subarray(0, n));
      buf = next;
    }
    buf.set(bytes, n);
    n += bytes.length;
    buf[n] = 0;
    const last = at >= source.size;
    const stop = reader.read(buf, n, last);
    // A token longer than MAX_TOKEN_BYTES would be read again from its start with every part: the scanner's
    // path reads it in parts instead.
    if (stop === GIVE_UP || n - stop > MAX_TOKEN_BYTES) return false;
    // What the part ended in moves to the start.
    buf.copyWithin(0, stop, n);
    n -= stop;
    onProgress?.(at, source.size);
  }
  return reader.done(n);
}

/** The reading machine: its state between two parts is the state and the open containers. */
class JsonBytes {
  private state = S_VALUE;
  private depth = 0;
  private stack = new Uint8Array(64);
  /** Values begun at the top (more than one: not one document). */
  private values = 0;

  constructor(private readonly builder: ShapeBuilder) {}

  /** True when the whole input was one complete document (`rest`: bytes left unread, which can only be a token the input ended in). */
  done(rest: number): boolean {
    return rest === 0 && this.state === S_AFTER && this.depth === 0 && this.values === 1;
  }

  /**
   * Reads buf[0, n) (buf[n] is 0) and returns where it stopped: n, or the start of a token that the bytes end in
   * (unless `last`), or GIVE_UP.
   */
  read(buf: Uint8Array, n: number, last: boolean): number {
    const builder = this.builder;
    let state = this.state;
    let depth = this.depth;
    let stack = this.stack;
    let i = 0;
    let c: number;
    for (;;) {
      while ((c = buf[i]) === SPACE || c === LINE_FEED || c === CARRIAGE_RETURN || c === TAB) i++;
      if (i >= n) break;
      if (state === S_AFTER) {
        if (depth === 0) return GIVE_UP;
        const kind = stack[depth - 1];
        i++;
        if (c === COMMA) {
          state = kind === OBJECT ? S_KEY : S_VALUE;
          continue;
        }
        if (c !== (kind === OBJECT ? END_OBJECT : END_ARRAY)) return GIVE_UP;
        depth--;
        if (kind === OBJECT) builder.endObject();
        else builder.endArray();
        continue;
      }
      if (state === S_COLON) {
        if (c !== NAME_SEPARATOR) return GIVE_UP;
        state = S_VALUE;
        i++;
        continue;
      }
      if ((state === S_OPENED_OBJECT && c === END_OBJECT) || (state === S_OPENED_ARRAY && c === END_ARRAY)) {
        depth--;
        if (c === END_OBJECT) builder.endObject();
        else builder.endArray();
        state = S_AFTER;
        i++;
        continue;
      }
      if (state === S_KEY || state === S_OPENED_OBJECT) {
        if (c !== QUOTATION_MARK) return GIVE_UP;
        const end = this.string(buf, i, n, last);
        if (end < 0) {
          if (end === MORE) break;
          return GIVE_UP;
        }
        builder.keyBytes(buf, i, end);
        state = S_COLON;
        i = end;
        continue;
      }
      // S_VALUE, S_OPENED_ARRAY: a value.
      if (depth === 0 && this.values++ > 0) return GIVE_UP;
      if (c === BEGIN_OBJECT || c === BEGIN_ARRAY) {
        if (depth === stack.length) {
          const next = new Uint8Array(depth * 2);
          next.set(stack);
          this.stack = stack = next;
        }
        if (c === BEGIN_OBJECT) {
          stack[depth++] = OBJECT;
          builder.beginObject();
          state = S_OPENED_OBJECT;
        } else {
          stack[depth++] = ARRAY;
          builder.beginArray();
          state = S_OPENED_ARRAY;
        }
        i++;
        continue;
      }
      let end: number;
      if (c === QUOTATION_MARK) {
        end = this.string(buf, i, n, last);
        if (end >= 0) builder.stringBytes(buf, i, end, this.escaped, this.ascii);
      } else if (c === MINUS || isDigit(c)) {
        end = this.number(buf, i, n, last);
        if (end >= 0) builder.numberBytes(buf, i, end, this.fraction);
      } else end = this.literal(buf, i, n, last, c);
      if (end < 0) {
        if (depth === 0) this.values--;
        if (end === MORE) break;
        return GIVE_UP;
      }
      state = S_AFTER;
      i = end;
    }
    this.state = state;
    this.depth = depth;
    return Math.min(i, n);
  }

  /** Set by string(): the string held a backslash; every byte of it was ASCII. */
  private escaped = false;
  private ascii = true;

  /** The end of the string starting at buf[i] (after its closing quotation mark), MORE or GIVE_UP. */
  private string(buf: Uint8Array, i: number, n: number, last: boolean): number {
    let j = i + 1;
    let high = 0;
    let escaped = false;
    let c: number;
    for (;;) {
      while ((c = buf[j]) >= SPACE && c !== QUOTATION_MARK && c !== REVERSE_SOLIDUS) {
        high |= c;
        j++;
      }
      if (c === QUOTATION_MARK) break;
      if (c !== REVERSE_SOLIDUS) return j >= n && !last ? MORE : GIVE_UP; // the end of the bytes, or a control character
      escaped = true;
      c = buf[j + 1];
      if (c === LOWER_U) {
        if (j + 6 > n) return last ? GIVE_UP : MORE;
        if (!isHex(buf[j + 2]) || !isHex(buf[j + 3]) || !isHex(buf[j + 4]) || !isHex(buf[j + 5])) return GIVE_UP;
        j += 6;
      } else if (isEscape(c)) j += 2;
      else return j + 1 >= n && !last ? MORE : GIVE_UP;
    }
    this.escaped = escaped;
    this.ascii = high < 0x80;
    return j + 1;
  }

  /** Set by number(): the number has a fraction or an exponent. */
  private fraction = false;

  /** The end of the number starting at buf[i], MORE or GIVE_UP (RFC 8259's grammar). */
  private number(buf: Uint8Array, i: number, n: number, last: boolean): number {
    let j = i;
    if (buf[j] === MINUS) j++;
    let c = buf[j];
    if (c === DIGIT_ZERO) c = buf[++j];
    else if (isDigit(c)) while (isDigit((c = buf[++j])));
    else return j >= n && !last ? MORE : GIVE_UP;
    let fraction = false;
    if (c === DECIMAL_POINT) {
      fraction = true;
      c = buf[++j];
      if (!isDigit(c)) return j >= n && !last ? MORE : GIVE_UP;
      while (isDigit((c = buf[++j])));
    }
    if (c === LOWER_E || c === UPPER_E) {
      fraction = true;
      c = buf[++j];
      if (c === PLUS || c === MINUS) c = buf[++j];
      if (!isDigit(c)) return j >= n && !last ? MORE : GIVE_UP;
      while (isDigit((c = buf[++j])));
    }
    // A number the bytes end in may go on in the next part; a digit right after a leading zero is an error.
    if (j >= n && !last) return MORE;
    if (isDigit(c)) return GIVE_UP;
    this.fraction = fraction;
    return j;
  }

  /** The end of `true`, `false` or `null` at buf[i] (sent to the builder), MORE or GIVE_UP. */
  private literal(buf: Uint8Array, i: number, n: number, last: boolean, c: number): number {
    const k = c === LOWER_T ? 0 : c === LOWER_F ? 1 : c === LOWER_N ? 2 : -1;
    if (k < 0) return GIVE_UP;
    const word: readonly number[] = LITERALS[k];
    for (let m = 0; m < word.length; m++) {
      if (i + m >= n) return last ? GIVE_UP : MORE;
      if (buf[i + m] !== word[m]) return GIVE_UP;
    }
    const kind = LITERAL_KINDS[k];
    this.builder.value(kind, kind);
    return i + word.length;
  }
}
