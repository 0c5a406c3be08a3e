import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { Layout } from './app/layout';
import { loadPageText } from './content/pages';
import { ROUTER_BASEPATH, withBase } from './lib/base-path';
import { DEFAULT_LOCALE, isPrefixedLocale, LOCALE_SEGMENT, localeOf as localeOfPath, withLocale, type Locale } from './lib/locale';
import { messages } from './lib/messages';
import { PageLocationProvider } from './lib/page-location';
import { REDIRECTS } from './lib/redirects';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { LegalPage } from './pages/legal-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageError } from './pages/page-error';
import { SearchPage } from './pages/search-page';
import { loadToolPage, ToolPage } from './pages/tool-page';
import { TOOLS } from './tools/catalogue';

/** The language of a match's parameters (English has no prefix, so no parameter). */
const localeOf = (params: { locale?: Locale }): Locale => params.locale ?? DEFAULT_LOCALE;

// The site's own messages in the page's language are loaded before anything renders: the layout (header, footer)
// and every page read them. A loader, not beforeLoad, so they load in parallel with the route's own chunks.
const rootRoute = createRootRoute({
  component: Layout,
  notFoundComponent: NotFoundPage,
  // The language of the location: the root's own parameters have no locale (it belongs to the segment below), and
  // loading English's messages on every other language's page would cost each of them a second file. The router's
  // location is a site path (the router takes the base path off).
  loader: ({ location }) => messages.load(localeOfPath(location.pathname)),
});

/**
 * Every page exists in every language: English at the root (`/json-formatter`), the others under their prefix
 * (`/de/json-formatter`). One route per page with an optional locale segment, rather than a copy of the tree per
 * language: switching language is a change of this parameter, so the page stays mounted and keeps what is typed in
 * it. A first segment that names no language of ours does not match (the path is not found).
 */
const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: LOCALE_SEGMENT,
  params: {
    parse: ({ locale }: { locale?: string }) => (locale === undefined ? { locale: undefined } : isPrefixedLocale(locale) ? { locale } : false),
    stringify: ({ locale }: { locale?: Locale }) => ({ locale }),
  },
  // A switch of language is a change of this route's parameter only: the root's loader does not run again then, this
  // one does, so the new language's messages are there before the page renders in it.
  loader: ({ params }) => messages.load(localeOf(params)),
});

const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
  loader: ({ params }) => loadPageText('home', localeOf(params)),
  component: () => <HomePage content={homeRoute.useLoaderData()} />,
});

const aboutRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/about',
  loader: ({ params }) => loadPageText('about', localeOf(params)),
  component: () => <AboutPage content={aboutRoute.useLoaderData()} />,
});

const privacyRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/privacy',
  loader: ({ params }) => loadPageText('privacy', localeOf(params)),
  component: () => <LegalPage titleKey="privacy.title" doc={privacyRoute.useLoaderData()} />,
});

const termsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/terms',
  loader: ({ params }) => loadPageText('terms', localeOf(params)),
  component: () => <LegalPage titleKey="terms.title" doc={termsRoute.useLoaderData()} />,
});

// Old addresses (src/lib/redirects.ts), in every language: the servers answer them with a 301; a host without that
// still lands here.
const redirectRoutes = REDIRECTS.map(({ from, to }) =>
  createRoute({
    getParentRoute: () => localeRoute,
    path: from,
    beforeLoad: ({ params }) => {
      throw redirect({ to: withLocale(to, localeOf(params)), replace: true });
    },
  }),
);

const searchRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/search',
  // q stays optional, so a bare /search keeps its URL (and its prerendered HTML) instead of becoming /search?q=.
  validateSearch: (s: Record<string, unknown>): { q?: string } => (typeof s.q === 'string' ? { q: s.q } : {}),
  component: function Search() {
    const { q } = searchRoute.useSearch();
    return <SearchPage q={q ?? ''} />;
  },
});

/** One route per catalogue tool: the catalogue is the only list. */
const toolRoutes = TOOLS.map((tool) => {
  const route = createRoute({
    getParentRoute: () => localeRoute,
    path: tool.path,
    loader: ({ params }) => loadToolPage(tool, localeOf(params)),
    component: function Tool() {
      return <ToolPage tool={tool} data={route.useLoaderData()} />;
    },
  });
  return route;
});

const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([homeRoute, aboutRoute, privacyRoute, termsRoute, ...redirectRoutes, searchRoute, ...toolRoutes]),
]);

/** Creates the router; the prerenderer passes a memory history for one path. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: ROUTER_BASEPATH,
    defaultPreload: 'intent',
    scrollRestoration: false,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: PageError,
    // The page's location and language, read once for all its links and screens.
    InnerWrap: PageLocationProvider,
  });
}

/** A history at one site path (under the base, as a browser would have it). */
export const memoryHistoryFor = (path: string) => createMemoryHistory({ initialEntries: [withBase(path)] });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
