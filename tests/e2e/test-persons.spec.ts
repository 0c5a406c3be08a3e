import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import initSqlJs from 'sql.js';
import { parseCsvLine } from '../../workers/shared/csv.test-support';

const HEADER = 'country,firstName,lastName,gender,dateOfBirth,nationalId,nationalIdName,email,phone,street,houseNumber,postcode,city,region,iban';
const field = (page: Page, name: string) => page.getByTestId(`person-${name}`);

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/test-data-generator');
  await expect(page.getByRole('button', { name: 'Generate Person' })).toBeEnabled();
});

test('Generate Person gives one consistent Polish record: PESEL agrees with birth date and gender; Copy as JSON', async ({ page }) => {
  await page.getByLabel('Select country for data generation').selectOption('PL');
  await page.getByRole('button', { name: 'Generate Person' }).click();
  const card = page.getByRole('definition').first();
  await expect(card).toBeVisible();
  await expect(field(page, 'country')).toHaveText('PL');
  await expect(field(page, 'nationalIdName')).toHaveText(/PESEL/);
  const pesel = (await field(page, 'nationalId').textContent())!;
  const dob = (await field(page, 'dateOfBirth').textContent())!;
  const gender = (await field(page, 'gender').textContent())!;
  expect(pesel).toMatch(/^\d{11}$/);
  // PESEL: YYMMDD with the century in the month (+20 for 2000–2099), the 10th digit odd for men, a weighted check digit.
  const [y, m, d] = dob.split('-').map(Number);
  expect(pesel.slice(0, 2)).toBe(String(y % 100).padStart(2, '0'));
  expect(Number(pesel.slice(2, 4))).toBe(m + (y >= 2000 ? 20 : 0));
  expect(Number(pesel.slice(4, 6))).toBe(d);
  expect(Number(pesel[9]) % 2 === 1 ? 'male' : 'female').toBe(gender);
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((s, w, i) => s + w * Number(pesel[i]), 0);
  expect((10 - (sum % 10)) % 10).toBe(Number(pesel[10]));
  const email = (await field(page, 'email').textContent())!;
  expect(email).toMatch(/^[a-z0-9._-]+@example\.(com|org|net)$/);

  await page.getByRole('button', { name: 'Copy as JSON' }).click();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toMatchObject({ country: 'PL', nationalId: pesel, dateOfBirth: dob, gender, email });
  await page.getByRole('button', { name: 'Copy email' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
});

test('a country without a national number says so instead of inventing one', async ({ page }) => {
  await page.getByLabel('Select country for data generation').selectOption('HU');
  await expect(page.getByText(/^No national identification number is generated for Hungary: /)).toBeVisible();
  await page.getByRole('button', { name: 'Generate Person' }).click();
  await expect(field(page, 'firstName')).toBeVisible();
  await expect(field(page, 'nationalId')).toHaveCount(0);
});

test('persons download: a seeded CSV with the documented header loads into SQLite row for row', async ({ page }) => {
  await page.getByLabel('Select country for data generation').selectOption('DE');
  await page.getByLabel(/^Seed/).fill('42');
  const rows = page.getByLabel(/^Rows/);
  await rows.fill('2500');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download 2,500 persons' }).click()]);
  expect(download.suggestedFilename()).toBe('persons.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(2502);
  expect(lines.slice(1, -1).every((l) => l.startsWith('DE,'))).toBe(true);
  await expect(page.getByText('2,500 persons saved as persons.csv')).toBeVisible();

  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(`CREATE TABLE persons (${HEADER.split(',').map((c) => `${c} TEXT`).join(', ')})`);
  const insert = db.prepare(`INSERT INTO persons VALUES (${HEADER.split(',').map(() => '?').join(', ')})`);
  for (const line of lines.slice(1, -1)) {
    const cells = parseCsvLine(line);
    expect(cells).toHaveLength(15);
    insert.run(cells);
  }
  insert.free();
  expect(db.exec('SELECT COUNT(*) FROM persons')[0].values[0][0]).toBe(2500);
  expect(db.exec("SELECT COUNT(DISTINCT nationalId) FROM persons WHERE country = 'DE'")[0].values[0][0]).toBeGreaterThan(2490);

  // Same seed, same bytes.
  const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download 2,500 persons' }).click()]);
  expect(await readFile((await again.path())!, 'utf8')).toBe(csv);
});

test('persons download of mixed countries: every phone cell is the number as generated, valid for its country', async ({ page }) => {
  await expect(page.getByLabel('Protect against spreadsheet formulas')).toBeChecked();
  await page.getByLabel('All 36 countries, mixed').check();
  await page.getByLabel(/^Seed/).fill('phones');
  await page.getByLabel(/^Rows/).fill('1000');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download 1,000 persons' }).click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(1002);
  const rows = lines.slice(1, -1).map(parseCsvLine);
  const phone = HEADER.split(',').indexOf('phone');
  expect(new Set(rows.map((r) => r[0])).size).toBeGreaterThan(30);
  // No apostrophe in front: each cell parses as a valid number of the row's country, in its international format.
  const invalid = rows.filter((r) => {
    const number = parsePhoneNumberFromString(r[phone]);
    return !number?.isValid() || number.country !== r[0] || number.formatInternational() !== r[phone];
  });
  expect(invalid.map((r) => `${r[0]} ${r[phone]}`)).toEqual([]);
  // Formula protection is on and still guards: nothing in a generated person could run as a formula.
  expect(rows.flat().filter((cell) => /^['=@\t\r]/.test(cell))).toEqual([]);
});

test('a million-row download shows rows done and stops at once on Cancel', async ({ page }) => {
  await page.getByLabel(/^Rows/).fill('1000000');
  await page.getByRole('button', { name: 'Download 1,000,000 persons' }).click();
  const status = page.getByRole('status').filter({ has: page.getByRole('progressbar', { name: 'Generating persons' }) });
  await expect(status).toContainText(/of 1,000,000 rows/);
  await expect.poll(async () => Number((await status.textContent())!.replace(/[^\d].*$/s, '').replace(/,/g, '') || 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await status.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toHaveCount(0);
  await expect(page.locator('.error-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download 1,000,000 persons' })).toBeEnabled();
});
