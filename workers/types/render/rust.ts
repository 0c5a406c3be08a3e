import type { TypeOptions } from '../meta';
import { type BaseType, type TypeModel, type TypeRef } from '../model';
import { pascalCase, snakeCase } from '../names';
import { uniqueNames, fieldNotes, header, listItem, quoted, rootObject } from './common';

const KEYWORDS = new Set(
  'as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait true type unsafe use where while abstract become box do final macro override priv try typeof unsized virtual yield'.split(' '),
);
/** Keywords that cannot be raw identifiers. */
const NOT_RAW = new Set(['crate', 'self', 'Self', 'super']);

/**
 * Rust structs with serde's derives: snake_case fields with `#[serde(rename)]` where the key differs, `Option<>`
 * for nullable and missing keys (a missing key is skipped again when written), `i64`/`u64` by the integers' range
 * and `serde_json::Number` past 64 bits, `serde_json::Value` for unions and unknowns.
 */
export function renderRust(model: TypeModel, _options: Required<TypeOptions>): string {
  const uses = new Set<string>(['serde::{Deserialize, Serialize}']);
  const typeOf = (t: TypeRef, option: boolean): string => {
    const base = t.types.length === 1 ? baseOf(t.types[0]) : 'serde_json::Value';
    return option && t.types.length > 0 ? `Option<${base}>` : base;
  };
  const baseOf = (b: BaseType): string => {
    switch (b.kind) {
      case 'boolean':
        return 'bool';
      case 'integer':
        return b.range === 'big' ? 'serde_json::Number' : b.range === 'uint64' ? 'u64' : 'i64';
      case 'number':
        return 'f64';
      case 'string':
        return 'String';
      case 'enum':
      case 'object':
        return b.name;
      case 'array':
        return `Vec<${typeOf(b.items, b.items.nullable)}>`;
      case 'map':
        uses.add('std::collections::HashMap');
        return `HashMap<String, ${typeOf(b.values, b.values.nullable)}>`;
    }
  };
  const note = (t: TypeRef) =>
    fieldNotes(t, {
      big: (r) => (r === 'big' ? "serde_json::Number keeps their digits with serde_json's arbitrary_precision feature" : null),
      format: () => false,
      union: true,
    });

  const body: string[] = [];
  for (const o of model.objects) {
    const names = uniqueNames(o.fields.map((f) => f.key), (k) => snakeCase(k, 'field'), (id) => KEYWORDS.has(id), (id) => (NOT_RAW.has(id) ? id + '_' : 'r#' + id));
    body.push('#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]', `pub struct ${o.name} {`);
    o.fields.forEach((f, k) => {
      const name = names[k];
      for (const n of note(f.type)) body.push(`    /// ${n}`);
      const attrs: string[] = [];
      const plain = name.startsWith('r#') ? name.slice(2) : name;
      if (plain !== f.key) attrs.push(`rename = ${quoted(f.key, 'brace')}`);
      const type = typeOf(f.type, f.type.nullable || f.optional);
      // A missing key is None (or Value::Null), and None is left out again when written.
      if (f.optional) attrs.push('default', ...(type.startsWith('Option<') ? ['skip_serializing_if = "Option::is_none"'] : []));
      if (attrs.length) body.push(`    #[serde(${attrs.join(', ')})]`);
      body.push(`    pub ${name}: ${type},`);
    });
    body.push('}', '');
  }
  for (const e of model.enums) {
    body.push('#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]', `pub enum ${e.name} {`);
    const names = uniqueNames(
      e.values,
      (v) => pascalCase(v, 'Value'),
      () => false,
      (id) => id,
    );
    e.values.forEach((v, k) => body.push(`    #[serde(rename = ${quoted(v, 'brace')})]`, `    ${names[k]},`));
    body.push('}', '');
  }
  const item = listItem(model);
  if (model.listName && item) body.push(`pub type ${model.listName} = ${baseOf({ kind: 'array', items: item })};`, '');
  else if (!rootObject(model) && !model.objects.some((o) => o.name === model.rootName)) {
    for (const n of note(model.root)) body.push(`/// ${n}`);
    body.push(`pub type ${model.rootName} = ${typeOf(model.root, model.root.nullable)};`, '');
  }
  const head = [header(model, (l) => `// ${l}`), ...[...uses].sort().map((u) => `use ${u};`), ''];
  return [...head, ...body].join('\n');
}
