import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { engineMessages } from './engine-text';
import { DEFAULT_LOCALE, LOCALE_SEGMENT, withLocale, type Locale } from './locale';
import { messages } from './messages';
import { PageLocationProvider } from './page-location';

/**
 * Server-renders `node` as the page of a router at the home page of `locale`, with the site's and the engines'
 * messages of that language loaded: what a component that reads the page's language (useT, useEngineText) needs.
 */
export async function renderInLocale(node: ReactNode, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  await Promise.all([messages.load(locale), engineMessages.load(locale)]);
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: `/${LOCALE_SEGMENT}`, component: () => node });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [withLocale('/', locale)] }), InnerWrap: PageLocationProvider });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
