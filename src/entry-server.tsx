import { RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { metaFor, NOT_FOUND_PATH, PRERENDERED_PATHS, sitemapXml } from './app/route-meta';
import { FEEDBACK_FIRST_INPUT_MESSAGES } from './app/feedback';
import { HEADER_FIRST_INPUT_MESSAGES } from './app/header';
import { webManifest } from './app/web-manifest';
import { BASE_PATH } from './lib/base-path';
import { loadAllLocales, recordPageMessages } from './lib/i18n';
import { localeOf, LOCALES, withLocale } from './lib/locale';
import { CARRIED_BY_EVERY_PAGE, messages as siteMessages } from './lib/messages';
import { pageMessagesHtml } from './lib/page-messages';
import { headHtml, robotsTxt } from './lib/page-meta';
import { createAppRouter, memoryHistoryFor } from './router';

/**
 * Renders one route to HTML for the prerenderer (scripts/prerender.mjs): a page in its language
 * (`/de/json-formatter`), or the 404 page of a language (`/de/__not-found__`). `lang` is the page's language.
 */
export async function render(path: string): Promise<{ html: string; head: string; lang: string; messages: string }> {
  const router = createAppRouter(memoryHistoryFor(path));
  // The messages the page shows go into it (src/lib/i18n.ts, seedPageMessages): the browser then loads none for it.
  // The head's too: the app applies it again once it runs (layout.tsx).
  const { result, messages } = await recordPageMessages(async () => {
    await router.load();
    const page = { html: renderToString(<RouterProvider router={router} />), head: headHtml(metaFor(path)) };
    // And what the page can turn into, or what the shell shows on the visitor's first input, before any file is there.
    for (const key of [...CARRIED_BY_EVERY_PAGE, ...HEADER_FIRST_INPUT_MESSAGES, ...FEEDBACK_FIRST_INPUT_MESSAGES]) siteMessages.has(localeOf(path), key);
    return page;
  });
  return { ...result, lang: localeOf(path), messages: pageMessagesHtml(messages) };
}

/** The 404 page of every language, by the path it is rendered at. */
export const NOT_FOUND_PATHS: string[] = LOCALES.map((l) => withLocale(NOT_FOUND_PATH, l));

/** The sitemap and the manifest read every language's metadata. */
export const loadMessages = () => loadAllLocales(siteMessages);

export { BASE_PATH, PRERENDERED_PATHS, robotsTxt, sitemapXml, webManifest };
