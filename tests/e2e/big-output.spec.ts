import { expect, test, type Locator, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { pasteLarge } from './helpers/editor';

/**
 * A formatted output of 2,800,002 lines: 56,000,040 px of 20 px rows, past the 33,554,431 px a Chromium element
 * can be tall. Every line must be reachable, by keys, the wheel, the scrollbar and Find, with rows that never
 * overlap.
 */

// Headless Chromium hides scrollbars; this spec drags one, as a person does.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const PAIRS = 700_000;
/** "[", four lines per inner array, "]". */
const LINES = 2 + 4 * PAIRS;
const ROW = 20;

/** `[[0,0],[1,2],…,["tail-marker",1399998]]`: 10 MB, its last array the only one holding a string. */
function bigJson(): string {
  const parts: string[] = [];
  for (let k = 0; k < PAIRS - 1; k++) parts.push(`[${k},${k * 2}]`);
  parts.push(`["tail-marker",${(PAIRS - 1) * 2}]`);
  return `[${parts.join(',')}]`;
}

const list = (page: Page) => page.getByRole('list', { name: 'Formatted Code' });

/** The rendered rows in order (position in the list, line number, text, edges). */
async function shownRows(l: Locator): Promise<{ pos: number; line: number; text: string; top: number; bottom: number }[]> {
  return l.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('.vt-row')]
      .map((row) => {
        const r = row.getBoundingClientRect();
        return { pos: Number(row.getAttribute('aria-posinset')), line: Number(row.querySelector('.vt-num')!.textContent), text: row.querySelector('.vt-code')!.textContent ?? '', top: r.top, bottom: r.bottom };
      })
      .sort((a, b) => a.pos - b.pos),
  );
}

/** Lines fully inside the list's viewport, and a check that consecutive rows sit exactly one row apart. */
async function visibleLines(l: Locator): Promise<number[]> {
  const box = await l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + el.clientTop, bottom: r.top + el.clientTop + el.clientHeight };
  });
  const rows = await shownRows(l);
  for (let i = 1; i < rows.length; i++) {
    expect(rows[i].pos).toBe(rows[i - 1].pos + 1);
    expect(rows[i].top - rows[i - 1].top).toBe(ROW);
  }
  return rows.filter((r) => r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5).map((r) => r.line);
}

test('an output of 2.8 million lines: End shows the last line, Find reaches it, rows never overlap', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/json-formatter');
  await pasteLarge(page, 'Input Code', bigJson());
  await page.getByRole('button', { name: 'Format Code' }).click();
  const output = list(page);
  await expect(output.getByRole('listitem').first()).toBeVisible({ timeout: 90_000 });
  await expect(output.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(LINES));
  // The scroll content stays within what an element can be.
  expect(await output.evaluate((el) => el.scrollHeight)).toBeLessThanOrEqual(8_000_000);

  // Top: line 1 first, rows one height apart.
  const top = await visibleLines(output);
  expect(top[0]).toBe(1);
  expect(top.length).toBeGreaterThanOrEqual(10);

  // End, with the list focused as a person does it (a click on a row), shows the last line whole at the bottom.
  await output.locator('.vt-row .vt-code').first().click();
  await page.keyboard.press('End');
  await expect.poll(async () => (await visibleLines(output)).at(-1)).toBe(LINES);
  const end = await shownRows(output);
  expect(end.at(-1)).toMatchObject({ line: LINES, text: ']' });
  expect(end.at(-2)).toMatchObject({ line: LINES - 1, text: '  ]' });
  expect(end.find((r) => r.line === LINES - 3)?.text).toBe('    "tail-marker",');
  const bottom = await output.evaluate((el) => el.getBoundingClientRect().top + el.clientTop + el.clientHeight);
  expect(end.at(-1)!.bottom).toBeCloseTo(bottom, 0);

  // The wheel moves by its own pixels, as native scrolling: 200 px up is ten lines, not thousands.
  await output.hover();
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await visibleLines(output)).at(-1)).toBe(LINES - 10);
  // Arrows move 40 px (two lines); Page Down back to the end.
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await visibleLines(output)).at(-1)).toBe(LINES - 12);
  await page.keyboard.press('PageDown');
  await expect.poll(async () => (await visibleLines(output)).at(-1)).toBe(LINES);

  // Home goes back to line 1.
  await page.keyboard.press('Home');
  await expect.poll(async () => (await visibleLines(output))[0]).toBe(1);

  // Dragging the scrollbar's thumb to the middle shows the middle of the output.
  const box = (await output.boundingBox())!;
  const thumbX = box.x + box.width - 5;
  // Below the scrollbar's up arrow (15 px), on the thumb, which is at the top.
  await page.mouse.move(thumbX, box.y + 22);
  await page.mouse.down();
  await page.mouse.move(thumbX, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await visibleLines(output))[0]).toBeGreaterThan(LINES * 0.3);
  const dragged = (await visibleLines(output))[0];
  expect(dragged).toBeLessThan(LINES * 0.7);
  // A click on the track below the thumb pages by the browser's own page step (87.5% of 493 px is 21 lines),
  // not by a page of the scrollbar's mapped pixels (seven times that).
  // (Three quarters down: the page's feedback button floats over the track's bottom.)
  await page.mouse.click(thumbX, box.y + box.height * 0.75);
  await expect.poll(async () => (await visibleLines(output))[0]).toBeGreaterThan(dragged + 15);
  expect((await visibleLines(output))[0]).toBeLessThan(dragged + 30);

  // Find a value only on the last lines: shown in view, highlighted as the current match.
  await page.getByRole('searchbox', { name: 'Find in output' }).fill('tail-marker');
  await expect(page.getByText('1 of 1')).toBeVisible({ timeout: 30_000 });
  const current = output.locator('.vt-match-current');
  await expect(current).toHaveText('tail-marker');
  await expect(current).toBeInViewport();
  const found = await visibleLines(output);
  expect(found).toContain(LINES - 3);
  await expect(output.locator('.vt-row-current .vt-num')).toHaveText(String(LINES - 3));

  // Collapsing the last array near the end: the rows close up, End still ends on the last line.
  const lastArray = LINES - 4;
  await output.getByRole('button', { name: `Collapse line ${lastArray}` }).click();
  await expect(output.getByRole('button', { name: `Expand line ${lastArray}` })).toBeVisible();
  await page.keyboard.press('End');
  // Its two elements are hidden; its closing bracket stays.
  await expect.poll(async () => (await visibleLines(output)).slice(-3)).toEqual([lastArray, LINES - 1, LINES]);
  await expect(output.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(LINES - 2));

  // Collapse all leaves the root's first and last lines; Expand all brings back every line, from the top.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(output.locator('.vt-num')).toHaveText(['1', String(LINES)]);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(output.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(LINES));
  expect((await visibleLines(output))[0]).toBe(1);

  // Wrapped rows are measured, which a list this long cannot do: lines stay one row each, and the view says so.
  await page.getByRole('checkbox', { name: 'Wrap lines' }).check();
  await expect(page.getByText('Lines are not wrapped in outputs of over 400,000 lines.')).toBeVisible();
  await output.locator('.vt-row .vt-code').first().click();
  await page.keyboard.press('End');
  await expect.poll(async () => (await visibleLines(output)).at(-1)).toBe(LINES);
});

const COMPARE_LINES = 400_000;
const DIFF_ROW = 22;
const textLines = (edit: (i: number) => string | null = () => null): string =>
  Array.from({ length: COMPARE_LINES }, (_, i) => edit(i + 1) ?? `line ${i + 1}`).join('\n');

/** Loads `text` into a side through its Open File button. */
async function openFile(page: Page, side: 'Original' | 'Modified', text: string): Promise<void> {
  await expect(page.getByRole('textbox', { name: side, exact: true })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: side }).getByRole('button', { name: 'Open File' }).click();
  await (await chooser).setFiles({ name: `${side}.txt`, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

test('a compare of 400,000 lines (8.8 million px of rows) reaches its last change and its last row', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/text-compare');
  await openFile(page, 'Original', textLines());
  await openFile(page, 'Modified', textLines((i) => (i === 10 || i === COMPARE_LINES - 5 ? `line ${i} x` : null)));
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(page.getByText('Found 2 differences in 2 blocks')).toBeVisible({ timeout: 90_000 });
  const table = page.locator('.diff-view__list');
  expect(await table.evaluate((el) => el.scrollHeight)).toBeLessThanOrEqual(8_000_000);

  // Previous difference from the top: the last change, in view.
  await page.getByRole('button', { name: 'Previous difference' }).click();
  const current = page.locator('.diff-view__row[data-current]');
  await expect(current).toHaveAttribute('data-row', String(COMPARE_LINES - 6));
  await expect(current.locator('.diff-view__right')).toHaveText(`line ${COMPARE_LINES - 5} x`);
  await expect(current).toBeInViewport();

  // End in the rows (a click into them first, as a person does): the last row, whole, at the bottom; rows exactly one
  // height apart.
  await current.locator('.diff-view__left').click();
  await page.keyboard.press('End');
  const last = page.locator(`.diff-view__row[data-row="${COMPARE_LINES - 1}"]`);
  await expect(last.locator('.diff-view__left')).toHaveText(`line ${COMPARE_LINES}`);
  const geometry = await table.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const rows = [...el.querySelectorAll<HTMLElement>('.diff-view__row[data-row]')]
      .map((row) => ({ row: Number(row.dataset.row), top: row.getBoundingClientRect().top, bottom: row.getBoundingClientRect().bottom }))
      .sort((a, b) => a.row - b.row);
    return { bottom: r.top + el.clientTop + el.clientHeight, rows };
  });
  expect(geometry.rows.at(-1)!.row).toBe(COMPARE_LINES - 1);
  expect(geometry.rows.at(-1)!.bottom).toBeCloseTo(geometry.bottom, 0);
  for (let i = 1; i < geometry.rows.length; i++) expect(geometry.rows[i].top - geometry.rows[i - 1].top).toBe(DIFF_ROW);
});
