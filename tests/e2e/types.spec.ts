import { closeSync, openSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { toolsOfKind } from '../../src/tools/catalogue';
import { bigFileFixture, openFile } from './helpers/big-file';
import { fillEditor, pasteLarge } from './helpers/editor';

const SAMPLE = JSON.stringify([
  { id: 1, name: 'Ada', email: 'ada@example.org', orders: [{ sku: 'A-1', qty: 2 }] },
  { id: 2, name: null, email: 'grace@example.com', orders: [], 'first-name': 'Grace' },
]);

/** The types output's text, as downloaded. */
async function downloaded(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('every types page is prerendered with its heading, editor and Make Types button', async ({ page }) => {
  for (const tool of toolsOfKind('types')) {
    await page.goto(tool.path);
    await expect(page.locator('h1')).toHaveText(tool.title);
    await expect(page.getByRole('button', { name: 'Make Types', exact: true })).toBeVisible();
  }
});

test('pasted JSON becomes TypeScript, and another language renders the same types without a second paste', async ({ page }) => {
  await page.goto('/json-to-typescript');
  await pasteLarge(page, 'Data to make types from', SAMPLE);
  await page.getByRole('button', { name: 'Make Types', exact: true }).click();
  await expect(page.getByText('2 records read · 2 types')).toBeVisible();
  const ts = await downloaded(page);
  expect(ts.name).toBe('types.ts');
  expect(ts.text).toContain(['export interface Root {', '  id: number;', '  name: string | null;'].join('\n'));
  expect(ts.text).toContain('  orders: Order[];\n  "first-name"?: string;\n}');
  expect(ts.text).toContain('export type RootList = Root[];');

  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('go');
  await expect(page).toHaveURL(/\/json-to-go$/);
  await expect(page.getByText('2 records read · 2 types')).toBeVisible();
  const go = await downloaded(page);
  expect(go.name).toBe('types.go');
  expect(go.text).toContain('FirstName string  `json:"first-name,omitempty"`');
  expect(go.text).toContain('Name      *string `json:"name"`');

  // An option re-renders at once.
  await page.getByLabel('Root type name').fill('Customer');
  await expect(page.getByRole('list', { name: 'Go' })).toContainText('type Customer struct {');
});

test('invalid JSON is refused with its line and column, and the error goes when the input is fixed', async ({ page }) => {
  await page.goto('/json-to-json-schema');
  await fillEditor(page, 'Data to make types from', '{\n  "a": tru\n}');
  await page.getByRole('button', { name: 'Make Types', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid JSON');
  await expect(page.getByRole('alert')).toContainText('Line 2, column');
  await fillEditor(page, 'Data to make types from', '{"a": true}');
  await page.getByRole('button', { name: 'Make Types', exact: true }).click();
  await expect(page.locator('.error-banner')).toHaveCount(0);
  const schema = JSON.parse((await downloaded(page)).text);
  expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', $ref: '#/$defs/Root' });
  expect(schema.$defs.Root).toEqual({ type: 'object', properties: { a: { type: 'boolean' } }, required: ['a'], additionalProperties: false });
});

test("the JSON formatter's Types action opens TypeScript types of its document", async ({ page }) => {
  await page.goto('/json-formatter');
  await pasteLarge(page, 'Input Code', SAMPLE);
  await page.getByRole('button', { name: 'Types', exact: true }).click();
  await expect(page).toHaveURL(/\/json-to-typescript$/);
  await expect(page.getByRole('list', { name: 'TypeScript' })).toContainText('export interface Root {');
});

test.describe('a 300 MB file', () => {
  const record = (i: number) =>
    `{"id":${i},"name":"Person ${i}","email":"p${i}@example.org","created":"2024-01-01T00:00:00Z","score":${i % 7}.5,"tags":["a","b"],"address":{"city":"Utrecht","zip":"3511"}${i % 1000 === 0 ? ',"note":null' : ''}}`;
  // One JSON document (an array of records), read through the JSON scanner's event stream in parts.
  const big = bigFileFixture('people.json', (file) => {
    const fd = openSync(file, 'w');
    let size = writeSync(fd, '[\n');
    let records = 0;
    while (size < 300 * 1024 * 1024) {
      let block = '';
      for (let k = 0; k < 2000; k++) block += (records ? ',\n' : '') + record(records++);
      size += writeSync(fd, block);
    }
    size += writeSync(fd, '\n]\n');
    closeSync(fd);
    return { size, records };
  });

  test('opened, read in parts with progress, and typed from every record', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/json-to-typescript');
    await openFile(page, big.file);
    await expect(page.getByText(/people\.json \(\d+ MB\), read in parts/)).toBeVisible();
    await page.getByRole('button', { name: 'Make Types', exact: true }).click();
    await expect(page.getByText(/Reading \d+(\.\d)? MB of \d+ MB/)).toBeVisible();
    const output = page.getByRole('list', { name: 'TypeScript' });
    await expect(output).toContainText('export interface Root {', { timeout: 200_000 });
    await expect(page.getByText(`${big.records.toLocaleString('en-US')} records read · 2 types`)).toBeVisible();
    const ts = (await downloaded(page)).text;
    // One record in a thousand has "note": null; the rest lack it.
    expect(ts).toContain('  score: number;\n  tags: string[];\n  address: Address;\n  note?: null;\n}');
    expect(ts).toContain('  /** Format: date-time (every sample). */\n  created: string;');
    expect(ts).toContain('export type RootList = Root[];');
  });
});
