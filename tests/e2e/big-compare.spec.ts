import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, ftruncateSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pdfPages } from './helpers/pdf';

/**
 * Text Compare of two files over the big-file threshold (16 MB): opened through the file chooser, read and
 * compared from their bytes in the worker, shown without ever loading them into the editors.
 */

const LINES = 600_000;
/** Every 1000th line (at 500) is changed, and the third line from the end: 601 modified rows, one block each. */
const changed = (i: number) => i % 1000 === 500 || i === LINES - 3;
const line = (i: number, edited: boolean) => `${String(i).padStart(7, '0')} the quick brown fox jumps over the lazy dog${edited ? ' CHANGED' : ''}\n`;

let dir = '';
let original = '';
let modified = '';

/** Writes the pair (about 30 MB each) in parts, so the test needs little memory. */
function writePair() {
  dir = mkdtempSync(path.join(tmpdir(), 'big-compare-'));
  original = path.join(dir, 'orders-a.txt');
  modified = path.join(dir, 'orders-b.txt');
  const fa = openSync(original, 'w');
  const fb = openSync(modified, 'w');
  for (let from = 0; from < LINES; from += 50_000) {
    let a = '';
    let b = '';
    for (let i = from; i < from + 50_000; i++) {
      a += line(i, false);
      b += line(i, changed(i));
    }
    writeFileSync(fa, a);
    writeFileSync(fb, b);
  }
  closeSync(fa);
  closeSync(fb);
}

test.beforeAll(writePair);
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function openFile(page: Page, side: 'Original' | 'Modified', file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: side }).getByRole('button', { name: 'Open File' }).click();
  await (await chooser).setFiles(file);
}

async function openBoth(page: Page) {
  await page.goto('/text-compare');
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeVisible();
  await openFile(page, 'Original', original);
  await openFile(page, 'Modified', modified);
  const side = page.getByRole('group', { name: 'Original file' });
  await expect(side).toContainText('orders-a.txt');
  await expect(side).toContainText('30 MB · read-only: compared from the file, not loaded into the editor.');
  await expect(page.getByRole('group', { name: 'Modified file' })).toContainText('orders-b.txt');
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeHidden();
}

const badge = (page: Page) => page.getByText(/^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/);

test('two 30 MB files: the exact count, the first rows, the last change after Previous, a PDF of Only changes', async ({ page }) => {
  test.setTimeout(90_000);
  await openBoth(page);
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(badge(page)).toHaveText('Found 601 differences in 601 blocks', { timeout: 60_000 });
  await expect(page.getByRole('columnheader', { name: 'orders-a.txt', exact: true })).toBeVisible();
  // The texts of the rows in view come from the worker.
  const first = page.locator('.diff-view__row[data-row="0"]');
  await expect(first.locator('.diff-view__left')).toHaveText('0000000 the quick brown fox jumps over the lazy dog');
  // Previous from the top goes to the last change, near the end of the files.
  await page.getByRole('button', { name: 'Previous difference' }).click();
  await expect(page.getByText('Change 601 of 601')).toBeVisible();
  const last = page.locator(`.diff-view__row[data-row="${LINES - 3}"]`);
  await expect(last.locator('.diff-view__right')).toHaveText(`0${LINES - 3} the quick brown fox jumps over the lazy dog CHANGED`);
  await expect(last.locator('.diff-view__left')).toHaveText(`0${LINES - 3} the quick brown fox jumps over the lazy dog`);
  await expect(last.locator('.diff-view__num').first()).toHaveText(String(LINES - 2));

  await page.getByLabel('Only changes').check();
  await page.getByLabel('Context lines').fill('1');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pages = await pdfPages(new Uint8Array(await readFile(await (await downloading).path())));
  expect(pages[0]).toMatch(
    /^Text Compare orders-a\.txt -> orders-b\.txt .+ Found 601 differences in 601 blocks, only changes with 1 context line orders-a\.txt orders-b\.txt … 499 unchanged lines hidden 500 0000499 the quick brown fox jumps over the lazy dog 500 0000499 the quick brown fox jumps over the lazy dog 501 0000500 the quick brown fox jumps over the lazy dog 501 0000500 the quick brown fox jumps over the lazy dog CHANGED /,
  );
  const text = pages.join(' ');
  expect(text.match(/ CHANGED/g)).toHaveLength(601);
  expect(text).toContain(`0${LINES - 3} the quick brown fox jumps over the lazy dog CHANGED`);
  expect(text.match(/… \d+ unchanged lines hidden/g)).toHaveLength(601);
});

test('Cancel while the files are compared goes back to the files; comparing again gives the result', async ({ page }) => {
  test.setTimeout(90_000);
  await openBoth(page);
  await page.getByRole('button', { name: 'Compare Code' }).click();
  const progress = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Cancel' }) });
  await expect(progress).toContainText(/^((Reading files|Splitting lines|Matching lines): .* of 60 MB|(Comparing lines|Building rows)…)/);
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(badge(page)).toBeHidden();
  await expect(page.getByRole('group', { name: 'Original file' })).toBeVisible();
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(badge(page)).toHaveText('Found 601 differences in 601 blocks', { timeout: 60_000 });
});

test('a file over 2 GB is refused with a message before it is read', async ({ page }) => {
  const huge = path.join(dir, 'huge.txt');
  const fd = openSync(huge, 'w');
  ftruncateSync(fd, 2 * 1024 * 1024 * 1024 + 1); // sparse: no disk space used
  closeSync(fd);
  await page.goto('/text-compare');
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeVisible();
  await openFile(page, 'Original', huge);
  await expect(page.getByRole('alert')).toContainText(
    'This file is larger than 2 GB. DevToolbox compares files up to 2 GB each in the browser: please split it or compare a smaller excerpt.',
  );
  await expect(page.getByRole('group', { name: 'Original file' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeVisible();
});

test('files over 16 MB dropped on the editors are compared from their bytes; Remove file brings the editor back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/text-compare');
  for (const [side, name, last] of [
    ['Original', 'drop-a.log', 'end a'],
    ['Modified', 'drop-b.log', 'end b'],
  ] as const) {
    await expect(page.getByRole('textbox', { name: side, exact: true })).toBeEnabled();
    // 2,200,000 lines of 18 bytes (about 40 MB: a result of more rows than the 2 million a virtual list must hold),
    // built in the page; the last line differs between the two.
    await page.getByRole('textbox', { name: side, exact: true }).evaluate(
      (el, f) => {
        const data = new DataTransfer();
        data.items.add(new File(['the same old line\n'.repeat(2_199_999) + f.last], f.name, { type: 'text/plain' }));
        el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      },
      { name, last },
    );
    await expect(page.getByRole('group', { name: `${side} file` })).toContainText(name);
  }
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(badge(page)).toHaveText('Found 1 difference', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Next difference' }).click();
  const row = page.locator('.diff-view__row[data-row="2199999"]');
  await expect(row.locator('.diff-view__left')).toHaveText('end a');
  await expect(row.locator('.diff-view__right')).toHaveText('end b');
  await expect(row.locator('.diff-view__num').first()).toHaveText('2200000');
  await expect(row).toBeInViewport();
  expect(await page.locator('.diff-view__list').evaluate((el) => el.scrollHeight)).toBeLessThanOrEqual(8_000_000);
  await page.getByRole('button', { name: 'Edit Input' }).click();
  await page.getByRole('group', { name: 'Original file' }).getByRole('button', { name: 'Remove file' }).click();
  await expect(page.getByRole('group', { name: 'Original file' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeVisible();
  await expect(badge(page)).toBeHidden();
});
