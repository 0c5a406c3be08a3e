import { formatJson } from '../format/languages/json';

/**
 * The value tree every converter works on. Unlike `JSON.parse`, it keeps what JSON text says exactly:
 * objects are `Map`s (key order as written, `"10"` after `"b"` if so written, `__proto__` an ordinary key) and a
 * number whose JavaScript value would print differently (`12345678901234567890`, `1.0`, `1e400`, `-0`) is a
 * {@link RawNumber} holding its text, so every writer can emit the digits unchanged.
 */
export type JValue = null | boolean | number | string | RawNumber | JValue[] | JObject;
export type JObject = Map<string, JValue>;

/** A number kept as its exact text (it has no exact JavaScript number). */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** Nesting deeper than this is refused (the writers recurse). */
export const MAX_DEPTH = 1000;

/** A refusal with an optional 1-based position, thrown by the converters and turned into an engine error. */
export class ConvertError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'ConvertError';
  }
}

const tooDeep = () => new ConvertError(`The document is nested deeper than ${MAX_DEPTH} levels, which the converters do not support.`);

/** The number for the JSON number text `raw`: a plain number when it prints back as the same text. */
export function numberOf(raw: string): number | RawNumber {
  const v = +raw;
  return String(v) === raw ? v : new RawNumber(raw);
}

/** What {@link parseJsonTree} found besides the value. */
export interface ParsedJson {
  value: JValue;
  /** Keys that appeared more than once in one object (the last value is kept, as `JSON.parse` does). */
  duplicateKeys: number;
}

/**
 * Parses JSON text into a {@link JValue} tree. Invalid JSON is refused with the JSON formatter's message, line and
 * column (the strict RFC 8259 check); valid JSON is then read in one pass without recursion.
 */
export function parseJsonTree(text: string): ParsedJson {
  try {
    JSON.parse(text);
  } catch {
    const r = formatJson(text);
    if (!r.ok) throw new ConvertError(`Invalid JSON: ${r.error.message}`, r.error.line, r.error.column);
    // JSON.parse and the formatter disagree only on inputs the formatter accepts; read them as it does.
  }
  return readValidJson(text);
}

/** Reads JSON already known to be valid. */
function readValidJson(text: string): ParsedJson {
  let i = 0;
  let duplicateKeys = 0;
  const stack: (JValue[] | JObject)[] = [];
  const keyStack: string[] = [];
  let nextBackslash = -2;

  const skipWs = () => {
    let c = text.charCodeAt(i);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++i);
  };
  const readString = (): string => {
    const start = i;
    const close = text.indexOf('"', i + 1);
    if (nextBackslash !== -1 && nextBackslash < start) nextBackslash = text.indexOf('\\', start);
    if (nextBackslash === -1 || nextBackslash > close) {
      i = close + 1;
      return text.slice(start + 1, close);
    }
    let j = start + 1;
    for (;;) {
      const c = text.charCodeAt(j);
      if (c === 92) j += 2;
      else if (c === 34) break;
      else j++;
    }
    i = j + 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readKey = () => {
    skipWs();
    keyStack[stack.length - 1] = readString();
    skipWs();
    i++; // ':'
  };

  for (;;) {
    skipWs();
    const c = text.charCodeAt(i);
    let value: JValue;
    if (c === 123 || c === 91) {
      i++;
      skipWs();
      if (text.charCodeAt(i) === (c === 123 ? 125 : 93)) {
        i++;
        value = c === 123 ? new Map() : [];
      } else {
        if (stack.length >= MAX_DEPTH) throw tooDeep();
        stack.push(c === 123 ? new Map() : []);
        if (c === 123) readKey();
        continue;
      }
    } else if (c === 34) {
      value = readString();
    } else if (c === 116) {
      value = true;
      i += 4;
    } else if (c === 102) {
      value = false;
      i += 5;
    } else if (c === 110) {
      value = null;
      i += 4;
    } else {
      const start = i;
      let d = c;
      while ((d >= 48 && d <= 57) || d === 45 || d === 43 || d === 46 || d === 101 || d === 69) d = text.charCodeAt(++i);
      const raw = text.slice(start, i);
      value = numberOf(raw);
    }

    // Attach the value; close every container that ends here.
    for (;;) {
      const depth = stack.length;
      if (depth === 0) return { value, duplicateKeys };
      const top = stack[depth - 1];
      if (Array.isArray(top)) top.push(value);
      else {
        const key = keyStack[depth - 1];
        if (top.has(key)) {
          duplicateKeys++;
          top.delete(key);
        }
        top.set(key, value);
      }
      skipWs();
      const d = text.charCodeAt(i++);
      if (d === 44) {
        if (!Array.isArray(top)) readKey();
        break;
      }
      value = stack.pop()!;
    }
  }
}

/** A container nested in another (for the writers' depth checks). */
export const isContainer = (v: JValue): v is JValue[] | JObject => Array.isArray(v) || v instanceof Map;

/** The text of a scalar in JSON (strings quoted). */
function jsonScalar(v: JValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof RawNumber) return v.text;
  return String(v);
}

/**
 * JSON text of a tree: laid out as `JSON.stringify(value, null, 2)` does (or on one line with `indent` 0), with
 * every {@link RawNumber} written as its digits.
 */
export function writeJson(value: JValue, indent = 2): string {
  // String concatenation (V8 builds ropes) is faster here than collecting parts and joining them.
  let out = '';
  const nl = indent > 0 ? '\n' : '';
  const colon = indent > 0 ? ': ' : ':';
  const pads: string[] = [nl];
  const pad = (depth: number) => (pads[depth] ??= nl + ' '.repeat(depth * indent));
  const write = (v: JValue, depth: number) => {
    if (Array.isArray(v)) {
      if (v.length === 0) return void (out += '[]');
      if (depth >= MAX_DEPTH) throw tooDeep();
      const inner = pad(depth + 1);
      out += '[';
      for (let k = 0; k < v.length; k++) {
        out += k === 0 ? inner : ',' + inner;
        const item = v[k];
        if (typeof item === 'object' && item !== null && !(item instanceof RawNumber)) write(item, depth + 1);
        else out += jsonScalar(item);
      }
      out += pad(depth) + ']';
    } else if (v instanceof Map) {
      if (v.size === 0) return void (out += '{}');
      if (depth >= MAX_DEPTH) throw tooDeep();
      const inner = pad(depth + 1);
      out += '{';
      let first = true;
      for (const [k, item] of v) {
        out += (first ? inner : ',' + inner) + JSON.stringify(k) + colon;
        first = false;
        if (typeof item === 'object' && item !== null && !(item instanceof RawNumber)) write(item, depth + 1);
        else out += jsonScalar(item);
      }
      out += pad(depth) + '}';
    } else out += jsonScalar(v);
  };
  write(value, 0);
  return out;
}

/** A tree from a plain JavaScript value (tests and samples): objects become Maps. */
export function treeOf(v: unknown): JValue {
  if (Array.isArray(v)) return v.map(treeOf);
  if (v instanceof RawNumber || v === null) return v;
  if (typeof v === 'object') return new Map(Object.entries(v as object).map(([k, x]) => [k, treeOf(x)]));
  return v as JValue;
}
