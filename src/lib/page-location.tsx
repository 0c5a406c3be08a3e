import { useRouterState } from '@tanstack/react-router';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { localeOf, type Locale } from './locale';

/** Where the visitor is: the router's location and the one on screen. */
export interface PageLocation {
  /** The router's location (a navigation's target as soon as it starts): what a link to it marks as the current page. */
  pathname: string;
  /**
   * The location on screen: the router's resolved location, which changes only once a navigation's loaders (which
   * load its messages) are done.
   */
  shownPathname: string;
}

const PageLocationContext = createContext<PageLocation | null>(null);
const LocaleContext = createContext<Locale | null>(null);

/**
 * Reads the router's location once for the whole page (the router's `InnerWrap`, see createAppRouter) and hands it
 * down by context: a page has ~100 links and as many screens reading its language, and one store subscription
 * each would cost a page's hydration ~20 ms. The language has a context of its own, so the screens re-render when it
 * changes, not on every navigation.
 */
export function PageLocationProvider({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const shownPathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const location = useMemo(() => ({ pathname, shownPathname }), [pathname, shownPathname]);
  return (
    <PageLocationContext value={location}>
      <LocaleContext value={localeOf(shownPathname)}>{children}</LocaleContext>
    </PageLocationContext>
  );
}

const outside = () => new Error('Read outside the router: createAppRouter sets PageLocationProvider as its InnerWrap');

/** The page's location (see {@link PageLocationProvider}). */
export function usePageLocation(): PageLocation {
  const location = useContext(PageLocationContext);
  if (!location) throw outside();
  return location;
}

/**
 * The language of the page on screen: that of the router's resolved location, or English. (Not the matches' locale
 * parameter: on a switch of language, a change of that parameter only, the matches have the new one while its
 * messages still load.) The router's locations are site paths already: it takes the base path off (a subfolder
 * build's `/tools/devtoolbox/de/json-formatter` is `/de/json-formatter` there).
 */
export function usePageLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw outside();
  return locale;
}
