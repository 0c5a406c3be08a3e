import { applyPatch, deepClone } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { describeChange, diffJsonStructure, parseLossless } from './json-structure';

const pretty = (v: unknown) => JSON.stringify(v, null, 2);
const summary = (a: string, b: string, key = '') => diffJsonStructure(a, b, key).changes.map((c) => describeChange(c));

/** The patch applied to the original with a real JSON Patch library. */
const patched = (a: unknown, b: unknown, key = '') =>
  applyPatch(deepClone(a), JSON.parse(diffJsonStructure(pretty(a), pretty(b), key).patch), true).newDocument;

describe('diffJsonStructure', () => {
  it('names every change by path and values', () => {
    const a = { orders: [{ total: 1 }, { total: 2 }, { total: 3 }, { total: 10.5 }], user: { name: 'Ann' }, tags: ['x', 'y'] };
    const b = { orders: [{ total: 1 }, { total: 2 }, { total: 3 }, { total: 12 }], user: { name: 'Ann', email: 'a@b.c' }, tags: ['x'] };
    expect(summary(pretty(a), pretty(b))).toEqual(['$.orders[3].total: 10.5 → 12', '$.user.email: added', '$.tags[1]: removed']);
    expect(patched(a, b)).toEqual(b);
  });

  it('keeps numbers as written (no rounding through a double) and ignores key order', () => {
    const a = '{"big": 12345678901234567890, "p": 1.50, "s": "\\u00e9", "k": {"x": 1, "y": 2}}';
    const b = '{"k": {"y": 2, "x": 1}, "s": "é", "p": 1.50, "big": 12345678901234567891}';
    expect(summary(a, b)).toEqual(['$.big: 12345678901234567890 → 12345678901234567891']);
    expect(JSON.parse(diffJsonStructure(a, b).patch)).toHaveLength(1);
    expect(diffJsonStructure(a, b).patch).toContain('"value":12345678901234567891');
  });

  it('by key: a reordered array of records shows only the real changes, and the patch gives the modified records', () => {
    const a = { orders: [1, 2, 3, 4, 5].map((id) => ({ id, total: id * 10, note: `n${id}` })) };
    const b = { orders: [5, 3, 1, 2, 6].map((id) => ({ id, total: id === 3 ? 31 : id * 10, note: `n${id}` })) };
    expect(summary(pretty(a), pretty(b), 'id')).toEqual([
      '$.orders[id=3].total: 30 → 31',
      '$.orders[id=4]: removed',
      '$.orders[id=6]: added',
    ]);
    const byId = (d: { orders: { id: number }[] }) => [...d.orders].sort((x, y) => x.id - y.id);
    expect(byId(patched(a, b, 'id'))).toEqual(byId(b));
    // Reordered only: nothing to report, an empty patch.
    const shuffled = { orders: [...a.orders].reverse() };
    expect(summary(pretty(a), pretty(shuffled), 'id')).toEqual([]);
    expect(diffJsonStructure(pretty(a), pretty(shuffled), 'id').patch).toBe('[]');
    // By position the same reorder is a change at almost every index.
    expect(summary(pretty(a), pretty(shuffled)).length).toBeGreaterThan(4);
  });

  it('falls back to positions when the key is missing or repeated', () => {
    const a = [{ id: 1, v: 1 }, { v: 2 }];
    const b = [{ v: 2 }, { id: 1, v: 1 }];
    expect(summary(pretty(a), pretty(b), 'id')).toEqual(['$[0].id: removed', '$[0].v: 1 → 2', '$[1].v: 2 → 1', '$[1].id: added']);
    expect(patched(a, b, 'id')).toEqual(b);
  });

  it('type changes, nested additions and odd keys; the patch round-trips', () => {
    const a = { 'a b': 1, 'x/y~z': [1, 2, 3], n: null, deep: { list: [{ k: [1] }] } };
    const b = { 'a b': '1', 'x/y~z': [1, 4], n: { now: true }, deep: { list: [{ k: [1, 2] }, 7] } };
    expect(summary(pretty(a), pretty(b))).toEqual([
      '$["a b"]: 1 → "1"',
      '$["x/y~z"][1]: 2 → 4',
      '$["x/y~z"][2]: removed',
      '$.n: null → {"now":true}',
      '$.deep.list[0].k[1]: added',
      '$.deep.list[1]: added',
    ]);
    expect(patched(a, b)).toEqual(b);
  });

  it('gives each change the lines of its values, for the line view', () => {
    const a = '{\n  "a": 1,\n  "b": {\n    "c": 2\n  }\n}';
    const b = '{\n  "a": 1,\n  "z": 0,\n  "b": {\n    "c": 3\n  }\n}';
    const { changes } = diffJsonStructure(a, b);
    expect(changes.map((c) => [c.path, c.leftLine, c.rightLine])).toEqual([
      ['$.b.c', 4, 5],
      ['$.z', 1, 3],
    ]);
  });

  it('exports CSV: one record per change, values as JSON text (a string keeps its quotes, so no cell starts a formula)', () => {
    const { csv } = diffJsonStructure('{"f": "a", "g": 1, "h": 0}', '{"f": "=SUM(A1)", "g": -1}');
    expect(csv).toBe('path,change,from,to\r\n$.f,changed,"""a""","""=SUM(A1)"""\r\n$.g,changed,1,-1\r\n$.h,removed,0,\r\n');
  });

  it('looks only into values whose texts differ: an unchanged part nested past the limit is fine, a change there is refused', () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    expect(summary(`{"d": ${deep}, "x": 1}`, `{"x": 2, "d": ${deep}}`)).toEqual(['$.x: 1 → 2']);
    expect(() => diffJsonStructure(`[${deep}]`, `[${deep.replace('[]', '[1]')}]`)).toThrow(/deep/);
    // A key field written with escapes is the same field.
    expect(summary('[{"\\u0069d": 1, "v": 1}, {"id": 2, "v": 2}]', '[{"id": 2, "v": 2}, {"id": 1, "v": 0}]', 'id')).toEqual(['$[id=1].v: 1 → 0']);
    // Strings with escapes, brackets and quotes inside are skipped whole.
    const a = { s: 'a "[{" \\ ]}', t: [{ u: '\u00e9}' }], n: 1 };
    expect(summary(JSON.stringify(a), JSON.stringify({ ...a, n: 2 }))).toEqual(['$.n: 1 → 2']);
  });

  it('refuses documents nested deeper than its limit instead of overflowing the stack', () => {
    expect(() => parseLossless('['.repeat(5000) + ']'.repeat(5000))).toThrow(/deeper/);
  });
});
