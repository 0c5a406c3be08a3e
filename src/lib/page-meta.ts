import { withBase } from './base-path';
import { SITE_NAME, SITE_URL } from './site-config';

/** Everything the <head> of one route carries. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  ogType: 'website' | 'article';
  image: string;
  jsonLd: object[];
}

/**
 * Title rule (decisions.md): `Free Online {Title} | DevToolbox`, except where the title already names
 * DevToolbox, About, Privacy or Terms: then `{Title} | DevToolbox`, or the title as is when it names DevToolbox.
 */
export function pageTitle(title: string): string {
  if (/devtoolbox/i.test(title)) return title;
  if (/\b(about|privacy|terms)\b/i.test(title)) return `${title} | ${SITE_NAME}`;
  return `Free Online ${title} | ${SITE_NAME}`;
}

/** Keyword-rewriting table: generic formatter keywords gain the alternate phrasings people search for. */
export const KEYWORD_REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bformatter\b/i, 'beautifier'],
  [/\bformat\b/i, 'prettify'],
  [/\bpretty print\b/i, 'pretty printer'],
  [/\bvalidator\b/i, 'checker'],
  [/\bbeautifier\b/i, 'formatter online'],
];

/** Adds each keyword's rewritten forms (once each, order kept). */
export function rewriteKeywords(keywords: readonly string[]): string[] {
  const out = new Set<string>();
  for (const k of keywords) {
    out.add(k);
    for (const [re, replacement] of KEYWORD_REWRITES) if (re.test(k)) out.add(k.replace(re, replacement));
  }
  return [...out];
}

/** The public URL of a site path: the site's origin, its base path, the path. */
const absoluteUrl = (path: string) => `${SITE_URL}${withBase(path)}`;

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

function webSite(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** What a route says about itself; `pageMeta` turns it into the head's metadata. */
export interface PageFacts {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** False for the 404 page: its canonical URL is /404. */
  known: boolean;
  /** A tool's page: structured data names the tool instead of the site. */
  toolTitle?: string;
}

/** The metadata of one route. */
export function pageMeta({ path, title, description, keywords, known, toolTitle }: PageFacts): PageMeta {
  const canonical = absoluteUrl(known ? path : '/404');
  return {
    path,
    title: pageTitle(title),
    description,
    keywords,
    canonical,
    ogType: 'website',
    image: absoluteUrl('/og-image.png'),
    jsonLd: [softwareApplication(toolTitle ?? SITE_NAME, description, canonical), webSite()],
  };
}

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

/** Updates the live document's head after a client-side route change. */
export function applyHead(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
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
  set('og:title', 'content', meta.title, meta_('og:title', true));
  set('og:description', 'content', meta.description, meta_('og:description', true));
  set('og:url', 'content', meta.canonical, meta_('og:url', true));
  set('og:type', 'content', meta.ogType, meta_('og:type', true));
  set('og:image', 'content', meta.image, meta_('og:image', true));
  set('twitter:card', 'content', 'summary_large_image', meta_('twitter:card'));
  set('twitter:title', 'content', meta.title, meta_('twitter:title'));
  set('twitter:description', 'content', meta.description, meta_('twitter:description'));
  let ld = doc.head.querySelector('script[data-meta="jsonld"]');
  if (!ld) {
    ld = doc.createElement('script');
    ld.setAttribute('type', 'application/ld+json');
    ld.setAttribute('data-meta', 'jsonld');
    doc.head.appendChild(ld);
  }
  ld.textContent = JSON.stringify(meta.jsonLd);
}

/** sitemap.xml listing `paths`. */
export function sitemapXml(paths: readonly string[]): string {
  const urls = paths
    .map((p) => `  <url><loc>${absoluteUrl(p)}</loc><changefreq>monthly</changefreq><priority>${p === '/' ? '1.0' : '0.8'}</priority></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: ${withBase('/search')}\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

