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
import { ok, type ProgressFn, type Result } from './shared/result';
import type { ByteSource } from './format/big-document';
import { inferSource, inferText, TypesError } from './types/infer';
import type { InputFormatId, TypeOptions, TypeTargetId } from './types/meta';
import { renderInference, type TypesSummary } from './types/types';
import { xmlApi } from './xml/api';
import type { ValidationReport, XmlFile, XPathOutput } from './xml/meta';
import { lastXmlStructure } from './compare/compare';
import type { XmlCompareOptions } from './compare/meta';
import { XML_COMPARE_DEFAULTS, type XmlStructureChange } from './compare/xml-semantic';

export type { EngineError, Result } from './shared/result';
export { FORMAT_LANGUAGES, SQL_DIALECTS as FORMAT_SQL_DIALECTS } from './format/meta';
export type { FormatLanguageId, FormatOptions, SqlDialect as FormatSqlDialect } from './format/meta';
export { COMPARE_TYPES } from './compare/meta';
export type { CompareOptions, CompareTypeId, XmlCompareOptions } from './compare/meta';
export { XML_COMPARE_DEFAULTS, type XmlStructureChange } from './compare/xml-semantic';
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
export { sortJsonKeys } from './compare/json-sort';
export { comparePdf } from './compare/export-pdf';
export { generateTestData, testDataSource } from './testdata/source';
export { generateJson, jsonRecordSource, schemaFields } from './json-generator/source';
export { TYPE_TARGETS, INPUT_FORMATS, TYPE_OPTION_DEFAULTS, TYPE_ERRORS, TYPES_BIG_FILE } from './types/meta';
export type { InputFormatId, TypeOptions, TypeTargetId } from './types/meta';
export type { TypesSummary } from './types/types';
export type { ByteSource } from './format/big-document';

/** Types made from data: the source text in the target language, what was read, and notes on how. */
export interface TypesOutput {
  text: string;
  summary: TypesSummary;
  notes: string[];
}

/** The refusal of a types call as an engine error (TYPE_ERRORS' message, the code, the input's position). */
function typesFailure(e: unknown): Result<never> {
  if (e instanceof TypesError) return { ok: false, error: { message: e.message, code: e.code, ...(e.line !== undefined ? { line: e.line, column: e.column } : {}) } };
  throw e;
}

/**
 * Types of `target` made from `text` (JSON, NDJSON, YAML or CSV), as the site's types pages make them: every
 * record read, the same options.
 */
export function makeTypes(target: TypeTargetId, text: string, format: InputFormatId = 'auto', options: TypeOptions = {}): Result<TypesOutput> {
  try {
    const inference = inferText(text, format);
    return ok({ ...renderInference(inference, target, options), notes: inference.notes });
  } catch (e) {
    return typesFailure(e);
  }
}

/**
 * makeTypes for an input too large for one string, read from `source` in parts (one JSON document, NDJSON or CSV),
 * in memory that grows with the structure of the data only. `onProgress` gets bytes read of the total.
 */
export async function makeTypesFromSource(
  target: TypeTargetId,
  source: ByteSource,
  format: InputFormatId = 'auto',
  options: TypeOptions = {},
  onProgress?: ProgressFn,
): Promise<Result<TypesOutput>> {
  try {
    const inference = await inferSource(source, format, onProgress);
    return ok({ ...renderInference(inference, target, options), notes: inference.notes });
  } catch (e) {
    return typesFailure(e);
  }
}

export type { ValidationIssue, ValidationReport, XmlFile, XPathItem, XPathOutput } from './xml/meta';

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

let xpathDocs = 0;

/**
 * Evaluates an XPath expression on an XML document as the site's XPath tool does: libxml2 (XPath 1.0, as xmllint)
 * where it can, fontoxpath (XPath 3.1) otherwise; each node with its location path, line and column.
 * `namespaces` binds prefixes besides those the document declares (`p=URI q=URI`).
 */
export function xpath(document: string, expr: string, namespaces = ''): Promise<Result<XPathOutput>> {
  return xmlApi.runXPath({ docId: `lib:${++xpathDocs}`, text: document, expr, namespaces });
}

/**
 * Validates an XML document with libxml2 as the site's validator does: against an XML Schema (`schema`, with the
 * files its xs:include/xs:import name in `more`, matched by file name), or against its inline DTD (no `schema`).
 * Nothing is fetched; external entities are never expanded.
 */
export function validateXml(document: XmlFile, schema?: XmlFile, more: XmlFile[] = []): Promise<Result<ValidationReport>> {
  return xmlApi.validateXml(schema ? { kind: 'xsd', document, schema, more } : { kind: 'dtd', document, more });
}

/**
 * Compares two XML documents as XML, as the XML Compare page does with its options (defaults: attribute order,
 * namespace prefixes and whitespace-only text ignored): the row model of the shown lines, the structural summary
 * (`/invoice/line[@id='3']/price: 10.00 → 12.00`) and its CSV.
 */
export async function compareXml(
  original: string,
  modified: string,
  xml: Partial<XmlCompareOptions> = {},
): Promise<Result<{ result: CompareResult; changes: XmlStructureChange[]; csv: string }>> {
  const r = await compareInputs('xml', original, modified, { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false, xml: { ...XML_COMPARE_DEFAULTS, ...xml } });
  if (!r.ok) return r;
  const s = lastXmlStructure(r.value)!;
  return { ok: true, value: { result: r.value, changes: s.changes, csv: s.csv } };
}
