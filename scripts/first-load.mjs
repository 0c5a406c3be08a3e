#!/usr/bin/env node
/* global document */
// First-load bytes of pages of the built site, as a visitor's browser fetches them: serves the build with `vite
// preview`, opens each page in Debian's Chromium with the service worker blocked, waits until the page has started
// (hydrated, the host settings known: a tool's controls enabled), and sums what it requested from the site before
// that — the HTML, its scripts and styles, the messages of its language — at the size the server sends them: the
// build's precompressed .br and .gz copies (nginx and Caddy serve those), or the file itself where it has none.
// Fonts, images and the manifest are listed apart; engines and workers load only on use.
// Usage: node scripts/first-load.mjs [dist] --pages=/json-formatter,/de/json-formatter [--base=dist-before]
//   --base: a second build to measure the same pages in (its own server), printed beside with the ratio.
// env: CHROMIUM_PATH (default /usr/bin/chromium), FIRST_LOAD_PORT (default 4291; the second build uses +1).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { servePreview } from './preview-server.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = path.resolve(args.find((a) => !a.startsWith('--')) || 'dist');
const baseDist = option('base') && path.resolve(option('base'));
const pages = (option('pages') || '/json-formatter').split(',');
const port = Number(process.env.FIRST_LOAD_PORT || 4291);


/** The bytes a server sends for a file of the build: its .br and .gz copies, or the file itself. */
function servedSize(dir, urlPath) {
  let file = decodeURIComponent(urlPath).replace(/^\/+/, '');
  if (file === '' || file.endsWith('/')) file += 'index.html';
  let full = path.join(dir, file);
  // `/de` is de.html beside the folder de/ (its pages), as the servers map it.
  if ((!fs.existsSync(full) || fs.statSync(full).isDirectory()) && fs.existsSync(`${full}.html`)) full = `${full}.html`;
  if (!fs.existsSync(full)) return null;
  const raw = fs.statSync(full).size;
  const size = (ext) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : raw);
  return { raw, br: size('.br'), gz: size('.gz') };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** What one page loads before it has started, by kind. */
async function measure(dir, origin, page) {
  // A visitor whose browser speaks the page's language (one of another language would also load the offer to switch).
  const language = /^\/(nl|de|fr|es|it|pl)(?=\/|$)/.exec(page)?.[1] ?? 'en';
  const context = await browser.newContext({ serviceWorkers: 'block', locale: language });
  const tab = await context.newPage();
  const urls = [];
  tab.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === origin) urls.push(u.pathname);
  });
  await tab.goto(origin + page);
  // Started: hydrated (the header's menu buttons are enabled then) and, on a tool page, its controls enabled.
  await tab.waitForFunction(() => {
    const menu = document.querySelector('.nav-dropdown-button');
    const body = document.querySelector('fieldset.tool-body');
    return menu && !menu.disabled && (!body || !body.disabled);
  });
  await tab.waitForLoadState('networkidle');
  await context.close();
  const sums = { page: { raw: 0, br: 0, gz: 0 }, other: { raw: 0, br: 0, gz: 0 }, files: [] };
  for (const u of new Set(urls)) {
    const size = servedSize(dir, u);
    if (!size) continue;
    const bucket = /\.(woff2?|png|svg|ico|webmanifest)$|config\.json$/.test(u) ? sums.other : sums.page;
    for (const k of ['raw', 'br', 'gz']) bucket[k] += size[k];
    sums.files.push([u, size.br]);
  }
  return sums;
}

const kb = (n) => (n / 1024).toFixed(1);
try {
  await Promise.all([servePreview(dist, port), baseDist && servePreview(baseDist, port + 1)]);
  console.log('page | br KB | gz KB | raw KB | files' + (baseDist ? ' | base br KB | ratio br | base gz KB | ratio gz' : ''));
  for (const page of pages) {
    const m = await measure(dist, `http://127.0.0.1:${port}`, page);
    let row = `${page} | ${kb(m.page.br)} | ${kb(m.page.gz)} | ${kb(m.page.raw)} | ${m.files.length}`;
    if (baseDist) {
      const englishPage = page.replace(/^\/(nl|de|fr|es|it|pl)(?=\/|$)/, '') || '/';
      const b = await measure(baseDist, `http://127.0.0.1:${port + 1}`, englishPage);
      row += ` | ${kb(b.page.br)} | ${(m.page.br / b.page.br).toFixed(3)} | ${kb(b.page.gz)} | ${(m.page.gz / b.page.gz).toFixed(3)}`;
    }
    console.log(row);
    if (args.includes('--files')) for (const [u, br] of m.files.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(br).padStart(7)} KB br  ${u}`);
  }
} finally {
  await browser.close();
  process.exit(0);
}
