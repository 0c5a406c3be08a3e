import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocale } from '../lib/i18n';
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
  'aria-current'?: 'page' | 'true';
  search?: Record<string, string>;
}

/**
 * A link to one of the site's pages, in the page's language: every link between pages goes through here, so a
 * German page links to German pages (`/de/json-formatter`) and the router adds the base path.
 */
export function SiteLink({ to, locale, search, ...props }: SiteLinkProps) {
  const current = useLocale();
  return <Link to={withLocale(to, locale ?? current)} search={search} {...props} />;
}
