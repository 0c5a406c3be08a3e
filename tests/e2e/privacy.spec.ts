import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { toolsOfKind } from '../../src/tools/catalogue';
import { fillEditor } from './helpers/editor';
import { FORMAT_SAMPLES, compareAndExportPdf, formatWith } from './release-helpers';

/**
 * With default settings the built site contacts no other origin while every tool is used: every request of
 * the context (pages, workers, the service worker) is recorded while each language is formatted, each type
 * compared and exported as PDF, test data and JSON generated and exported, and the text tool used.
 */

// The service worker is part of what ships, and its precache requests must be same-origin too.
test.use({ serviceWorkers: 'allow' });

function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(r.url()));
  return urls;
}

function foreign(urls: string[], page: Page): string[] {
  const origin = new URL(page.url()).origin;
  // data: and blob: URLs are produced in the page (downloads, workers) and never leave it.
  return urls.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin);
}

test.describe('default settings contact no other origin', () => {
  test.describe.configure({ timeout: 180_000 });

  test('formatting every language', async ({ page, context }) => {
    const urls = recordRequests(context);
    for (const tool of toolsOfKind('formatter')) {
      await page.goto(tool.path);
      await formatWith(page, FORMAT_SAMPLES[tool.language]);
      await expect(page.locator('.vt-list .vt-row').first()).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /^Download/ }).first().click();
      await download;
    }
    expect(urls.length).toBeGreaterThan(20);
    expect(foreign(urls, page)).toEqual([]);
  });

  test('comparing every type and exporting the PDF', async ({ page, context }) => {
    const urls = recordRequests(context);
    for (const tool of toolsOfKind('compare')) {
      await page.goto(tool.path);
      await compareAndExportPdf(page, tool);
    }
    expect(foreign(urls, page)).toEqual([]);
  });

  test('making types in every language', async ({ page, context }) => {
    const urls = recordRequests(context);
    for (const tool of toolsOfKind('types')) {
      await page.goto(tool.path);
      await fillEditor(page, 'Data to make types from', '[{"id":1,"tags":["a"]},{"id":2,"email":"a@example.org"}]');
      await page.getByRole('button', { name: 'Make Types', exact: true }).click();
      await expect(page.locator('.vt-list .vt-row').first()).toBeVisible();
    }
    expect(foreign(urls, page)).toEqual([]);
  });

  test('generating test data and JSON, and the text tool', async ({ page, context }) => {
    const urls = recordRequests(context);
    await page.goto('/test-data-generator');
    for (const name of ['Generate BSN', 'Generate IBAN', 'Generate Phone']) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    await page.goto('/json-generator');
    await page.getByLabel('Number of Records').fill('50');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Generated Data' })).toBeVisible();
    await page.goto('/text-tool');
    await fillEditor(page, 'Input', '{"a":[1,2]}');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Input against output' })).toBeVisible();
    for (const path of ['/', '/about', '/privacy', '/terms', '/search?q=json']) await page.goto(path);
    expect(foreign(urls, page)).toEqual([]);
  });

  test('the service worker precaches only same-origin files', async ({ page, context }) => {
    const urls = recordRequests(context);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => urls.filter((u) => u.includes('/assets/')).length, { timeout: 60_000 }).toBeGreaterThan(50);
    expect(foreign(urls, page)).toEqual([]);
  });
});

test.describe('with telemetry configured (build:configured)', () => {
  const BASE = `http://127.0.0.1:${process.env.E2E_CONFIGURED_PORT || 4174}`;
  const SECRET = 'SECRET-INPUT-7d1f';

  test('tool events reach the data layer in category "Tool Usage", and no event or error report carries user input', async ({ page, context }) => {
    const bodies: string[] = [];
    context.on('request', (r) => bodies.push(`${r.url()} ${r.postData() ?? ''}`));
    await page.route('**/gtag/js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.route('**/__errors', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${BASE}/json-formatter`);
    await formatWith(page, `{"key": "${SECRET}"}`);
    // Invalid input: an error report is sent, naming the tool, never quoting the input.
    await formatWith(page, `{"${SECRET}" ${SECRET}}`);
    await expect(page.locator('.error-banner')).toBeVisible();
    const layer = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((a) => JSON.parse(JSON.stringify(Array.from(a)))),
    );
    const toolEvents = layer.filter((a) => a[0] === 'event' && a[2]?.event_category === 'Tool Usage');
    expect(toolEvents.map((a) => a[1])).toEqual(expect.arrayContaining(['Tool Opened', 'Format Started', 'Format Completed']));
    expect(toolEvents.every((a) => a[2].event_label === 'JSON Formatter')).toBe(true);
    await expect.poll(() => bodies.some((b) => b.includes('/__errors'))).toBe(true);
    expect(JSON.stringify(layer)).not.toContain(SECRET);
    expect(bodies.filter((b) => b.includes(SECRET))).toEqual([]);
  });
});
