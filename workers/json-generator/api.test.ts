import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lineStartsOf } from '../shared/line-index';
import { templateFields } from './meta';

type Api = (typeof import('./api'))['jsonGeneratorApi'];
let api: Api;

beforeEach(async () => {
  // A fresh module per test: the API keeps the last generated records.
  vi.resetModules();
  api = (await import('./api')).jsonGeneratorApi;
});

describe('jsonGeneratorApi', () => {
  it('generates the JSON text, its count and line starts', () => {
    const r = api.generate(templateFields('user'), 3, 42);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.count).toBe(3);
    const records = JSON.parse(r.value.json);
    expect(records).toHaveLength(3);
    expect(r.value.json).toBe(JSON.stringify(records, null, 2));
    expect(r.value.lineStarts).toEqual(lineStartsOf(r.value.json));
    const again = api.generate(templateFields('user'), 3, 42);
    expect(again.ok && again.value.json).toBe(r.value.json);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [NaN, 1],
    [20_000, 10_000],
  ])('clamps count %d to %d', (count, expected) => {
    const r = api.generate([{ key: 'b', type: 'boolean' }], count, 1);
    expect(r.ok && r.value.count).toBe(expected);
  });

  it('refuses a bad schema with its first message', () => {
    expect(api.generate([{ key: '', type: 'string' }], 1)).toEqual({ ok: false, error: { message: 'Field name is required' } });
    expect(api.generate([{ key: 'n', type: 'number', options: { min: 3, max: 1 } }], 1)).toEqual({
      ok: false,
      error: { message: 'Minimum must not exceed maximum' },
    });
  });

  it('refuses a regex whose strings could exceed the length limit, at once instead of running for minutes', () => {
    expect(api.generate([{ key: 'r', type: 'regex', options: { pattern: '.{1000000}' } }], 10_000)).toEqual({
      ok: false,
      error: { message: 'This pattern can produce strings longer than 1,000 characters; lower its repetition counts' },
    });
  });

  it('reports progress', () => {
    const calls: number[] = [];
    api.generate(templateFields('custom'), 1001, 1, (done) => calls.push(done));
    expect(calls).toEqual([500, 1000, 1001]);
  });

  it('exports the last generated records', () => {
    expect(api.exportAs('csv')).toEqual({ ok: false, error: { message: 'Generate some records first' } });
    api.generate([{ key: 'name', type: 'enum', options: { pattern: "O'Brien" } }, { key: 'n', type: 'number', options: { min: 2, max: 2 } }], 2, 1);
    expect(api.exportAs('csv')).toEqual({ ok: true, value: "name,n\r\nO'Brien,2\r\nO'Brien,2\r\n" });
    expect(api.exportAs('ndjson')).toEqual({ ok: true, value: '{"name":"O\'Brien","n":2}\n{"name":"O\'Brien","n":2}\n' });
    expect(api.exportAs('sql', { tableName: 'people' })).toEqual({
      ok: true,
      value: 'INSERT INTO "people" ("name", "n") VALUES (\'O\'\'Brien\', 2);\n'.repeat(2),
    });
  });

  it('neutralises formulas in CSV unless the page turns protection off (field names and values come from links)', () => {
    api.generate([{ key: '@name', type: 'enum', options: { pattern: '=1+1' } }, { key: 'n', type: 'number', options: { min: -5, max: -5 } }], 1, 1);
    expect(api.exportAs('csv')).toEqual({ ok: true, value: "'@name,n\r\n'=1+1,-5\r\n" });
    expect(api.exportAs('csv', { protectFormulas: true })).toEqual({ ok: true, value: "'@name,n\r\n'=1+1,-5\r\n" });
    expect(api.exportAs('csv', { protectFormulas: false })).toEqual({ ok: true, value: '@name,n\r\n=1+1,-5\r\n' });
  });

  it("falls back to the page's JSON text when it holds no records", () => {
    expect(api.exportAs('csv', {}, 'not json')).toMatchObject({ ok: false });
    expect(api.exportAs('ndjson', {}, '[{"a":1}]')).toEqual({ ok: true, value: '{"a":1}\n' });
    // Parsed once, then kept.
    expect(api.exportAs('csv')).toEqual({ ok: true, value: 'a\r\n1\r\n' });
  });
});
