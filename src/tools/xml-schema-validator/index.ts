import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { UtilityEntry } from '../tool-entry';
import { xmlValidatorMessages } from './messages';

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

export const tools: readonly UtilityEntry<'xml-schema-validator'>[] = [
  {
    kind: 'utility',
    id: 'xml-schema-validator',
    path: '/xml-schema-validator',
    title: 'XML Schema (XSD) and DTD Validator',
    recommended: ['xml-formatter', 'xpath-tester', 'xml-compare'],
    body: () => import('./xml-validator-body').then((m) => m.XmlValidatorBody),
    content: (locale) => CONTENT[locale](),
    messages: xmlValidatorMessages,
  },
];
