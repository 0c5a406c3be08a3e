import { queryMessages } from '../../components/query/messages';
import type { UtilityEntry } from '../tool-entry';

export const tools: readonly UtilityEntry<'json-query'>[] = [
  {
    kind: 'utility',
    id: 'json-query',
    path: '/json-query',
    title: 'JSON Query with jq and JSONPath',
    recommended: ['json-formatter', 'json-to-csv', 'json-schema-validator'],
    body: () => import('./json-query-body').then((m) => m.JsonQueryBody),
    content: () => import('./content'),
    messages: queryMessages,
  },
];
