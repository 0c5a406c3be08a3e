/** The JSON Schema validator's plain data (see workers/families.ts): its refusals. */

/**
 * The validator's refusals with a fixed message. A document or schema that cannot be read has the code
 * `schema-input` and the reader's message, line and column.
 */
export const SCHEMA_ERRORS = {
  'blank-schema': 'Please enter a JSON Schema',
  'blank-document': 'Please enter a JSON document to validate',
} as const;

export type SchemaErrorCode = keyof typeof SCHEMA_ERRORS | 'schema-input';
