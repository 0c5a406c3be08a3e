import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs on the current page: its scripts load after the first paint and hydrate it, and the
 * header's menu buttons, disabled in the prerendered HTML, take input from then on. A click before that is the
 * browser's own (a link navigates by itself; a button does nothing).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('.site-header button[aria-haspopup]').first()).toBeEnabled();
}
