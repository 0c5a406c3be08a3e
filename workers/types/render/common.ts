import type { StringFormat } from '../formats';
import type { BaseType, TypeModel, TypeRef } from '../model';
import type { IntRange } from '../shape';

/** What every renderer shares: notes on big integers and formats, identifiers made unique, the header line. */

/** The largest integer each range reaches, as the comment names it. */
const RANGE_TEXT: Record<Exclude<IntRange, 'safe'>, string> = {
  int64: 'beyond 2^53 (fits a signed 64-bit integer)',
  uint64: 'beyond 2^63 (fits an unsigned 64-bit integer)',
  big: 'beyond 64 bits',
};

/** The widest integer range anywhere in `t` (items and values included). */
export function widestRange(t: TypeRef): IntRange {
  let best: IntRange = 'safe';
  const order: IntRange[] = ['safe', 'int64', 'uint64', 'big'];
  const visit = (r: TypeRef) => {
    for (const b of r.types) {
      if (b.kind === 'integer' && order.indexOf(b.range) > order.indexOf(best)) best = b.range;
      else if (b.kind === 'array') visit(b.items);
      else if (b.kind === 'map') visit(b.values);
    }
  };
  visit(t);
  return best;
}

/** The one string format in `t` (items and values included), if any. */
export function formatIn(t: TypeRef): StringFormat | undefined {
  for (const b of t.types) {
    if (b.kind === 'string' && b.format) return b.format;
    if (b.kind === 'array') return formatIn(b.items);
    if (b.kind === 'map') return formatIn(b.values);
  }
  return undefined;
}

/**
 * The comment lines a field gets: integers beyond 2^53 (with what the target does with them), a format the type
 * does not show, a union the target cannot express.
 */
export function fieldNotes(t: TypeRef, target: { big?: (range: IntRange) => string | null; format?: (f: StringFormat) => boolean; union?: boolean }): string[] {
  const notes: string[] = [];
  const range = widestRange(t);
  if (range !== 'safe' && target.big) {
    const what = target.big(range);
    if (what !== null) notes.push(`Integers ${RANGE_TEXT[range]} in the data${what ? `: ${what}` : ''}.`);
  }
  const format = formatIn(t);
  if (format && target.format && !target.format(format)) notes.push(`Format: ${format} (every sample).`);
  if (target.union) {
    const kinds = unionKinds(t);
    if (kinds) notes.push(`One of: ${kinds}.`);
  }
  return notes;
}

/** "integer, string" for a union of several kinds anywhere in `t`, else null. */
export function unionKinds(t: TypeRef): string | null {
  if (t.types.length > 1) return t.types.map(kindName).join(', ');
  const only = t.types[0];
  if (only?.kind === 'array') return unionKinds(only.items);
  if (only?.kind === 'map') return unionKinds(only.values);
  return null;
}

const kindName = (b: BaseType): string => {
  switch (b.kind) {
    case 'object':
    case 'enum':
      return b.name;
    case 'array':
      return 'array';
    case 'map':
      return 'object';
    default:
      return b.kind;
  }
};

/**
 * Identifiers in a target for keys (an object's fields, an enum's values): `name(key)` for each, a name taken by an
 * earlier key gets a number, and `avoid` (reserved words, the type's own name…) is escaped with `escape`.
 */
export function uniqueNames(keys: readonly string[], name: (key: string) => string, avoid: (id: string) => boolean, escape: (id: string) => string): string[] {
  const used = new Set<string>();
  return keys.map((key) => {
    let id = name(key);
    if (avoid(id)) id = escape(id);
    const base = id;
    for (let k = 2; used.has(id); k++) id = base + k;
    used.add(id);
    return id;
  });
}

/** The first line of every output: where the types come from. */
export function header(model: TypeModel, comment: (line: string) => string): string {
  const what = model.perLine ? `${count(model.records)} records (one per line)` : model.listName ? `a list of ${count(recordsOf(model))} records` : 'the document';
  return comment(`Types inferred by DevToolbox from ${what}.`);
}

const count = (n: number) => `${n.toLocaleString('en-US')}`;

/** Records in the root list (the root object type's samples). */
const recordsOf = (model: TypeModel) => model.objects.find((o) => o.name === model.rootName)?.samples ?? 0;

/** The element type of a list root, or null. */
export function listItem(model: TypeModel): TypeRef | null {
  if (!model.listName) return null;
  const only = model.root.types[0];
  return only?.kind === 'array' ? only.items : null;
}

/** The root's only object type name, when the root is one object type (not nullable, no union). */
export function rootObject(model: TypeModel): string | null {
  const only = model.root.types.length === 1 && !model.root.nullable ? model.root.types[0] : null;
  return only?.kind === 'object' ? only.name : null;
}

/**
 * A string literal in double quotes with JSON's escapes, which TS, Go, Java, C# and Python read as such; `brace`
 * writes `\u{…}` for Rust and Swift, `kotlin` also escapes `$` (a template there). Non-ASCII controls and line
 * separators are escaped too, so no literal holds a raw line break.
 */
export function quoted(s: string, style: 'c' | 'brace' | 'kotlin' = 'c'): string {
  let out = JSON.stringify(s).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
  if (style === 'brace') out = out.replace(/\\(?:u([0-9a-f]{4})|.)/g, (m, h?: string) => (h ? `\\u{${h}}` : m));
  if (style === 'kotlin') out = out.replace(/\$/g, '\\$');
  return out;
}
