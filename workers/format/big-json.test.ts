import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BigJsonDocument, bytesSource, readAhead, CHECKPOINT_LINES, CHUNK_BYTES, MAX_LINE_CHARS, type ByteSource } from './big-json';
import { formatJson } from './languages/json';

const SUITE = path.resolve(__dirname, '../../tests/fixtures/JSONTestSuite/test_parsing');
const encoder = new TextEncoder();

/** The small path on the same bytes: decoded as File.text() does (BOM dropped, bad bytes → U+FFFD). */
function small(bytes: Uint8Array, indent?: '2' | '4' | 'tab') {
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return { ok: false as const, error: { message: 'Please enter some code to format' } };
  return formatJson(text, { indent });
}

/** A source that hands out at most `step` bytes per read, so chunks end at every position. */
function chunkedSource(bytes: Uint8Array, chunk: number): ByteSource {
  return { size: bytes.length, read: async (s, e) => bytes.subarray(s, Math.min(e, s + chunk)) };
}

async function big(bytes: Uint8Array, source: ByteSource = bytesSource(bytes), indent?: '2' | '4' | 'tab') {
  const doc = new BigJsonDocument(source, { indent });
  const r = await doc.index();
  if (!r.ok) return { doc, result: r, text: '' };
  const lines = (await doc.getLines(0, r.value.lines)).lines;
  return { doc, result: r, text: lines.join('\n') };
}

async function exported(doc: BigJsonDocument): Promise<string> {
  let s = '';
  for await (const part of doc.export()) s += new TextDecoder().decode(part);
  return s;
}

const DOCS = [
  '{}',
  '[]',
  ' { } ',
  '1',
  '-0.5e+10',
  '"x"',
  'null',
  '[1,2]',
  '{"a":[],"b":{},"c":[{}]}',
  '[[[1]]]',
  '{\r\n\t"a" :\t true ,"b":false}',
  '[12345678901234567890,-12345678901234567890123,1.0e+400,-0,0.0,1E-7,1.50]',
  '["caf\\u00e9","\\/","\\"q\\"","\\ud83d\\ude00","\\\\","\\n\\t"]',
  '{"a":1,"a":2,"z":{"y":[true,false,null]}}',
  '["é€😀", "😀😀😀", "ß"]',
  '{"key with spaces": "value, with: [brackets] {}", "k2": ["a\\"b"]}',
  '[' + Array.from({ length: 700 }, (_, i) => `{"id":${i},"name":"n${i}","tags":["a","b"],"o":{}}`).join(',') + ']',
  '['.repeat(300) + ']'.repeat(300),
];

describe('big JSON path: output identical to the small path', () => {
  it.each(DOCS.map((d) => [d.length > 60 ? d.slice(0, 60) + '…' : d, d]))('%s', async (_, doc) => {
    const bytes = encoder.encode(doc);
    const expected = small(bytes);
    if (!expected.ok) throw new Error(expected.error.message);
    const { doc: d, result, text } = await big(bytes);
    expect(result.ok).toBe(true);
    expect(text).toBe(expected.value);
    expect(d.lines).toBe(expected.value.split('\n').length);
    expect(await exported(d)).toBe(expected.value);
  });

  it.each(['4', 'tab'] as const)('indent %s', async (indent) => {
    const bytes = encoder.encode(DOCS[16]);
    const expected = small(bytes, indent);
    const { text } = await big(bytes, bytesSource(bytes), indent);
    expect(expected.ok && text).toBe(expected.ok && expected.value);
  });
});

describe('big JSON path: Minify', () => {
  it.each(DOCS.map((d) => [d.length > 60 ? d.slice(0, 60) + '…' : d, d]))('%s: one line, byte for byte the small path, read in any parts', async (_, doc) => {
    const bytes = encoder.encode(doc);
    const expected = formatJson(new TextDecoder().decode(bytes), { minify: true });
    if (!expected.ok) throw new Error(expected.error.message);
    for (const source of [bytesSource(bytes), chunkedSource(bytes, 5)]) {
      const d = new BigJsonDocument(source, { minify: true }, { chunkBytes: 64 });
      expect((await d.index()).ok).toBe(true);
      expect(d.lines).toBe(1);
      expect((await d.getLines(0, 1)).lines[0]).toBe(expected.value.slice(0, 10_000));
      expect(await exported(d)).toBe(expected.value);
      // A minified document has no rows to fold.
      expect(await d.foldEnd(0)).toBe(-1);
    }
  });
});

describe('big JSON path: chunk boundaries at every byte', () => {
  const doc = '{"a":[1,-2.5e3,true,null],"é€😀":"x\\u00e9\\n","b":{"c":[]},"d":"\\"\\\\"}\r\n';
  const bytes = encoder.encode(doc);
  const expected = small(bytes);
  it.each(Array.from({ length: 13 }, (_, i) => i + 4))('reads of %i bytes', async (step) => {
    const { text } = await big(bytes, chunkedSource(bytes, step));
    expect(expected.ok && text).toBe(expected.ok && expected.value);
  });
  it.each(Array.from({ length: 13 }, (_, i) => i + 4))('Find across chunk ends, reads of %i bytes', async (step) => {
    const text = expected.ok ? expected.value : '';
    const lines = text.split('\n');
    const { doc } = await big(bytes, chunkedSource(bytes, step));
    for (const q of ['é€😀', 'X\\U00E9\\N', '"b"', 'true', '-2.5e3', '": {', 'u00', ' "c"']) {
      const lower = q.toLowerCase();
      const want = lines.findIndex((l) => l.toLowerCase().includes(lower));
      expect(await doc.findNext(q, 0), q).toBe(want);
      expect(await doc.findNext(q, lines.length - 1, true), q).toBe(lines.findLastIndex((l) => l.toLowerCase().includes(lower)));
      expect(await doc.count(q), q).toBe(text.toLowerCase().split(lower).length - 1);
    }
  });

  it('errors keep their line and column whatever the chunking', async () => {
    const bad = encoder.encode('{\r\n  "é😀": [1,\n\r 2,\r\n   tru ]\n}');
    const want = small(bad);
    expect(want.ok).toBe(false);
    for (let step = 4; step <= 12; step++) {
      const { result } = await big(bad, chunkedSource(bad, step));
      expect(result).toEqual(want);
    }
    expect(want.ok ? null : want.error).toEqual({ message: "Invalid literal: expected 'true'", code: 'json-literal', values: { word: 'true' }, line: 5, column: 4 });
  });
});

describe('big JSON path: JSONTestSuite gives the same answers as the small path', () => {
  const files = fs.readdirSync(SUITE).filter((f) => f.endsWith('.json'));
  it('has the fixtures', () => expect(files.length).toBeGreaterThan(300));
  it.each(files)('%s', async (f) => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SUITE, f)));
    const want = small(bytes);
    const { result, text } = await big(bytes);
    expect(result.ok).toBe(want.ok);
    if (want.ok) expect(text).toBe(want.value);
    else expect(result).toEqual(want);
  });
});

describe('big JSON path: getLines and find', () => {
  const records = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `name ${i}`, tags: ['x', 'y'], nested: { v: i / 2 } }));
  const text = JSON.stringify(records);
  const bytes = encoder.encode(text);
  const expected = JSON.stringify(records, null, 2).split('\n');

  it('returns any range of lines', async () => {
    const doc = new BigJsonDocument(bytesSource(bytes));
    const r = await doc.index();
    expect(r.ok && r.value.lines).toBe(expected.length);
    for (const from of [0, 1, CHECKPOINT_LINES - 1, CHECKPOINT_LINES, 1000, 12345, expected.length - 3]) {
      const got = await doc.getLines(from, 7);
      expect(got.lines).toEqual(expected.slice(from, from + 7));
    }
    expect((await doc.getLines(expected.length - 1, 10)).lines).toEqual([']']);
    expect((await doc.getLines(expected.length, 10)).lines).toEqual([]);
  });

  it('finds forwards, backwards, wrapping, and counts', async () => {
    const doc = new BigJsonDocument(bytesSource(bytes));
    await doc.index();
    const lineOf = (s: string) => expected.findIndex((l) => l.includes(s));
    expect(await doc.findNext('NAME 2999', 0)).toBe(lineOf('name 2999'));
    expect(await doc.findNext('name 1', lineOf('name 2999'))).toBe(lineOf('name 1"'));
    expect(await doc.findNext('"id": 5', expected.length - 1, true)).toBe(expected.findLastIndex((l) => l.includes('"id": 5')));
    expect(await doc.findNext('"id": 5', 6590, true)).toBe(expected.findLastIndex((l, i) => i <= 6590 && l.includes('"id": 5')));
    expect(await doc.findNext('"id": 2999', 0, true)).toBe(lineOf('"id": 2999'));
    expect(await doc.findNext('no such text', 0)).toBe(-1);
    expect(await doc.count('"x"')).toBe(3000);
    expect(await doc.count('name 29')).toBe(111);
  });

  it('reads through 8 MB blocks as through single reads', async () => {
    const doc = new BigJsonDocument(readAhead(bytesSource(bytes), 100_003));
    const r = await doc.index();
    // Chunks read again start their blocks elsewhere (reads cut at other places) and still give the same rows.
    expect((await doc.getLines(7, 4)).lines).toEqual(expected.slice(7, 11));
    expect(r.ok && r.value.lines).toBe(expected.length);
    expect((await doc.getLines(expected.length - 5, 5)).lines).toEqual(expected.slice(-5));
    expect((await doc.getLines(40_000, 3)).lines).toEqual(expected.slice(40_000, 40_003));
  });

  it('works on a document of several chunks', async () => {
    const many = Array.from({ length: 100000 }, (_, i) => ({ id: i, s: 'é€😀'.repeat(i % 5), t: 'abcdefgh' }));
    const b = encoder.encode(JSON.stringify(many));
    expect(b.length).toBeGreaterThan(CHUNK_BYTES * 2);
    const want = JSON.stringify(many, null, 2);
    const doc = new BigJsonDocument(bytesSource(b));
    const r = await doc.index();
    const lines = want.split('\n');
    expect(r.ok && r.value.lines).toBe(lines.length);
    expect((await doc.getLines(lines.length - 300, 300)).lines).toEqual(lines.slice(-300));
    expect(await exported(doc)).toBe(want);
    expect(await doc.findNext('"id": 99998', 0)).toBe(lines.indexOf('    "id": 99998,'));

    // Through 1.5 MB read-ahead blocks: first reads are cut at block ends, later ones start elsewhere.
    const ahead = new BigJsonDocument(readAhead(bytesSource(b), 1_500_007), {}, { cacheChunks: 1 });
    const r2 = await ahead.index();
    expect(r2.ok && r2.value.lines).toBe(lines.length);
    // From the end backwards, in pages that cross chunk ends.
    for (let at = lines.length - 20_000; at > -20_000; at -= 20_000) {
      const from = Math.max(0, at);
      expect((await ahead.getLines(from, at + 20_000 - from)).lines.join('\n')).toBe(lines.slice(from, at + 20_000).join('\n'));
    }
    expect(await exported(ahead)).toBe(want);
    expect(await doc.count('ABCDEFGH')).toBe(100000);
    expect(await doc.count('é€😀é€😀é€😀é€😀')).toBe(20000);
    expect(await doc.findNext('é€😀é€😀é€😀é€😀', lines.length - 1, true)).toBe(lines.length - 4);
    expect(await doc.findNext('"id": 12', lines.length - 1, true)).toBe(lines.findLastIndex((l) => l.includes('"id": 12')));
  });

  it('formats the 20,000-deep array', async () => {
    const deep = '['.repeat(20000) + ']'.repeat(20000);
    const doc = new BigJsonDocument(bytesSource(encoder.encode(deep)));
    const r = await doc.index();
    expect(r.ok && r.value.lines).toBe(39999);
    const got = await doc.getLines(19999, 3);
    // Long lines come back cut, with their full length.
    expect(got.cut).toEqual([2 * 19999 + 2, 2 * 19998 + 1, 2 * 19997 + 1]);
    expect(got.lines.map((l) => l.length)).toEqual([MAX_LINE_CHARS, MAX_LINE_CHARS, MAX_LINE_CHARS]);
    expect(got.lines[0]).toBe(' '.repeat(MAX_LINE_CHARS));
    expect((await doc.getLines(3, 1)).lines).toEqual(['      [']);
    let bytes = 0;
    for await (const part of doc.export()) bytes += part.length;
    // Line k (0-based) of the first half has 2k spaces and '['; line 19999 … mirrors it.
    expect(bytes).toBe(2 * 19999 ** 2 + (2 * 19999 + 2) + 39998);
  });
});

describe('big JSON path: Minify', () => {
  const records = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `name ${i}`, s: 'é€😀 "q"', tags: ['x', 'y'], nested: { v: i / 2 } }));
  // Written with indentation and CRLF, so that minifying removes something.
  const bytes = encoder.encode(JSON.stringify(records, null, '\t').replace(/\n/g, '\r\n'));
  const want = JSON.stringify(records);

  it('is one line, the small path’s minified output, in rows and in the download, whatever the chunking', async () => {
    const small = formatJson(new TextDecoder().decode(bytes), { minify: true });
    expect(small).toEqual({ ok: true, value: want });
    for (const source of [bytesSource(bytes), chunkedSource(bytes, 4099), readAhead(bytesSource(bytes), 1_500_007)]) {
      const doc = new BigJsonDocument(source, { minify: true }, { chunkBytes: 64 * 1024 });
      expect(await doc.index()).toEqual({ ok: true, value: { lines: 1, bytes: bytes.length } });
      expect(await exported(doc)).toBe(want);
      // The row: its first MAX_LINE_CHARS characters and its full length, without producing the line whole.
      const row = await doc.getLines(0, 200);
      expect(row.lines).toEqual([want.slice(0, MAX_LINE_CHARS)]);
      expect(row.cut).toEqual([want.length]);
      expect(await doc.foldEnd(0)).toBe(-1);
    }
  });

  it('finds and counts on the one line, across the pieces it is searched in', async () => {
    const doc = new BigJsonDocument(bytesSource(bytes), { minify: true }, { chunkBytes: 64 * 1024 });
    await doc.index();
    expect(await doc.count('name 29')).toBe(111);
    expect(await doc.count('"id":')).toBe(3000);
    expect(await doc.count('É€😀 \\"Q\\"')).toBe(3000);
    expect(await doc.findNext('name 2999', 0)).toBe(0);
    expect(await doc.findNext('no such text', 0)).toBe(-1);
  });

  it('counts a match on the seam of the pieces a long line is searched in', async () => {
    // Over LONG_LINE_PIECE characters on one line, the query at every position around the first seam.
    const padding = 'a'.repeat((1 << 20) - 20);
    for (let shift = 0; shift < 40; shift += 3) {
      const doc = new BigJsonDocument(bytesSource(encoder.encode(`["${padding}${'b'.repeat(shift)}needle${'c'.repeat(2 << 20)}"]`)), { minify: true });
      await doc.index();
      expect(await doc.count('needle'), String(shift)).toBe(1);
      expect(await doc.count('aab'), String(shift)).toBe(shift > 0 ? 1 : 0);
    }
  });

  it('reports errors as the small path does', async () => {
    const bad = encoder.encode('[1,\r\n  {"a": tru}]');
    const doc = new BigJsonDocument(bytesSource(bad), { minify: true });
    expect(await doc.index()).toEqual(formatJson(new TextDecoder().decode(bad), { minify: true }));
  });
});

describe('reads that overlap', () => {
  it('a view reading the rows in sight while the document indexes never shifts a chunk (a valid file stays valid)', async () => {
    // Reads resolve after a short random delay, as on a busy machine: the rows in view (here the one line of a
    // minified document, read from the start) ask for chunks the index has not read yet.
    const slow = (bytes: Uint8Array): ByteSource => ({
      size: bytes.length,
      read: async (start, end) => {
        await new Promise((r) => setTimeout(r, Math.random() * 3));
        return bytes.slice(start, end);
      },
    });
    const records = Array.from({ length: 3000 }, (_, i) => `{"id":${i},"name":"n${i}","tags":["a","b"],"o":{"x":1}}`);
    const bytes = encoder.encode(`[${records.join(', ')}]`);
    const expected = formatJson(new TextDecoder().decode(bytes), { minify: true });
    expect(expected.ok).toBe(true);
    for (let round = 0; round < 30; round++) {
      const doc = new BigJsonDocument(slow(bytes), { minify: true }, { chunkBytes: 4096 });
      const views: Promise<unknown>[] = [doc.getLines(0, 1), doc.getLines(0, 1)];
      const result = await doc.index(() => void views.push(doc.getLines(0, 1)));
      await Promise.allSettled(views);
      expect(result).toEqual({ ok: true, value: { lines: 1, bytes: bytes.length } });
      expect(await exported(doc)).toBe(expected.ok ? expected.value : '');
    }
  });
});
