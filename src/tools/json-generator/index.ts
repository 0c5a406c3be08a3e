import type { GeneratorEntry } from '../tool-entry';

export const tools: readonly GeneratorEntry<'json-generator'>[] = [
  {
    kind: 'generator',
    id: 'json-generator',
    path: '/json-generator',
    name: 'JSON Generator',
    title: 'JSON Generator',
    description: 'Generate up to 10,000 records of realistic mock JSON data from templates or your own schema, and export JSON, CSV, NDJSON or SQL.',
    intro:
      'Build a schema from 24 field types or start from a template, then generate up to 10,000 realistic records of mock JSON data in your browser.',
    keywords: ['JSON generator', 'mock data generator', 'fake JSON data', 'random JSON', 'test data JSON'],
    recommended: ['json-formatter', 'json-compare', 'xml-formatter'],
    body: () => import('./json-generator-body').then((m) => m.JsonGeneratorBody),
    content: () => import('./content'),
  },
];
