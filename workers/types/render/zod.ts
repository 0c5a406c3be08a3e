import type { StringFormat } from '../formats';
import type { TypeOptions } from '../meta';
import { dependencyOrder, fieldFlags, type BaseType, type TypeModel, type TypeRef } from '../model';
import { header, listItem, quoted } from './common';
import { tsKey } from './typescript';
import { fieldNotes } from './common';

const BIG = 'JSON.parse rounds them to the nearest double, and z.int() refuses them, so this is z.number()';

/** JSDoc of a field: big integers only (formats are checks of the schema itself). */
function doc(t: TypeRef, indent: string): string[] {
  return fieldNotes(t, { big: () => BIG }).map((n) => `${indent}/** ${n} */`);
}

const FORMAT: Record<StringFormat, string> = {
  'date-time': 'z.iso.datetime({ offset: true })',
  date: 'z.iso.date()',
  email: 'z.email()',
  uri: 'z.url()',
  uuid: 'z.uuid()',
};

/**
 * Zod 4 schemas of the model, each with its inferred type: closed objects (`z.strictObject`), `z.int()` for safe
 * integers (`z.number()` beyond 2^53, which `z.int()` refuses), string formats as Zod's own checks. Declared in
 * dependency order, since a schema is a value.
 */
export function renderZod(model: TypeModel, options: Required<TypeOptions>): string {
  const ro = options.readonly ? '.readonly()' : '';
  const schemaOf = (t: TypeRef, nullable = t.nullable, optional = false): string => {
    const parts = t.types.map(baseOf);
    let s = parts.length === 0 ? (nullable ? 'z.null()' : 'z.unknown()') : parts.length === 1 ? parts[0] : `z.union([${parts.join(', ')}])`;
    if (parts.length > 0 && nullable && optional) s += '.nullish()';
    else if (parts.length > 0 && nullable) s += '.nullable()';
    else if (optional) s += '.optional()';
    return s;
  };
  const baseOf = (b: BaseType): string => {
    switch (b.kind) {
      case 'boolean':
        return 'z.boolean()';
      case 'integer':
        return b.range === 'safe' ? 'z.int()' : 'z.number()';
      case 'number':
        return 'z.number()';
      case 'string':
        return b.format ? FORMAT[b.format] : 'z.string()';
      case 'enum':
      case 'object':
        return b.name;
      case 'array':
        return `z.array(${schemaOf(b.items)})${ro}`;
      case 'map':
        return `z.record(z.string(), ${schemaOf(b.values)})${ro}`;
    }
  };

  const out: string[] = [header(model, (l) => `// ${l}`), "import { z } from 'zod';", ''];
  for (const e of model.enums) {
    out.push(`export const ${e.name} = z.enum([${e.values.map((v) => quoted(v)).join(', ')}]);`, `export type ${e.name} = z.infer<typeof ${e.name}>;`, '');
  }
  for (const o of dependencyOrder(model)) {
    out.push(`export const ${o.name} = z.strictObject({`);
    for (const f of o.fields) {
      const { optional, nullable } = fieldFlags(f, options.optionalStyle);
      out.push(...doc(f.type, '  '));
      out.push(`  ${tsKey(f.key)}: ${schemaOf(f.type, nullable, optional)},`);
    }
    out.push(`})${ro};`, `export type ${o.name} = z.infer<typeof ${o.name}>;`, '');
  }
  const item = listItem(model);
  const rootIsObject = model.objects.some((o) => o.name === model.rootName);
  if (model.listName && item) {
    out.push(`export const ${model.listName} = ${baseOf({ kind: 'array', items: item })};`, `export type ${model.listName} = z.infer<typeof ${model.listName}>;`, '');
  } else if (!rootIsObject) {
    out.push(...doc(model.root, ''));
    out.push(`export const ${model.rootName} = ${schemaOf(model.root)};`, `export type ${model.rootName} = z.infer<typeof ${model.rootName}>;`, '');
  }
  return out.join('\n');
}
