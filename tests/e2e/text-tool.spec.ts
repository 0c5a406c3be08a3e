import { expect, test, type Page } from '@playwright/test';
import { fillEditor } from './helpers/editor';

async function formatInput(page: Page, type: 'JSON' | 'XML' | 'HTML', text: string): Promise<void> {
  await page.getByRole('radio', { name: type, exact: true }).check();
  await fillEditor(page, 'Input', text);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
}

const output = (page: Page) => page.getByLabel('Output', { exact: true });
const diffTable = (page: Page) => page.getByRole('table', { name: 'Input against output' });

test.beforeEach(async ({ page }) => {
  await page.goto('/text-tool');
  await expect(page.getByRole('textbox', { name: 'Input', exact: true })).toBeVisible();
});

test('JSON is re-printed with two-space indent and the diff shows the change', async ({ page }) => {
  await formatInput(page, 'JSON', '{"a":1,"b":[true,null]}');
  await expect(output(page)).toHaveValue('{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}');
  await expect(diffTable(page)).toBeVisible();
  await expect(page.locator('.diff-view__left.diff-view__cell--removed, .diff-view__left.diff-view__cell--modified').first()).toContainText('{"a":1');
  await expect(page.locator('.diff-view__right.diff-view__cell--added').first()).toBeVisible();
});

test('XML is re-indented by tags', async ({ page }) => {
  await formatInput(page, 'XML', '<root><item>one</item><item>two</item></root>');
  await expect(output(page)).toHaveValue('<root>\n  <item>one</item>\n  <item>two</item>\n</root>');
  await expect(diffTable(page)).toBeVisible();
});

test('HTML is re-indented by tags', async ({ page }) => {
  await formatInput(page, 'HTML', '<div><p>Hello</p><br></div>');
  await expect(output(page)).toHaveValue('<div>\n  <p>Hello</p>\n  <br>\n</div>');
  await expect(diffTable(page)).toBeVisible();
});

test('already formatted input shows no differences', async ({ page }) => {
  await formatInput(page, 'JSON', '{\n  "a": 1\n}');
  await expect(output(page)).toHaveValue('{\n  "a": 1\n}');
  await expect(page.getByRole('heading', { name: 'Changes: 0 lines differ' })).toBeVisible();
});

for (const [type, input] of [
  ['JSON', '{"a": }'],
  ['XML', '<root><item></root>'],
  ['HTML', '<div>1 < 2</div>'],
] as const) {
  test(`invalid ${type} shows "Invalid ${type} format" and clears the output`, async ({ page }) => {
    await formatInput(page, type, input);
    await expect(page.getByRole('alert')).toHaveText(`Invalid ${type} format`);
    await expect(output(page)).toHaveValue('');
    await expect(diffTable(page)).toHaveCount(0);
  });
}

test('switching the type clears the previous result', async ({ page }) => {
  await formatInput(page, 'JSON', '{"a":1}');
  await expect(diffTable(page)).toBeVisible();
  await page.getByRole('radio', { name: 'XML', exact: true }).check();
  await expect(output(page)).toHaveValue('');
  await expect(diffTable(page)).toHaveCount(0);
});
