import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { withBase } from '../src/lib/base-path';
import { DEFAULT_LOCALE, LOCALES, withLocale } from '../src/lib/locale';
import { REDIRECTS } from '../src/lib/redirects';

/** The old addresses in every language (`/de/privacy-policy` → `/de/privacy`), as every server configuration answers them. */
export const SERVER_REDIRECTS = LOCALES.flatMap((locale) => REDIRECTS.map(({ from, to }) => ({ from: withLocale(from, locale), to: withLocale(to, locale) })));

/**
 * The prerendered 404 page of each language with a prefix (`/de/` → `/de/404.html`): an unknown path under a
 * language's prefix gets that language's page, any other unknown path the English `/404.html`.
 */
export const NOT_FOUND_PAGES = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((locale) => ({
  prefix: `/${locale}/`,
  page: withLocale('/404.html', locale),
}));

/**
 * Content-Security-Policy and security headers of the built site, from the build-time settings.
 *
 * Two delivery paths carry the same policy:
 * - a `<meta http-equiv="Content-Security-Policy">` in index.html (so every prerendered page, which uses
 *   dist/index.html as its template, has it too): works on any static host, but a meta policy governs only the
 *   document, not the workers, and cannot carry frame-ancestors;
 * - a generated `_headers` file (Netlify / Cloudflare Pages syntax) in the output directory, which also covers
 *   worker scripts (a worker takes its policy from its own response) and adds frame-ancestors and the other
 *   headers. `vite preview` applies that file too (see `configurePreviewServer`), so the end-to-end tests run
 *   the tools, workers included, under exactly the headers a deployment sends. Hosts that do not read `_headers`
 *   get the same headers from the generated `.htaccess` (Apache) and `.server-config/` (nginx, Caddy) files.
 */

/** Build-time settings that add destinations to the policy (the VITE_* variables of README "Configuration"). */
export interface CspSettings {
  VITE_GA_ID?: string;
  VITE_ERROR_ENDPOINT?: string;
  VITE_FEEDBACK_ENDPOINT?: string;
}

/** Google Analytics 4 (gtag.js) destinations, from Google's CSP guide for GA4. */
const GA_SCRIPT = ['https://www.googletagmanager.com'];
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GA_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** `sha256-…` source expressions for every inline classic script (no src, executable type) in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype=["']?([^"'\s>]+)/.exec(attrs)?.[1];
    // JSON-LD and other data blocks never execute, so the policy does not apply to them.
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy. `forHeader` adds the directives a meta element cannot carry (frame-ancestors).
 * - 'wasm-unsafe-eval': the Python (ruff), C++ (clang-format) and Java (tree-sitter) formatters compile WebAssembly.
 * - style-src 'unsafe-inline': CodeMirror (style-mod) writes its theme into a <style> element at run time (it uses
 *   a constructable stylesheet only inside shadow roots), and React's prerendered markup, CodeMirror and
 *   react-window set `style` attributes. A static site cannot issue per-response nonces, and hashes of generated
 *   theme CSS would break on any dependency update. Styles cannot run code; all user input is rendered as text.
 * - No 'unsafe-eval' and no 'unsafe-inline' for scripts: the one inline script (theme before first paint) is
 *   allowed by its hash.
 */
export function contentSecurityPolicy(settings: CspSettings, scriptHashes: string[], forHeader = false): string {
  const ga = Boolean(settings.VITE_GA_ID);
  const connect = [
    ...originOf(settings.VITE_ERROR_ENDPOINT),
    ...originOf(settings.VITE_FEEDBACK_ENDPOINT),
    ...(ga ? GA_CONNECT : []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...(ga ? GA_SCRIPT : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(ga ? GA_IMG : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...new Set(connect)]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (forHeader) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Cache-Control of `/assets/*`: every file there has a content hash in its name, so it never changes. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (pages, sw.js, the manifest): always revalidated, so a deployment shows at once. */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** The security headers every response carries, in the order the configurations write them. */
export function securityHeaderList(settings: CspSettings, scriptHashes: string[]): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(settings, scriptHashes, true)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
    ['X-Frame-Options', 'DENY'],
    // No other origin's page keeps a handle on a DevToolbox window, and no other origin embeds its files.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages syntax) for every path of the site under `base`. Only the
 * assets get a Cache-Control: those hosts join the values of every matching rule, so a catch-all rule would spoil
 * it, and their default for pages already revalidates.
 */
export function headersFile(settings: CspSettings, scriptHashes: string[], base = '/'): string {
  return [
    `${base}*`,
    ...securityHeaderList(settings, scriptHashes).map(([k, v]) => `  ${k}: ${v}`),
    '',
    `${base}assets/*`,
    `  Cache-Control: ${ASSET_CACHE_CONTROL}`,
    '',
  ].join('\n');
}

/**
 * The `_redirects` file (Netlify / Cloudflare Pages syntax): the old addresses with a 301, then for an unknown path
 * under a language's prefix that language's 404 page with status 404, and last the English one for any other path
 * under `base`. Netlify applies the first rule that matches, and a rule with a splat only where no file answers the
 * path (shadowing): every page and file still wins, and the old addresses, which have no file, come first.
 * Cloudflare Pages takes no 404 rules (it skips them, with a warning in its deploy log) and finds the nearest
 * `404.html` up the path by itself.
 */
export function redirectsFile(base = '/'): string {
  const moved = SERVER_REDIRECTS.map(({ from, to }) => `${withBase(from, base)} ${withBase(to, base)} 301`);
  const notFound = [...NOT_FOUND_PAGES, { prefix: '/', page: '/404.html' }].map(
    ({ prefix, page }) => `${withBase(prefix, base)}* ${withBase(page, base)} 404`,
  );
  return [...moved, ...notFound].map((line) => `${line}\n`).join('');
}

/** A header value inside double quotes of a server configuration; none of ours needs escaping, so refuse any. */
function quoted(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`header value needs escaping: ${value}`);
  return `"${value}"`;
}

const GENERATED_NOTE = 'Generated from scripts/security-headers.ts (the same headers as _headers); do not edit.';

/**
 * A redirect target relative to the old address (`privacy` for `/privacy-policy` and for `/de/privacy-policy`):
 * right under any prefix.
 */
const relativeTarget = (from: string, to: string) => path.posix.relative(path.posix.dirname(from), to);

/** Where a server serves the build from, as written in the shipped configurations (and the container images). */
export const SERVER_ROOTS = { nginx: '/usr/share/nginx/html', caddy: '/srv' } as const;
/** The port the shipped configurations listen on (unprivileged, so the container runs as non-root). */
export const SERVER_PORT = 8080;

/**
 * nginx: a `conf.d` file with the whole server (and the map it needs at `http` level), serving the built site from
 * the root of `root`. A subfolder build (BASE_PATH) is served the same way: its pages and files only name the
 * prefix in their URLs, and the reverse proxy in front strips it (deploy/subfolder/). Redirects are relative
 * (`Location: privacy`) for the same reason. Precompressed `.gz` files are served by gzip_static; `.br` needs the
 * brotli module, which stock nginx lacks (README "Self-hosting").
 */
export function nginxConfig(settings: CspSettings, scriptHashes: string[]): string {
  const headers = [...securityHeaderList(settings, scriptHashes), ['Cache-Control', '$devtoolbox_cache_control']];
  return [
    `# DevToolbox for nginx. ${GENERATED_NOTE}`,
    '# The whole server: put it in /etc/nginx/conf.d/ (inside the http block). It serves the built site from the root',
    '# of `root`; a subfolder build too, behind a reverse proxy that strips the prefix (deploy/subfolder/).',
    '',
    '# Hashed build files never change: cached for a year. Everything else (pages, sw.js, the manifest,',
    '# config.json) is revalidated on every use, so a new deployment shows at once.',
    'map $uri $devtoolbox_cache_control {',
    `    ~^/assets/ ${quoted(ASSET_CACHE_CONTROL)};`,
    `    default ${quoted(PAGE_CACHE_CONTROL)};`,
    '}',
    '',
    '# Unknown paths under a language\'s prefix get that language\'s 404 page, all others the English one.',
    'map $uri $devtoolbox_not_found {',
    ...NOT_FOUND_PAGES.map(({ prefix, page }) => `    ~^${prefix} ${page};`),
    '    default /404.html;',
    '}',
    '',
    'server {',
    `    listen ${SERVER_PORT};`,
    '    server_name _;',
    `    root ${SERVER_ROOTS.nginx};`,
    '',
    '    server_tokens off;',
    '    # Redirects carry the path only, never this server\'s own host and port (it may sit behind a proxy).',
    '    absolute_redirect off;',
    '    charset utf-8;',
    '    charset_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml;',
    '',
    '    # The build writes a .gz beside every compressible file: sent as it is to every client that accepts gzip,',
    '    # proxies included.',
    '    gzip_static on;',
    '    gzip_vary on;',
    '    gzip_proxied any;',
    '    gzip_http_version 1.0;',
    '',
    '    # Every response, errors and redirects included. No location below has an add_header of its own: one would',
    '    # replace all of these there.',
    ...headers.map(([k, v]) => `    add_header ${k} ${v.startsWith('$') ? v : quoted(v)} always;`),
    '',
    '    # Unknown paths: the prerendered 404 page of their language, with status 404.',
    '    error_page 404 $devtoolbox_not_found;',
    '',
    '    # Clean URLs: /json-formatter is json-formatter.html.',
    '    location / {',
    '        try_files $uri $uri.html $uri/index.html =404;',
    '    }',
    '',
    '    # Old addresses.',
    ...SERVER_REDIRECTS.map(({ from, to }) => `    location = ${from} { return 301 ${relativeTarget(from, to)}; }`),
    '',
    '    location = /manifest.webmanifest {',
    '        types { }',
    '        default_type application/manifest+json;',
    '    }',
    '',
    '    # Never serve dot files (.htaccess, .server-config/).',
    '    location ~ /\\. {',
    '        return 404;',
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Apache: the `.htaccess` of the site's folder (needs mod_headers; clean URLs need mod_rewrite). */
export function apacheConfig(settings: CspSettings, scriptHashes: string[], base = '/'): string {
  return [
    `# DevToolbox for Apache 2.4. ${GENERATED_NOTE}`,
    '<IfModule mod_headers.c>',
    ...securityHeaderList(settings, scriptHashes).map(([k, v]) => `    Header always set ${k} ${quoted(v)}`),
    '    # Hashed build files: cached for a year; pages and everything else: always revalidated.',
    `    <If "%{REQUEST_URI} =~ m#^${base}assets/#">`,
    `        Header always set Cache-Control ${quoted(ASSET_CACHE_CONTROL)}`,
    '    </If>',
    '    <Else>',
    `        Header always set Cache-Control ${quoted(PAGE_CACHE_CONTROL)}`,
    '    </Else>',
    '</IfModule>',
    '',
    'AddType application/wasm .wasm',
    'AddType application/manifest+json .webmanifest',
    'Options -Indexes',
    `ErrorDocument 404 ${base}404.html`,
    "# An unknown path under a language's prefix gets that language's 404 page.",
    ...NOT_FOUND_PAGES.flatMap(({ prefix, page }) => [
      `<If "%{REQUEST_URI} =~ m#^${withBase(prefix, base)}#">`,
      `    ErrorDocument 404 ${withBase(page, base)}`,
      '</If>',
    ]),
    ...SERVER_REDIRECTS.map(({ from, to }) => `Redirect 301 ${withBase(from, base)} ${withBase(to, base)}`),
    '',
    '<IfModule mod_rewrite.c>',
    '    RewriteEngine On',
    '    # Never serve dot files (.htaccess, .server-config/).',
    '    RewriteRule (^|/)\\. - [R=404,L]',
    '    # Clean URLs: /json-formatter is json-formatter.html.',
    '    RewriteCond %{REQUEST_FILENAME} !-f',
    '    RewriteCond %{REQUEST_FILENAME}.html -f',
    '    RewriteRule ^(.+)$ $1.html [L]',
    '</IfModule>',
    '',
  ].join('\n');
}

/**
 * Caddy 2: a whole Caddyfile serving the built site from the root of `root` (a subfolder build behind a proxy
 * that strips the prefix, as for nginx). Caddy serves the precompressed `.br` and `.gz` files itself. An error
 * response starts with fresh headers, so `handle_errors` imports the security headers again.
 */
export function caddyConfig(settings: CspSettings, scriptHashes: string[]): string {
  const precompressed = (indent: string) => [`${indent}file_server {`, `${indent}\tprecompressed br gzip`, `${indent}}`];
  return [
    `# DevToolbox for Caddy 2. ${GENERATED_NOTE}`,
    '# The whole Caddyfile: it serves the built site from the root of `root`; a subfolder build too, behind a reverse',
    '# proxy that strips the prefix (deploy/subfolder/).',
    '{',
    '\t# A static site needs no admin API and no certificates: :8080 is plain HTTP (put TLS in front, or name your',
    '\t# host instead of :8080 and remove auto_https off).',
    '\tadmin off',
    '\tauto_https off',
    '}',
    '',
    '(security_headers) {',
    '\theader {',
    ...securityHeaderList(settings, scriptHashes).map(([k, v]) => `\t\t${k} ${quoted(v)}`),
    '\t\t-Server',
    '\t}',
    '}',
    '',
    `:${SERVER_PORT} {`,
    `\troot * ${SERVER_ROOTS.caddy}`,
    '\timport security_headers',
    '\t# Hashed build files never change: cached for a year. Everything else (pages, sw.js, the manifest,',
    '\t# config.json) is revalidated on every use, so a new deployment shows at once.',
    '\t@assets path /assets/*',
    `\theader @assets Cache-Control ${quoted(ASSET_CACHE_CONTROL)}`,
    '\t@other not path /assets/*',
    `\theader @other Cache-Control ${quoted(PAGE_CACHE_CONTROL)}`,
    '\t@manifest path /manifest.webmanifest',
    '\theader @manifest Content-Type application/manifest+json',
    '',
    '\t# Old addresses, relative (Location: privacy), so they stay right under a prefix.',
    ...SERVER_REDIRECTS.map(({ from, to }) => `\tredir ${from} ${relativeTarget(from, to)} 301`),
    '',
    '\t# Never serve dot files (.htaccess, .server-config/).',
    '\t@hidden path_regexp /\\.',
    '\terror @hidden 404',
    '',
    '\t# Clean URLs: /json-formatter is json-formatter.html.',
    '\ttry_files {path} {path}.html {path}/index.html',
    ...precompressed('\t'),
    '',
    '\t# Unknown paths: the prerendered 404 page of their language (/de/… gets /de/404.html), with status 404.',
    '\thandle_errors {',
    '\t\timport security_headers',
    `\t\theader Cache-Control ${quoted(PAGE_CACHE_CONTROL)}`,
    '\t\t@notFound expression {err.status_code} == 404',
    '\t\thandle @notFound {',
    ...NOT_FOUND_PAGES.map(({ prefix, page }) => `\t\t\trewrite ${prefix}* ${page}`),
    '\t\t\trewrite * /404.html',
    ...precompressed('\t\t\t'),
    '\t\t}',
    '\t\trespond {err.status_code}',
    '\t}',
    '}',
    '',
  ].join('\n');
}

/** Where the build writes each server's configuration, relative to the output directory. */
export const SERVER_CONFIG_FILES = {
  headers: '_headers',
  redirects: '_redirects',
  apache: '.htaccess',
  nginx: '.server-config/nginx.conf',
  caddy: '.server-config/Caddyfile',
} as const;

/** The configurations the repository ships (deploy/), for a default build: `npm run deploy:configs` writes them. */
export const DEPLOY_CONFIG_FILES = { nginx: 'deploy/nginx.conf', caddy: 'deploy/Caddyfile' } as const;

/** Every configuration file of a build served under `base`, from one policy. */
export function serverConfigs(settings: CspSettings, scriptHashes: string[], base = '/'): Record<keyof typeof SERVER_CONFIG_FILES, string> {
  return {
    headers: headersFile(settings, scriptHashes, base),
    redirects: redirectsFile(base),
    apache: apacheConfig(settings, scriptHashes, base),
    nginx: nginxConfig(settings, scriptHashes),
    caddy: caddyConfig(settings, scriptHashes),
  };
}

/** Parses a `_headers` file into (path pattern, headers) rules; `*` matches any run of characters. */
export function parseHeadersFile(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else if (rules.length) {
      const i = line.indexOf(':');
      if (i > 0) rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** Vite plugin: injects the meta policy into index.html, writes `_headers`, and makes `vite preview` apply it. */
export function securityHeaders(): Plugin {
  let config: ResolvedConfig;
  let hashes: string[] = [];
  return {
    name: 'devtoolbox-security-headers',
    configResolved(c) {
      config = c;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The dev server injects its own inline scripts (HMR, React refresh): the policy is for builds only.
        if (config.command !== 'build') return html;
        hashes = inlineScriptHashes(html);
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(config.env, hashes)}" />`;
        // Right after the charset: a meta policy only governs what follows it.
        return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
      },
    },
    writeBundle() {
      if (config.build.ssr) return;
      // The same policy for every kind of host: _headers and _redirects (Netlify, Cloudflare Pages, vite preview),
      // .htaccess (Apache) and, under .server-config/, nginx and Caddy configurations (see README "Self-hosting").
      const configs = serverConfigs(config.env, hashes, config.base);
      for (const [kind, file] of Object.entries(SERVER_CONFIG_FILES) as [keyof typeof SERVER_CONFIG_FILES, string][]) {
        const target = path.resolve(config.root, config.build.outDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, configs[kind]);
      }
    },
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, '_headers');
      if (!fs.existsSync(file)) return;
      const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        for (const rule of rules) if (rule.pattern.test(url)) for (const [k, v] of rule.headers) res.setHeader(k, v);
        next();
      });
    },
  };
}
