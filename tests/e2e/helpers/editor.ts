import { expect, type JSHandle, type Page } from '@playwright/test';

/**
 * Replaces the text of the editor with this accessible name the way a person does: click into it, select all, then
 * paste (`insertText` is one input event, like a paste; typing thousands of characters key by key takes minutes).
 * An empty `text` clears the editor with Delete. Works on the code editor and on the plain textarea it starts as.
 */
export async function fillEditor(page: Page, name: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.press('ControlOrMeta+a');
  if (text) await page.keyboard.insertText(text);
  else await page.keyboard.press('Delete');
}

/**
 * Pastes a large `text` into the code editor with this accessible name as the browser delivers a paste: one
 * `paste` event with the text on its clipboard data (the keyboard API would need minutes for megabytes). `text`
 * may be a handle to a string made in the page (see {@link makeInPage}), for texts too large to send from here.
 */
export async function pasteLarge(page: Page, name: string, text: string | JSHandle<string>): Promise<void> {
  await page.getByRole('textbox', { name, exact: true }).click();
  // The click swaps the plain textarea for CodeMirror, whose paste handling is what a real paste reaches.
  await expect(page.locator(`.cm-content[aria-label="${name}"]`)).toBeFocused();
  await page.evaluate(
    ({ text, name }) => {
      const target = [...document.querySelectorAll('.cm-content')].find((e) => e.getAttribute('aria-label') === name)!;
      const data = new DataTransfer();
      data.setData('text/plain', text);
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { text, name },
  );
}

/**
 * A text of `count` parts made in the page (Playwright passes at most 50 MB from here): `head`, then
 * `part(i)` for i = 0 … count − 1 joined by `separator`, then `tail`, where `part` replaces every `{i}` in `unit`
 * by i padded to `pad` digits.
 */
export function makeInPage(
  page: Page,
  recipe: { head?: string; unit: string; count: number; separator?: string; tail?: string; pad?: number },
): Promise<JSHandle<string>> {
  return page.evaluateHandle(({ head = '', unit, count, separator = '', tail = '', pad = 0 }) => {
    const pieces = unit.split('{i}');
    const parts = new Array<string>(count);
    for (let i = 0; i < count; i++) parts[i] = pieces.join(String(i).padStart(pad, '0'));
    return head + parts.join(separator) + tail;
  }, recipe);
}
