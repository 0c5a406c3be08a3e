import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildUiFont,
  fontFaces,
  LATIN_EXT_FACE,
  LATIN_FACE,
  messageTexts,
  parseUnicodeRange,
  subsetFontFace,
  uiCharacters,
  unicodeRange,
  usesCharacters,
} from './ui-font.mjs';

const fontsourceCss = fs.readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/inter'), 'utf8');
const faces = fontFaces(fontsourceCss);
const latin = faces.get(LATIN_FACE)!.ranges;
const ext = faces.get(LATIN_EXT_FACE)!.ranges;
const chars = (codePoints: number[]) => String.fromCodePoint(...codePoints);
const POLISH = 'ąćęłńśźżĄĆĘŁŃŚŹŻ';

describe('the characters of the interface subset', () => {
  it('reads unicode-range values as fontsource and the CSS spec write them', () => {
    expect(parseUnicodeRange('U+0100-02BA,U+0304, U+1E00-1E9F')).toEqual([
      [0x100, 0x2ba],
      [0x304, 0x304],
      [0x1e00, 0x1e9f],
    ]);
    expect(parseUnicodeRange('U+4??')).toEqual([[0x400, 0x4ff]]);
    expect(() => parseUnicodeRange('U+01,latin')).toThrow('not a unicode-range: latin');
  });

  it("reads the Latin and Latin Extended faces from fontsource's CSS", () => {
    expect(faces.get(LATIN_FACE)!.file).toBe('./files/inter-latin-wght-normal.woff2');
    expect(faces.get(LATIN_EXT_FACE)!.file).toBe('./files/inter-latin-ext-wght-normal.woff2');
    expect(latin).toContainEqual([0, 0xff]);
    expect(ext).toContainEqual([0x100, 0x2ba]);
  });

  it('takes the letters outside the Latin face and inside Latin Extended, once each, in code point order', () => {
    // ó ä ß é (Latin), – € (Latin's punctuation and currency), Ω (Greek), 中 (neither) stay out; Đ and ő are in.
    const found = uiCharacters(['Zażółć gęślą jaźń – ä ß é €', 'ŻÓŁW Ω 中 Đ', 'Hőség'], latin, ext);
    expect(chars(found)).toBe('ąćĐęŁłńőśźŻż');
    expect(uiCharacters(['plain ASCII and Grüße'], latin, ext)).toEqual([]);
  });

  it("finds every language's letters in the message files (Polish among them) and nothing of the Latin face", () => {
    const found = uiCharacters(messageTexts(path.resolve('src')), latin, ext);
    const polish = fs.readFileSync(path.resolve('src/messages/pl.json'), 'utf8');
    for (const letter of 'ąćęłńśźż') expect(polish).toContain(letter);
    for (const letter of 'ąćęłńśźż') expect(chars(found)).toContain(letter);
    expect(found.every((cp) => cp > 0xff && !latin.some(([from, to]) => cp >= from && cp <= to))).toBe(true);
    expect(found.length).toBeLessThan(60);
  });

  it('writes the code points as a unicode-range, neighbours as one range', () => {
    const codePoints = [0x105, 0x107, 0x10c, 0x10d, 0x141, 0x142, 0x143, 0x144, 0x1e9e];
    expect(unicodeRange(codePoints)).toBe('U+0105,U+0107,U+010C-010D,U+0141-0144,U+1E9E');
    expect(parseUnicodeRange(unicodeRange(codePoints))).toEqual([
      [0x105, 0x105],
      [0x107, 0x107],
      [0x10c, 0x10d],
      [0x141, 0x144],
      [0x1e9e, 0x1e9e],
    ]);
    expect(unicodeRange([])).toBe('');
  });

  it("writes fontsource's Latin Extended rule for the subset: its family and descriptors, the subset's file and letters", () => {
    expect(subsetFontFace(faces.get(LATIN_EXT_FACE)!.rule, '/assets/inter-ui-ext-AbCd1234.woff2', [0x105, 0x107])).toBe(
      "@font-face {font-family: 'Inter Variable';font-style: normal;font-display: swap;font-weight: 100 900;" +
        "src: url(/assets/inter-ui-ext-AbCd1234.woff2) format('woff2-variations');unicode-range: U+0105,U+0107;}",
    );
  });

  it("tells a page that uses one of the subset's letters from one that does not", () => {
    const codePoints = [...POLISH].map((c) => c.codePointAt(0)!);
    expect(usesCharacters('<h1>Generator danych testowych</h1><p>Wygeneruj dane</p>', codePoints)).toBe(false);
    expect(usesCharacters('<p>Dane są generowane</p>', codePoints)).toBe(true);
    expect(usesCharacters('<p>Größe: 5 €</p>', codePoints)).toBe(false);
  });
});

/** The tables of an SFNT font: tag -> [offset, length]. */
function tables(font: Buffer) {
  const map = new Map<string, [number, number]>();
  for (let i = 0, n = font.readUInt16BE(4); i < n; i++) {
    const at = 12 + 16 * i;
    map.set(font.toString('latin1', at, at + 4), [font.readUInt32BE(at + 8), font.readUInt32BE(at + 12)]);
  }
  return map;
}

/** The code points an SFNT font's cmap maps to a glyph (its format 4 and 12 subtables). */
function cmapCodePoints(font: Buffer) {
  const [cmap] = tables(font).get('cmap')!;
  const found = new Set<number>();
  for (let i = 0, n = font.readUInt16BE(cmap + 2); i < n; i++) {
    const sub = cmap + font.readUInt32BE(cmap + 4 + 8 * i + 4);
    const format = font.readUInt16BE(sub);
    if (format === 4) {
      const segments = font.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + 2 * segments + 2;
      for (let s = 0; s < segments; s++) {
        const [from, to] = [font.readUInt16BE(starts + 2 * s), font.readUInt16BE(ends + 2 * s)];
        for (let cp = from; cp <= to && cp !== 0xffff; cp++) found.add(cp);
      }
    } else if (format === 12) {
      for (let g = 0, groups = font.readUInt32BE(sub + 12); g < groups; g++) {
        const group = sub + 16 + 12 * g;
        for (let cp = font.readUInt32BE(group); cp <= font.readUInt32BE(group + 4); cp++) found.add(cp);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** The variation axes of an SFNT font's fvar table: tag, min, default, max. */
function axes(font: Buffer) {
  const [fvar] = tables(font).get('fvar')!;
  const first = fvar + font.readUInt16BE(fvar + 4);
  return Array.from({ length: font.readUInt16BE(fvar + 8) }, (_, i) => {
    const at = first + i * font.readUInt16BE(fvar + 10);
    const fixed = (o: number) => font.readInt32BE(at + o) / 65536;
    return { tag: font.toString('latin1', at, at + 4), min: fixed(4), default: fixed(8), max: fixed(12) };
  });
}

describe('the subset file', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-font-'));
  fs.mkdirSync(path.join(outDir, 'assets'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('holds exactly the letters of its unicode-range, every weight of the variable font, in a few KB of WOFF2', async () => {
    const built = (await buildUiFont({ outDir, assetsUrl: '/base/assets/', texts: ['Zażółć gęślą jaźń', 'ŁÓDŹ — Grüße'] }))!;
    expect(chars(built.codePoints)).toBe('ąćęŁłńśŹźż');
    expect(built.name).toMatch(/^inter-ui-ext-[\w-]{8}\.woff2$/);
    expect(built.url).toBe(`/base/assets/${built.name}`);
    expect(built.css).toContain(`src: url(/base/assets/${built.name}) format('woff2-variations');unicode-range: U+0105,U+0107,U+0119,U+0141-0142,U+0144,U+015B,U+0179-017A,U+017C;`);
    const file = fs.readFileSync(path.join(outDir, 'assets', built.name));
    expect(file.length).toBe(built.bytes);
    expect(file.toString('latin1', 0, 4)).toBe('wOF2');
    expect(file.length).toBeGreaterThan(1000);
    expect(file.length).toBeLessThan(12_000);
    // The same file read back as SFNT (no glyph dropped): its letters and its weight axis.
    const sfnt = await subsetFont(file, '', { keepAllGlyphs: true, targetFormat: 'sfnt' });
    expect(chars(cmapCodePoints(sfnt))).toBe('ąćęŁłńśŹźż');
    expect(axes(sfnt)).toEqual([{ tag: 'wght', min: 100, default: 400, max: 900 }]);
    expect(tables(sfnt).has('gvar')).toBe(true);
  });

  it('is not made when the texts use no such letter', async () => {
    expect(await buildUiFont({ outDir, assetsUrl: '/assets/', texts: ['Grüße, €5'] })).toBeNull();
    expect(fs.readdirSync(path.join(outDir, 'assets'))).toHaveLength(1);
  });
});
