import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployConfigs } from './deploy-configs';
import {
  ASSET_CACHE_CONTROL,
  DEPLOY_CONFIG_FILES,
  PAGE_CACHE_CONTROL,
  contentSecurityPolicy,
  parseHeadersFile,
  securityHeaderList,
  serverConfigs,
  type CspSettings,
} from './security-headers';

const SETTINGS: CspSettings[] = [
  {},
  { VITE_GA_ID: 'G-TEST', VITE_ERROR_ENDPOINT: 'https://errors.example.com/x', VITE_FEEDBACK_ENDPOINT: 'https://fb.example.com/y' },
];
const HASHES = ["'sha256-AbC+/dEf0123456789='"];

/** Header name and value pairs from lines such as `add_header Name "value" always;`. */
const pairs = (lines: string[], re: RegExp): [string, string][] =>
  lines.flatMap((l) => {
    const m = re.exec(l);
    return m ? [[m[1], m[2]] as [string, string]] : [];
  });

/** The lines between `start` (a line equal to it, trimmed) and the next line equal to `end`. */
function block(text: string, start: string, end: string): string[] {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => l.trim() === start);
  expect(from).toBeGreaterThanOrEqual(0);
  const to = lines.findIndex((l, i) => i > from && l.trim() === end);
  return lines.slice(from + 1, to);
}

describe.each(SETTINGS)('server configurations carry exactly the site policy (%o)', (settings) => {
  const policy = securityHeaderList(settings, HASHES);
  const configs = serverConfigs(settings, HASHES);

  it('the policy has the header CSP with frame-ancestors, nosniff, the referrer policy, COOP and CORP', () => {
    const map = new Map(policy);
    expect(map.get('Content-Security-Policy')).toBe(contentSecurityPolicy(settings, HASHES, true));
    expect(map.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(map.get('Content-Security-Policy')).toContain("'wasm-unsafe-eval'");
    expect(map.get('Content-Security-Policy')).not.toContain("'unsafe-eval'");
    expect(map.get('X-Content-Type-Options')).toBe('nosniff');
    expect(map.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(map.get('X-Frame-Options')).toBe('DENY');
    expect(map.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(map.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(map.get('Permissions-Policy')).toMatch(/^camera=\(\), microphone=\(\)/);
  });

  it('_headers: the policy on every path, long caching for assets', () => {
    const rules = parseHeadersFile(configs.headers);
    expect(rules.map((r) => [r.pattern.test('/json-formatter'), r.pattern.test('/assets/a-1.js')])).toEqual([[true, true], [false, true]]);
    expect(rules[0].headers).toEqual(policy);
    expect(rules[1].headers).toEqual([['Cache-Control', ASSET_CACHE_CONTROL]]);
  });

  it('nginx: the policy and the Cache-Control of the map once at server level, and no location adds its own', () => {
    const header = /^\s*add_header (\S+) "?([^"]*?)"? always;$/;
    const server = block(configs.nginx, 'server {', '}');
    expect(pairs(server, header)).toEqual([...policy, ['Cache-Control', '$devtoolbox_cache_control']]);
    // An add_header inside a location would drop every server-level one there.
    expect(configs.nginx.match(/^\s*add_header /gm)).toHaveLength(policy.length + 1);
    expect(block(configs.nginx, 'map $uri $devtoolbox_cache_control {', '}').map((l) => l.trim())).toEqual([
      `~^/assets/ "${ASSET_CACHE_CONTROL}";`,
      `default "${PAGE_CACHE_CONTROL}";`,
    ]);
    expect(configs.nginx).toContain('    listen 8080;\n');
    expect(configs.nginx).toContain('    root /usr/share/nginx/html;\n');
    expect(configs.nginx).toContain('try_files $uri $uri.html $uri/index.html =404;');
    // Unknown paths get the 404 page of their language.
    expect(configs.nginx).toContain('    error_page 404 $devtoolbox_not_found;\n');
    expect(block(configs.nginx, 'map $uri $devtoolbox_not_found {', '}').map((l) => l.trim())).toEqual([
      '~^/nl/ /nl/404.html;',
      '~^/de/ /de/404.html;',
      '~^/fr/ /fr/404.html;',
      '~^/es/ /es/404.html;',
      '~^/it/ /it/404.html;',
      '~^/pl/ /pl/404.html;',
      'default /404.html;',
    ]);
    expect(configs.nginx).toContain('location = /privacy-policy { return 301 privacy; }');
    expect(configs.nginx).toContain('location = /de/privacy-policy { return 301 privacy; }');
    expect(configs.nginx).toContain('location ~ /\\. {');
  });

  it('Apache: the policy always, Cache-Control by path', () => {
    const header = /^\s*Header always set (\S+) "([^"]*)"$/;
    const lines = configs.apache.split('\n');
    const ifAssets = lines.findIndex((l) => l.includes('<If "%{REQUEST_URI} =~ m#^/assets/#">'));
    expect(pairs(lines.slice(0, ifAssets), header)).toEqual(policy);
    expect(pairs(block(configs.apache, '<If "%{REQUEST_URI} =~ m#^/assets/#">', '</If>'), header)).toEqual([['Cache-Control', ASSET_CACHE_CONTROL]]);
    expect(pairs(block(configs.apache, '<Else>', '</Else>'), header)).toEqual([['Cache-Control', PAGE_CACHE_CONTROL]]);
  });

  it('Caddy: the policy in one snippet, imported by the site and by its error handling; Cache-Control by path', () => {
    expect(pairs(block(configs.caddy, 'header {', '}'), /^\t\t(\S+) "([^"]*)"$/)).toEqual(policy);
    expect(configs.caddy.match(/^\t+import security_headers$/gm)).toHaveLength(2);
    expect(block(configs.caddy, 'handle_errors {', '}').map((l) => l.trim())).toContain('import security_headers');
    expect(configs.caddy).toContain(`@assets path /assets/*\n\theader @assets Cache-Control "${ASSET_CACHE_CONTROL}"`);
    expect(configs.caddy).toContain(`@other not path /assets/*\n\theader @other Cache-Control "${PAGE_CACHE_CONTROL}"`);
    expect(configs.caddy).toContain('\n:8080 {\n\troot * /srv\n');
    expect(configs.caddy).toContain('redir /privacy-policy privacy 301');
    expect(configs.caddy).toContain('\t\tprecompressed br gzip\n');
    // Unknown paths get the 404 page of their language: the rewrites of one block are exclusive, the catch-all last.
    const notFound = block(configs.caddy, 'handle @notFound {', '}').map((l) => l.trim());
    expect(notFound.filter((l) => l.startsWith('rewrite '))).toEqual([
      'rewrite /nl/* /nl/404.html',
      'rewrite /de/* /de/404.html',
      'rewrite /fr/* /fr/404.html',
      'rewrite /es/* /es/404.html',
      'rewrite /it/* /it/404.html',
      'rewrite /pl/* /pl/404.html',
      'rewrite * /404.html',
    ]);
  });
});

/** A few files of a build (clean URLs: `/de/json-formatter` is `de/json-formatter.html`). */
const SITE_FILES = ['/index.html', '/json-formatter.html', '/privacy.html', '/404.html', '/assets/a-1.js', '/de/json-formatter.html', '/de/privacy.html', '/de/404.html', '/pl/404.html'];

/**
 * What Netlify answers for `path` with this `_redirects` and these files: a file that answers the path (itself, or
 * with .html) is served whatever the rules say, as no rule of ours is forced (`!`) (shadowing); otherwise the first
 * rule whose path matches (a trailing `*` matches any rest) applies; otherwise Netlify's own 404 with `/404.html`.
 */
function netlifyAnswer(redirects: string, files: string[], path: string): [number, string] {
  if (files.includes(path) || files.includes(`${path}.html`)) return [200, path];
  for (const line of redirects.split('\n').filter(Boolean)) {
    const [from, to, status] = line.split(/\s+/);
    if (from.endsWith('*') ? path.startsWith(from.slice(0, -1)) : path === from) return [Number(status), to];
  }
  return [404, '/404.html'];
}

describe('_redirects (Netlify)', () => {
  const redirects = serverConfigs({}, HASHES).redirects;

  it('the old addresses with a 301 first, then one 404 rule per language, then the English catch-all', () => {
    const lines = redirects.split('\n');
    expect(lines).toHaveLength(7 * 2 + 6 + 1 + 1);
    expect(lines.slice(0, 7 * 2).every((l) => / 301$/.test(l))).toBe(true);
    expect(lines.slice(7 * 2)).toEqual([
      '/nl/* /nl/404.html 404',
      '/de/* /de/404.html 404',
      '/fr/* /fr/404.html 404',
      '/es/* /es/404.html 404',
      '/it/* /it/404.html 404',
      '/pl/* /pl/404.html 404',
      '/* /404.html 404',
      '',
    ]);
  });

  it.each([
    ['/de/no-such-page', 404, '/de/404.html'],
    ['/pl/a/b/c', 404, '/pl/404.html'],
    ['/no-such-page', 404, '/404.html'],
    // A prefix is a whole path segment: /design is not under /de/.
    ['/design', 404, '/404.html'],
    ['/de/json-formatter', 200, '/de/json-formatter'],
    ['/json-formatter', 200, '/json-formatter'],
    ['/assets/a-1.js', 200, '/assets/a-1.js'],
    ['/de/privacy-policy', 301, '/de/privacy'],
    ['/privacy-policy', 301, '/privacy'],
  ])('%s → %i %s', (path, status, to) => {
    expect(netlifyAnswer(redirects, SITE_FILES, path)).toEqual([status, to]);
  });
});

describe('a build under a base path', () => {
  const configs = serverConfigs({}, HASHES, '/tools/devtoolbox/');

  it('_headers, _redirects and .htaccess name the base; nginx and Caddy serve the folder at their root', () => {
    const rules = parseHeadersFile(configs.headers);
    expect(rules.map((r) => [r.pattern.test('/tools/devtoolbox/json-formatter'), r.pattern.test('/tools/devtoolbox/assets/a.js'), r.pattern.test('/assets/a.js')])).toEqual([
      [true, true, false],
      [false, true, false],
    ]);
    const redirects = configs.redirects.split('\n');
    expect(redirects.slice(0, 2)).toEqual(['/tools/devtoolbox/privacy-policy /tools/devtoolbox/privacy 301', '/tools/devtoolbox/terms-of-service /tools/devtoolbox/terms 301']);
    // The old addresses in every language.
    expect(redirects).toContain('/tools/devtoolbox/de/privacy-policy /tools/devtoolbox/de/privacy 301');
    expect(redirects).toContain('/tools/devtoolbox/pl/terms-of-service /tools/devtoolbox/pl/terms 301');
    // The 404 pages of the folder, the languages' before the English catch-all.
    expect(redirects.slice(7 * 2)).toEqual([
      ...['nl', 'de', 'fr', 'es', 'it', 'pl'].map((l) => `/tools/devtoolbox/${l}/* /tools/devtoolbox/${l}/404.html 404`),
      '/tools/devtoolbox/* /tools/devtoolbox/404.html 404',
      '',
    ]);
    const files = SITE_FILES.map((f) => `/tools/devtoolbox${f}`);
    expect(netlifyAnswer(configs.redirects, files, '/tools/devtoolbox/de/no-such-page')).toEqual([404, '/tools/devtoolbox/de/404.html']);
    expect(netlifyAnswer(configs.redirects, files, '/tools/devtoolbox/no-such-page')).toEqual([404, '/tools/devtoolbox/404.html']);
    expect(netlifyAnswer(configs.redirects, files, '/tools/devtoolbox/de/json-formatter')).toEqual([200, '/tools/devtoolbox/de/json-formatter']);
    expect(configs.apache).toContain('<If "%{REQUEST_URI} =~ m#^/tools/devtoolbox/assets/#">');
    expect(configs.apache).toContain('ErrorDocument 404 /tools/devtoolbox/404.html');
    expect(configs.apache).toContain('<If "%{REQUEST_URI} =~ m#^/tools/devtoolbox/de/#">\n    ErrorDocument 404 /tools/devtoolbox/de/404.html\n</If>');
    expect(configs.apache).toContain('Redirect 301 /tools/devtoolbox/privacy-policy /tools/devtoolbox/privacy');
    // The proxy in front strips the prefix (deploy/subfolder/): the same files as for the root.
    const root = serverConfigs({}, HASHES, '/');
    expect(configs.nginx).toBe(root.nginx);
    expect(configs.caddy).toBe(root.caddy);
  });
});

describe('deploy/', () => {
  it('nginx.conf and Caddyfile are what the build writes for the default settings (npm run deploy:configs)', () => {
    const expected = deployConfigs();
    for (const [kind, file] of Object.entries(DEPLOY_CONFIG_FILES) as [keyof typeof DEPLOY_CONFIG_FILES, string][]) {
      expect(fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), `${file} is out of date: run npm run deploy:configs`).toBe(expected[kind]);
    }
  });
});
