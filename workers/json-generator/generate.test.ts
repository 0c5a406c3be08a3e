import { describe, expect, it } from 'vitest';
import { asciiFold } from '../testdata/person';
import { generateRecords, PROGRESS_EVERY, SEEDED_NOW, type JsonRecord } from './generate';
import { FIELD_TYPES, seedFromText, type FieldDefinition, type FieldType, DEFAULT_FIELDS, templateFields } from './meta';

const N = 200;
const DAY = 86_400_000;

/** `n` values of one field (seeded, so failures reproduce). */
const valuesOf = (field: FieldDefinition, n = N, seed = 7): unknown[] =>
  generateRecords([field], n, { seed }).map((r) => r[field.key]);

const isValidDate = (s: string): boolean => !Number.isNaN(Date.parse(s));

// National IDs and VAT numbers are null in countries without one; europe.test.ts checks them by country.
const FORMATS: Record<Exclude<FieldType, 'array' | 'object' | 'enum' | 'regex' | 'number' | 'boolean' | 'nationalId' | 'vat'>, RegExp> = {
  string: /^\S(.*\S)?$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  email: /^[^\s@]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i,
  phone: /^\+\d{1,3} \d[\d ]+\d$/,
  name: /^[^\s]+( [^\s]+)+$/,
  address: /^(?=.*\p{L}{2})(?=.*\d)\S(.*\S)?$/u,
  city: /^\S(.*\S)?$/,
  country: /^\S(.*\S)?$/,
  iban: /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
  bsn: /^\d{9}$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  time: /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
  url: /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/[a-z-]+)?$/,
  ip: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  color: /^#[0-9a-f]{6}$/,
};

describe('value formats', () => {
  it.each(Object.entries(FORMATS))('%s', (type, re) => {
    const values = valuesOf({ key: 'v', type: type as FieldType });
    for (const v of values) expect(v).toMatch(re);
    // Realistic data varies.
    expect(new Set(values).size).toBeGreaterThan(N / 10);
  });

  it('dates and datetimes are real moments in the past, around the reference day', () => {
    for (const type of ['date', 'datetime'] as const) {
      for (const v of valuesOf({ key: 'v', type }) as string[]) {
        expect(isValidDate(v)).toBe(true);
        expect(Date.parse(v)).toBeLessThanOrEqual(SEEDED_NOW);
        expect(Date.parse(v)).toBeGreaterThanOrEqual(SEEDED_NOW - 3651 * DAY);
      }
    }
    // A datetime round-trips through Date: it is a real calendar moment in UTC.
    for (const v of valuesOf({ key: 'createdAt', type: 'datetime' }) as string[]) {
      expect(new Date(v).toISOString()).toBe(v);
      expect(Date.parse(v)).toBeGreaterThanOrEqual(SEEDED_NOW - 731 * DAY);
    }
  });

  it('booleans are both true and false', () => {
    expect(new Set(valuesOf({ key: 'b', type: 'boolean' }))).toEqual(new Set([true, false]));
  });

  it('unseeded dates sit around now', () => {
    const [r] = generateRecords([{ key: 'd', type: 'datetime' }], 1);
    expect(Date.parse(r.d as string)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(r.d as string)).toBeGreaterThan(Date.now() - 3651 * DAY);
  });

  it('every type generates (the 20 types are all covered)', () => {
    const fields = FIELD_TYPES.map((type, i): FieldDefinition => ({
      key: `f${i}`,
      type,
      options: type === 'regex' ? { pattern: 'x' } : undefined,
    }));
    const [r] = generateRecords(fields, 1, { seed: 1 });
    expect(Object.keys(r)).toEqual(fields.map((f) => f.key));
    for (const k of Object.keys(r)) expect(r[k]).not.toBeUndefined();
  });
});

describe('numbers', () => {
  it('default to whole numbers 18–100', () => {
    const values = valuesOf({ key: 'age', type: 'number' }, 500) as number[];
    for (const v of values) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(18);
      expect(v).toBeLessThanOrEqual(100);
    }
    expect(Math.min(...values)).toBe(18);
    expect(Math.max(...values)).toBe(100);
  });

  it.each([
    [{ min: 1, max: 10 }, 1, 10],
    [{ min: -50, max: -40 }, -50, -40],
    [{ min: 7, max: 7 }, 7, 7],
    [{ min: 200 }, 200, 200],
    [{ max: 20 }, 18, 20],
  ])('min/max %j', (options, lo, hi) => {
    const values = valuesOf({ key: 'n', type: 'number', options }, 300) as number[];
    for (const v of values) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(lo);
      expect(v).toBeLessThanOrEqual(hi);
    }
    expect(Math.min(...values)).toBe(lo);
    expect(Math.max(...values)).toBe(hi);
  });

  it('money-like keys get two decimals within the range', () => {
    const values = valuesOf({ key: 'price', type: 'number', options: { min: 1, max: 1000 } }) as number[];
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(1000);
      expect(Math.round(v * 100) / 100).toBe(v);
    }
    expect(values.some((v) => !Number.isInteger(v))).toBe(true);
  });

  it('a range without a whole number in it gives decimals', () => {
    for (const v of valuesOf({ key: 'n', type: 'number', options: { min: 1.2, max: 1.4 } }) as number[]) {
      expect(v).toBeGreaterThanOrEqual(1.2);
      expect(v).toBeLessThanOrEqual(1.4);
    }
  });
});

describe('arrays, objects, enums and regexes', () => {
  it('arrays default to 3 strings', () => {
    for (const v of valuesOf({ key: 'tags', type: 'array' }) as unknown[][]) {
      expect(v).toHaveLength(3);
      for (const item of v) expect(typeof item).toBe('string');
    }
  });

  it.each([0, 1, 5])('length %i', (length) => {
    for (const v of valuesOf({ key: 'a', type: 'array', options: { length } }, 20) as unknown[][]) expect(v).toHaveLength(length);
  });

  it.each<[FieldType, RegExp]>([
    ['uuid', FORMATS.uuid],
    ['email', FORMATS.email],
    ['color', FORMATS.color],
    ['ip', FORMATS.ip],
  ])('items of type %s', (items, re) => {
    for (const v of valuesOf({ key: 'a', type: 'array', options: { items, length: 4 } }, 20) as string[][]) {
      expect(v).toHaveLength(4);
      for (const item of v) expect(item).toMatch(re);
    }
  });

  it('item options sit on the array: number ranges, enum values and regex patterns', () => {
    const [r] = generateRecords(
      [
        { key: 'n', type: 'array', options: { items: 'number', length: 50, min: 3, max: 4 } },
        { key: 'e', type: 'array', options: { items: 'enum', length: 50, pattern: 'x, y' } },
        { key: 'r', type: 'array', options: { items: 'regex', length: 50, pattern: '^[a-c]{2}$' } },
      ],
      1,
      { seed: 3 },
    );
    expect(new Set(r.n as number[])).toEqual(new Set([3, 4]));
    expect(new Set(r.e as string[])).toEqual(new Set(['x', 'y']));
    for (const v of r.r as string[]) expect(v).toMatch(/^[a-c]{2}$/);
  });

  it('arrays of objects have the item fields', () => {
    const field: FieldDefinition = {
      key: 'items',
      type: 'array',
      options: { length: 2, items: 'object', fields: [{ key: 'sku', type: 'regex', options: { pattern: 'SKU-\\d{3}' } }, { key: 'ok', type: 'boolean' }] },
    };
    for (const v of valuesOf(field, 20) as JsonRecord[][]) {
      expect(v).toHaveLength(2);
      for (const item of v) {
        expect(Object.keys(item)).toEqual(['sku', 'ok']);
        expect(item.sku).toMatch(/^SKU-\d{3}$/);
        expect(typeof item.ok).toBe('boolean');
      }
    }
  });

  it('objects nest to any depth; an object without fields is {}', () => {
    const deep: FieldDefinition = {
      key: 'a',
      type: 'object',
      options: {
        fields: [
          {
            key: 'b',
            type: 'object',
            options: { fields: [{ key: 'c', type: 'object', options: { fields: [{ key: 'd', type: 'color' }] } }, { key: 'e', type: 'object' }] },
          },
        ],
      },
    };
    const [r] = generateRecords([deep], 1, { seed: 1 });
    const a = r.a as JsonRecord;
    const b = a.b as JsonRecord;
    expect(Object.keys(b)).toEqual(['c', 'e']);
    expect((b.c as JsonRecord).d).toMatch(FORMATS.color);
    expect(b.e).toEqual({});
  });

  it('enums pick from their values, default A, B, C', () => {
    expect(new Set(valuesOf({ key: 'e', type: 'enum' }))).toEqual(new Set(['A', 'B', 'C']));
    expect(new Set(valuesOf({ key: 'e', type: 'enum', options: { pattern: 'Red, Green' } }))).toEqual(new Set(['Red', 'Green']));
  });

  it.each(['[A-Z]{3}-\\d{4}', '^(foo|bar)+$', '\\w+@example\\.com', '[0-9a-f]{8}', 'a*b?c+', '(\\d{3}) \\d{3}-\\d{4}'])(
    'regex %s',
    (pattern) => {
      const anchored = new RegExp(`^(?:${pattern.replace(/^\^|\$$/g, '')})$`);
      for (const v of valuesOf({ key: 'r', type: 'regex', options: { pattern } }) as string[]) expect(v).toMatch(anchored);
    },
  );

  it('keeps schema key order and trims keys', () => {
    const [r] = generateRecords([{ key: ' z ', type: 'boolean' }, { key: 'a', type: 'uuid' }, { key: 'm', type: 'city' }], 1);
    expect(Object.keys(r)).toEqual(['z', 'a', 'm']);
  });
});

describe('fields that belong together agree', () => {
  const local = (email: unknown) => String(email).split('@')[0].toLowerCase();
  // Names are the countries' own (Þórður, Σοφία): the address is their ASCII transliteration.
  const ascii = asciiFold;

  it('the default schema: email derives from name', () => {
    for (const r of generateRecords([...DEFAULT_FIELDS], 100, { seed: 5 })) {
      const [first, last] = String(r.name).split(' ');
      expect(local(r.email)).toContain(ascii(first).slice(0, 3));
      expect(local(r.email)).toContain(ascii(last).slice(0, 3));
    }
  });

  it('user: email derives from firstName and lastName', () => {
    for (const r of generateRecords(templateFields('user'), 100, { seed: 5 })) {
      expect(local(r.email)).toContain(ascii(String(r.firstName)).slice(0, 3));
      expect(local(r.email)).toContain(ascii(String(r.lastName)).slice(0, 3));
    }
  });

  it('blog: the author email derives from the author name', () => {
    for (const r of generateRecords(templateFields('blog'), 50, { seed: 5 })) {
      const author = r.author as JsonRecord;
      const [first] = String(author.name).split(' ');
      expect(local(author.email)).toContain(ascii(first).slice(0, 3));
    }
  });

  it('order: totalAmount is the sum of quantity × price, to the cent', () => {
    for (const r of generateRecords(templateFields('order'), 200, { seed: 9 })) {
      const items = r.items as JsonRecord[];
      const cents = items.reduce((s, it) => s + Math.round((it.quantity as number) * (it.price as number) * 100), 0);
      expect(r.totalAmount).toBe(cents / 100);
      for (const it of items) {
        expect(Number.isInteger(it.quantity)).toBe(true);
        expect(it.quantity).toBeGreaterThanOrEqual(1);
        expect(it.quantity).toBeLessThanOrEqual(10);
      }
    }
  });

  it('a total with no items keeps its own range', () => {
    const fields: FieldDefinition[] = [
      { key: 'items', type: 'array', options: { items: 'object', length: 0, fields: [{ key: 'price', type: 'number' }] } },
      { key: 'totalAmount', type: 'number', options: { min: 5, max: 6 } },
    ];
    for (const r of generateRecords(fields, 20, { seed: 1 })) {
      expect(r.totalAmount).toBeGreaterThanOrEqual(5);
      expect(r.totalAmount).toBeLessThanOrEqual(6);
    }
  });

  it('product: name is a product name, not a person', () => {
    const [r] = generateRecords(templateFields('product'), 1, { seed: 2 });
    expect(Object.keys(r)).toEqual(templateFields('product').map((f) => f.key));
    expect(r.name).not.toBe('');
  });
});

describe('seeds and progress', () => {
  it('the same seed reproduces the same records; another seed does not', () => {
    for (const id of ['custom', 'user', 'product', 'order', 'blog'] as const) {
      const a = generateRecords(templateFields(id), 25, { seed: 1234 });
      const b = generateRecords(templateFields(id), 25, { seed: 1234 });
      const c = generateRecords(templateFields(id), 25, { seed: 1235 });
      expect(b).toEqual(a);
      expect(c).not.toEqual(a);
    }
  });

  it('regex values follow the seed too', () => {
    const field: FieldDefinition = { key: 'r', type: 'regex', options: { pattern: '[a-z]{5}\\d*' } };
    expect(valuesOf(field, 20, 99)).toEqual(valuesOf(field, 20, 99));
  });

  it('without a seed, runs differ', () => {
    expect(generateRecords(templateFields('user'), 5)).not.toEqual(generateRecords(templateFields('user'), 5));
  });

  it.each<[string, number | undefined]>([
    ['', undefined],
    ['  ', undefined],
    ['42', 42],
    ['-7', -7],
    ['hello', seedFromText('hello')],
  ])('seedFromText(%j)', (text, expected) => {
    expect(seedFromText(text)).toBe(expected);
  });

  it('text seeds hash to stable, different numbers', () => {
    expect(seedFromText('hello')).toBe(1335831723);
    expect(seedFromText('hello')).not.toBe(seedFromText('hellp'));
  });

  it('reports progress every 500 records and once at the end', () => {
    const calls: [number, number][] = [];
    generateRecords([...DEFAULT_FIELDS], 1200, { seed: 1, onProgress: (d, t) => calls.push([d, t]) });
    expect(PROGRESS_EVERY).toBe(500);
    expect(calls).toEqual([
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
  });

  // The time this takes is a figure of the benchmark (tests/bench/engines-node.ts), not an assertion here.
  it('generates 10,000 User Profile records, each with the template\'s keys in order', () => {
    const fields = templateFields('user');
    const records = generateRecords(fields, 10_000, { seed: 1 });
    expect(records).toHaveLength(10_000);
    const keys = fields.map((f) => f.key).join(',');
    expect(records.filter((r) => Object.keys(r).join(',') !== keys)).toEqual([]);
    expect(new Set(records.map((r) => r.id)).size).toBe(10_000);
    // A long run is the same stream of values as a short one with the same seed.
    expect(records.slice(0, 5)).toEqual(generateRecords(fields, 5, { seed: 1 }));
  });
});
