#!/usr/bin/env node
// Lighthouse audit of the built site (`npm run build` first; this script builds nothing): serves the output
// directory as a host does, with Debian's nginx and the shipped deploy/nginx.conf (its precompressed .br/.gz copies,
// its headers), or with `vite preview` (which compresses nothing) when nginx is not installed or with --preview;
// runs Lighthouse with its mobile defaults (simulated throttling, Moto G-class screen) on the home page and every
// tool page in Debian's Chromium, and prints the four category scores per page, with the audits that cost points.
// Targets: 100 accessibility, best practices and SEO; performance at least 95.
// Exits 1 when a page misses a target. Not part of `npm test` (about half a minute per page and run).
// Usage: node scripts/audit.mjs [dist] [--only=/json-formatter,/] [--runs=3] [--preview] ; env CHROME_PATH (default
// /usr/bin/chromium), AUDIT_PORT.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { servePreview } from './preview-server.mjs';

const args = process.argv.slice(2);
const dist = path.resolve(args.find((a) => !a.startsWith('--')) || 'dist');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) || 3);
const port = Number(process.env.AUDIT_PORT || 4290);
const origin = `http://127.0.0.1:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist}/index.html not found: run npm run build first`);
  process.exit(2);
}

// The pages: home plus every tool, read from the prerendered files (the catalogue's paths) so nothing is listed twice.
const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
const toolPaths = [...sitemap.matchAll(/<loc>[^<]*?(\/[a-z0-9-]+)<\/loc>/g)].map((m) => m[1]).filter((p) => /-(formatter|compare|generator)$|^\/text-tool$/.test(p));
const pages = only ?? ['/', ...toolPaths];

const withNginx = !args.includes('--preview') && spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
const server = withNginx
  ? await (await import('../tests/e2e/helpers/servers.mjs')).startNginx({ port, site: dist })
  : await servePreview(dist, port);
console.log(withNginx ? `served by nginx with deploy/nginx.conf on ${origin}` : `served by vite preview (uncompressed) on ${origin}`);

const chrome = await (async () => {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
})();

const rows = [];
let missed = 0;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const page of pages) {
    // Performance varies from run to run on a shared machine: each page is audited `runs` times and the
    // median run (by performance score) is reported, as Lighthouse's own guidance on variability suggests.
    const runsOf = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      runsOf.push(lhr);
    }
    const perf = runsOf.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100));
    const lhr = runsOf[perf.indexOf(median(perf))];
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const lost = [];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c].auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) lost.push(`${c}: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        if (a.id === 'errors-in-console' && a.score === 0) for (const item of a.details?.items ?? []) lost.push(`console: ${String(item.description).slice(0, 160)}`);
      }
    }
    const miss = CATEGORIES.filter((c) => scores[c] < TARGET[c]);
    if (miss.length) missed++;
    const spread = runs > 1 ? `  (performance runs: ${perf.join(', ')})` : '';
    rows.push({ page, ...scores, lost, spread });
    console.log(`${page.padEnd(22)} ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join(' ')}${spread}${miss.length ? '   <- ' + lost.join('; ') : ''}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`\n${'page'.padEnd(22)} perf a11y  b-p  seo`);
for (const r of rows) console.log(`${r.page.padEnd(22)} ${CATEGORIES.map((c) => String(r[c]).padStart(4)).join(' ')}${r.spread}`);
console.log(missed ? `\n${missed} page(s) below target (performance >= 95, others 100)` : '\nall pages on target');
process.exit(missed ? 1 : 0);
