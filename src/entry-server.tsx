import { RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { metaFor, NOT_FOUND_PATH, PRERENDERED_PATHS, sitemapXml } from './app/route-meta';
import { webManifest } from './app/web-manifest';
import { BASE_PATH } from './lib/base-path';
import { loadAllLocales } from './lib/i18n';
import { localeOf, LOCALES, withLocale } from './lib/locale';
import { messages } from './lib/messages';
import { headHtml, robotsTxt } from './lib/page-meta';
import { createAppRouter, memoryHistoryFor } from './router';

/**
 * Renders one route to HTML for the prerenderer (scripts/prerender.mjs): a page in its language
 * (`/de/json-formatter`), or the 404 page of a language (`/de/__not-found__`). `lang` is the page's language.
 */
export async function render(path: string): Promise<{ html: string; head: string; lang: string }> {
  const router = createAppRouter(memoryHistoryFor(path));
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  return { html, head: headHtml(metaFor(path)), lang: localeOf(path) };
}

/** The 404 page of every language, by the path it is rendered at. */
export const NOT_FOUND_PATHS: string[] = LOCALES.map((l) => withLocale(NOT_FOUND_PATH, l));

/** The sitemap and the manifest read every language's metadata. */
export const loadMessages = () => loadAllLocales(messages);

export { BASE_PATH, PRERENDERED_PATHS, robotsTxt, sitemapXml, webManifest };
