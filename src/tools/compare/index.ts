import { COMPARE_TYPES, type CompareTypeId } from '@workers/compare/meta';
import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { CompareEntry } from '../tool-entry';
import { compareMessages } from './messages';

/** The page text of each type in each language; a type or a language missing here fails the type-check. */
const CONTENT: Record<CompareTypeId, Record<Locale, () => Promise<{ content: ToolContent }>>> = {
  json: {
    en: () => import('./content/json-compare'),
    nl: () => import('./content/json-compare.nl'),
    de: () => import('./content/json-compare.de'),
    fr: () => import('./content/json-compare.fr'),
    es: () => import('./content/json-compare.es'),
    it: () => import('./content/json-compare.it'),
    pl: () => import('./content/json-compare.pl'),
  },
  xml: {
    en: () => import('./content/xml-compare'),
    nl: () => import('./content/xml-compare.nl'),
    de: () => import('./content/xml-compare.de'),
    fr: () => import('./content/xml-compare.fr'),
    es: () => import('./content/xml-compare.es'),
    it: () => import('./content/xml-compare.it'),
    pl: () => import('./content/xml-compare.pl'),
  },
  text: {
    en: () => import('./content/text-compare'),
    nl: () => import('./content/text-compare.nl'),
    de: () => import('./content/text-compare.de'),
    fr: () => import('./content/text-compare.fr'),
    es: () => import('./content/text-compare.es'),
    it: () => import('./content/text-compare.it'),
    pl: () => import('./content/text-compare.pl'),
  },
  html: {
    en: () => import('./content/html-compare'),
    nl: () => import('./content/html-compare.nl'),
    de: () => import('./content/html-compare.de'),
    fr: () => import('./content/html-compare.fr'),
    es: () => import('./content/html-compare.es'),
    it: () => import('./content/html-compare.it'),
    pl: () => import('./content/html-compare.pl'),
  },
  css: {
    en: () => import('./content/css-compare'),
    nl: () => import('./content/css-compare.nl'),
    de: () => import('./content/css-compare.de'),
    fr: () => import('./content/css-compare.fr'),
    es: () => import('./content/css-compare.es'),
    it: () => import('./content/css-compare.it'),
    pl: () => import('./content/css-compare.pl'),
  },
};

const recommended = (id: CompareTypeId): readonly string[] =>
  id === 'json'
    ? ['json-formatter', 'xml-compare', 'json-generator']
    : id === 'xml'
      ? ['xml-formatter', 'json-compare', 'html-compare']
      : ['json-compare', 'xml-compare', id === 'text' ? 'json-formatter' : `${id}-formatter`];

/** All five types share one body chunk. */
const body = () => import('./compare-body').then((m) => m.CompareBody);

/** One compare tool per type. */
export const tools: readonly CompareEntry<`${CompareTypeId}-compare`>[] = COMPARE_TYPES.map((t) => ({
  kind: 'compare',
  id: `${t.id}-compare`,
  path: `/${t.id}-compare`,
  title: `${t.name} Compare`,
  recommended: recommended(t.id),
  body,
  content: (locale) => CONTENT[t.id][locale](),
  messages: compareMessages,
  // Plain text files open in Text Compare (two at once: one on each side).
  ...(t.id === 'text' ? { opens: { 'text/plain': ['.txt'] } } : {}),
  compareType: t.id,
}));
