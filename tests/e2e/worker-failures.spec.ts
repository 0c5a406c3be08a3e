import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './helpers/app';
import { fillEditor } from './helpers/editor';

/**
 * A worker that cannot start, or dies during a job, must not leave a tool busy forever: the tool says so in its
 * error box and the next attempt starts a fresh worker.
 */
const CRASHED = 'The tool stopped unexpectedly. Try again; if it keeps happening, reload the page.';
const UPDATED = 'This page was updated — reload to get the new version.';

const formatButton = (page: Page) => page.getByRole('button', { name: 'Format Code' });
const errorBox = (page: Page) => page.locator('.error-banner');

const typeInput = (page: Page, text: string) => fillEditor(page, 'Input Code', text);

test('a worker that throws while loading: the formatter says so, and works again once the worker can start', async ({ page }) => {
  let broken = true;
  await page.route(/\/assets\/engine\.worker-[\w-]+\.js$/, async (route) => {
    if (!broken) return route.fallback();
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("engine failed to start");' });
  });
  await page.goto('/json-formatter');
  await typeInput(page, '{"a":1}');
  await formatButton(page).click();
  await expect(errorBox(page)).toHaveText(CRASHED);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(formatButton(page)).toBeEnabled();
  broken = false;
  await formatButton(page).click();
  await expect(page.locator('.vt-list .vt-code').first()).toHaveText('{');
  await expect(errorBox(page)).toHaveCount(0);
});

test('a worker script that cannot be fetched (a new deployment): the page offers a reload', async ({ page }) => {
  await page.route(/\/assets\/engine\.worker-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/xml-compare');
  for (const side of ['Original', 'Modified']) await fillEditor(page, side, '<a/>');
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(errorBox(page).locator('.error-banner-message')).toHaveText(UPDATED);
  await expect(errorBox(page).getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Comparing…' })).toHaveCount(0);
});

test('a worker that dies mid-job: the pending call fails at once with a clear message, and the next job works', async ({ page }) => {
  // The Python formatter's WASM is held back, so the worker is in the middle of a format when it dies.
  let release!: () => void;
  let requested!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const wasmRequested = new Promise<void>((r) => (requested = r));
  await page.route(/\/assets\/ruff_fmt_bg-[\w-]+\.wasm$/, async (route) => {
    requested();
    await held;
    await route.fallback();
  });
  await page.goto('/python-formatter');
  await typeInput(page, 'x=1');
  const started = page.waitForEvent('worker');
  await formatButton(page).click();
  const worker = await started;
  await expect(page.getByRole('progressbar', { name: 'Formatting' })).toBeVisible();
  await wasmRequested;
  // An uncaught error inside the worker while the call is pending: the browser reports it to the page.
  await worker.evaluate(() => (self as unknown as { reportError(e: unknown): void }).reportError(new Error('killed mid-job')));
  await expect(errorBox(page)).toHaveText(CRASHED);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  release();
  await formatButton(page).click();
  await expect(page.locator('.vt-list .vt-code').first()).toHaveText('x = 1');
  await expect(errorBox(page)).toHaveCount(0);
});

test.describe('a page whose code cannot be fetched', () => {
  test('after a deployment replaced the files: the page says it was updated and offers a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForApp(page);
    // The next deployment's files have other names: this tab's chunks are gone from the server.
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.locator('footer').getByRole('link', { name: 'JSON Formatter' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This page was updated' })).toHaveText(UPDATED);
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'JSON Formatter', level: 1 })).toBeVisible();
  });

  test('offline before the page was cached: the page says so', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A click before the app runs would be the browser's own navigation.
    await waitForApp(page);
    await context.setOffline(true);
    await page.locator('footer').getByRole('link', { name: 'JSON Compare' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'offline' })).toHaveText('You are offline and this page has not been cached yet.');
    await context.setOffline(false);
  });

  test('offline in German, before any message file was loaded: the page says so in German', async ({ page, context }) => {
    // The page carries these messages itself (no message file has been loaded before the first input).
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForApp(page);
    await context.setOffline(true);
    await page.locator('footer a[href="/de/json-compare"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnte nicht geladen werden');
    await expect(page.getByRole('alert')).toHaveText('Du bist offline und diese Seite ist noch nicht im Cache.');
    await context.setOffline(false);
  });
});
