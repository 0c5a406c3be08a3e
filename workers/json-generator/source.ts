import { errorOf, fail, ok, withCode, type Result } from '../shared/result';
import { recordSource, type JsonRecord } from './generate';
import { validateSchema } from './schema';
import { seedFromText, type FieldDefinition, TEMPLATE_IDS, templateFields, type TemplateId } from './meta';

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
