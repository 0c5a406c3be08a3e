import { expect, test, type Page } from '@playwright/test';
import { fillEditor, pasteLarge } from './helpers/editor';

async function formatInput(page: Page, type: 'JSON' | 'XML' | 'HTML', text: string): Promise<void> {
  await page.getByRole('radio', { name: type, exact: true }).check();
  await fillEditor(page, 'Input', text);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
}

const outputList = (page: Page) => page.getByRole('list', { name: 'Output', exact: true });
/** The output's text, from its rendered rows (the outputs here are shorter than the list's height). */
const outputText = async (page: Page): Promise<string> =>
  (await outputList(page).locator('.vt-code').allTextContents()).join('\n');
const expectOutput = (page: Page, text: string) => expect.poll(() => outputText(page)).toBe(text);
const expectNoOutput = async (page: Page) => {
  await expect(outputList(page)).toHaveCount(0);
  await expect(page.getByText('Formatted output will appear here...')).toBeVisible();
};
const diffTable = (page: Page) => page.getByRole('table', { name: 'Input against output' });

test.beforeEach(async ({ page }) => {
  await page.goto('/text-tool');
  await expect(page.getByRole('textbox', { name: 'Input', exact: true })).toBeVisible();
});

test('JSON is re-printed with two-space indent and the diff shows the change', async ({ page }) => {
  await formatInput(page, 'JSON', '{"a":1,"b":[true,null]}');
  await expectOutput(page, '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}');
  await expect(diffTable(page)).toBeVisible();
  await expect(page.locator('.diff-view__left.diff-view__cell--removed, .diff-view__left.diff-view__cell--modified').first()).toContainText('{"a":1');
  await expect(page.locator('.diff-view__right.diff-view__cell--added').first()).toBeVisible();
});

test('XML is re-indented by tags', async ({ page }) => {
  await formatInput(page, 'XML', '<root><item>one</item><item>two</item></root>');
  await expectOutput(page, '<root>\n  <item>one</item>\n  <item>two</item>\n</root>');
  await expect(diffTable(page)).toBeVisible();
});

test('HTML is re-indented by tags', async ({ page }) => {
  await formatInput(page, 'HTML', '<div><p>Hello</p><br></div>');
  await expectOutput(page, '<div>\n  <p>Hello</p>\n  <br>\n</div>');
  await expect(diffTable(page)).toBeVisible();
});

test('already formatted input shows no differences', async ({ page }) => {
  await formatInput(page, 'JSON', '{\n  "a": 1\n}');
  await expectOutput(page, '{\n  "a": 1\n}');
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
    await expectNoOutput(page);
    await expect(diffTable(page)).toHaveCount(0);
  });
}

test('switching the type clears the previous result', async ({ page }) => {
  await formatInput(page, 'JSON', '{"a":1}');
  await expect(diffTable(page)).toBeVisible();
  await page.getByRole('radio', { name: 'XML', exact: true }).check();
  await expectNoOutput(page);
  await expect(diffTable(page)).toHaveCount(0);
});

test('editing the input clears the output and the diff', async ({ page }) => {
  await formatInput(page, 'JSON', '{"a":1}');
  await expectOutput(page, '{\n  "a": 1\n}');
  await page.getByRole('textbox', { name: 'Input', exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' ');
  await expectNoOutput(page);
  await expect(diffTable(page)).toHaveCount(0);
});

test('a long format shows progress with Cancel, which stops it and keeps the input', async ({ page }) => {
  // About 8 MB of JSON: long enough to still be running when Cancel is pressed.
  const big = JSON.stringify(Array.from({ length: 120_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })));
  await pasteLarge(page, 'Input', big);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'Formatting…' });
  await expect(status).toBeVisible();
  await status.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toHaveCount(0);
  await expectNoOutput(page);
  await expect(page.locator('.error-banner')).toHaveCount(0);
  // The tool works again at once, on a fresh worker.
  await formatInput(page, 'JSON', '[1]');
  await expectOutput(page, '[\n  1\n]');
});

test('JSON keeps every value as written: huge and negative-zero numbers, long integers, duplicate keys', async ({ page }) => {
  await formatInput(page, 'JSON', '{"big":1e999,"neg":-0,"id":123456789012345678901234567890,"k":1,"k":2}');
  await expectOutput(page, '{\n  "big": 1e999,\n  "neg": -0,\n  "id": 123456789012345678901234567890,\n  "k": 1,\n  "k": 2\n}');
});

test('a result is never shown for an input that replaced the one being formatted', async ({ page }) => {
  const big = JSON.stringify(Array.from({ length: 120_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })));
  const editor = page.getByRole('textbox', { name: 'Input', exact: true });
  await pasteLarge(page, 'Input', big);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Formatting…' })).toBeVisible();
  // Replace the whole input while the big one is being formatted.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('{"changed":true}');
  await expect(page.getByRole('status').filter({ hasText: 'Formatting…' })).toHaveCount(0);
  // Long enough for the abandoned job to have finished had it not been stopped.
  await page.waitForTimeout(3000);
  await expectNoOutput(page);
  await expect(page.getByRole('heading', { name: /^Changes:/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expectOutput(page, '{\n  "changed": true\n}');
  await expect(page.getByRole('heading', { name: 'Changes: 3 lines differ' })).toBeVisible();
});
