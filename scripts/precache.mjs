#!/usr/bin/env node
// Writes the precache list and a content version into the built service worker (dist/sw.js, copied from
// public/sw.js): every route's HTML under its clean URL, and every asset (app shell, engine chunks, .wasm, fonts).
// Called by scripts/prerender.mjs after the pages are written; also runnable alone:
// node scripts/precache.mjs [dist] [base path, default /]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Files a visitor never needs offline (crawler files, the social preview image) or that are the host's, not the
 * build's: config.json (the service worker fetches it from the network and keeps the host's last copy).
 */
const SKIP = new Set(['sw.js', '_headers', '_redirects', 'robots.txt', 'sitemap.xml', 'og-image.png', 'config.json']);
/** Precompressed copies (scripts/precompress.mjs): the server's business; the cache holds what the browser decoded. */
const COMPRESSED = /\.(br|gz)$/;
const START = '/*__PRECACHE_MANIFEST__*/';
const END = '/*__END_PRECACHE_MANIFEST__*/';

const walk = (dir, base = dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });

/**
 * Files are stored under the URL they are served at, under the site's base path (`/` or `/tools/devtoolbox/`);
 * pages under their clean URL: `json-formatter.html` -> `/json-formatter`.
 */
const urlOf = (file, base) => {
  if (file === 'index.html') return base;
  if (file.endsWith('.html') && file !== '404.html') return `${base}${file.slice(0, -'.html'.length)}`;
  return `${base}${file}`;
};

/**
 * Injects the manifest into `<outDir>/sw.js` for a site served under `base`; returns the number of URLs and their
 * total size in bytes.
 */
export function writePrecache(outDir, base = '/') {
  const swFile = path.join(outDir, 'sw.js');
  const sw = fs.readFileSync(swFile, 'utf8');
  const start = sw.indexOf(START);
  const end = sw.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${swFile} has no precache manifest markers`);
  // Dot files (.htaccess, .server-config/) configure the server; they are not served.
  const files = walk(outDir)
    .filter((f) => !SKIP.has(f) && !COMPRESSED.test(f) && !f.split('/').some((part) => part.startsWith('.')))
    .sort();
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for (const f of files) {
    const data = fs.readFileSync(path.join(outDir, f));
    bytes += data.length;
    hash.update(f).update(data);
  }
  const manifest = { version: hash.digest('hex').slice(0, 16), urls: files.map((f) => urlOf(f, base)) };
  fs.writeFileSync(swFile, sw.slice(0, start + START.length) + ` ${JSON.stringify(manifest)} ` + sw.slice(end));
  return { count: files.length, bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = path.resolve(process.argv[2] || 'dist');
  const { count, bytes } = writePrecache(outDir, process.argv[3] || '/');
  console.log(`service worker precaches ${count} files (${(bytes / 1048576).toFixed(1)} MB)`);
}
