import type { TypeOptions } from '../meta';
import { type BaseType, type TypeModel, type TypeRef } from '../model';
import { wordsOf } from '../names';
import { uniqueNames, fieldNotes, header, listItem, quoted, rootObject } from './common';

/** Initialisms Go writes in capitals (as golint asks): `userId` → `UserID`. */
const INITIALISMS = new Set(
  'ACL API ASCII CPU CSS DNS EOF GUID HTML HTTP HTTPS ID IP JSON LHS QPS RAM RHS RPC SKU SLA SMTP SQL SSH TCP TLS TTL UDP UI UID UUID URI URL UTF8 VM XML XMPP XSRF XSS'.split(' '),
);

/** An exported Go name: PascalCase with initialisms in capitals. */
export function goName(key: string, fallback: string): string {
  const words = wordsOf(key);
  if (words.length === 0) return fallback;
  const name = words.map((w) => (INITIALISMS.has(w.toUpperCase()) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
  return /^\d/.test(name) ? fallback.charAt(0) + name : name;
}

/**
 * Go structs with `json` tags: `omitempty` for keys missing from some records, a pointer for a nullable scalar or
 * struct (slices, maps and `interface{}` hold nil themselves), `int64`/`uint64` by the integers' range and
 * `json.Number` past 64 bits, `time.Time` for RFC 3339 date-times.
 */
export function renderGo(model: TypeModel, _options: Required<TypeOptions>): string {
  const imports = new Set<string>();
  const typeOf = (t: TypeRef, pointer: boolean): string => {
    if (t.types.length !== 1) return 'interface{}';
    const b = t.types[0];
    const base = baseOf(b);
    const nilable = b.kind === 'array' || b.kind === 'map';
    return pointer && !nilable ? '*' + base : base;
  };
  const baseOf = (b: BaseType): string => {
    switch (b.kind) {
      case 'boolean':
        return 'bool';
      case 'integer':
        if (b.range === 'big') {
          imports.add('encoding/json');
          return 'json.Number';
        }
        return b.range === 'uint64' ? 'uint64' : 'int64';
      case 'number':
        return 'float64';
      case 'string':
        if (b.format === 'date-time') {
          imports.add('time');
          return 'time.Time';
        }
        return 'string';
      case 'enum':
      case 'object':
        return b.name;
      case 'array':
        return '[]' + typeOf(b.items, b.items.nullable);
      case 'map':
        return 'map[string]' + typeOf(b.values, b.values.nullable);
    }
  };
  const note = (t: TypeRef) =>
    fieldNotes(t, { big: (r) => (r === 'big' ? 'json.Number keeps their digits' : null), format: (f) => f === 'date-time', union: true });

  const body: string[] = [];
  for (const o of model.objects) {
    const names = uniqueNames(o.fields.map((f) => f.key), (k) => goName(k, 'Field'), () => false, (id) => id);
    const rows = o.fields.map((f, k) => {
      const pointer = f.type.nullable || (f.optional && f.type.types.length === 1 && f.type.types[0].kind === 'object');
      const tag = `\`json:${quoted(f.key + (f.optional ? ',omitempty' : '')).replace(/`/g, '\\x60')}\``;
      return { name: names[k], type: typeOf(f.type, pointer), tag, notes: note(f.type) };
    });
    const w1 = Math.max(0, ...rows.map((r) => r.name.length));
    const w2 = Math.max(0, ...rows.map((r) => r.type.length));
    body.push(`type ${o.name} struct {`);
    for (const r of rows) {
      for (const n of r.notes) body.push(`\t// ${n}`);
      body.push(`\t${r.name.padEnd(w1)} ${r.type.padEnd(w2)} ${r.tag}`);
    }
    body.push('}', '');
  }
  for (const e of model.enums) {
    body.push(`type ${e.name} string`, '', 'const (');
    const names = uniqueNames(
      e.values,
      (v) => e.name + goName(v, 'Value'),
      () => false,
      (id) => id,
    );
    e.values.forEach((v, k) => body.push(`\t${names[k]} ${e.name} = ${quoted(v)}`));
    body.push(')', '');
  }
  const item = listItem(model);
  if (model.listName && item) body.push(`type ${model.listName} ${baseOf({ kind: 'array', items: item })}`, '');
  else if (!rootObject(model) && !model.objects.some((o) => o.name === model.rootName)) {
    for (const n of note(model.root)) body.push(`// ${n}`);
    body.push(`type ${model.rootName} ${typeOf(model.root, model.root.nullable)}`, '');
  }
  const head = [header(model, (l) => `// ${l}`), '', 'package model', ''];
  if (imports.size) head.push('import (', ...[...imports].sort().map((i) => `\t${quoted(i)}`), ')', '');
  return [...head, ...body].join('\n');
}
