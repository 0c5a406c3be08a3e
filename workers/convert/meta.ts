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

/** The code of an input that `id` could not convert. */
export const convertCode = <C extends ConversionId>(id: C): `convert-${C}` => `convert-${id}`;
