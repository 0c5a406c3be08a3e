import { convertInputMessage, type ConvertInputErrorCode } from './meta';
import { decodeJsonString, scanJson, type JsonEvents, type JsonScalarKind } from '../format/json-scanner';

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
  readonly code?: ConvertInputErrorCode;
  readonly values?: Record<string, string | number>;
  constructor(message: string, line?: number, column?: number);
  constructor(refusal: { code: ConvertInputErrorCode; values?: Record<string, string | number> }, line?: number, column?: number);
  constructor(
    refusal: string | { code: ConvertInputErrorCode; values?: Record<string, string | number> },
    readonly line?: number,
    readonly column?: number,
  ) {
    super(typeof refusal === 'string' ? refusal : convertInputMessage(refusal.code, refusal.values));
    this.name = 'ConvertError';
    if (typeof refusal !== 'string') {
      this.code = refusal.code;
      if (refusal.values) this.values = refusal.values;
    }
  }
}

/** The refusal of a document nested deeper than {@link MAX_DEPTH}. */
export const tooDeep = () => new ConvertError({ code: 'convert-too-deep', values: { max: MAX_DEPTH } });

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
 * Builds the tree from the scanner's events. A container's depth is checked when it gets its first child (an
 * empty one is a value like any other); past the limit the rest is only checked, so a document that is also
 * invalid is refused for its syntax error, as before.
 */
class TreeBuilder implements JsonEvents {
  root: JValue = null;
  duplicateKeys = 0;
  tooDeep = false;
  private stack: (JValue[] | JObject)[] = [];
  private keys: string[] = [];

  beginObject() {
    this.begin(new Map());
  }
  beginArray() {
    this.begin([]);
  }
  endObject() {
    this.end();
  }
  endArray() {
    this.end();
  }
  key(raw: string) {
    if (this.deep()) return;
    this.keys[this.stack.length - 1] = decodeJsonString(raw);
  }
  value(kind: JsonScalarKind, raw: string) {
    if (this.deep()) return;
    this.add(kind === 'string' ? decodeJsonString(raw) : kind === 'number' ? numberOf(raw) : kind === 'null' ? null : kind === 'true');
  }

  private begin(container: JValue[] | JObject) {
    if (this.deep()) return;
    this.stack.push(container);
  }
  private end() {
    if (this.tooDeep) return;
    this.add(this.stack.pop()!);
  }
  /** True once a container past MAX_DEPTH has a child: nothing more is built. */
  private deep(): boolean {
    if (this.stack.length > MAX_DEPTH) this.tooDeep = true;
    return this.tooDeep;
  }
  private add(value: JValue) {
    const depth = this.stack.length;
    if (depth === 0) {
      this.root = value;
      return;
    }
    const top = this.stack[depth - 1];
    if (Array.isArray(top)) top.push(value);
    else {
      const key = this.keys[depth - 1];
      if (top.has(key)) {
        this.duplicateKeys++;
        top.delete(key);
      }
      top.set(key, value);
    }
  }
}

/**
 * Parses JSON text into a {@link JValue} tree in one pass of the JSON scanner (json-scanner.ts), without
 * recursion. Invalid JSON is refused with the JSON formatter's message, line and column (strict RFC 8259).
 */
export function parseJsonTree(text: string): ParsedJson {
  const builder = new TreeBuilder();
  const error = scanJson(text, builder);
  if (error) throw new ConvertError({ code: 'convert-invalid-json', values: { detail: error.message } }, error.line, error.column);
  if (builder.tooDeep) throw tooDeep();
  return { value: builder.root, duplicateKeys: builder.duplicateKeys };
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
