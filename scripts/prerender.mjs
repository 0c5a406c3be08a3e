#!/usr/bin/env node
// Prerenders every route (the static pages and every tool of the catalogue) into its own HTML file (title, metadata,
// heading and static text without JavaScript), plus 404.html, sitemap.xml, robots.txt and the web app manifest, then
// the service worker's precache list and the precompressed copies. Runs after `vite build` and the SSR build.
// Usage: node scripts/prerender.mjs [outDir=dist] [ssrDir=dist-ssr]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './precompress.mjs';
import { writePrecache } from './precache.mjs';
import { buildUiFont, messageTexts, usesCharacters } from './ui-font.mjs';

const outDir = path.resolve(process.argv[2] || 'dist');
const ssrDir = path.resolve(process.argv[3] || 'dist-ssr');
const entry = fs.readdirSync(ssrDir).find((f) => /^entry-server\.(m?js)$/.test(f));
const { render, loadMessages, PRERENDERED_PATHS, NOT_FOUND_PATHS, BASE_PATH, sitemapXml, robotsTxt, webManifest } = await import(
  pathToFileURL(path.join(ssrDir, entry)).href
);
await loadMessages();
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The build's files as the pages refer to them: under the base path (`/assets/…` or `/tools/devtoolbox/assets/…`). */
const assetsUrl = `${BASE_PATH}assets/`;
const ASSET = escapeRe(assetsUrl);

// Every page in every language, rendered first: the interface's subset of Inter (scripts/ui-font.mjs) is cut for
// the characters their text and the message files use, before the template (its CSS) is made.
const rendered = [];
for (const routePath of [...PRERENDERED_PATHS, ...NOT_FOUND_PATHS]) rendered.push({ routePath, result: await render(routePath) });
const uiFont = await buildUiFont({
  outDir,
  assetsUrl,
  texts: [...messageTexts(fileURLToPath(new URL('../src', import.meta.url))), ...rendered.map(({ result: r }) => r.head + r.html + r.messages)],
});
const preload = (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`;

/**
 * The page template with its render-blocking parts removed from the critical path: the one stylesheet (~30 KB)
 * is inlined, so the first paint waits for no request after the HTML; the Latin subset of Inter is preloaded,
 * so it is usually there before the first paint. The interface's subset of Inter's other letters comes after
 * fontsource's faces in that CSS (a page that uses them preloads it too, see `page`). The app's scripts only
 * hydrate the prerendered HTML: the entry script is fetched at low priority and requests the rest once the page
 * has painted (src/main.tsx).
 */
function optimisedTemplate(html) {
  const css = html.match(new RegExp(`<link rel="stylesheet"[^>]*href="${ASSET}([^"]+\\.css)"[^>]*>`));
  if (css) {
    const text = fs.readFileSync(path.join(outDir, 'assets', css[1]), 'utf8') + (uiFont ? uiFont.css : '');
    if (text.includes('</')) throw new Error(`${css[1]} cannot be inlined: it contains "</"`);
    html = html.replace(css[0], () => `<style>${text}</style>`);
  }
  // The HTML is the first paint; the app script only hydrates it, so it must not take bandwidth from the font.
  html = html.replace(
    new RegExp(`<script type="module" crossorigin src="(${ASSET}[^"]+\\.js)"></script>`),
    '<script type="module" crossorigin fetchpriority="low" src="$1"></script>',
  );
  const font = fs.readdirSync(path.join(outDir, 'assets')).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));
  if (!font) return html;
  return html.replace('</head>', `  ${preload(`${assetsUrl}${font}`)}\n  </head>`);
}

const template = optimisedTemplate(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'));
if (!template.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en"> to set the language in');

// A page carries the messages it shows (`messages`: a JSON block, src/lib/page-messages.ts) after its HTML, so it
// loads no message file before the visitor's first input (Brotli finds most of their words in the HTML above).
// A page whose own text uses a letter of the interface's subset of Inter preloads it (`uiFontPreload`), so its
// first layout has it.
const page = ({ head, html, lang, messages }, routePath, uiFontPreload) =>
  (uiFontPreload ? template.replace('</head>', () => `${uiFontPreload}\n  </head>`) : template)
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<div id="root"><!--app-html--></div>', () => `<div id="root" data-prerendered="${routePath}">${html}</div>\n    ${messages}`);

// Every page in every language: `/json-formatter` -> json-formatter.html, `/de/json-formatter` ->
// de/json-formatter.html, `/de` -> de.html (what vite preview and most static hosts serve for a clean URL); the
// 404 page of each language: 404.html, de/404.html …
const fileOf = (routePath) =>
  routePath === '/' ? 'index.html' : routePath.endsWith('/__not-found__') ? `${routePath.slice(1, -'__not-found__'.length)}404.html` : `${routePath.slice(1)}.html`;
let count = 0;
let withUiFont = 0;
for (const { routePath, result } of rendered) {
  const file = path.join(outDir, fileOf(routePath));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const usesUiFont = Boolean(uiFont && usesCharacters(result.html, uiFont.codePoints));
  if (usesUiFont) withUiFont++;
  fs.writeFileSync(file, page(result, routePath, usesUiFont && preload(uiFont.url)));
  count++;
}
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml());
fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt());
fs.writeFileSync(path.join(outDir, 'manifest.webmanifest'), `${JSON.stringify(webManifest(), null, 2)}\n`);
fs.rmSync(ssrDir, { recursive: true, force: true });
// After the pages, so the service worker's precache list includes every page written above.
const precached = writePrecache(outDir, BASE_PATH);
// Last, once every file (sw.js with its list included) is final.
const compressed = await precompress(outDir);
const where = path.relative(process.cwd(), outDir) || '.';
console.log(`prerendered ${count} pages (${NOT_FOUND_PATHS.length} of them 404 pages), sitemap.xml, robots.txt, manifest.webmanifest into ${where} (base ${BASE_PATH}); sw.js precaches ${precached.count} files`);
if (uiFont) {
  const letters = String.fromCodePoint(...uiFont.codePoints);
  console.log(`${uiFont.name}: Inter's ${letters} (${(uiFont.bytes / 1024).toFixed(1)} KB), preloaded by ${withUiFont} pages`);
}
console.log(`precompressed ${compressed.files} files (.br, .gz): ${(compressed.before / 1048576).toFixed(1)} MB → ${(compressed.after / 1048576).toFixed(1)} MB`);
