import { pageMeta, rewriteKeywords, sitemapXml as sitemapOf, type PageMeta } from '../lib/page-meta';
import { TOOLS, toolByPath } from '../tools/catalogue';

interface StaticPage {
  title: string;
  description: string;
  keywords: string[];
}

/** Non-tool routes; tools come from the catalogue. */
export const STATIC_PAGES: Record<string, StaticPage> = {
  '/': {
    title: 'DevToolbox — Free Online Developer Tools',
    description:
      'Free developer tools that run in your browser: formatters for 13 languages, JSON/XML/text compare with PDF export, a European test-data generator and a JSON mock-data generator. No sign-up; nothing you paste leaves the page.',
    keywords: ['developer tools', 'online formatter', 'json formatter', 'diff tool', 'test data generator', 'mock data'],
  },
  '/about': {
    title: 'About DevToolbox',
    description: 'Why DevToolbox exists, how it keeps your code private, and every tool it offers.',
    keywords: ['about devtoolbox', 'developer tools', 'privacy-first tools'],
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'DevToolbox processes everything in your browser. What we collect (by default nothing), and what operators can switch on.',
    keywords: ['privacy policy', 'devtoolbox privacy'],
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms for using DevToolbox: free, as is, and fictitious test data only for testing.',
    keywords: ['terms of service', 'devtoolbox terms'],
  },
  '/search': {
    title: 'Search DevToolbox',
    description: 'Search all DevToolbox tools by name and keyword.',
    keywords: ['search developer tools'],
  },
};

export const NOT_FOUND_META: StaticPage = {
  title: 'Page Not Found — DevToolbox',
  description: "The page you're looking for doesn't exist or has been moved.",
  keywords: [],
};

/** Every path that is prerendered (and listed in the sitemap, except search). */
export const PRERENDERED_PATHS: string[] = [...Object.keys(STATIC_PAGES), ...TOOLS.map((t) => t.path)];

/** The metadata of `path` (a known route) or of the 404 page. */
export function metaFor(path: string): PageMeta {
  const tool = toolByPath(path);
  if (tool) {
    // Formatter keywords gain the alternate phrasings people search for.
    const keywords = tool.kind === 'formatter' ? rewriteKeywords(tool.keywords) : [...tool.keywords];
    return pageMeta({ path, title: tool.title, description: tool.description, keywords, known: true, toolTitle: tool.title });
  }
  const page = STATIC_PAGES[path];
  return pageMeta({ path, ...(page ?? NOT_FOUND_META), known: Boolean(page) });
}

/** sitemap.xml for every prerendered route except search. */
export const sitemapXml = (): string => sitemapOf(PRERENDERED_PATHS.filter((p) => p !== '/search'));
