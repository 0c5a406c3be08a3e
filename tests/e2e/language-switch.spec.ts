import { expect, test, type Page } from '@playwright/test';
import { LOCALE_NAMES } from '../../src/lib/locale';
import { fillEditor } from './helpers/editor';
import { message } from './helpers/messages';

/**
 * Switching language: the header's menu and the footer's list lead to the page on screen in the chosen language and
 * keep what is typed in it; the choice is remembered; `/` never redirects, and a browser that prefers one of our
 * languages (or an earlier choice) gets a one-line offer in that language.
 */
const TYPED = '{"kept":"while switching","n":[1,2,3]}';

/** The formatter's input, whatever language its label is in: the first editor of the page's main part. */
const inputEditor = (page: Page) => page.locator('main .cm-content, main textarea').first();

async function ready(page: Page, path: string) {
  await page.goto(path);
  // Hydrated: the app handles the links from here on.
  await expect(page.locator('.feedback-button')).toBeEnabled();
}

test('the header menu switches to Deutsch on the same tool and keeps what is typed; the choice is remembered', async ({ page }) => {
  await ready(page, '/json-formatter');
  await fillEditor(page, 'Input Code', TYPED);
  // The menu's button: its name is the hidden "Language: English" and the visible "EN".
  await page.locator('header .language-menu summary', { hasText: message('site', 'en', 'language.menu', { language: 'English' }) }).click();
  await page.locator('.language-menu').getByRole('link', { name: LOCALE_NAMES.de, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/json-formatter$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(inputEditor(page)).toHaveText(TYPED);
  expect(await page.evaluate(() => localStorage.getItem('devtoolbox:site:language'))).toBe('de');

  // The footer's list: on to Polski, still the same text.
  await page.getByRole('navigation', { name: message('site', 'de', 'language.label') }).getByRole('link', { name: LOCALE_NAMES.pl, exact: true }).click();
  await expect(page).toHaveURL(/\/pl\/json-formatter$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(inputEditor(page)).toHaveText(TYPED);
  expect(await page.evaluate(() => localStorage.getItem('devtoolbox:site:language'))).toBe('pl');

  // Remembered: the English home page stays English (no redirect) and offers Polish, in Polish.
  await ready(page, '/');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const offer = page.locator('.language-offer');
  await expect(offer).toContainText(message('site', 'pl', 'language.offer'));
  await expect(offer).toHaveAttribute('lang', 'pl');
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('stays on English / with a one-line offer in German; accepting leads to /de, declining is remembered', async ({ page }) => {
    await ready(page, '/');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.locator('.language-offer');
    await expect(offer).toContainText(message('site', 'de', 'language.offer'));
    // One line: the offer's text, the link and the button, nothing else.
    await expect(offer.getByRole('link')).toHaveText(message('site', 'de', 'language.offerAccept'));
    await offer.getByRole('button', { name: message('site', 'de', 'language.offerDismiss') }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('devtoolbox:site:language'))).toBe('en');
    await ready(page, '/about');
    await page.waitForTimeout(500);
    await expect(offer, 'declined: not offered again').toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await ready(page, '/json-formatter');
    await offer.getByRole('link', { name: message('site', 'de', 'language.offerAccept') }).click();
    await expect(page).toHaveURL(/\/de\/json-formatter$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(offer).toHaveCount(0);
  });

  test('a German page offers nothing', async ({ page }) => {
    await ready(page, '/de/json-formatter');
    await page.waitForTimeout(500);
    await expect(page.locator('.language-offer')).toHaveCount(0);
  });
});
