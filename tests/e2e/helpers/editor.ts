import { expect, type Page } from '@playwright/test';

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
 * `paste` event with the text on its clipboard data (the keyboard API would need minutes for megabytes).
 */
export async function pasteLarge(page: Page, name: string, text: string): Promise<void> {
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
