import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { toolsOfKind } from '../../src/tools/catalogue';
import type { FormatLanguageId } from '../../workers/format/meta';
import { fillEditor, pasteLarge } from './helpers/editor';

const input = (page: Page) => page.getByRole('textbox', { name: 'Input Code', exact: true });
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format Code' });
const alert = (page: Page) => page.getByRole('alert');
const errorBox = (page: Page) => page.locator('.error-banner');
const placeholder = (page: Page) => page.getByText('Formatted code will appear here...');
const rows = (page: Page) => page.locator('.vt-list .vt-row');

/** The text of the rendered output rows (all of them, for outputs shorter than the list's height). */
async function outputText(page: Page): Promise<string> {
  return (await page.locator('.vt-list .vt-code').allTextContents()).join('\n');
}

async function format(page: Page, text: string): Promise<void> {
  await fillEditor(page, 'Input Code', text);
  await formatButton(page).click();
}

const SAMPLE_JSON = '{"a":1,"b":[true,null,{"c":"x"}],"d":{},"e":[]}';
const SAMPLE_JSON_FORMATTED = JSON.stringify(JSON.parse(SAMPLE_JSON), null, 2);

test.describe('JSON formatter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/json-formatter');
    await expect(input(page)).toBeVisible();
  });

  test('blank input shows the message without formatting', async ({ page }) => {
    await formatButton(page).click();
    await expect(alert(page)).toHaveText('Please enter some code to format');
    await fillEditor(page, 'Input Code', '  \n\t ');
    await formatButton(page).click();
    await expect(alert(page)).toHaveText('Please enter some code to format');
    await expect(placeholder(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Code' })).toHaveCount(0);
  });

  test('valid JSON formats to the exact text; Copy Code appears only then and copies everything', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect(page.getByRole('button', { name: 'Copy Code' })).toHaveCount(0);
    await format(page, SAMPLE_JSON);
    await expect(rows(page)).toHaveCount(12);
    expect(await outputText(page)).toBe(SAMPLE_JSON_FORMATTED);
    await expect(errorBox(page)).toHaveCount(0);

    const copy = page.getByRole('button', { name: 'Copy Code' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SAMPLE_JSON_FORMATTED);
    await expect(page.getByRole('button', { name: 'Copy Code' })).toBeVisible({ timeout: 3000 });
  });

  test('Copied! lasts 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await format(page, '[1]');
    await page.getByRole('button', { name: 'Copy Code' }).click();
    const copied = page.getByRole('button', { name: 'Copied!' });
    await expect(copied).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(copied).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Code' })).toBeVisible({ timeout: 1500 });
  });

  test('invalid JSON shows the message with line and column beneath it', async ({ page }) => {
    await format(page, '{\n  "a": 1,\n  "b" 2\n}');
    await expect(alert(page)).toContainText('Invalid JSON format. Please check your JSON syntax.');
    await expect(alert(page).locator('.error-banner-detail')).toHaveText("Expected ':' after property name, found '2' at line 3, column 7");
    await expect(placeholder(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Code' })).toHaveCount(0);
  });

  test('an error clears a previous output', async ({ page }) => {
    await format(page, SAMPLE_JSON);
    await expect(rows(page)).toHaveCount(12);
    await format(page, '{');
    await expect(alert(page)).toContainText('Invalid JSON format');
    await expect(rows(page)).toHaveCount(0);
  });

  test('changing the input clears the output', async ({ page }) => {
    await format(page, SAMPLE_JSON);
    await expect(rows(page)).toHaveCount(12);
    await input(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await expect(placeholder(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Code' })).toHaveCount(0);
  });

  test('the input has undo and redo', async ({ page }) => {
    await fillEditor(page, 'Input Code', '{"x":1}');
    await expect(page.locator('.cm-content')).toBeFocused();
    // Edits closer together than CodeMirror's history group delay (500 ms) undo as one step.
    await page.waitForTimeout(600);
    await page.keyboard.press('End');
    await page.keyboard.type('zz');
    await expect(input(page)).toHaveText('{"x":1}zz');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(input(page)).toHaveText('{"x":1}');
    await page.keyboard.press('Control+y');
    await expect(input(page)).toHaveText('{"x":1}zz');
  });

  test('Ctrl+Enter formats from the editor', async ({ page }) => {
    await fillEditor(page, 'Input Code', '{"x":[1,2]}');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(rows(page)).toHaveCount(6);
    expect(await outputText(page)).toBe('{\n  "x": [\n    1,\n    2\n  ]\n}');
  });

  test('nodes start expanded and toggle with aria-expanded; Expand all / Collapse all', async ({ page }) => {
    await format(page, SAMPLE_JSON);
    await expect(rows(page)).toHaveCount(12);
    const collapseB = page.getByRole('button', { name: 'Collapse line 3', exact: true });
    await expect(collapseB).toHaveAttribute('aria-expanded', 'true');
    await collapseB.click();
    const expandB = page.getByRole('button', { name: 'Expand line 3', exact: true });
    await expect(expandB).toHaveAttribute('aria-expanded', 'false');
    await expect(rows(page)).toHaveCount(7);
    await expandB.click();
    await expect(page.getByRole('button', { name: 'Collapse line 3', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(rows(page)).toHaveCount(12);

    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Expand line 1', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(rows(page)).toHaveCount(12);
    // "d": {} has no children: no toggle.
    await expect(page.getByRole('button', { name: /line 10$/ })).toHaveCount(0);
  });

  test('Download saves formatted.json with the output', async ({ page }) => {
    await format(page, SAMPLE_JSON);
    await expect(rows(page)).toHaveCount(12);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('formatted.json');
    expect(await readFile((await download.path())!, 'utf8')).toBe(SAMPLE_JSON_FORMATTED);
  });

  test('find moves between matches, expanding collapsed nodes and scrolling to them', async ({ page }) => {
    const items = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: i === 1200 || i === 2800 ? 'Needle' : `item ${i}` }));
    await format(page, JSON.stringify({ items }));
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(rows(page)).toHaveCount(2);

    const find = page.getByRole('searchbox', { name: 'Find in output' });
    await find.fill('needle');
    await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
    const current = page.locator('.vt-match-current');
    await expect(current).toHaveText('Needle');
    await expect(current).toBeInViewport();
    // The match's ancestors were expanded: its row shows line 1200 * 4 + 5 ("name" of item 1200).
    await expect(page.locator('.vt-row-current .vt-num')).toHaveText(String(1200 * 4 + 5));

    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(page.getByText('2 of 2', { exact: true })).toBeVisible();
    await expect(page.locator('.vt-row-current .vt-num')).toHaveText(String(2800 * 4 + 5));
    await expect(current).toBeInViewport();

    await find.press('Enter');
    await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
    await find.press('Shift+Enter');
    await expect(page.getByText('2 of 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous match' }).click();
    await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
    await expect(page.locator('.vt-row-current .vt-num')).toHaveText(String(1200 * 4 + 5));

    // Toggling a node afterwards does not jump back to the match.
    const list = page.getByRole('list', { name: 'Formatted Code' });
    await list.evaluate((el) => el.scrollTo(0, 0));
    // Item 0 (line 3) stayed collapsed: only the match's ancestors were expanded.
    await page.getByRole('button', { name: 'Expand line 3', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Collapse line 3', exact: true })).toBeVisible();
    expect(await list.evaluate((el) => el.scrollTop)).toBe(0);

    await find.fill('no such text');
    await expect(page.getByText('No matches', { exact: true })).toBeVisible();
  });

  test('Match case narrows Find to the letters as typed; Go to line marks a line and shows it', async ({ page }) => {
    const items = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: i === 1200 ? 'Needle' : i === 2800 ? 'needle' : `item ${i}` }));
    await format(page, JSON.stringify({ items }));
    await expect(rows(page).first()).toBeVisible();
    const find = page.getByRole('searchbox', { name: 'Find in output' });
    await find.fill('needle');
    await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
    const matchCase = page.getByRole('button', { name: 'Match case' });
    await matchCase.click();
    await expect(matchCase).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 of 1', { exact: true })).toBeVisible();
    await expect(page.locator('.vt-row-current .vt-num')).toHaveText(String(2800 * 4 + 5));
    await expect(page.locator('.vt-match-current')).toHaveText('needle');
    await expect(page.locator('.vt-match-current')).toBeInViewport();
    // Case ignored again: both, searched from the match shown.
    await matchCase.click();
    await expect(page.getByText('2 of 2', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Go to line' }).fill('6,000');
    await page.keyboard.press('Enter');
    const line = page.locator('.vt-row').filter({ has: page.locator('.vt-num', { hasText: /^6000$/ }) });
    await expect(line).toBeInViewport();
    await expect(line).toHaveClass(/vt-row-current/);
    await expect(line.locator('.vt-code')).toHaveText('      "id": 1499,');
  });

  test('typing and deleting on a very long line edit the text', async ({ page }) => {
    // Lines over 10,000 characters take the editor's direct typing path.
    await fillEditor(page, 'Input Code', `[${'1,'.repeat(6000)}1`);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('x');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2]');
    await formatButton(page).click();
    await expect(rows(page).first()).toBeVisible();
    const list = page.getByRole('list', { name: 'Formatted Code' });
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.locator('.vt-row .vt-code').last()).toHaveText(']');
    await expect(page.locator('.vt-row').filter({ has: page.locator('.vt-num', { hasText: /^6002$/ }) }).locator('.vt-code')).toHaveText('  12');
  });

  test('Open File and dropping a file load the file into the input', async ({ page }) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open File' }).click()]);
    await chooser.setFiles({ name: 'a.json', mimeType: 'application/json', buffer: Buffer.from('{"opened":true}') });
    await expect(input(page)).toHaveText('{"opened":true}');
    await formatButton(page).click();
    await expect(rows(page)).toHaveCount(3);
    // A text set by the tool brings in CodeMirror; the drop below goes to it.
    await expect(page.locator('.cm-content')).toHaveText('{"opened":true}');

    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['{"dropped":1}'], 'b.json', { type: 'application/json' }));
      document.querySelector('.cm-content')!.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    });
    await expect(input(page)).toHaveText('{"dropped":1}');
    await expect(placeholder(page)).toBeVisible();
  });

  test('the last line of a long result is reachable', async ({ page }) => {
    const items = Array.from({ length: 20000 }, (_, i) => i);
    await format(page, JSON.stringify(items));
    await expect(rows(page).first()).toBeVisible();
    const list = page.getByRole('list', { name: 'Formatted Code' });
    // The page scrolled so the whole list is on screen, then the list to its end.
    await list.scrollIntoViewIfNeeded();
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.locator('.vt-row .vt-num', { hasText: /^20002$/ })).toBeInViewport();
    await expect(page.locator('.vt-row').filter({ has: page.locator('.vt-num', { hasText: /^20002$/ }) }).locator('.vt-code')).toHaveText(']');
  });
});

test('the input works as a plain textarea until CodeMirror arrives, which then takes its text, caret and focus', async ({ page }) => {
  // Hold CodeMirror's chunks back until released, to act in the window before it arrives.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const held: string[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    if (/Unrecognized extension value|cm-editor/.test(await response.text())) {
      held.push(route.request().url());
      await gate;
    }
    await route.fulfill({ response });
  });
  await page.goto('/json-formatter');
  const plain = page.locator('textarea[aria-label="Input Code"]');
  await expect(plain).toBeVisible();
  // Reading the page loads no editor code.
  await page.waitForLoadState('networkidle');
  expect(held).toEqual([]);
  await expect(page.locator('.cm-content')).toHaveCount(0);

  // A dropped file lands in the textarea too.
  await plain.evaluate((el) => {
    const dt = new DataTransfer();
    dt.items.add(new File(['{"dropped":1}'], 'b.json', { type: 'application/json' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await expect(plain).toHaveValue('{"dropped":1}');

  await plain.fill('{"b":[1,2]}');
  await plain.press('ControlOrMeta+Enter');
  await expect(rows(page)).toHaveCount(6);
  expect(await outputText(page)).toBe('{\n  "b": [\n    1,\n    2\n  ]\n}');
  await plain.press('End');
  await plain.press('ArrowLeft');
  expect(held.length).toBeGreaterThan(0);

  release();
  const editor = page.locator('.cm-content[aria-label="Input Code"]');
  await expect(editor).toBeFocused();
  await expect(plain).toHaveCount(0);
  await expect(input(page)).toHaveText('{"b":[1,2]}');
  // The caret is where it was in the textarea: just before the closing brace.
  await page.keyboard.type(',"c":3');
  await expect(input(page)).toHaveText('{"b":[1,2],"c":3}');
  // Undo takes back what was typed in CodeMirror, then what the textarea held, as one step each.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(input(page)).toHaveText('{"b":[1,2]}');
  await page.keyboard.press('ControlOrMeta+z');
  // Empty again: CodeMirror shows the placeholder, and there is nothing to format.
  await expect(page.locator('.cm-placeholder')).toHaveText('Paste your JSON code here, or drop a file...');
  await formatButton(page).click();
  await expect(alert(page)).toHaveText('Please enter some code to format');
});

test('when CodeMirror cannot be loaded the textarea keeps working, and a later press tries again', async ({ page }) => {
  let fail = true;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    if (fail && /Unrecognized extension value|cm-editor/.test(await response.text())) return route.abort();
    await route.fulfill({ response });
  });
  await page.goto('/json-formatter');
  const plain = page.locator('textarea[aria-label="Input Code"]');
  await plain.fill('[1,2]');
  await plain.press('ControlOrMeta+Enter');
  await expect(rows(page)).toHaveCount(4);
  await expect(plain).toHaveValue('[1,2]');
  await expect(page.locator('.cm-content')).toHaveCount(0);

  fail = false;
  await plain.click();
  await expect(page.locator('.cm-content[aria-label="Input Code"]')).toBeFocused();
  await expect(input(page)).toHaveText('[1,2]');
});

test('an XML error names line and column', async ({ page }) => {
  await page.goto('/xml-formatter');
  await format(page, '<root>\n  <a></b>\n</root>');
  await expect(alert(page)).toHaveText(/^Invalid XML: .*line 2.*column \d+/);
  await expect(placeholder(page)).toBeVisible();
});

test('XML formats with two-space indentation', async ({ page }) => {
  await page.goto('/xml-formatter');
  await format(page, '<root><a x="1">text</a><b/></root>');
  // The output ends with a newline, shown as an empty last line as in an editor.
  await expect(rows(page)).toHaveCount(5);
  expect(await outputText(page)).toBe('<root>\n  <a x="1">text</a>\n  <b/>\n</root>\n');
});

test('CSS is formatted by prettier; a syntax error names the language', async ({ page }) => {
  await page.goto('/css-formatter');
  await format(page, 'a{color:red;margin:0}');
  await expect(rows(page)).toHaveCount(5);
  expect(await outputText(page)).toBe('a {\n  color: red;\n  margin: 0;\n}\n');
  await format(page, 'a { color: red;');
  await expect(alert(page)).toContainText('Please check your CSS syntax or input');
});

test('SQL formats with upper-case keywords and offers dialects', async ({ page }) => {
  await page.goto('/sql-formatter');
  const dialect = page.getByLabel('SQL dialect');
  await expect(dialect).toHaveValue('sql');
  await dialect.selectOption('postgresql');
  await format(page, 'select id, name from users where id = 1');
  await expect(rows(page).first()).toBeVisible();
  expect(await outputText(page)).toBe('SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  id = 1');
});

test('the SQL dialect picker is only on the SQL formatter', async ({ page }) => {
  await page.goto('/json-formatter');
  await expect(input(page)).toBeVisible();
  await expect(page.getByLabel('SQL dialect')).toHaveCount(0);
});

test('a long format shows progress and Cancel returns to idle at once', async ({ page }) => {
  await page.goto('/js-formatter');
  const code = Array.from({ length: 20000 }, (_, i) => `function f${i}(a,b){return a+b*${i}}`).join('\n');
  await pasteLarge(page, 'Input Code', code);
  await formatButton(page).click();
  await expect(page.getByRole('progressbar', { name: 'Formatting' })).toBeVisible();
  await expect(page.getByText(/^Formatting… \d+ s$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(errorBox(page)).toHaveCount(0);
  await expect(placeholder(page)).toBeVisible();
  await expect(formatButton(page)).toBeEnabled();
  // The next format starts a fresh worker.
  await fillEditor(page, 'Input Code', 'let a=1');
  await formatButton(page).click();
  await expect(rows(page).first()).toHaveText(/let a = 1;/);
});

/** A small sample per language and a line its formatted output must contain. */
const SAMPLES: Record<FormatLanguageId, [code: string, expectedLine: string]> = {
  json: ['{"a":[1]}', '  "a": ['],
  xml: ['<a><b/></a>', '  <b/>'],
  html: ['<div><p>Hello</p></div>', '<div><p>Hello</p></div>'],
  css: ['a{color:red}', '  color: red;'],
  sql: ['select 1', 'SELECT'],
  javascript: ['const a = {b:1}; const f = (x) => x', 'const f = x => x;'],
  typescript: ['let x:number=1', 'let x: number = 1;'],
  python: ['x=[1,2]', 'x = [1, 2]'],
  java: ['class A{void f(){int x=1;}}', 'class A {'],
  cpp: ['int main(){return 0;}', 'int main() { return 0; }'],
  markdown: ['# Title\n* one\n* two', '- one'],
  php: ['<?php echo 1+2;', '<?php echo 1 + 2;'],
  yaml: ['a:   1\nb:\n    - x', 'a: 1'],
};

test('every formatter formats a small sample', async ({ page }) => {
  test.setTimeout(120_000);
  for (const tool of toolsOfKind('formatter')) {
    const [code, expected] = SAMPLES[tool.language];
    await page.goto(tool.path);
    await format(page, code);
    await expect(rows(page).first(), tool.path).toBeVisible({ timeout: 20_000 });
    await expect(errorBox(page), tool.path).toHaveCount(0);
    expect((await outputText(page)).split('\n'), tool.path).toContain(expected);
  }
});
