import { withBase } from './base-path';
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, localeUrl, type Locale } from './locale';
import { SITE_NAME, SITE_URL } from './site-config';

/** Everything the <head> of one route carries. */
export interface PageMeta {
  /** The page's site path without language prefix (`/json-formatter`; the 404 page's `/__not-found__`). */
  path: string;
  locale: Locale;
  /**
   * The whole document title in the page's language: `Free Online {Title} | DevToolbox` for a tool (decisions.md)
   * and its equivalent in each language (the message `meta.toolTitle`); the static pages' titles are messages.
   */
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  /** The same page in every language (`hreflang` → URL), and `x-default` (English). */
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'article';
  image: string;
  jsonLd: object[];
}

/** The public URL of a site path: the site's origin, its base path, the path. */
const absoluteUrl = (path: string) => `${SITE_URL}${withBase(path)}`;

/** The public URL of a site path in a language. */
const localeAbsoluteUrl = (path: string, locale: Locale) => `${SITE_URL}${localeUrl(path, locale)}`;

/** A page's `hreflang` alternates: one per language, and `x-default` for visitors of any other language. */
export const alternatesOf = (path: string): PageMeta['alternates'] => [
  ...LOCALES.map((l) => ({ hreflang: l, href: localeAbsoluteUrl(path, l) })),
  { hreflang: 'x-default', href: localeAbsoluteUrl(path, DEFAULT_LOCALE) },
];

function softwareApplication(name: string, description: string, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    url,
    applicationCategory: 'DeveloperApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

function webSite(locale: Locale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: localeAbsoluteUrl('/', locale),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${localeAbsoluteUrl('/search', locale)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** What a route says about itself; `pageMeta` turns it into the head's metadata. */
export interface PageFacts {
  /** Without language prefix; the 404 page's is `/__not-found__`. */
  path: string;
  locale: Locale;
  /** The whole document title. */
  title: string;
  description: string;
  keywords: string[];
  /** False for the 404 page: its canonical URL is /404 (in its language: /de/404). */
  known: boolean;
  /** A tool's page: structured data names the tool instead of the site. */
  toolTitle?: string;
}

/** The metadata of one route in one language. */
export function pageMeta({ path, locale, title, description, keywords, known, toolTitle }: PageFacts): PageMeta {
  const urlPath = known ? path : '/404';
  const canonical = localeAbsoluteUrl(urlPath, locale);
  return {
    path,
    locale,
    title,
    description,
    keywords,
    canonical,
    alternates: alternatesOf(urlPath),
    ogType: 'website',
    image: absoluteUrl('/og-image.png'),
    jsonLd: [softwareApplication(toolTitle ?? SITE_NAME, description, canonical), webSite(locale)],
  };
}

/** The `og:locale` form of a language (`de_DE`). */
const ogLocale = (locale: Locale) => INTL_LOCALES[locale].replace('-', '_');

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script> must not be able to close the tag. */
const jsonForScript = (o: object) => JSON.stringify(o).replace(/</g, '\\u003c');

/** The head tags of a route, as HTML (used by the prerenderer). Tags carry data-meta so the app can update them. */
export function headHtml(meta: PageMeta): string {
  const tags = [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}" data-meta="description" />`,
    `<meta name="keywords" content="${esc(meta.keywords.join(', '))}" data-meta="keywords" />`,
    `<link rel="canonical" href="${esc(meta.canonical)}" data-meta="canonical" />`,
    ...meta.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}" data-meta="alternate" />`),
    `<meta property="og:locale" content="${ogLocale(meta.locale)}" data-meta="og:locale" />`,
    `<meta property="og:title" content="${esc(meta.title)}" data-meta="og:title" />`,
    `<meta property="og:description" content="${esc(meta.description)}" data-meta="og:description" />`,
    `<meta property="og:url" content="${esc(meta.canonical)}" data-meta="og:url" />`,
    `<meta property="og:type" content="${meta.ogType}" data-meta="og:type" />`,
    `<meta property="og:image" content="${esc(meta.image)}" data-meta="og:image" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta name="twitter:card" content="summary_large_image" data-meta="twitter:card" />`,
    `<meta name="twitter:title" content="${esc(meta.title)}" data-meta="twitter:title" />`,
    `<meta name="twitter:description" content="${esc(meta.description)}" data-meta="twitter:description" />`,
    `<script type="application/ld+json" data-meta="jsonld">${jsonForScript(meta.jsonLd)}</script>`,
    // Written by the prerenderer (the app's name, icons and the files it opens, all under the base path).
    `<link rel="manifest" href="${withBase('manifest.webmanifest')}" />`,
  ];
  return tags.join('\n    ');
}

/** Updates the live document's head (and its language) after a client-side route change. */
export function applyHead(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  doc.documentElement.lang = meta.locale;
  const set = (key: string, attr: 'content' | 'href', value: string, create: () => HTMLElement) => {
    let el = doc.head.querySelector<HTMLElement>(`[data-meta="${key}"]`);
    if (!el) {
      el = create();
      el.setAttribute('data-meta', key);
      doc.head.appendChild(el);
    }
    el.setAttribute(attr, value);
  };
  const meta_ = (name: string, isProperty = false) => () => {
    const m = doc.createElement('meta');
    m.setAttribute(isProperty ? 'property' : 'name', name);
    return m;
  };
  set('description', 'content', meta.description, meta_('description'));
  set('keywords', 'content', meta.keywords.join(', '), meta_('keywords'));
  set('canonical', 'href', meta.canonical, () => Object.assign(doc.createElement('link'), { rel: 'canonical' }));
  set('og:locale', 'content', ogLocale(meta.locale), meta_('og:locale', true));
  set('og:title', 'content', meta.title, meta_('og:title', true));
  set('og:description', 'content', meta.description, meta_('og:description', true));
  set('og:url', 'content', meta.canonical, meta_('og:url', true));
  set('og:type', 'content', meta.ogType, meta_('og:type', true));
  set('og:image', 'content', meta.image, meta_('og:image', true));
  set('twitter:card', 'content', 'summary_large_image', meta_('twitter:card'));
  set('twitter:title', 'content', meta.title, meta_('twitter:title'));
  set('twitter:description', 'content', meta.description, meta_('twitter:description'));
  for (const old of doc.head.querySelectorAll('link[data-meta="alternate"]')) old.remove();
  for (const a of meta.alternates) {
    const link = Object.assign(doc.createElement('link'), { rel: 'alternate', hreflang: a.hreflang, href: a.href });
    link.setAttribute('data-meta', 'alternate');
    doc.head.appendChild(link);
  }
  let ld = doc.head.querySelector('script[data-meta="jsonld"]');
  if (!ld) {
    ld = doc.createElement('script');
    ld.setAttribute('type', 'application/ld+json');
    ld.setAttribute('data-meta', 'jsonld');
    doc.head.appendChild(ld);
  }
  ld.textContent = JSON.stringify(meta.jsonLd);
}

/** sitemap.xml listing `paths` (without language prefix) in every language, each URL with its alternates. */
export function sitemapXml(paths: readonly string[]): string {
  const urls = paths.flatMap((p) => {
    const links = alternatesOf(p)
      .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}"/>`)
      .join('');
    return LOCALES.map(
      (l) => `  <url>\n    <loc>${esc(localeAbsoluteUrl(p, l))}</loc>${links}\n    <changefreq>monthly</changefreq>\n    <priority>${p === '/' ? '1.0' : '0.8'}</priority>\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  const disallow = LOCALES.map((l) => `Disallow: ${localeUrl('/search', l)}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

