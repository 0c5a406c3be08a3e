import { describe, expect, it } from 'vitest';
import { generateRecords } from './generate';
import { maxRegexLength, validateSchema } from './schema';
import { MAX_GENERATED_STRING_LENGTH, MAX_SCHEMA_DEPTH, REGEX_HELP, clampRecordCount, enumValues, numberRange, tooDeepMessage, type FieldDefinition } from './meta';

describe('clampRecordCount', () => {
  it.each<[string | number, number]>([
    ['1', 1],
    ['0', 1],
    ['-5', 1],
    [-5, 1],
    ['abc', 1],
    ['', 1],
    ['   ', 1],
    ['12abc', 1],
    [NaN, 1],
    ['42', 42],
    [' 42 ', 42],
    ['5.7', 5],
    [0.5, 1],
    ['100', 100],
    ['10000', 10000],
    ['10001', 10000],
    ['20000', 10000],
    [20000, 10000],
    [Infinity, 10000],
    ['1e3', 1000],
  ])('%j -> %i', (input, expected) => {
    expect(clampRecordCount(input)).toBe(expected);
  });
});

describe('enumValues', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, ['A', 'B', 'C']],
    ['', ['A', 'B', 'C']],
    [' , ,', ['A', 'B', 'C']],
    ['red', ['red']],
    [' Pending, Shipped ,Delivered ', ['Pending', 'Shipped', 'Delivered']],
    ['a,,b', ['a', 'b']],
  ])('%j', (pattern, expected) => {
    expect(enumValues(pattern)).toEqual(expected);
  });
});

describe('numberRange', () => {
  it.each([
    [undefined, { min: 18, max: 100 }],
    [{}, { min: 18, max: 100 }],
    [{ min: 1, max: 10 }, { min: 1, max: 10 }],
    [{ min: 500 }, { min: 500, max: 500 }],
    [{ min: 5 }, { min: 5, max: 100 }],
    [{ max: 10 }, { min: 10, max: 10 }],
    [{ max: 50 }, { min: 18, max: 50 }],
    [{ min: -5, max: -1 }, { min: -5, max: -1 }],
  ])('%j', (options, expected) => {
    expect(numberRange(options)).toEqual(expected);
  });
});

describe('validateSchema', () => {
  const ok: FieldDefinition[] = [
    { key: 'id', type: 'uuid' },
    { key: 'age', type: 'number', options: { min: 1, max: 1 } },
    { key: 'list', type: 'array', options: { length: 0 } },
    { key: 'code', type: 'regex', options: { pattern: '[A-Z]{3}-\\d{4}' } },
    { key: 'o', type: 'object', options: { fields: [{ key: 'id', type: 'uuid' }] } },
  ];

  it('accepts a valid schema (the same name may repeat at different levels)', () => {
    expect(validateSchema(ok)).toEqual([]);
    expect(validateSchema([])).toEqual([]);
  });

  it.each<[string, FieldDefinition[], { path: number[]; message: string }[]]>([
    ['empty name', [{ key: '', type: 'string' }], [{ path: [0], message: 'Field name is required' }]],
    ['blank name', [{ key: '   ', type: 'string' }], [{ path: [0], message: 'Field name is required' }]],
    [
      'duplicate name',
      [
        { key: 'email', type: 'email' },
        { key: 'name', type: 'name' },
        { key: ' email', type: 'string' },
      ],
      [{ path: [2], message: 'Duplicate field name "email"' }],
    ],
    [
      'min > max',
      [{ key: 'n', type: 'number', options: { min: 10, max: 5 } }],
      [{ path: [0], message: 'Minimum must not exceed maximum' }],
    ],
    [
      'min > max on number array items',
      [{ key: 'n', type: 'array', options: { items: 'number', min: 10, max: 5 } }],
      [{ path: [0], message: 'Minimum must not exceed maximum' }],
    ],
    [
      'non-numeric bound',
      [{ key: 'n', type: 'number', options: { min: NaN } }],
      [{ path: [0], message: 'Minimum and maximum must be numbers' }],
    ],
    [
      'invalid regex',
      [{ key: 'r', type: 'regex', options: { pattern: '([a-z]' } }],
      [{ path: [0], message: 'Invalid regular expression: /([a-z]/: Unterminated group' }],
    ],
    [
      'empty regex',
      [{ key: 'r', type: 'regex', options: { pattern: '' } }],
      [{ path: [0], message: 'Regular expression is required' }],
    ],
    [
      'negative array length',
      [{ key: 'a', type: 'array', options: { length: -1 } }],
      [{ path: [0], message: 'Array length must be 0 or more' }],
    ],
    [
      'huge array length',
      [{ key: 'a', type: 'array', options: { length: 1001 } }],
      [{ path: [0], message: 'Array length must be 1000 or less' }],
    ],
    [
      'arrays of arrays',
      [{ key: 'a', type: 'array', options: { items: 'array' } }],
      [{ path: [0], message: 'Array items cannot be arrays' }],
    ],
    [
      'nested object problems carry their path',
      [
        { key: 'id', type: 'uuid' },
        {
          key: 'o',
          type: 'object',
          options: {
            fields: [
              { key: 'x', type: 'string' },
              { key: 'inner', type: 'object', options: { fields: [{ key: '', type: 'string' }] } },
            ],
          },
        },
      ],
      [{ path: [1, 1, 0], message: 'Field name is required' }],
    ],
    [
      'fields of array items',
      [
        {
          key: 'items',
          type: 'array',
          options: {
            items: 'object',
            fields: [
              { key: 'p', type: 'number', options: { min: 3, max: 2 } },
              { key: 'p', type: 'string' },
            ],
          },
        },
      ],
      [
        { path: [0, 0], message: 'Minimum must not exceed maximum' },
        { path: [0, 1], message: 'Duplicate field name "p"' },
      ],
    ],
    [
      'several problems on one field',
      [{ key: '', type: 'number', options: { min: 2, max: 1 } }],
      [
        { path: [0], message: 'Field name is required' },
        { path: [0], message: 'Minimum must not exceed maximum' },
      ],
    ],
  ])('%s', (_, fields, expected) => {
    expect(validateSchema(fields).map(({ path, message }) => ({ path, message }))).toEqual(expected);
  });
});

describe('schema depth', () => {
  /** A schema with `levels` levels of field lists: objects named l1, l2, … around one leaf string field. */
  const nested = (levels: number, level = 1): FieldDefinition[] =>
    level === levels ? [{ key: 'leaf', type: 'string' }] : [{ key: `l${level}`, type: 'object', options: { fields: nested(levels, level + 1) } }];

  it(`accepts and generates ${MAX_SCHEMA_DEPTH} levels`, () => {
    const fields = nested(MAX_SCHEMA_DEPTH);
    expect(validateSchema(fields)).toEqual([]);
    let value: unknown = generateRecords(fields, 1, { seed: 1 })[0];
    let levels = 0;
    while (value && typeof value === 'object') {
      levels++;
      value = Object.values(value)[0];
    }
    expect(levels).toBe(MAX_SCHEMA_DEPTH);
    expect(typeof value).toBe('string');
  });

  it('refuses one level more, with a message on the field and on its top-level ancestor', () => {
    const fields = nested(MAX_SCHEMA_DEPTH + 1);
    const deepPath = Array.from({ length: MAX_SCHEMA_DEPTH }, () => 0);
    const message = `Fields can nest at most 50 levels deep: remove the fields inside "l${MAX_SCHEMA_DEPTH}" (level 50)`;
    expect(tooDeepMessage(`l${MAX_SCHEMA_DEPTH}`)).toBe(message);
    expect(validateSchema(fields).map(({ path, message }) => ({ path, message }))).toEqual([
      { path: deepPath, message },
      { path: [0], message },
    ]);
    // An array of objects nests the same way.
    const asArray = nested(MAX_SCHEMA_DEPTH + 1);
    let f = asArray[0];
    for (let i = 1; i < MAX_SCHEMA_DEPTH; i++) f = f.options!.fields![0];
    f.type = 'array';
    f.options = { ...f.options, items: 'object' };
    expect(validateSchema(asArray).map((e) => e.message)).toEqual([message, message]);
  });
});

describe('regex string length', () => {
  it.each<[string, number]>([
    ['[A-Z]{3}-\\d{4}', 8],
    ['abc|de', 3],
    ['a*', 10],
    ['a+b?', 12],
    ['x{2,}', 12],
    ['(ab){3}', 6],
    ['(?:a|bcd){2,4}', 12],
    ['^\\d{5}$', 5],
    ['a(?=bbbb)', 1],
    ['(a{10})\\1', 20],
    ['(a{10})\\1{5}', 60],
    ['.{1000}', 1000],
  ])('%s produces at most %i characters', (pattern, length) => {
    expect(maxRegexLength(pattern)).toBe(length);
  });

  it('stops counting past the limit', () => {
    expect(maxRegexLength('.{1000000}')).toBeGreaterThan(MAX_GENERATED_STRING_LENGTH);
    expect(maxRegexLength('((a{100}){100}){100}')).toBeGreaterThan(MAX_GENERATED_STRING_LENGTH);
    expect(maxRegexLength('(a{600})\\1')).toBeGreaterThan(MAX_GENERATED_STRING_LENGTH);
  });

  it(`refuses patterns that can produce more than ${MAX_GENERATED_STRING_LENGTH} characters, in fields and array items`, () => {
    const message = 'This pattern can produce strings longer than 1,000 characters; lower its repetition counts';
    expect(validateSchema([{ key: 'r', type: 'regex', options: { pattern: '.{1000000}' } }])).toMatchObject([{ path: [0], message }]);
    expect(validateSchema([{ key: 'r', type: 'array', options: { items: 'regex', pattern: '[a-z]{1001}' } }])).toMatchObject([{ path: [0], message }]);
    expect(validateSchema([{ key: 'r', type: 'regex', options: { pattern: '.{1000}' } }])).toEqual([]);
    expect(REGEX_HELP).toContain('at most 1,000 characters');
  });

  it('generated strings never exceed the limit the validation allows', () => {
    const fields: FieldDefinition[] = [
      { key: 'a', type: 'regex', options: { pattern: '.{1000}' } },
      { key: 'b', type: 'regex', options: { pattern: '(x{5}|y+){1,10}' } },
    ];
    expect(validateSchema(fields)).toEqual([]);
    for (const r of generateRecords(fields, 50, { seed: 4 })) {
      expect([...(r.a as string)]).toHaveLength(1000);
      expect((r.b as string).length).toBeLessThanOrEqual(maxRegexLength('(x{5}|y+){1,10}'));
    }
  });
});
