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

describe('foldEnd: every line against the small path', () => {
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
