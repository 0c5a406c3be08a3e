import { describe, expect, it } from 'vitest';
import { BIG_STAGE } from './meta';
import { diffByteTexts } from './byte-compare';
import { isWellFormedUtf8, lineText, splitByteLines } from './byte-lines';
import { diffTexts, toLines } from './diff-texts';
import type { CompareOptions } from './meta';
import type { RowModel } from './types';
import { unifiedDiff, unifiedDiffOfBytes } from './unified';

const NONE: CompareOptions = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };
const OPTIONS: [string, CompareOptions][] = [
  ['no options', NONE],
  ['ignore whitespace', { ...NONE, ignoreWhitespace: true }],
  ['ignore case', { ...NONE, ignoreCase: true }],
  ['both', { ...NONE, ignoreWhitespace: true, ignoreCase: true }],
  ['character highlights', { ...NONE, highlight: 'characters' }],
];
const NO_CAPS = { lineMs: 1e9, lineWork: Infinity, charMs: 1e9 };
const utf8 = (s: string) => new TextEncoder().encode(s);
/** Decodes as the command line reads a file (a byte order mark stays, malformed bytes become U+FFFD). */
const decode = (b: Uint8Array) => Buffer.from(b).toString('utf8');

/** The rows of a result, without the timing. */
function rowsOf(r: RowModel) {
  return {
    rowCount: r.rowCount,
    leftType: Array.from(r.leftType),
    rightType: Array.from(r.rightType),
    leftLine: Array.from(r.leftLine),
    rightLine: Array.from(r.rightLine),
    hlOffsets: Array.from(r.hlOffsets),
    hlRanges: Array.from(r.hlRanges),
    differences: r.differences,
    approximate: r.approximate,
  };
}

/** Both paths on the same bytes: identical rows and identical unified output. */
function expectParity(a: Uint8Array, b: Uint8Array, options: CompareOptions) {
  const fromBytes = diffByteTexts(a, b, options, { caps: NO_CAPS });
  const fromText = diffTexts(decode(a), decode(b), options, NO_CAPS);
  expect(rowsOf(fromBytes)).toEqual(rowsOf(fromText));
  const labels: [string, string] = ['a', 'b'];
  expect([...unifiedDiffOfBytes(fromBytes, { labels })].join('')).toBe([...unifiedDiff(fromText, { labels })].join(''));
  return fromBytes;
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Pieces that exercise every rule: ASCII whitespace of each kind, case, Unicode whitespace (NBSP, ideographic
// space, the BOM), letters whose lower case differs in length ('İ'), astral characters, and all three line breaks.
const PIECES = ['a', 'b', 'B', 'x', 'ab', 'Ab', ' ', '  ', '\t', '\v', '\f', 'é', 'É', 'İ', '\u00a0', '\u3000', '\ufeff', '😀', 'ß', '1'];
const BREAKS = ['\n', '\n', '\n', '\r\n', '\r'];

function randomText(rnd: () => number, lines: number): string {
  let text = '';
  for (let i = 0; i < lines; i++) {
    const len = Math.floor(rnd() * 5);
    for (let k = 0; k < len; k++) text += PIECES[Math.floor(rnd() * PIECES.length)];
    if (i < lines - 1 || rnd() < 0.5) text += BREAKS[Math.floor(rnd() * BREAKS.length)];
  }
  return text;
}

/** b: a with some lines changed, dropped or added. */
function mutate(rnd: () => number, a: string): string {
  return a
    .split('\n')
    .flatMap((line) => {
      const r = rnd();
      if (r < 0.1) return [];
      if (r < 0.2) return [line, randomText(rnd, 1)];
      if (r < 0.35) return [randomText(rnd, 1)];
      if (r < 0.45) return [line.toUpperCase()];
      if (r < 0.55) return [line.replace(/ /g, '\t ')];
      return [line];
    })
    .join('\n');
}

describe('splitByteLines splits as toLines + split("\\n")', () => {
  it.each([
    ['empty', ''],
    ['one newline', '\n'],
    ['two newlines', '\n\n'],
    ['no final newline', 'a\nb'],
    ['final newline', 'a\nb\n'],
    ['CRLF', 'a\r\nb\r\n'],
    ['lone CR', 'a\rb\r'],
    ['CR then CRLF', 'a\r\r\nb'],
    ['mixed', 'a\r\n\rb\n\r\nc'],
    ['multi-byte', 'é\n😀\r\nİ'],
  ])('%s', (_, text) => {
    const lines = splitByteLines(utf8(text));
    const got = Array.from({ length: lines.count }, (_, i) => lineText(lines, i));
    expect(got).toEqual(toLines(text).split('\n'));
  });
});

describe('isWellFormedUtf8', () => {
  it.each<[string, number[], boolean]>([
    ['ASCII', [0x61, 0x62], true],
    ['two, three and four bytes', [...utf8('é€😀')], true],
    ['a lone continuation byte', [0x80], false],
    ['an overlong slash', [0xc0, 0xaf], false],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf], false],
    ['a surrogate', [0xed, 0xa0, 0x80], false],
    ['past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], false],
    ['cut short at the end', [0x61, 0xe2, 0x82], false],
    ['cut short by ASCII', [0xe2, 0x82, 0x61], false],
  ])('%s', (_, bytes, ok) => {
    expect(isWellFormedUtf8(Uint8Array.from(bytes), 0, bytes.length)).toBe(ok);
  });
});

describe('diffByteTexts gives the rows of diffTexts on the decoded texts', () => {
  it.each(OPTIONS)('random texts, %s', (_, options) => {
    for (let seed = 1; seed <= 150; seed++) {
      const rnd = random(seed);
      const a = randomText(rnd, 1 + Math.floor(rnd() * 30));
      const b = mutate(rnd, a);
      expectParity(utf8(a), utf8(b), options);
    }
  });

  it.each(OPTIONS)('edge cases, %s', (_, options) => {
    const texts = ['', '\n', 'a', 'a\n', 'a\r\n', '\r\n\r\n', 'A  b\t\n', ' a b ', '\ufeffa\nb', 'İ\ni̇\nI\ni'];
    for (const a of texts) for (const b of texts) expectParity(utf8(a), utf8(b), options);
  });

  it.each(OPTIONS)('malformed UTF-8 compares as it decodes (U+FFFD), %s', (_, options) => {
    // 0x80 and 0xff both decode to U+FFFD, so the string path sees the two lines as equal, and so must the bytes.
    const a = Uint8Array.from([0x61, 0x80, 0x0a, 0x62, 0x0a, 0xc3, 0x0a, 0x63]);
    const b = Uint8Array.from([0x61, 0xff, 0x0a, 0x62, 0x0a, 0xc3, 0xa9, 0x0a, 0x43]);
    const r = expectParity(a, b, options);
    expect(r.leftType[0]).toBe(0);
  });

  it('many lines with few distinct hashes still intern exactly (the table grows and collisions compare bytes)', () => {
    const rnd = random(7);
    const lines = Array.from({ length: 70_000 }, (_, i) => `line ${i % 50_000} ${Math.floor(rnd() * 3)}`);
    const a = lines.join('\n');
    const b = mutate(rnd, a);
    const r = expectParity(utf8(a), utf8(b), NONE);
    expect(r.differences).toBeGreaterThan(0);
    expect(r.left.count).toBe(70_000);
  });

  it('without pairing, the same lines in the same order, the same count and the same unified diff', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const rnd = random(seed);
      const a = utf8(randomText(rnd, 1 + Math.floor(rnd() * 30)));
      const b = utf8(mutate(rnd, new TextDecoder().decode(a)));
      const paired = diffByteTexts(a, b, NONE, { caps: NO_CAPS });
      const unpaired = diffByteTexts(a, b, NONE, { caps: NO_CAPS, pairLines: false });
      expect(unpaired.differences).toBe(paired.differences);
      expect(Array.from(unpaired.leftLine)).toEqual(Array.from(paired.leftLine));
      expect(Array.from(unpaired.rightLine)).toEqual(Array.from(paired.rightLine));
      expect(unpaired.hlRanges.length).toBe(0);
      expect(Array.from(unpaired.leftType).filter((t) => t === 1)).toEqual([]);
      expect([...unifiedDiffOfBytes(unpaired)].join('')).toBe([...unifiedDiffOfBytes(paired)].join(''));
    }
  });

  it('counts and highlights of a small known pair', () => {
    const r = expectParity(utf8('keep\nlet x = 1;\r\nold\nend\n'), utf8('keep\nlet x = 2;\nend'), NONE);
    expect(r.rowCount).toBe(4);
    expect(r.differences).toBe(2);
    expect([...unifiedDiffOfBytes(r, { labels: ['a', 'b'] })].join('')).toBe(
      '--- a\n+++ b\n@@ -1,4 +1,3 @@\n keep\n-let x = 1;\n-old\n+let x = 2;\n end\n',
    );
  });
});

describe('diffByteTexts progress', () => {
  it('tells each stage in order, the byte stages in bytes of both texts rising to their sum, with the same rows', () => {
    // 2 × 6 MB of 20-byte lines: past a report's 4 MB of bytes and 65,536 lines per side.
    const lines = 300_000;
    const a = utf8(Array.from({ length: lines }, (_, i) => `line ${String(i).padStart(13, '0')}\n`).join(''));
    const b = utf8(Array.from({ length: lines }, (_, i) => `line ${String(i).padStart(13, i % 1000 === 7 ? 'x' : '0')}\n`).join(''));
    const total = a.length + b.length;
    const heard: [number, number, number | undefined][] = [];
    const r = diffByteTexts(a, b, NONE, { onProgress: (d, t, s) => heard.push([d, t, s]) });
    expect(rowsOf(r)).toEqual(rowsOf(diffByteTexts(a, b, NONE)));
    expect(r.differences).toBe(300);
    const stages = heard.map(([, , s]) => s);
    expect(stages).toEqual([...stages].sort());
    expect(new Set(stages)).toEqual(new Set([BIG_STAGE.split, BIG_STAGE.match, BIG_STAGE.diff, BIG_STAGE.rows]));
    for (const stage of [BIG_STAGE.split, BIG_STAGE.match]) {
      const done = heard.filter(([, , s]) => s === stage).map(([d, t]) => (expect(t).toBe(total), d));
      // Starts at 0, rises, stays within the total; a report about every 4 MB (split) or 65,536 lines (match).
      expect(done[0]).toBe(0);
      expect(done.every((d, i) => i === 0 || d > done[i - 1])).toBe(true);
      expect(done.at(-1)).toBeLessThanOrEqual(total);
      expect(done.at(-1)).toBeGreaterThan(total * 0.6);
      expect(done.length).toBeGreaterThanOrEqual(stage === BIG_STAGE.split ? 3 : 9);
      expect(done.length).toBeLessThanOrEqual(stage === BIG_STAGE.split ? 4 : 9);
    }
    expect(heard.filter(([, , s]) => s === BIG_STAGE.diff || s === BIG_STAGE.rows)).toEqual([
      [0, 0, BIG_STAGE.diff],
      [0, 0, BIG_STAGE.rows],
    ]);
  });
});
