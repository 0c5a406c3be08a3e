import { describe, expect, it } from 'vitest';
import { compareApi } from './api';
import { BIG_STAGE } from './meta';
import { bigView, compareSources, readChunked, rowTexts, type ByteSource } from './big-compare';
import { diffTexts } from './diff-texts';
import { PDF_ALL_ROWS_MAX, rowAt, type CompareOptions } from './meta';

const NONE: CompareOptions = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };
const utf8 = (s: string) => new TextEncoder().encode(s);
const decode = (b: Uint8Array) => Buffer.from(b).toString('utf8');

/** A Blob-like source over bytes that counts the slices read. */
function source(bytes: Uint8Array): ByteSource & { reads: number } {
  const s = {
    reads: 0,
    size: bytes.length,
    slice(start: number, end: number) {
      s.reads++;
      const part = bytes.slice(start, end);
      return { arrayBuffer: async () => part.buffer as ArrayBuffer };
    },
  };
  return s;
}

// CRLF, lone CR, 2-, 3- and 4-byte UTF-8, a malformed byte, an empty line and no final line break.
const ORIGINAL = utf8('alpha\r\nbéta\rgamma ☃\n\nδelta 🎉 end\r\nzeta\n');
const MODIFIED = new Uint8Array([...utf8('alpha\r\nbeta\rgamma ☃\n\nδelta 🎈 end\r\n'), 0xff, ...utf8('zeta\neta')]);

/** The rows of a big compare as the small path's rowAt shows them (line numbers, texts, types, highlights). */
function shown(r: ReturnType<typeof diffTexts> | Awaited<ReturnType<typeof compareSources>>) {
  const texts = rowTexts(r as Awaited<ReturnType<typeof compareSources>>, 0, r.rowCount);
  return Array.from({ length: r.rowCount }, (_, i) => [texts.left[i], texts.right[i], r.leftType[i], r.rightType[i], r.leftLine[i], r.rightLine[i]]);
}

describe('readChunked', () => {
  it('reads the same bytes whatever the chunk size, with every chunk boundary position', async () => {
    for (let chunk = 1; chunk <= MODIFIED.length + 1; chunk++) {
      const src = source(MODIFIED);
      const progress: number[] = [];
      const read = await readChunked(src, chunk, (n) => progress.push(n));
      expect(Array.from(read)).toEqual(Array.from(MODIFIED));
      expect(src.reads).toBe(Math.ceil(MODIFIED.length / chunk));
      expect(progress.at(-1)).toBe(MODIFIED.length);
      expect(progress.length).toBe(src.reads);
    }
  });

  it('reads an empty source as no bytes', async () => {
    expect((await readChunked(source(new Uint8Array(0)), 4)).length).toBe(0);
  });
});

describe('compareSources', () => {
  it('gives the small path rows at every chunk size (CRLF and multi-byte characters split across chunks)', async () => {
    const small = diffTexts(decode(ORIGINAL), decode(MODIFIED), NONE);
    for (let chunk = 1; chunk <= MODIFIED.length + 1; chunk++) {
      const big = await compareSources(source(ORIGINAL), source(MODIFIED), NONE, undefined, chunk);
      expect(big.rowCount).toBe(small.rowCount);
      expect(Array.from(big.leftType)).toEqual(Array.from(small.leftType));
      expect(Array.from(big.rightType)).toEqual(Array.from(small.rightType));
      expect(Array.from(big.leftLine)).toEqual(Array.from(small.leftLine));
      expect(Array.from(big.rightLine)).toEqual(Array.from(small.rightLine));
      expect(Array.from(big.hlOffsets)).toEqual(Array.from(small.hlOffsets));
      expect(Array.from(big.hlRanges)).toEqual(Array.from(small.hlRanges));
      expect(big.differences).toBe(small.differences);
    }
  });

  it("getRows' texts are the small path's displayed lines", async () => {
    const small = diffTexts(decode(ORIGINAL), decode(MODIFIED), NONE);
    const big = await compareSources(source(ORIGINAL), source(MODIFIED), NONE, undefined, 3);
    const texts = rowTexts(big, 0, big.rowCount);
    for (let i = 0; i < small.rowCount; i++) {
      const { left, right } = rowAt(small, i);
      expect(texts.left[i]).toBe(left.lineNumber === null ? null : left.content);
      expect(texts.right[i]).toBe(right.lineNumber === null ? null : right.content);
    }
    expect(texts.right).toContain('\uFFFDzeta');
    expect(texts.right.at(-1)).toBe('eta');
    expect(shown(big).length).toBe(small.rowCount);
    // A window in the middle and one past the end.
    expect(rowTexts(big, 2, 2)).toEqual({ left: texts.left.slice(2, 4), right: texts.right.slice(2, 4) });
    expect(rowTexts(big, big.rowCount - 1, 10).left.length).toBe(1);
    expect(rowTexts(big, big.rowCount, 10)).toEqual({ left: [], right: [] });
  });

  it('reports the reading in bytes of both files, up to their total, then each later stage in order', async () => {
    const progress: [number, number, number | undefined][] = [];
    await compareSources(source(ORIGINAL), source(MODIFIED), NONE, (d, t, s) => progress.push([d, t, s]), 8);
    const total = ORIGINAL.length + MODIFIED.length;
    const reading = progress.filter(([, , s]) => s === BIG_STAGE.read);
    expect(reading[0]).toEqual([0, total, BIG_STAGE.read]);
    expect(reading.at(-1)).toEqual([total, total, BIG_STAGE.read]);
    expect(reading.every(([d, t], i) => t === total && (i === 0 || d > reading[i - 1][0]))).toBe(true);
    expect(reading.length).toBe(1 + Math.ceil(ORIGINAL.length / 8) + Math.ceil(MODIFIED.length / 8));
    // The engine's stages follow, each once at its start (these texts are far below a report's 4 MB).
    expect(progress.slice(reading.length)).toEqual([
      [0, total, BIG_STAGE.split],
      [0, total, BIG_STAGE.match],
      [0, 0, BIG_STAGE.diff],
      [0, 0, BIG_STAGE.rows],
    ]);
  });
});

describe('compareApi on files', () => {
  it('compares two sources, keeps the result for getRows, and counts as the small path', async () => {
    const r = await compareApi.compareFiles(source(ORIGINAL), source(MODIFIED), NONE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const small = diffTexts(decode(ORIGINAL), decode(MODIFIED), NONE);
    expect(r.value.differences).toBe(small.differences);
    expect(r.value.lines).toEqual([6, 7]);
    expect(Array.from(r.value.changeStarts)).toEqual([1, 4]);
    expect(r.value.longestLine).toBe(utf8('δelta 🎉 end').length);
    const rows = compareApi.getRows(0, 2);
    expect(rows).toEqual({ ok: true, value: { left: ['alpha', 'béta'], right: ['alpha', 'beta'] } });
    // A small compare replaces the big one: the rows are its own.
    await compareApi.compare('text', 'a', 'b', NONE);
    expect(compareApi.getRows(0, 2)).toEqual({ ok: true, value: { left: ['a'], right: ['b'] } });
  });

  it('refuses a file over the ceiling without reading it', async () => {
    const huge = { size: 3 * 1024 * 1024 * 1024, slice: () => ({ arrayBuffer: async () => new ArrayBuffer(0) }) };
    const r = await compareApi.compareFiles(huge, source(MODIFIED), NONE);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('compare-too-large');
  });

  it('exports a PDF of Only changes, and refuses one of all lines above PDF_ALL_ROWS_MAX rows', async () => {
    const n = PDF_ALL_ROWS_MAX + 1;
    const a = utf8(Array.from({ length: n }, (_, i) => `${i}`).join('\n'));
    const b = utf8(Array.from({ length: n }, (_, i) => (i === n - 2 ? 'changed' : `${i}`)).join('\n'));
    expect((await compareApi.compareFiles(source(a), source(b), NONE)).ok).toBe(true);
    const meta = { title: 'Text Compare', dateText: 'today' };
    const all = await compareApi.exportPdf(meta, undefined, { mode: 'all', context: 3, layout: 'split', names: ['a', 'b'] });
    expect(all.ok).toBe(false);
    if (!all.ok) expect(all.error.code).toBe('pdf-too-large');
    const only = await compareApi.exportPdf(meta, undefined, { mode: 'changes', context: 3, layout: 'split', names: ['a', 'b'] });
    expect(only.ok).toBe(true);
    if (only.ok) expect(new TextDecoder().decode(only.value.subarray(0, 5))).toBe('%PDF-');
  });

  it('the view is a copy: the kept result stays whole when the view is transferred', async () => {
    const big = await compareSources(source(ORIGINAL), source(MODIFIED), NONE);
    const view = bigView(big);
    expect(view.leftType).not.toBe(big.leftType);
    expect(Array.from(view.leftType)).toEqual(Array.from(big.leftType));
  });
});

describe('big Text Compare: multi-byte characters cut at every offset of every part', () => {
  /** The page reads a small file with File.text(): a byte order mark dropped, malformed bytes as U+FFFD. */
  const fileText = (b: Uint8Array) => new TextDecoder().decode(b);
  const lines = (words: string[]) => words.map((w, i) => `${i} ${w} ${'é'.repeat(i % 3)}`);
  const WORDS = ['Łódź', 'Zürich', 'Århus', '€uro', '😀 face', '\ufeffbom', 'ab𝄞c', 'İstanbul', 'Köln', 'x'];
  // A BOM at the start of each side, a line changed in a multi-byte character, one added, one removed, malformed bytes.
  const ORIGINAL_LINES = lines([...WORDS, ...WORDS]);
  const MODIFIED_LINES = lines([...WORDS.slice(0, 3), 'Łodź', ...WORDS.slice(4), ...WORDS.slice(0, 7), 'new 😀', ...WORDS.slice(8)]);
  const bytesOf = (ls: string[], bad: number[]) => {
    const text = utf8(ls.join('\r\n'));
    // The malformed bytes go in after the 5th line's first character.
    const at = utf8(ls.slice(0, 5).join('\r\n')).length + 3;
    return new Uint8Array([0xef, 0xbb, 0xbf, ...text.subarray(0, at), ...bad, ...text.subarray(at), 0xf0, 0x9f]);
  };
  const A = bytesOf(ORIGINAL_LINES, [0xc5]);
  const B = bytesOf(MODIFIED_LINES, [0xe2, 0x82, 0xff]);

  it.each([NONE, { ...NONE, ignoreCase: true, ignoreWhitespace: true }])('rows and highlights as the small path at every chunk size (%j)', async (options) => {
    const small = diffTexts(fileText(A), fileText(B), options);
    const want = Array.from({ length: small.rowCount }, (_, i) => {
      const { left, right } = rowAt(small, i);
      return [left.lineNumber === null ? null : left.content, right.lineNumber === null ? null : right.content];
    });
    expect(want[0][0]!.startsWith('0 Łódź')).toBe(true);
    expect(small.differences).toBeGreaterThan(2);
    for (let chunk = 1; chunk <= 16; chunk++) {
      const big = await compareSources(source(A), source(B), options, undefined, chunk);
      const texts = rowTexts(big, 0, big.rowCount);
      expect(texts.left.map((l, i) => [l, texts.right[i]]), `chunk ${chunk}`).toEqual(want);
      for (const key of ['leftType', 'rightType', 'leftLine', 'rightLine', 'hlOffsets', 'hlRanges'] as const) {
        expect(Array.from(big[key]), `chunk ${chunk}: ${key}`).toEqual(Array.from(small[key]));
      }
      expect(big.differences).toBe(small.differences);
    }
  });

  it('keeps a U+FEFF that an editor’s text starts with, sent after a byte order mark as the page sends it', async () => {
    const text = '\ufeffŁódź\nb';
    const r = await compareSources(source(utf8('\ufeff' + text)), source(utf8('Łódź\nb')), NONE);
    expect(rowTexts(r, 0, 1).left).toEqual(['\ufeffŁódź']);
    expect(r.differences).toBe(1);
  });
});
