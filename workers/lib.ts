/**
 * The library entry point (`import { format, compare, … } from 'devtoolbox'`): the site's engines with stable names
 * and types, for Node or any other JavaScript runtime. No DOM, no React; every function returns the engines'
 * `{ ok: true, value } | { ok: false, error }` results and never throws on bad input.
 */
import { compareInputs } from './compare/compare';
import type { CompareOptions, CompareTypeId } from './compare/meta';
import type { CompareResult } from './compare/types';
import { formatCode } from './format/format-code';
import type { FormatLanguageId, FormatOptions } from './format/meta';
import type { Result } from './shared/result';

export type { EngineError, Result } from './shared/result';
export { FORMAT_LANGUAGES, SQL_DIALECTS as FORMAT_SQL_DIALECTS } from './format/meta';
export type { FormatLanguageId, FormatOptions, SqlDialect as FormatSqlDialect } from './format/meta';
export { COMPARE_TYPES } from './compare/meta';
export type { CompareOptions, CompareTypeId } from './compare/meta';
export { CELL } from './compare/types';
export type { CompareResult, CompareSide } from './compare/types';
export { unifiedDiff, type UnifiedOptions } from './compare/unified';
export type { PdfMeta } from './compare/pdf';
export { DATA_KINDS, type DataKind } from './testdata/generate';
export { COUNTRY_OPTIONS, type CountryOption } from './testdata/countries';
export { FIELD_TYPES, validateSchema, type FieldDefinition, type FieldOptions, type FieldType } from './json-generator/schema';
export { TEMPLATE_IDS, templateFields, type TemplateId } from './json-generator/templates';
export type { JsonRecord, JsonValue } from './json-generator/generate';
export { SQL_DIALECTS, toCsv, toJson, toNdjson, toSql, type SqlDialect } from './json-generator/exports';
export { csvField, singleColumnCsv, type CsvOptions } from './shared/csv';
export { sortJsonKeys } from './format/languages/json';
export { comparePdf } from './compare/export-pdf';
export { generateTestData, testDataSource } from './testdata/source';
export { generateJson, jsonRecordSource, schemaFields } from './json-generator/source';

/** Formats `code` as `language`, exactly as the site's formatter does. */
export function format(language: FormatLanguageId, code: string, options: FormatOptions = {}): Promise<Result<string>> {
  return formatCode(language, code, options);
}

/**
 * Compares two inputs of a compare type as the site's compare tools do (JSON and XML laid out by our formatters,
 * HTML and CSS by prettier, text as it is; then a line diff with character highlights). Options default to off.
 */
export function compare(
  type: CompareTypeId,
  original: string,
  modified: string,
  options: Partial<CompareOptions> = {},
): Promise<Result<CompareResult>> {
  return compareInputs(type, original, modified, {
    ignoreWhitespace: options.ignoreWhitespace ?? false,
    ignoreCase: options.ignoreCase ?? false,
    ignoreKeyOrder: options.ignoreKeyOrder ?? false,
  });
}
