import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { applyHostConfig, useHostConfig } from '../lib/host-config';
import { useLocale } from '../lib/i18n';
import { LOCALE_SEGMENT, withLocale, withoutLocale } from '../lib/locale';
import { useT } from '../lib/messages';
import { applyHead } from '../lib/page-meta';
import { trackPageView } from '../lib/telemetry';
import { TOOLS, toolByPath } from '../tools/catalogue';
import { FeedbackWidget } from './feedback';
import { Footer } from './footer';
import { Header } from './header';
import { useIncomingRouting } from './incoming';
import { LanguageOffer } from './language-menu';
import { metaFor, NOT_FOUND_PATH } from './route-meta';

const TOOL_IDS = TOOLS.map((t) => t.id);

/**
 * Whether the router's matches are those of a path no page has: nothing matched below the language segment (an
 * unknown path in any language, or a first segment that names no language of ours).
 */
export function isNotFoundMatch(matches: readonly { routeId: string }[]): boolean {
  const last = matches[matches.length - 1]?.routeId;
  return last === undefined || last === '__root__' || last === `/${LOCALE_SEGMENT}`;
}

/** Shell of every page: skip link (first focusable), header, main, footer, feedback button, the offer of a language. */
export function Layout() {
  const t = useT();
  const locale = useLocale();
  // The page on screen: its location changes with its matches, once a navigation's loaders (and its messages) are done.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const noRoute = useRouterState({ select: (s) => isNotFoundMatch(s.matches) });
  // A tool this host hides (config.json) is not found either.
  const hiddenTool = useHostConfig((s) => s.hideTools.includes(toolByPath(withoutLocale(pathname))?.id ?? ''));
  const isNotFound = noRoute || hiddenTool;

  // The host's settings, once the page has hydrated (its first render matches the prerendered HTML).
  useEffect(() => void applyHostConfig(TOOL_IDS), []);
  // Files the installed app opens, and text shared to it, go to their tool.
  useIncomingRouting();

  // Every route change: scroll to the top, update the head, record a page view. Not on the first page: there the
  // browser owns the scroll position (an anchor, a restored position, or where the reader has scrolled to while
  // the page was still hydrating). A change of language only (the same page) keeps the scroll position.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const page = withoutLocale(pathname);
    if (previous.current !== null && previous.current !== page) window.scrollTo(0, 0);
    previous.current = page;
    const meta = metaFor(isNotFound ? withLocale(NOT_FOUND_PATH, locale) : pathname);
    applyHead(document, meta);
    trackPageView(pathname, meta.title);
  }, [pathname, isNotFound, locale]);

  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <FeedbackWidget />
      <LanguageOffer />
    </>
  );
}
