import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makeInPage, pasteLarge } from './helpers/editor';

/**
 * Pasted text over the editor's 50 MB: the JSON Formatter and Text Compare take it as bytes, like an opened file
 * (read in parts by a worker, never put into the editor); the other tools refuse it with a message.
 */

test.describe.configure({ mode: 'serial' });

let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'big-paste-'));
});
test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const rowsList = (page: Page) => page.getByRole('list', { name: 'Formatted Code' });
const row = (page: Page, n: number) => rowsList(page).locator('.vt-row').filter({ has: page.locator('.vt-num', { hasText: new RegExp(`^${n}$`) }) });

/** 1,300,000 records (about 62 MB minified), made in the page; each is 5 formatted lines. */
const RECORDS = 1_300_000;
const record = (i: number) => `{"id":${i},"name":"person ${i}","ok":true}`;

test('a 62 MB paste in the JSON Formatter is shown formatted from its bytes; the download is the formatted text; Clear brings the editor back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await page.goto('/json-formatter');
  const text = await makeInPage(page, { head: '[', unit: '{"id":{i},"name":"person {i}","ok":true}', count: RECORDS, separator: ',', tail: ']' });
  let size = 2 + RECORDS - 1;
  for (let i = 0; i < RECORDS; i++) size += record(i).length;
  expect(size).toBeGreaterThan(50 * MB);
  await pasteLarge(page, 'Input Code', text);

  await expect(page.getByText('Pasted text', { exact: true })).toBeVisible();
  await expect(page.getByText(`${(size / MB).toFixed(1)} MB`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Large paste: kept as bytes/)).toBeVisible();
  // Never put into the editor: the editor is gone while the paste is shown.
  await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toBeHidden();
  await expect(row(page, 1)).toHaveText('1[');
  await expect(row(page, 2)).toHaveText('2  {');
  await expect(row(page, 3)).toHaveText('3    "id": 0,');
  await expect(row(page, 4)).toHaveText('4    "name": "person 0",');
  const lines = 2 + 5 * RECORDS;
  await expect(page.getByText(`Valid JSON: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 60_000 });

  // The last lines.
  await page.getByRole('textbox', { name: 'Go to line' }).fill(String(lines));
  await page.keyboard.press('Enter');
  await expect(row(page, lines)).toHaveText(`${lines}]`);
  await expect(row(page, lines - 1)).toHaveText(`${lines - 1}  }`);
  await expect(row(page, lines - 3)).toHaveText(`${lines - 3}    "name": "person ${RECORDS - 1}",`);

  // The download is the document formatted with 2 spaces, byte for byte.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const bytes = readFileSync((await download.path())!);
  const parts: string[] = [];
  for (let i = 0; i < RECORDS; i++) parts.push(`  {\n    "id": ${i},\n    "name": "person ${i}",\n    "ok": true\n  }`);
  const expected = Buffer.from(`[\n${parts.join(',\n')}\n]`);
  expect(bytes.length).toBe(expected.length);
  expect(bytes.equals(expected)).toBe(true);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toBeVisible();
  await expect(page.getByText('Pasted text', { exact: true })).toBeHidden();
});

/** The compare's lines: 52 bytes each; every 1000th (at 500) is changed on the file's side. */
const LINES = 1_200_000;
const line = (i: number, edited: boolean) => `${String(i).padStart(7, '0')} the quick brown fox jumps over the lazy dog${edited ? ' CHANGED' : ''}\n`;

function writeModified(): string {
  const file = path.join(dir, 'modified.txt');
  const parts: string[] = [];
  for (let i = 0; i < LINES; i++) parts.push(line(i, i % 1000 === 500));
  writeFileSync(file, parts.join(''));
  return file;
}

test('Text Compare: 60 MB pasted on one side, a file on the other: the exact count; progress names the stage, MB, MB/s and time left; Cancel after the reading', async ({ page }) => {
  test.setTimeout(150_000);
  const modified = writeModified();
  await page.goto('/text-compare');
  const text = await makeInPage(page, { unit: '{i} the quick brown fox jumps over the lazy dog\n', count: LINES, pad: 7 });
  await pasteLarge(page, 'Original', text);
  const original = page.getByRole('group', { name: 'Original file' });
  await expect(original).toContainText('Pasted text');
  await expect(original).toContainText(`${Math.round((line(0, false).length * LINES) / MB)} MB · read-only: compared from the pasted text’s bytes, not loaded into the editor.`);
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeHidden();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: 'Modified' }).getByRole('button', { name: 'Open File' }).click();
  await (await chooser).setFiles(modified);
  await expect(page.getByRole('group', { name: 'Modified file' })).toContainText('modified.txt');

  // Every progress text while it runs.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __progress: string[] }).__progress = []);
    new MutationObserver(() => {
      const t = document.querySelector('.cmp__progress span')?.textContent;
      if (t && t !== seen.at(-1)) seen.push(t);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const progress = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Cancel' }) });

  // Cancel once the files are read, while the lines are compared: back to the inputs, nothing shown.
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(progress).toContainText(/^(Splitting|Matching) lines: /, { timeout: 30_000 });
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByText(/^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/)).toBeHidden();
  await expect(original).toBeVisible();

  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(page.getByText(/^Found (1 difference|\d+ differences in \d+ blocks?)$/)).toHaveText('Found 1200 differences in 1200 blocks', { timeout: 90_000 });
  await expect(page.getByRole('columnheader', { name: 'Pasted text', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next difference' }).click();
  await expect(page.getByText('Change 1 of 1200')).toBeVisible();
  const first = page.locator('.diff-view__row[data-row="500"]');
  await expect(first.locator('.diff-view__left')).toHaveText('0000500 the quick brown fox jumps over the lazy dog');
  await expect(first.locator('.diff-view__right')).toHaveText('0000500 the quick brown fox jumps over the lazy dog CHANGED');

  const seen = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
  const total = `${Math.round((2 * line(0, false).length * LINES + ' CHANGED'.length * 1200) / MB)} MB`;
  // The reading and the engine's byte stages, each with MB done of both sizes, MB/s and the whole compare's time left.
  for (const stage of ['Reading files', 'Splitting lines', 'Matching lines']) {
    expect(seen.some((t) => new RegExp(`^${stage}: \\d+(\\.\\d)? MB of ${total} · \\d+ MB/s · about \\d+ s left$`).test(t)), `${stage} in ${seen.join(' | ')}`).toBe(true);
  }
  // Time left comes down as the compare goes on.
  const left = seen.map((t) => Number(/about (\d+) s left/.exec(t)?.[1] ?? NaN)).filter((n) => !Number.isNaN(n));
  expect(left.length).toBeGreaterThan(2);
  expect(left.at(-1)!).toBeLessThanOrEqual(Math.max(...left));
});

test('tools without a big path refuse a paste over 50 MB with the message, and keep their text', async ({ page }) => {
  const message =
    'This input is larger than 50 MB, the most this editor takes. JSON and XML up to 2 GB can be pasted, opened or dropped in the JSON and XML Formatters, and any text in Text Compare; otherwise, please split it or use a smaller excerpt.';
  for (const [url, name] of [
    ['/css-formatter', 'Input Code'],
    ['/json-compare', 'Original'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
    const text = await makeInPage(page, { unit: 'a'.repeat(1024), count: 50 * 1024 + 1 });
    await pasteLarge(page, name, text);
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.locator(`.cm-content[aria-label="${name}"]`)).not.toContainText('aaaa');
    await expect(page.getByText('Pasted text')).toHaveCount(0);
  }
});
