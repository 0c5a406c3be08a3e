import type { Page } from '@playwright/test';

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
