import ret, { types, type Token, type Tokens } from 'ret';
import { COUNTRY_TYPES, FIELD_TYPES, MAX_ARRAY_LENGTH, MAX_GENERATED_STRING_LENGTH, MAX_SCHEMA_DEPTH, UNBOUNDED_REPEAT_EXTRA, isCountryOption, tooDeepMessage, valueType, type FieldDefinition, type SchemaError } from './meta';

/** Schema validation of the JSON generator (the definitions and limits are in meta.ts). */

/**
 * The greatest length of the strings the generator (randexp) can produce for `pattern`, counting `*`, `+` and
 * `{n,}` as at most `UNBOUNDED_REPEAT_EXTRA` repetitions beyond their minimum, as the generator does. A back
 * reference counts as long as the longest capturing group; that bound is iterated until it settles, and anything
 * past `limit` stops the count early (the result is then just "more than the limit").
 */
export function maxRegexLength(pattern: string, limit = MAX_GENERATED_STRING_LENGTH): number {
  const root = ret(pattern);
  let reference = 0;
  for (;;) {
    let longestGroup = 0;
    const walk = (token: Tokens): number => {
      switch (token.type) {
        case types.ROOT:
        case types.GROUP: {
          if (token.type === types.GROUP && (token.followedBy || token.notFollowedBy)) return 0;
          const alternatives = token.options ?? [token.stack ?? []];
          let longest = 0;
          for (const stack of alternatives) longest = Math.max(longest, stack.reduce((sum: number, t: Token) => sum + walk(t), 0));
          if (token.type === types.GROUP && token.remember) longestGroup = Math.max(longestGroup, longest);
          return longest;
        }
        case types.REPETITION: {
          const times = token.max === Infinity ? token.min + UNBOUNDED_REPEAT_EXTRA : token.max;
          const one = walk(token.value);
          return one === 0 ? 0 : times * one;
        }
        case types.REFERENCE:
          return reference;
        case types.POSITION:
          return 0;
        default:
          return 1;
      }
    };
    const total = walk(root);
    if (total > limit || longestGroup <= reference) return total;
    reference = longestGroup;
  }
}

/** Checks a schema; an empty list means it can be generated. */
export function validateSchema(fields: readonly FieldDefinition[]): SchemaError[] {
  const errors: SchemaError[] = [];
  validateLevel(fields, [], errors, 1);
  return errors;
}

function validateLevel(fields: readonly FieldDefinition[], parent: number[], errors: SchemaError[], level: number): void {
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    const path = [...parent, i];
    /** A problem with its fixed code and its message's arguments (the page shows it in its language by the code). */
    const add = (code: string, message: string, values?: Record<string, string | number>) =>
      errors.push({ path, message, code, ...(values === undefined ? {} : { values }) });
    const key = field.key.trim();
    if (key === '') add('generator-name-required', 'Field name is required');
    else if (seen.has(key)) add('generator-name-duplicate', `Duplicate field name "${key}"`, { key });
    seen.add(key);
    if (!(FIELD_TYPES as readonly string[]).includes(field.type)) {
      add('generator-unknown-type', `Unknown field type "${String(field.type)}"`, { type: String(field.type) });
      return;
    }
    const o = field.options ?? {};
    const type = valueType(field);
    if (field.type === 'array') {
      if (o.length !== undefined && (!Number.isFinite(o.length) || o.length < 0)) add('generator-array-length-negative', 'Array length must be 0 or more');
      else if (o.length !== undefined && o.length > MAX_ARRAY_LENGTH) {
        add('generator-array-length-max', `Array length must be ${MAX_ARRAY_LENGTH} or less`, { max: String(MAX_ARRAY_LENGTH) });
      }
      if (o.items === 'array') add('generator-array-of-arrays', 'Array items cannot be arrays');
      else if (o.items !== undefined && !(FIELD_TYPES as readonly string[]).includes(o.items)) {
        add('generator-unknown-item-type', `Unknown item type "${String(o.items)}"`, { type: String(o.items) });
      }
    }
    if (o.country !== undefined) {
      if (!COUNTRY_TYPES.includes(type)) add('generator-country-not-allowed', `A ${type} field has no country`, { type });
      else if (!isCountryOption(o.country)) add('generator-unknown-country', `Unknown country "${String(o.country)}"`, { country: String(o.country) });
    }
    if (type === 'number') {
      if ((o.min !== undefined && !Number.isFinite(o.min)) || (o.max !== undefined && !Number.isFinite(o.max))) {
        add('generator-range-not-numbers', 'Minimum and maximum must be numbers');
      } else if (o.min !== undefined && o.max !== undefined && o.min > o.max) add('generator-range-inverted', 'Minimum must not exceed maximum');
    }
    if (type === 'regex') {
      const pattern = o.pattern ?? '';
      if (pattern === '') add('generator-regex-required', 'Regular expression is required');
      else {
        try {
          new RegExp(pattern);
        } catch (e) {
          // V8 already starts its message with the same words; keep only the detail once.
          const detail = (e instanceof Error ? e.message : String(e)).replace(/^Invalid regular expression:\s*/, '');
          add('generator-regex-invalid', `Invalid regular expression: ${detail}`, { detail });
          return;
        }
        let longest: number;
        try {
          longest = maxRegexLength(pattern);
        } catch {
          longest = 0; // A pattern the browser accepts but the generator's tokenizer does not: randexp reports it.
        }
        if (longest > MAX_GENERATED_STRING_LENGTH) {
          add(
            'generator-regex-too-long',
            `This pattern can produce strings longer than ${MAX_GENERATED_STRING_LENGTH.toLocaleString('en-US')} characters; lower its repetition counts`,
            { max: MAX_GENERATED_STRING_LENGTH },
          );
        }
      }
    }
    if (type === 'object' && level >= MAX_SCHEMA_DEPTH) {
      if ((o.fields ?? []).length > 0) {
        const message = tooDeepMessage(key);
        const values = { max: MAX_SCHEMA_DEPTH, key };
        // On the field itself, and on its top-level ancestor, whose row is visible without opening 49 panels.
        add('generator-too-deep', message, values);
        if (path.length > 1) errors.push({ path: path.slice(0, 1), message, code: 'generator-too-deep', values });
      }
    } else if (type === 'object') validateLevel(o.fields ?? [], path, errors, level + 1);
  });
}
