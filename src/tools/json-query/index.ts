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

export const tools: readonly UtilityEntry<'json-query'>[] = [
  {
    kind: 'utility',
    id: 'json-query',
    path: '/json-query',
    title: 'JSON Query with jq and JSONPath',
    recommended: ['json-formatter', 'json-to-csv', 'json-schema-validator'],
    body: () => import('./json-query-body').then((m) => m.JsonQueryBody),
    content: (locale) => CONTENT[locale](),
    messages: queryMessages,
  },
];
