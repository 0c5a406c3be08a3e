import type { TypeOptions } from '../meta';
import { type BaseType, type TypeModel, type TypeRef } from '../model';
import { pascalCase } from '../names';
import { uniqueNames, fieldNotes, header, quoted, rootObject } from './common';

const KEYWORDS = new Set(
  (
    'abstract as base bool break byte case catch char checked class const continue decimal default delegate do double else enum event explicit ' +
    'extern false finally fixed float for foreach goto if implicit in int interface internal is lock long namespace new null object operator ' +
    'out override params private protected public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this ' +
    'throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while'
  ).split(' '),
);
/** Members every record has: a property of the same name would hide them. */
const RECORD_MEMBERS = new Set(['EqualityContract', 'Equals', 'GetHashCode', 'ToString', 'GetType', 'PrintMembers', 'Deconstruct']);

/**
 * C# positional records for System.Text.Json: `[property: JsonPropertyName]` on every parameter, nullable
 * annotations (`string?`, `long?`) where a value may be null or missing, `DateTimeOffset`, `DateOnly` and `Guid` for
 * those formats, `JsonElement` for unions, unknowns and integers past 64 bits. Enums (strings) use .NET 9's
 * `JsonStringEnumMemberName`.
 */
export function renderCSharp(model: TypeModel, _options: Required<TypeOptions>): string {
  const usings = new Set<string>(['System.Text.Json.Serialization']);
  const typeOf = (t: TypeRef, nullable: boolean): string => {
    if (t.types.length !== 1) {
      usings.add('System.Text.Json');
      return nullable ? 'JsonElement?' : 'JsonElement';
    }
    return baseOf(t.types[0]) + (nullable ? '?' : '');
  };
  const baseOf = (b: BaseType): string => {
    switch (b.kind) {
      case 'boolean':
        return 'bool';
      case 'integer':
        if (b.range === 'big') {
          usings.add('System.Text.Json');
          return 'JsonElement';
        }
        return b.range === 'uint64' ? 'ulong' : 'long';
      case 'number':
        return 'double';
      case 'string':
        if (b.format === 'date-time') return (usings.add('System'), 'DateTimeOffset');
        if (b.format === 'date') return (usings.add('System'), 'DateOnly');
        if (b.format === 'uuid') return (usings.add('System'), 'Guid');
        return 'string';
      case 'enum':
      case 'object':
        return b.name;
      case 'array':
        usings.add('System.Collections.Generic');
        return `List<${typeOf(b.items, b.items.nullable)}>`;
      case 'map':
        usings.add('System.Collections.Generic');
        return `Dictionary<string, ${typeOf(b.values, b.values.nullable)}>`;
    }
  };
  const note = (t: TypeRef) =>
    fieldNotes(t, {
      big: (r) => (r === 'big' ? 'JsonElement keeps their digits (GetRawText)' : null),
      format: (f) => f === 'date-time' || f === 'date' || f === 'uuid',
      union: true,
    });

  const root = rootObject(model) ?? (model.listName ? model.rootName : null);
  const body: string[] = [];
  for (const o of model.objects) {
    // A member may not have its record's name.
    const names = uniqueNames(o.fields.map((f) => f.key), (k) => pascalCase(k, 'Field'), (id) => id === o.name || RECORD_MEMBERS.has(id) || KEYWORDS.has(id), (id) => (KEYWORDS.has(id) ? '@' + id : id + 'Value'));
    body.push(`public record ${o.name}(`);
    o.fields.forEach((f, k) => {
      for (const n of note(f.type)) body.push(`    // ${n}`);
      body.push(`    [property: JsonPropertyName(${quoted(f.key)})] ${typeOf(f.type, f.type.nullable || f.optional)} ${names[k]}${k < o.fields.length - 1 ? ',' : ''}`);
    });
    body.push(');', '');
  }
  for (const e of model.enums) {
    const names = uniqueNames(
      e.values,
      (v) => pascalCase(v, 'Value'),
      (id) => KEYWORDS.has(id),
      (id) => '@' + id,
    );
    body.push(`[JsonConverter(typeof(JsonStringEnumConverter<${e.name}>))]`, `public enum ${e.name}`, '{');
    e.values.forEach((v, k) => body.push(`    [JsonStringEnumMemberName(${quoted(v)})] ${names[k]}${k < e.values.length - 1 ? ',' : ''}`));
    body.push('}', '');
  }
  const head = [header(model, (l) => `// ${l}`)];
  if (model.listName) head.push(`// The document is a list: read it as List<${model.rootName}>.`);
  else if (!root) head.push(`// The document is not an object: read it as ${typeOf(model.root, model.root.nullable)}.`);
  head.push('', ...[...usings].sort().map((u) => `using ${u};`), '', '#nullable enable', '');
  return [...head, ...body].join('\n');
}
