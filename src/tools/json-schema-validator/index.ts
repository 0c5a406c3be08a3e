import type { UtilityEntry } from '../tool-entry';
import { schemaValidatorMessages } from './messages';

export const tools: readonly UtilityEntry<'json-schema-validator'>[] = [
  {
    kind: 'utility',
    id: 'json-schema-validator',
    path: '/json-schema-validator',
    title: 'JSON Schema Validator',
    recommended: ['json-formatter', 'json-generator', 'yaml-to-json'],
    body: () => import('./schema-validator-body').then((m) => m.SchemaValidatorBody),
    content: () => import('./content'),
    messages: schemaValidatorMessages,
  },
];
