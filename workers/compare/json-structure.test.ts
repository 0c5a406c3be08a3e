import { applyPatch, deepClone, validate, type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../testdata/random';
import { describeChange } from './meta';
import { diffJsonStructure, parseLossless } from './json-structure';

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
    // The patch gives the modified document, order included.
    expect(patched(a, b, 'id')).toEqual(b);
    // Reordered only: nothing to report; the patch holds only moves, the fewest there can be (4 of 5 reversed).
    const shuffled = { orders: [...a.orders].reverse() };
    expect(summary(pretty(a), pretty(shuffled), 'id')).toEqual([]);
    const moves = JSON.parse(diffJsonStructure(pretty(a), pretty(shuffled), 'id').patch) as { op: string }[];
    expect(moves.map((o) => o.op)).toEqual(['move', 'move', 'move', 'move']);
    expect(patched(a, shuffled, 'id')).toEqual(shuffled);
    // By position the same reorder is a change at almost every index.
    expect(summary(pretty(a), pretty(shuffled)).length).toBeGreaterThan(4);
  });

  it('by key: the value changes first (at the original indexes), then removals, then moves and additions in order', () => {
    const a = [{ id: 1, v: 'a' }, { id: 2 }, { id: 3 }];
    const b = [{ id: 3 }, { id: 1, v: 'a2' }, { id: 2 }];
    expect(JSON.parse(diffJsonStructure(pretty(a), pretty(b), 'id').patch)).toEqual([
      { op: 'replace', path: '/0/v', value: 'a2' },
      { op: 'move', from: '/2', path: '/0' },
    ]);
    expect(patched(a, b, 'id')).toEqual(b);
    const c = { list: [{ id: 'x', n: 1 }, { id: 'y', n: 2 }, { id: 'z', n: 3 }, { id: 'w', n: 4 }] };
    const d = { list: [{ id: 'w', n: 4 }, { id: 'new', n: 0 }, { id: 'y', n: 2 }, { id: 'x', n: 9 }] };
    expect(JSON.parse(diffJsonStructure(pretty(c), pretty(d), 'id').patch)).toEqual([
      { op: 'replace', path: '/list/0/n', value: 9 },
      { op: 'remove', path: '/list/2' },
      // [x, y, w]: w stays (a longest run in the modified order); the new record follows it, then y, then x.
      { op: 'add', path: '/list/3', value: { id: 'new', n: 0 } },
      { op: 'move', from: '/list/1', path: '/list/3' },
      { op: 'move', from: '/list/0', path: '/list/3' },
    ]);
    expect(patched(c, d, 'id')).toEqual(d);
  });

  it.each([
    ['reordered', [1, 2, 3, 4], [4, 2, 3, 1]],
    ['inserted', [1, 2, 3], [1, 9, 2, 3, 8]],
    ['removed', [1, 2, 3, 4], [2, 4]],
    ['inserted, removed and reordered', [1, 2, 3, 4, 5], [6, 5, 3, 1, 7]],
  ])('%s records, nested too: applying the patch to Original gives Modified, by position and by key', (_name, from, to) => {
    const record = (id: number, side: string) => ({ id, name: `r${id}`, tags: id % 2 ? ['odd', side] : ['even'], items: from.map((k) => ({ id: k, q: id * k })) });
    const a = { rows: from.map((id) => record(id, 'a')), meta: { rows: from.map((id) => ({ id })) } };
    const b = { rows: to.map((id) => ({ ...record(id, 'b'), items: [...record(id, 'b').items].reverse() })), meta: { rows: to.map((id) => ({ id })) } };
    for (const key of ['', 'id']) {
      const patch = JSON.parse(diffJsonStructure(pretty(a), pretty(b), key).patch);
      expect(validate(patch, deepClone(a))).toBeUndefined();
      expect(applyPatch(deepClone(a), patch, true).newDocument).toEqual(b);
    }
  });

  it('property: random pairs of records with ids (reorders, inserts, removals, nested changes, repeated or missing keys) patch Original into Modified', () => {
    const { next: rnd, pick } = createRandom(6902);
    const shuffle = <T>(list: T[]): T[] => {
      for (let i = list.length - 1; i > 0; i--) {
        const k = Math.floor(rnd() * (i + 1));
        [list[i], list[k]] = [list[k], list[i]];
      }
      return list;
    };
    let nextId = 1;
    const leaf = () => pick<unknown>([1, -2.5, 'x', 'y z', true, null, [], {}, [1, 2], { k: 'v' }]);
    const record = (depth: number): Record<string, unknown> => {
      const r: Record<string, unknown> = { id: rnd() < 0.8 ? nextId++ : `s${nextId++}`, value: leaf() };
      if (rnd() < 0.5) r.note = leaf();
      if (depth < 2 && rnd() < 0.5) r.children = Array.from({ length: Math.floor(rnd() * 5) }, () => record(depth + 1));
      return r;
    };
    /** A modified copy: items changed, removed, added, reordered, nested arrays too; sometimes keys repeated or missing. */
    const mutate = (list: Record<string, unknown>[], depth: number): Record<string, unknown>[] => {
      let out = list
        .filter(() => rnd() > 0.2)
        .map((r) => {
          const c: Record<string, unknown> = { ...r };
          if (rnd() < 0.3) c.value = leaf();
          if (rnd() < 0.1) delete c.note;
          if (rnd() < 0.1) c.extra = leaf();
          if (Array.isArray(c.children)) c.children = mutate(c.children as Record<string, unknown>[], depth + 1);
          // Key order never counts.
          return rnd() < 0.3 ? Object.fromEntries(shuffle(Object.entries(c))) : c;
        });
      while (rnd() < 0.4) out.splice(Math.floor(rnd() * (out.length + 1)), 0, record(depth));
      if (rnd() < 0.6) out = shuffle(out);
      else if (out.length > 1 && rnd() < 0.5) out.push(out.shift()!);
      if (out.length > 0 && rnd() < 0.05) out.push({ ...pick(out) }); // a repeated key: matched by position
      if (out.length > 0 && rnd() < 0.05) delete out[0].id; // a missing key: matched by position
      return out;
    };
    let moves = 0;
    for (let round = 0; round < 400; round++) {
      const a = { records: Array.from({ length: Math.floor(rnd() * 12) }, () => record(0)), n: round };
      const b = { records: mutate(a.records, 0), n: rnd() < 0.5 ? round : -round };
      for (const key of ['', 'id']) {
        const patch = JSON.parse(diffJsonStructure(pretty(a), pretty(b), key).patch) as Operation[];
        // Every path valid at its step, and the result is Modified.
        expect(validate(patch, deepClone(a)), JSON.stringify({ a, b, key, patch })).toBeUndefined();
        expect(applyPatch(deepClone(a), patch, true).newDocument, JSON.stringify({ a, b, key, patch })).toEqual(b);
        moves += patch.filter((o) => o.op === 'move').length;
      }
    }
    expect(moves).toBeGreaterThan(100);
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
