import { describe, expect, it } from 'vitest';
import { jsonGeneratorApi as api } from './api';
import { toCsv, toJson, toNdjson, toSql } from './exports';
import { generateRecords } from './generate';
import { validateSchema } from './schema';
import type { FieldDefinition } from './meta';

/** Keys that name Object.prototype members or the prototype itself: each must come out as typed. */
const KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];

const fields: FieldDefinition[] = [
  ...KEYS.map((key): FieldDefinition => ({ key, type: 'enum', options: { pattern: `v-${key}` } })),
  { key: 'nested', type: 'object', options: { fields: KEYS.map((key) => ({ key, type: 'number', options: { min: 1, max: 1 } })) } },
  { key: '__proto__x', type: 'array', options: { length: 1, items: 'object', fields: [{ key: '__proto__', type: 'boolean' }] } },
];

describe('field names that are Object.prototype names', () => {
  it('pass validation as ordinary names', () => {
    expect(validateSchema(fields)).toEqual([]);
  });

  it('come out in the JSON as typed, in schema order, at every level', () => {
    const [record] = generateRecords(fields, 1, { seed: 3 });
    const json = toJson([record]);
    const parsed = JSON.parse(json)[0];
    expect(Object.keys(parsed)).toEqual([...KEYS, 'nested', '__proto__x']);
    for (const key of KEYS) expect(Object.getOwnPropertyDescriptor(parsed, key)?.value).toBe(`v-${key}`);
    expect(Object.keys(parsed.nested)).toEqual(KEYS);
    expect(Object.keys(parsed.__proto__x[0])).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(json).toContain('"__proto__": "v-__proto__"');
  });

  it('come out in NDJSON, CSV and SQL as typed', () => {
    const records = generateRecords(fields, 2, { seed: 3 });
    const ndjson = toNdjson(records).trim().split('\n');
    expect(ndjson).toHaveLength(2);
    expect(Object.keys(JSON.parse(ndjson[0]))).toEqual([...KEYS, 'nested', '__proto__x']);

    const header = toCsv(records).split('\r\n')[0].split(',');
    expect(header).toEqual([...KEYS, ...KEYS.map((k) => `nested.${k}`), '__proto__x.0.__proto__']);
    const firstRow = toCsv(records).split('\r\n')[1].split(',');
    expect(firstRow.slice(0, KEYS.length)).toEqual(KEYS.map((k) => `v-${k}`));

    const sql = toSql(records.slice(0, 1), 't');
    expect(sql.startsWith(`INSERT INTO "t" (${[...KEYS, 'nested', '__proto__x'].map((k) => `"${k}"`).join(', ')}) VALUES ('v-__proto__', `)).toBe(true);
    expect(sql).toContain(`'{"__proto__":1,"constructor":1,"prototype":1,"hasOwnProperty":1,"toString":1,"valueOf":1}'`);
  });

  it('survive the worker API, including an export from the JSON text', () => {
    const result = api.generate(fields, 1, 3);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(JSON.parse(result.value.json)[0])).toEqual([...KEYS, 'nested', '__proto__x']);
    const csv = api.exportAs('csv', {}, result.value.json);
    expect(csv.ok && csv.value.split('\r\n')[0].split(',').slice(0, KEYS.length)).toEqual(KEYS);
  });
});
