import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { applyHostConfig, useHostConfig } from '../lib/host-config';
import { applyHead } from '../lib/page-meta';
import { trackPageView } from '../lib/telemetry';
import { TOOLS, toolByPath } from '../tools/catalogue';
import { FeedbackWidget } from './feedback';
import { Footer } from './footer';
import { Header } from './header';
import { useIncomingRouting } from './incoming';
import { metaFor } from './route-meta';

const TOOL_IDS = TOOLS.map((t) => t.id);

/** Shell of every page: skip link (first focusable), header, main, footer, feedback button. */
export function Layout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const noRoute = useRouterState({ select: (s) => !s.matches.some((m) => m.routeId !== '__root__') });
  // A tool this host hides (config.json) is not found either.
  const hiddenTool = useHostConfig((s) => s.hideTools.includes(toolByPath(pathname)?.id ?? ''));
  const isNotFound = noRoute || hiddenTool;

  // The host's settings, once the page has hydrated (its first render matches the prerendered HTML).
  useEffect(() => void applyHostConfig(TOOL_IDS), []);
  // Files the installed app opens, and text shared to it, go to their tool.
  useIncomingRouting();

  // Every route change: scroll to the top, update the head, record a page view. Not on the first page: there the
  // browser owns the scroll position (an anchor, a restored position, or where the reader has scrolled to while
  // the page was still hydrating).
  const firstPage = useRef(true);
  useEffect(() => {
    if (!firstPage.current) window.scrollTo(0, 0);
    firstPage.current = false;
    const meta = metaFor(isNotFound ? '/__not-found__' : pathname);
    applyHead(document, meta);
    trackPageView(pathname, meta.title);
  }, [pathname, isNotFound]);

  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <FeedbackWidget />
    </>
  );
}
