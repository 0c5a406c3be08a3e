import type { TypeOptions } from '../meta';
import { fieldFlags, type BaseType, type TypeModel, type TypeRef } from '../model';
import { fieldNotes, header, listItem, quoted } from './common';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name: as it is when it is an identifier, else quoted. */
export const tsKey = (key: string): string => (IDENTIFIER.test(key) ? key : quoted(key));

const BIG = 'JSON.parse rounds them to the nearest double; read them with a lossless parser (as bigint) to keep every digit';

/** JSDoc of a field, or nothing. */
export function tsDoc(t: TypeRef, indent: string): string[] {
  const notes = fieldNotes(t, { big: () => BIG, format: () => false });
  if (notes.length === 0) return [];
  if (notes.length === 1) return [`${indent}/** ${notes[0]} */`];
  return [`${indent}/**`, ...notes.map((n) => `${indent} * ${n}`), `${indent} */`];
}

/** TypeScript declarations of the model: interfaces (or type aliases), string-literal unions for enums. */
export function renderTypeScript(model: TypeModel, options: Required<TypeOptions>): string {
  const ro = options.readonly;
  const typeOf = (t: TypeRef, nullable = t.nullable): string => {
    const parts = t.types.map(baseOf);
    if (nullable) parts.push('null');
    if (parts.length === 0) return 'unknown';
    return parts.join(' | ');
  };
  const baseOf = (b: BaseType): string => {
    switch (b.kind) {
      case 'boolean':
        return 'boolean';
      case 'integer':
      case 'number':
        return 'number';
      case 'string':
        return 'string';
      case 'enum':
      case 'object':
        return b.name;
      case 'array': {
        const item = typeOf(b.items);
        const wrapped = /[ |]/.test(item) ? `(${item})` : item;
        return `${ro ? 'readonly ' : ''}${wrapped}[]`;
      }
      case 'map':
        return `${ro ? 'Readonly<' : ''}Record<string, ${typeOf(b.values)}>${ro ? '>' : ''}`;
    }
  };

  const out: string[] = [header(model, (l) => `// ${l}`), ''];
  for (const o of model.objects) {
    out.push(options.tsDeclaration === 'type' ? `export type ${o.name} = {` : `export interface ${o.name} {`);
    for (const f of o.fields) {
      const { optional, nullable } = fieldFlags(f, options.optionalStyle);
      out.push(...tsDoc(f.type, '  '));
      out.push(`  ${ro ? 'readonly ' : ''}${tsKey(f.key)}${optional ? '?' : ''}: ${typeOf(f.type, nullable)};`);
    }
    out.push(options.tsDeclaration === 'type' ? '};' : '}', '');
  }
  for (const e of model.enums) out.push(`export type ${e.name} = ${e.values.map((v) => quoted(v)).join(' | ')};`, '');
  const item = listItem(model);
  if (model.listName && item) out.push(`export type ${model.listName} = ${baseOf({ kind: 'array', items: item })};`, '');
  else if (!model.objects.some((o) => o.name === model.rootName)) {
    out.push(...tsDoc(model.root, ''), `export type ${model.rootName} = ${typeOf(model.root)};`, '');
  }
  return out.join('\n');
}
