import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PageMessages } from '../../src/lib/i18n';
import { INTL_LOCALES, LOCALES, withLocale, type Locale } from '../../src/lib/locale';
import { fillEditor } from './helpers/editor';
import { message } from './helpers/messages';

/**
 * A prerendered page carries the messages it shows (src/lib/i18n.ts, seedPageMessages): in every language, a tool
 * page loads no message file before the visitor's first input, and its screen reads no message it does not carry
 * (the built site warns on such a read). After the first input the whole files load, and what the visitor does next
 * reads in the page's language: a JSON syntax error, a country's note.
 */

/** A message file of the build: `de-<hash>.js` (the site's, the engines', a tool folder's; page texts are `name.de-…`). */
const MESSAGE_FILE = /\/assets\/(?:en|nl|de|fr|es|it|pl)-[\w-]{8}\.js$/;
/** The chunk of FormatJS's formatter (intl-messageformat): it loads with the message files. */
const assets = path.join(process.env.E2E_DIST || 'dist', 'assets');
const FORMATTER_FILE = readdirSync(assets).find((f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes('MISSING_VALUE'));
/** The warning of a read of a message the page does not carry. */
const NOT_CARRIED = /is not among the page's/;

const PAGES = ['/json-formatter', '/test-data-generator', '/xml-compare', '/json-to-typescript'];

/** Opens `path` in `locale` for a visitor whose browser speaks it (no offer of another language), no service worker. */
async function open(browser: Browser, locale: Locale, pagePath: string) {
  const context = await browser.newContext({ locale: INTL_LOCALES[locale], serviceWorkers: 'block' });
  const page = await context.newPage();
  const messageFiles: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url()).pathname;
    if (MESSAGE_FILE.test(url) || url.endsWith(`/${FORMATTER_FILE}`)) messageFiles.push(url);
  });
  page.on('console', (m) => {
    if (NOT_CARRIED.test(m.text())) warnings.push(m.text());
  });
  await page.goto(withLocale(pagePath, locale));
  // Started: hydrated, the tool's controls enabled.
  await expect(page.locator('fieldset.tool-body')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  return { page, context, messageFiles, warnings };
}

/** The page's own messages, as it carries them. */
const carried = (page: Page) => page.locator('script#page-messages[type="application/json"]').textContent();

for (const locale of LOCALES) {
  test.describe(`${locale}: a tool page's first load`, () => {
    for (const pagePath of PAGES) {
      test(`${pagePath} loads no message file before the first input and reads only what it carries`, async ({ browser }) => {
        expect(FORMATTER_FILE).toBeDefined();
        const { page, context, messageFiles, warnings } = await open(browser, locale, pagePath);
        try {
          expect(messageFiles).toEqual([]);
          expect(warnings).toEqual([]);
          const data = JSON.parse((await carried(page))!) as PageMessages;
          expect(Object.keys(data.messages)).toEqual([locale]);
          // The tool's title is among them, as the page shows it.
          const tool = pagePath.slice(1);
          expect(data.messages[locale]!.site![`tool.${tool}.title`]).toBe(message('site', locale, `tool.${tool}.title`));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('site', locale, `tool.${tool}.title`));
          // The first input loads the whole files (the site's, the engines', the tool's) and the formatter.
          await page.keyboard.press('Tab');
          await expect.poll(() => new Set(messageFiles).size).toBeGreaterThanOrEqual(4);
          expect(messageFiles).toContain(`/assets/${FORMATTER_FILE}`);
          expect(warnings).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }

    test('a JSON syntax error reads in the language of the page', async ({ browser }) => {
      const { page, context, messageFiles, warnings } = await open(browser, locale, '/json-formatter');
      try {
        await fillEditor(page, message('formatter', locale, 'input'), '{"a":1');
        await page.getByRole('button', { name: message('formatter', locale, 'format'), exact: true }).click();
        const alert = page.getByRole('alert').first();
        await expect(alert).toContainText(message('engine', locale, 'json-not-closed', { open: '{' }));
        if (locale !== 'en') await expect(alert).not.toContainText(message('engine', 'en', 'json-not-closed', { open: '{' }));
        expect(messageFiles.length).toBeGreaterThan(0);
        expect(warnings).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test("a country's note reads in the language of the page", async ({ browser }) => {
      const { page, context, warnings } = await open(browser, locale, '/test-data-generator');
      try {
        await page.getByLabel(message('test-data-generator', locale, 'country'), { exact: true }).selectOption('CY');
        const cyprus = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region' }).of('CY')!;
        await expect(page.getByText(message('engine', locale, 'testdata-no-national-id-cy', { country: cyprus }), { exact: false })).toBeVisible();
        expect(warnings).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
