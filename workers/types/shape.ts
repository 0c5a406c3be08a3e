import { decodeJsonString } from '../format/json-scanner';
import type { JsonEventSink, ScalarKind } from './events';
import { TypesError } from './events';
import { ALL_FORMATS, formatsOf } from './formats';
import { TYPE_LIMITS } from './meta';
import { utf8Token } from '../shared/utf8';

/**
 * The shape model: what every value seen at one place of the data had, counted. One Shape per place (the root,
 * each key of an object shape, the items of an array shape), so memory grows with the structure of the data,
 * never with its size. Built by {@link ShapeBuilder} from JSON events in one pass.
 */
export class Shape {
  /** Values seen here (nulls included). */
  count = 0;
  nulls = 0;
  bools = 0;
  /** Numbers written without a fraction or exponent. */
  ints = 0;
  /** Numbers with a fraction or an exponent. */
  fractions = 0;
  /** The widest integer seen: see INT_RANGE. */
  intRange = 0;
  strings = 0;
  /** The formats every string so far has (FORMAT_BITS). */
  formats = ALL_FORMATS;
  /** Distinct string values and their counts, until there are more than TYPE_LIMITS.maxEnumValues (then null). */
  values: Map<string, number> | null = new Map();
  /** Short values of `values` as UTF-8 bytes (quotes included) and their texts, as a reader of bytes met them. */
  valueBytes: Uint8Array[] | null = null;
  valueTexts: string[] | null = null;
  objects = 0;
  /** The keys of objects seen here, by their raw text, in the order first seen. */
  fields: Map<string, Field> = new Map();
  fieldList: Field[] = [];
  /** Set when the objects here had too many distinct keys to be a record: a dictionary of these values. */
  dictionary: Shape | null = null;
  arrays = 0;
  /** The items of every array seen here. */
  items: Shape | null = null;
}

/** One key of an object shape. */
export class Field {
  /** Objects that had this key. */
  count = 0;
  /** The key as written, as UTF-8 bytes, once a reader of bytes met it (see ShapeBuilder.keyBytes). */
  bytes: Uint8Array | null = null;
  constructor(
    /** The key, decoded. */
    readonly name: string,
    /** The key as written (with its quotes). */
    readonly raw: string,
    /** Its place in the object shape's fieldList. */
    readonly index: number,
    readonly shape = new Shape(),
  ) {}
}

/** Turns object shape `s` into a dictionary whose values are `values`. */
function makeDictionary(s: Shape, values: Shape) {
  s.dictionary = values;
  s.fields = new Map();
  s.fieldList = [new Field('*', '"*"', 0, values)];
}

/** Adds a new key to object shape `s`. */
function addField(s: Shape, name: string, raw: string): Field {
  const f = new Field(name, raw, s.fieldList.length);
  s.fields.set(raw, f);
  s.fieldList.push(f);
  return f;
}

/** How wide the integers at a place are. */
export const INT_RANGE = { safe: 0, int64: 1, uint64: 2, big: 3 } as const;
export type IntRange = keyof typeof INT_RANGE;

const I64_MAX = 2n ** 63n - 1n;
const I64_MIN = -(2n ** 63n);
const U64_MAX = 2n ** 64n - 1n;

/** INT_RANGE of an integer's text. */
function rangeOf(raw: string): number {
  const digits = raw.charCodeAt(0) === 45 ? raw.length - 1 : raw.length;
  if (digits < 16) return INT_RANGE.safe;
  const v = BigInt(raw);
  if (v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= -BigInt(Number.MAX_SAFE_INTEGER)) return INT_RANGE.safe;
  if (v <= I64_MAX && v >= I64_MIN) return INT_RANGE.int64;
  if (v >= 0n && v <= U64_MAX) return INT_RANGE.uint64;
  return INT_RANGE.big;
}

/** The value of a JSON string given as UTF-8 bytes[start, end), quotes included (see ShapeBuilder.stringBytes). */
function stringText(bytes: Uint8Array, start: number, end: number, escaped: boolean, ascii: boolean): string {
  return escaped ? (JSON.parse(utf8Token(bytes, start, end, ascii)) as string) : utf8Token(bytes, start + 1, end - 1, ascii);
}

/** Values up to this long (UTF-8 bytes) are recognised by their bytes while a place counts distinct values. */
const SHORT_VALUE_BYTES = 256;

/** True when bytes[start, end) are `raw`. */
function sameBytes(raw: Uint8Array, bytes: Uint8Array, start: number, end: number): boolean {
  if (raw.length !== end - start) return false;
  for (let k = 0; k < raw.length; k++) if (raw[k] !== bytes[start + k]) return false;
  return true;
}

/** True when a number token has a fraction or an exponent. */
function hasFraction(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 46 || c === 101 || c === 69) return true;
  }
  return false;
}

interface Frame {
  shape: Shape;
  /** In an object: the field under way; in an array: null. */
  field: Field | null;
  object: boolean;
  /** The index in fieldList just after the last key, for the next key's guess. */
  next: number;
}

/**
 * The event sink that builds the shape model. Every top-level value is one record of `root` (one for a JSON
 * document, one per line of NDJSON).
 */
export class ShapeBuilder implements JsonEventSink {
  readonly root = new Shape();
  /** The open containers: frames[0, depth), kept for reuse when they close. */
  private frames: Frame[] = [];
  private depth = 0;
  private shapes = 1;

  /** The shape the next value belongs to. */
  private slot(): Shape {
    if (this.depth === 0) return this.root;
    const top = this.frames[this.depth - 1];
    if (top.object) return top.field!.shape;
    return (top.shape.items ??= this.newShape());
  }

  private newShape(): Shape {
    if (++this.shapes > TYPE_LIMITS.maxShapes) throw new TypesError('types-too-many-shapes');
    return new Shape();
  }

  private push(shape: Shape, object: boolean) {
    if (this.depth >= TYPE_LIMITS.maxDepth) throw new TypesError('types-too-deep');
    const frame = this.frames[this.depth];
    if (frame === undefined) this.frames.push({ shape, field: null, object, next: 0 });
    else {
      frame.shape = shape;
      frame.field = null;
      frame.object = object;
      frame.next = 0;
    }
    this.depth++;
  }

  beginObject(): void {
    const s = this.slot();
    s.count++;
    s.objects++;
    this.push(s, true);
  }

  endObject(): void {
    this.depth--;
  }

  beginArray(): void {
    const s = this.slot();
    s.count++;
    s.arrays++;
    s.items ??= this.newShape();
    this.push(s, false);
  }

  endArray(): void {
    this.depth--;
  }

  key(raw: string): void {
    const top = this.frames[this.depth - 1];
    const s = top.shape;
    if (s.dictionary) {
      top.field = this.dictionaryField(s);
      return;
    }
    // Records mostly repeat their keys in the same order: try the key after the last one first.
    let f: Field | undefined = s.fieldList[top.next];
    if (f === undefined || f.raw !== raw) {
      f = s.fields.get(raw);
      if (f === undefined) {
        if (s.fieldList.length >= TYPE_LIMITS.maxFields) {
          this.toDictionary(s);
          top.field = this.dictionaryField(s);
          return;
        }
        if (++this.shapes > TYPE_LIMITS.maxShapes) throw new TypesError('types-too-many-shapes');
        f = addField(s, decodeJsonString(raw), raw);
      }
    }
    f.count++;
    top.next = f.index + 1;
    top.field = f;
  }

  /**
   * key() for a key given as UTF-8 bytes[start, end) (quotes included), as a reader of bytes meets it: the same
   * field as key() with its text, found without making the text when the key is the one expected next (records
   * mostly repeat their keys in the same order), or in a dictionary.
   */
  keyBytes(bytes: Uint8Array, start: number, end: number): void {
    const top = this.frames[this.depth - 1];
    const s = top.shape;
    if (s.dictionary) {
      top.field = this.dictionaryField(s);
      return;
    }
    const list = s.fieldList;
    for (let k = top.next, last = Math.min(list.length, top.next + 3); k < last; k++) {
      const f = list[k];
      if (f.bytes !== null && sameBytes(f.bytes, bytes, start, end)) {
        f.count++;
        top.next = k + 1;
        top.field = f;
        return;
      }
    }
    this.key(utf8Token(bytes, start, end));
    if (!s.dictionary && top.field!.bytes === null) top.field!.bytes = bytes.slice(start, end);
  }

  /** The stand-in field whose shape is the dictionary's values. */
  private dictionaryField(s: Shape): Field {
    const f = s.fieldList[0];
    f.count++;
    return f;
  }

  /** Turns an object shape with too many keys into a dictionary: every key's values merged into one shape. */
  private toDictionary(s: Shape) {
    const values = new Shape();
    for (const f of s.fieldList) mergeShape(values, f.shape);
    makeDictionary(s, values);
  }

  value(kind: ScalarKind, raw: string): void {
    const s = this.slot();
    s.count++;
    switch (kind) {
      case 'null':
        s.nulls++;
        return;
      case 'true':
      case 'false':
        s.bools++;
        return;
      case 'number':
        if (hasFraction(raw)) s.fractions++;
        else {
          s.ints++;
          if (s.intRange !== INT_RANGE.big) {
            const r = rangeOf(raw);
            if (r > s.intRange) s.intRange = r;
          }
        }
        return;
      case 'string':
        s.strings++;
        if (s.formats !== 0 || s.values !== null) stringSeen(s, decodeJsonString(raw));
    }
  }

  /**
   * value('string', …) for a string given as UTF-8 bytes[start, end) (quotes included): its text is made only
   * while the place still checks formats or counts distinct values. `escaped`: it holds a backslash; `ascii`: no
   * byte of it is above 0x7F.
   */
  stringBytes(bytes: Uint8Array, start: number, end: number, escaped: boolean, ascii: boolean): void {
    const s = this.slot();
    s.count++;
    s.strings++;
    const values = s.values;
    if (values === null) {
      if (s.formats !== 0) s.formats &= formatsOf(stringText(bytes, start, end, escaped, ascii), s.formats);
      return;
    }
    // A value met before is counted by its bytes (its formats are known already).
    const known = s.valueBytes;
    if (known !== null) {
      for (let k = 0; k < known.length; k++) {
        if (sameBytes(known[k], bytes, start, end)) {
          const v = s.valueTexts![k];
          values.set(v, values.get(v)! + 1);
          return;
        }
      }
    }
    const v = stringText(bytes, start, end, escaped, ascii);
    stringSeen(s, v);
    if (s.values !== null && end - start <= SHORT_VALUE_BYTES) {
      (s.valueBytes ??= []).push(bytes.slice(start, end));
      (s.valueTexts ??= []).push(v);
    }
  }

  /**
   * value('number', …) for a number given as ASCII bytes[start, end): `fraction` when it has a fraction or an
   * exponent. Only an integer of 16 digits or more is made into text (to see how wide it is).
   */
  numberBytes(bytes: Uint8Array, start: number, end: number, fraction: boolean): void {
    const s = this.slot();
    s.count++;
    if (fraction) {
      s.fractions++;
      return;
    }
    s.ints++;
    if (s.intRange !== INT_RANGE.big && end - start >= 16) {
      const r = rangeOf(utf8Token(bytes, start, end, true));
      if (r > s.intRange) s.intRange = r;
    }
  }
}

/** A string value `v` at `s`: the formats it has, and its count among the distinct values. */
function stringSeen(s: Shape, v: string) {
  if (s.formats !== 0) s.formats &= formatsOf(v, s.formats);
  const values = s.values;
  if (values !== null) {
    const n = values.get(v);
    if (n !== undefined) values.set(v, n + 1);
    else if (values.size >= TYPE_LIMITS.maxEnumValues) s.values = null;
    else values.set(v, 1);
  }
}

/** Adds everything `b` counted to `a` (both shapes of one place). */
export function mergeShape(a: Shape, b: Shape): void {
  a.count += b.count;
  a.nulls += b.nulls;
  a.bools += b.bools;
  a.ints += b.ints;
  a.fractions += b.fractions;
  a.intRange = Math.max(a.intRange, b.intRange);
  a.formats = b.strings > 0 ? (a.strings > 0 ? a.formats & b.formats : b.formats) : a.formats;
  a.strings += b.strings;
  if (a.values && b.values) {
    for (const [v, n] of b.values) a.values.set(v, (a.values.get(v) ?? 0) + n);
    if (a.values.size > TYPE_LIMITS.maxEnumValues) a.values = null;
  } else a.values = null;
  a.objects += b.objects;
  if (a.dictionary || b.dictionary) {
    const values = a.dictionary ?? new Shape();
    if (!a.dictionary) for (const f of a.fieldList) mergeShape(values, f.shape);
    if (b.dictionary) mergeShape(values, b.dictionary);
    else for (const f of b.fieldList) mergeShape(values, f.shape);
    if (!a.dictionary) makeDictionary(a, values);
  } else {
    for (const fb of b.fieldList) {
      const fa = a.fields.get(fb.raw) ?? addField(a, fb.name, fb.raw);
      fa.count += fb.count;
      mergeShape(fa.shape, fb.shape);
    }
  }
  a.arrays += b.arrays;
  if (b.items) mergeShape((a.items ??= new Shape()), b.items);
}
