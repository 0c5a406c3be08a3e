import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { isValidIBAN } from 'ibantools';
import { expectWindowed } from './helpers/virtual-list';

const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });
const countInput = (page: Page) => page.getByLabel('Number of Records');
const recordCount = (page: Page) => page.getByTestId('jg-record-count');
const panelHeading = (page: Page) => page.getByRole('heading', { name: 'Generated Data' });
/** The top-level field rows (nested rows live inside closed option panels until opened). */
const topRows = (page: Page) => page.locator('.jg-schema > .jg-fields > .jg-field-list > .jg-field');
const fieldNames = (page: Page) => topRows(page).locator('> .jg-field-row').getByLabel('Field name').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
const fieldTypes = (page: Page) => topRows(page).locator('> .jg-field-row').getByLabel('Type').evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));

async function generate(page: Page, count: string) {
  await countInput(page).fill(count);
  await generateButton(page).click();
  await expect(generateButton(page)).toBeEnabled();
}

async function copiedText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/json-generator');
  await expect(generateButton(page)).toBeVisible();
});

test('starts with the default schema, one record and no data panel', async ({ page }) => {
  expect(await fieldNames(page)).toEqual(['id', 'name', 'age', 'email', 'isActive']);
  expect(await fieldTypes(page)).toEqual(['uuid', 'string', 'number', 'email', 'boolean']);
  await expect(countInput(page)).toHaveValue('1');
  await expect(panelHeading(page)).toHaveCount(0);
});

test('templates replace the whole field list', async ({ page }) => {
  const template = page.getByLabel('Template');
  await page.getByRole('button', { name: 'Add Field' }).click();
  expect(await fieldNames(page)).toHaveLength(6);
  const expected: [string, string[]][] = [
    ['User Profile', ['id', 'firstName', 'lastName', 'email', 'phone', 'address', 'city', 'country', 'createdAt', 'isActive']],
    ['Product Catalog', ['id', 'name', 'description', 'price', 'category', 'tags', 'specifications', 'inStock', 'createdAt']],
    ['Order Details', ['orderId', 'customerId', 'items', 'totalAmount', 'status', 'shippingAddress', 'createdAt']],
    ['Blog Post', ['id', 'title', 'content', 'author', 'tags', 'comments', 'publishedAt', 'isPublished']],
    ['Custom', ['id', 'name', 'age', 'email', 'isActive']],
  ];
  for (const [label, names] of expected) {
    await template.selectOption({ label });
    expect(await fieldNames(page)).toEqual(names);
  }
  await template.selectOption({ label: 'Order Details' });
  expect(await fieldTypes(page)).toEqual(['uuid', 'uuid', 'array', 'number', 'enum', 'object', 'datetime']);
  // The items' own fields are behind the row's options toggle.
  const items = topRows(page).nth(2);
  const toggle = items.getByRole('button', { name: 'Options' }).first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(items.getByLabel('Length')).toHaveValue('3');
  await expect(items.getByLabel('Item type')).toHaveValue('object');
  const nested = await items.locator('.jg-fields-nested').getByLabel('Field name').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(nested).toEqual(['productId', 'quantity', 'price']);
});

test('the record count is clamped to 1–10,000', async ({ page }) => {
  for (const [typed, clamped, label] of [
    ['0', '1', '1 record'],
    ['abc', '1', '1 record'],
    ['-4', '1', '1 record'],
    ['7', '7', '7 records'],
  ]) {
    await generate(page, typed);
    await expect(countInput(page)).toHaveValue(clamped);
    await expect(recordCount(page)).toHaveText(label);
  }
  await generate(page, '20000');
  await expect(countInput(page)).toHaveValue('10000');
  await expect(recordCount(page)).toHaveText('10,000 records');
  // The preview is virtualised: a few dozen line elements for ~90,000 lines.
  await expectWindowed(page.locator('.jg-line'), { max: 200 });
});

test('generate shows the panel with N records; copy and download give the same pretty JSON', async ({ page }) => {
  await generate(page, '5');
  await expect(panelHeading(page)).toBeVisible();
  await expect(recordCount(page)).toHaveText('5 records');
  await expect(page.locator('.jg-line').first()).toHaveText('[');

  const copied = await copiedText(page);
  const records = JSON.parse(copied);
  expect(records).toHaveLength(5);
  expect(copied).toBe(JSON.stringify(records, null, 2));
  expect(Object.keys(records[0])).toEqual(['id', 'name', 'age', 'email', 'isActive']);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3000 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('generated-data.json');
  expect(await readFile(await download.path(), 'utf8')).toBe(copied);
});

test('exports CSV, NDJSON and SQL with an editable table name', async ({ page }) => {
  await page.getByLabel('Template').selectOption({ label: 'Blog Post' });
  await generate(page, '3');
  const records = JSON.parse(await copiedText(page));

  const saved = async (name: string) => {
    const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    return { name: d.suggestedFilename(), text: await readFile(await d.path(), 'utf8') };
  };
  const csv = await saved('Download CSV');
  expect(csv.name).toBe('generated-data.csv');
  expect(csv.text.split('\r\n')[0]).toContain('author.name,author.email,tags.0,tags.1,tags.2,comments.0.user');

  const ndjson = await saved('Download NDJSON');
  expect(ndjson.name).toBe('generated-data.ndjson');
  expect(ndjson.text.trim().split('\n').map((l) => JSON.parse(l))).toEqual(records);

  await page.getByLabel('SQL table name').fill('posts');
  const sql = await saved('Download SQL');
  expect(sql.name).toBe('generated-data.sql');
  expect(sql.text.trim().split('\n')).toHaveLength(3);
  expect(sql.text).toContain('INSERT INTO "posts" ("id", "title", "content", "author", "tags", "comments", "publishedAt", "isPublished") VALUES (');
});

test('CSV protects against spreadsheet formulas and SQL escapes per dialect; both settings are remembered', async ({ page }) => {
  const fields = [
    { key: '@name', type: 'enum', options: { pattern: '=1+1' } },
    { key: 'note', type: 'enum', options: { pattern: "\\'); DROP TABLE t; --" } },
  ];
  await page.goto(`/json-generator#schema=${Buffer.from(JSON.stringify(fields)).toString('base64url')}`);
  await expect.poll(() => fieldNames(page)).toEqual(['@name', 'note']);
  await generate(page, '1');
  const saved = async (name: string) => {
    const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    return readFile(await d.path(), 'utf8');
  };
  const protection = page.getByLabel('Protect against spreadsheet formulas');
  await expect(protection).toBeChecked();
  expect(await saved('Download CSV')).toBe("'@name,note\r\n'=1+1,\\'); DROP TABLE t; --\r\n");
  await protection.uncheck();
  expect(await saved('Download CSV')).toBe("@name,note\r\n=1+1,\\'); DROP TABLE t; --\r\n");

  expect(await saved('Download SQL')).toBe(`INSERT INTO "generated_data" ("@name", "note") VALUES ('=1+1', '\\''); DROP TABLE t; --');\n`);
  await page.getByLabel('SQL dialect').selectOption({ label: 'MySQL / MariaDB' });
  expect(await saved('Download SQL')).toBe("INSERT INTO `generated_data` (`@name`, `note`) VALUES ('=1+1', '\\\\''); DROP TABLE t; --');\n");

  await page.reload();
  await generate(page, '1');
  await expect(page.getByLabel('Protect against spreadsheet formulas')).not.toBeChecked();
  await expect(page.getByLabel('SQL dialect')).toHaveValue('mysql');
});

test('bad schemas show clear messages and do not generate', async ({ page }) => {
  const names = topRows(page).locator('> .jg-field-row').getByLabel('Field name');
  await names.nth(1).fill('');
  await expect(topRows(page).nth(1).getByRole('alert')).toHaveText('Field name is required');
  await generateButton(page).click();
  await expect(page.getByText('Please fix the highlighted fields before generating.')).toBeVisible();
  await expect(panelHeading(page)).toHaveCount(0);

  await names.nth(1).fill('id');
  await expect(topRows(page).nth(1).getByRole('alert')).toHaveText('Duplicate field name "id"');
  await names.nth(1).fill('name');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  const age = topRows(page).nth(2);
  await age.getByRole('button', { name: 'Options' }).click();
  await age.getByLabel('Min').fill('50');
  await age.getByLabel('Max').fill('10');
  await expect(age.getByRole('alert')).toHaveText('Minimum must not exceed maximum');
  await age.getByLabel('Max').fill('60');
  await expect(age.getByRole('alert')).toHaveCount(0);

  const email = topRows(page).nth(3);
  await email.getByLabel('Type').selectOption('regex');
  await email.getByLabel('Pattern').fill('([a-z]');
  await expect(email.getByRole('alert')).toHaveText(/^Invalid regular expression: .+/);
  await email.getByLabel('Pattern').fill('[a-z]{4}');

  const active = topRows(page).nth(4);
  await active.getByLabel('Type').selectOption('array');
  await active.getByLabel('Length').fill('-1');
  await expect(active.getByRole('alert')).toHaveText('Array length must be 0 or more');
  await active.getByLabel('Length').fill('2');

  await generate(page, '4');
  const records = JSON.parse(await copiedText(page));
  for (const r of records) {
    expect(r.age).toBeGreaterThanOrEqual(50);
    expect(r.age).toBeLessThanOrEqual(60);
    expect(r.email).toMatch(/^[a-z]{4}$/);
    expect(r.isActive).toHaveLength(2);
  }
});

test('an IBAN field with country Germany generates valid German IBANs', async ({ page }) => {
  const row = topRows(page).nth(1);
  await row.getByLabel('Type').selectOption('iban');
  await row.getByRole('button', { name: 'Options' }).click();
  const country = row.getByLabel('Country');
  await expect(country).toHaveValue('');
  await country.selectOption({ label: 'Germany (DE)' });
  await generate(page, '25');
  const records = JSON.parse(await copiedText(page)) as { name: string }[];
  expect(records).toHaveLength(25);
  for (const r of records) {
    expect(r.name).toMatch(/^DE\d{20}$/);
    expect(isValidIBAN(r.name), r.name).toBe(true);
  }
  expect(new Set(records.map((r) => r.name)).size).toBe(25);
});

/** The Portuguese cities of the test-data generator (workers/testdata/countries/pt.ts). */
const PORTUGUESE_CITIES = ['Lisboa', 'Porto', 'Coimbra', 'Braga', 'Faro', 'Funchal'];

test('an array of cities takes a country, which goes when its items stop being places', async ({ page }) => {
  const row = topRows(page).nth(4);
  await row.getByLabel('Type').selectOption('array');
  await row.getByLabel('Item type').selectOption('city');
  await row.getByLabel('Country').selectOption({ label: 'Portugal (PT)' });
  await generate(page, '3');
  for (const r of JSON.parse(await copiedText(page)) as { isActive: string[] }[]) {
    for (const city of r.isActive) expect(PORTUGUESE_CITIES).toContain(city);
  }
  await row.getByLabel('Item type').selectOption('number');
  await expect(row.getByLabel('Country')).toHaveCount(0);
  await expect(row.getByRole('alert')).toHaveCount(0);
  await generate(page, '2');
  for (const r of JSON.parse(await copiedText(page)) as { isActive: number[] }[]) for (const n of r.isActive) expect(typeof n).toBe('number');
});

test('a seed makes the output reproducible', async ({ page }) => {
  await page.getByLabel('Template').selectOption({ label: 'User Profile' });
  await page.getByLabel('Seed (optional)').fill('demo-42');
  await generate(page, '10');
  const first = await copiedText(page);
  await page.getByLabel('Template').selectOption({ label: 'Custom' });
  await page.getByLabel('Template').selectOption({ label: 'User Profile' });
  await generate(page, '10');
  expect(await copiedText(page)).toBe(first);

  await page.getByLabel('Seed (optional)').fill('');
  await generate(page, '10');
  expect(await copiedText(page)).not.toBe(first);
});

test('the schema persists across reloads and travels in a share link', async ({ page, context }) => {
  await page.getByLabel('Template').selectOption({ label: 'Product Catalog' });
  await topRows(page).nth(0).getByLabel('Field name').first().fill('sku');
  await page.reload();
  await expect.poll(async () => (await fieldNames(page))[0]).toBe('sku');
  await expect(page.getByLabel('Template')).toHaveValue('product');

  await page.getByRole('button', { name: 'Copy share link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/json-generator#schema=[A-Za-z0-9_-]+$/);

  const other = await context.browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(generateButton(fresh)).toBeVisible();
  await expect.poll(() => fieldNames(fresh)).toEqual(['sku', 'name', 'description', 'price', 'category', 'tags', 'specifications', 'inStock', 'createdAt']);
  // Once applied, the hash is dropped: a reload keeps later edits instead of re-applying the link.
  await expect(fresh).toHaveURL(/\/json-generator$/);
  await topRows(fresh).nth(0).getByLabel('Field name').first().fill('code');
  await fresh.reload();
  await expect.poll(async () => (await fieldNames(fresh))[0]).toBe('code');
  await other.close();
});

test('generation shows progress and can be cancelled', async ({ page }) => {
  await page.getByLabel('Template').selectOption({ label: 'Blog Post' });
  await countInput(page).fill('10000');
  await generateButton(page).click();
  const bar = page.getByRole('progressbar', { name: 'Generating records' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '10000');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(bar).toHaveCount(0);
  await expect(generateButton(page)).toBeEnabled();
  await expect(panelHeading(page)).toHaveCount(0);
  // The next run starts a fresh worker.
  await generate(page, '2');
  await expect(recordCount(page)).toHaveText('2 records');
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('new records below the fold are scrolled into view and announced; the Generate button keeps focus', async ({ page }) => {
    await countInput(page).fill('3');
    await countInput(page).press('Enter');
    await expect(panelHeading(page)).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'Generated 3 records.' })).toBeAttached();
    await expect(countInput(page)).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await generateButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Generated 3 records.' })).toBeAttached();
    await expect(panelHeading(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeFocused();
  });
});
