#!/usr/bin/env node
// The offline bundle: release/devtoolbox-<version>.zip with the built site, its server configurations and a short
// README for hosts without internet, and release/devtoolbox-<version>.zip.sha256 (`sha256sum -c` checks it).
// `npm run package` builds the site first; this script only packs a build.
// Usage: node scripts/package-release.mjs [site=dist] [outDir=release]
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Already compressed: stored as they are (deflating them again costs time and saves nothing). */
const STORED = /\.(br|gz|woff2?|png|jpe?g|zip)$/;

const walk = (dir, base = dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });

/** The base path the site in `siteDir` was built for, from its home page's script URL. */
function basePathOf(siteDir) {
  const html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]*)assets\//.exec(html);
  if (!src) throw new Error(`${siteDir}/index.html has no module script under assets/: is it a DevToolbox build?`);
  return src[1];
}

function readme(name, version, base) {
  const folder = base === '/' ? 'at the root of its host' : `under ${base} (behind a proxy that strips that prefix)`;
  return `DevToolbox ${version}: offline bundle
${'='.repeat(`DevToolbox ${version}: offline bundle`.length)}

Developer tools that run entirely in the browser. This bundle holds the whole site: the
pages, scripts, fonts and WebAssembly engines. Once served, it requests nothing from the
internet or from any other host. Built for serving ${folder}.

Check the download first:
    sha256sum -c ${name}.zip.sha256

Contents
    site/               the built site; .gz and .br copies beside its files for servers
                        that send them as they are
    nginx.conf          nginx server for it: listen 8080, root /usr/share/nginx/html
    Caddyfile           Caddy 2 site for it: :8080, root * /srv
    config.schema.json  the JSON Schema of the optional site/config.json (host settings)

nginx (tested with 1.22)
    cp -r site/. /usr/share/nginx/html/
    cp nginx.conf /etc/nginx/conf.d/devtoolbox.conf
    nginx -t && nginx -s reload
  Change "listen" or "root" in the copy to suit the host; disable any other server on
  the same port.

Caddy 2 (tested with 2.6)
    cp -r site/. /srv/
    caddy run --config Caddyfile --adapter caddyfile

Any other static web server
    Serve site/ as it is. Apache reads site/.htaccess; Netlify and Cloudflare Pages read
    site/_headers and site/_redirects.

Host settings (optional, no rebuild): replace site/config.json (empty: {}) to hide
tools, change the contact address or show a notice on the home page; config.schema.json
describes it. Example:
    {"hideTools": ["json-generator"], "contactEmail": "devtools@corp.example",
     "homeNotice": "Internal mirror."}
`;
}

/**
 * Packs `siteDir` into `<outDir>/devtoolbox-<version>.zip` (one top folder of that name) with its server
 * configurations, the host settings' schema and a README, and writes the `.sha256` beside it.
 * @returns {{ zip: string, sha256: string, files: number, bytes: number }}
 */
export function packageRelease(siteDir, outDir) {
  const { version } = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
  const name = `devtoolbox-${version}`;
  const base = basePathOf(siteDir);
  const entry = (data, file) => [data, { level: file && STORED.test(file) ? 0 : 9, os: 3, attrs: 0o644 << 16, mtime: file ? fs.statSync(file).mtime : new Date() }];
  const tree = {
    'README.txt': entry(Buffer.from(readme(name, version, base))),
    // The configurations this build wrote for itself (the same as deploy/ for a default build).
    'nginx.conf': entry(fs.readFileSync(path.join(siteDir, '.server-config/nginx.conf')), path.join(siteDir, '.server-config/nginx.conf')),
    Caddyfile: entry(fs.readFileSync(path.join(siteDir, '.server-config/Caddyfile')), path.join(siteDir, '.server-config/Caddyfile')),
    'config.schema.json': entry(fs.readFileSync(path.join(repo, 'deploy/config.schema.json')), path.join(repo, 'deploy/config.schema.json')),
  };
  const files = walk(siteDir);
  for (const f of files) tree[`site/${f}`] = entry(fs.readFileSync(path.join(siteDir, f)), path.join(siteDir, f));
  const zip = zipSync({ [name]: tree });
  fs.mkdirSync(outDir, { recursive: true });
  const zipFile = path.join(outDir, `${name}.zip`);
  fs.writeFileSync(zipFile, zip);
  const sha256 = crypto.createHash('sha256').update(zip).digest('hex');
  // The format of sha256sum, so `sha256sum -c` checks the download.
  fs.writeFileSync(`${zipFile}.sha256`, `${sha256}  ${name}.zip\n`);
  return { zip: zipFile, sha256, files: files.length, bytes: zip.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { zip, sha256, files, bytes } = packageRelease(path.resolve(process.argv[2] || 'dist'), path.resolve(process.argv[3] || 'release'));
  console.log(`${path.relative(process.cwd(), zip)}: ${files} site files, ${(bytes / 1048576).toFixed(1)} MB, sha256 ${sha256}`);
}
