import type { UtilityEntry } from '../tool-entry';

export const tools: readonly UtilityEntry<'json-query'>[] = [
  {
    kind: 'utility',
    id: 'json-query',
    path: '/json-query',
    name: 'JSON Query (jq, JSONPath)',
    title: 'JSON Query with jq and JSONPath',
    description: 'Query and transform JSON with the real jq (1.7.1, in WebAssembly) or RFC 9535 JSONPath, in your browser, with results as you type.',
    intro: 'Paste JSON and type a jq filter or a JSONPath query: the result appears as you type, coloured, ready to copy or download. jq here is the real jq, with its flags and its own error messages; JSONPath also lists the path of every match. Nothing you paste leaves your browser.',
    keywords: ['jq online', 'jq playground', 'jsonpath online', 'json query', 'jsonpath tester', 'filter json', 'jq filter'],
    recommended: ['json-formatter', 'json-to-csv', 'json-schema-validator'],
    body: () => import('./json-query-body').then((m) => m.JsonQueryBody),
    content: () => import('./content'),
  },
];
