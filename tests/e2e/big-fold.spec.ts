import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { LINES_PER_RECORD, writeBigJson } from '../../scripts/make-big-json.mjs';
import { bigFileFixture, row, rowsList } from './helpers/big-file';

// Collapsing nodes in the view of a file over 16 MB (read in parts by a worker), with the keyboard only.
const big = bigFileFixture('people.json', (file) => writeBigJson(file, 20));

const shownNumbers = async (page: Page): Promise<number[]> => (await rowsList(page).locator('.vt-num').allTextContents()).map(Number);
const goToLine = async (page: Page, n: number) => {
  await page.getByRole('textbox', { name: 'Go to line' }).fill(String(n));
  await page.keyboard.press('Enter');
};

/** Presses Tab until the button named `name` has the focus (as a person tabbing through the rows would). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let k = 0; k < 80; k++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((n) => document.activeElement?.getAttribute('aria-label') === n, name)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('nodes collapse and expand by keyboard near the top and near the end; Go to line and Find reveal their lines', async ({ page }) => {
  test.setTimeout(120_000);
  expect(big.size).toBeGreaterThan(16 * 1024 * 1024);
  const lines = 2 + LINES_PER_RECORD * big.records;
  const last = big.records - 1;
  // The download falls back to a Blob built from parts (tests cannot answer the File System Access API's dialog).
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await page.goto('/json-formatter');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open File' }).click()]);
  await chooser.setFiles(big.file);
  await expect(page.getByText(`Valid JSON: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 60_000 });

  // Near the top: the first record (lines 2 … 21) collapses to its first and last lines.
  await goToLine(page, 1);
  await expect(row(page, 1)).toHaveText('1▾[');
  await tabTo(page, 'Collapse line 2');
  await page.keyboard.press('Enter');
  const first = page.getByRole('button', { name: 'Expand line 2', exact: true });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, 2)).toHaveText('2▸  { … 18 lines');
  expect((await shownNumbers(page)).slice(0, 5)).toEqual([1, 2, 21, 22, 23]);
  await expect(row(page, 21)).toHaveText('21  },');
  await expect(row(page, 22)).toHaveText('22▾  {');
  await expect(rowsList(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(lines - 18));

  // Space expands it again, from the same button.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Collapse line 2', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 3)).toHaveText('3    "id": 0,');
  expect((await shownNumbers(page)).slice(0, 4)).toEqual([1, 2, 3, 4]);

  // A node collapsed inside a collapsed one stays collapsed when the outer one is expanded.
  await tabTo(page, 'Collapse line 8');
  await page.keyboard.press('Enter');
  await expect(row(page, 8)).toHaveText('8▸    "tags": [ … 2 lines');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Collapse line 2', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 2)).toHaveText('2▸  { … 18 lines');
  await page.keyboard.press('Enter');
  await expect(row(page, 8)).toHaveText('8▸    "tags": [ … 2 lines');
  expect((await shownNumbers(page)).slice(6, 10)).toEqual([7, 8, 11, 12]);

  // Near the end: the last record (its first line is 20 lines before the end) collapses; the last lines stay.
  const open = lines - 20;
  await goToLine(page, lines);
  await expect(row(page, lines)).toHaveText(`${lines}]`);
  await tabTo(page, `Collapse line ${open}`);
  await page.keyboard.press('Enter');
  await expect(row(page, open)).toHaveText(`${open}▸  { … 18 lines`);
  expect((await shownNumbers(page)).slice(-3)).toEqual([open, lines - 1, lines]);
  await expect(row(page, lines - 1)).toHaveText(`${lines - 1}  }`);
  await expect(rowsList(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(lines - 18 - 2));

  // Go to a line inside it: the node opens and the line is shown, marked current.
  await goToLine(page, lines - 6);
  await expect(row(page, lines - 6)).toHaveText(`${lines - 6}      "country": "NL"`);
  await expect(row(page, lines - 6)).toHaveClass(/vt-row-current/);
  await expect(page.getByRole('button', { name: `Collapse line ${open}`, exact: true })).toHaveAttribute('aria-expanded', 'true');

  // Collapsed again, Find of a value inside it opens it and shows the match.
  await tabTo(page, `Collapse line ${open}`);
  await page.keyboard.press('Enter');
  await expect(row(page, open)).toHaveText(`${open}▸  { … 18 lines`);
  await page.getByRole('searchbox', { name: 'Find in output' }).fill(`PERSON ${last}`);
  await page.keyboard.press('Enter');
  const nameLine = open + 2;
  await expect(page.getByText(`1 match · line ${nameLine.toLocaleString('en')}`)).toBeVisible({ timeout: 30_000 });
  await expect(row(page, nameLine)).toHaveText(`${nameLine}    "name": "person ${last}",`);
  await expect(row(page, nameLine).locator('mark')).toHaveText(`person ${last}`);
  await expect(page.getByRole('button', { name: `Collapse line ${open}`, exact: true })).toHaveAttribute('aria-expanded', 'true');

  // Collapsing is only a view: the download is the whole document (the first record's tags are still collapsed).
  await expect(page.getByRole('button', { name: 'Expand all' })).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.equals(Buffer.from(JSON.stringify(JSON.parse(readFileSync(big.file, 'utf8')), null, 2)))).toBe(true);

  // Expand all opens what is still collapsed (the first record's tags array) and is then disabled.
  const expandAll = page.getByRole('button', { name: 'Expand all' });
  await expandAll.focus();
  await page.keyboard.press('Enter');
  await expect(rowsList(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(lines));
  await expect(expandAll).toBeDisabled();
});

test('Find in a big file goes from match to match and counts them; Match case narrows it', async ({ page }) => {
  test.setTimeout(120_000);
  const lines = 2 + LINES_PER_RECORD * big.records;
  expect(big.records).toBeGreaterThan(12_349);
  await page.goto('/json-formatter');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open File' }).click()]);
  await chooser.setFiles(big.file);
  await expect(page.getByText(`Valid JSON: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 60_000 });

  // "person 1234" and "person 12340" … "person 12349": 11 names, each on its record's third line.
  const nameLine = (id: number) => LINES_PER_RECORD * id + 4;
  const find = page.getByRole('searchbox', { name: 'Find in output' });
  await find.fill('PERSON 1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`11 matches · line ${nameLine(1234).toLocaleString('en')}`)).toBeVisible({ timeout: 30_000 });
  await expect(row(page, nameLine(1234)).locator('mark.vt-match-current')).toHaveText('person 1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`11 matches · line ${nameLine(12340).toLocaleString('en')}`)).toBeVisible({ timeout: 30_000 });
  await expect(row(page, nameLine(12340))).toHaveClass(/vt-row-current/);
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByText(`11 matches · line ${nameLine(1234).toLocaleString('en')}`)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Match case' }).click();
  await expect(page.getByText('No matches', { exact: true })).toBeVisible({ timeout: 30_000 });
  await find.fill('person 1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`11 matches · line ${nameLine(1234).toLocaleString('en')}`)).toBeVisible({ timeout: 30_000 });
});
