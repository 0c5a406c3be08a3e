/** The JSON Schema validator's plain data (see workers/families.ts): its refusals. */

/**
 * The validator's refusals with a fixed message. A document or schema that cannot be read has the code
 * `schema-input` and the reader's message, line and column.
 */
export const SCHEMA_ERRORS = {
  'blank-schema': 'Please enter a JSON Schema',
  'blank-document': 'Please enter a JSON document to validate',
  'schema-not-object': 'The schema must be a JSON object (or true or false).',
} as const;

/**
 * The validator's refusals whose message has an argument, in English (the page shows the message of its language
 * for the code, src/messages/engine/<locale>.json): `detail` is the JSON reader's message, or the validator
 * library's for a schema it cannot use.
 */
export const SCHEMA_INPUT_ERRORS = {
  'schema-json-schema': (detail: string) => `Invalid JSON in the schema: ${detail}`,
  'schema-json-document': (detail: string) => `Invalid JSON in the document: ${detail}`,
  'schema-unusable': (detail: string) => `The schema cannot be used: ${detail}`,
} as const;

export type SchemaErrorCode = keyof typeof SCHEMA_ERRORS | keyof typeof SCHEMA_INPUT_ERRORS | 'schema-input';
