import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { UtilityEntry } from '../tool-entry';
import { schemaValidatorMessages } from './messages';

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

export const tools: readonly UtilityEntry<'json-schema-validator'>[] = [
  {
    kind: 'utility',
    id: 'json-schema-validator',
    path: '/json-schema-validator',
    title: 'JSON Schema Validator',
    recommended: ['json-formatter', 'json-generator', 'yaml-to-json'],
    body: () => import('./schema-validator-body').then((m) => m.SchemaValidatorBody),
    content: (locale) => CONTENT[locale](),
    messages: schemaValidatorMessages,
  },
];
