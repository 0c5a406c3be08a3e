import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import type { PageMessages } from '../../src/lib/i18n';
import { INTL_LOCALES, LOCALES, withLocale, type Locale } from '../../src/lib/locale';
import type { MessageKey } from '../../src/lib/messages';
import { kindLabel, MENU_GROUPS, searchTools, type ToolEntry } from '../../src/tools/catalogue';
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

/**
 * Holds every request for a message file or the formatter until `release()`: what the page shows meanwhile comes
 * from what it carries. `held` lists the requests waiting.
 */
async function holdMessageFiles(page: Page): Promise<{ held: Route[]; release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => MESSAGE_FILE.test(url.pathname) || url.pathname.endsWith(`/${FORMATTER_FILE}`),
    (route) => (holding ? void held.push(route) : route.continue()),
  );
  return {
    held,
    async release() {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Opens `path` in `locale` for a visitor whose browser speaks it (no offer of another language), no service worker. */
async function open(browser: Browser, locale: Locale, pagePath: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ locale: INTL_LOCALES[locale], serviceWorkers: 'block', ...(viewport && { viewport }) });
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

test.describe("de: what the visitor's first input opens shows at once, before any message file has arrived", () => {
  const site = (key: MessageKey) => message('site', 'de', key);
  const names = (tools: readonly ToolEntry[]) => tools.map((tool) => site(`tool.${tool.id}.name`));

  test("a header menu opened first lists its tools' German names", async ({ browser }) => {
    const { page, context, warnings } = await open(browser, 'de', '/json-formatter');
    try {
      const files = await holdMessageFiles(page);
      const button = page.getByRole('button', { name: site(kindLabel('compare')) });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#menu-compare a')).toHaveText(names(MENU_GROUPS.find((g) => g.kind === 'compare')!.tools));
      for (const group of MENU_GROUPS) {
        await expect(page.getByRole('button', { name: site(kindLabel(group.kind)) })).toBeVisible();
        await expect(page.locator(`#menu-${group.kind} a`)).toHaveText(names(group.tools));
      }
      // The first input asked for the files, and none has arrived: the names are the page's own.
      expect(files.held.length).toBeGreaterThan(0);
      expect(warnings).toEqual([]);
      await files.release();
      await expect(page.locator('#menu-compare a')).toHaveText(names(MENU_GROUPS.find((g) => g.kind === 'compare')!.tools));
      expect(warnings).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the mobile menu opened first has its German label, groups and tool names', async ({ browser }) => {
    const { page, context, warnings } = await open(browser, 'de', '/json-formatter', { width: 390, height: 844 });
    try {
      const files = await holdMessageFiles(page);
      await page.getByRole('button', { name: site('header.openMenu') }).click();
      await expect(page.getByRole('button', { name: site('header.closeMenu') })).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation', { name: site('header.mobileNav') });
      await expect(menu.locator('.mobile-group-button')).toHaveText(MENU_GROUPS.map((g) => `${site(kindLabel(g.kind))} ▾`));
      await menu.getByRole('button', { name: site(kindLabel('generator')) }).click();
      await expect(menu.locator('#mobile-group-generator a')).toHaveText(names(MENU_GROUPS[0].tools));
      expect(files.held.length).toBeGreaterThan(0);
      expect(warnings).toEqual([]);
      await files.release();
      await expect(menu.locator('#mobile-group-generator a')).toHaveText(names(MENU_GROUPS[0].tools));
      expect(warnings).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the feedback dialog opened first reads in German', async ({ browser }) => {
    const { page, context, warnings } = await open(browser, 'de', '/json-formatter');
    try {
      const files = await holdMessageFiles(page);
      await page.getByRole('button', { name: site('feedback.open'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: site('feedback.title') });
      await expect(dialog.getByRole('button', { name: site('feedback.close') })).toBeVisible();
      await expect(dialog.getByText(site('feedback.mailNote'))).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: site('feedback.message') })).toBeFocused();
      const mail = dialog.getByRole('link', { name: site('feedback.mailAction') });
      await expect(mail).toHaveAttribute('href', new RegExp(`subject=${encodeURIComponent(site('feedback.mailSubject')).replace(/[.*()]/g, '\\$&')}&`));
      expect(files.held.length).toBeGreaterThan(0);
      expect(warnings).toEqual([]);
      await files.release();
      await expect(dialog.getByRole('link', { name: site('feedback.mailAction') })).toBeVisible();
      expect(warnings).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the search page shows the results of its query only with every tool\'s texts, never a partial count first', async ({ browser }) => {
    const context = await browser.newContext({ locale: INTL_LOCALES.de, serviceWorkers: 'block' });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (NOT_CARRIED.test(m.text())) warnings.push(m.text());
    });
    try {
      const files = await holdMessageFiles(page);
      await page.goto('/de/search?q=json');
      // Hydrated: the query of the address is in the field; the search waits for the site's file (held).
      await expect(page.getByLabel(site('search.label'))).toHaveValue('json');
      await expect.poll(() => files.held.length).toBeGreaterThan(0);
      await expect(page.locator('.search-page section[aria-live]')).toBeEmpty();
      expect(warnings).toEqual([]);
      await files.release();
      const found = searchTools('json', (key) => site(key));
      expect(found.length).toBeGreaterThan(10);
      await expect(page.locator('.search-page .card-grid h3')).toHaveText(names(found));
      await expect(page.locator('.search-page section[aria-live] > p')).toHaveText(message('site', 'de', 'search.results', { count: found.length, query: 'json' }));
      expect(warnings).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
