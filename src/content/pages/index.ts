import type { Locale } from '../../lib/locale';
import type { AboutContent } from './about';
import type { HomeContent } from './home';
import type { LegalPage } from './privacy';

interface PageTexts {
  home: HomeContent;
  about: AboutContent;
  privacy: LegalPage;
  terms: LegalPage;
}

type Loaders = { [P in keyof PageTexts]: () => Promise<PageTexts[P]> };

/**
 * The static pages' texts in every language: `<page>.ts` in English, `<page>.<locale>.ts` beside it with the English
 * text's type (translations.test.ts checks the same shape). Each page of each language is its own chunk; a language
 * or page missing here fails the type-check.
 */
const PAGES: Record<Locale, Loaders> = {
  en: {
    home: () => import('./home').then((m) => m.home),
    about: () => import('./about').then((m) => m.about),
    privacy: () => import('./privacy').then((m) => m.privacy),
    terms: () => import('./terms').then((m) => m.terms),
  },
  nl: {
    home: () => import('./home.nl').then((m) => m.home),
    about: () => import('./about.nl').then((m) => m.about),
    privacy: () => import('./privacy.nl').then((m) => m.privacy),
    terms: () => import('./terms.nl').then((m) => m.terms),
  },
  de: {
    home: () => import('./home.de').then((m) => m.home),
    about: () => import('./about.de').then((m) => m.about),
    privacy: () => import('./privacy.de').then((m) => m.privacy),
    terms: () => import('./terms.de').then((m) => m.terms),
  },
  fr: {
    home: () => import('./home.fr').then((m) => m.home),
    about: () => import('./about.fr').then((m) => m.about),
    privacy: () => import('./privacy.fr').then((m) => m.privacy),
    terms: () => import('./terms.fr').then((m) => m.terms),
  },
  es: {
    home: () => import('./home.es').then((m) => m.home),
    about: () => import('./about.es').then((m) => m.about),
    privacy: () => import('./privacy.es').then((m) => m.privacy),
    terms: () => import('./terms.es').then((m) => m.terms),
  },
  it: {
    home: () => import('./home.it').then((m) => m.home),
    about: () => import('./about.it').then((m) => m.about),
    privacy: () => import('./privacy.it').then((m) => m.privacy),
    terms: () => import('./terms.it').then((m) => m.terms),
  },
  pl: {
    home: () => import('./home.pl').then((m) => m.home),
    about: () => import('./about.pl').then((m) => m.about),
    privacy: () => import('./privacy.pl').then((m) => m.privacy),
    terms: () => import('./terms.pl').then((m) => m.terms),
  },
};

/** Loads a static page's text in `locale` (its own chunk, loaded by the page's route). */
export function loadPageText<P extends keyof PageTexts>(page: P, locale: Locale): Promise<PageTexts[P]> {
  return (PAGES[locale][page] as () => Promise<PageTexts[P]>)();
}
