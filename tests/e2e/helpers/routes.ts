import { PRERENDERED_PATHS } from '../../../src/app/route-meta';
import { DEFAULT_LOCALE, LOCALES, localeOf, withLocale } from '../../../src/lib/locale';

/**
 * The pages the per-route specs open in a browser: every English page, and in each other language a sample (its
 * home, the JSON formatter, the test-data generator). Every page of every language is checked on the built files by
 * locale-routes.spec.ts (language, canonical, alternates, title) and for English text by no-english.spec.ts; opening
 * all 7 × 47 in each per-route spec would multiply their time by seven.
 */
export const ENGLISH_PATHS: readonly string[] = PRERENDERED_PATHS.filter((p) => localeOf(p) === DEFAULT_LOCALE);

export const LOCALE_SAMPLE_PATHS: readonly string[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((l) =>
  ['/', '/json-formatter', '/test-data-generator'].map((p) => withLocale(p, l)),
);

/** The pages a per-route spec opens: English's and the sample of the other languages. */
export const BROWSER_PATHS: readonly string[] = [...ENGLISH_PATHS, ...LOCALE_SAMPLE_PATHS];
