import type { UtilityEntry } from '../tool-entry';

export const tools: readonly UtilityEntry<'json-schema-validator'>[] = [
  {
    kind: 'utility',
    id: 'json-schema-validator',
    path: '/json-schema-validator',
    name: 'JSON Schema Validator',
    title: 'JSON Schema Validator',
    description: 'Validate JSON against a JSON Schema (draft 2020-12 or draft-07) and jump to every error in the document.',
    intro: 'Paste a JSON document and its schema: every error is listed with its path, keyword and message, and a click on it puts the cursor on that spot. Nothing you paste leaves your browser.',
    keywords: ['json schema validator', 'validate json schema', 'json schema draft 2020-12', 'json schema draft-07'],
    recommended: ['json-formatter', 'json-generator', 'yaml-to-json'],
    body: () => import('./schema-validator-body').then((m) => m.SchemaValidatorBody),
    content: () => import('./content'),
  },
];
