#!/usr/bin/env node
// Budget guard on the built site: the JavaScript the home page loads (entry, its static imports, and the start-up
// chunks the entry imports once the page has painted: React's DOM renderer and the app) stays within 150 KB
// gzipped, and no formatter, diff or generator engine leaks into it. Usage: node scripts/check-bundle.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] || 'dist');
const BUDGET = 150 * 1024;
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => path.join(dist, m[1]));
const entries = [...scripts, ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => path.join(dist, m[1]))];
if (!scripts.length) throw new Error('index.html has no module script');

// The entry script's own dynamic imports are its start-up (src/main.tsx): they load on every page.
const startUp = scripts.flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => path.resolve(path.dirname(file), m[1])),
);
if (!startUp.length) throw new Error('the entry script imports no start-up chunk');
// Vite preloads the start-up chunks' own imports with them (vite.config.ts keeps that for the entry's chunk alone):
// without it, React's DOM renderer and the app's shared chunks would wait for the chunk that imports them.
if (!scripts.some((file) => fs.readFileSync(file, 'utf8').includes('__vite__mapDeps')))
  throw new Error("the entry script preloads no start-up chunk's imports (vite.config.ts: modulePreload)");

// Follow static imports (`import … from "./x.js"` / `import "./x.js"`) from those; other dynamic imports are lazy.
const seen = new Set();
const queue = [...entries, ...startUp];
while (queue.length) {
  const file = queue.pop();
  if (seen.has(file) || !fs.existsSync(file)) continue;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    queue.push(path.resolve(path.dirname(file), m[1]));
  }
}

// Markers of engine code that must never be in the home page's JavaScript.
const FORBIDDEN = [
  ['prettier', /prettier-ignore|printDocToString/],
  ['sql-formatter', /keywordCase/],
  ['jsdiff', /diffChars|diffWordsWithSpace/],
  ['faker', /@faker-js|fakerEN|faker\.person/],
  ['jspdf', /jsPDF/],
  ['codemirror', /cm-content|EditorView/],
  ['comlink', /Comlink\.|releaseProxy|comlink/],
];

let total = 0;
const rows = [];
let failed = false;
for (const file of seen) {
  const code = fs.readFileSync(file);
  const gz = zlib.gzipSync(code, { level: 9 }).length;
  total += gz;
  rows.push([path.relative(dist, file), gz]);
  for (const [name, re] of FORBIDDEN) {
    if (re.test(code.toString('utf8'))) {
      console.error(`✗ ${name} found in ${path.relative(dist, file)}, which the home page loads`);
      failed = true;
    }
  }
}
for (const [f, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB gz  ${f}`);
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB gz  total JavaScript on the home page (budget ${BUDGET / 1024} KB)`);
if (total > BUDGET) {
  console.error('✗ over budget');
  failed = true;
}
process.exit(failed ? 1 : 0);
