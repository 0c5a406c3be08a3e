import { expect, test, type Page } from '@playwright/test';
import { fillEditor } from './helpers/editor';

/** A result is shown only for the inputs and options it was computed from. */

async function openFile(page: Page, side: 'Original' | 'Modified', text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: side }).getByRole('button', { name: 'Open File' }).click();
  await (await chooser).setFiles({ name: `${side}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
}

const records = (n: number, salt: string) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i, name: `${salt} ${i}`, tags: ['a', 'b'], score: i * 1.5 })));

test('compare: replacing both sides during a long compare shows only the new inputs’ result', async ({ page }) => {
  await page.goto('/json-compare');
  await openFile(page, 'Original', records(200_000, 'left'));
  await openFile(page, 'Modified', records(100_000, 'right'));
  const compare = page.getByRole('button', { name: 'Compare Code' });
  await expect(compare).toBeEnabled();
  await compare.click();
  const comparing = page.getByRole('status').filter({ hasText: 'Comparing…' });
  await expect(comparing).toBeVisible();
  for (const side of ['Original', 'Modified']) await fillEditor(page, side, '{"same":1}');
  await expect(comparing).toHaveCount(0);
  // Long enough for the abandoned compare to have finished had it not been stopped.
  await page.waitForTimeout(4000);
  await expect(page.getByRole('region', { name: 'Comparison result' })).toHaveCount(0);
  await expect(page.getByText(/^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/)).toHaveCount(0);
  await compare.click();
  await expect(page.getByRole('region', { name: 'Comparison result' })).toBeVisible();
  await expect(page.getByText('Found no differences', { exact: true })).toBeVisible();
});

test('JSON generator: switching the template during a run never shows the old template’s records', async ({ page }) => {
  await page.goto('/json-generator');
  await page.getByLabel('Template').selectOption({ label: 'Blog Post' });
  await page.getByLabel('Number of Records').fill('10000');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Generating records' })).toBeVisible();
  await page.getByLabel('Template').selectOption({ label: 'User Profile' });
  await expect(page.getByRole('progressbar', { name: 'Generating records' })).toHaveCount(0);
  await page.waitForTimeout(3000);
  await expect(page.getByRole('heading', { name: 'Generated Data' })).toHaveCount(0);
  await page.getByLabel('Number of Records').fill('3');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByTestId('jg-record-count')).toHaveText('3 records');
  const preview = (await page.locator('.jg-preview .jg-line').allTextContents()).join('\n');
  expect(preview).toContain('"email"');
  expect(preview).not.toContain('"title"');
});

test('JSON generator: editing the schema clears records made from the old one', async ({ page }) => {
  await page.goto('/json-generator');
  await page.getByLabel('Number of Records').fill('2');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByTestId('jg-record-count')).toHaveText('2 records');
  await page.getByLabel('Field name').first().fill('renamed');
  await expect(page.getByRole('heading', { name: 'Generated Data' })).toHaveCount(0);
});

test('test data: changing the country clears a list made for the old one', async ({ page }) => {
  await page.goto('/test-data-generator');
  await page.getByLabel(/^Quantity/).fill('5');
  await page.getByRole('button', { name: 'Generate 5', exact: true }).click();
  await expect(page.locator('.tdg-list-count')).toHaveText(/^5 × /);
  await page.getByLabel('Select country for data generation').selectOption('DE');
  await expect(page.locator('.tdg-list-count')).toHaveCount(0);
  await expect(page.locator('.tdg-row')).toHaveCount(0);
});
