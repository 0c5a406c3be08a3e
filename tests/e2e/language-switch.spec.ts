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

/** Whether two boxes share any point. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the language menu and the offer on a phone, a tablet and a desktop', () => {
  test.use({ locale: 'en-US' });

  for (const viewport of [
    { width: 390, height: 760 },
    { width: 820, height: 900 },
    { width: 1280, height: 800 },
  ]) {
    test(`${viewport.width} px: the offer leaves the feedback button free, and the menu opens below its button inside the page`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await ready(page, '/de/json-formatter');
      // This browser prefers English: the German page offers it, in a bar that covers no part of the feedback button.
      const offer = page.locator('.language-offer');
      await expect(offer).toContainText(message('site', 'en', 'language.offer'));
      const feedback = page.locator('.feedback-button');
      await expect(feedback).toBeInViewport();
      expect(overlap((await offer.boundingBox())!, (await feedback.boundingBox())!)).toBe(false);

      const header = page.locator('header.site-header');
      const headerHeight = (await header.boundingBox())!.height;
      const summary = page.locator('header .language-menu summary');
      const list = page.locator('header .language-menu-list');
      await expect(list).toBeHidden();
      // A button of the header's size (as the theme toggle beside it) showing the globe and "DE": no disclosure marker.
      await expect(summary).toHaveText(`${message('site', 'de', 'language.menu', { language: LOCALE_NAMES.de })} DE`);
      const button = (await summary.boundingBox())!;
      expect(button.height).toBe(44);
      expect(button.width).toBeGreaterThanOrEqual(44);
      expect(button.width).toBeLessThan(100);
      expect(await summary.evaluate((el) => getComputedStyle(el).display)).not.toBe('list-item');

      await summary.click();
      await expect(list).toBeVisible();
      // Below its button, over the page (the header keeps its height), entirely on screen, each language a target of
      // at least 24 px.
      const box = (await list.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(button.y + button.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect((await header.boundingBox())!.height).toBe(headerHeight);
      const links = list.getByRole('link');
      await expect(links).toHaveText(Object.values(LOCALE_NAMES));
      for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      // The list is on top of the page: a click on a language reaches it.
      await list.getByRole('link', { name: LOCALE_NAMES.fr, exact: true }).click();
      await expect(page).toHaveURL(/\/fr\/json-formatter$/);
      await expect(list).toBeHidden();
    });
  }
});
