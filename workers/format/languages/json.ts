import { fail, ok, withCode, type Result } from '../../shared/result';
import { JSON_TOO_LARGE } from '../meta';

/**
 * V8's maximum string length (2^29 − 24 UTF-16 units). A formatted result longer than this cannot exist as a JS
 * string; about 16,400 levels of nesting already reach it, since every level costs an indented line to open and
 * one to close (20,000 levels would need about 800 million characters).
 */
export const MAX_OUTPUT = 536_870_888;

const VALUE = 0;
const AFTER_VALUE = 1;
const KEY = 2;
const COLON = 3;

const ARRAY = 0;
const OBJECT = 1;

/** Converts an offset into 1-based line and column (UTF-16 units); `\r\n`, `\n` and a lone `\r` end a line. */
export function positionAt(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(pos, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: pos - lineStart + 1 };
}

/** Quotes a character for an error message; invisible ones are shown as U+XXXX. */
export function describeChar(text: string, pos: number): string {
  const cp = text.codePointAt(pos) ?? 0;
  if (cp <= 0x20 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || cp === 0xfffe || cp === 0xffff || (cp >= 0x2000 && cp <= 0x206f) || (cp >= 0xd800 && cp <= 0xdfff)) {
    return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  }
  return `'${String.fromCodePoint(cp)}'`;
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

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isLoneSurrogate = (text: string, i: number, c: number) =>
  c <= 0xdbff ? !(text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff) : true;

function tooLarge(depth: number): string {
  const where = depth > 0 ? ` (nesting depth ${depth} here)` : '';
  return `The formatted JSON would be longer than the longest possible string (${MAX_OUTPUT} characters)${where}`;
}

/**
 * Formats JSON exactly as `JSON.stringify(value, null, 2)` lays it out, without ever building the value: one pass
 * over the text copies every token unchanged (big integers, `1.0e+400`, `-0`, escapes, duplicate keys, key order)
 * and only replaces whitespace. Validation is strict RFC 8259 (a leading byte order mark is rejected, as the RFC
 * says it MUST NOT be there). No recursion: nesting depth is limited only by the size of the result.
 * Errors carry a short message and the 1-based line and column (column in UTF-16 units).
 */
export function formatJson(code: string, options: JsonLayout = {}): Result<string> {
  if (!options.sortKeys) return layoutJson(code, options);
  // Validated and compacted first, so errors name positions in the user's input; then sorted and laid out.
  const compact = layoutJson(code, { minify: true });
  return compact.ok ? layoutJson(sortJsonKeys(compact.value), options) : compact;
}

interface JsonContainer {
  object: boolean;
  /** Object keys as written (with quotes and escapes). */
  keys: string[];
  /** Values: a scalar's text as written, or a container. */
  values: (string | JsonContainer)[];
}

/**
 * Sorts every object's keys in a compact, valid JSON text (no whitespace outside strings), keeping every token's
 * text: keys compare by their decoded value in UTF-16 code-unit order (as Array.prototype.sort does) and the sort
 * is stable, so duplicate keys keep their order. Iterative in both directions: nesting depth costs no stack.
 */
export function sortJsonKeys(compact: string): string {
  const n = compact.length;
  const root: JsonContainer = { object: false, keys: [], values: [] };
  const stack: JsonContainer[] = [root];
  let expectKey = false;
  for (let i = 0; i < n; ) {
    const c = compact.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === 123 || c === 91) {
      const child: JsonContainer = { object: c === 123, keys: [], values: [] };
      top.values.push(child);
      stack.push(child);
      expectKey = c === 123;
      i++;
    } else if (c === 125 || c === 93) {
      stack.pop();
      expectKey = false;
      i++;
    } else if (c === 44) {
      expectKey = top.object;
      i++;
    } else if (c === 58) {
      i++;
    } else {
      let j = i;
      if (c === 34) {
        for (j = i + 1; compact.charCodeAt(j) !== 34; j++) if (compact.charCodeAt(j) === 92) j++;
        j++;
      } else {
        while (j < n && !',]}'.includes(compact[j])) j++;
      }
      if (expectKey) top.keys.push(compact.slice(i, j));
      else top.values.push(compact.slice(i, j));
      expectKey = false;
      i = j;
    }
  }
  const parts: string[] = [];
  const work: (string | JsonContainer)[] = [root.values[0]];
  while (work.length) {
    const node = work.pop()!;
    if (typeof node === 'string') {
      parts.push(node);
      continue;
    }
    const order = node.values.map((_, k) => k);
    if (node.object) {
      const decoded = node.keys.map((k) => JSON.parse(k) as string);
      order.sort((a, b) => (decoded[a] < decoded[b] ? -1 : decoded[a] > decoded[b] ? 1 : 0));
    }
    // Pushed in reverse, so they are written in order: open, (key:, value, ',')…, close.
    work.push(node.object ? '}' : ']');
    for (let k = order.length - 1; k >= 0; k--) {
      work.push(node.values[order[k]]);
      if (node.object) work.push(`${node.keys[order[k]]}:`);
      if (k > 0) work.push(',');
    }
    work.push(node.object ? '{' : '[');
  }
  return parts.join('');
}

/** How formatJson lays the document out: `indent` 2 (default), 4 or a tab per level, or `minify` to one line. */
export interface JsonLayout {
  indent?: '2' | '4' | 'tab';
  minify?: boolean;
  sortKeys?: boolean;
}

function layoutJson(code: string, { indent: indentStyle = '2', minify = false }: JsonLayout): Result<string> {
  const unitWidth = minify ? 0 : indentStyle === 'tab' ? 1 : Number(indentStyle);
  const unitChar = indentStyle === 'tab' ? 9 : 32;
  const n = code.length;
  // Invariant: cap >= o + (n - i). ASCII tokens are as long in the output as in the input, so only inserted
  // whitespace and multi-byte characters need a capacity check; the hot loops write without one.
  let cap = n + (n >> 1) + 64;
  let out = new Uint8Array(cap);
  let o = 0;
  let i = 0;
  let depth = 0;
  let stack = new Uint8Array(256);
  let lone = false;
  let afterComma = false;
  let state = VALUE;
  // Where the result outgrew MAX_OUTPUT (UTF-8 bytes, a conservative bound for UTF-16 units), or −1.
  let overflowAt = -1;
  let overflowDepth = 0;
  let message = '';
  let errPos = 0;

  main: for (;;) {
    let c = code.charCodeAt(i);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = code.charCodeAt(++i);

    let indent = -1;
    if (state === AFTER_VALUE) {
      if (depth === 0) {
        if (i < n) {
          message = `Unexpected ${describeChar(code, i)} after the JSON value`;
          errPos = i;
        }
        break;
      }
      const kind = stack[depth - 1];
      if (c === 44) {
        out[o++] = 44;
        i++;
        state = kind === OBJECT ? KEY : VALUE;
        afterComma = true;
        indent = depth;
      } else if (c === (kind === OBJECT ? 125 : 93)) {
        i++;
        depth--;
        indent = depth;
      } else {
        errPos = i;
        if (i >= n) message = `Unexpected end of input: '${kind === OBJECT ? '{' : '['}' is not closed`;
        else if (kind === OBJECT) message = `Expected ',' or '}' after property value, found ${describeChar(code, i)}`;
        else message = `Expected ',' or ']' after array element, found ${describeChar(code, i)}`;
        break;
      }
    } else if (c === 34 && state !== COLON) {
      const start = i;
      out[o++] = 34;
      i++;
      for (;;) {
        c = code.charCodeAt(i);
        if (c === 34) break;
        if (c === 92) {
          const e = code.charCodeAt(i + 1);
          if (e === 117) {
            if (!(isHex(code.charCodeAt(i + 2)) && isHex(code.charCodeAt(i + 3)) && isHex(code.charCodeAt(i + 4)) && isHex(code.charCodeAt(i + 5)))) {
              let k = i + 2;
              while (k < i + 6 && isHex(code.charCodeAt(k))) k++;
              const atEnd = k >= n;
              message = atEnd ? 'Unterminated string' : 'Invalid \\u escape: expected 4 hexadecimal digits';
              errPos = atEnd ? start : i;
              break main;
            }
            out[o] = 92;
            out[o + 1] = 117;
            out[o + 2] = code.charCodeAt(i + 2);
            out[o + 3] = code.charCodeAt(i + 3);
            out[o + 4] = code.charCodeAt(i + 4);
            out[o + 5] = code.charCodeAt(i + 5);
            o += 6;
            i += 6;
            continue;
          }
          if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
            out[o] = 92;
            out[o + 1] = e;
            o += 2;
            i += 2;
            continue;
          }
          if (i + 1 >= n) {
            message = 'Unterminated string';
            errPos = start;
          } else {
            // The character after the backslash may be a line break or another invisible one: shown escaped.
            const next = describeChar(code, i + 1);
            message = next.startsWith("'") ? `Invalid escape sequence '\\${next.slice(1)}` : `Invalid escape sequence: '\\' followed by ${next}`;
            errPos = i;
          }
          break main;
        }
        if (c < 0x20 || c !== c) {
          if (c !== c) {
            message = 'Unterminated string';
            errPos = start;
          } else {
            message = `Control character ${describeChar(code, i)} must be escaped in a string`;
            errPos = i;
          }
          break main;
        }
        if (c < 0x80) {
          out[o++] = c;
          i++;
          continue;
        }
        if (o + 3 + (n - i) > cap) {
          out = grow(out, o, o + 3 + (n - i));
          cap = out.length;
        }
        if (c >= 0xd800 && c <= 0xdfff && isLoneSurrogate(code, i, c)) lone = true;
        const r = writeNonAscii(out, o, code, i, c);
        if (r < 0) {
          o = -r - 1;
          i += 2;
        } else {
          o = r;
          i++;
        }
      }
      out[o++] = 34;
      i++;
      state = state === KEY ? COLON : AFTER_VALUE;
      if (state === COLON) continue;
    } else if (state === VALUE) {
      if (c === 123 || c === 91) {
        const close = c + 2;
        out[o++] = c;
        i++;
        let d = code.charCodeAt(i);
        while (d === 32 || d === 10 || d === 13 || d === 9) d = code.charCodeAt(++i);
        if (d === close) {
          out[o++] = d;
          i++;
          state = AFTER_VALUE;
          continue;
        }
        if (depth === stack.length) {
          const bigger = new Uint8Array(stack.length * 2);
          bigger.set(stack);
          stack = bigger;
        }
        stack[depth++] = c === 123 ? OBJECT : ARRAY;
        // Each open level still owes a closing line of 2·level bytes: fail before filling memory.
        if (depth > 8192 && overflowAt < 0 && o + depth * (depth + 1) > MAX_OUTPUT) {
          overflowAt = i;
          overflowDepth = depth;
        }
        state = c === 123 ? KEY : VALUE;
        afterComma = false;
        indent = depth;
      } else if (c === 45 || (c >= 48 && c <= 57)) {
        const start = i;
        if (c === 45) c = code.charCodeAt(++i);
        if (c === 48) {
          c = code.charCodeAt(++i);
          if (c >= 48 && c <= 57) {
            message = 'Leading zeros are not allowed in numbers';
            errPos = start;
            break;
          }
        } else if (c >= 49 && c <= 57) {
          do c = code.charCodeAt(++i);
          while (c >= 48 && c <= 57);
        } else {
          message = i >= n ? 'Unexpected end of input' : `Expected a digit after '-', found ${describeChar(code, i)}`;
          errPos = i;
          break;
        }
        if (c === 46) {
          c = code.charCodeAt(++i);
          if (!(c >= 48 && c <= 57)) {
            message = i >= n ? 'Unexpected end of input' : `Expected a digit after '.', found ${describeChar(code, i)}`;
            errPos = i;
            break;
          }
          do c = code.charCodeAt(++i);
          while (c >= 48 && c <= 57);
        }
        if (c === 101 || c === 69) {
          c = code.charCodeAt(++i);
          if (c === 43 || c === 45) c = code.charCodeAt(++i);
          if (!(c >= 48 && c <= 57)) {
            message = i >= n ? 'Unexpected end of input' : `Expected a digit in the exponent, found ${describeChar(code, i)}`;
            errPos = i;
            break;
          }
          do c = code.charCodeAt(++i);
          while (c >= 48 && c <= 57);
        }
        for (let k = start; k < i; k++) out[o++] = code.charCodeAt(k);
        state = AFTER_VALUE;
        continue;
      } else if (c === 116 || c === 102 || c === 110) {
        const word = c === 116 ? 'true' : c === 102 ? 'false' : 'null';
        if (!code.startsWith(word, i)) {
          message = `Invalid literal: expected '${word}'`;
          errPos = i;
          break;
        }
        for (let k = 0; k < word.length; k++) out[o++] = word.charCodeAt(k);
        i += word.length;
        state = AFTER_VALUE;
        continue;
      } else {
        errPos = i;
        if (i >= n) message = 'Unexpected end of input';
        else if (c === 93 && afterComma) message = "Trailing comma before ']' is not allowed";
        else if (c === 0xfeff && i === 0) message = 'Byte order mark (U+FEFF) is not allowed at the start of JSON';
        else message = `Unexpected character ${describeChar(code, i)}`;
        break;
      }
    } else if (state === KEY) {
      errPos = i;
      if (i >= n) message = 'Unexpected end of input';
      else if (c === 125 && afterComma) message = "Trailing comma before '}' is not allowed";
      else message = `Expected a property name in double quotes, found ${describeChar(code, i)}`;
      break;
    } else {
      if (c !== 58) {
        errPos = i;
        message = i >= n ? 'Unexpected end of input' : `Expected ':' after property name, found ${describeChar(code, i)}`;
        break;
      }
      i++;
      if (o + 2 + (n - i) > cap) {
        out = grow(out, o, o + 2 + (n - i));
        cap = out.length;
      }
      out[o++] = 58;
      if (!minify) out[o++] = 32;
      state = VALUE;
      afterComma = false;
      continue;
    }

    if (indent >= 0) {
      // A newline and the indentation (none of either when minifying), then the closing bracket when this line
      // closes a container.
      const closing = state === AFTER_VALUE;
      if (minify) {
        if (closing) out[o++] = stack[depth] === OBJECT ? 125 : 93;
        continue;
      }
      const width = indent * unitWidth;
      if (o + 2 + width > MAX_OUTPUT && overflowAt < 0) {
        overflowAt = i;
        overflowDepth = depth;
      }
      // Past the limit the output is discarded line by line, so that the rest is still validated.
      if (overflowAt >= 0) o = 0;
      if (o + 2 + width + (n - i) > cap) {
        out = grow(out, o, o + 2 + width + (n - i));
        cap = out.length;
      }
      out[o++] = 10;
      if (width < 32) {
        for (let k = 0; k < width; k++) out[o++] = unitChar;
      } else {
        out.fill(unitChar, o, o + width);
        o += width;
      }
      if (closing) out[o++] = stack[depth] === OBJECT ? 125 : 93;
    }
  }

  if (message) {
    const { line, column } = positionAt(code, errPos);
    return fail(message, line, column);
  }
  if (overflowAt >= 0 || o > MAX_OUTPUT) {
    const { line, column } = positionAt(code, overflowAt >= 0 ? overflowAt : n);
    return withCode(fail(tooLarge(overflowDepth), line, column), JSON_TOO_LARGE);
  }
  return ok(decodeOutput(out, o, lone));
}
