/**
 * Plain data about types from data: the targets, the options, the limits and the messages. No engine code here,
 * so the page may import it (the inference and the renderers stay in the worker).
 */

/** Every output language, in the order of the page's switcher. `slug` is the page's path: /json-to-<slug>. */
export const TYPE_TARGETS = [
  { id: 'typescript', slug: 'typescript', name: 'TypeScript', ext: 'ts', mime: 'text/plain' },
  { id: 'json-schema', slug: 'json-schema', name: 'JSON Schema', ext: 'schema.json', mime: 'application/schema+json' },
  { id: 'zod', slug: 'zod', name: 'Zod', ext: 'ts', mime: 'text/plain' },
  { id: 'go', slug: 'go', name: 'Go', ext: 'go', mime: 'text/x-go' },
  { id: 'rust', slug: 'rust', name: 'Rust', ext: 'rs', mime: 'text/x-rust' },
  { id: 'python', slug: 'python', name: 'Python', ext: 'py', mime: 'text/x-python' },
  { id: 'java', slug: 'java', name: 'Java', ext: 'java', mime: 'text/x-java' },
  { id: 'csharp', slug: 'csharp', name: 'C#', ext: 'cs', mime: 'text/x-csharp' },
  { id: 'kotlin', slug: 'kotlin', name: 'Kotlin', ext: 'kt', mime: 'text/x-kotlin' },
  { id: 'swift', slug: 'swift', name: 'Swift', ext: 'swift', mime: 'text/x-swift' },
] as const;

export type TypeTargetId = (typeof TYPE_TARGETS)[number]['id'];
export type TypeTarget = (typeof TYPE_TARGETS)[number];

export const targetById = (id: TypeTargetId): TypeTarget => TYPE_TARGETS.find((t) => t.id === id)!;

/** What the input is. `auto`: NDJSON when every line is a value of its own, else JSON (YAML and CSV are chosen). */
export const INPUT_FORMATS = ['auto', 'yaml', 'csv'] as const;
export type InputFormatId = (typeof INPUT_FORMATS)[number];

/** How fields that are missing in some records and fields that are sometimes null are written. */
export type OptionalStyle = 'exact' | 'nullish';

/** Options of one rendering. Every field is optional: a missing one is its default (TYPE_OPTION_DEFAULTS). */
export interface TypeOptions {
  /** Name of the root type (of each record when the input is a list of records). */
  rootName?: string;
  /**
   * `exact`: a key missing from some records is optional and a key that is sometimes null is nullable, kept apart;
   * `nullish`: both are written as optional and nullable (targets that have both).
   */
  optionalStyle?: OptionalStyle;
  /** String formats (date-time, date, email, uri, uuid) where every sample has one. */
  formats?: boolean;
  /** Enums for strings with few distinct values over many samples. */
  enums?: boolean;
  /** Read-only / immutable fields where the language has them. */
  readonly?: boolean;
  /** TypeScript: `interface` declarations or `type` aliases. */
  tsDeclaration?: 'interface' | 'type';
  /** Python: pydantic v2 models or TypedDict. */
  pythonStyle?: 'pydantic' | 'typeddict';
}

export const TYPE_OPTION_DEFAULTS: Required<TypeOptions> = {
  rootName: 'Root',
  optionalStyle: 'exact',
  formats: true,
  enums: false,
  readonly: false,
  tsDeclaration: 'interface',
  pythonStyle: 'pydantic',
};

/** The options each target uses (the toolbar shows only these). */
export const TARGET_OPTIONS: Record<TypeTargetId, readonly (keyof TypeOptions)[]> = {
  typescript: ['rootName', 'optionalStyle', 'formats', 'enums', 'readonly', 'tsDeclaration'],
  'json-schema': ['rootName', 'optionalStyle', 'formats', 'enums'],
  zod: ['rootName', 'optionalStyle', 'formats', 'enums', 'readonly'],
  go: ['rootName', 'formats', 'enums'],
  rust: ['rootName', 'formats', 'enums'],
  python: ['rootName', 'optionalStyle', 'formats', 'enums', 'readonly', 'pythonStyle'],
  java: ['rootName', 'formats', 'enums'],
  csharp: ['rootName', 'formats', 'enums'],
  kotlin: ['rootName', 'formats', 'enums'],
  swift: ['rootName', 'formats', 'enums'],
};

/** The options with their defaults filled in. */
export const withDefaults = (o: TypeOptions = {}): Required<TypeOptions> => {
  const out = { ...TYPE_OPTION_DEFAULTS };
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
};

/** Files over this size (16 MB) are read in parts rather than as one text. */
export { BIG_FILE_THRESHOLD as TYPES_BIG_FILE, BIG_FILE_CEILING as TYPES_MAX_FILE } from '../shared/meta';

/** Limits of the inference, named once. */
export const TYPE_LIMITS = {
  /** An object with more distinct keys than this at one place is read as a dictionary (string keys, one value type). */
  maxFields: 1000,
  /** Distinct types (shapes) in the whole model; past this the data has no fixed structure to describe. */
  maxShapes: 200_000,
  /** An enum has at most this many values… */
  maxEnumValues: 12,
  /** …and at least this many samples per value. */
  enumSamplesPerValue: 4,
  /** YAML is read whole by js-yaml: inputs up to this size (in UTF-16 units). */
  maxYamlChars: 16 * 1024 * 1024,
  /** Nesting deeper than this is refused (the renderers recurse). */
  maxDepth: 1000,
} as const;

/** Error codes of refusals (what telemetry may carry) and their messages (which never quote the input). */
export const TYPE_ERRORS = {
  'types-blank': 'Please paste or open some data to make types from',
  'types-json-syntax': 'Invalid JSON',
  'types-yaml-syntax': 'Invalid YAML',
  'types-csv-syntax': 'Invalid CSV',
  'types-yaml-too-large': `YAML over ${TYPE_LIMITS.maxYamlChars / 1024 / 1024} MB is not supported here: convert it to JSON (or NDJSON) first`,
  'types-too-deep': `The data is nested deeper than ${TYPE_LIMITS.maxDepth} levels`,
  'types-too-many-shapes': `The data has more than ${String(TYPE_LIMITS.maxShapes).replace(/\B(?=(\d{3})+$)/g, ',')} distinct shapes: it has no fixed structure to describe`,
  'types-no-data': 'The input holds no value to make types from',
  'types-unknown-target': 'Unknown target language',
  'types-too-large': 'The file is over 2 GB, the largest this tool reads',
  'types-needs-input': 'The worker does not hold this input any more',
} as const;
export type TypeErrorCode = keyof typeof TYPE_ERRORS;

/** The note on how CSV was read into types (its code's message: src/messages/engine/<locale>.json). */
export const TYPES_CSV_NOTE = {
  message: 'A column is a number or a boolean only when every cell of it reads as one; empty cells are null.',
  code: 'types-note-csv-columns',
} as const;
