/** The converters' plain data (see workers/families.ts): the conversions, their options and their refusals. */
import type { EngineNote } from '../shared/result';

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a conversion could not carry over (and how the types pages read CSV and YAML), by code: the English note
 * with its values in place (the library prints it; the page shows the message for the code in its language,
 * src/messages/engine/<locale>.json, with the same values).
 */
export const CONVERT_NOTES = {
  'convert-note-csv-duplicate-keys': ({ count }: { count: number }) =>
    `${plural(count, 'duplicate key', 'duplicate keys')} in the JSON: only the last value of each was kept (a CSV row holds one value per column).`,
  'convert-note-csv-single-row': () => 'The JSON is one object, not an array: it became a single row.',
  'convert-note-csv-nested': () => 'Nested objects became columns with dotted names (address.city); converting back gives flat keys with dots.',
  'convert-note-csv-arrays': () => 'Arrays were written as JSON text in one cell.',
  'convert-note-csv-nulls': () => 'null values and missing keys both became empty cells.',
  'convert-note-csv-non-objects': ({ count }: { count: number }) =>
    `${plural(count, 'array element was', 'array elements were')} not an object: written in a column named value.`,
  'convert-note-csv-collisions': ({ count }: { count: number }) =>
    `${plural(count, 'value', 'values')} had the same dotted column name as another key of the same row: the last was kept.`,
  'convert-note-csv-formulas': ({ count }: { count: number }) =>
    `Formula protection: ${plural(count, 'cell that a spreadsheet could run as a formula', 'cells that a spreadsheet could run as formulas')} got a leading ' (turn it off to keep them as they are).`,
  'convert-note-csv-empty-array': () => 'The array is empty: there is no row and no header.',
  'convert-note-csv-repeated-columns': ({ names }: { names: string }) => `Repeated column names got a suffix (_2, _3…): ${names}.`,
  'convert-note-csv-empty-columns': () => 'Empty column names were named by position (column1, column2…).',
  'convert-note-csv-short-rows': ({ count }: { count: number }) =>
    `${plural(count, 'row has', 'rows have')} fewer cells than the header: the missing ones are empty strings.`,
  'convert-note-csv-extra-cells': ({ count }: { count: number }) =>
    `${plural(count, 'cell', 'cells')} beyond the header's columns were named by position (column4…).`,
  'convert-note-xml-interleaved': () => 'Child elements of different names were interleaved: each name’s elements are grouped together in JSON.',
  'convert-note-xml-mixed-text': () => 'Text mixed between child elements was joined into one #text value (runs separated by a space).',
  'convert-note-xml-skipped': () => 'Comments, processing instructions and the DOCTYPE have no JSON form and were left out.',
  'convert-note-xml-control-characters': () => 'Control characters that XML 1.0 cannot hold were replaced by U+FFFD.',
  'convert-note-xml-names': () => 'Keys that are not valid XML names had their other characters replaced by _ (a leading _ when needed).',
  'convert-note-xml-empty-arrays': () => 'Empty arrays have no XML form: their keys were left out.',
  'convert-note-xml-one-element-array': () => 'A one-element array is one element in XML: converting back gives the value without the array.',
  'convert-note-xml-nested-arrays': () => 'Arrays inside arrays were written as elements holding <item> elements.',
  'convert-note-xml-attribute-objects': () => 'Attribute keys (@name) with an object or array value were written as its JSON text.',
  'convert-note-xml-root-array': () => 'The top-level key holds an array: its elements were wrapped in a <root> element.',
  'convert-note-xml-root-object': () => 'The JSON object does not have exactly one key, so it was wrapped in a <root> element.',
  'convert-note-xml-root-other': () => 'The JSON is not an object with one key, so it was wrapped in a <root> element (array items in <item>).',
  'convert-note-xml-scalars': () => 'Numbers and booleans became text: converting back gives strings unless "Infer types" is on.',
  'convert-note-xml-nulls': () => 'null values became empty elements or attributes: converting back gives empty strings.',
  'convert-note-yaml-duplicate-keys': ({ count }: { count: number }) =>
    `${plural(count, 'duplicate key', 'duplicate keys')} in the JSON: only the last value of each was kept (YAML does not allow duplicates).`,
  'convert-note-yaml-non-finite': ({ value }: { value: string }) => `JSON has no infinity or NaN: ${value} was written as null.`,
  'convert-note-yaml-complex-key': () => 'A mapping key that was a sequence or a mapping was written as its JSON text.',
  'convert-note-yaml-documents': ({ count }: { count: number }) => `The YAML holds ${count} documents: the JSON is an array of them, in order.`,
} as const;

export type ConvertNoteCode = keyof typeof CONVERT_NOTES;

/** Note `code` with its values: its English message, the code and the values (see {@link CONVERT_NOTES}). */
export function convertNote<C extends ConvertNoteCode>(code: C, ...values: Parameters<(typeof CONVERT_NOTES)[C]>): EngineNote {
  const message = (CONVERT_NOTES[code] as (v?: Record<string, string | number>) => string)(values[0]);
  return values[0] ? { message, code, values: values[0] } : { message, code };
}
