import { queryMessages } from '../../components/query/messages';
import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { UtilityEntry } from '../tool-entry';

/** The page's text in each language (a missing language fails the type-check). */
const CONTENT: Record<Locale, () => Promise<{ content: ToolContent }>> = {
  en: () => import('./content'),
  nl: () => import('./content.nl'),
  de: () => import('./content.de'),
  fr: () => import('./content.fr'),
  es: () => import('./content.es'),
  it: () => import('./content.it'),
  pl: () => import('./content.pl'),
};

export const tools: readonly UtilityEntry<'xpath-tester'>[] = [
  {
    kind: 'utility',
    id: 'xpath-tester',
    path: '/xpath-tester',
    title: 'XPath Tester (XPath 1.0 and 3.1)',
    recommended: ['xml-formatter', 'xml-schema-validator', 'xml-compare'],
    body: () => import('./xpath-body').then((m) => m.XPathBody),
    content: (locale) => CONTENT[locale](),
    messages: queryMessages,
  },
];
