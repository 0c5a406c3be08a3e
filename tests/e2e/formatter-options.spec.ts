import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillEditor, pasteLarge } from './helpers/editor';

const input = (page: Page) => page.getByRole('textbox', { name: 'Input Code', exact: true });
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format Code' });
const alert = (page: Page) => page.getByRole('alert');
const rows = (page: Page) => page.locator('.vt-list .vt-row');
const placeholder = (page: Page) => page.getByText('Formatted code will appear here...');
const editor = (page: Page) => page.locator('.cm-content[aria-label="Input Code"]');

/** The exact output, as Download saves it. */
async function downloaded(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  return readFile((await download.path())!, 'utf8');
}

async function format(page: Page, text: string): Promise<void> {
  await fillEditor(page, 'Input Code', text);
  await formatButton(page).click();
}

/** The input the page keeps for `tool` in IndexedDB (undefined when none). */
const savedInput = (page: Page, tool: string) =>
  page.evaluate(
    (tool) =>
      new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('devtoolbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('inputs');
        open.onsuccess = () => {
          const get = open.result.transaction('inputs').objectStore('inputs').get(tool);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result as string | undefined);
          };
        };
      }),
    tool,
  );

/** 60 lines of JSON with a missing colon on line 40 (column 7). */
const BROKEN_JSON = ['{', ...Array.from({ length: 38 }, (_, i) => `  "k${i}": ${i},`), '  "b" 2,', ...Array.from({ length: 20 }, (_, i) => `  "m${i}": ${i},`), '  "z": 0', '}'].join('\n');

test.describe('errors you can act on', () => {
  test('Go to error puts the cursor on the error, scrolled into view and marked; typing there fixes it', async ({ page }) => {
    await page.goto('/json-formatter');
    await format(page, BROKEN_JSON);
    await expect(alert(page).locator('.error-banner-detail')).toHaveText("Expected ':' after property name, found '2' at line 40, column 7");
    await editor(page).evaluate((el) => el.closest('.cm-scroller')!.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Go to error' }).click();
    await expect(editor(page)).toBeFocused();
    await expect(page.locator('.cm-activeLineGutter')).toHaveText('40');
    await expect(page.locator('.cm-activeLineGutter')).toBeInViewport();
    await expect(page.locator('.ce-error-line')).toHaveCount(1);
    await expect(page.locator('.ce-error-spot')).toHaveText('2');
    // The cursor is right before the 2: a colon typed there makes the JSON valid.
    await page.keyboard.type(':');
    await expect(page.locator('.ce-error-line')).toHaveCount(0);
    await formatButton(page).click();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('.error-banner')).toHaveCount(0);
  });

  test('Ctrl+Enter on a failing input moves the cursor to the error, keeping focus in the editor', async ({ page }) => {
    await page.goto('/json-formatter');
    await fillEditor(page, 'Input Code', BROKEN_JSON);
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(alert(page)).toContainText('line 40, column 7');
    await expect(page.locator('.cm-activeLineGutter')).toHaveText('40');
    await expect(editor(page)).toBeFocused();
  });

  test('PHP names a 1-based column, like every other language', async ({ page }) => {
    await page.goto('/php-formatter');
    await format(page, '<?php\nfunction f($a) {\n    return $a +;\n}\n');
    await expect(alert(page)).toContainText('Line 3, column 16');
    await page.getByRole('button', { name: 'Go to error' }).click();
    await expect(page.locator('.ce-error-spot')).toHaveText(';');
    await page.keyboard.type('1');
    await expect(input(page)).toContainText('return $a +1;');
  });

  test('an input character quoted in a message is shown escaped', async ({ page }) => {
    await page.goto('/json-formatter');
    await format(page, '["line\\\nbreak"]');
    await expect(alert(page).locator('.error-banner-detail')).toHaveText("Invalid escape sequence: '\\' followed by U+000A at line 1, column 7");
  });
});

test('XML with CRLF line ends comes out with LF only', async ({ page }) => {
  await page.goto('/xml-formatter');
  await pasteLarge(page, 'Input Code', '<a>\r\n  <!-- one\r\n  two -->\r\n  <b>x</b>\r\n</a>\r\n');
  await formatButton(page).click();
  await expect(rows(page).first()).toBeVisible();
  expect(await downloaded(page)).toBe('<a>\n  <!-- one\n  two -->\n  <b>x</b>\n</a>\n');
});

test.describe('options', () => {
  const DOC = '{"b":1.50,"a":[1e400,{"z":-0}]}';

  test('JSON: indentation, minify and sort keys change the exact output and survive a reload', async ({ page }) => {
    await page.goto('/json-formatter');
    const indentation = page.getByLabel('Indentation');
    await expect(indentation).toHaveValue('2');
    await indentation.selectOption('4');
    await format(page, DOC);
    await expect(rows(page).first()).toBeVisible();
    expect(await downloaded(page)).toBe('{\n    "b": 1.50,\n    "a": [\n        1e400,\n        {\n            "z": -0\n        }\n    ]\n}');

    await indentation.selectOption('tab');
    await formatButton(page).click();
    await expect(rows(page).first()).toBeVisible();
    expect(await downloaded(page)).toBe('{\n\t"b": 1.50,\n\t"a": [\n\t\t1e400,\n\t\t{\n\t\t\t"z": -0\n\t\t}\n\t]\n}');

    await page.getByLabel('Sort keys').check();
    await page.getByLabel('Minify').check();
    await formatButton(page).click();
    await expect(rows(page)).toHaveCount(1);
    expect(await downloaded(page)).toBe('{"a":[1e400,{"z":-0}],"b":1.50}');

    await page.reload();
    await expect(page.getByLabel('Sort keys')).toBeChecked();
    await expect(page.getByLabel('Minify')).toBeChecked();
    await page.getByLabel('Minify').uncheck();
    await expect(page.getByLabel('Indentation')).toHaveValue('tab');
    // Options are per language.
    await page.goto('/xml-formatter');
    await expect(page.getByLabel('Indentation')).toHaveValue('2');
    await expect(page.getByLabel('Sort keys')).toHaveCount(0);
  });

  test('XML: minify drops whitespace between elements only', async ({ page }) => {
    await page.goto('/xml-formatter');
    await page.getByLabel('Minify').check();
    await format(page, '<a>\n  <b> x  y </b>\n  <c>\n    <d/>\n  </c>\n</a>\n');
    await expect(rows(page)).toHaveCount(1);
    expect(await downloaded(page)).toBe('<a><b> x  y </b><c><d/></c></a>');
  });

  test('JavaScript: print width and indentation; the defaults stay the product’s', async ({ page }) => {
    await page.goto('/js-formatter');
    const code = 'const result = someFunction(argumentNumberOne, argumentNumberTwo);';
    await expect(page.getByLabel('Print width')).toHaveValue('80');
    await format(page, code);
    await expect(rows(page).first()).toBeVisible();
    expect(await downloaded(page)).toBe('const result = someFunction(argumentNumberOne, argumentNumberTwo);\n');
    await page.getByLabel('Print width').selectOption('40');
    await page.getByLabel('Indentation').selectOption('4');
    await formatButton(page).click();
    await expect(rows(page).first()).toBeVisible();
    expect(await downloaded(page)).toBe('const result = someFunction(\n    argumentNumberOne,\n    argumentNumberTwo\n);\n');
  });

  test('Markdown: a TypeScript fence is formatted as the Prettier CLI does', async ({ page }) => {
    await page.goto('/markdown-formatter');
    await format(page, '# T\n\n```ts\nlet x:number=1\n```\n\n```css\na{color:red}\n```\n');
    await expect(rows(page).first()).toBeVisible();
    expect(await downloaded(page)).toBe('# T\n\n```ts\nlet x: number = 1;\n```\n\n```css\na {\n  color: red;\n}\n```\n');
  });

  test('JavaScript: CSS in a styled-components template is formatted', async ({ page }) => {
    await page.goto('/js-formatter');
    await format(page, 'const B = styled.a`\ncolor:red;   display:block;\n`;');
    await expect(rows(page).first()).toBeVisible();
    expect(await downloaded(page)).toBe('const B = styled.a`\n  color: red;\n  display: block;\n`;\n');
  });

  test('Python (Ruff) and C++ (clang-format) take indentation and line width in the built site', async ({ page }) => {
    await page.goto('/python-formatter');
    await expect(page.getByLabel('Indentation')).toHaveValue('4');
    await expect(page.getByLabel('Print width')).toHaveValue('88');
    await page.getByLabel('Indentation').selectOption('2');
    await page.getByLabel('Print width').selectOption('40');
    await format(page, 'def f(a):\n    return [aaaaaaaaaa, bbbbbbbbbbb, ccccccccccc]\n');
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    expect(await downloaded(page)).toBe('def f(a):\n  return [\n    aaaaaaaaaa,\n    bbbbbbbbbbb,\n    ccccccccccc,\n  ]\n');

    await page.goto('/cpp-formatter');
    await page.getByLabel('Indentation').selectOption('tab');
    await format(page, 'int main(){if(x){return 1;}}');
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    expect(await downloaded(page)).toBe('int main() {\n\tif (x) {\n\t\treturn 1;\n\t}\n}');
  });

  test('format on paste: off by default, then a paste formats at once; remembered', async ({ page }) => {
    await page.goto('/json-formatter');
    const toggle = page.getByLabel('Format on paste');
    await expect(toggle).not.toBeChecked();
    await pasteLarge(page, 'Input Code', '[1,2]');
    await expect(input(page)).toHaveText('[1,2]');
    await expect(placeholder(page)).toBeVisible();
    await toggle.check();
    // Replaces the text by a paste, as the browser delivers one (select all, then one paste event).
    await input(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await editor(page).evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', '{"p":true}');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(rows(page)).toHaveCount(3);
    // Typing does not format.
    await page.keyboard.type(' ');
    await expect(placeholder(page)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Format on paste')).toBeChecked();
  });
});

test.describe('work that survives', () => {
  test('the last input is kept on this device, restored on reload, and Clear deletes it', async ({ page }) => {
    await page.goto('/json-formatter');
    await fillEditor(page, 'Input Code', '{"kept":1}');
    await expect.poll(() => savedInput(page, 'json-formatter')).toBe('{"kept":1}');
    await page.reload();
    // Restored into the plain textarea: a restored text does not cost the page CodeMirror's start-up.
    await expect(page.locator('textarea[aria-label="Input Code"]')).toHaveValue('{"kept":1}');
    await expect(page.locator('.cm-content')).toHaveCount(0);
    await formatButton(page).click();
    await expect(rows(page)).toHaveCount(3);
    // Another formatter keeps its own.
    await page.goto('/xml-formatter');
    await expect(page.locator('textarea[aria-label="Input Code"]')).toHaveValue('');

    await page.goto('/json-formatter');
    await expect(page.locator('textarea[aria-label="Input Code"]')).toHaveValue('{"kept":1}');
    await page.getByLabel('Indentation').selectOption('4');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.locator('.cm-placeholder')).toBeVisible();
    await expect(page.getByLabel('Indentation')).toHaveValue('2');
    await expect.poll(() => savedInput(page, 'json-formatter')).toBeUndefined();
    await page.reload();
    await expect(page.getByLabel('Indentation')).toHaveValue('2');
    await expect(page.locator('textarea[aria-label="Input Code"]')).toHaveValue('');
  });

  test('an input over 5 MB is not kept, and the page says so', async ({ page }) => {
    await page.goto('/json-formatter');
    await fillEditor(page, 'Input Code', '[1]');
    await expect.poll(() => savedInput(page, 'json-formatter')).toBe('[1]');
    await pasteLarge(page, 'Input Code', `[${'1,'.repeat(2_700_000)}1]`);
    await expect(page.getByText('Inputs over 5 MB are not kept on this device')).toBeVisible();
    await expect.poll(() => savedInput(page, 'json-formatter')).toBeUndefined();
  });

  test('a share link opens the same input and options, formatted, in a fresh browser; the input never reaches a server', async ({ page, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/json-formatter');
    await page.getByLabel('Indentation').selectOption('4');
    const text = '{"é":"😀","list":[1.0e+400, true]}';
    await fillEditor(page, 'Input Code', text);
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/json-formatter#code=[A-Za-z0-9_-]+&indent=4$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const requested: string[] = [];
    other.on('request', (r) => requested.push(r.url()));
    await other.goto(link);
    await expect(other.getByRole('textbox', { name: 'Input Code', exact: true })).toHaveText(text);
    await expect(other.getByLabel('Indentation')).toHaveValue('4');
    await expect(other.locator('.vt-list .vt-row')).toHaveCount(7);
    expect((await other.locator('.vt-list .vt-code').allTextContents()).join('\n')).toBe(
      '{\n    "é": "😀",\n    "list": [\n        1.0e+400,\n        true\n    ]\n}',
    );
    // The fragment is gone from the address once read, and was never part of a request.
    expect(other.url()).toMatch(/\/json-formatter$/);
    expect(requested.length).toBeGreaterThan(0);
    for (const url of requested) expect(url).not.toContain('code=');
    await fresh.close();
  });

  test('an input too large for a share link gets a clear message', async ({ page }) => {
    await page.goto('/json-formatter');
    let seed = 7;
    const noise = Array.from({ length: 90_000 }, () => ((seed = (seed * 48271) % 2147483647), String.fromCharCode(97 + (seed % 26)))).join('');
    await pasteLarge(page, 'Input Code', JSON.stringify([noise]));
    await page.getByRole('button', { name: 'Share link' }).click();
    await expect(page.getByText('This input is too large for a share link')).toBeVisible();
    await expect(page.getByLabel('Share link')).toHaveCount(0);
  });
});

test.describe('results below the fold', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('are scrolled into view and announced; focus stays in the editor after Ctrl+Enter', async ({ page }) => {
    await page.goto('/json-formatter');
    await fillEditor(page, 'Input Code', '{"a":[1,2,3]}');
    await expect(editor(page)).toBeFocused();
    await expect(page.locator('.vt-list')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(rows(page).first()).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'Formatted: 7 lines.' })).toBeAttached();
    await expect(editor(page)).toBeFocused();
  });

  test('the Format button keeps focus while it works', async ({ page }) => {
    await page.goto('/json-formatter');
    await pasteLarge(page, 'Input Code', JSON.stringify(Array.from({ length: 200_000 }, (_, i) => ({ i }))));
    await formatButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(formatButton(page)).toBeFocused();
  });
});
