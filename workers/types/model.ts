import { formatOf, type StringFormat } from './formats';
import { TYPE_LIMITS, type TypeOptions } from './meta';
import { itemTypeName, pascalCase, RESERVED_TYPE_NAMES } from './names';
import { INT_RANGE, type IntRange, type Shape } from './shape';

/**
 * The type model every renderer writes: named object and enum types and the references between them, decided
 * once from the shape model and the options, so that all ten outputs describe the same types.
 */

export type BaseType =
  | { kind: 'boolean' }
  | { kind: 'integer'; range: IntRange }
  | { kind: 'number' }
  | { kind: 'string'; format?: StringFormat }
  | { kind: 'enum'; name: string }
  | { kind: 'array'; items: TypeRef }
  | { kind: 'object'; name: string }
  | { kind: 'map'; values: TypeRef };

/**
 * The type of the values at one place: the union of `types` (one member per kind seen; none: only null, or no
 * value at all), and null when `nullable`. No types and not nullable: unknown (an empty array's items).
 */
export interface TypeRef {
  types: BaseType[];
  nullable: boolean;
}

export interface FieldDef {
  /** The key as in the data. */
  key: string;
  type: TypeRef;
  /** Missing from some of the objects. */
  optional: boolean;
}

export interface ObjectDef {
  name: string;
  fields: FieldDef[];
  /** Objects of this type seen. */
  samples: number;
}

export interface EnumDef {
  name: string;
  values: string[];
}

export interface TypeModel {
  /** The root type's name (of each record, for a list of records). */
  rootName: string;
  /** The type of the document (of each record for NDJSON and CSV). */
  root: TypeRef;
  /** When the document is an array of records (its items the object type `rootName`): the list's name. */
  listName: string | null;
  /** Each line of the input is one record of the root type (NDJSON, CSV). */
  perLine: boolean;
  /** Object types, the root's first, then in the order they were met (breadth first). */
  objects: ObjectDef[];
  enums: EnumDef[];
  /** Values at the root (lines of NDJSON, rows of CSV, 1 for a document). */
  records: number;
}

/** True for a type with no sample (unknown). */
export const isUnknown = (t: TypeRef): boolean => t.types.length === 0 && !t.nullable;

/** The integer ranges by name. */
const RANGES = Object.keys(INT_RANGE) as IntRange[];

/** Builds the type model of `root` (the shape of every top-level value). */
export function buildModel(root: Shape, options: Required<TypeOptions>, perLine: boolean): TypeModel {
  const rootName = typeName(options.rootName, 'Root');
  const objects: ObjectDef[] = [];
  const enums: EnumDef[] = [];
  const taken = new Set<string>();
  /** Object types by signature (structurally identical shapes share one) and by shape. */
  const bySignature = new Map<string, ObjectDef>();
  const signatures = new Map<Shape, string>();
  const enumBySignature = new Map<string, EnumDef>();
  /** Object types whose fields are still to be resolved, in order met. */
  const queue: { def: ObjectDef; shape: Shape }[] = [];

  const unique = (wanted: string, parent: string | null): string => {
    let name = RESERVED_TYPE_NAMES.has(wanted) ? wanted + 'Type' : wanted;
    if (taken.has(name) && parent && !name.startsWith(parent)) name = parent + name;
    const base = name;
    for (let k = 2; taken.has(name); k++) name = base + k;
    taken.add(name);
    return name;
  };

  const isEnum = (s: Shape): boolean =>
    options.enums &&
    s.values !== null &&
    s.strings > 0 &&
    s.values.size <= TYPE_LIMITS.maxEnumValues &&
    s.strings >= s.values.size * TYPE_LIMITS.enumSamplesPerValue &&
    // An empty string is not a name (and Jackson refuses it as an enum constant).
    !s.values.has('') &&
    // Dates, e-mail addresses, URLs and UUIDs are values, not names: a format wins.
    !(options.formats && formatOf(s.formats));

  /** A string member's signature part (its format or enum values). */
  const stringSignature = (s: Shape): string => {
    if (isEnum(s)) return 'e' + JSON.stringify([...s.values!.keys()].sort());
    const f = options.formats ? formatOf(s.formats) : undefined;
    return 's' + (f ?? '');
  };

  /** The signature of the type at a shape: equal signatures render as equal types. */
  const signatureOf = (s: Shape): string => {
    let out = s.nulls > 0 ? 'n' : '';
    if (s.bools) out += 'b';
    if (s.fractions) out += 'f';
    else if (s.ints) out += 'i' + s.intRange;
    if (s.strings) out += stringSignature(s);
    if (s.arrays) out += '[' + signatureOf(s.items!) + ']';
    if (s.objects) out += objectSignature(s);
    return out;
  };

  const objectSignature = (s: Shape): string => {
    let sig = signatures.get(s);
    if (sig === undefined) {
      if (s.dictionary) sig = 'd(' + signatureOf(s.dictionary) + ')';
      else {
        const parts = s.fieldList.map((f) => JSON.stringify(f.name) + (f.count < s.objects ? '?' : ':') + signatureOf(f.shape));
        sig = '{' + parts.sort().join(',') + '}';
      }
      signatures.set(s, sig);
    }
    return sig;
  };

  const refOf = (s: Shape, hint: string, parent: string | null): TypeRef => {
    const types: BaseType[] = [];
    if (s.bools) types.push({ kind: 'boolean' });
    if (s.fractions) types.push({ kind: 'number' });
    else if (s.ints) types.push({ kind: 'integer', range: RANGES[s.intRange] });
    if (s.strings) {
      if (isEnum(s)) types.push({ kind: 'enum', name: enumOf(s, hint, parent).name });
      else {
        const format = options.formats ? formatOf(s.formats) : undefined;
        types.push(format ? { kind: 'string', format } : { kind: 'string' });
      }
    }
    if (s.arrays) types.push({ kind: 'array', items: refOf(s.items!, itemTypeName(hint), parent) });
    if (s.objects) {
      if (s.dictionary) types.push({ kind: 'map', values: refOf(s.dictionary, hint + 'Value', parent) });
      else types.push({ kind: 'object', name: objectOf(s, hint, parent).name });
    }
    return { types, nullable: s.nulls > 0 };
  };

  const objectOf = (s: Shape, hint: string, parent: string | null): ObjectDef => {
    const sig = objectSignature(s);
    let def = bySignature.get(sig);
    if (!def) {
      def = { name: unique(typeName(hint, 'Item'), parent), fields: [], samples: 0 };
      bySignature.set(sig, def);
      objects.push(def);
      queue.push({ def, shape: s });
    }
    def.samples += s.objects;
    return def;
  };

  const enumOf = (s: Shape, hint: string, parent: string | null): EnumDef => {
    const values = [...s.values!.keys()];
    const sig = JSON.stringify([...values].sort());
    let def = enumBySignature.get(sig);
    if (!def) {
      def = { name: unique(typeName(hint, 'Kind'), parent), values };
      enumBySignature.set(sig, def);
      enums.push(def);
    }
    return def;
  };

  // The root: a list of records names its items after the root; anything else is the root itself.
  let listName: string | null = null;
  let rootRef: TypeRef;
  const items = root.items;
  const onlyArrays = root.arrays > 0 && root.arrays === root.count;
  if (!perLine && onlyArrays && items && items.objects > 0 && items.objects === items.count && !items.dictionary) {
    const def = objectOf(items, rootName, null);
    listName = unique(rootName + 'List', null);
    rootRef = { types: [{ kind: 'array', items: { types: [{ kind: 'object', name: def.name }], nullable: false } }], nullable: false };
  } else {
    rootRef = refOf(root, rootName, null);
  }

  // Fields are resolved breadth first, so types met nearer the root get the plain names.
  for (let q = 0; q < queue.length; q++) {
    const { def, shape } = queue[q];
    def.fields = shape.fieldList.map((f) => ({
      key: f.name,
      type: refOf(f.shape, f.name, def.name),
      optional: f.count < shape.objects,
    }));
  }

  return { rootName, root: rootRef, listName, perLine, objects, enums, records: root.count };
}

/** A type name from a key or an option: PascalCase, never a reserved name. */
function typeName(key: string, fallback: string): string {
  return pascalCase(key, fallback);
}

/**
 * Whether a field is written optional and nullable in a target that has both: `exact` keeps a missing key and a
 * null apart; `nullish` writes both as both.
 */
export function fieldFlags(f: FieldDef, style: TypeOptions['optionalStyle']): { optional: boolean; nullable: boolean } {
  if (style === 'nullish' && (f.optional || f.type.nullable)) return { optional: true, nullable: true };
  return { optional: f.optional, nullable: f.type.nullable };
}

/** The object types in dependency order: every type after the types its fields use (the data has no cycles). */
export function dependencyOrder(model: TypeModel): ObjectDef[] {
  const byName = new Map(model.objects.map((o) => [o.name, o]));
  const out: ObjectDef[] = [];
  const done = new Set<string>();
  const visitRef = (t: TypeRef) => {
    for (const b of t.types) {
      if (b.kind === 'object') visit(byName.get(b.name)!);
      else if (b.kind === 'array') visitRef(b.items);
      else if (b.kind === 'map') visitRef(b.values);
    }
  };
  const visit = (o: ObjectDef) => {
    if (done.has(o.name)) return;
    done.add(o.name);
    for (const f of o.fields) visitRef(f.type);
    out.push(o);
  };
  for (const o of model.objects) visit(o);
  return out;
}
