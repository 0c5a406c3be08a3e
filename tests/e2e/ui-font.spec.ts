import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * The interface's letters outside Inter's Latin face (Polish ą ę ł ń ś ź ż …) come from a subset of a few KB made at
 * build time (scripts/ui-font.mjs), not from fontsource's ~85 KB Latin Extended face: a Polish page preloads the
 * subset and never requests the big face, and its text renders as with the whole face, regular and bold. Pages
 * without those letters request neither.
 */

const assets = readdirSync(path.join(process.env.E2E_DIST || 'dist', 'assets'));
const SUBSET = assets.find((f) => /^inter-ui-ext-[\w-]{8}\.woff2$/.test(f));
const LATIN = assets.find((f) => /^inter-latin-wght-normal-[\w-]{8}\.woff2$/.test(f));
const LATIN_EXT = assets.find((f) => /^inter-latin-ext-wght-normal-[\w-]{8}\.woff2$/.test(f));
/** Letters that are all in the subset (Polish). */
const LETTERS = 'ąćęłńśźż';

/** Opens `pagePath` for a visitor whose browser speaks its language, no service worker; the fonts it requested. */
async function open(browser: Browser, pagePath: string, locale: string) {
  const context = await browser.newContext({ locale, serviceWorkers: 'block' });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(path.basename(new URL(r.url()).pathname));
  });
  await page.goto(pagePath);
  // Started (hydrated: the header's menus work), everything it asked for loaded.
  await expect(page.locator('.nav-dropdown-button').first()).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return { page, context, fonts };
}

/** The status of the page's `Inter Variable` faces: the subset's (a range that has ą but not Ā) and the Latin Extended one. */
const faceStatus = (page: Page) =>
  page.evaluate(() => {
    const covers = (range: string, cp: number) =>
      range.split(',').some((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-').map((h) => parseInt(h, 16));
        return cp >= from && cp <= to;
      });
    const inter = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Inter Variable');
    const subset = inter.filter((f) => covers(f.unicodeRange, 0x105) && !covers(f.unicodeRange, 0x100));
    const ext = inter.filter((f) => covers(f.unicodeRange, 0x100));
    return { subset: subset.map((f) => f.status), ext: ext.map((f) => f.status) };
  });

test('a Polish page takes its letters from the subset, never from the Latin Extended face, regular and bold as the whole face', async ({ browser }) => {
  expect(SUBSET && LATIN && LATIN_EXT).toBeTruthy();
  const { page, context, fonts } = await open(browser, '/pl/test-data-generator', 'pl-PL');
  try {
    await expect(page.locator(`head link[rel="preload"][as="font"][href$="/assets/${SUBSET}"]`)).toHaveCount(1);
    expect(fonts.sort()).toEqual([LATIN, SUBSET].sort());
    expect(await faceStatus(page)).toEqual({ subset: ['loaded'], ext: ['unloaded'] });
    // The page's text uses the subset's letters; its heading is bold.
    expect(await page.locator('main').innerText()).toMatch(new RegExp(`[${LETTERS}]`));
    expect(Number(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight))).toBeGreaterThanOrEqual(600);

    // The same letters with the whole Latin Extended face (loaded only now, under a name of its own): the same
    // widths, regular and bold, and bold wider than regular (the subset kept the weight axis; no synthetic bold).
    const widths = await page.evaluate(
      async ({ url, letters }) => {
        const whole = new FontFace('Inter Whole Ext', `url(${url}) format('woff2')`, { weight: '100 900' });
        document.fonts.add(await whole.load());
        const width = (family: string, weight: number) => {
          const span = document.createElement('span');
          span.style.cssText = `font: ${weight} 40px ${family}; white-space: pre; position: absolute`;
          span.textContent = letters;
          document.body.append(span);
          const w = span.getBoundingClientRect().width;
          span.remove();
          return w;
        };
        return {
          subset: [width("'Inter Variable'", 400), width("'Inter Variable'", 700)],
          whole: [width("'Inter Whole Ext'", 400), width("'Inter Whole Ext'", 700)],
          monospace: width('monospace', 400),
        };
      },
      { url: `/assets/${LATIN_EXT}`, letters: LETTERS },
    );
    expect(widths.subset[0]).toBeCloseTo(widths.whole[0], 1);
    expect(widths.subset[1]).toBeCloseTo(widths.whole[1], 1);
    expect(widths.subset[1]).toBeGreaterThan(widths.subset[0] * 1.03);
    expect(Math.abs(widths.subset[0] - widths.monospace)).toBeGreaterThan(5);
  } finally {
    await context.close();
  }
});

for (const [pagePath, locale] of [
  ['/de/json-formatter', 'de-DE'],
  ['/', 'en-US'],
] as const) {
  test(`${pagePath} requests neither the subset nor the Latin Extended face`, async ({ browser }) => {
    const { page, context, fonts } = await open(browser, pagePath, locale);
    try {
      await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(1);
      expect(fonts).toEqual([LATIN]);
      expect(await faceStatus(page)).toEqual({ subset: ['unloaded'], ext: ['unloaded'] });
    } finally {
      await context.close();
    }
  });
}
