import type { TypeOptions } from '../meta';
import { type BaseType, type TypeModel, type TypeRef } from '../model';
import { camelCase } from '../names';
import { uniqueNames, fieldNotes, header, quoted, rootObject } from './common';

const KEYWORDS = new Set(
  (
    'associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private precedencegroup protocol ' +
    'public rethrows static struct subscript typealias var break case catch continue default defer do else fallthrough for guard if in repeat ' +
    'return throw switch where while Any as await false is nil self Self super throws true try'
  ).split(' '),
);

/** A Codable value of any JSON kind, written once when a union or an unknown needs it. */
const JSON_VALUE = `enum JSONValue: Codable, Equatable {
    case string(String), number(Double), bool(Bool), object([String: JSONValue]), array([JSONValue]), null

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let v = try? c.decode(Bool.self) { self = .bool(v) }
        else if let v = try? c.decode(Double.self) { self = .number(v) }
        else if let v = try? c.decode(String.self) { self = .string(v) }
        else if let v = try? c.decode([JSONValue].self) { self = .array(v) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .string(let v): try c.encode(v)
        case .number(let v): try c.encode(v)
        case .bool(let v): try c.encode(v)
        case .object(let v): try c.encode(v)
        case .array(let v): try c.encode(v)
        case .null: try c.encodeNil()
        }
    }
}`;

/**
 * Swift Codable structs: `let` properties, optionals for keys that may be null or missing, a `CodingKeys` enum
 * when a key is not the property's name, `Int`/`UInt64` by the integers' range and `Decimal` past 64 bits, `UUID`
 * and `URL` for those formats, a small `JSONValue` enum for unions and unknowns.
 */
export function renderSwift(model: TypeModel, _options: Required<TypeOptions>): string {
  let needsValue = false;
  const typeOf = (t: TypeRef, optional: boolean): string => {
    let base: string;
    if (t.types.length !== 1) {
      needsValue = true;
      base = 'JSONValue';
    } else base = baseOf(t.types[0]);
    return optional ? base + '?' : base;
  };
  const baseOf = (b: BaseType): string => {
    switch (b.kind) {
      case 'boolean':
        return 'Bool';
      case 'integer':
        return b.range === 'big' ? 'Decimal' : b.range === 'uint64' ? 'UInt64' : 'Int';
      case 'number':
        return 'Double';
      case 'string':
        return b.format === 'uuid' ? 'UUID' : b.format === 'uri' ? 'URL' : 'String';
      case 'enum':
      case 'object':
        return b.name;
      case 'array':
        return `[${typeOf(b.items, b.items.nullable && b.items.types.length > 0)}]`;
      case 'map':
        return `[String: ${typeOf(b.values, b.values.nullable && b.values.types.length > 0)}]`;
    }
  };
  const note = (t: TypeRef) =>
    fieldNotes(t, { big: (r) => (r === 'big' ? 'Decimal holds up to 38 digits' : null), format: (f) => f === 'uuid' || f === 'uri', union: true });

  const root = rootObject(model) ?? (model.listName ? model.rootName : null);
  const body: string[] = [];
  for (const o of model.objects) {
    const names = uniqueNames(o.fields.map((f) => f.key), (k) => camelCase(k, 'field'), (id) => KEYWORDS.has(id), (id) => '`' + id + '`');
    body.push(`struct ${o.name}: Codable {`);
    o.fields.forEach((f, k) => {
      for (const n of note(f.type)) body.push(`    // ${n}`);
      body.push(`    let ${names[k]}: ${typeOf(f.type, (f.type.nullable && f.type.types.length > 0) || f.optional)}`);
    });
    if (o.fields.some((f, k) => names[k].replace(/`/g, '') !== f.key)) {
      body.push('', '    enum CodingKeys: String, CodingKey {');
      o.fields.forEach((f, k) => body.push(`        case ${names[k]}${names[k].replace(/`/g, '') === f.key ? '' : ` = ${quoted(f.key, 'brace')}`}`));
      body.push('    }');
    }
    body.push('}', '');
  }
  for (const e of model.enums) {
    const names = uniqueNames(
      e.values,
      (v) => camelCase(v, 'value'),
      (id) => KEYWORDS.has(id),
      (id) => '`' + id + '`',
    );
    body.push(`enum ${e.name}: String, Codable {`);
    e.values.forEach((v, k) => body.push(`    case ${names[k]}${names[k].replace(/`/g, '') === v ? '' : ` = ${quoted(v, 'brace')}`}`));
    body.push('}', '');
  }
  const head = [header(model, (l) => `// ${l}`)];
  if (model.listName) head.push(`// The document is a list: decode it as [${model.rootName}].self.`);
  else if (!root) head.push(`// The document is not an object: decode it as ${typeOf(model.root, model.root.nullable && model.root.types.length > 0)}.`);
  head.push('', 'import Foundation', '');
  if (needsValue) body.push(JSON_VALUE, '');
  return [...head, ...body].join('\n');
}
