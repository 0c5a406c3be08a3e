import type { GeneratorEntry } from '../tool-entry';

export const tools: readonly GeneratorEntry<'test-data-generator'>[] = [
  {
    kind: 'generator',
    id: 'test-data-generator',
    path: '/test-data-generator',
    title: 'Test Data Generator',
    recommended: ['json-generator', 'json-formatter', 'json-compare'],
    body: () => import('./test-data-body').then((m) => m.TestDataBody),
    content: () => import('./content'),
  },
];
