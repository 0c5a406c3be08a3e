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
