import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { withBase } from '../lib/base-path';
import { usePageLocale, usePageLocation } from '../lib/page-location';
import { withLocale, type Locale } from '../lib/locale';

export interface SiteLinkProps {
  /** A site path without language prefix (`/json-formatter`, `/about`). */
  to: string;
  /** The language of the page linked to; the page's own by default. */
  locale?: Locale;
  className?: string;
  onClick?(): void;
  children: ReactNode;
  hrefLang?: string;
  lang?: string;
  /** The page's own link is marked `page` when none is given. */
  'aria-current'?: 'page' | 'true';
  search?: Record<string, string>;
}

/** How long a pointer rests on a link before the page it leads to starts loading (the router's default). */
const PRELOAD_DELAY_MS = 50;
/** The pointer rests on one link at a time: its pending preload (a link that unmounts meanwhile just preloads). */
let hoverTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * A link to one of the site's pages, in the page's language: every link between pages goes through here, so a
 * German page links to German pages (`/de/json-formatter`), under the base path.
 *
 * A plain `<a href>`: the router navigates on a plain left click (the browser keeps new tabs, windows and
 * downloads), and loads the page's code when a pointer rests on the link or it gets focus. The page the visitor is
 * on is marked `aria-current="page"` (its exact path, not the pages under it). Lighter than the router's own
 * `Link`, which builds and matches a location for each of the ~100 links of a page while it hydrates; the page's
 * location and language come by context (page-location.tsx), not from a store subscription per link.
 */
export function SiteLink({ to, locale, search, onClick, 'aria-current': ariaCurrent, ...props }: SiteLinkProps) {
  const current = usePageLocale();
  const router = useRouter();
  const path = withLocale(to, locale ?? current);
  const query = search && Object.keys(search).length ? router.options.stringifySearch(search) : '';
  const here = usePageLocation().pathname === path;

  const preload = () => void router.preloadRoute({ to: path, search }).catch(() => undefined);
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    clearTimeout(hoverTimer);
    void router.navigate({ to: path, search });
  };
  return (
    <a
      {...props}
      href={withBase(path) + query}
      aria-current={ariaCurrent ?? (here ? 'page' : undefined)}
      onClick={click}
      onFocus={preload}
      onTouchStart={preload}
      onMouseEnter={() => {
        clearTimeout(hoverTimer);
        hoverTimer = setTimeout(preload, PRELOAD_DELAY_MS);
      }}
      onMouseLeave={() => clearTimeout(hoverTimer)}
    />
  );
}
