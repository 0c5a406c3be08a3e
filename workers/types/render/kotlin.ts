import type { TypeOptions } from '../meta';
import { type BaseType, type TypeModel, type TypeRef } from '../model';
import { camelCase, snakeCase } from '../names';
import { uniqueNames, fieldNotes, header, quoted, rootObject } from './common';

const KEYWORDS = new Set(
  'as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while'.split(' '),
);

/**
 * Kotlin data classes for kotlinx.serialization: `@SerialName` where the property's name differs from the key,
 * nullable types with a `null` default for keys missing from some records, `Long`/`ULong` by the integers' range,
 * `JsonElement` for unions, unknowns and integers past 64 bits.
 */
export function renderKotlin(model: TypeModel, _options: Required<TypeOptions>): string {
  const imports = new Set<string>(['kotlinx.serialization.Serializable']);
  const typeOf = (t: TypeRef, nullable: boolean): string => {
    if (t.types.length !== 1) {
      imports.add('kotlinx.serialization.json.JsonElement');
      return nullable ? 'JsonElement?' : 'JsonElement';
    }
    return baseOf(t.types[0]) + (nullable ? '?' : '');
  };
  const baseOf = (b: BaseType): string => {
    switch (b.kind) {
      case 'boolean':
        return 'Boolean';
      case 'integer':
        if (b.range === 'big') {
          imports.add('kotlinx.serialization.json.JsonElement');
          return 'JsonElement';
        }
        return b.range === 'uint64' ? 'ULong' : 'Long';
      case 'number':
        return 'Double';
      case 'string':
        return 'String';
      case 'enum':
      case 'object':
        return b.name;
      case 'array':
        return `List<${typeOf(b.items, b.items.nullable)}>`;
      case 'map':
        return `Map<String, ${typeOf(b.values, b.values.nullable)}>`;
    }
  };
  const note = (t: TypeRef) =>
    fieldNotes(t, { big: (r) => (r === 'big' ? 'JsonElement keeps their digits' : null), format: () => false, union: true });

  const root = rootObject(model) ?? (model.listName ? model.rootName : null);
  const body: string[] = [];
  for (const o of model.objects) {
    const names = uniqueNames(o.fields.map((f) => f.key), (k) => camelCase(k, 'field'), (id) => KEYWORDS.has(id), (id) => '`' + id + '`');
    body.push('@Serializable', `data class ${o.name}(`);
    o.fields.forEach((f, k) => {
      for (const n of note(f.type)) body.push(`    // ${n}`);
      const plain = names[k].replace(/`/g, '');
      if (plain !== f.key) {
        imports.add('kotlinx.serialization.SerialName');
        body.push(`    @SerialName(${quoted(f.key, 'kotlin')})`);
      }
      // A key missing from some records needs a default to be read; null is the one the data allows.
      body.push(`    val ${names[k]}: ${typeOf(f.type, f.type.nullable || f.optional)}${f.optional ? ' = null' : ''},`);
    });
    body.push(')', '');
  }
  for (const e of model.enums) {
    imports.add('kotlinx.serialization.SerialName');
    const names = uniqueNames(
      e.values,
      (v) => snakeCase(v, 'value').toUpperCase(),
      (id) => /^\d/.test(id),
      (id) => 'V_' + id,
    );
    body.push('@Serializable', `enum class ${e.name} {`);
    e.values.forEach((v, k) => body.push(`    @SerialName(${quoted(v, 'kotlin')}) ${names[k]},`));
    body.push('}', '');
  }
  const head = [header(model, (l) => `// ${l}`)];
  if (model.listName) head.push(`// The document is a list: read it as List<${model.rootName}>.`);
  else if (!root) head.push(`// The document is not an object: read it as ${typeOf(model.root, model.root.nullable)}.`);
  head.push('', ...[...imports].sort().map((i) => `import ${i}`), '');
  return [...head, ...body].join('\n');
}
