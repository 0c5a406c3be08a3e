import { expect, test } from '@playwright/test';
import { metaFor, PRERENDERED_PATHS } from '../../src/app/route-meta';
import { loadAllLocales } from '../../src/lib/i18n';
import { LOCALES, withLocale } from '../../src/lib/locale';
import { messages } from '../../src/lib/messages';
import { MENU_GROUPS, POPULAR_TOOL_IDS, TOOLS, toolById } from '../../src/tools/catalogue';
import { waitForApp } from './helpers/app';
import { fillEditor } from './helpers/editor';
import { BROWSER_PATHS } from './helpers/routes';

// metaFor reads the site's messages of each page's language.
await loadAllLocales(messages);

test.describe('routes and metadata', () => {
  for (const path of BROWSER_PATHS) {
    test(`${path} has its title, canonical URL and JSON-LD`, async ({ page }) => {
      const meta = metaFor(path);
      await page.goto(path);
      await expect(page).toHaveTitle(meta.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', meta.canonical);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0B0B2B');
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]');
      expect(ld[0]['@type']).toBe('SoftwareApplication');
      expect(ld[0].offers.price).toBe('0');
      expect(ld[1].potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('tool titles follow the title rule', async ({ page }) => {
    await page.goto('/json-formatter');
    await expect(page).toHaveTitle('Free Online JSON Formatter | DevToolbox');
    await page.goto('/about');
    await expect(page).toHaveTitle('About DevToolbox');
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy | DevToolbox');
  });

  test('every route is prerendered: title, heading and text are in the HTML without JavaScript', async ({ request }) => {
    for (const tool of TOOLS) {
      const res = await request.get(tool.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${metaFor(tool.path).title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain(`>${tool.title.replace(/&/g, '&amp;')}</h1>`);
      expect(html).toContain('Recommended Tools');
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain('data-prerendered="/"');
    for (const path of PRERENDERED_PATHS) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  test('sitemap and robots are generated from the catalogue', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const tool of TOOLS) expect(sitemap).toContain(`${tool.path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
  });
});

test.describe('redirects and 404', () => {
  test('/privacy-policy and /terms-of-service redirect, replacing the history entry', async ({ page }) => {
    await page.goto('/');
    await page.goto('/privacy-policy');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('h1')).toHaveText('Privacy Policy');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/terms-of-service');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('h1')).toHaveText('Terms of Service');
  });

  test('unknown paths show the 404 page with its texts and links', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('h1')).toHaveText('Oops! Page Not Found');
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    for (const id of POPULAR_TOOL_IDS) await expect(page.locator(`main .popular-links a[href="${toolById(id).path}"]`)).toBeVisible();
  });
});

test.describe('header menus', () => {
  test('dropdowns open on hover and close 200 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Formatter Tools' });
    // The menus work once the app runs; until then their buttons are disabled (a person waits for that too).
    await expect(button).toBeEnabled();
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#menu-formatter');
    await expect(menu.getByRole('link')).toHaveCount(MENU_GROUPS[1].tools.length);
    await page.mouse.move(5, 700);
    // still open right after leaving, closed after the delay
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'false', { timeout: 1000 });
  });

  test('dropdowns work by keyboard: Enter opens, arrows move, Escape closes', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Data Tools' });
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-generator a').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-generator a').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the menus list 2 data tools, 13 formatters, 5 compare tools, 6 converters and 10 types pages', async () => {
    expect(MENU_GROUPS.map((g) => g.tools.length)).toEqual([2, 13, 5, 6, 10]);
  });

  test('on a phone, a toggle menu with expandable groups', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Formatter Tools' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const group = page.locator('#mobile-menu').getByRole('button', { name: 'Compare Tools' });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Text Compare' }).click();
    await expect(page).toHaveURL(/\/text-compare$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });

  // Every language's labels on one line beside the logo and the buttons, or the toggle menu: never a header whose
  // labels wrap out of it or push its buttons off the screen (base.css: 1240 and 1310 px).
  for (const locale of LOCALES) {
    test(`${locale}: the desktop menus fit on one line where they show, the toggle menu takes over below 1240 px`, async ({ page }) => {
      const header = page.locator('header.site-header');
      const nav = header.locator('.desktop-nav');
      const actions = header.locator('.header-actions');
      const toggle = header.locator('.mobile-toggle');
      const home = nav.locator('.nav-home');
      await page.setViewportSize({ width: 1239, height: 700 });
      await page.goto(withLocale('/json-formatter', locale));
      await expect(nav).toBeHidden();
      await expect(toggle).toBeVisible();
      for (const width of [1240, 1309, 1310, 1600]) {
        await page.setViewportSize({ width, height: 700 });
        await expect(nav).toBeVisible();
        await expect(toggle).toBeHidden();
        // The Home link only where all of it fits (the logo leads home).
        await (width >= 1310 ? expect(home).toBeVisible() : expect(home).toBeHidden());
        const links = nav.locator('.nav-link:visible');
        await expect(links).toHaveCount(width >= 1310 ? 7 : 6);
        const last = (await links.last().boundingBox())!;
        const buttons = (await actions.boundingBox())!;
        expect(last.x + last.width, `${width} px: the menus end before the buttons`).toBeLessThanOrEqual(buttons.x);
        expect(buttons.x + buttons.width, `${width} px: the buttons are on screen`).toBeLessThanOrEqual(width);
        for (const link of await links.all()) expect((await link.boundingBox())!.height, `${width} px: one line`).toBeLessThanOrEqual(44);
        expect((await header.boundingBox())!.height).toBe(64);
      }
    });
  }

  test('the header turns solid once the page is scrolled', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.site-header')).not.toHaveClass(/is-scrolled/);
    await page.mouse.wheel(0, 800);
    await expect(page.locator('.site-header')).toHaveClass(/is-scrolled/);
  });
});

test.describe('theme', () => {
  test('follows the system setting by default', async ({ browser }) => {
    const ctx = await browser.newContext({ colorScheme: 'dark' });
    const page = await ctx.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await ctx.close();
  });

  test('the toggle persists across reloads without a flash of the wrong theme', async ({ browser }) => {
    const ctx = await browser.newContext({ colorScheme: 'light' });
    const page = await ctx.newPage();
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    // The class must already be set when the HTML is parsed, before any module script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtDomReady: boolean }).darkAtDomReady = document.documentElement.classList.contains('dark');
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtDomReady: boolean }).darkAtDomReady)).toBe(true);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await ctx.close();
  });
});

test.describe('navigation', () => {
  test('the skip link is the first focusable element and targets #main-content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the first page keeps its scroll position: an anchor in the address stays in view once the page is live', async ({ page }) => {
    await page.goto('/#compare');
    const heading = page.getByRole('heading', { name: 'Compare Tools', level: 2 });
    await expect(heading).toBeInViewport();
    // The theme toggle reacts only once the page has hydrated (and the shell's effects have run).
    await expect(async () => {
      await page.evaluate(() => (document.querySelector('.theme-toggle') as HTMLElement).click());
      await expect(page.locator('html')).toHaveClass(/dark/, { timeout: 300 });
    }).toPass();
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('the hero buttons scroll to the formatter and compare sections, before the app runs too', async ({ page, request }) => {
    // Links to their sections: a press before the app runs jumps there as any link does.
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<a class="[^"]*btn-primary[^"]*" href="#formatters">Explore Formatters<\/a>/);
    expect(html).toMatch(/<a class="[^"]*" href="#compare">Compare Code<\/a>/);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'Compare Code' }).click();
    await expect(page.locator('#compare')).toBeInViewport();
    await page.unrouteAll();

    for (const [name, id] of [
      ['Explore Formatters', 'formatters'],
      ['Compare Code', 'compare'],
    ]) {
      await page.goto('/');
      await waitForApp(page);
      const section = page.locator(`#${id}`);
      await expect(section).not.toBeInViewport();
      // The press is the page's first input: the message files load and the page re-renders while it scrolls.
      await page.getByRole('link', { name }).click();
      await expect(section).toBeInViewport();
      await expect(section).toBeFocused();
      expect(new URL(page.url()).hash).toBe('');
    }
  });

  test('the search page filters the catalogue by name and keywords', async ({ page }) => {
    await page.goto('/search?q=iban');
    await expect(page.locator('main .tool-card')).toHaveCount(1);
    await expect(page.locator('main .tool-card h3')).toHaveText('Test Data Generator');
    await page.getByLabel('Search DevToolbox').fill('compare');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=compare$/);
    await expect(page.locator('main .tool-card')).toHaveCount(5);
  });

  test('/search?q=json hydrates without errors and shows the results of the query', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/search?q=json');
    await expect(page.getByLabel('Search DevToolbox')).toHaveValue('json');
    await expect(page.getByText(/tools? match(es)? “json”/)).toBeVisible();
    const titles = await page.locator('main .tool-card h3').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toContain('JSON Formatter');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the footer shows the current year and the contact and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} DevToolbox`);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});

test.describe('feedback (default build: no endpoint)', () => {
  test('offers a mail link instead of pretending to send; Escape closes and focus returns', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Feedback' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Email your feedback' })).toHaveAttribute('href', /^mailto:/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('privacy', () => {
  test('with default settings no page requests any other origin', async ({ page, baseURL }) => {
    // About 70 pages, each until the network is idle.
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol.startsWith('http') && u.origin !== origin) foreign.push(r.url());
    });
    test.setTimeout(180_000);
    for (const path of BROWSER_PATHS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(foreign).toEqual([]);
  });
});

test.describe('hydration', () => {
  test('every prerendered route hydrates without an error in the console', async ({ page }) => {
    // About 70 pages, each until the network is idle.
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    test.setTimeout(180_000);
    for (const path of [...BROWSER_PATHS, '/no-such-page', '/de/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('saved settings apply to the prerendered tools after hydration, without a mismatch', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem(
        'devtoolbox-compare-options',
        JSON.stringify({ state: { ignoreWhitespace: false, ignoreCase: true, ignoreKeyOrder: false, view: 'changes' }, version: 1 }),
      );
      localStorage.setItem(
        'devtoolbox:json-generator',
        JSON.stringify({ state: { template: 'custom', countText: '7', seedText: '', tableName: 'people', fields: [{ key: 'mail', type: 'email' }] }, version: 1 }),
      );
    });
    await page.goto('/json-compare');
    await expect(page.getByLabel('Ignore case')).toBeChecked();
    await expect(page.getByLabel('Only changes')).toBeChecked();
    await expect(page.getByLabel('Ignore whitespace')).not.toBeChecked();
    await page.goto('/json-generator');
    await expect(page.getByLabel('Number of Records')).toHaveValue('7');
    await expect(page.getByLabel('Field name')).toHaveValue('mail');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a tool whose chunk cannot be loaded says so instead of showing a dead tool', async ({ page }) => {
    await page.route(/\/assets\/compare-body-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/json-compare');
    await expect(page.getByRole('alert')).toHaveText('This tool could not be loaded. Check your connection and reload the page.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Compare');
    await expect(page.getByRole('textbox', { name: 'Original' })).toHaveCount(0);
  });

  test('when the app itself cannot start, a prerendered tool says so instead of staying disabled', async ({ page }) => {
    await page.route(/\/assets\/start-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/json-formatter');
    await expect(page.getByRole('alert')).toHaveText('This tool could not be loaded. Check your connection and reload the page.');
    await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toBeDisabled();
  });

  test('until the app has started, a prerendered tool is disabled and the reader may scroll; both hold once it runs', async ({ page }) => {
    // Hold the app's chunk back, to act in the window between the first paint and the start.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/json-formatter', { waitUntil: 'commit' });
    const input = page.getByRole('textbox', { name: 'Input Code', exact: true });
    await expect(input).toBeVisible();
    // Disabled, not dead: typing or choosing now would be lost when the app takes over.
    await expect(input).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Format Code' })).toBeDisabled();
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    release();
    await expect(input).toBeEnabled();
    await expect(page.locator('.site-header')).toHaveClass(/is-scrolled/);
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
    await fillEditor(page, 'Input Code', '{"a":[1]}');
    await page.getByRole('button', { name: 'Format Code' }).click();
    await expect(page.locator('.vt-list .vt-row')).toHaveCount(5);
  });
});

test.describe('links between pages', () => {
  // A German visitor (no offer to read the page in English over the footer).
  test.use({ locale: 'de-DE' });

  test('a link between pages: a plain click navigates in the page, a Ctrl+click is the browser\'s; the page\'s own link is the current one', async ({ page, context }) => {
    await page.goto('/de/json-formatter');
    const nav = page.locator('.desktop-nav');
    // Only the page's own link is current (not Home, whose path is a prefix of every page's).
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/de/json-formatter');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    const yaml = page.locator('footer').getByRole('link', { name: 'YAML-Formatter' });
    await expect(yaml).toHaveAttribute('href', '/de/yaml-formatter');
    const [tab] = await Promise.all([context.waitForEvent('page'), yaml.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(tab).toHaveURL(/\/de\/yaml-formatter$/);
    await tab.close();
    expect(page.url()).toMatch(/\/de\/json-formatter$/);

    await yaml.click();
    await expect(page).toHaveURL(/\/de\/yaml-formatter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('YAML-Formatter');
    // The same document: no reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/de/yaml-formatter');
  });

});
