import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfPages } from './helpers/pdf';

/**
 * The jobs of a compare screen cancel independently: cancelling a PDF export leaves the compare's result in its
 * worker (merges and another export read it there, without comparing again), and cancelling the structural summary
 * leaves the compare alone; each works again afterwards.
 */

const badge = (page: Page) => page.getByText(/^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/);
const summaryCount = (page: Page) => page.getByRole('region', { name: 'Structural changes' }).locator('.cmp__structure-count');

/** `n` records; in `changed` ones the value `v` differs (one line each, laid out by the JSON formatter). */
const records = (n: number, changed: (i: number) => boolean = () => false) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i, name: `person ${i}`, v: changed(i) ? -i : i })));

async function openFile(page: Page, side: 'Original' | 'Modified', name: string, text: string): Promise<void> {
  await expect(page.getByRole('textbox', { name: side, exact: true })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: side }).getByRole('button', { name: 'Open File' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Compares `n` records with every 100th one changed: `n / 100` one-line changes. */
async function compareRecords(page: Page, n: number): Promise<void> {
  await page.goto('/json-compare');
  await openFile(page, 'Original', 'before.json', records(n));
  await openFile(page, 'Modified', 'after.json', records(n, (i) => i % 100 === 50));
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(badge(page)).toHaveText(`Found ${n / 100} differences in ${n / 100} blocks`, { timeout: 60_000 });
}

/** Exports "Only changes" and returns the PDF's text. */
async function exportChanges(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Only changes' }).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('json-compare-diff.pdf');
  return (await pdfPages(new Uint8Array(await readFile(await download.path())))).join(' ');
}

/** Copies the first change block to Modified: the merge reads the result held by the compare's worker. */
async function mergeFirstChange(page: Page, left: number): Promise<void> {
  await page.getByRole('button', { name: 'Next difference' }).click();
  await page.getByRole('button', { name: 'Copy change to after.json →' }).click();
  await expect(badge(page)).toHaveText(`Found ${left} differences in ${left} blocks`, { timeout: 60_000 });
  await expect(page.locator('.error-banner')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('cmp-test-cleared')) {
      localStorage.removeItem('devtoolbox:compare:options');
      sessionStorage.setItem('cmp-test-cleared', '1');
    }
  });
});

test('a PDF export cancelled: no file, the result stays; the summary, a merge and another export need no new compare', async ({ page }) => {
  test.setTimeout(180_000);
  // 20,000 records: about 100,000 rows, a PDF of every row takes seconds.
  await compareRecords(page, 20_000);
  await expect(summaryCount(page)).toHaveText('200 structural changes', { timeout: 30_000 });
  let downloads = 0;
  page.on('download', () => downloads++);

  await page.getByRole('button', { name: 'Export PDF' }).click();
  const exporting = page.getByRole('status').filter({ hasText: 'Exporting PDF…' });
  await expect(exporting).toBeVisible();
  await exporting.getByRole('button', { name: 'Cancel export' }).click();
  await expect(exporting).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Comparing…' })).toHaveCount(0);
  await expect(badge(page)).toHaveText('Found 200 differences in 200 blocks');
  expect(downloads).toBe(0);

  // The summary by key, in its own worker; then another export from the result the compare's worker still holds.
  const key = page.getByRole('textbox', { name: 'Match array items by key' });
  await key.fill('id');
  await key.press('Enter');
  await expect(summaryCount(page)).toHaveText('200 structural changes');
  const text = await exportChanges(page);
  expect(text).toContain('Found 200 differences in 200 blocks');
  expect(text).toMatch(/"v": 50 \d+ "v": -50 /);
  // A merge reads the same result there; it then compares the merged texts.
  await mergeFirstChange(page, 199);
  await expect(summaryCount(page)).toHaveText('199 structural changes');
});

test('the structural summary cancelled: the compare stays; an export and a merge work, and the summary runs again', async ({ page }) => {
  test.setTimeout(180_000);
  // The summary's worker is the compare page's second one to start: its script is held, so the summary is still
  // under way when Cancel is pressed, however fast the machine.
  let workers = 0;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/engine\.worker-[\w-]+\.js$/, async (route) => {
    if (++workers === 2) await held;
    await route.fallback();
  });
  await compareRecords(page, 2_000);
  const summary = page.getByRole('region', { name: 'Structural changes' });
  await expect(summaryCount(page)).toHaveText('Summarising…');
  await summary.getByRole('button', { name: 'Cancel summary' }).click();
  await expect(summaryCount(page)).toHaveText('');
  await expect(summary.getByRole('button', { name: 'Summarise' })).toBeVisible();
  await expect(badge(page)).toHaveText('Found 20 differences in 20 blocks');
  release();

  const text = await exportChanges(page);
  expect(text).toContain('Found 20 differences in 20 blocks');
  await mergeFirstChange(page, 19);
  // The merged texts' summary, in a fresh worker.
  await expect(summaryCount(page)).toHaveText('19 structural changes');
  await summary.getByRole('button', { name: 'Cancel summary' }).waitFor({ state: 'detached' });
  expect(workers).toBeGreaterThanOrEqual(3);
});

test('a visit that only reads the compare page does not download the engine; the first click into a side starts it', async ({ page }) => {
  const workerScripts: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/engine\.worker-[\w-]+\.js$/.test(r.url())) workerScripts.push(r.url());
  });
  await page.goto('/json-compare');
  // The page has started: its controls are enabled (they are disabled until the app runs).
  await expect(page.locator('fieldset.tool-body')).toBeEnabled();
  // Longer than the idle moment's time limit (2 s) after which a warmed worker would have started.
  await page.waitForTimeout(3_000);
  expect(workerScripts).toEqual([]);
  await page.getByRole('textbox', { name: 'Original', exact: true }).click();
  await expect.poll(() => workerScripts.length).toBe(1);
});
