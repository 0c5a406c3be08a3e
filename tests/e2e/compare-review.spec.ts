import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fillEditor } from './helpers/editor';
import { pdfPages } from './helpers/pdf';

/** fast-json-patch is CommonJS: Node's ESM loader does not see its named exports. */
const jsonpatch = createRequire(import.meta.url)('fast-json-patch') as typeof import('fast-json-patch');

/** What a reviewer needs of a compare result: word highlights, one count, unified view, keeping place, focus. */

const badge = (page: Page) => page.getByText(/^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/);
const row = (page: Page, index: number) => page.locator(`.diff-view__row[data-row="${index}"]`);
const lines = (n: number, edit: (i: number) => string | null = () => null): string =>
  Array.from({ length: n }, (_, i) => edit(i + 1) ?? `line ${i + 1}`).join('\n');
/** The row is inside the visible part of the result list (which scrolls on its own). */
async function expectShownInList(page: Page, rowLocator: Locator): Promise<void> {
  await expect(rowLocator).toBeVisible();
  await expect
    .poll(async () => {
      const list = await page.locator('.diff-view__list').boundingBox();
      const box = await rowLocator.boundingBox();
      return !!list && !!box && box.y >= list.y - 1 && box.y + box.height <= list.y + list.height + 1;
    })
    .toBe(true);
}

/** The highlighted fragments of a cell, in order. */
const highlighted = (cell: Locator) => cell.locator('.diff-view__hl').allTextContents();

async function compare(page: Page, original: string, modified: string): Promise<void> {
  await fillEditor(page, 'Original', original);
  await fillEditor(page, 'Modified', modified);
  await page.getByRole('button', { name: 'Compare Code' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('cmp-test-cleared')) {
      localStorage.removeItem('devtoolbox:compare:options');
      sessionStorage.setItem('cmp-test-cleared', '1');
    }
  });
});

const ORDER = '{"name": "Hanna Vos", "total": 421.72, "city": "Delft"}';
const CHANGED = '{"name": "Changed Name", "total": 1, "city": "Delft"}';

test('words and numbers are highlighted whole; "Highlight characters" keeps character precision', async ({ page }) => {
  await page.goto('/json-compare');
  await compare(page, ORDER, CHANGED);
  await expect(badge(page)).toHaveText('Found 2 differences in 1 block');
  await expect(row(page, 1).locator('.diff-view__left')).toHaveText('  "name": "Hanna Vos",');
  expect(await highlighted(row(page, 1).locator('.diff-view__left'))).toEqual(['Hanna Vos']);
  expect(await highlighted(row(page, 1).locator('.diff-view__right'))).toEqual(['Changed Name']);
  expect(await highlighted(row(page, 2).locator('.diff-view__left'))).toEqual(['421.72']);
  expect(await highlighted(row(page, 2).locator('.diff-view__right'))).toEqual(['1']);

  await page.getByLabel('Highlight characters').check();
  await expect(row(page, 2).locator('.diff-view__left .diff-view__hl')).toHaveCount(2);
  expect(await highlighted(row(page, 2).locator('.diff-view__left'))).toEqual(['42', '.72']);
  expect(await highlighted(row(page, 1).locator('.diff-view__right'))).toEqual(['Ch', 'ged N', 'me']);
  await page.reload();
  await expect(page.getByLabel('Highlight characters')).toBeChecked();
});

/** The text of the PDF the Export PDF button saves, page by page. */
async function exportedPdf(page: Page): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  return pdfPages(new Uint8Array(await readFile(await (await downloading).path())));
}

test('the count reads as decided, on screen and in the PDF header: one, many and none', async ({ page }) => {
  await page.goto('/text-compare');
  await compare(page, 'a\nb\nc', 'a\nB\nc');
  await expect(badge(page)).toHaveText('Found 1 difference');
  await expect(page.getByText(/difference\(s\)|change blocks?/)).toHaveCount(0);
  expect((await exportedPdf(page))[0]).toMatch(/^Text Compare Original -> Modified .+ Found 1 difference Original Modified 1 a 1 a 2 b 2 B 3 c 3 c /);
  await page.getByRole('button', { name: 'Edit Input' }).click();
  await compare(page, lines(20), lines(20, (i) => (i === 3 || i === 4 || i === 15 ? `line ${i}!` : null)));
  await expect(badge(page)).toHaveText('Found 3 differences in 2 blocks');
  expect((await exportedPdf(page))[0]).toMatch(/^Text Compare Original -> Modified .+ Found 3 differences in 2 blocks Original Modified 1 line 1 1 line 1 /);
  await page.keyboard.press('n');
  await expect(page.getByText('Change 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Input' }).click();
  await compare(page, lines(5), lines(5));
  await expect(badge(page)).toHaveText('Found no differences');
  await expect(page.getByText(/^No differences$/)).toHaveCount(0);
  expect((await exportedPdf(page))[0]).toMatch(/^Text Compare Original -> Modified .+ Found no differences Original Modified 1 line 1 1 line 1 /);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the result is unified by default and never widens the page', async ({ page }) => {
    await page.goto('/json-compare');
    const long = `"${'x'.repeat(300)}"`;
    await compare(page, `{"a": ${long}, "name": "Hanna Vos"}`, `{"a": ${long}, "name": "Changed Name"}`);
    await expect(badge(page)).toHaveText('Found 1 difference');
    await expect(page.getByLabel('Unified')).toBeChecked();
    await expect(page.locator('.diff-view__row--unified[data-row="2"]')).toHaveCount(2);
    const removed = page.locator('.diff-view__row[data-row="2"][data-side="original"] .diff-view__left');
    const added = page.locator('.diff-view__row[data-row="2"][data-side="modified"] .diff-view__right');
    expect(await highlighted(removed)).toEqual(['Hanna Vos']);
    expect(await highlighted(added)).toEqual(['Changed Name']);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    for (const name of ['Export PDF', 'Edit Input', 'Compare Code']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    // Side by side on request, remembered, and still inside the page.
    await page.getByLabel('Side by side').check();
    await expect(page.locator('.diff-view__row--unified')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.reload();
    await expect(page.getByLabel('Side by side')).toBeChecked();
  });
});

test('"Only changes" keeps the current change in view; n / p and the counter stay in step', async ({ page }) => {
  await page.goto('/text-compare');
  const edited = (i: number) => (i === 10 || i === 100 || i === 190 ? `line ${i} edited` : null);
  await compare(page, lines(200), lines(200, edited));
  await expect(badge(page)).toHaveText('Found 3 differences in 3 blocks');
  const current = page.locator('.diff-view__row[data-current]');
  await page.keyboard.press('n');
  await page.keyboard.press('n');
  await expect(current).toHaveAttribute('data-row', '99');
  await page.getByLabel('Only changes').check();
  await expect(current).toHaveAttribute('data-row', '99');
  await expectShownInList(page, current);
  await expect(page.getByText('Change 2 of 3')).toBeVisible();
  await page.getByLabel('Context lines').fill('1');
  await expect(page.getByRole('button', { name: '… 8 unchanged lines' })).toBeVisible();
  await expectShownInList(page, current);
  await page.getByLabel('Show all lines').check();
  await expectShownInList(page, current);
  await page.keyboard.press('n');
  await expect(current).toHaveAttribute('data-row', '189');
  await expect(page.getByText('Change 3 of 3')).toBeVisible();
  await page.getByLabel('Unified').check();
  await expect(current).toHaveCount(2);
  await expectShownInList(page, current.first());
});

test('focus: the result after Compare (Ctrl+Enter too), the input it came from after Edit Input', async ({ page }) => {
  await page.goto('/text-compare');
  await fillEditor(page, 'Original', 'one\ntwo');
  await fillEditor(page, 'Modified', 'one\nthree');
  await page.keyboard.press('Control+Enter');
  await expect(badge(page)).toHaveText('Found 1 difference');
  await expect(page.getByRole('rowgroup', { name: 'Text Compare result: rows' })).toBeFocused();
  await page.keyboard.press('n');
  await expect(page.getByText('Change 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Input' }).click();
  await expect(page.locator('.cm-content[aria-label="Modified"]')).toBeFocused();
});

/** Loads `text` into a side through its Open File button, as a file of that name. */
async function openFile(page: Page, side: 'Original' | 'Modified', name: string, text: string): Promise<void> {
  await expect(page.getByRole('textbox', { name: side, exact: true })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: side }).getByRole('button', { name: 'Open File' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

test('the PDF follows "Only changes": changed blocks with context, hidden lines counted, file names and counts', async ({ page }) => {
  await page.goto('/text-compare');
  // 30 changes in 2,000 lines (the case that gave 31 pages with every row).
  await openFile(page, 'Original', 'orders-v1.txt', lines(2000));
  await openFile(page, 'Modified', 'orders-v2.txt', lines(2000, (i) => (i % 66 === 0 && i < 1990 ? `line ${i} edited` : null)));
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(badge(page)).toHaveText('Found 30 differences in 30 blocks');
  await expect(page.getByRole('columnheader', { name: 'orders-v1.txt', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'orders-v2.txt', exact: true })).toBeVisible();
  await page.getByLabel('Only changes').check();
  await page.getByLabel('Context lines').fill('1');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pages = await pdfPages(new Uint8Array(await readFile(await (await downloading).path())));
  expect(pages).toHaveLength(3);
  expect(pages[0]).toMatch(
    /^Text Compare orders-v1\.txt -> orders-v2\.txt .+ Found 30 differences in 30 blocks, only changes with 1 context line orders-v1\.txt orders-v2\.txt … 64 unchanged lines hidden 65 line 65 65 line 65 66 line 66 66 line 66 edited 67 line 67 67 line 67 … 63 unchanged lines hidden /,
  );
  const text = pages.join(' ');
  expect(text.match(/ edited/g)).toHaveLength(30);
  expect(text.match(/… \d+ unchanged lines hidden/g)).toHaveLength(31);
  expect(text).toContain('1981 line 1981 1981 line 1981 … 19 unchanged lines hidden Generated by DevToolbox - page 3 of 3');
});

test.describe('structural JSON summary', () => {
  const records = (ids: number[], edit: (id: number) => Record<string, unknown> = () => ({})) =>
    ids.map((id) => ({ id, total: id * 10, email: `u${id}@example.com`, ...edit(id) }));
  const original = { orders: records(Array.from({ length: 40 }, (_, i) => i + 1)), tags: ['a', 'b'] };
  const reordered = { orders: [...original.orders].reverse(), tags: ['a', 'b'] };
  const modified = {
    orders: records(
      Array.from({ length: 40 }, (_, i) => 40 - i).filter((id) => id !== 7),
      (id) => (id === 30 ? { total: 12.5 } : {}),
    ),
    tags: ['a'],
  };

  test('a reordered array matched by "id" reports nothing; real changes by path; the JSON Patch gives Modified', async ({ page }) => {
    await page.goto('/json-compare');
    await compare(page, JSON.stringify(original), JSON.stringify(reordered));
    const panel = page.getByRole('region', { name: 'Structural changes' });
    // By position every record differs.
    await expect(panel.getByRole('status')).toHaveText(/^\d+ structural changes$/);
    await panel.getByLabel('Match array items by key').fill('id');
    await panel.getByLabel('Match array items by key').press('Enter');
    await expect(panel.getByRole('status')).toHaveText('No structural changes');
    // The patch still gives Modified: only moves, one per record but the one left in place.
    const movesOnly = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download JSON Patch' }).click();
    const moves = JSON.parse(await readFile(await (await movesOnly).path(), 'utf8')) as import('fast-json-patch').Operation[];
    expect(moves.map((o) => o.op)).toEqual(Array(39).fill('move'));
    expect(jsonpatch.validate(moves, jsonpatch.deepClone(original))).toBeUndefined();
    expect(jsonpatch.applyPatch(jsonpatch.deepClone(original), moves, true).newDocument).toEqual(reordered);

    await page.getByRole('button', { name: 'Edit Input' }).click();
    await fillEditor(page, 'Modified', JSON.stringify(modified));
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await expect(panel.getByRole('status')).toHaveText('3 structural changes');
    await expect(panel.getByRole('listitem')).toHaveText(['$.orders[id=7]: removed', '$.orders[id=30].total: 300 → 12.5', '$.tags[1]: removed']);

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download JSON Patch' }).click();
    const patch = JSON.parse(await readFile(await (await downloading).path(), 'utf8'));
    expect(jsonpatch.validate(patch, jsonpatch.deepClone(original))).toBeUndefined();
    expect(jsonpatch.applyPatch(jsonpatch.deepClone(original), patch, true).newDocument).toEqual(modified);

    const csvDownload = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download CSV' }).click();
    expect(await readFile(await (await csvDownload).path(), 'utf8')).toBe(
      'path,change,from,to\r\n' +
        '$.orders[id=7]: removed'.replace(/: removed$/, '') +
        ',removed,"{""id"":7,""total"":70,""email"":""u7@example.com""}",\r\n' +
        '$.orders[id=30].total,changed,300,12.5\r\n$.tags[1],removed,"""b""",\r\n',
    );

    // Choosing a path scrolls the line view to its line and marks the row.
    await panel.getByRole('button', { name: '$.orders[id=30].total: 300 → 12.5' }).click();
    const target = page.locator('.diff-view__row[data-target]');
    await expect(target).toBeInViewport();
    await expectShownInList(page, target);
    await expect(target.locator('.diff-view__left')).toHaveText('      "total": 300,');
  });
});

test('merge: copy a change either way, undo it, compare again on the merged text, download a side', async ({ page }) => {
  await page.goto('/text-compare');
  await compare(page, 'one\ntwo\nthree\nfour', 'one\nTWO\nthree\nfour\nfive');
  await expect(badge(page)).toHaveText('Found 2 differences in 2 blocks');
  const toModified = page.getByRole('button', { name: 'Copy change to Modified →' });
  const toOriginal = page.getByRole('button', { name: '← Copy change to Original' });
  await expect(toModified).toBeDisabled();
  await page.keyboard.press('n');
  await toModified.click();
  await expect(badge(page)).toHaveText('Found 1 difference');
  await expect(row(page, 1).locator('.diff-view__right')).toHaveText('two');
  await page.getByRole('button', { name: 'Undo merge' }).click();
  await expect(badge(page)).toHaveText('Found 2 differences in 2 blocks');
  await expect(row(page, 1).locator('.diff-view__right')).toHaveText('TWO');
  await expect(page.getByRole('button', { name: 'Undo merge' })).toBeDisabled();

  // Everything into the original: the sides become equal.
  await page.keyboard.press('n');
  await toOriginal.click();
  await expect(badge(page)).toHaveText('Found 1 difference');
  await page.keyboard.press('n');
  await toOriginal.click();
  await expect(badge(page)).toHaveText('Found no differences');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Original' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('original.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe('one\nTWO\nthree\nfour\nfive');
  // The merged text is in the editor: Edit Input shows it.
  await page.getByRole('button', { name: 'Edit Input' }).click();
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toHaveText(/one\s*TWO\s*three\s*four\s*five/);
});

/** The text of a side as the page saves it (its Download button). */
async function savedSide(page: Page, name: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name}`, exact: true }).click();
  return readFile(await (await downloading).path(), 'utf8');
}

test('merge from any change block by its own buttons, either way, undoable, in both layouts', async ({ page }) => {
  await page.goto('/text-compare');
  await compare(page, 'one\ntwo\nthree\nfour\nfive', 'one\nTWO\nthree\nFOUR\nfive\nsix');
  await expect(badge(page)).toHaveText('Found 3 differences in 3 blocks');
  // One pair of buttons per block, on its first row, named by the block's number.
  await expect(page.getByRole('button', { name: /^Copy change \d to (Original|Modified)$/ })).toHaveCount(6);
  await expect(row(page, 3).getByRole('button')).toHaveText(['→', '←']);
  await expect(row(page, 3).getByRole('button', { name: 'Copy change 2 to Modified' })).toBeVisible();
  await expect(row(page, 2).getByRole('button')).toHaveCount(0);

  // The second block, without choosing it with n first.
  await page.getByRole('button', { name: 'Copy change 2 to Modified' }).click();
  await expect(badge(page)).toHaveText('Found 2 differences in 2 blocks');
  await expect(page.getByText(/^Change \d of/)).toHaveCount(0);
  expect(await savedSide(page, 'Original')).toBe('one\ntwo\nthree\nfour\nfive');
  expect(await savedSide(page, 'Modified')).toBe('one\nTWO\nthree\nfour\nfive\nsix');

  await page.getByRole('button', { name: 'Undo merge' }).click();
  await expect(badge(page)).toHaveText('Found 3 differences in 3 blocks');
  expect(await savedSide(page, 'Original')).toBe('one\ntwo\nthree\nfour\nfive');
  expect(await savedSide(page, 'Modified')).toBe('one\nTWO\nthree\nFOUR\nfive\nsix');

  // The other way: the same block into the original.
  await page.getByRole('button', { name: 'Copy change 2 to Original' }).click();
  await expect(badge(page)).toHaveText('Found 2 differences in 2 blocks');
  expect(await savedSide(page, 'Original')).toBe('one\ntwo\nthree\nFOUR\nfive');
  expect(await savedSide(page, 'Modified')).toBe('one\nTWO\nthree\nFOUR\nfive\nsix');

  // By keyboard: Tab from the rows reaches the first block's buttons; Enter on one merges that block.
  await page.getByRole('rowgroup', { name: 'Text Compare result: rows' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy change 1 to Modified' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy change 1 to Original' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(badge(page)).toHaveText('Found 1 difference');
  expect(await savedSide(page, 'Original')).toBe('one\nTWO\nthree\nFOUR\nfive');

  // Unified: the buttons sit on the block's first line (here the added "six", block 1 of 1).
  await page.getByLabel('Unified').check();
  const added = page.locator('.diff-view__row--unified[data-side="modified"]');
  await expect(added.locator('.diff-view__right')).toHaveText('six');
  await added.getByRole('button', { name: 'Copy change 1 to Original' }).click();
  await expect(badge(page)).toHaveText('Found no differences');
  expect(await savedSide(page, 'Original')).toBe('one\nTWO\nthree\nFOUR\nfive\nsix');
  await page.getByRole('button', { name: 'Undo merge' }).click();
  await expect(badge(page)).toHaveText('Found 1 difference');
  expect(await savedSide(page, 'Original')).toBe('one\nTWO\nthree\nFOUR\nfive');
});

/** Drops a file of this name and text onto a side's editor, as dragging it from the desktop does. */
async function dropFile(page: Page, side: 'Original' | 'Modified', name: string, text: string): Promise<void> {
  // Until the app runs, the inputs are disabled (nothing can be dropped on them).
  await expect(page.getByRole('textbox', { name: side, exact: true })).toBeEnabled();
  await page.getByRole('textbox', { name: side, exact: true }).evaluate(
    (el, file) => {
      const data = new DataTransfer();
      data.items.add(new File([file.text], file.name, { type: 'text/plain' }));
      el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { name, text },
  );
}

/** Pastes `text` over the whole text of a side (select all, then a paste event as Ctrl+V delivers it). */
async function pasteOver(page: Page, side: 'Original' | 'Modified', text: string): Promise<void> {
  await page.getByRole('textbox', { name: side, exact: true }).click();
  const editor = page.locator(`.cm-content[aria-label="${side}"]`);
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await editor.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a dropped file names its side in the column heads and the PDF; edits keep the name, a paste over all or clearing drops it', async ({ page }) => {
  await page.goto('/text-compare');
  const heading = (side: string) => page.getByRole('heading', { name: new RegExp(`^${side}`) });
  await dropFile(page, 'Original', 'before.txt', 'alpha\nbeta\ngamma');
  await dropFile(page, 'Modified', 'after.txt', 'alpha\nBETA\ngamma');
  // A drop brings in the code editor, which shows the file's text.
  await expect(page.locator('.cm-content[aria-label="Modified"]')).toHaveText(/alpha\s*BETA\s*gamma/);
  await expect(heading('Original')).toHaveText('Original · before.txt');
  await expect(heading('Modified')).toHaveText('Modified · after.txt');
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(badge(page)).toHaveText('Found 1 difference');
  await expect(page.getByRole('columnheader', { name: 'before.txt', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'after.txt', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy change 1 to after.txt' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pages = await pdfPages(new Uint8Array(await readFile(await (await downloading).path())));
  expect(pages).toHaveLength(1);
  expect(pages[0]).toMatch(/^Text Compare before\.txt -> after\.txt .+ Found 1 difference before\.txt after\.txt 1 alpha 1 alpha 2 beta 2 BETA 3 gamma 3 gamma /);
  expect(await savedSide(page, 'before.txt')).toBe('alpha\nbeta\ngamma');

  // Typing into the file's text keeps its name.
  await page.getByRole('button', { name: 'Edit Input' }).click();
  await page.getByRole('textbox', { name: 'Original', exact: true }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('!');
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toHaveText(/gamma!$/);
  await expect(heading('Original')).toHaveText('Original · before.txt');
  // A paste of a whole new text is no longer that file.
  await pasteOver(page, 'Modified', 'something\nelse');
  await expect(page.getByRole('textbox', { name: 'Modified', exact: true })).toHaveText(/^something\s*else$/);
  await expect(heading('Modified')).toHaveText('Modified');
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(page.getByRole('columnheader', { name: 'before.txt', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Modified', exact: true })).toBeVisible();
  // Emptying a side drops its name; a file dropped again names it again.
  await page.getByRole('button', { name: 'Edit Input' }).click();
  await fillEditor(page, 'Original', '');
  await expect(heading('Original')).toHaveText('Original');
  await dropFile(page, 'Original', 'again.txt', 'alpha');
  await expect(heading('Original')).toHaveText('Original · again.txt');
});
