import { describe, expect, it } from 'vitest';
import { formatsOf, FORMAT_BITS } from './formats';
import { inferSource, inferText } from './infer';
import type { ByteSource } from '../format/big-document';
import { withDefaults, type InputFormatId, type TypeOptions } from './meta';
import { buildModel } from './model';
import { itemTypeName, pascalCase, singular, snakeCase, camelCase } from './names';
import { renderTypeScript } from './render/typescript';
import { TypesError } from './events';

/** The TypeScript declarations of `text` without the header line. */
function ts(text: string, options: TypeOptions = {}, format: InputFormatId = 'auto'): string {
  const inference = inferText(text, format);
  const o = withDefaults(options);
  return renderTypeScript(buildModel(inference.shape, o, inference.perLine), o).split('\n').slice(2).join('\n').trim();
}

describe('inference', () => {
  it('keeps a missing key (optional) apart from a null (nullable), from every record', () => {
    expect(ts('[{"a":1,"b":null},{"a":2,"b":"x"},{"b":"y"}]')).toBe(
      ['export interface Root {', '  a?: number;', '  b: string | null;', '}', '', 'export type RootList = Root[];'].join('\n'),
    );
    // The record that lacks "a" is the last of 10,000: it still counts.
    const records = Array.from({ length: 10_000 }, (_, i) => (i === 9_999 ? '{"b":1}' : `{"a":${i},"b":1}`));
    expect(ts(`[${records.join(',')}]`)).toContain('  a?: number;');
  });

  it('writes both as optional and nullable in the nullish style', () => {
    expect(ts('[{"a":1,"b":null},{"b":"x"}]', { optionalStyle: 'nullish' })).toContain('  a?: number | null;\n  b?: string | null;');
  });

  it('keeps integers integers until a fraction or an exponent appears, and marks integers past 2^53', () => {
    const schema = (text: string) => {
      const inference = inferText(text, 'auto');
      return buildModel(inference.shape, withDefaults(), inference.perLine).root.types[0];
    };
    expect(schema('[1, 2, -3]')).toEqual({ kind: 'array', items: { types: [{ kind: 'integer', range: 'safe' }], nullable: false } });
    expect(schema('[1, 2.0]')).toEqual({ kind: 'array', items: { types: [{ kind: 'number' }], nullable: false } });
    expect(schema('[1, 1e3]')).toEqual({ kind: 'array', items: { types: [{ kind: 'number' }], nullable: false } });
    expect(schema('[9007199254740991]')).toEqual({ kind: 'array', items: { types: [{ kind: 'integer', range: 'safe' }], nullable: false } });
    expect(schema('[9007199254740992]')).toEqual({ kind: 'array', items: { types: [{ kind: 'integer', range: 'int64' }], nullable: false } });
    expect(schema('[-9223372036854775808]')).toEqual({ kind: 'array', items: { types: [{ kind: 'integer', range: 'int64' }], nullable: false } });
    expect(schema('[18446744073709551615]')).toEqual({ kind: 'array', items: { types: [{ kind: 'integer', range: 'uint64' }], nullable: false } });
    expect(schema('[18446744073709551616]')).toEqual({ kind: 'array', items: { types: [{ kind: 'integer', range: 'big' }], nullable: false } });
    expect(ts('{"id": 12345678901234567890}')).toContain('/** Integers beyond 2^63 (fits an unsigned 64-bit integer) in the data: JSON.parse rounds them');
  });

  it('gives a format only when every sample has it, and enums only when asked and when few values repeat', () => {
    expect(ts('[{"t":"2024-01-01T00:00:00Z"},{"t":"2024-01-02T10:00:00+01:00"}]')).toContain('/** Format: date-time (every sample). */');
    expect(ts('[{"t":"2024-01-01T00:00:00Z"},{"t":"yesterday"}]')).not.toContain('Format');
    expect(ts('[{"t":"2024-01-01T00:00:00Z"}]', { formats: false })).not.toContain('Format');
    const statuses = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ status: ['open', 'closed', 'merged'][i % 3] })));
    expect(ts(statuses)).toContain('  status: string;');
    expect(ts(statuses, { enums: true })).toContain('  status: Status;');
    expect(ts(statuses, { enums: true })).toContain('export type Status = "open" | "closed" | "merged";');
    // Three values over three samples are not "few over many".
    expect(ts('[{"s":"a"},{"s":"b"},{"s":"c"}]', { enums: true })).toContain('  s: string;');
  });

  it('unions mixed items, leaves empty arrays unknown until an item appears', () => {
    expect(ts('{"m":[1,"a",true,null],"e":[],"f":[[],[1]]}')).toBe(
      ['export interface Root {', '  m: (boolean | number | string | null)[];', '  e: unknown[];', '  f: number[][];', '}'].join('\n'),
    );
  });

  it('names nested types from their keys and shares structurally identical shapes', () => {
    const out = ts('{"orders":[{"id":1,"shipping":{"city":"A"},"billing":{"city":"B"}}],"categories":[{"name":"x"}],"data":[{"v":1}]}');
    expect(out).toContain('  orders: Order[];');
    expect(out).toContain('  categories: Category[];');
    expect(out).toContain('  data: DataItem[];');
    expect(out).toContain('export interface Order {\n  id: number;\n  shipping: Shipping;\n  billing: Shipping;\n}');
    // A different shape under a name already taken is named after its parent.
    expect(ts('{"a":{"item":{"x":1}},"b":{"item":{"y":"s"}}}')).toContain('export interface BItem {');
  });

  it('quotes keys that are not identifiers and turns objects with too many keys into dictionaries', () => {
    expect(ts('{"first-name":"a","2fa":true,"ok":1}')).toContain('  "first-name": string;\n  "2fa": boolean;\n  ok: number;');
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`k${i}`, { n: i }])));
    expect(ts(`{"byId":${wide}}`)).toContain('  byId: Record<string, ByIdValue>;');
  });

  it('reads NDJSON, YAML and CSV', () => {
    expect(ts('{"a":1}\n{"a":2,"b":"x"}\n')).toBe(['export interface Root {', '  a: number;', '  b?: string;', '}'].join('\n'));
    expect(ts('a: 1\nb: [x, y]\nc: 2024-01-01\n', {}, 'yaml')).toContain('  a: number;\n  b: string[];\n  /** Format: date (every sample). */\n  c: string;');
    expect(ts('id,name,score,zip\n1,Ann,1.5,02134\n2,,2,12345\n', {}, 'csv')).toContain('  id: number;\n  name: string | null;\n  score: number;\n  zip: string;');
  });

  it('refuses input it cannot read, with the line and column', () => {
    const refusal = (text: string, format: InputFormatId = 'auto') => {
      try {
        inferText(text, format);
      } catch (e) {
        const err = e as TypesError;
        return { code: err.code, message: err.message, line: err.line, column: err.column };
      }
      return null;
    };
    expect(refusal('  ')).toMatchObject({ code: 'types-blank' });
    expect(refusal('{"a":}')).toMatchObject({ code: 'types-json-syntax', line: 1, column: 6 });
    expect(refusal('{"a":1}\n{"a":\n')).toMatchObject({ code: 'types-json-syntax', line: 2 });
    expect(refusal('a: [1', 'yaml')).toMatchObject({ code: 'types-yaml-syntax' });
    expect(refusal('a,b\n"1,2\n', 'csv')).toMatchObject({ code: 'types-csv-syntax', line: 2, column: 1 });
    expect(refusal('['.repeat(1001) + ']'.repeat(1001))).toMatchObject({ code: 'types-too-deep' });
  });
});

describe('files read in parts', () => {
  /** A source that hands out at most `step` bytes per read, so that every kind of seam is crossed. */
  const trickle = (text: string, step: number): ByteSource => {
    const bytes = new TextEncoder().encode(text);
    return { size: bytes.length, read: async (start, end) => bytes.subarray(start, Math.min(end, start + step)) };
  };
  const render = (inference: ReturnType<typeof inferText>) => {
    const o = withDefaults({ enums: true });
    return renderTypeScript(buildModel(inference.shape, o, inference.perLine), o);
  };

  it('reads CSV cut between records exactly as the whole text', async () => {
    const csv =
      '\ufeffid,name,note,when\r\n1,"Ann ""A"" Lee","two\r\nlines",2024-01-01\r\n2,Bob,plain,2024-01-02\n3,"Ç, é","x""",2024-02-29\r4,,"",2024-03-01\r\n' +
      Array.from({ length: 40 }, (_, i) => `${i + 5},"n${i}","a\nb",2024-01-0${(i % 9) + 1}\r\n`).join('');
    const whole = render(inferText(csv, 'csv'));
    for (const step of [1, 2, 3, 5, 7, 64]) expect(render(await inferSource(trickle(csv, step), 'csv')), `step ${step}`).toBe(whole);
    expect(whole).toContain('  id: number;\n  name: string | null;\n  note: Note | null;\n  /** Format: date (every sample). */\n  when: string;');
  });

  it('reads NDJSON across seams, characters of 2, 3 and 4 bytes included', async () => {
    const ndjson = Array.from({ length: 30 }, (_, i) => JSON.stringify({ id: i, s: 'é€𝄞'.repeat(i % 4), t: i % 2 ? null : 'x' })).join('\n') + '\n';
    const whole = render(inferText(ndjson, 'auto'));
    for (const step of [1, 2, 3, 5]) expect(render(await inferSource(trickle(ndjson, step), 'auto'))).toBe(whole);
    await expect(inferSource(trickle('{"a":1}\n{"a":\n', 3), 'auto')).rejects.toMatchObject({ code: 'types-json-syntax', line: 2 });
    await expect(inferSource(trickle('a,b\n1,"2\n', 3), 'csv')).rejects.toMatchObject({ code: 'types-csv-syntax', line: 2 });
  });
});

describe('names', () => {
  it.each([
    ['orders', 'order'],
    ['categories', 'category'],
    ['addresses', 'address'],
    ['statuses', 'status'],
    ['boxes', 'box'],
    ['people', 'person'],
    ['movies', 'movie'],
    ['status', 'status'],
    ['news', 'news'],
    ['items', 'item'],
  ])('the singular of %s is %s', (plural, one) => expect(singular(plural)).toBe(one));

  it('makes type and field names in each case', () => {
    expect(itemTypeName('line_items')).toBe('LineItem');
    expect(itemTypeName('data')).toBe('DataItem');
    expect(pascalCase('userID')).toBe('UserID');
    expect(pascalCase('2fa')).toBe('F2Fa');
    expect(camelCase('first-name')).toBe('firstName');
    expect(snakeCase('firstName')).toBe('first_name');
    expect(snakeCase('HTTPServer')).toBe('http_server');
    expect(camelCase('Ünïcode key')).toBe('unicodeKey');
  });
});

describe('formats', () => {
  it.each([
    ['2024-02-29T12:30:00Z', 'date-time'],
    ['2024-02-29T12:30:00.123456+05:30', 'date-time'],
    ['2023-02-29T12:30:00Z', null],
    ['2024-01-01T24:00:00Z', null],
    ['2024-01-01T10:00:00', null],
    ['2024-12-31', 'date'],
    ['2024-13-01', null],
    ['ada@example.org', 'email'],
    ['ada@localhost', null],
    ['a..b@example.org', null],
    ['https://example.org/a?b=c#d', 'uri'],
    ['https://api.github.com/repos/x/labels{/name}', null],
    ['mailto:ada@example.org', null],
    ['123e4567-e89b-42d3-a456-426614174000', 'uuid'],
    ['123e4567-e89b-02d3-a456-426614174000', null],
  ])('%s is %s', (s, format) => {
    const bits = formatsOf(s, 31);
    expect(bits).toBe(format ? FORMAT_BITS[format as keyof typeof FORMAT_BITS] : 0);
  });
});
