import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { DEPLOY_CONFIG_FILES, SERVER_CONFIG_FILES, SERVER_REDIRECTS, parseHeadersFile } from '../../scripts/security-headers';
import { NOT_FOUND_PATH, PRERENDERED_PATHS } from '../../src/app/route-meta';
import { withBase } from '../../src/lib/base-path';
import { LOCALES, withLocale } from '../../src/lib/locale';
import { toolsOfKind } from '../../src/tools/catalogue';
import { SERVER_PROJECTS } from './helpers/server-projects';
import { waitForApp } from './helpers/app';
import { FORMAT_SAMPLES, compareAndExportPdf, formatWith, queryWithJq, watchCsp } from './release-helpers';

/**
 * The site through the real servers with the configurations the repository ships (playwright.config.ts starts
 * them): deploy/nginx.conf and deploy/Caddyfile serving dist/, and the subfolder build served by
 * deploy/nginx.conf behind the reverse-proxy sample deploy/subfolder/nginx.conf. Runs once per server (project):
 * routes and status codes, the headers of _headers, caching, MIME types, precompressed files, and the tools in the
 * browser under the server's policy.
 */

const project = () => {
  const p = SERVER_PROJECTS.find((s) => s.name === test.info().project.name);
  if (!p) throw new Error(`server-smoke.spec.ts runs only in the server projects, not in "${test.info().project.name}"`);
  return p;
};
/** A site path as a URL relative to the project's base URL (which ends with the base path). */
const rel = (sitePath: string) => sitePath.replace(/^\/+/, '') || './';

/** The headers `_headers` of the served build names for a URL path: what every server must send. */
function headersOfBuild(urlPath: string): [string, string][] {
  const rules = parseHeadersFile(fs.readFileSync(path.join(project().dist, SERVER_CONFIG_FILES.headers), 'utf8'));
  return rules.filter((r) => r.pattern.test(urlPath)).flatMap((r) => r.headers);
}

/** The response carries the security headers of _headers, and for a file found under assets/ its Cache-Control. */
function expectBuildHeaders(res: APIResponse, what: string): void {
  const urlPath = new URL(res.url()).pathname;
  const sent = res.headers();
  // A missing file is never cached for a year (checked by the caller), even under assets/.
  const expected = headersOfBuild(urlPath).filter(([name]) => res.ok() || name !== 'Cache-Control');
  expect(expected.length, urlPath).toBeGreaterThanOrEqual(7);
  for (const [name, value] of expected) expect(sent[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  expect(sent['content-security-policy']).toContain("'wasm-unsafe-eval'");
  expect(sent['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(sent['content-security-policy']).toContain("frame-ancestors 'none'");
}

/** One GET without any decoding: status, headers and the bytes as sent. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

const distFile = (name: string) => path.join(project().dist, name);
const firstAsset = (re: RegExp) => fs.readdirSync(distFile('assets')).find((f) => re.test(f))!;

test('the build writes the server configurations the repository ships', () => {
  for (const kind of ['nginx', 'caddy'] as const) {
    expect(fs.readFileSync(distFile(SERVER_CONFIG_FILES[kind]), 'utf8'), kind).toBe(fs.readFileSync(DEPLOY_CONFIG_FILES[kind], 'utf8'));
  }
});

test('every prerendered page: 200, its own HTML, the headers of _headers, revalidated', async ({ request }) => {
  expect(PRERENDERED_PATHS.length).toBeGreaterThan(30);
  for (const route of PRERENDERED_PATHS) {
    const res = await request.get(rel(route));
    expect(res.status(), route).toBe(200);
    expect(new URL(res.url()).pathname).toBe(withBase(route, project().base));
    expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(await res.text()).toContain(`data-prerendered="${route}"`);
    expectBuildHeaders(res, route);
  }
});

test('files: hashed assets cached a year, the service worker and manifest revalidated, WASM as application/wasm', async ({ request }) => {
  const files: { name: string; type: RegExp; cache: string }[] = [
    { name: `assets/${firstAsset(/^index-.*\.js$/)}`, type: /^(application|text)\/javascript/, cache: 'public, max-age=31536000, immutable' },
    { name: `assets/${firstAsset(/\.css$/)}`, type: /^text\/css/, cache: 'public, max-age=31536000, immutable' },
    { name: `assets/${firstAsset(/^clang-format-.*\.wasm$/)}`, type: /^application\/wasm$/, cache: 'public, max-age=31536000, immutable' },
    { name: 'sw.js', type: /^(application|text)\/javascript/, cache: 'no-cache' },
    { name: 'manifest.webmanifest', type: /^application\/manifest\+json/, cache: 'no-cache' },
    { name: 'favicon.svg', type: /^image\/svg\+xml/, cache: 'no-cache' },
    // The host's settings: the build's is empty (a page requests it, and a 404 would be an error in its console).
    { name: 'config.json', type: /^application\/json/, cache: 'no-cache' },
  ];
  for (const f of files) {
    const res = await request.get(rel(f.name));
    expect(res.status(), f.name).toBe(200);
    expect(res.headers()['content-type'], f.name).toMatch(f.type);
    expect(res.headers()['cache-control'], f.name).toBe(f.cache);
    expect(Buffer.compare(await res.body(), fs.readFileSync(distFile(f.name))), f.name).toBe(0);
    expectBuildHeaders(res, f.name);
  }
});

test('the web app manifest: every URL under the base path, and each answers', async ({ request }) => {
  const base = project().base;
  const manifest = await (await request.get(rel('manifest.webmanifest'))).json();
  expect([manifest.start_url, manifest.scope, manifest.id]).toEqual([base, base, base]);
  const urls: string[] = [
    ...manifest.icons.map((i: { src: string }) => i.src),
    ...manifest.file_handlers.map((h: { action: string }) => h.action),
  ];
  expect(urls.length).toBeGreaterThan(15);
  expect(manifest.share_target.action).toBe(withBase('share-target', base));
  for (const url of urls) {
    expect(url.startsWith(base), url).toBe(true);
    const res = await request.get(rel(url.slice(base.length)));
    expect(res.status(), url).toBe(200);
  }
});

test('unknown paths get the prerendered 404 page with status 404; old addresses redirect; dot files stay hidden', async ({ request, baseURL }) => {
  for (const missing of ['no-such-page', 'json-formatter/extra', 'assets/no-such-file.js']) {
    const res = await request.get(missing);
    expect(res.status(), missing).toBe(404);
    expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
    // Never cached for a year, even under assets/.
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(await res.text()).toContain('data-prerendered="/__not-found__"');
    expectBuildHeaders(res, missing);
  }
  for (const hidden of ['.htaccess', '.server-config/nginx.conf', '.server-config/Caddyfile']) {
    const res = await request.get(hidden);
    expect(res.status(), hidden).toBe(404);
    expect(await res.text()).toContain('data-prerendered="/__not-found__"');
  }
  // The old addresses in every language (`/de/privacy-policy` → `/de/privacy`).
  for (const { from, to } of SERVER_REDIRECTS) {
    const res = await request.get(rel(from), { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(new URL(res.headers().location, res.url()).href).toBe(new URL(rel(to), baseURL).href);
    expectBuildHeaders(res, from);
  }
  if (project().base !== '/') {
    // The folder without its trailing slash (the proxy sample's redirect).
    const bare = baseURL!.replace(/\/$/, '');
    const res = await request.get(bare, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(new URL(res.headers().location, bare).href).toBe(baseURL);
  }
});

test('an unknown path under a language\'s prefix gets that language\'s 404 page with status 404; any other the English one', async ({ request }) => {
  const siteMessages = (locale: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join('src/messages', `${locale}.json`), 'utf8'));
  const notFoundTitle = (locale: string) => siteMessages(locale)['meta.notFound.title'];
  const englishTitle = notFoundTitle('en');
  expect(englishTitle).toBe('Page Not Found — DevToolbox');
  for (const locale of LOCALES) {
    const file = withLocale('/404.html', locale).slice(1);
    for (const missing of [withLocale('/no-such-page', locale), withLocale('/json-formatter/extra', locale), withLocale('/.hidden', locale)]) {
      const res = await request.get(rel(missing));
      expect(res.status(), missing).toBe(404);
      expect(res.headers()['content-type'], missing).toBe('text/html; charset=utf-8');
      expect(res.headers()['cache-control'], missing).toBe('no-cache');
      expectBuildHeaders(res, missing);
      const html = await res.text();
      expect(html, missing).toContain(`<html lang="${locale}">`);
      expect(html, missing).toContain(`<title>${notFoundTitle(locale)}</title>`);
      expect(html, missing).toContain(`<h1>${siteMessages(locale)['notFound.title']}</h1>`);
      if (locale !== 'en') expect(html, missing).not.toContain(englishTitle);
      expect(html, missing).toContain(`data-prerendered="${withLocale(NOT_FOUND_PATH, locale)}"`);
      // The prerendered file as it is.
      expect(Buffer.compare(await res.body(), fs.readFileSync(distFile(file))), missing).toBe(0);
    }
  }
  // Only a whole first segment naming one of the languages is a prefix.
  for (const missing of ['/de-no-such-page', '/sv/no-such-page', '/json-formatter/de/extra']) {
    const res = await request.get(rel(missing));
    expect(res.status(), missing).toBe(404);
    const html = await res.text();
    expect(html, missing).toContain('<html lang="en">');
    expect(html, missing).toContain(`<title>${englishTitle}</title>`);
  }
});

test('precompressed copies are sent as they are, with Vary: Accept-Encoding', async ({ baseURL }) => {
  const caddy = project().name === 'caddy';
  const cases: { name: string; file: string }[] = [
    { name: 'json-formatter', file: 'json-formatter.html' },
    { name: 'no-such-page', file: '404.html' },
    { name: `assets/${firstAsset(/^clang-format-.*\.wasm$/)}`, file: `assets/${firstAsset(/^clang-format-.*\.wasm$/)}` },
  ];
  for (const c of cases) {
    const url = new URL(c.name, baseURL).href;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding'], c.name).toBeUndefined();
    expect(Buffer.compare(plain.body, fs.readFileSync(distFile(c.file))), c.name).toBe(0);

    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding'], c.name).toBe('gzip');
    expect(gz.headers.vary, c.name).toMatch(/Accept-Encoding/i);
    expect(Buffer.compare(gz.body, fs.readFileSync(distFile(`${c.file}.gz`))), c.name).toBe(0);

    // Caddy sends the Brotli copy; stock nginx has no brotli module and sends the gzip one (README "Self-hosting").
    const best = await rawGet(url, 'gzip, deflate, br');
    expect(best.headers['content-encoding'], c.name).toBe(caddy ? 'br' : 'gzip');
    expect(Buffer.compare(best.body, fs.readFileSync(distFile(`${c.file}.${caddy ? 'br' : 'gz'}`))), c.name).toBe(0);
    expect(best.status).toBe(c.name === 'no-such-page' ? 404 : 200);
  }
});

/** Collects requests to any other origin than the site's. */
function foreignRequests(page: import('@playwright/test').Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  return foreign;
}

test('a page writes nothing to the console: its config.json request finds the build\'s empty one, which no cache keeps', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
  });
  const answers: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('/config.json')) answers.push(r.status());
  });
  for (const sitePath of ['/', '/de/json-formatter', '/pl/test-data-generator']) {
    await page.goto(rel(sitePath));
    await waitForApp(page);
  }
  expect(answers).toEqual([200, 200, 200]);
  expect(logged).toEqual([]);
  // The host replaces it: no precompressed copy could be served instead, and the service worker does not precache it.
  expect(fs.existsSync(distFile('config.json.gz')) || fs.existsSync(distFile('config.json.br'))).toBe(false);
  expect(fs.readFileSync(distFile('sw.js'), 'utf8')).not.toMatch(/["'/]config\.json["']/);
});

test('formatting (JavaScript and WebAssembly engines) under the server policy, nothing requested elsewhere', async ({ page, baseURL }) => {
  const violations = await watchCsp(page);
  const foreign = foreignRequests(page, baseURL!);
  await page.goto(rel('/json-formatter'));
  await formatWith(page, FORMAT_SAMPLES.json);
  await expect(page.locator('.vt-list .vt-row')).toHaveCount(7);
  await expect(page.locator('.vt-list .vt-code').first()).toHaveText('{');
  await page.goto(rel('/python-formatter'));
  await formatWith(page, 'x=[1,2]');
  await expect(page.locator('.vt-list .vt-code').first()).toHaveText('x = [1, 2]');
  expect(await violations()).toEqual([]);
  expect(foreign).toEqual([]);
});

test('a compare with its PDF export and a jq query under the server policy, nothing requested elsewhere', async ({ page, baseURL }) => {
  const violations = await watchCsp(page);
  const foreign = foreignRequests(page, baseURL!);
  await page.goto(rel('/json-compare'));
  await compareAndExportPdf(page, toolsOfKind('compare').find((t) => t.id === 'json-compare')!);
  await page.goto(rel('/json-query'));
  await queryWithJq(page, '{"users":[{"name":"Zoë"},{"name":"Ada"}]}', '.users[1].name');
  await expect(page.locator('[aria-label="Query result"] .vt-code')).toHaveText(['"Ada"']);
  expect(await violations()).toEqual([]);
  expect(foreign).toEqual([]);
});

test('in the browser: links, redirects and the 404 page stay under the base path', async ({ page, baseURL }) => {
  const base = project().base;
  await page.goto(rel('/'));
  await expect(page.getByRole('button', { name: /Formatter Tools/ })).toBeEnabled();
  await page.getByRole('button', { name: /Formatter Tools/ }).click();
  await page.getByRole('link', { name: 'JSON Formatter' }).first().click();
  await expect(page).toHaveURL(new URL(rel('/json-formatter'), baseURL).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://devtoolbox.dev${withBase('/json-formatter', base)}`);

  await page.goto(rel('/privacy-policy'));
  await expect(page).toHaveURL(new URL(rel('/privacy'), baseURL).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

  const res = await page.goto(rel('/no-such-page'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(baseURL!);

  // A language's 404 page stays in its language once the app has started.
  const german = await page.goto(rel('/de/no-such-page'));
  expect(german?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoppla! Seite nicht gefunden');
  await expect(page).toHaveTitle('Seite nicht gefunden – DevToolbox');
  await page.goto(rel('/de/json-formatter'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON-Formatter');
  await expect(page.getByRole('button', { name: 'Code formatieren' })).toBeEnabled();
});

test.describe('offline under the base path', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  test('the service worker takes the base as its scope, precaches the site and serves it offline', async ({ page, context, baseURL }) => {
    test.skip(project().name !== 'nginx-subfolder', 'the root build offline: offline.spec.ts');
    await page.goto(rel('/'));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(baseURL);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('devtoolbox-'))!);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(cached.length).toBeGreaterThan(50);
    expect(cached.filter((p) => !p.startsWith(project().base))).toEqual([]);
    expect(cached).toContain(withBase('/json-formatter', project().base));

    await context.setOffline(true);
    await page.goto(rel('/python-formatter'));
    await formatWith(page, 'x=[1,2]');
    await expect(page.locator('.vt-list .vt-code').first()).toHaveText('x = [1, 2]');
    await page.goto(rel('/no-such-page'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
    await context.setOffline(false);
  });
});
