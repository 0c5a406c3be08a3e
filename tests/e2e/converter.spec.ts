import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { toolsOfKind } from '../../src/tools/catalogue';
import { fillEditor, pasteLarge } from './helpers/editor';

const fixture = (name: string) => readFile(new URL(`../fixtures/convert/${name}`, import.meta.url), 'utf8');

/** Converts `text` on the converter page at `path` and returns the downloaded output. */
async function convertOnPage(page: Page, path: string, text: string, from: string): Promise<string> {
  await page.goto(path);
  await pasteLarge(page, `${from} Input`, text);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const download = page.getByRole('button', { name: 'Download' });
  await expect(download).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  return readFile((await file.path())!, 'utf8');
}

test('every converter page is prerendered with its heading, editor and Convert button', async ({ page }) => {
  for (const tool of toolsOfKind('converter')) {
    await page.goto(tool.path);
    await expect(page.locator('h1')).toHaveText(tool.title);
    await expect(page.getByRole('button', { name: 'Convert', exact: true })).toBeVisible();
  }
});

test('JSON → YAML → JSON round-trips a real-world document, big integers included', async ({ page }) => {
  const json = await fixture('repos.json');
  const yaml = await convertOnPage(page, '/json-to-yaml', json, 'JSON');
  expect(yaml).toContain('snowflake: 1234567890123456789012\n');
  expect(yaml).toContain('name: "yes"\n');
  const back = await convertOnPage(page, '/yaml-to-json', yaml, 'YAML');
  // The fixture is already laid out as JSON.stringify(…, null, 2) would, except for its number text.
  expect(back).toBe(json);
});

test('CSV → JSON → CSV round-trips a spreadsheet export byte for byte', async ({ page }) => {
  // The editor keeps line breaks as \n (a pasted CRLF inside a quoted field arrives as LF); records end in CRLF.
  const csv = (await fixture('orders.csv')).replace('""Gate 4""\r\n', '""Gate 4""\n');
  const json = await convertOnPage(page, '/csv-to-json', csv, 'CSV');
  expect(JSON.parse(json)[1].notes).toBe('Deliver to "Gate 4"\nRing the bell twice');
  // Formula protection off: the data holds no formulas, and protection would be the only change.
  await page.goto('/json-to-csv');
  await page.getByLabel('Protect against spreadsheet formulas').uncheck();
  await pasteLarge(page, 'JSON Input', json);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(file.suggestedFilename()).toBe('converted.csv');
  expect(await readFile((await file.path())!, 'utf8')).toBe(csv);
});

test('XML → JSON → XML → JSON keeps attributes, text and repeated elements', async ({ page }) => {
  const xml = await fixture('catalog.xml');
  const json = await convertOnPage(page, '/xml-to-json', xml, 'XML');
  expect(JSON.parse(json).catalog.book[0].price).toEqual({ '@currency': 'EUR', '#text': '44.95' });
  const xml2 = await convertOnPage(page, '/json-to-xml', json, 'JSON');
  expect(await convertOnPage(page, '/xml-to-json', xml2, 'XML')).toBe(json);
});

test('says under the output what the target format could not carry over', async ({ page }) => {
  await page.goto('/json-to-xml');
  await fillEditor(page, 'JSON Input', '{"order":{"id":7,"tags":[]}}');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const notes = page.getByRole('note', { name: 'Not carried over' });
  await expect(notes).toContainText('Empty arrays have no XML form');
  await expect(notes).toContainText('Numbers and booleans became text');
  await expect(page.locator('.vt-list[aria-label="XML Output"]')).toContainText('<id>7</id>');
});

test('infer types turns CSV numbers and booleans into JSON values', async ({ page }) => {
  await page.goto('/csv-to-json');
  await page.getByLabel('Infer types (numbers, true, false, null)').check();
  await fillEditor(page, 'CSV Input', 'id,ok,code\n12345678901234567890,true,007\n');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(await readFile((await file.path())!, 'utf8')).toBe('[\n  {\n    "id": 12345678901234567890,\n    "ok": true,\n    "code": "007"\n  }\n]\n');
});

test('invalid input is refused with its line and column', async ({ page }) => {
  await page.goto('/yaml-to-json');
  await fillEditor(page, 'YAML Input', 'a: 1\nb: [1, 2\n');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid YAML');
  await expect(alert).toContainText(/Line \d+, column \d+/);
});
