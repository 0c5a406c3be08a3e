import type { TypeOptions } from '../meta';
import { fieldFlags, type BaseType, type TypeModel, type TypeRef } from '../model';
import { widestRange } from './common';

type Schema = Record<string, unknown>;

const BIG_COMMENT = 'Integers beyond 2^53 in the data: read them with a parser that keeps every digit.';

/** A schema for one member type. */
function baseSchema(b: BaseType): Schema {
  switch (b.kind) {
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'string':
      return b.format ? { type: 'string', format: b.format } : { type: 'string' };
    case 'enum':
    case 'object':
      return { $ref: `#/$defs/${b.name}` };
    case 'array':
      return isEmpty(b.items) ? { type: 'array' } : { type: 'array', items: refSchema(b.items) };
    case 'map':
      return { type: 'object', additionalProperties: refSchema(b.values) };
  }
}

const isEmpty = (t: TypeRef) => t.types.length === 0 && !t.nullable;

/** The schema of a type: `{}` for unknown, `type` lists where every member is a plain type, else `anyOf`. */
function refSchema(t: TypeRef, nullable = t.nullable): Schema {
  if (t.types.length === 0) return nullable ? { type: 'null' } : {};
  const members = t.types.map(baseSchema);
  const plain = members.every((m) => Object.keys(m).length === 1 && typeof m.type === 'string');
  let out: Schema;
  if (plain) {
    const types = members.map((m) => m.type as string);
    if (nullable) types.push('null');
    out = { type: types.length === 1 ? types[0] : types };
  } else if (members.length === 1 && !nullable) out = members[0];
  else if (members.length === 1 && typeof members[0].type === 'string' && !members[0].$ref) {
    out = { ...members[0], type: [members[0].type, 'null'] };
  } else out = { anyOf: nullable ? [...members, { type: 'null' }] : members };
  if (widestRange(t) !== 'safe') out = { ...out, $comment: BIG_COMMENT };
  return out;
}

/**
 * JSON Schema 2020-12 of the model: the root (or the list of records) at the top, every named type in `$defs`,
 * objects closed (`additionalProperties: false`) with the keys every record has as `required`.
 */
export function renderJsonSchema(model: TypeModel, options: Required<TypeOptions>): string {
  const defs: Record<string, Schema> = {};
  for (const o of model.objects) {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const f of o.fields) {
      const { optional, nullable } = fieldFlags(f, options.optionalStyle);
      properties[f.key] = refSchema(f.type, nullable);
      if (!optional) required.push(f.key);
    }
    const def: Schema = { type: 'object', properties };
    if (required.length) def.required = required;
    def.additionalProperties = false;
    defs[o.name] = def;
  }
  for (const e of model.enums) defs[e.name] = { type: 'string', enum: e.values };
  const top: Schema = { $schema: 'https://json-schema.org/draft/2020-12/schema' };
  if (model.listName) top.title = model.listName;
  else top.title = model.rootName;
  if (model.perLine) top.description = `Each line of the input is one ${model.rootName}.`;
  Object.assign(top, refSchema(model.root));
  if (Object.keys(defs).length) top.$defs = defs;
  return layout(top, '') + '\n';
}

/** JSON laid out with two-space indentation, arrays of scalars (`type` lists, `required`, `enum`) on one line. */
function layout(v: unknown, pad: string): string {
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x !== 'object' || x === null)) return '[' + v.map((x) => JSON.stringify(x)).join(', ') + ']';
    const inner = pad + '  ';
    return '[\n' + v.map((x) => inner + layout(x, inner)).join(',\n') + '\n' + pad + ']';
  }
  if (typeof v === 'object' && v !== null) {
    const entries = Object.entries(v);
    if (entries.length === 0) return '{}';
    const inner = pad + '  ';
    return '{\n' + entries.map(([k, x]) => inner + JSON.stringify(k) + ': ' + layout(x, inner)).join(',\n') + '\n' + pad + '}';
  }
  return JSON.stringify(v);
}
