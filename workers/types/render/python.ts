import type { TypeOptions } from '../meta';
import { dependencyOrder, fieldFlags, type BaseType, type TypeModel, type TypeRef } from '../model';
import { snakeCase, wordsOf } from '../names';
import { uniqueNames, fieldNotes, header, listItem, quoted } from './common';

const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case type'.split(' '),
);
/** Names a pydantic model's field may not take: BaseModel's own attributes. */
const MODEL_ATTRIBUTES = new Set(
  'construct copy dict from_orm json parse_file parse_obj parse_raw schema schema_json update_forward_refs validate model_config model_fields model_computed_fields model_extra model_fields_set'.split(' '),
);
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
/** What the output imports: a field of the same name would shadow it in the class body. */
const PYTHON_NAMES = 'date datetime UUID Any Dict List Literal Optional Union NotRequired TypedDict Enum BaseModel ConfigDict Field'.split(' ');

/**
 * Python: pydantic v2 models (`datetime`, `date` and `UUID` for those formats, aliases for keys that are not
 * identifiers) or TypedDicts (Python 3.11+: `NotRequired` for missing keys; the values `json.loads` gives, so
 * formats stay `str`). Declared in dependency order.
 */
export function renderPython(model: TypeModel, options: Required<TypeOptions>): string {
  const pydantic = options.pythonStyle === 'pydantic';
  const typing = new Set<string>();
  const imports = new Set<string>();
  const typeOf = (t: TypeRef, nullable = t.nullable): string => {
    const parts = t.types.map(baseOf);
    if (parts.length === 0) {
      if (nullable) return 'None';
      typing.add('Any');
      return 'Any';
    }
    let s = parts.length === 1 ? parts[0] : (typing.add('Union'), `Union[${parts.join(', ')}]`);
    if (nullable) {
      typing.add('Optional');
      s = `Optional[${s}]`;
    }
    return s;
  };
  const baseOf = (b: BaseType): string => {
    switch (b.kind) {
      case 'boolean':
        return 'bool';
      case 'integer':
        return 'int';
      case 'number':
        return 'float';
      case 'string':
        if (pydantic && (b.format === 'date-time' || b.format === 'date')) {
          imports.add(`from datetime import ${b.format === 'date' ? 'date' : 'datetime'}`);
          return b.format === 'date' ? 'date' : 'datetime';
        }
        if (pydantic && b.format === 'uuid') {
          imports.add('from uuid import UUID');
          return 'UUID';
        }
        return 'str';
      case 'enum':
      case 'object':
        return b.name;
      case 'array':
        typing.add('List');
        return `List[${typeOf(b.items)}]`;
      case 'map':
        typing.add('Dict');
        return `Dict[str, ${typeOf(b.values)}]`;
    }
  };
  const note = (t: TypeRef) => fieldNotes(t, { format: (f) => pydantic && f !== 'email' && f !== 'uri' });

  /** Names a field must not shadow in a model's body: the module's types and what it imports. */
  const typeNames = new Set([...model.objects.map((o) => o.name), ...model.enums.map((e) => e.name), ...PYTHON_NAMES]);
  const body: string[] = [];
  for (const e of model.enums) {
    if (pydantic) {
      imports.add('from enum import Enum');
      body.push('', '', `class ${e.name}(str, Enum):`);
      const names = uniqueNames(
      e.values,
        (v) => (wordsOf(v).length ? snakeCase(v, 'value').toUpperCase() : 'VALUE'),
        (id) => /^\d/.test(id),
        (id) => 'V_' + id,
      );
      e.values.forEach((v, k) => body.push(`    ${names[k]} = ${quoted(v)}`));
    } else {
      typing.add('Literal');
      body.push('', '', `${e.name} = Literal[${e.values.map((v) => quoted(v)).join(', ')}]`);
    }
  }
  for (const o of dependencyOrder(model)) {
    const notes = o.fields.map((f) => note(f.type));
    if (pydantic) {
      imports.add('from pydantic import BaseModel');
      body.push('', '', `class ${o.name}(BaseModel):`);
      if (options.readonly) {
        imports.add('from pydantic import ConfigDict');
        body.push('    model_config = ConfigDict(frozen=True)', '');
      }
      const names = uniqueNames(
        o.fields.map((f) => f.key),
        (k) => (IDENTIFIER.test(k) && !k.startsWith('model_') ? k : snakeCase(k, 'field')),
        (id) => KEYWORDS.has(id) || MODEL_ATTRIBUTES.has(id) || id.startsWith('model_') || typeNames.has(id),
        (id) => (id.startsWith('model_') ? 'm_' + id : id + '_'),
      );
      o.fields.forEach((f, k) => {
        const { optional, nullable } = fieldFlags(f, options.optionalStyle);
        for (const n of notes[k]) body.push(`    # ${n}`);
        // A missing key needs a default; `None` is the only one true to the data.
        const type = typeOf(f.type, nullable || optional);
        const args: string[] = [];
        if (optional) args.push('default=None');
        if (names[k] !== f.key) args.push(`alias=${quoted(f.key)}`);
        if (names[k] !== f.key) imports.add('from pydantic import Field');
        const value = names[k] !== f.key ? ` = Field(${args.join(', ')})` : optional ? ' = None' : '';
        body.push(`    ${names[k]}: ${type}${value}`);
      });
      if (o.fields.length === 0) body.push('    pass');
    } else {
      typing.add('TypedDict');
      const valid = o.fields.every((f) => IDENTIFIER.test(f.key) && !KEYWORDS.has(f.key));
      const entry = (f: (typeof o.fields)[number]) => {
        const { optional, nullable } = fieldFlags(f, options.optionalStyle);
        const type = typeOf(f.type, nullable);
        if (optional) typing.add('NotRequired');
        return optional ? `NotRequired[${type}]` : type;
      };
      if (valid) {
        body.push('', '', `class ${o.name}(TypedDict):`);
        o.fields.forEach((f, k) => {
          for (const n of notes[k]) body.push(`    # ${n}`);
          body.push(`    ${f.key}: ${entry(f)}`);
        });
        if (o.fields.length === 0) body.push('    pass');
      } else {
        // Keys that are not identifiers (or are keywords) need the functional form.
        body.push('', '', `${o.name} = TypedDict(${quoted(o.name)}, {`);
        o.fields.forEach((f, k) => {
          for (const n of notes[k]) body.push(`    # ${n}`);
          body.push(`    ${quoted(f.key)}: ${entry(f)},`);
        });
        body.push('})');
      }
    }
  }
  const item = listItem(model);
  if (model.listName && item) {
    body.push('', '', `${model.listName} = ${baseOf({ kind: 'array', items: item })}`);
    if (pydantic) body.push(`"""Validate a whole list with pydantic.TypeAdapter(${model.listName}).validate_json(text)."""`);
  } else if (!model.objects.some((o) => o.name === model.rootName)) {
    body.push('', '', `${model.rootName} = ${typeOf(model.root)}`);
  }
  const head = [header(model, (l) => `# ${l}`)];
  if (!pydantic) head.push('# TypedDict with NotRequired: Python 3.11 or later.');
  const lines: string[] = [...imports].filter((i) => !i.startsWith('from pydantic') && !i.startsWith('from enum')).sort();
  if (imports.has('from enum import Enum')) lines.push('from enum import Enum');
  if (typing.size) lines.push(`from typing import ${[...typing].sort().join(', ')}`);
  const pyd = [...imports].filter((i) => i.startsWith('from pydantic')).map((i) => i.replace('from pydantic import ', ''));
  const out = [...head, ...lines.sort()];
  if (pyd.length) out.push('', `from pydantic import ${pyd.sort().join(', ')}`);
  return [...out, ...body, ''].join('\n');
}
