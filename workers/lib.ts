/**
 * The library entry point (`import { format, compare, … } from 'devtoolbox'`): the site's engines with stable names
 * and types, for Node or any other JavaScript runtime. No DOM, no React; every function returns the engines'
 * `{ ok: true, value } | { ok: false, error }` results and never throws on bad input.
 */
import { compareInputs } from './compare/compare';
import type { CompareOptions, CompareTypeId } from './compare/meta';
import type { PdfMeta } from './compare/pdf';
import type { CompareResult } from './compare/types';
import { formatCode } from './format/format-code';
import type { FormatLanguageId, FormatOptions } from './format/meta';
import { recordSource, type JsonRecord } from './json-generator/generate';
import { seedFromText, validateSchema, type FieldDefinition } from './json-generator/schema';
import { TEMPLATE_IDS, templateFields, type TemplateId } from './json-generator/templates';
import { errorOf, fail, ok, withCode, type Result } from './shared/result';
import { COUNTRY_OPTIONS, countryByCode } from './testdata/countries';
import { DATA_KINDS, generate, type DataKind } from './testdata/generate';
import { createRandom } from './testdata/random';

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
export { sortJsonKeys } from './compare/json-sort';

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

/** The site's "Export PDF" of a compare result: every row of both sides, A4 landscape. */
export async function comparePdf(result: CompareResult, meta: PdfMeta): Promise<Result<Uint8Array>> {
  try {
    const { buildComparePdf } = await import('./compare/pdf');
    return ok(await buildComparePdf(result, meta));
  } catch (e) {
    return withCode(fail(errorOf(e, 'Failed to export PDF').message), 'pdf-failed');
  }
}

/**
 * A source of test-data values of `kind` for `country` (ISO code, any case): each call returns the next value.
 * With a seed (number, or text as typed into the site's Seed box) the values are those the site's bulk list shows
 * for the same seed, in the same order. Fails on an unknown kind or country.
 */
export function testDataSource(kind: string, country: string, seed?: number | string): Result<() => string> {
  if (!(DATA_KINDS as readonly string[]).includes(kind)) {
    return withCode(fail(`Unknown kind: ${kind}. Kinds: ${DATA_KINDS.join(', ')}`), 'unknown-kind');
  }
  const data = countryByCode(country);
  if (!data) {
    return withCode(
      fail(`Unsupported country code: ${country}. Countries: ${COUNTRY_OPTIONS.map((c) => c.code).join(', ')}`),
      'unknown-country',
    );
  }
  if (kind === 'bsn' && !data.hasBSN) {
    const withBsn = COUNTRY_OPTIONS.filter((c) => c.hasBSN).map((c) => c.code);
    return withCode(fail(`BSN is a Dutch number: use --country ${withBsn.join(' or ')}`), 'unknown-kind');
  }
  const rng = createRandom(seed === '' ? undefined : seed);
  const code = data.code;
  return ok(() => generate(kind as DataKind, code, rng));
}

/** `count` test-data values (see testDataSource); the first 1,000 equal the site's bulk list for the same seed. */
export function generateTestData(kind: string, country: string, count: number, seed?: number | string): Result<string[]> {
  const source = testDataSource(kind, country, seed);
  if (!source.ok) return source;
  try {
    const values: string[] = new Array(Math.max(0, Math.floor(count)));
    for (let i = 0; i < values.length; i++) values[i] = source.value();
    return ok(values);
  } catch (e) {
    return { ok: false, error: errorOf(e, 'Failed to generate test data') };
  }
}

/** The fields of a schema or of a named template (`user`, `product`, `order`, `blog`, `custom`), validated. */
export function schemaFields(schema: readonly FieldDefinition[] | TemplateId): Result<FieldDefinition[]> {
  if (typeof schema === 'string') {
    if (!(TEMPLATE_IDS as readonly string[]).includes(schema)) {
      return withCode(fail(`Unknown template: ${schema}. Templates: ${TEMPLATE_IDS.join(', ')}`), 'unknown-template');
    }
    return ok(templateFields(schema));
  }
  if (schema.length === 0) return withCode(fail('Add at least one field before generating.'), 'invalid-schema');
  const errors = validateSchema(schema);
  if (errors.length > 0) {
    const { path, message } = errors[0];
    return withCode(fail(`Field ${fieldName(schema, path)}: ${message}`), 'invalid-schema');
  }
  return ok([...schema]);
}

/** "3" or "2.1" (1-based, through nested fields) and the key, for messages. */
function fieldName(fields: readonly FieldDefinition[], path: readonly number[]): string {
  let level: readonly FieldDefinition[] | undefined = fields;
  let key = '';
  for (const i of path) {
    key = level?.[i]?.key ?? '';
    level = level?.[i]?.options?.fields;
  }
  return `${path.map((i) => i + 1).join('.')}${key.trim() ? ` "${key.trim()}"` : ''}`;
}

/** A seed as the site's Seed box reads it: whole numbers as they are, other text hashed, blank none. */
const jsonSeed = (seed: number | string | undefined): number | undefined =>
  typeof seed === 'string' ? seedFromText(seed) : seed;

/**
 * A source of JSON mock records: each call returns the next record. With a seed the records are those the site
 * generates for the same schema and seed, in the same order; `now` (ms) fixes the moment dates are drawn around
 * (default: a fixed day with a seed, the current time without). One source at a time: the generator is shared.
 */
export function jsonRecordSource(
  schema: readonly FieldDefinition[] | TemplateId,
  options: { seed?: number | string; now?: number } = {},
): Result<() => JsonRecord> {
  const fields = schemaFields(schema);
  if (!fields.ok) return fields;
  return ok(recordSource(fields.value, { seed: jsonSeed(options.seed), now: options.now }));
}

/** `count` JSON mock records (see jsonRecordSource); for counts up to 10,000 the site's records for the same seed. */
export function generateJson(
  schema: readonly FieldDefinition[] | TemplateId,
  count: number,
  options: { seed?: number | string; now?: number } = {},
): Result<JsonRecord[]> {
  const source = jsonRecordSource(schema, options);
  if (!source.ok) return source;
  try {
    const records: JsonRecord[] = new Array(Math.max(0, Math.floor(count)));
    for (let i = 0; i < records.length; i++) records[i] = source.value();
    return ok(records);
  } catch (e) {
    return { ok: false, error: errorOf(e, 'Failed to generate data') };
  }
}
