import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_LOCALE, LOCALES, withLocale, type Locale } from '../../src/lib/locale';
import { REDIRECTS } from '../../src/lib/redirects';

/**
 * Every route in every language, as the build prerendered it (read from the build's files: no browser needed for
 * the HTML), the default build and the subfolder build (`BASE_PATH=/tools/devtoolbox/`, `npm run build:subfolder`):
 * - `<html lang>` is the language, the canonical URL is the page's own in that language, the alternates name all
 *   seven languages and x-default (English), each at the page's path in that language;
 * - in the six, the title differs from the English page's (translated);
 * - the sitemap lists every page in every language, each with the same alternates;
 * and, in the browser, an old address (src/lib/redirects.ts) in every language leads to its page in that language.
 *
 * The routes are the English pages the build wrote (every `*.html` at its root: home, about, privacy, terms,
 * search, each tool, and the 404 page), so the test follows the catalogue; that each language has the same set is
 * part of the test.
 */
const ORIGIN = 'https://devtoolbox.dev';
const SIX = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

interface Build {
  name: string;
  dir: string;
  base: string;
}

const BUILDS: Build[] = [
  { name: 'default build', dir: process.env.E2E_DIST || 'dist', base: '/' },
  { name: 'subfolder build', dir: process.env.E2E_SUBFOLDER_DIST || 'dist-subfolder', base: '/tools/devtoolbox/' },
];

/** The URL of a site path in a language on a build: the origin, the base, the language. */
const urlOf = (build: Build, sitePath: string, locale: Locale) => `${ORIGIN}${build.base.replace(/\/$/, '')}${withLocale(sitePath, locale)}`;

/** The file of a page in a language: `/` → index.html (de.html), `/about` → about.html (de/about.html), 404 → 404.html. */
const fileOf = (build: Build, sitePath: string, locale: Locale) => {
  const name = sitePath === '/' ? (locale === DEFAULT_LOCALE ? 'index' : locale) : locale === DEFAULT_LOCALE ? sitePath.slice(1) : `${locale}${sitePath}`;
  return path.join(build.dir, `${name}.html`);
};

/** The site paths of the English pages the build wrote (the 404 page as `/404`). */
const sitePaths = (build: Build) =>
  readdirSync(build.dir)
    .filter((f) => f.endsWith('.html') && !LOCALES.includes(f.replace(/\.html$/, '') as Locale))
    .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/\.html$/, '')}`))
    .sort();

interface Head {
  lang: string | undefined;
  title: string | undefined;
  canonical: string[];
  alternates: Map<string, string>;
  alternateCount: number;
}

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const alternates = links.filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'));
  return {
    lang: /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href')!),
    alternates: new Map(alternates.map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!])),
    alternateCount: alternates.length,
  };
}

for (const build of BUILDS) {
  test.describe(`prerendered pages of the ${build.name}`, () => {
    test.beforeAll(() => {
      if (!existsSync(path.join(build.dir, 'index.html'))) throw new Error(`${build.dir}/ is missing: run npm run build and npm run build:subfolder first`);
    });

    test('every language has every page of English, and no other', () => {
      const english = sitePaths(build);
      // The static pages, the 404 page and the tools (there are more than 30).
      expect(english).toEqual(expect.arrayContaining(['/', '/404', '/about', '/privacy', '/search', '/terms', '/json-formatter', '/test-data-generator']));
      expect(english.length).toBeGreaterThan(35);
      for (const locale of SIX) {
        const dir = path.join(build.dir, locale);
        const own = ['/', ...readdirSync(dir).filter((f) => f.endsWith('.html')).map((f) => `/${f.replace(/\.html$/, '')}`)].sort();
        expect(existsSync(fileOf(build, '/', locale)), `${locale}.html`).toBe(true);
        expect(own, `pages of /${locale}`).toEqual(english);
      }
    });

    for (const locale of LOCALES) {
      test(`${locale}: lang, own canonical, seven alternates and x-default${locale === DEFAULT_LOCALE ? '' : ', a title unlike English'}`, () => {
        const problems: string[] = [];
        for (const sitePath of sitePaths(build)) {
          const page = withLocale(sitePath, locale);
          const head = headOf(readFileSync(fileOf(build, sitePath, locale), 'utf8'));
          if (head.lang !== locale) problems.push(`${page}: <html lang="${head.lang}">`);
          const own = urlOf(build, sitePath, locale);
          if (head.canonical.length !== 1 || head.canonical[0] !== own) problems.push(`${page}: canonical ${head.canonical.join(' ') || '(none)'}, want ${own}`);
          const want = new Map<string, string>([...LOCALES.map((l) => [l, urlOf(build, sitePath, l)] as const), ['x-default', urlOf(build, sitePath, DEFAULT_LOCALE)]]);
          if (head.alternateCount !== want.size || [...want].some(([l, url]) => head.alternates.get(l) !== url)) {
            problems.push(`${page}: alternates ${JSON.stringify(Object.fromEntries(head.alternates))}`);
          }
          if (!head.title) problems.push(`${page}: no <title>`);
          if (locale !== DEFAULT_LOCALE) {
            const english = headOf(readFileSync(fileOf(build, sitePath, DEFAULT_LOCALE), 'utf8')).title;
            if (head.title === english) problems.push(`${page}: title "${head.title}" is the English one`);
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }

    test('the sitemap lists every page in every language with its alternates', () => {
      const xml = readFileSync(path.join(build.dir, 'sitemap.xml'), 'utf8');
      const entries = new Map(
        [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => [
          /<loc>([^<]*)<\/loc>/.exec(body)![1],
          new Map([...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])),
        ]),
      );
      // Every page but search (a results page) and 404, in every language.
      const pages = sitePaths(build).filter((p) => p !== '/search' && p !== '/404');
      const want = LOCALES.flatMap((l) => pages.map((p) => urlOf(build, p, l)));
      expect([...entries.keys()].sort()).toEqual(want.sort());
      for (const sitePath of pages) {
        for (const locale of LOCALES) {
          const alternates = entries.get(urlOf(build, sitePath, locale))!;
          expect(Object.fromEntries(alternates), urlOf(build, sitePath, locale)).toEqual({
            ...Object.fromEntries(LOCALES.map((l) => [l, urlOf(build, sitePath, l)])),
            'x-default': urlOf(build, sitePath, DEFAULT_LOCALE),
          });
        }
      }
    });
  });
}

test.describe('old addresses in every language', () => {
  for (const locale of LOCALES) {
    test(`${locale}: each leads to its page in the same language`, async ({ page }) => {
      for (const { from, to } of REDIRECTS) {
        await page.goto(withLocale(from, locale));
        await expect(page).toHaveURL((url) => url.pathname === withLocale(to, locale));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1')).toBeVisible();
      }
    });
  }
});
