import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { withoutBase } from '../lib/base-path';
import { endPageMessagesStart, seedPageMessages } from '../lib/i18n';
import { loadPageMessageFilesOnFirstInput, pageMessagesIn } from '../lib/page-messages';
import { localeOf, withLocale } from '../lib/locale';
import { createAppRouter } from '../router';
import { isNotFoundMatch } from './layout';
import { NOT_FOUND_PATH } from './route-meta';

/**
 * Renders the app into #root: hydrates the prerendered HTML when it is this route's, renders from scratch
 * otherwise. `nextTask` lets the browser breathe between creating the router, loading the route and hydrating it.
 */
export async function startApp({ createRoot, hydrateRoot }: typeof ReactDomClient, nextTask: () => Promise<void>): Promise<void> {
  const router = createAppRouter();
  const rootEl = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // The server may answer an unknown path with another page's HTML (SPA fallback): hydrate only a match.
  const prerendered = rootEl.dataset.prerendered;
  const here = (withoutBase(location.pathname) ?? location.pathname).replace(/\/+$/, '') || '/';
  // The messages the page shows are in it: its route loads none (unless the HTML is another page's, where the
  // messages it carries would be the wrong ones; a language's 404 page is any unknown path's). The rest of their
  // files load on the visitor's first input.
  const notFoundHtml = prerendered === withLocale(NOT_FOUND_PATH, localeOf(here));
  if (prerendered === here || notFoundHtml) {
    seedPageMessages(pageMessagesIn(document));
    loadPageMessageFilesOnFirstInput(window);
  }

  // Prerendered pages carry the route's HTML: load the route (its content and tool body) first, then hydrate on top.
  await nextTask();
  await router.load();
  await nextTask();
  const matchesHtml = prerendered === here || (notFoundHtml && isNotFoundMatch(router.state.matches));
  if (matchesHtml) {
    // Tell the router its first render hydrates server HTML: it then renders the same tree as the prerenderer
    // (no client-only Suspense wrapper around the root), so hydration matches.
    router.ssr = { manifest: undefined };
    // The reader may have scrolled the prerendered page already: the router's first render must not reset the
    // scroll position to the top, as it does after navigations (RouterCore._scroll.n: "reset on next render").
    router._scroll.n = false;
    // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
    // hydrating the whole page in one long task (which would delay any tap on the page meanwhile).
    startTransition(() => {
      hydrateRoot(rootEl, app);
    });
  } else createRoot(rootEl).render(app);
  endPageMessagesStart();
}
