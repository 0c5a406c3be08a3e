import { decodeJsonString } from '../format/json-scanner';
import type { JsonEventSink, ScalarKind } from './events';
import { TypesError } from './events';
import { ALL_FORMATS, formatsOf } from './formats';
import { TYPE_LIMITS } from './meta';

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
  private stack: Frame[] = [];
  private shapes = 1;

  /** The shape the next value belongs to. */
  private slot(): Shape {
    const top = this.stack[this.stack.length - 1];
    if (!top) return this.root;
    if (top.object) return top.field!.shape;
    return (top.shape.items ??= this.newShape());
  }

  private newShape(): Shape {
    if (++this.shapes > TYPE_LIMITS.maxShapes) throw new TypesError('types-too-many-shapes');
    return new Shape();
  }

  private push(frame: Frame) {
    if (this.stack.length >= TYPE_LIMITS.maxDepth) throw new TypesError('types-too-deep');
    this.stack.push(frame);
  }

  beginObject(): void {
    const s = this.slot();
    s.count++;
    s.objects++;
    this.push({ shape: s, field: null, object: true, next: 0 });
  }

  endObject(): void {
    this.stack.pop();
  }

  beginArray(): void {
    const s = this.slot();
    s.count++;
    s.arrays++;
    s.items ??= this.newShape();
    this.push({ shape: s, field: null, object: false, next: 0 });
  }

  endArray(): void {
    this.stack.pop();
  }

  key(raw: string): void {
    const top = this.stack[this.stack.length - 1];
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
      case 'string': {
        s.strings++;
        if (s.formats === 0 && s.values === null) return;
        const v = decodeJsonString(raw);
        if (s.formats !== 0) s.formats &= formatsOf(v, s.formats);
        const values = s.values;
        if (values !== null) {
          const n = values.get(v);
          if (n !== undefined) values.set(v, n + 1);
          else if (values.size >= TYPE_LIMITS.maxEnumValues) s.values = null;
          else values.set(v, 1);
        }
      }
    }
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
