import { isLocale, preferredLocale, type Locale } from './locale';
import { STORAGE_KEYS } from './storage-keys';

/** Remembers the language the visitor chose (the language menu, the offer to switch); storage errors are ignored. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language.key, locale);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/** The language the visitor chose before, if any. */
export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.language.key);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language to offer on a page in `pageLocale`, or null: the visitor's earlier choice, else the first of the
 * browser's languages that the site has; none when that is the page's own. The site never redirects (a static host
 * serves `/` the same to everyone): it offers.
 */
export function localeToOffer(pageLocale: Locale, remembered: Locale | null, browserLanguages: readonly string[]): Locale | null {
  const wanted = remembered ?? preferredLocale(browserLanguages);
  return wanted && wanted !== pageLocale ? wanted : null;
}
