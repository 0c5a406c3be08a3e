import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { Layout } from './app/layout';
import { ROUTER_BASEPATH, withBase } from './lib/base-path';
import { REDIRECTS } from './lib/redirects';
import { privacy } from './content/pages/privacy';
import { terms } from './content/pages/terms';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { LegalPage } from './pages/legal-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageError } from './pages/page-error';
import { SearchPage } from './pages/search-page';
import { loadToolPage, ToolPage } from './pages/tool-page';
import { TOOLS } from './tools/catalogue';

const rootRoute = createRootRoute({ component: Layout, notFoundComponent: NotFoundPage });

const staticRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/about', component: AboutPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/privacy', component: () => <LegalPage title="Privacy Policy" doc={privacy} /> }),
  createRoute({ getParentRoute: () => rootRoute, path: '/terms', component: () => <LegalPage title="Terms of Service" doc={terms} /> }),
  // Old addresses (src/lib/redirects.ts): the servers answer them with a 301; a host without that still lands here.
  ...REDIRECTS.map(({ from, to }) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: from,
      beforeLoad: () => {
        throw redirect({ to, replace: true });
      },
    }),
  ),
];

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
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
    getParentRoute: () => rootRoute,
    path: tool.path,
    loader: () => loadToolPage(tool),
    component: function Tool() {
      return <ToolPage tool={tool} data={route.useLoaderData()} />;
    },
  });
  return route;
});

const routeTree = rootRoute.addChildren([...staticRoutes, searchRoute, ...toolRoutes]);

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
  });
}

/** A history at one site path (under the base, as a browser would have it). */
export const memoryHistoryFor = (path: string) => createMemoryHistory({ initialEntries: [withBase(path)] });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
