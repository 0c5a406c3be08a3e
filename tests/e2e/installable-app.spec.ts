import { expect, test, type Page } from '@playwright/test';
import { rowsList } from './helpers/big-file';

/**
 * The installable app: its manifest, files the operating system opens with it (the Launch Queue API, here a stand-in
 * installed before the page's scripts run, handing over file handles as an installed app receives them) and text
 * shared to it (the service worker takes the share target's POST).
 */

/** A file the stand-in hands over: its text, or a JSON array of `records` records built in the page. */
type LaunchedFile = { name: string; type?: string; text?: string; records?: number };

/**
 * Installs `window.launchQueue` before the page's scripts: the consumer the page sets receives `files` as
 * FileSystemFileHandle-like objects (kind, name, getFile()), as Chrome delivers a launch.
 */
async function launchWith(page: Page, files: LaunchedFile[]): Promise<void> {
  await page.addInitScript((files) => {
    const handles = files.map((f) => ({
      kind: 'file',
      name: f.name,
      getFile: async () => {
        let text = f.text ?? '';
        if (f.records) {
          const parts = new Array<string>(f.records);
          for (let i = 0; i < f.records; i++) parts[i] = `{"id":${i},"name":"person ${i}"}`;
          text = `[${parts.join(',')}]`;
        }
        return new File([text], f.name, { type: f.type ?? '' });
      },
    }));
    // Chromium has a launchQueue of its own (a getter): the stand-in replaces it.
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: {
        setConsumer(consumer: (params: { targetURL: string; files: typeof handles }) => void) {
          consumer({ targetURL: location.href, files: handles });
        },
      },
    });
  }, files);
}

test('the manifest: a standalone app with its icons, the file types it opens and a share target', async ({ request, page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', theme_color: '#0B0B2B', share_target: { action: '/share-target', method: 'POST' } });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
  for (const handler of manifest.file_handlers as { action: string }[]) expect((await request.get(handler.action)).status(), handler.action).toBe(200);
});

test('a JSON file opened with the app is loaded into the JSON formatter and shown formatted', async ({ page }) => {
  await launchWith(page, [{ name: 'order.json', type: 'application/json', text: '{"order":{"id":7,"items":["tea","milk"]}}' }]);
  await page.goto('/json-formatter');
  await expect(page.locator('[aria-label="Formatted Code"] .vt-code')).toHaveText([
    '{',
    '  "order": {',
    '    "id": 7,',
    '    "items": [',
    '      "tea",',
    '      "milk"',
    '    ]',
    '  }',
    '}',
  ]);
  await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toContainText('"items":["tea","milk"]');
});

test('a JSON file over 16 MB takes the big-file path', async ({ page }) => {
  test.setTimeout(90_000);
  const records = 600_000;
  await launchWith(page, [{ name: 'people.json', type: 'application/json', records }]);
  await page.goto('/json-formatter');
  await expect(page.getByText('people.json')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Valid JSON: ${(2 + 4 * records).toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 60_000 });
  await expect(rowsList(page).locator('.vt-row').nth(2)).toHaveText('3    "id": 0,');
  // Not loaded into the editor: the input is shown read-only.
  await expect(page.getByRole('list', { name: 'Input Code (read-only)' })).toBeVisible();
});

test("each file goes to its type's tool: a CSV launched at the home page opens in CSV to JSON and is converted", async ({ page }) => {
  await launchWith(page, [{ name: 'people.csv', type: 'text/csv', text: 'name,city\nZoë,Zürich\n' }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/csv-to-json$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CSV to JSON Converter');
  await expect(page.locator('.vt-list .vt-code').filter({ hasText: '"city": "Zürich"' })).toHaveCount(1);
});

test('a file of an unknown type opens in the tool of the page it was launched at', async ({ page }) => {
  await launchWith(page, [{ name: 'response.log', text: '{"status":"ok"}' }]);
  await page.goto('/json-formatter');
  await expect(page.locator('[aria-label="Formatted Code"] .vt-code')).toHaveText(['{', '  "status": "ok"', '}']);
  await expect(page).toHaveURL(/\/json-formatter$/);
});

test('two text files opened together land on both sides of Text Compare', async ({ page }) => {
  await launchWith(page, [
    { name: 'before.txt', type: 'text/plain', text: 'alpha\nbeta\n' },
    { name: 'after.txt', type: 'text/plain', text: 'alpha\ngamma\n' },
  ]);
  await page.goto('/text-compare');
  await expect(page.getByRole('heading', { name: 'Original · before.txt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modified · after.txt' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Modified', exact: true })).toContainText('gamma');
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(page.getByRole('table', { name: 'Text Compare result' })).toBeVisible();
});

test.describe('share target', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  test('text shared to the app goes through the service worker, never an address, to the tool of its type', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
    // What the browser does for a share: a form POST of the manifest's params to the share target's action.
    await page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { method: 'POST', action: '/share-target', enctype: 'application/x-www-form-urlencoded' });
      for (const [name, value] of [['title', 'Order'], ['text', '{"shared":{"from":"mail"}}']]) {
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      }
      document.body.append(form);
      form.submit();
    });
    await expect(page).toHaveURL(/\/json-formatter$/);
    await expect(page.locator('[aria-label="Formatted Code"] .vt-code')).toHaveText(['{', '  "shared": {', '    "from": "mail"', '  }', '}']);
    // The POST was answered by the service worker: the text is in no address, and it is gone from the cache.
    expect(requests.filter((r) => r.includes('mail'))).toEqual([]);
    expect(await page.evaluate(async () => Boolean(await caches.match(new URL('/share-target', location.href).href)))).toBe(false);
  });
});
