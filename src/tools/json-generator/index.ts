import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { GeneratorEntry } from '../tool-entry';
import { jsonGeneratorMessages } from './messages';

/** The page's long text in each language, each its own chunk. */
const CONTENT: Record<Locale, () => Promise<{ content: ToolContent }>> = {
  en: () => import('./content/json-generator'),
  nl: () => import('./content/json-generator.nl'),
  de: () => import('./content/json-generator.de'),
  fr: () => import('./content/json-generator.fr'),
  es: () => import('./content/json-generator.es'),
  it: () => import('./content/json-generator.it'),
  pl: () => import('./content/json-generator.pl'),
};

export const tools: readonly GeneratorEntry<'json-generator'>[] = [
  {
    kind: 'generator',
    id: 'json-generator',
    path: '/json-generator',
    title: 'JSON Generator',
    recommended: ['json-formatter', 'json-compare', 'xml-formatter'],
    body: () => import('./json-generator-body').then((m) => m.JsonGeneratorBody),
    content: (locale) => CONTENT[locale](),
    messages: jsonGeneratorMessages,
  },
];
