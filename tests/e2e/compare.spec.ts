import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { toolsOfKind } from '../../src/tools/catalogue';
import type { CompareTypeId } from '../../workers/compare/meta';
import { fillEditor } from './helpers/editor';
import { pdfPages } from './helpers/pdf';
import { expectWindowed } from './helpers/virtual-list';

/** Loads `text` into a side through its Open File button (typing thousands of lines takes minutes). */
async function openFile(page: Page, side: 'Original' | 'Modified', text: string): Promise<void> {
  await expect(page.getByRole('textbox', { name: side, exact: true })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: side }).getByRole('button', { name: 'Open File' }).click();
  await (await chooser).setFiles({ name: `${side}.txt`, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

async function compare(page: Page, original: string, modified: string): Promise<void> {
  await fillEditor(page, 'Original', original);
  await fillEditor(page, 'Modified', modified);
  await page.getByRole('button', { name: 'Compare Code' }).click();
}

/** The one count above the result: "Found 3 differences in 2 blocks", "Found 1 difference" or "Found no differences". */
const badge = (page: Page) => page.getByText(/^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/);
const rows = (page: Page) => page.locator('.diff-view__row[data-row]');
const row = (page: Page, index: number) => page.locator(`.diff-view__row[data-row="${index}"]`);
const lines = (n: number, edit: (i: number) => string | null = () => null): string =>
  Array.from({ length: n }, (_, i) => edit(i + 1) ?? `line ${i + 1}`).join('\n');

test.beforeEach(async ({ page }) => {
  // Options persist in localStorage: every test starts from the defaults.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('cmp-test-cleared')) {
      localStorage.removeItem('devtoolbox:compare:options');
      sessionStorage.setItem('cmp-test-cleared', '1');
    }
  });
});

test.describe('JSON compare', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/json-compare');
  });

  test('Compare Code is disabled while either input is empty or only whitespace', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Compare Code' });
    await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeVisible();
    // Until the user reaches for an editor, each input is a plain textarea showing the placeholder.
    await expect(page.getByPlaceholder('Paste your original JSON code here...')).toBeVisible();
    await expect(page.getByPlaceholder('Paste your modified JSON code here...')).toBeVisible();
    await expect(button).toBeDisabled();
    await fillEditor(page, 'Original', '{"a": 1}');
    await expect(button).toBeDisabled();
    await fillEditor(page, 'Modified', '   \n\t  ');
    await expect(button).toBeDisabled();
    await fillEditor(page, 'Modified', '{"a": 2}');
    await expect(button).toBeEnabled();
    await fillEditor(page, 'Original', '  ');
    await expect(button).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit Input' })).toHaveCount(0);
  });

  test('a layout-only change gives 0 differences', async ({ page }) => {
    await compare(page, '{"a":1,"b":[1,2],"c":{"d":null}}', '{\n    "a": 1,\n    "b": [ 1, 2 ],\n  "c": {"d": null}\n}');
    await expect(badge(page)).toHaveText('Found no differences');
    await expect(page.getByRole('table', { name: 'JSON Compare result' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeHidden();
  });

  test('a changed value is one modified row with highlights on both sides', async ({ page }) => {
    await compare(page, '{"a": 1, "b": "hello world"}', '{"a": 1, "b": "hello there"}');
    await expect(badge(page)).toHaveText('Found 1 difference');
    const table = page.getByRole('table', { name: 'JSON Compare result' });
    await expect(table.getByRole('columnheader', { name: 'Original', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Modified', exact: true })).toBeVisible();
    const changed = row(page, 2);
    await expect(changed.locator('.diff-view__left')).toHaveText('  "b": "hello world"');
    await expect(changed.locator('.diff-view__right')).toHaveText('  "b": "hello there"');
    await expect(changed.locator('.diff-view__left.diff-view__cell--modified .diff-view__hl').first()).toBeVisible();
    await expect(changed.locator('.diff-view__right.diff-view__cell--modified .diff-view__hl').first()).toBeVisible();
    await expect(changed.getByRole('cell').first()).toHaveText('3');
    await expect(row(page, 1).locator('.diff-view__cell--unchanged')).toHaveCount(4);
  });

  test('invalid JSON names the side and the line', async ({ page }) => {
    await compare(page, '{"a": 1}', '{\n  "a": 1,\n  "b": \n}');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Modified');
    await expect(alert).toContainText(/line 4/i);
    await expect(badge(page)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Modified', exact: true })).toBeVisible();
  });

  test('Edit Input returns to the inputs with their text intact', async ({ page }) => {
    await compare(page, '{"x": [1, 2, 3]}', '{"x": [1, 2, 4]}');
    await expect(badge(page)).toHaveText('Found 1 difference');
    await page.getByRole('button', { name: 'Edit Input' }).click();
    await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toHaveText('{"x": [1, 2, 3]}');
    await expect(page.getByRole('textbox', { name: 'Modified', exact: true })).toHaveText('{"x": [1, 2, 4]}');
    await expect(page.getByRole('button', { name: 'Edit Input' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await expect(badge(page)).toHaveText('Found 1 difference');
  });

  test('ignore key order sorts keys recursively, and the option persists', async ({ page }) => {
    await compare(page, '{"a": 1, "b": {"y": 2, "x": 1}}', '{"b": {"x": 1, "y": 2}, "a": 1}');
    await expect(badge(page)).not.toHaveText('Found no differences');
    await page.getByLabel('Ignore key order').check();
    await expect(badge(page)).toHaveText('Found no differences');
    await page.reload();
    await expect(page.getByLabel('Ignore key order')).toBeChecked();
  });
});

test.describe('text compare', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/text-compare');
  });

  test('removed and added lines get an empty counterpart', async ({ page }) => {
    await compare(page, 'alpha\nbeta\ngamma', 'alpha\ngamma\ndelta');
    await expect(badge(page)).toHaveText('Found 2 differences in 2 blocks');
    await expect(rows(page)).toHaveCount(4);
    const removed = row(page, 1);
    await expect(removed.locator('.diff-view__left.diff-view__cell--removed')).toHaveText('beta');
    await expect(removed.locator('.diff-view__right.diff-view__cell--empty')).toHaveText('');
    const added = row(page, 3);
    await expect(added.locator('.diff-view__left.diff-view__cell--empty')).toHaveText('');
    await expect(added.locator('.diff-view__right.diff-view__cell--added')).toHaveText('delta');
    // Line number, text, merge buttons, then the modified side's line number.
    await expect(added.getByRole('cell').nth(3)).toHaveText('3');
  });

  test('ignore case', async ({ page }) => {
    await compare(page, 'Hello World\nsame', 'hello world\nsame');
    await expect(badge(page)).toHaveText('Found 1 difference');
    await page.getByLabel('Ignore case').check();
    await expect(badge(page)).toHaveText('Found no differences');
  });

  test('ignore whitespace', async ({ page }) => {
    await compare(page, 'a  b\nc', 'a b \nc');
    await expect(badge(page)).toHaveText('Found 1 difference');
    await page.getByLabel('Ignore whitespace').check();
    await expect(badge(page)).toHaveText('Found no differences');
  });

  test('only changes: 3 lines of context, unchanged runs collapsed and expandable', async ({ page }) => {
    await compare(page, lines(30), lines(30, (i) => (i === 15 ? 'line 15 changed' : null)));
    await expect(badge(page)).toHaveText('Found 1 difference');
    await page.getByLabel('Only changes').check();
    await expect(page.getByRole('button', { name: '… 11 unchanged lines' })).toBeVisible();
    await expect(page.getByRole('button', { name: '… 12 unchanged lines' })).toBeVisible();
    await expect(rows(page)).toHaveCount(7);
    await expect(row(page, 10)).toHaveCount(0);
    await expect(row(page, 11)).toBeVisible();
    await page.getByRole('button', { name: '… 11 unchanged lines' }).click();
    await expect(row(page, 0)).toBeVisible();
    await expect(row(page, 0).locator('.diff-view__left')).toHaveText('line 1');
    await expect(page.getByRole('button', { name: '… 11 unchanged lines' })).toHaveCount(0);
    await page.getByLabel('Show all lines').check();
    await expect(page.getByRole('button', { name: /unchanged lines/ })).toHaveCount(0);
  });

  test('n / p and the buttons move between change blocks', async ({ page }) => {
    const edited = (i: number) => (i === 10 || i === 100 || i === 190 ? `line ${i} edited` : null);
    await compare(page, lines(200), lines(200, edited));
    await expect(badge(page)).toHaveText('Found 3 differences in 3 blocks');
    const current = page.locator('.diff-view__row[data-current]');
    await page.keyboard.press('n');
    await expect(current).toHaveAttribute('data-row', '9');
    await page.keyboard.press('n');
    await expect(current).toHaveAttribute('data-row', '99');
    await expect(current).toBeInViewport();
    await page.getByRole('button', { name: 'Next difference' }).click();
    await expect(current).toHaveAttribute('data-row', '189');
    await expect(current).toBeInViewport();
    await page.keyboard.press('p');
    await expect(current).toHaveAttribute('data-row', '99');
    await page.getByRole('button', { name: 'Previous difference' }).click();
    await expect(current).toHaveAttribute('data-row', '9');
    await expect(page.getByText('Change 1 of 3')).toBeVisible();
  });

  test('only the visible rows of a long diff are in the DOM', async ({ page }) => {
    await openFile(page, 'Original', lines(100_000));
    await openFile(page, 'Modified', lines(100_000, (i) => (i % 20_000 === 0 ? `line ${i} x` : null)));
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await expect(badge(page)).toHaveText('Found 5 differences in 5 blocks');
    await expectWindowed(rows(page), { max: 100 });
    await page.keyboard.press('p');
    await expect(page.locator('.diff-view__row[data-current]')).toHaveAttribute('data-row', '99999');
    await expect(row(page, 99_999).locator('.diff-view__right')).toHaveText('line 100000 x');
    await expectWindowed(rows(page), { max: 100 });
  });

  test('PDF export holds every row, the header and the count', async ({ page }) => {
    await compare(page, 'first line\nsecond line\nthird line', 'first line\nsecond LINE\nthird line\nfourth line');
    await expect(badge(page)).toHaveText('Found 2 differences in 2 blocks');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('text-compare-diff.pdf');
    const file = await download.path();
    const text = await pdfText(new Uint8Array(await readFile(file)));
    for (const s of ['Text Compare', 'first line', 'second line', 'second LINE', 'third line', 'fourth line']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('Found 2 differences in 2 blocks');
    await expect(page.getByText('Failed to export PDF')).toHaveCount(0);
  });
});

test.describe('large inputs', () => {
  /** ~5 MB: 100,000 lines of about 50 characters. */
  const big = (edit: (i: number) => boolean = () => false): string =>
    Array.from({ length: 100_000 }, (_, i) => {
      const line = `${String(i).padStart(6, '0')} lorem ipsum dolor sit amet consectetur adipiscing`;
      return edit(i) ? `${line} EDITED` : line;
    }).join('\n');

  test('5 MB per side with 1,000 scattered edits: the exact result, virtualised', async ({ page }) => {
    // Timing budgets for this case are measured by `npm run bench`, never asserted in the suite.
    await page.goto('/text-compare');
    await openFile(page, 'Original', big());
    await openFile(page, 'Modified', big((i) => i % 100 === 7));
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await expect(badge(page)).toHaveText('Found 1000 differences in 1000 blocks', { timeout: 30_000 });
    await expect(rows(page).first()).toBeVisible();
    await expectWindowed(rows(page), { max: 100 });
  });

  test('Cancel stops a running comparison and returns to the inputs', async ({ page }) => {
    await page.goto('/text-compare');
    await openFile(page, 'Original', big());
    await openFile(page, 'Modified', big().replace(/lorem/g, 'LOREM').replace(/\d/g, 'x'));
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click({ timeout: 2_000 });
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await expect(badge(page)).toHaveText(/^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/, { timeout: 15_000 });
  });
});

test('a failing PDF export shows "Failed to export PDF"', async ({ page }) => {
  // The PDF writer is a chunk the worker loads on first export: make that load fail.
  await page.route(/\/assets\/pdf-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/text-compare');
  await compare(page, 'a\nb', 'a\nc');
  await expect(badge(page)).toHaveText('Found 1 difference');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(page.getByText('Failed to export PDF')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
});

test('file open fills a side', async ({ page }) => {
  await page.goto('/text-compare');
  await openFile(page, 'Original', 'from a file\n');
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toContainText('from a file');
});

const SAMPLES: Record<CompareTypeId, [string, string]> = {
  json: ['{"name": "a", "n": 1}', '{"name": "a", "n": 2}'],
  xml: ['<root><item id="1">one</item><item>two</item></root>', '<root><item id="1">one</item><item>2</item></root>'],
  text: ['one\ntwo\nthree', 'one\n2\nthree'],
  html: ['<div><p>Hello</p><p>World</p></div>', '<div><p>Hello</p><p>Earth</p></div>'],
  css: ['a { color: red; }\nb { margin: 0; }', 'a { color: blue; }\nb { margin: 0; }'],
};

test.describe('every compare type', () => {
  for (const tool of toolsOfKind('compare')) {
    test(`${tool.path} compares a small sample`, async ({ page }) => {
      const sample = SAMPLES[tool.compareType];
      await page.goto(tool.path);
      await compare(page, sample[0], sample[1]);
      await expect(badge(page)).toHaveText('Found 1 difference');
      await expect(page.locator('.diff-view__row .diff-view__cell--modified, .diff-view__row .diff-view__cell--removed').first()).toBeVisible();
      await page.getByRole('button', { name: 'Edit Input' }).click();
      await expect(page.getByRole('textbox', { name: 'Modified', exact: true })).toBeVisible();
    });
  }
});

/** The text of every page of a PDF, whitespace collapsed (pdf.js as bundled by unpdf, which runs in Node). */
async function pdfText(data: Uint8Array): Promise<string> {
  return (await pdfPages(data)).join(' ');
}
