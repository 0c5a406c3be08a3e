import { describe, expect, it } from 'vitest';
import { BigJsonDocument, bytesSource, CHECKPOINT_LINES, FOLD_INDEX_LINES, type ByteSource } from './big-json';
import { formatJson } from './languages/json';

const encoder = new TextEncoder();

/** A source that hands out at most `step` bytes per read, so chunks end at many places (a small chunk size). */
const chunkedSource = (bytes: Uint8Array, step: number): ByteSource => ({
  size: bytes.length,
  read: async (s, e) => bytes.subarray(s, Math.min(e, s + step)),
});

/**
 * The reference, from the small path's output: for each line, the line of the bracket closing the container it
 * opens (a line ending in `{` or `[`; an empty container is written `{}` / `[]` on one line), else −1.
 */
function reference(json: string, indent?: '2' | '4' | 'tab'): { lines: string[]; ends: number[] } {
  const r = formatJson(json, { indent });
  if (!r.ok) throw new Error(r.error.message);
  const lines = r.value.split('\n');
  const ends = lines.map(() => -1);
  const open: number[] = [];
  lines.forEach((line, i) => {
    const t = line.trim();
    if (t.startsWith('}') || t.startsWith(']')) ends[open.pop()!] = i;
    if (t.endsWith('{') || t.endsWith('[')) open.push(i);
  });
  expect(open).toEqual([]);
  return { lines, ends };
}

/** Every line's foldEnd against the reference. */
async function checkAll(json: string, source?: ByteSource, indent?: '2' | '4' | 'tab') {
  const bytes = encoder.encode(json);
  const { lines, ends } = reference(json, indent);
  const doc = new BigJsonDocument(source ?? bytesSource(bytes), { indent });
  const r = await doc.index();
  expect(r.ok && r.value.lines).toBe(lines.length);
  const got: number[] = [];
  for (let i = 0; i < lines.length; i++) got.push(await doc.foldEnd(i));
  expect(got).toEqual(ends);
  return { doc, ends };
}

/** Arrays of 1 … n elements, each a small object, one after the other: containers of every length around the seams. */
const ladder = (n: number, step = 1) =>
  JSON.stringify(Array.from({ length: Math.ceil(n / step) }, (_, k) => Array.from({ length: 1 + k * step }, (_, j) => (j % 7 === 0 ? { j, e: [] } : j))));

const DOCS: [string, string][] = [
  ['a scalar', '1'],
  ['empty containers', '{"a":[],"b":{},"c":[{}],"d":[[]]}'],
  ['one level', '[1,2,3]'],
  ['nested', '{"a":{"b":{"c":[1,{"d":[true]}]}},"e":"{[not brackets]}"}'],
  ['strings with brackets', '["{", "[", "}", "]", {"k{": "v]"}]'],
  ['300 deep', '['.repeat(300) + ']'.repeat(300)],
  ['700 records', '[' + Array.from({ length: 700 }, (_, i) => `{"id":${i},"tags":["a","b"],"o":{"p":[${i}]}}`).join(',') + ']'],
  ['containers of 1 … 700 elements', ladder(700, 3)],
  ['containers ending around every checkpoint', ladder(2 * CHECKPOINT_LINES + 4)],
];

/** A deterministic pseudo-random generator (tests repeat exactly). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A random JSON value: objects and arrays of up to `width` members (some empty, some long), nested to `depth`. */
function randomJson(rnd: () => number, depth: number, width: number, top = true): string {
  const r = rnd();
  if (!top && (depth === 0 || r < 0.35)) return r < 0.1 ? '"s{[ ]}"' : r < 0.2 ? 'null' : String(Math.floor(r * 1000));
  // Now and then a long one (of scalars or small containers), so some containers span more than FOLD_INDEX_LINES.
  const n = rnd() < 0.15 && !top ? 0 : depth <= 2 && rnd() < 0.15 ? 100 + Math.floor(rnd() * 200) : 1 + Math.floor(rnd() * width);
  const items = Array.from({ length: n }, () => randomJson(rnd, depth - 1, width, false));
  return rnd() < 0.5 ? `[${items.join(',')}]` : `{${items.map((v, k) => `"k${k}":${v}`).join(',')}}`;
}

describe('foldEnd: every line against the small path', () => {
  it('random documents, read in random sizes', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const rnd = random(seed * 7919);
      for (let k = 0; k < 5; k++) rnd();
      const json = randomJson(rnd, 5, 6);
      const bytes = encoder.encode(json);
      const { ends } = await checkAll(json, chunkedSource(bytes, 50 + Math.floor(rnd() * 5000)));
      // Thousands of lines, with nodes short and long (recorded while indexing).
      expect(ends.length).toBeGreaterThan(2000);
      expect(ends.filter((e, i) => e - i >= FOLD_INDEX_LINES).length).toBeGreaterThan(3);
      expect(ends.filter((e, i) => e >= 0 && e - i < FOLD_INDEX_LINES).length).toBeGreaterThan(50);
    }
  });

  it.each(DOCS)('%s', async (_, json) => {
    await checkAll(json);
  });

  it.each(['4', 'tab'] as const)('indent %s', async (indent) => {
    await checkAll(DOCS[6][1], undefined, indent);
  });

  it('the same through reads of 37, 997 and 4096 bytes (chunk seams everywhere)', async () => {
    const small = ladder(40);
    await checkAll(small, chunkedSource(encoder.encode(small), 37));
    await checkAll(DOCS[7][1], chunkedSource(encoder.encode(DOCS[7][1]), 997));
    await checkAll(DOCS[6][1], chunkedSource(encoder.encode(DOCS[6][1]), 4096));
  });

  it('records long containers while indexing and finds short ones from a checkpoint', async () => {
    // A root of 3 arrays, first to last line: 9 lines apart, FOLD_INDEX_LINES − 1 (just not recorded) and
    // FOLD_INDEX_LINES (recorded).
    const sizes = [8, FOLD_INDEX_LINES - 2, FOLD_INDEX_LINES - 1];
    const json = JSON.stringify(sizes.map((n) => Array.from({ length: n }, (_, j) => j)));
    const { doc, ends } = await checkAll(json);
    const first = 1;
    const second = first + 10;
    const third = second + FOLD_INDEX_LINES;
    expect([ends[first], ends[second], ends[third]]).toEqual([first + 9, second + FOLD_INDEX_LINES - 1, third + FOLD_INDEX_LINES]);
    expect(await doc.foldEnd(0)).toBe(doc.lines - 1);
    // Recorded: the root and the third array.
    expect((doc as unknown as { foldCount: number }).foldCount).toBe(2);
    // Out of range and not whole numbers.
    for (const line of [-1, doc.lines, doc.lines + 5, 1.5, Number.NaN]) expect(await doc.foldEnd(line)).toBe(-1);
  });

  it('a 20,000-deep array: the root spans every line; the innermost [] is not foldable', async () => {
    const doc = new BigJsonDocument(bytesSource(encoder.encode('['.repeat(20000) + ']'.repeat(20000))));
    await doc.index();
    expect(doc.lines).toBe(39999);
    for (const line of [0, 1, 255, 256, 19700, 19998]) expect(await doc.foldEnd(line)).toBe(39998 - line);
    for (const line of [19999, 20000, 39998]) expect(await doc.foldEnd(line)).toBe(-1);
  });

  it('answers −1 before the document is indexed, and after a syntax error', async () => {
    const doc = new BigJsonDocument(bytesSource(encoder.encode('[[1,2],[3]]')));
    expect(await doc.foldEnd(0)).toBe(-1);
    const bad = new BigJsonDocument(bytesSource(encoder.encode('[[1,2],[3]')));
    expect((await bad.index()).ok).toBe(false);
    expect(await bad.foldEnd(0)).toBe(-1);
  });
});
