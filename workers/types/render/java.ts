import type { TypeOptions } from '../meta';
import { type BaseType, type TypeModel, type TypeRef } from '../model';
import { camelCase, snakeCase } from '../names';
import { uniqueNames, fieldNotes, header, quoted, rootObject } from './common';

const KEYWORDS = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if ' +
    'implements import instanceof int interface long native new package private protected public return short static strictfp super switch ' +
    'synchronized this throw throws transient try void volatile while true false null var record yield sealed permits ' +
    // A record component may not be named like one of Object's methods.
    'clone equals finalize getClass hashCode notify notifyAll toString wait'
  ).split(' '),
);

/**
 * Java records with Jackson's annotations: `@JsonProperty` names every component's key, primitives where a value
 * is always there and boxed types where it may be null or missing, `long` or `BigInteger` by the integers' range,
 * `Object` for unions and unknowns. One file: the root record public, the others package-private after it.
 */
export function renderJava(model: TypeModel, _options: Required<TypeOptions>): string {
  const imports = new Set<string>(['com.fasterxml.jackson.annotation.JsonProperty']);
  const typeOf = (t: TypeRef, boxed: boolean): string => (t.types.length === 1 ? baseOf(t.types[0], boxed || t.nullable) : 'Object');
  const baseOf = (b: BaseType, boxed: boolean): string => {
    switch (b.kind) {
      case 'boolean':
        return boxed ? 'Boolean' : 'boolean';
      case 'integer':
        if (b.range === 'uint64' || b.range === 'big') {
          imports.add('java.math.BigInteger');
          return 'BigInteger';
        }
        return boxed ? 'Long' : 'long';
      case 'number':
        return boxed ? 'Double' : 'double';
      case 'string':
        return 'String';
      case 'enum':
      case 'object':
        return b.name;
      case 'array':
        imports.add('java.util.List');
        return `List<${typeOf(b.items, true)}>`;
      case 'map':
        imports.add('java.util.Map');
        return `Map<String, ${typeOf(b.values, true)}>`;
    }
  };
  const note = (t: TypeRef) =>
    fieldNotes(t, { big: (r) => (r === 'int64' ? null : 'BigInteger keeps their digits'), format: () => false, union: true });

  const root = rootObject(model) ?? (model.listName ? model.rootName : null);
  const ordered = root ? [...model.objects.filter((o) => o.name === root), ...model.objects.filter((o) => o.name !== root)] : model.objects;
  const body: string[] = [];
  for (const o of ordered) {
    const names = uniqueNames(o.fields.map((f) => f.key), (k) => camelCase(k, 'field'), (id) => KEYWORDS.has(id), (id) => id + '_');
    body.push(`${o.name === root ? 'public ' : ''}record ${o.name}(`);
    o.fields.forEach((f, k) => {
      for (const n of note(f.type)) body.push(`    // ${n}`);
      body.push(`    @JsonProperty(${quoted(f.key)}) ${typeOf(f.type, f.optional)} ${names[k]}${k < o.fields.length - 1 ? ',' : ''}`);
    });
    body.push(') {}', '');
  }
  for (const e of model.enums) {
    const names = uniqueNames(
      e.values,
      (v) => snakeCase(v, 'value').toUpperCase(),
      (id) => /^\d/.test(id) || KEYWORDS.has(id.toLowerCase()),
      (id) => 'V_' + id,
    );
    body.push(`enum ${e.name} {`);
    e.values.forEach((v, k) => body.push(`    @JsonProperty(${quoted(v)}) ${names[k]}${k < e.values.length - 1 ? ',' : ''}`));
    body.push('}', '');
  }
  const head = [header(model, (l) => `// ${l}`)];
  if (model.listName) head.push(`// The document is a list: read it as List<${model.rootName}> (new TypeReference<List<${model.rootName}>>() {}).`);
  else if (!root) head.push(`// The document is not an object: read it as ${typeOf(model.root, true)}.`);
  head.push('', ...[...imports].sort().map((i) => `import ${i};`), '');
  return [...head, ...body].join('\n');
}
