import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bigJsonRecord, LINES_PER_RECORD, writeBigJson } from '../../scripts/make-big-json.mjs';
import { pasteLarge } from './helpers/editor';
import { bigFileFixture, gotoFormatter, openFile, overCeilingFile, row } from './helpers/big-file';
import { formatJson } from '../../workers/format/languages/json';

// Files over 16 MB opened in the JSON formatter are read in parts by a worker and shown formatted at once.
const big = bigFileFixture('people.json', (file) => writeBigJson(file, 300));

test.beforeEach(async ({ page }) => {
  await gotoFormatter(page, '/json-formatter');
});

test('a 300 MB file shows formatted rows at once, then the last line and Find near the end', async ({ page }) => {
  test.setTimeout(90_000);
  await openFile(page, big.file);
  await expect(page.getByText('people.json')).toBeVisible();
  await expect(page.getByText('300.0 MB', { exact: true })).toBeVisible();
  // The first rows, formatted, while the rest is still being read (their fold toggles come once it is all read).
  await expect(row(page, 1)).toHaveText(/^1▾?\[$/);
  await expect(row(page, 2)).toHaveText(/^2▾? {2}\{$/);
  await expect(row(page, 3)).toHaveText('3    "id": 0,');
  const lines = 2 + LINES_PER_RECORD * big.records;
  await expect(page.getByText(`Valid JSON: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 60_000 });

  // The input as written, read-only: one line (the file is minified), its first 10,000 characters and the count of
  // the rest, found without reading the line through on the page.
  const input = page.getByRole('list', { name: 'Input Code (read-only)' });
  await expect(input.locator('.vt-row')).toHaveCount(1);
  await expect(input.locator('.vt-row')).toHaveText(
    new RegExp(`^1\\[\\{"id":0,"name":"person 0",.* … ${(big.size - 10_000).toLocaleString('en')} more characters$`),
  );
  expect((await input.locator('.vt-code').textContent())!.length).toBe(10_000 + ` … ${(big.size - 10_000).toLocaleString('en')} more characters`.length);

  // The last line.
  await page.getByRole('textbox', { name: 'Go to line' }).fill(String(lines));
  await page.keyboard.press('Enter');
  await expect(row(page, lines)).toHaveText(`${lines}]`);
  await expect(row(page, lines - 1)).toHaveText(`${lines - 1}  }`);

  // Find a value near the end: one match, shown and marked.
  await page.getByRole('textbox', { name: 'Go to line' }).fill('1');
  await page.keyboard.press('Enter');
  const last = big.records - 1;
  await page.getByRole('searchbox', { name: 'Find in output' }).fill(`PERSON ${last}`);
  await page.keyboard.press('Enter');
  const nameLine = lines - LINES_PER_RECORD + 2;
  await expect(page.getByText(`1 match · line ${nameLine.toLocaleString('en')}`)).toBeVisible({ timeout: 45_000 });
  await expect(row(page, nameLine)).toHaveText(`${nameLine}    "name": "person ${last}",`);
  await expect(row(page, nameLine).locator('mark')).toHaveText(`person ${last}`);
});

test('Cancel stops a search in a big file and keeps the file: the next search answers from the same worker', async ({ page }) => {
  test.setTimeout(120_000);
  await openFile(page, big.file);
  const lines = 2 + LINES_PER_RECORD * big.records;
  await expect(page.getByText(`Valid JSON: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 60_000 });
  const find = page.getByRole('searchbox', { name: 'Find in output' });
  // Text in no part of the file: the search reads all 300 MB unless stopped.
  await find.fill('no such text in this file');
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('search').getByRole('button', { name: 'Cancel' });
  await cancel.click({ timeout: 10_000 });
  await expect(cancel).toBeHidden();
  await expect(page.getByRole('search').getByText('No matches', { exact: true })).toBeHidden();
  // The worker was not ended: the file is still open, its rows and the next search answer without reading it again.
  await expect(page.getByText('Cancelled. Press Format Code to read the file again.')).toBeHidden();
  await expect(row(page, 3)).toHaveText('3    "id": 0,');
  await find.fill('"person 7"');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`1 match · line ${(LINES_PER_RECORD * 7 + 4).toLocaleString('en')}`)).toBeVisible({ timeout: 45_000 });
  await expect(row(page, LINES_PER_RECORD * 7 + 4).locator('mark')).toHaveText('"person 7"');
});

test('Cancel stops reading the file at once', async ({ page }) => {
  await openFile(page, big.file);
  const progress = page.getByRole('status').filter({ hasText: 'MB of 300.0 MB' });
  await expect(progress).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByText('Cancelled. Press Format Code to read the file again.')).toBeVisible();
  await expect(page.getByText(/Valid JSON/)).toBeHidden();
});

test('the download is byte for byte the small path’s download of the same document', async ({ page }) => {
  test.setTimeout(90_000);
  // Just over the 16 MB threshold: opened as a file it takes the big path; pasted, the editor's.
  const records = Array.from({ length: 52_000 }, (_, i) => bigJsonRecord(i));
  records[7] = '{"s":"caf\\u00e9 \\"q\\" \\\\ é€😀","n":[1.0e+400,-0,12345678901234567890],"e":[],"o":{}}';
  const text = `[${records.join(',')}]`;
  expect(text.length).toBeGreaterThan(16 * 1024 * 1024);
  const file = path.join(big.dir, 'same.json');
  writeFileSync(file, text);

  await pasteLarge(page, 'Input Code', text);
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.locator('.vt-list .vt-row').first()).toBeVisible({ timeout: 30_000 });
  const [small] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const smallBytes = await readFile((await small.path())!);

  await openFile(page, file);
  await expect(page.getByText(/^Valid JSON: [\d,]+ formatted lines\.$/)).toBeVisible({ timeout: 30_000 });
  const [bigDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const bigBytes = await readFile((await bigDownload.path())!);
  expect(bigBytes.length).toBe(smallBytes.length);
  expect(bigBytes.equals(smallBytes)).toBe(true);
  expect(smallBytes.subarray(0, 13).toString()).toBe('[\n  {\n    "id');

  // Copy says the output is too large for the clipboard and offers the download.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('is too large for the clipboard')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download it instead' })).toBeVisible();
});

test('4 spaces and Minify apply to a big file at once: rows and download byte for byte the small path’s; Sort keys says it is small-only', async ({ page }) => {
  test.setTimeout(120_000);
  const records = Array.from({ length: 52_000 }, (_, i) => bigJsonRecord(i));
  records[3] = '{"s":"caf\\u00e9 \\"q\\" \\\\ é€😀","n":[1.0e+400,-0,12345678901234567890],"e":[],"o":{}}';
  const text = `[${records.join(', ')}]`;
  expect(text.length).toBeGreaterThan(16 * 1024 * 1024);
  const file = path.join(big.dir, 'layouts.json');
  writeFileSync(file, text);
  const download = async () => {
    const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    return readFile((await d.path())!);
  };

  await openFile(page, file);
  await expect(page.getByText(/^Valid JSON: [\d,]+ formatted lines\.$/)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Indentation').selectOption('4');
  // The file is read again with the new layout, its rows indented by 4.
  await expect(row(page, 3)).toContainText('        "id": 0,', { timeout: 30_000 });
  const four = formatJson(text, { indent: '4' });
  expect((await download()).equals(Buffer.from(four.ok ? four.value : ''))).toBe(true);

  await page.getByLabel('Minify').check();
  await expect(page.getByText('Valid JSON: 1 formatted line.')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 1)).toContainText('[{"id":0,');
  const minified = formatJson(text, { minify: true });
  expect(minified.ok && minified.value.startsWith('[{"id":0,')).toBe(true);
  expect((await download()).equals(Buffer.from(minified.ok ? minified.value : ''))).toBe(true);

  // Sort keys needs the whole document: the note says so, and the layout stays as it was.
  await page.getByLabel('Sort keys').check();
  await expect(page.getByText(/^Sort keys applies to inputs up to 16\.0 MB only: it reorders an object’s members/)).toBeVisible();
  await page.getByLabel('Sort keys').uncheck();
  await page.getByLabel('Minify').uncheck();
});

test('the 20,000-deep nested array formats and downloads', async ({ page }) => {
  test.setTimeout(90_000);
  const depth = 20_000;
  await pasteLarge(page, 'Input Code', '['.repeat(depth) + ']'.repeat(depth));
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.getByText('Valid JSON: 39,999 formatted lines.')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 1)).toHaveText('1▾[');
  await expect(row(page, 2)).toHaveText('2▾  [');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const bytes = await readFile((await download.path())!);
  // Lines k = 0 … 19,998 open with 2k spaces and '[', the innermost '[]' has 2 · 19,999 spaces, and the closing
  // lines mirror the opening ones.
  expect(bytes.length).toBe(2 * (depth - 1) ** 2 + (2 * (depth - 1) + 2) + 2 * (depth - 1));
  expect(bytes.subarray(0, 8).toString()).toBe('[\n  [\n  ');
  expect(bytes.subarray(bytes.length - 4).toString()).toBe(' ]\n]');

  // Rows too long to show whole (over 10,000 characters of indentation) fold too: the worker says which rows open a
  // node (the first 19,999 lines), so only those get a toggle. Line 15,000 closes on line 25,000.
  await page.getByRole('textbox', { name: 'Go to line' }).fill('20000');
  await page.keyboard.press('Enter');
  const rows = page.getByRole('list', { name: 'Formatted Code' }).locator('.vt-row');
  await expect(row(page, 20000)).toBeVisible();
  const numbers = async (withToggle: boolean) =>
    (await (withToggle ? rows.filter({ has: page.locator('.vt-toggle') }) : rows).locator('.vt-num').allTextContents()).map(Number);
  await expect.poll(async () => (await numbers(true)).length).toBeGreaterThan(5);
  expect(await numbers(true)).toEqual((await numbers(false)).filter((n) => n < 20000));
  await page.getByRole('textbox', { name: 'Go to line' }).fill('15000');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Collapse line 15000', exact: true }).click();
  await expect(row(page, 15000).locator('.vt-folded')).toHaveText('… 9,999 lines');
  await expect.poll(async () => (await numbers(false)).filter((n) => n >= 15000).slice(0, 3)).toEqual([15000, 25000, 25001]);
});

test('a dropped file over 16 MB takes the same path; Clear brings the editor back', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Input Code', exact: true }).click();
  await page.evaluate(() => {
    const record = '{"k":"' + 'x'.repeat(90) + '","n":[1,2,3]}';
    const text = '[' + Array.from({ length: 170_000 }, () => record).join(',') + ']';
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    const target = document.querySelector('.cm-content') ?? document.querySelector('textarea')!;
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('dropped.json')).toBeVisible();
  // 170,000 records of 8 lines, and the array's brackets.
  await expect(page.getByText('Valid JSON: 1,360,002 formatted lines.')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 3)).toHaveText(`3    "k": "${'x'.repeat(90)}",`);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toBeVisible();
  await expect(page.getByText('dropped.json')).toBeHidden();
});

test('an error near the end of a big file is named with its line and column, as the small path names it', async ({ page }) => {
  const records = Array.from({ length: 50_000 }, (_, i) => bigJsonRecord(i));
  const file = path.join(big.dir, 'broken.json');
  // Line 2 of the file; the trailing comma before ']' is the error.
  writeFileSync(file, `[\n${records.join(',')},]`);
  await openFile(page, file);
  const column = records.join(',').length + 2;
  await expect(page.locator('.error-banner')).toContainText('Invalid JSON format. Please check your JSON syntax.');
  await expect(page.locator('.error-banner')).toContainText(`Trailing comma before ']' is not allowed at line 2, column ${column}`);
  await expect(page.getByText('No output: see the error above.')).toBeVisible();
  // The input as written shows the error's line, marked: its first 10,000 characters and the count of the rest.
  const marked = page.getByRole('list', { name: 'Input Code (read-only)' }).locator('.vt-row-current');
  await expect(marked).toHaveText(new RegExp(`^2\\{"id":0,.* … ${(column - 10_000).toLocaleString('en')} more characters$`));
  await expect(marked).toBeInViewport();
});

test('a file over 2 GB gets a clear message and is not read', async ({ page }) => {
  const file = overCeilingFile(big.dir, 'huge.json');
  await openFile(page, file);
  await expect(page.getByRole('alert')).toContainText('This file is larger than 2 GB.');
  await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toBeVisible();
});
