import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FORMAT_SAMPLES, formatWith } from './release-helpers';

/**
 * After one visit the service worker has precached the whole site, and every tool works offline: going
 * offline, the formatter pages (a JavaScript engine and a WebAssembly one) load and format.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

/** Waits until the worker controls the page and its cache holds every precached URL. */
async function waitForPrecache(page: Page): Promise<number> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
  return page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith('devtoolbox-'))!);
    return (await cache.keys()).length;
  });
}

test('every tool works offline after the first visit', async ({ page, context }) => {
  await page.goto('/');
  const cached = await waitForPrecache(page);
  expect(cached).toBeGreaterThan(50);
  // The interface's subset of Inter (scripts/ui-font.mjs), which Polish pages use, is among them.
  const subsetFont = readdirSync(path.join(process.env.E2E_DIST || 'dist', 'assets')).find((f) => /^inter-ui-ext-[\w-]{8}\.woff2$/.test(f));
  expect(await page.evaluate(async (url) => Boolean(await caches.match(url)), `/assets/${subsetFont}`)).toBe(true);

  await context.setOffline(true);
  await page.goto('/json-formatter');
  await formatWith(page, '{"a":[1,2]}');
  await expect(page.locator('.vt-list .vt-row')).toHaveCount(6);

  await page.goto('/python-formatter');
  await formatWith(page, 'x=[1,2]');
  await expect(page.locator('.vt-list .vt-code').first()).toHaveText('x = [1, 2]');

  await page.goto('/java-formatter');
  await formatWith(page, FORMAT_SAMPLES.java);
  await expect(page.locator('.error-banner')).toHaveCount(0);
  await expect(page.locator('.vt-list .vt-row').first()).toBeVisible();

  // A route never visited before, and an unknown one, still render offline.
  await page.goto('/json-compare');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('JSON Compare');
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await context.setOffline(false);
});

test('online, pages come from the network (a new deployment is never hidden by the cache)', async ({ page }) => {
  await page.goto('/');
  await waitForPrecache(page);
  const res = await page.goto('/about');
  // Served by the worker's network-first handler: the response is fresh from the server.
  expect(res?.fromServiceWorker()).toBe(true);
  expect(res?.status()).toBe(200);
  const swHeaders = await res!.allHeaders();
  expect(swHeaders['content-security-policy']).toContain("default-src 'self'");
});

/**
 * A stand-in host in front of the preview server that can switch to "the next deployment": a new sw.js version,
 * and the old build's hashed files gone. (The browser fetches a service worker's script itself, out of reach of
 * page.route, so the test needs a server of its own.)
 */
async function deploymentHost(upstream: string) {
  let next = false;
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (next && url.startsWith('/assets/')) {
      res.writeHead(404).end('gone');
      return;
    }
    const response = await fetch(upstream + url, { headers: { accept: req.headers.accept ?? '*/*' } });
    let body = Buffer.from(await response.arrayBuffer());
    if (next && url.split('?')[0] === '/sw.js') {
      body = Buffer.from(
        body
          .toString('utf8')
          .replace(/\/\*__PRECACHE_MANIFEST__\*\/[\s\S]*?\/\*__END_PRECACHE_MANIFEST__\*\//, '/*__PRECACHE_MANIFEST__*/ { "version": "next-deployment", "urls": [] } /*__END_PRECACHE_MANIFEST__*/'),
      );
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((v, k) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)) headers[k] = v;
    });
    res.writeHead(response.status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deployNext: () => void (next = true),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a tab left open across a deployment still loads its lazy chunks (the new worker waits)', async ({ page, baseURL }) => {
  const host = await deploymentHost(baseURL!);
  try {
    await page.goto(`${host.origin}/`);
    await waitForPrecache(page);
    const oldCache = await page.evaluate(async () => (await caches.keys()).find((k) => k.startsWith('devtoolbox-'))!);

    host.deployNext();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    // The new version is installed and waits; the old one still controls the tab and keeps its cache.
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).includes('devtoolbox-next-deployment')), { timeout: 30_000 })
      .toBe(true);
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    expect(await page.evaluate(async () => caches.keys())).toContain(oldCache);

    // The open tab still gets the old build's lazy chunks (gone from the server) from the old version's cache.
    const chunk = await page.evaluate(async (name) => {
      const keys = await (await caches.open(name)).keys();
      const url = keys.map((r) => r.url).find((u) => /\/assets\/compare-body-[^/]*\.js$/.test(u))!;
      const response = await fetch(url);
      return { url, status: response.status, text: await response.text() };
    }, oldCache);
    expect(chunk.status).toBe(200);
    expect(chunk.text.length).toBeGreaterThan(100);
    expect((await page.request.get(host.origin + new URL(chunk.url).pathname)).status()).toBe(404);
  } finally {
    await host.close();
  }
});
