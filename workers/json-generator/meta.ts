import { COUNTRY_OPTIONS } from '../testdata/meta';

/**
 * The JSON generator's plain data (see workers/families.ts): field definitions (the product description's
 * "generator field definition"), the 24 field types, record-count limits, the templates and the export formats.
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

/** The countries whose data the generator knows (the test-data generator's 36), code and English name, as the country select lists them. */
export const COUNTRY_CHOICES: readonly (readonly [code: string, name: string])[] = COUNTRY_OPTIONS.map((c) => [c.code, c.name] as const);

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

/**
 * A schema problem; `path` holds the indices leading to the field (nested through `options.fields`). `message` is
 * the English text (the command line's); `code` and `values` name it in the engine messages, for the page's language.
 */
export interface SchemaError {
  path: number[];
  message: string;
  code: string;
  values?: Record<string, string | number>;
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

// Templates: the fields each starting schema has.
/** Template ids, in the order the Template select lists them. */
export const TEMPLATE_IDS = ['custom', 'user', 'product', 'order', 'blog'] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The label of each template in the Template select. */
export const TEMPLATE_LABELS: Record<TemplateId, string> = {
  custom: 'Custom',
  user: 'User Profile',
  product: 'Product Catalog',
  order: 'Order Details',
  blog: 'Blog Post',
};

/** The default schema, also the Custom template: id, name, age 18–100, email, isActive. */
export const DEFAULT_FIELDS: readonly FieldDefinition[] = [
  { key: 'id', type: 'uuid' },
  { key: 'name', type: 'string' },
  { key: 'age', type: 'number', options: { min: 18, max: 100 } },
  { key: 'email', type: 'email' },
  { key: 'isActive', type: 'boolean' },
];

/** Each template's fields, exactly as the product description lists them. */
const TEMPLATES: Record<TemplateId, readonly FieldDefinition[]> = {
  custom: DEFAULT_FIELDS,
  user: [
    { key: 'id', type: 'uuid' },
    { key: 'firstName', type: 'name' },
    { key: 'lastName', type: 'name' },
    { key: 'email', type: 'email' },
    { key: 'phone', type: 'phone' },
    { key: 'address', type: 'address' },
    { key: 'city', type: 'city' },
    { key: 'country', type: 'country' },
    { key: 'createdAt', type: 'datetime' },
    { key: 'isActive', type: 'boolean' },
  ],
  product: [
    { key: 'id', type: 'uuid' },
    { key: 'name', type: 'string' },
    { key: 'description', type: 'string' },
    { key: 'price', type: 'number', options: { min: 1, max: 1000 } },
    { key: 'category', type: 'enum', options: { pattern: 'Electronics, Clothing, Books, Food' } },
    { key: 'tags', type: 'array', options: { length: 3, items: 'string' } },
    {
      key: 'specifications',
      type: 'object',
      options: {
        fields: [
          { key: 'color', type: 'color' },
          { key: 'size', type: 'string' },
          { key: 'weight', type: 'number', options: { min: 0, max: 100 } },
        ],
      },
    },
    { key: 'inStock', type: 'boolean' },
    { key: 'createdAt', type: 'datetime' },
  ],
  order: [
    { key: 'orderId', type: 'uuid' },
    { key: 'customerId', type: 'uuid' },
    {
      key: 'items',
      type: 'array',
      options: {
        length: 3,
        items: 'object',
        fields: [
          { key: 'productId', type: 'uuid' },
          { key: 'quantity', type: 'number', options: { min: 1, max: 10 } },
          { key: 'price', type: 'number', options: { min: 1, max: 1000 } },
        ],
      },
    },
    { key: 'totalAmount', type: 'number', options: { min: 0, max: 10000 } },
    { key: 'status', type: 'enum', options: { pattern: 'Pending, Processing, Shipped, Delivered, Cancelled' } },
    {
      key: 'shippingAddress',
      type: 'object',
      options: {
        fields: [
          { key: 'street', type: 'string' },
          { key: 'city', type: 'city' },
          { key: 'country', type: 'country' },
          { key: 'zipCode', type: 'string' },
        ],
      },
    },
    { key: 'createdAt', type: 'datetime' },
  ],
  blog: [
    { key: 'id', type: 'uuid' },
    { key: 'title', type: 'string' },
    { key: 'content', type: 'string' },
    {
      key: 'author',
      type: 'object',
      options: {
        fields: [
          { key: 'name', type: 'name' },
          { key: 'email', type: 'email' },
        ],
      },
    },
    { key: 'tags', type: 'array', options: { length: 3, items: 'string' } },
    {
      key: 'comments',
      type: 'array',
      options: {
        length: 2,
        items: 'object',
        fields: [
          { key: 'user', type: 'name' },
          { key: 'content', type: 'string' },
          { key: 'createdAt', type: 'datetime' },
        ],
      },
    },
    { key: 'publishedAt', type: 'datetime' },
    { key: 'isPublished', type: 'boolean' },
  ],
};

/** A fresh deep copy of a template's fields (callers may edit it freely). */
export function templateFields(id: TemplateId): FieldDefinition[] {
  return structuredClone(TEMPLATES[id]) as FieldDefinition[];
}

// Exports: the formats besides the JSON array, their files, and the SQL dialects.
/** Export formats besides the JSON array. */
export const EXPORT_FORMATS = ['csv', 'ndjson', 'sql'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** File name and MIME type of each export, and of the JSON download. */
export const EXPORT_FILES: Record<ExportFormat | 'json', { filename: string; mime: string }> = {
  json: { filename: 'generated-data.json', mime: 'application/json' },
  csv: { filename: 'generated-data.csv', mime: 'text/csv;charset=utf-8' },
  ndjson: { filename: 'generated-data.ndjson', mime: 'application/x-ndjson' },
  sql: { filename: 'generated-data.sql', mime: 'application/sql' },
};

export const DEFAULT_TABLE_NAME = 'generated_data';

/** The export settings the page chooses (all optional: defaults are the table `generated_data`, formula protection on). */
export interface ExportSettings {
  /** SQL: the table the INSERTs go into. */
  tableName?: string;
  /** SQL: the dialect whose escaping the INSERTs use (default standard SQL). */
  sqlDialect?: SqlDialect;
  /** CSV: neutralise cells that would start a spreadsheet formula (default true). */
  protectFormulas?: boolean;
}


/** The SQL dialects the export can write for; each escapes strings and quotes identifiers its own way. */
export const SQL_DIALECTS = ['standard', 'postgresql', 'mysql', 'sqlite', 'sqlserver'] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number];
export const DEFAULT_SQL_DIALECT: SqlDialect = 'standard';

export const SQL_DIALECT_LABELS: Record<SqlDialect, string> = {
  standard: 'Standard SQL',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL / MariaDB',
  sqlite: 'SQLite',
  sqlserver: 'SQL Server',
};

export const isSqlDialect = (v: unknown): v is SqlDialect => (SQL_DIALECTS as readonly unknown[]).includes(v);
