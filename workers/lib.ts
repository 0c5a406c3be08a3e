/**
 * The library entry point (`import { format, compare, … } from 'devtoolbox'`): the site's engines with stable names
 * and types, for Node or any other JavaScript runtime, and everything the command line (cli/) uses of them. No DOM,
 * no React; every function returns the engines' `{ ok: true, value } | { ok: false, error }` results and never throws
 * on bad input.
 *
 * Only re-exports: a program that imports a few names (each command of the command line) loads only their modules,
 * never the rest (faker alone takes a few hundred milliseconds to load).
 */

export type { EngineError, Result } from './shared/result';
export { FORMULA_PROTECTION_HELP, lineAt } from './shared/meta';
export { csvField, singleColumnCsv, toCsvText, type CsvOptions } from './shared/csv';

// Formatting: `format(language, code, options)`, exactly as the site's formatters.
export { formatCode as format } from './format/format-code';
export { bigPathLayout, FORMAT_LANGUAGES, LANGUAGE_OPTIONS, MAX_PRINT_WIDTH, SQL_DIALECTS as FORMAT_SQL_DIALECTS } from './format/meta';
export type { FormatLanguageId, FormatOptions, IndentStyle, SqlDialect as FormatSqlDialect } from './format/meta';
// JSON and XML of any size, read in parts from a source (a file's bytes) and written in parts: the big-file engine.
export { isBigFileLanguage, openBigDocument, type BigFileLanguage } from './format/big-open';
export { CHUNK_BYTES as BIG_CHUNK_BYTES, type BigLayout } from './format/big-document';
export { BIG_FILE_THRESHOLD } from './shared/meta';

// Comparing: `compare(type, a, b, options)` and its unified diff and PDF; the row model it is read through.
export { compare, compareXml } from './compare/compare';
export { CELL, COMPARE_TYPES, changeRowIndexes, countText } from './compare/meta';
export { XML_COMPARE_DEFAULTS } from './compare/meta';
export type { CompareOptions, CompareTypeId, StructureChange, XmlCompareOptions } from './compare/meta';
export type { XmlStructureChange } from './compare/xml-semantic';
export type { CompareResult, CompareSide, RowModel } from './compare/types';
export { unifiedDiff, unifiedDiffOfBytes, type UnifiedOptions } from './compare/unified';
export type { PdfMeta } from './compare/pdf';
export { comparePdf } from './compare/export-pdf';
export { sortJsonKeys } from './format/languages/json';
// Text of any size from its bytes: lines hashed and interned without decoding, only the lines shown decoded.
export { diffByteTexts, type ByteCompareResult, type ByteDiffSettings } from './compare/byte-compare';
export { lineText as byteLineText } from './compare/byte-lines';
export { DEFAULT_CAPS, type DiffCaps } from './compare/diff-texts';

// Test data: values, persons and companies of 36 countries, streamed.
export { BULK_FORMATS, BULK_NOUNS, COUNTRY_OPTIONS, DATA_KINDS, MAX_BULK_ROWS, type CountryOption, type DataKind } from './testdata/meta';
export { generateTestData, testDataSource } from './testdata/source';
export { bulkChunks } from './testdata/bulk';

// JSON mock records from a schema or a template, and their exports.
export { validateSchema } from './json-generator/schema';
export { FIELD_TYPES, SQL_DIALECTS, TEMPLATE_IDS, templateFields } from './json-generator/meta';
export type { FieldDefinition, FieldOptions, FieldType, SqlDialect, TemplateId } from './json-generator/meta';
export type { JsonRecord, JsonValue } from './json-generator/generate';
export { flattenRecord, toCsv, toJson, toNdjson, toSql } from './json-generator/exports';
export { generateJson, jsonRecordSource, schemaFields } from './json-generator/source';

// Types and schemas made from data (ten targets), from a text or, in parts, from a source of any size.
export { makeTypes, makeTypesFromSource, type TypesOutput } from './types/make-types';
export { INPUT_FORMATS, TYPE_ERRORS, TYPE_OPTION_DEFAULTS, TYPE_TARGETS, TYPES_BIG_FILE } from './types/meta';
export type { InputFormatId, TypeOptions, TypeTargetId } from './types/meta';
export type { TypesSummary } from './types/types';
export type { ByteSource } from './format/big-document';

// XML: XPath (libxml2, fontoxpath) and validation against XML Schema or the inline DTD (libxml2).
export { validateXml, xpath } from './xml/library';
export type { ValidationIssue, ValidationReport, XmlFile, XPathItem, XPathOutput } from './xml/meta';
