import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { GeneratorEntry } from '../tool-entry';
import { testDataMessages } from './messages';

/** The page's long text in each language, each its own chunk. */
const CONTENT: Record<Locale, () => Promise<{ content: ToolContent }>> = {
  en: () => import('./content/test-data-generator'),
  nl: () => import('./content/test-data-generator.nl'),
  de: () => import('./content/test-data-generator.de'),
  fr: () => import('./content/test-data-generator.fr'),
  es: () => import('./content/test-data-generator.es'),
  it: () => import('./content/test-data-generator.it'),
  pl: () => import('./content/test-data-generator.pl'),
};

export const tools: readonly GeneratorEntry<'test-data-generator'>[] = [
  {
    kind: 'generator',
    id: 'test-data-generator',
    path: '/test-data-generator',
    title: 'Test Data Generator',
    recommended: ['json-generator', 'json-formatter', 'json-compare'],
    body: () => import('./test-data-body').then((m) => m.TestDataBody),
    content: (locale) => CONTENT[locale](),
    messages: testDataMessages,
  },
];
