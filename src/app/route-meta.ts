import { localeOf, LOCALES, withLocale, withoutLocale, type Locale } from '../lib/locale';
import { messages, type MessageKey } from '../lib/messages';
import { pageMeta, sitemapXml as sitemapOf, type PageMeta } from '../lib/page-meta';
import { TOOLS, toolByPath, toolText } from '../tools/catalogue';

/** The pages that are not tools, each with its metadata's messages (`meta.<page>.title`, `….description`, `….keywords`). */
export const STATIC_PAGES = {
  '/': 'home',
  '/about': 'about',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/search': 'search',
} as const satisfies Record<string, string>;

type StaticPage = (typeof STATIC_PAGES)[keyof typeof STATIC_PAGES];

/** The path the 404 page is rendered at (by the prerenderer, and by the app's head for any unknown path). */
export const NOT_FOUND_PATH = '/__not-found__';

/** Every page, without language prefix: the static pages and every tool (the sitemap lists them but search). */
export const PAGE_PATHS: string[] = [...Object.keys(STATIC_PAGES), ...TOOLS.map((t) => t.path)];

/** Every path that is prerendered: every page in every language (`/json-formatter`, `/de/json-formatter` …). */
export const PRERENDERED_PATHS: string[] = LOCALES.flatMap((l) => PAGE_PATHS.map((p) => withLocale(p, l)));

const staticMeta = (page: StaticPage | 'notFound', t: (key: MessageKey) => string) => ({
  title: t(`meta.${page}.title`),
  description: t(`meta.${page}.description`),
  keywords: page === 'notFound' ? [] : t(`meta.${page}.keywords`).split(/\s*,\s*/),
});

/**
 * The metadata of a page in its language (`/de/json-formatter`), or of the 404 page in a language
 * (`/de/__not-found__`, or any unknown path). The messages of that language must be loaded (the routes load them).
 */
export function metaFor(path: string): PageMeta {
  const locale: Locale = localeOf(path);
  const page = withoutLocale(path);
  const t = messages.translator(locale);
  const tool = toolByPath(page);
  if (tool) {
    const text = toolText(tool, t);
    return pageMeta({
      path: page,
      locale,
      title: t('meta.toolTitle', { title: text.title }),
      description: text.description,
      keywords: text.keywords,
      known: true,
      toolTitle: text.title,
    });
  }
  const name = STATIC_PAGES[page as keyof typeof STATIC_PAGES];
  return pageMeta({ path: name ? page : NOT_FOUND_PATH, locale, ...staticMeta(name ?? 'notFound', t), known: Boolean(name) });
}

/** sitemap.xml: every page but search, in every language, each with its alternates. */
export const sitemapXml = (): string => sitemapOf(PAGE_PATHS.filter((p) => p !== '/search'));
