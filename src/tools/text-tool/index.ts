import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { UtilityEntry } from '../tool-entry';
import { textToolMessages } from './messages';

/** The page text in each language (a language missing here fails the type-check). */
const CONTENT: Record<Locale, () => Promise<{ content: ToolContent }>> = {
  en: () => import('./content'),
  nl: () => import('./content.nl'),
  de: () => import('./content.de'),
  fr: () => import('./content.fr'),
  es: () => import('./content.es'),
  it: () => import('./content.it'),
  pl: () => import('./content.pl'),
};

export const tools: readonly UtilityEntry<'text-tool'>[] = [
  {
    kind: 'utility',
    id: 'text-tool',
    path: '/text-tool',
    title: 'Format & Diff',
    recommended: ['json-formatter', 'xml-formatter', 'text-compare'],
    body: () => import('./text-tool-body').then((m) => m.TextToolBody),
    content: (locale) => CONTENT[locale](),
    messages: textToolMessages,
  },
];
