import ret, { types, type Token, type Tokens } from 'ret';

/**
 * The JSON generator's schema: field definitions (the product description's "generator field definition"),
 * the 24 field types, record-count limits and schema validation. Plain data, shared by the worker and the page.
 */

/** The 24 field types, in the order the type select lists them. */
export const FIELD_TYPES = [
  'string',
  'number',
  'boolean',
  'uuid',
  'email',
  'phone',
  'name',
  'address',
  'city',
  'country',
  'iban',
  'nationalId',
  'vat',
  'bsn',
  'date',
  'time',
  'datetime',
  'url',
  'ip',
  'color',
  'array',
  'object',
  'enum',
  'regex',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Types an array's items may have (arrays of arrays are not offered). */
export const ARRAY_ITEM_TYPES: readonly FieldType[] = FIELD_TYPES.filter((t) => t !== 'array');

/**
 * The countries whose data the generator knows (the test-data generator's 36), code and English name, as the
 * country select lists them. A test keeps this list equal to the test-data registry, whose reference data the
 * page need not load to show it.
 */
export const COUNTRY_CHOICES: readonly (readonly [code: string, name: string])[] = [
  ['AT', 'Austria'], ['BE', 'Belgium'], ['BG', 'Bulgaria'], ['HR', 'Croatia'], ['CY', 'Cyprus'], ['CZ', 'Czechia'],
  ['DK', 'Denmark'], ['EE', 'Estonia'], ['FI', 'Finland'], ['FR', 'France'], ['DE', 'Germany'], ['GR', 'Greece'],
  ['HU', 'Hungary'], ['IE', 'Ireland'], ['IT', 'Italy'], ['LV', 'Latvia'], ['LT', 'Lithuania'], ['LU', 'Luxembourg'],
  ['MT', 'Malta'], ['NL', 'Netherlands'], ['PL', 'Poland'], ['PT', 'Portugal'], ['RO', 'Romania'], ['SK', 'Slovakia'],
  ['SI', 'Slovenia'], ['ES', 'Spain'], ['SE', 'Sweden'], ['GB', 'United Kingdom'], ['NO', 'Norway'],
  ['CH', 'Switzerland'], ['IS', 'Iceland'], ['LI', 'Liechtenstein'], ['MC', 'Monaco'], ['AD', 'Andorra'],
  ['SM', 'San Marino'], ['VA', 'Vatican City'],
];

/** The `country` option's value for "a country drawn once per record". */
export const RANDOM_COUNTRY = 'random';

/** Types whose values belong to a country and take the `country` option. */
export const COUNTRY_TYPES: readonly FieldType[] = ['phone', 'name', 'address', 'city', 'country', 'iban', 'nationalId', 'vat'];

/** True when `value` is a valid `country` option: one of the 36 codes or "random". */
export const isCountryOption = (value: unknown): value is string =>
  value === RANDOM_COUNTRY || (typeof value === 'string' && COUNTRY_CHOICES.some(([code]) => code === value));

export interface FieldOptions {
  /**
   * Country-bound types (`COUNTRY_TYPES`): a country code, or "random" for the record's randomly drawn country.
   * Without it the field follows the record's country (see generate.ts).
   */
  country?: string;
  /** number (and number array items): lower bound, inclusive. */
  min?: number;
  /** number (and number array items): upper bound, inclusive. */
  max?: number;
  /** array: number of items (default 3). */
  length?: number;
  /** array: the items' type (default string). */
  items?: FieldType;
  /** object, and arrays whose items are objects: the nested fields. */
  fields?: FieldDefinition[];
  /** enum: comma-separated values (default "A, B, C"); regex: the regular expression. */
  pattern?: string;
}

/** One field of a record. An array's item options (min/max, pattern, fields) sit on the array field itself. */
export interface FieldDefinition {
  key: string;
  type: FieldType;
  options?: FieldOptions;
}

/** A schema problem; `path` holds the indices leading to the field (nested through `options.fields`). */
export interface SchemaError {
  path: number[];
  message: string;
}

export const MIN_RECORDS = 1;
export const MAX_RECORDS = 10_000;
export const DEFAULT_RECORDS = 1;
export const DEFAULT_NUMBER_MIN = 18;
export const DEFAULT_NUMBER_MAX = 100;
export const DEFAULT_ARRAY_LENGTH = 3;
/** Guards memory: 10,000 records × 1,000 items is already ten million values. */
export const MAX_ARRAY_LENGTH = 1000;
export const DEFAULT_ENUM_VALUES = ['A', 'B', 'C'] as const;
/**
 * The deepest schema: the top-level fields are level 1, an object's (or object array's) fields one level deeper.
 * One limit for the editor (validation), saved schemas and share links (the schema codec), so that what can be
 * built is never cut short when it is stored or shared.
 */
export const MAX_SCHEMA_DEPTH = 50;

/**
 * The longest string a regex field may produce (in characters). `.{1000000}` would otherwise take seconds per
 * record; patterns that can exceed this are refused by validation.
 */
export const MAX_GENERATED_STRING_LENGTH = 1000;
/** How many times `*`, `+` and `{n,}` repeat at most beyond their minimum when generating. */
export const UNBOUNDED_REPEAT_EXTRA = 10;
/** The regex field's help text, which states the length limit. */
export const REGEX_HELP = `A regular expression the values match; at most ${MAX_GENERATED_STRING_LENGTH.toLocaleString('en-US')} characters long (* and + repeat up to ${UNBOUNDED_REPEAT_EXTRA} times)`;

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

/** The message of a schema nested deeper than `MAX_SCHEMA_DEPTH`, shown on the offending field. */
export const tooDeepMessage = (key: string): string =>
  `Fields can nest at most ${MAX_SCHEMA_DEPTH} levels deep: remove the fields inside "${key}" (level ${MAX_SCHEMA_DEPTH})`;

/** The number of records to generate from user input: 1 to 10,000, non-numeric → 1, fractions round down. */
export function clampRecordCount(input: string | number): number {
  const n = typeof input === 'number' ? input : input.trim() === '' ? NaN : Number(input.trim());
  if (!Number.isFinite(n)) return n === Infinity ? MAX_RECORDS : MIN_RECORDS;
  return Math.min(MAX_RECORDS, Math.max(MIN_RECORDS, Math.floor(n)));
}

/**
 * A seed from the Seed input: whole numbers are used as they are, any other text is hashed (FNV-1a),
 * blank means no seed.
 */
export function seedFromText(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (/^-?\d{1,15}$/.test(t)) return Number(t);
  let h = 0x811c9dc5;
  for (let i = 0; i < t.length; i++) {
    h ^= t.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The enum values of a field: its comma-separated pattern, trimmed, empties dropped; default A, B, C. */
export function enumValues(pattern: string | undefined): string[] {
  const values = (pattern ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return values.length > 0 ? values : [...DEFAULT_ENUM_VALUES];
}

/** The effective number range of a field: default 18–100; a single bound keeps the range non-empty. */
export function numberRange(options: FieldOptions | undefined): { min: number; max: number } {
  const min = options?.min ?? (options?.max !== undefined ? Math.min(DEFAULT_NUMBER_MIN, options.max) : DEFAULT_NUMBER_MIN);
  const max = options?.max ?? Math.max(DEFAULT_NUMBER_MAX, min);
  return { min, max };
}

/** The type whose options apply to a value: an array's item type, or the field's own type. */
export const valueType = (field: FieldDefinition): FieldType =>
  field.type === 'array' ? (field.options?.items ?? 'string') : field.type;

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
    const add = (message: string) => errors.push({ path, message });
    const key = field.key.trim();
    if (key === '') add('Field name is required');
    else if (seen.has(key)) add(`Duplicate field name "${key}"`);
    seen.add(key);
    if (!(FIELD_TYPES as readonly string[]).includes(field.type)) {
      add(`Unknown field type "${String(field.type)}"`);
      return;
    }
    const o = field.options ?? {};
    const type = valueType(field);
    if (field.type === 'array') {
      if (o.length !== undefined && (!Number.isFinite(o.length) || o.length < 0)) add('Array length must be 0 or more');
      else if (o.length !== undefined && o.length > MAX_ARRAY_LENGTH) add(`Array length must be ${MAX_ARRAY_LENGTH} or less`);
      if (o.items === 'array') add('Array items cannot be arrays');
      else if (o.items !== undefined && !(FIELD_TYPES as readonly string[]).includes(o.items)) add(`Unknown item type "${String(o.items)}"`);
    }
    if (o.country !== undefined) {
      if (!COUNTRY_TYPES.includes(type)) add(`A ${type} field has no country`);
      else if (!isCountryOption(o.country)) add(`Unknown country "${String(o.country)}"`);
    }
    if (type === 'number') {
      if ((o.min !== undefined && !Number.isFinite(o.min)) || (o.max !== undefined && !Number.isFinite(o.max))) {
        add('Minimum and maximum must be numbers');
      } else if (o.min !== undefined && o.max !== undefined && o.min > o.max) add('Minimum must not exceed maximum');
    }
    if (type === 'regex') {
      const pattern = o.pattern ?? '';
      if (pattern === '') add('Regular expression is required');
      else {
        try {
          new RegExp(pattern);
        } catch (e) {
          // V8 already starts its message with the same words; keep only the detail once.
          const detail = (e instanceof Error ? e.message : String(e)).replace(/^Invalid regular expression:\s*/, '');
          add(`Invalid regular expression: ${detail}`);
          return;
        }
        let longest: number;
        try {
          longest = maxRegexLength(pattern);
        } catch {
          longest = 0; // A pattern the browser accepts but the generator's tokenizer does not: randexp reports it.
        }
        if (longest > MAX_GENERATED_STRING_LENGTH) {
          add(`This pattern can produce strings longer than ${MAX_GENERATED_STRING_LENGTH.toLocaleString('en-US')} characters; lower its repetition counts`);
        }
      }
    }
    if (type === 'object' && level >= MAX_SCHEMA_DEPTH) {
      if ((o.fields ?? []).length > 0) {
        const message = tooDeepMessage(key);
        // On the field itself, and on its top-level ancestor, whose row is visible without opening 49 panels.
        add(message);
        if (path.length > 1) errors.push({ path: path.slice(0, 1), message });
      }
    } else if (type === 'object') validateLevel(o.fields ?? [], path, errors, level + 1);
  });
}
