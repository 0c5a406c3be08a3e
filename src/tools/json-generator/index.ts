import type { GeneratorEntry } from '../tool-entry';

export const tools: readonly GeneratorEntry<'json-generator'>[] = [
  {
    kind: 'generator',
    id: 'json-generator',
    path: '/json-generator',
    title: 'JSON Generator',
    recommended: ['json-formatter', 'json-compare', 'xml-formatter'],
    body: () => import('./json-generator-body').then((m) => m.JsonGeneratorBody),
    content: () => import('./content'),
  },
];
