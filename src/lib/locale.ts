import { withBase } from './base-path';

/**
 * The languages of the site. English is at the root (`/json-formatter`); every other language has its own prefix
 * (`/de/json-formatter`) for every route, the 404 page included. A site path is a path inside the site without the
 * base path; a locale path is a site path with the language's prefix; the URL the browser sees is
 * `withBase(withLocale(path, locale))`, which {@link localeUrl} writes in one step.
 */
export const LOCALES = ['en', 'nl', 'de', 'fr', 'es', 'it', 'pl'] as const;

export type Locale = (typeof LOCALES)[number];

/** The language at the root, and the `x-default` of every page's alternates. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own words, as the language selector lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
};

/**
 * The locale `Intl` formats numbers, dates and sizes in: the site's English is British ("26 November 2026",
 * "colours"), each other language that of its main country.
 */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  nl: 'nl-NL',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  pl: 'pl-PL',
};

export const isLocale = (s: unknown): s is Locale => typeof s === 'string' && (LOCALES as readonly string[]).includes(s);

/** A language with a prefix (every one but English). */
export const isPrefixedLocale = (s: unknown): s is Locale => isLocale(s) && s !== DEFAULT_LOCALE;

/** The language of a site path: its first segment when that names a prefixed language, else English. */
export function localeOf(path: string): Locale {
  const first = /^\/([^/?#]+)/.exec(path)?.[1];
  return isPrefixedLocale(first) ? first : DEFAULT_LOCALE;
}

/** A site path without its language prefix: `/de/json-formatter` → `/json-formatter`, `/de` → `/`. */
export function withoutLocale(path: string): string {
  const locale = localeOf(path);
  if (locale === DEFAULT_LOCALE) return path;
  return path.slice(locale.length + 1) || '/';
}

/**
 * A site path in a language: `/json-formatter` in German is `/de/json-formatter`, the home page `/de`; English
 * paths have no prefix. A path that already has one is given the new one instead.
 */
export function withLocale(path: string, locale: Locale): string {
  const bare = withoutLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * The URL path of a site path in a language, under the site's base path: `/json-formatter` in German on a build
 * for `/tools/devtoolbox/` is `/tools/devtoolbox/de/json-formatter`. Every URL the site writes for itself that
 * does not go through the router (canonical and alternate links, the sitemap) is made here; the router's links
 * take {@link withLocale} (the router adds the base).
 */
export const localeUrl = (path: string, locale: Locale): string => withBase(withLocale(path, locale));

/**
 * The language a browser asks for among ours: the first of `languages` (`navigator.languages`, in the visitor's
 * order) whose primary subtag is one of the site's (`de-AT` → `de`), or null.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The router's path segment of the language (optional: English has none); its route's id is `/{-$locale}`. */
export const LOCALE_SEGMENT = '{-$locale}';
