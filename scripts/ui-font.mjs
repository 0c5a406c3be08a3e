// The interface's own subset of Inter: the letters our text uses outside fontsource's Latin face (Polish ą ę ł ń ś ź
// ż …, Czech and Lithuanian letters of the test-data notes), cut at build time from fontsource's Latin Extended face
// (~85 KB) into a file of a few KB. Its @font-face comes after fontsource's in the page's CSS, so the browser takes
// those letters from it (with overlapping unicode-ranges the face defined last is tried first) and fetches the
// whole Latin Extended face only for a letter the interface does not use (a pasted or generated one).
// Used by scripts/prerender.mjs; the pure parts are unit-tested in scripts/ui-font.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** fontsource's faces (file names without `.woff2`) the subset lies between: outside the first, inside the second. */
export const LATIN_FACE = 'inter-latin-wght-normal';
export const LATIN_EXT_FACE = 'inter-latin-ext-wght-normal';
/** The subset's file name in the build's assets, before its content hash. */
export const UI_FONT_NAME = 'inter-ui-ext';

/** `U+0100-02BA,U+0304` -> [[0x100, 0x2ba], [0x304, 0x304]] (wildcards such as `U+4??` as their range). */
export function parseUnicodeRange(value) {
  return value.split(',').map((part) => {
    const m = /^\s*U\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!m) throw new Error(`not a unicode-range: ${part}`);
    if (m[1].includes('?')) return [parseInt(m[1].replace(/\?/g, '0'), 16), parseInt(m[1].replace(/\?/g, 'f'), 16)];
    const from = parseInt(m[1], 16);
    return [from, m[2] ? parseInt(m[2], 16) : from];
  });
}

/**
 * The @font-face rules of a stylesheet by the file they load (its name without extension and directory):
 * `{ rule, file, ranges }`, `rule` the whole rule as written.
 */
export function fontFaces(css) {
  const faces = new Map();
  for (const m of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const src = /url\(\s*['"]?([^'")]+?)['"]?\s*\)/.exec(m[0]);
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(m[0]);
    if (!src) continue;
    const file = path.posix.basename(src[1]).replace(/\.[^.]+$/, '');
    faces.set(file, { rule: m[0], file: src[1], ranges: range ? parseUnicodeRange(range[1]) : [[0, 0x10ffff]] });
  }
  return faces;
}

const inRanges = (ranges, cp) => ranges.some(([from, to]) => cp >= from && cp <= to);

/** The code points of `texts` that `extRanges` covers and `latinRanges` does not, ascending. */
export function uiCharacters(texts, latinRanges, extRanges) {
  const found = new Set();
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0);
      if (!found.has(cp) && inRanges(extRanges, cp) && !inRanges(latinRanges, cp)) found.add(cp);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** Ascending code points as a unicode-range: runs of neighbours as one range (`U+0141-0144`). */
export function unicodeRange(codePoints) {
  const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  for (let i = 0; i < codePoints.length; i++) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++;
    parts.push(i === j ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[j])}`);
    i = j;
  }
  return parts.join(',');
}

/** fontsource's rule `rule` (family, style, display, weights, format) loading `url` for exactly `codePoints`. */
export function subsetFontFace(rule, url, codePoints) {
  const replaced = rule
    .replace(/url\(\s*['"]?[^'")]+['"]?\s*\)/, `url(${url})`)
    .replace(/unicode-range\s*:\s*[^;}]+/, `unicode-range: ${unicodeRange(codePoints)}`);
  if (!replaced.includes(`url(${url})`) || !replaced.includes('unicode-range')) throw new Error(`unexpected @font-face: ${rule}`);
  return replaced.replace(/\s*\n\s*/g, '');
}

/** Does the page's text use one of the subset's characters (so the first layout needs it)? */
export function usesCharacters(text, codePoints) {
  const wanted = new Set(codePoints);
  for (const ch of text) if (wanted.has(ch.codePointAt(0))) return true;
  return false;
}

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));

/** The texts of every message file (`src/**\/messages/*.json`, `src/messages/**\/*.json`): every language's. */
export function messageTexts(srcDir) {
  return walk(srcDir)
    .filter((f) => f.endsWith('.json') && f.split(path.sep).includes('messages'))
    .map((f) => fs.readFileSync(f, 'utf8'));
}

/**
 * Cuts the subset for the characters of `texts` into `<outDir>/assets/inter-ui-ext-<hash>.woff2`; returns its URL
 * (`assetsUrl` + name), the @font-face to put after fontsource's and its code points, or null when the texts use no
 * such character.
 */
export async function buildUiFont({ outDir, assetsUrl, texts }) {
  const require = createRequire(import.meta.url);
  // What src/main.tsx imports: `@fontsource-variable/inter` is its index.css.
  const cssFile = require.resolve('@fontsource-variable/inter');
  const faces = fontFaces(fs.readFileSync(cssFile, 'utf8'));
  const latin = faces.get(LATIN_FACE);
  const ext = faces.get(LATIN_EXT_FACE);
  if (!latin || !ext) throw new Error(`${cssFile} has no ${LATIN_FACE} or ${LATIN_EXT_FACE} face`);
  const codePoints = uiCharacters(texts, latin.ranges, ext.ranges);
  if (codePoints.length === 0) return null;
  const { default: subsetFont } = await import('subset-font');
  // The variation axis (wght 100–900) is kept as it is: one file for every weight, as fontsource's.
  const font = await subsetFont(fs.readFileSync(path.resolve(path.dirname(cssFile), ext.file)), String.fromCodePoint(...codePoints), {
    targetFormat: 'woff2',
  });
  const hash = crypto.createHash('sha256').update(font).digest('base64url').slice(0, 8);
  const name = `${UI_FONT_NAME}-${hash}.woff2`;
  fs.writeFileSync(path.join(outDir, 'assets', name), font);
  const url = `${assetsUrl}${name}`;
  return { url, name, bytes: font.length, codePoints, css: subsetFontFace(ext.rule, url, codePoints) };
}
