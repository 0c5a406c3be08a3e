import { describe, expect, it } from 'vitest';
import { templateFields, TEMPLATE_IDS, MAX_SCHEMA_DEPTH, tooDeepMessage, type FieldDefinition } from '@workers/json-generator/meta';
import { validateSchema } from '@workers/json-generator/schema';
import { toDefinitions, toEditorFields } from './json-generator-store';
import { decodeSchema, encodeSchema, sanitizeFields, schemaFromHash, shareLink } from './schema-codec';

/** A schema `levels` levels deep: objects l1, l2, … around a leaf string field. */
const nestedSchema = (levels: number, level = 1): FieldDefinition[] =>
  level === levels ? [{ key: 'leaf', type: 'string' }] : [{ key: `l${level}`, type: 'object', options: { fields: nestedSchema(levels, level + 1) } }];

describe('share links', () => {
  it.each(TEMPLATE_IDS)('round-trips the %s template', (id) => {
    const fields = templateFields(id);
    const encoded = encodeSchema(fields);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSchema(encoded)).toEqual(fields);
  });

  it('keeps the European types and their country option, through a link and the editor', () => {
    const fields: FieldDefinition[] = [
      { key: 'iban', type: 'iban', options: { country: 'DE' } },
      { key: 'id', type: 'nationalId', options: { country: 'random' } },
      { key: 'vat', type: 'vat' },
      { key: 'bsn', type: 'bsn' },
      { key: 'cities', type: 'array', options: { items: 'city', length: 2, country: 'PT' } },
    ];
    const decoded = schemaFromHash(`#schema=${encodeSchema(fields)}`);
    expect(decoded).toEqual(fields);
    expect(toDefinitions(toEditorFields(decoded!))).toEqual(fields);
    expect(validateSchema(decoded!)).toEqual([]);
  });

  it('drops a country option that is not one of the 36 codes or "random"', () => {
    const data = [
      { key: 'a', type: 'iban', options: { country: 'US' } },
      { key: 'b', type: 'phone', options: { country: 42 } },
      { key: 'c', type: 'city', options: { country: 'SE' } },
    ];
    expect(sanitizeFields(data)).toEqual([{ key: 'a', type: 'iban' }, { key: 'b', type: 'phone' }, { key: 'c', type: 'city', options: { country: 'SE' } }]);
  });

  it('keeps field names that are Object.prototype names, through a link and the editor', () => {
    const keys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty'];
    const fields: FieldDefinition[] = [
      ...keys.map((key) => ({ key, type: 'string' as const })),
      { key: 'o', type: 'object', options: { fields: keys.map((key) => ({ key, type: 'uuid' as const })) } },
    ];
    const decoded = schemaFromHash(`#schema=${encodeSchema(fields)}`);
    expect(decoded).toEqual(fields);
    expect(toDefinitions(toEditorFields(decoded!))).toEqual(fields);
  });

  it(`round-trips a ${MAX_SCHEMA_DEPTH}-level schema whole`, () => {
    const fields = nestedSchema(MAX_SCHEMA_DEPTH);
    expect(validateSchema(fields)).toEqual([]);
    expect(schemaFromHash(new URL(shareLink('https://example.test/json-generator', fields)).hash)).toEqual(fields);
  });

  it('keeps a too-deep schema up to one level past the limit, so validation refuses it with a message', () => {
    const decoded = decodeSchema(encodeSchema(nestedSchema(80)))!;
    // Levels 1–51 are kept; the level-51 field keeps its name and type but not the fields below it.
    const expected = nestedSchema(MAX_SCHEMA_DEPTH + 1);
    let list = expected;
    for (let level = 1; level < MAX_SCHEMA_DEPTH + 1; level++) list = list[0].options!.fields!;
    list[0] = { key: `l${MAX_SCHEMA_DEPTH + 1}`, type: 'object' };
    expect(decoded).toEqual(expected);
    expect(validateSchema(decoded).map((e) => e.message)).toEqual([tooDeepMessage('l50'), tooDeepMessage('l50')]);
  });

  it('keeps non-ASCII names and regex patterns', () => {
    const fields = [
      { key: 'naïve 名前', type: 'string' as const },
      { key: 'code', type: 'regex' as const, options: { pattern: '^[€$]\\d+\\/?$' } },
    ];
    expect(schemaFromHash(`#schema=${encodeSchema(fields)}`)).toEqual(fields);
  });

  it('builds a link on the page URL, replacing any hash', () => {
    const link = shareLink('https://example.org/json-generator#old', [{ key: 'id', type: 'uuid' }]);
    expect(link).toBe(`https://example.org/json-generator#schema=${encodeSchema([{ key: 'id', type: 'uuid' }])}`);
  });

  it.each(['', '#', '#other=1', '#schema=', '#schema=%%%', '#schema=bm90IGpzb24', `#schema=${btoa('{"a":1}')}`])(
    'ignores %j',
    (hash) => {
      expect(schemaFromHash(hash)).toBeNull();
    },
  );
});

describe('sanitizeFields', () => {
  it('drops what does not fit the shape', () => {
    expect(
      sanitizeFields([
        { key: 'ok', type: 'number', options: { min: 1, max: '9', length: null, junk: true } },
        { key: 'bad', type: 'nope' },
        { key: 3, type: 'string' },
        null,
        { key: 'arr', type: 'array', options: { items: 'object', fields: [{ key: 'x', type: 'ip' }, 'y'] } },
        { key: 'e', type: 'enum', options: { pattern: 'a,b', items: 'zzz' } },
      ]),
    ).toEqual([
      { key: 'ok', type: 'number', options: { min: 1 } },
      { key: 'arr', type: 'array', options: { items: 'object', fields: [{ key: 'x', type: 'ip' }] } },
      { key: 'e', type: 'enum', options: { pattern: 'a,b' } },
    ]);
    expect(sanitizeFields({})).toBeNull();
  });
});
