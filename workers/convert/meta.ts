/** The converters' plain data (see workers/families.ts): the conversions, their options and their refusals. */

/** The conversions, by id (the tool pages' `conversion`). */
export const CONVERSIONS = ['json-to-yaml', 'yaml-to-json', 'json-to-csv', 'csv-to-json', 'json-to-xml', 'xml-to-json'] as const;
export type ConversionId = (typeof CONVERSIONS)[number];

/** What a screen shows of each conversion: its sides' names, the output's extension and type, and its options. */
export interface ConversionSides {
  from: string;
  to: string;
  /** File extension and MIME type of the output, for Download. */
  ext: string;
  mime: string;
  /** Which options the conversion has. */
  options: readonly ('inferTypes' | 'protectFormulas')[];
}

export const CONVERSION_SIDES: Record<ConversionId, ConversionSides> = {
  'json-to-yaml': { from: 'JSON', to: 'YAML', ext: 'yaml', mime: 'application/yaml', options: [] },
  'yaml-to-json': { from: 'YAML', to: 'JSON', ext: 'json', mime: 'application/json', options: [] },
  'json-to-csv': { from: 'JSON', to: 'CSV', ext: 'csv', mime: 'text/csv', options: ['protectFormulas'] },
  'csv-to-json': { from: 'CSV', to: 'JSON', ext: 'json', mime: 'application/json', options: ['inferTypes'] },
  'json-to-xml': { from: 'JSON', to: 'XML', ext: 'xml', mime: 'application/xml', options: [] },
  'xml-to-json': { from: 'XML', to: 'JSON', ext: 'json', mime: 'application/json', options: ['inferTypes'] },
};

/** Options of a conversion (each uses the ones that concern it). */
export interface ConvertOptions {
  /** CSV → JSON and XML → JSON: read `true`, `false`, `null` and numbers as such (off: every value is a string). */
  inferTypes?: boolean;
  /** JSON → CSV: formula protection (default on; see workers/shared/csv.ts). */
  protectFormulas?: boolean;
}

/**
 * The converters' refusals with a fixed message. An input the converter cannot read has the code
 * `convert-<conversion id>` and the reader's message, line and column.
 */
export const CONVERT_ERRORS = {
  'convert-blank': 'Please enter something to convert',
  'unsupported-conversion': 'This conversion is not supported',
} as const;

/**
 * The converters' refusals of an input they cannot read, by code: the English message, `{name}` where a value of
 * the refusal goes (the page shows the message for the code in its language, src/messages/engine/<locale>.json).
 */
export const CONVERT_INPUT_ERRORS = {
  'convert-too-deep': 'The document is nested deeper than {max} levels, which the converters do not support.',
  'convert-invalid-json': 'Invalid JSON: {detail}',
  'convert-csv-single-value': 'JSON to CSV needs an array of objects (or one object); this JSON is a single value.',
  'convert-csv-unclosed-quote': 'Invalid CSV: a quoted field is not closed.',
  'convert-csv-empty': 'The CSV is empty: CSV to JSON needs a header row.',
  'convert-yaml-cycle': 'The YAML refers to itself through an alias (a cycle): JSON cannot represent it.',
  'convert-invalid-yaml': 'Invalid YAML: {detail}',
  'convert-yaml-empty': 'The YAML holds no document.',
  'convert-xml-ampersand': "Invalid XML: '&' must start an entity such as &amp;",
  'convert-xml-unknown-entity': 'Invalid XML: unknown entity &{entity}; (only the five XML entities and character references are read)',
  'convert-xml-name': 'Invalid XML: expected a name',
  'convert-xml-text-outside': 'Invalid XML: text outside the root element',
  'convert-xml-comment': 'Invalid XML: comment is not closed',
  'convert-xml-cdata': 'Invalid XML: CDATA section is not closed',
  'convert-xml-cdata-outside': 'Invalid XML: CDATA outside the root element',
  'convert-xml-pi': 'Invalid XML: processing instruction is not closed',
  'convert-xml-doctype': 'Invalid XML: DOCTYPE is not closed',
  'convert-xml-end-tag': "Invalid XML: expected '>' to end </{name}",
  'convert-xml-closes-nothing': 'Invalid XML: </{name}> closes no element',
  'convert-xml-mismatch': 'Invalid XML: </{name}> closes <{open}>',
  'convert-xml-unclosed': 'Invalid XML: <{name}> is not closed',
  'convert-xml-equals': "Invalid XML: expected '=' after attribute {name}",
  'convert-xml-quote': 'Invalid XML: expected a quoted value for attribute {name}',
  'convert-xml-attr-unclosed': 'Invalid XML: attribute {name} is not closed',
  'convert-xml-lt-in-value': "Invalid XML: '<' in the value of attribute {name}",
  'convert-xml-attr-twice': 'Invalid XML: attribute {name} appears twice',
  'convert-xml-second-root': 'Invalid XML: a second root element',
  'convert-xml-no-root': 'Invalid XML: the document has no root element',
} as const;

export type ConvertInputErrorCode = keyof typeof CONVERT_INPUT_ERRORS;

/** The English message of refusal `code` with its values in place. */
export const convertInputMessage = (code: ConvertInputErrorCode, values: Record<string, string | number> = {}): string =>
  CONVERT_INPUT_ERRORS[code].replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));

/** The code of an input that `id` could not convert (a refusal without a code of its own). */
export const convertCode = <C extends ConversionId>(id: C): `convert-${C}` => `convert-${id}`;
