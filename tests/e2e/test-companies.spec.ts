import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import initSqlJs from 'sql.js';
import { parseCsvLine } from '../../workers/shared/csv.test-support';

const COMPANY_HEADER = 'country,name,legalForm,vatNumber,registrationNumber,registrationNumberName,email,website,phone,street,houseNumber,postcode,city,region,iban';
const field = (page: Page, name: string) => page.getByTestId(`company-${name}`);
const downloads = (page: Page) => page.getByRole('group', { name: 'Download to a file' });

/** ISO 7064 MOD 11,10 (the German USt-IdNr.'s check digit), written from the rule for this test. */
function mod11_10(digits: string): number {
  let p = 10;
  for (const c of digits) {
    let s = (p + Number(c)) % 10;
    if (s === 0) s = 10;
    p = (s * 2) % 11;
  }
  return (11 - p) % 10;
}

/** IBAN mod-97 = 1 (ISO 13616), computed piecewise. */
function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let r = 0;
  for (const ch of moved) {
    const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) r = (r * 10 + Number(d)) % 97;
  }
  return r === 1;
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/test-data-generator');
  await expect(page.getByRole('button', { name: 'Generate Company' })).toBeEnabled();
});

test('Generate Company gives one German company: labelled fields, a valid USt-IdNr., a domain from its name; Copy as JSON', async ({ page }) => {
  await page.getByLabel('Select country for data generation').selectOption('DE');
  await expect(page.getByText(/^No company registration number is generated for Germany: the Handelsregisternummer/)).toBeVisible();
  await page.getByRole('button', { name: 'Generate Company' }).click();
  const card = page.getByRole('definition').first();
  await expect(card).toBeVisible();
  const list = page.locator('dl[aria-label="Test company from Germany"]');
  await expect(list.locator('dt')).toHaveText([
    'Country', 'Company name', 'Legal form', 'VAT number', 'Email', 'Website', 'Phone', 'Street', 'House number', 'Postcode', 'City', 'IBAN',
  ]);
  await expect(field(page, 'country')).toHaveText('DE');
  const name = (await field(page, 'name').textContent())!;
  const legalForm = (await field(page, 'legalForm').textContent())!;
  expect(['GmbH', 'AG', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)']).toContain(legalForm);
  expect(name.endsWith(` ${legalForm}`)).toBe(true);
  const vat = (await field(page, 'vatNumber').textContent())!;
  expect(vat).toMatch(/^DE[1-9]\d{8}$/);
  expect(mod11_10(vat.slice(2, 10))).toBe(Number(vat[10]));
  const email = (await field(page, 'email').textContent())!;
  const domain = email.replace(/^info@/, '');
  expect(domain).toMatch(/^[a-z0-9]+-[a-z0-9]+\.example$/);
  await expect(field(page, 'website')).toHaveText(`https://www.${domain}`);
  await expect(field(page, 'postcode')).toHaveText(/^\d{5}$/);
  expect(ibanValid((await field(page, 'iban').textContent())!)).toBe(true);

  await page.getByRole('button', { name: 'Copy as JSON (test company)' }).click();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(Object.keys(copied).join(',')).toBe(COMPANY_HEADER);
  expect(copied).toMatchObject({ country: 'DE', name, legalForm, vatNumber: vat, email, registrationNumber: '' });
  await page.getByRole('button', { name: 'Copy vat number' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(vat);
});

test('companies download: a seeded CSV of mixed countries with the documented header loads into SQLite row for row', async ({ page }) => {
  await page.getByLabel(/^Seed/).fill('7');
  const group = downloads(page);
  await group.getByLabel('Records').selectOption({ label: 'Companies' });
  await group.getByLabel(/^Rows/).fill('3000');
  await group.getByLabel('All 36 countries, mixed').check();
  const [download] = await Promise.all([page.waitForEvent('download'), group.getByRole('button', { name: 'Download 3,000 companies' }).click()]);
  expect(download.suggestedFilename()).toBe('companies.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(COMPANY_HEADER);
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(3002);
  await expect(group.getByText('3,000 companies saved as companies.csv')).toBeVisible();

  const SQL = await initSqlJs();
  const db = new SQL.Database();
  const columns = COMPANY_HEADER.split(',');
  db.run(`CREATE TABLE companies (${columns.map((c) => `${c} TEXT`).join(', ')})`);
  const insert = db.prepare(`INSERT INTO companies VALUES (${columns.map(() => '?').join(', ')})`);
  for (const line of lines.slice(1, -1)) {
    const cells = parseCsvLine(line);
    expect(cells).toHaveLength(15);
    insert.run(cells);
  }
  insert.free();
  expect(db.exec('SELECT COUNT(*) FROM companies')[0].values[0][0]).toBe(3000);
  expect(db.exec('SELECT COUNT(DISTINCT country) FROM companies')[0].values[0][0]).toBe(36);
  // The SIREN is the last nine digits of the French VAT number, the Swedish organisationsnummer the middle ten.
  expect(db.exec("SELECT COUNT(*) FROM companies WHERE country = 'FR' AND substr(vatNumber, 5) <> registrationNumber")[0].values[0][0]).toBe(0);
  expect(db.exec("SELECT COUNT(*) FROM companies WHERE country = 'SE' AND vatNumber <> 'SE' || registrationNumber || '01'")[0].values[0][0]).toBe(0);
  expect(db.exec("SELECT COUNT(*) FROM companies WHERE email <> 'info@' || substr(website, 13)")[0].values[0][0]).toBe(0);
});

test('5,000 IBANs to a CSV: a header and 5,000 valid IBANs, the same bytes again with the same seed', async ({ page }) => {
  await page.getByLabel('Select country for data generation').selectOption('NL');
  await page.getByLabel(/^Seed/).fill('5000');
  const group = downloads(page);
  await group.getByLabel('Records').selectOption({ label: 'IBAN' });
  await group.getByLabel(/^Rows/).fill('5000');
  const button = group.getByRole('button', { name: 'Download 5,000 IBANs' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('ibans.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('country,iban');
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(5002);
  const bad = lines.slice(1, -1).filter((l) => !(l.startsWith('NL,NL') && ibanValid(l.slice(3))));
  expect(bad).toEqual([]);
  await expect(group.getByText('5,000 IBANs saved as ibans.csv')).toBeVisible();

  const [again] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(await readFile((await again.path())!, 'utf8')).toBe(csv);
});

test('a million-row download of phone numbers shows rows done and stops at once on Cancel', async ({ page }) => {
  const group = downloads(page);
  await group.getByLabel('Records').selectOption({ label: 'Phone' });
  await group.getByLabel(/^Rows/).fill('1000000');
  await group.getByRole('button', { name: 'Download 1,000,000 phone numbers' }).click();
  const status = group.getByRole('status').filter({ has: page.getByRole('progressbar', { name: 'Generating phone numbers' }) });
  await expect(status).toContainText(/of 1,000,000 rows/);
  await expect.poll(async () => Number((await status.textContent())!.replace(/[^\d].*$/s, '').replace(/,/g, '') || 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await status.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toHaveCount(0);
  await expect(page.locator('.error-banner')).toHaveCount(0);
  await expect(group.getByText(/saved as/)).toHaveCount(0);
  await expect(group.getByRole('button', { name: 'Download 1,000,000 phone numbers' })).toBeEnabled();
});
