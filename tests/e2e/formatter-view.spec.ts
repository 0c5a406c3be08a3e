import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FormatLanguageId } from '../../workers/format/meta';
import { toolsOfKind } from '../../src/tools/catalogue';
import { fillEditor } from './helpers/editor';

/**
 * Reading the formatter's output and input: syntax colours (both themes, every language), line numbers, wrapping,
 * full screen and a panel sized to the window.
 */

const formatButton = (page: Page) => page.getByRole('button', { name: 'Format Code' });
const rows = (page: Page) => page.locator('.vt-list .vt-row');
const list = (page: Page) => page.getByRole('list', { name: 'Formatted Code' });
const wrapBox = (page: Page) => page.getByRole('checkbox', { name: 'Wrap lines' });
const coloursBox = (page: Page) => page.getByRole('checkbox', { name: 'Colours' });
const fullScreen = (page: Page) => page.getByRole('button', { name: 'Full screen' });

async function format(page: Page, text: string): Promise<void> {
  await fillEditor(page, 'Input Code', text);
  await formatButton(page).click();
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
}

/** The computed text colour of an element and the background it is shown on (the nearest opaque one). */
async function colours(el: Locator): Promise<{ fg: string; bg: string }> {
  return el.evaluate((node) => {
    let bgNode: Element | null = node;
    let bg = 'rgba(0, 0, 0, 0)';
    while (bgNode && /rgba\(.*, 0\)|transparent/.test((bg = getComputedStyle(bgNode).backgroundColor))) bgNode = bgNode.parentElement;
    return { fg: getComputedStyle(node).color, bg };
  });
}

/** WCAG contrast of two computed `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Key, string and number are coloured, in three different colours, none of them the plain text's, each ≥ 4.5:1. */
async function expectKeyStringNumber(scope: Locator, key: string, str: string, num: string): Promise<void> {
  const k = scope.locator('.tok-key', { hasText: key }).first();
  const s = scope.locator('.tok-string', { hasText: str }).first();
  const n = scope.locator('.tok-number', { hasText: num }).first();
  await expect(k).toHaveText(key);
  await expect(s).toHaveText(str);
  await expect(n).toHaveText(num);
  const [ck, cs, cn] = [await colours(k), await colours(s), await colours(n)];
  const plain = (await colours(scope)).fg;
  expect(new Set([ck.fg, cs.fg, cn.fg, plain]).size).toBe(4);
  for (const c of [ck, cs, cn]) expect(contrast(c.fg, c.bg), `${c.fg} on ${c.bg}`).toBeGreaterThanOrEqual(4.5);
}

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: key, string and number differ in colour in the output and in the input, with AA contrast`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('devtoolbox:site:theme', t), theme);
    await page.goto('/json-formatter');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await format(page, '{"name":"Ada","age":36,"ok":true,"none":null}');
    await expectKeyStringNumber(page.locator('.vt-list'), '"name"', '"Ada"', '36');
    await expect(page.locator('.vt-list .tok-literal')).toHaveText(['true', 'null']);
    // The input is coloured by CodeMirror's JSON parser with the same palette.
    const input = page.locator('.cm-content[aria-label="Input Code"]');
    await expectKeyStringNumber(input, '"name"', '"Ada"', '36');
    expect((await colours(input.locator('.tok-key').first())).fg).toBe((await colours(page.locator('.vt-list .tok-key').first())).fg);
  });
}

/** Per language: a sample, then a token the output must show and one the input must show (class, exact text). */
const COLOURED: Record<FormatLanguageId, [code: string, output: [string, string][], input: [string, string][]]> = {
  json: ['{"a":[1,"x"]}', [['key', '"a"'], ['number', '1'], ['string', '"x"']], [['key', '"a"'], ['number', '1']]],
  xml: ['<a x="1"><!-- c --><b/></a>', [['tag', '<a'], ['attr', 'x'], ['string', '"1"'], ['comment', '<!-- c -->']], [['tag', 'a'], ['attr', 'x'], ['string', '"1"']]],
  html: ['<div class="c"><p>Hi</p></div>', [['tag', '<div'], ['attr', 'class'], ['string', '"c"']], [['tag', 'div'], ['attr', 'class'], ['string', '"c"']]],
  css: ['a{color:red;margin:0 2px}', [['tag', 'a'], ['key', 'color'], ['number', '2px']], [['key', 'color'], ['number', '2']]],
  sql: ["select id from t where n = 'x' and k = 1", [['keyword', 'SELECT'], ['string', "'x'"], ['number', '1']], [['keyword', 'select'], ['string', "'x'"], ['number', '1']]],
  javascript: ['const a = {b:1}; const f = (x) => "s"', [['keyword', 'const'], ['number', '1'], ['string', "'s'"]], [['keyword', 'const'], ['number', '1'], ['string', '"s"']]],
  typescript: ['let x:number=1; interface A {b: string}', [['keyword', 'let'], ['keyword', 'interface'], ['number', '1']], [['keyword', 'let'], ['number', '1']]],
  python: ['def f(x):\n  return "s" # c', [['keyword', 'def'], ['function', 'f'], ['string', '"s"'], ['comment', '# c']], [['keyword', 'def'], ['string', '"s"'], ['comment', '# c']]],
  java: ['class A{int f(){return 1;}}', [['keyword', 'class'], ['keyword', 'return'], ['number', '1']], [['keyword', 'class'], ['number', '1']]],
  cpp: ['#include <x>\nint main(){return 0;}', [['meta', '#include <x>'], ['keyword', 'int'], ['number', '0']], [['keyword', 'return'], ['number', '0']]],
  markdown: ['# Title\n* one `code`', [['heading', '# Title'], ['string', '`code`']], [['heading', 'Title']]],
  php: ['<?php echo "x" . 1;', [['meta', '<?php'], ['keyword', 'echo'], ['string', '"x"'], ['number', '1']], [['keyword', 'echo'], ['string', '"x"']]],
  yaml: ['a:   1\nb:\n    - "x"\nc: true', [['key', 'a'], ['number', '1'], ['string', '"x"'], ['literal', 'true']], [['key', 'a'], ['string', '"x"']]],
};

test('every language is coloured in the output and in the input', async ({ page }) => {
  test.setTimeout(180_000);
  for (const tool of toolsOfKind('formatter')) {
    const [code, out, inp] = COLOURED[tool.language];
    await page.goto(tool.path);
    await format(page, code);
    for (const [kind, text] of out)
      await expect(page.locator(`.vt-list .tok-${kind}`, { hasText: text }).first(), `${tool.path} output ${kind}`).toHaveText(text);
    for (const [kind, text] of inp)
      await expect(page.locator(`.cm-content .tok-${kind}`, { hasText: text }).first(), `${tool.path} input ${kind}`).toContainText(text);
  }
});

test('line numbers, and Find still marks matches across coloured text', async ({ page }) => {
  await page.goto('/json-formatter');
  await format(page, '{"a":1,"b":[true,null,{"c":"x"}],"d":{},"e":[]}');
  await expect(rows(page)).toHaveCount(12);
  await expect(page.locator('.vt-list .vt-num')).toHaveText(Array.from({ length: 12 }, (_, i) => String(i + 1)));
  await page.getByRole('searchbox', { name: 'Find in output' }).fill('"c": "x');
  await expect(page.getByText('1 of 1', { exact: true })).toBeVisible();
  // One mark over a key, punctuation and part of a string, its pieces still coloured inside it.
  const mark = page.locator('.vt-match-current');
  await expect(mark).toHaveText('"c": "x');
  await expect(mark.locator('.tok-key')).toHaveText('"c"');
  await expect(mark.locator('.tok-string')).toHaveText('"x');
  await expect(page.locator('.vt-row-current .vt-num')).toHaveText('7');
});

test('Colours off shows plain text; the choice is remembered', async ({ page }) => {
  await page.goto('/json-formatter');
  await format(page, '{"a":1}');
  await expect(page.locator('.vt-list .tok-key')).toHaveText('"a"');
  await coloursBox(page).uncheck();
  await expect(page.locator('.vt-list [class^="tok-"]')).toHaveCount(0);
  await expect(page.locator('.vt-list .vt-code')).toHaveText(['{', '  "a": 1', '}']);
  await page.reload();
  await expect(coloursBox(page)).not.toBeChecked();
  await format(page, '{"a":1}');
  await expect(page.locator('.vt-list [class^="tok-"]')).toHaveCount(0);
  await coloursBox(page).check();
  await expect(page.locator('.vt-list .tok-number')).toHaveText('1');
});

test('Wrap lines wraps long lines inside the panel; the choice is remembered', async ({ page }) => {
  await page.goto('/json-formatter');
  const long = 'word '.repeat(300).trim();
  await format(page, JSON.stringify({ long, after: 1 }));
  const longRow = rows(page).nth(1);
  await expect(longRow.locator('.tok-string')).toHaveText(JSON.stringify(long));
  await expect(wrapBox(page)).not.toBeChecked();
  // Unwrapped: one 20 px row, the list scrolls sideways.
  expect((await longRow.boundingBox())!.height).toBe(20);
  expect(await list(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await wrapBox(page).check();
  await expect.poll(async () => (await longRow.boundingBox())!.height).toBeGreaterThan(60);
  expect(await list(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // The next row starts below the wrapped one (heights measured, no overlap).
  // (The list places the rows below once it has measured the wrapped one: a frame later on a busy machine.)
  await expect
    .poll(async () => {
      const [a, b] = [(await longRow.boundingBox())!, (await rows(page).nth(2).boundingBox())!];
      return b.y - (a.y + a.height);
    })
    .toBeGreaterThanOrEqual(-1);
  await expect(rows(page).nth(2).locator('.vt-code')).toHaveText('  "after": 1');

  await page.reload();
  await expect(wrapBox(page)).toBeChecked();
  await format(page, JSON.stringify({ long }));
  await expect.poll(async () => (await rows(page).nth(1).boundingBox())!.height).toBeGreaterThan(60);
});

test('Full screen covers the window, by mouse or keyboard; Escape leaves and gives focus back', async ({ page }) => {
  await page.goto('/json-formatter');
  await format(page, JSON.stringify(Array.from({ length: 200 }, (_, i) => i)));
  const before = (await list(page).boundingBox())!;

  await fullScreen(page).click();
  await expect(fullScreen(page)).toHaveAttribute('aria-pressed', 'true');
  const dialog = page.getByRole('dialog', { name: 'Formatted Code' });
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize()!;
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  const full = (await list(page).boundingBox())!;
  expect(full.height).toBeGreaterThan(before.height);
  expect(full.width).toBeGreaterThan(before.width);
  // Find works in full screen; the first Escape in the search box clears it, the next leaves full screen.
  const find = page.getByRole('searchbox', { name: 'Find in output' });
  await find.fill('199');
  await expect(page.locator('.vt-match-current')).toBeInViewport();
  await find.press('Escape');
  await expect(find).toHaveValue('');
  await expect(dialog).toBeVisible();
  await find.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(fullScreen(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(fullScreen(page)).toBeFocused();

  // Keyboard only: the button toggles with Enter and Space.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Space');
  await expect(dialog).toHaveCount(0);
});

test('the panels are sized to the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/json-formatter');
  await format(page, JSON.stringify(Array.from({ length: 500 }, (_, i) => i)));
  const height = async () => (await list(page).boundingBox())!.height;
  const tall = await height();
  // At 800 px the list shows more than the former fixed 21 lines.
  expect(tall / 20).toBeGreaterThan(27);
  await page.setViewportSize({ width: 1280, height: 1100 });
  await expect.poll(height).toBeCloseTo(tall + 300, -1);
  const editor = (await page.locator('.ce-root').boundingBox())!;
  const output = (await page.locator('.vt-root').boundingBox())!;
  expect(Math.abs(editor.height - output.height)).toBeLessThan(2);
  // Never below 20rem on a short window.
  await page.setViewportSize({ width: 1280, height: 300 });
  await expect.poll(async () => (await page.locator('.fmt-output-body').boundingBox())!.height).toBe(320);
});

test('in full screen Tab stays inside the panel', async ({ page }) => {
  await page.goto('/json-formatter');
  await format(page, '[1,2]');
  await fullScreen(page).click();
  const dialog = page.getByRole('dialog', { name: 'Formatted Code' });
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
});
