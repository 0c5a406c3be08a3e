import { beforeAll, describe, expect, it } from 'vitest';
import { validateSchema } from '@workers/json-generator/schema';
import { MAX_SCHEMA_DEPTH, type FieldDefinition, type SchemaError } from '@workers/json-generator/meta';
import { engineMessages, engineText } from '../../lib/engine-text';
import { loadAllLocales } from '../../lib/i18n';
import { LOCALES } from '../../lib/locale';

/** A field nested `depth` levels deep (the top level is 1). */
function nested(depth: number): FieldDefinition[] {
  let fields: FieldDefinition[] = [{ key: `l${depth}`, type: 'string' }];
  for (let level = depth - 1; level >= 1; level--) fields = [{ key: `l${level}`, type: 'object', options: { fields } }];
  return fields;
}

/** Schemas that, together, make every problem the JSON generator's validation reports. */
const SCHEMAS: FieldDefinition[][] = [
  [{ key: '', type: 'string' }],
  [{ key: 'a', type: 'string' }, { key: 'a', type: 'string' }],
  [{ key: 'a', type: 'nope' as FieldDefinition['type'] }],
  [{ key: 'a', type: 'array', options: { length: -1 } }],
  [{ key: 'a', type: 'array', options: { length: 5000, items: 'array' } }],
  [{ key: 'a', type: 'array', options: { items: 'nope' as FieldDefinition['type'] } }],
  [{ key: 'a', type: 'number', options: { country: 'NL' } }],
  [{ key: 'a', type: 'iban', options: { country: 'XX' } }],
  [{ key: 'a', type: 'number', options: { min: Number.NaN } }],
  [{ key: 'a', type: 'number', options: { min: 5, max: 1 } }],
  [{ key: 'a', type: 'regex', options: { pattern: '' } }],
  [{ key: 'a', type: 'regex', options: { pattern: '([a-z]' } }],
  [{ key: 'a', type: 'regex', options: { pattern: '.{5000}' } }],
  nested(MAX_SCHEMA_DEPTH + 1),
];

const errors: SchemaError[] = SCHEMAS.flatMap((s) => validateSchema(s));

describe('the JSON generator’s schema problems in every language', () => {
  beforeAll(() => loadAllLocales(engineMessages));

  it('cover fifteen codes, each with its English message', () => {
    expect(new Set(errors.map((e) => e.code)).size).toBe(15);
    for (const e of errors) expect(e.code).toMatch(/^generator-/);
  });

  it('read in English exactly as the engine says them', () => {
    const t = engineMessages.translator('en');
    for (const e of errors) {
      expect(engineMessages.has('en', e.code)).toBe(true);
      expect(engineText(e, t, (k) => engineMessages.has('en', k))).toBe(e.message);
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('have a message in %s, with the user’s and the browser’s words kept as given', (locale) => {
    const t = engineMessages.translator(locale);
    for (const e of errors) {
      expect(engineMessages.has(locale, e.code), e.code).toBe(true);
      const text = engineText(e, t, (k) => engineMessages.has(locale, k));
      expect(text).not.toBe(e.message);
      for (const v of Object.values(e.values ?? {})) if (typeof v === 'string') expect(text).toContain(v);
    }
  });
});
