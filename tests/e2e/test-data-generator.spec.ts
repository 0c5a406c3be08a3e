import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { stdnum } from 'stdnum';
import { expectWindowed } from './helpers/virtual-list';

const countrySelect = (page: Page) => page.getByLabel('Select country for data generation');
const shownValue = (page: Page, kind: string) => page.getByTestId(`tdg-value-${kind}`);
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/test-data-generator');
  await expect(page.getByRole('button', { name: 'Generate IBAN' })).toBeVisible();
});

test('shows the default heading, the note and the country dropdown', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Generate Test Data' })).toBeVisible();
  await expect(page.getByText('Generated data will be automatically copied to your clipboard for easy use.')).toBeVisible();
  const select = countrySelect(page);
  await expect(select).toHaveValue('NL');
  await expect(select.locator('option:checked')).toHaveText('🇳🇱 Netherlands');
  await expect(select.locator('optgroup[label="European Union (EU)"] option')).toHaveCount(27);
  const others = select.locator('optgroup[label="Other European Countries"] option');
  await expect(others).toHaveCount(9);
  expect((await others.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).sort()).toEqual(
    ['AD', 'CH', 'GB', 'IS', 'LI', 'MC', 'NO', 'SM', 'VA'],
  );
});

test('offers Generate BSN only for the Netherlands', async ({ page }) => {
  const bsn = page.getByRole('button', { name: 'Generate BSN' });
  await expect(bsn).toBeVisible();
  await countrySelect(page).selectOption('DE');
  await expect(bsn).toHaveCount(0);
  for (const name of ['Generate IBAN', 'Generate Passport', 'Generate Address', 'Generate Phone']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await countrySelect(page).selectOption('NL');
  await expect(bsn).toBeVisible();
});

const FORMATS: [kind: string, button: string, label: string, copied: RegExp][] = [
  ['bsn', 'Generate BSN', 'BSN', /^[1-9]\d{8}$/],
  ['iban', 'Generate IBAN', 'IBAN', /^NL\d{2}[A-Z]{4}\d{10}$/],
  ['passport', 'Generate Passport', 'Passport', /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/],
  ['address', 'Generate Address', 'Address', /^.+ \d{1,3}\n\d{4} [A-Z]{2} .+$/],
  ['phone', 'Generate Phone', 'Phone', /^\+31 \d[\d ]+\d$/],
  ['vat', 'Generate VAT number', 'VAT number', /^NL\d{9}B\d{2}$/],
];

for (const [kind, button, label, format] of FORMATS) {
  test(`${button} shows a valid value, copies it and says "Copied!"`, async ({ page }) => {
    await page.getByRole('button', { name: button }).click();
    const value = shownValue(page, kind);
    await expect(value).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${label}:`) })).toBeVisible();
    await expect(page.getByText('Copied!')).toBeVisible();
    const copied = await readClipboard(page);
    expect(copied).toMatch(format);
    const shown = (await value.innerText()).trim();
    // IBANs are grouped on screen and copied in electronic format.
    expect(kind === 'iban' ? shown.replace(/ /g, '') : shown).toBe(copied);
    if (kind === 'iban') expect(shown).toMatch(/^NL\d{2} [A-Z]{4}( \d{4}){2} \d{2}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Generate Test Data' })).toHaveCount(0);
  });
}

test('each click clears the previous output, and "Copied!" goes after 2 s', async ({ page }) => {
  await page.getByRole('button', { name: 'Generate IBAN' }).click();
  await expect(shownValue(page, 'iban')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Phone' }).click();
  await expect(shownValue(page, 'phone')).toBeVisible();
  await expect(shownValue(page, 'iban')).toHaveCount(0);
  await expect(page.getByText('Copied!')).toBeVisible();
  await expect(page.getByText('Copied!')).toHaveCount(0, { timeout: 3500 });
});

test('generates values for another country', async ({ page }) => {
  await countrySelect(page).selectOption('GB');
  await page.getByRole('button', { name: 'Generate IBAN' }).click();
  // The copy lands when the worker's value for the new country is ready, as "Copied!" says.
  await expect.poll(() => readClipboard(page)).toMatch(/^GB\d{2}[A-Z]{4}\d{14}$/);
  await page.getByRole('button', { name: 'Generate Phone' }).click();
  await expect.poll(() => readClipboard(page)).toMatch(/^\+44 \d[\d ]+$/);
});

test('VAT numbers pass stdnum, and are offered only where a country has them', async ({ page }) => {
  await countrySelect(page).selectOption('DE');
  await page.getByRole('button', { name: 'Generate VAT number' }).click();
  await expect.poll(() => readClipboard(page)).toMatch(/^DE\d{9}$/);
  const vat = await readClipboard(page);
  expect(stdnum.DE.vat.validate(vat).isValid, vat).toBe(true);
  await countrySelect(page).selectOption('LI');
  await expect(page.getByRole('button', { name: 'Generate VAT number' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate IBAN' })).toBeVisible();
});

async function bulkValues(page: Page): Promise<string[]> {
  const rows = page.locator('.tdg-row-value');
  await expect(rows.first()).toBeVisible();
  return rows.allInnerTexts();
}

test('a seeded list is reproducible, starts with the seeded single value, and downloads', async ({ page }) => {
  await page.getByLabel('Seed (optional, makes output reproducible)').fill('qa-42');
  await page.getByLabel('Data type').selectOption('iban');
  await page.getByLabel(/^Quantity/).fill('25');
  const go = page.getByRole('button', { name: 'Generate 25' });
  await go.click();
  await expect(page.getByText('25 × IBAN (NL)')).toBeVisible();
  const first = await bulkValues(page);
  expect(first.length).toBeGreaterThan(3);
  for (const v of first) expect(v).toMatch(/^NL\d{2} [A-Z]{4}( \d{4}){2} \d{2}$/);

  await page.reload();
  await page.getByLabel('Seed (optional, makes output reproducible)').fill('qa-42');
  await page.getByLabel(/^Quantity/).fill('25');
  await page.getByRole('button', { name: 'Generate 25' }).click();
  expect(await bulkValues(page)).toEqual(first);

  await page.getByRole('button', { name: 'Generate IBAN' }).click();
  expect(await readClipboard(page)).toBe(first[0].replace(/ /g, ''));

  await page.getByRole('button', { name: 'Copy all' }).click();
  const all = (await readClipboard(page)).split('\n');
  expect(all).toHaveLength(25);
  expect(all[0]).toBe(first[0].replace(/ /g, ''));

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('test-data-iban-nl.csv');
  const csvText = await readFile((await csv.path())!, 'utf8');
  expect(csvText.split('\r\n').filter(Boolean)).toEqual(['value', ...all]);

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
  expect(json.suggestedFilename()).toBe('test-data-iban-nl.json');
  expect(JSON.parse(await readFile((await json.path())!, 'utf8'))).toEqual(all);
});

test('the quantity is clamped to 1–1,000 and the list is virtualised', async ({ page }) => {
  await page.getByLabel(/^Quantity/).fill('5000');
  const go = page.getByRole('button', { name: 'Generate 1000' });
  await expect(go).toBeVisible();
  await go.click();
  await expect(page.getByText('1000 × IBAN (NL)')).toBeVisible();
  await expectWindowed(page.locator('.tdg-row'), { max: 100 });
});

test('is keyboard accessible', async ({ page }) => {
  // Controls are disabled (not focusable) until the app has started.
  await expect(countrySelect(page)).toBeEnabled();
  await countrySelect(page).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Generate BSN' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shownValue(page, 'bsn')).toBeVisible();
});

test('the list\'s CSV keeps phone numbers (+…) as written: they cannot run as formulas, so protection leaves them alone', async ({ page }) => {
  await page.getByLabel('Data type').selectOption({ label: 'Phone' });
  await page.getByLabel(/^Quantity/).fill('3');
  await page.getByRole('button', { name: 'Generate 3' }).click();
  await expect(page.locator('.tdg-row')).toHaveCount(3);
  const values = await page.locator('.tdg-row-value').allTextContents();
  expect(values.every((v) => v.startsWith('+'))).toBe(true);
  const csvOf = async () => {
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    return readFile((await csv.path())!, 'utf8');
  };
  const protection = page.getByLabel('Protect against spreadsheet formulas');
  await expect(protection).toBeChecked();
  expect(values.every((v) => /^\+[\d .()/-]*\d$/.test(v))).toBe(true);
  expect(await csvOf()).toBe(['value', ...values].join('\r\n') + '\r\n');
  await protection.uncheck();
  expect(await csvOf()).toBe(['value', ...values].join('\r\n') + '\r\n');
});
