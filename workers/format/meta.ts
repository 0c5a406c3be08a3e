/**
 * Plain data about every formatter language: the single list that the worker's engine registry and the
 * page's tool catalogue both derive from. No engine code here, so the main bundle may import it.
 */
export const FORMAT_LANGUAGES = [
  { id: 'json', slug: 'json', name: 'JSON', ext: 'json', mime: 'application/json' },
  { id: 'xml', slug: 'xml', name: 'XML', ext: 'xml', mime: 'application/xml' },
  { id: 'html', slug: 'html', name: 'HTML', ext: 'html', mime: 'text/html' },
  { id: 'css', slug: 'css', name: 'CSS', ext: 'css', mime: 'text/css' },
  { id: 'sql', slug: 'sql', name: 'SQL', ext: 'sql', mime: 'application/sql' },
  { id: 'javascript', slug: 'js', name: 'JavaScript', ext: 'js', mime: 'text/javascript' },
  { id: 'typescript', slug: 'ts', name: 'TypeScript', ext: 'ts', mime: 'text/plain' },
  { id: 'python', slug: 'python', name: 'Python', ext: 'py', mime: 'text/x-python' },
  { id: 'java', slug: 'java', name: 'Java', ext: 'java', mime: 'text/x-java' },
  { id: 'cpp', slug: 'cpp', name: 'C++', ext: 'cpp', mime: 'text/x-c++src' },
  { id: 'markdown', slug: 'markdown', name: 'Markdown', ext: 'md', mime: 'text/markdown' },
  { id: 'php', slug: 'php', name: 'PHP', ext: 'php', mime: 'application/x-php' },
  { id: 'yaml', slug: 'yaml', name: 'YAML', ext: 'yaml', mime: 'application/yaml' },
] as const;

export type FormatLanguageId = (typeof FORMAT_LANGUAGES)[number]['id'];
export type FormatLanguage = (typeof FORMAT_LANGUAGES)[number];

/**
 * The formatter's refusals with a fixed message. Syntax errors have the code `<language>-syntax` (see
 * {@link syntaxCode}) and the parser's own message, line and column; ENGINE_LOAD_FAILED (shared/meta.ts) is
 * every family's.
 */
export const FORMAT_ERRORS = {
  blank: 'Please enter some code to format',
} as const;

export type FormatErrorCode = keyof typeof FORMAT_ERRORS | 'unsupported-language' | typeof JSON_TOO_LARGE | ReturnType<typeof syntaxCode>;

/** The message of a language id no formatter has (code `unsupported-language`). */
export const unsupportedLanguage = (id: string): string => `Unsupported language: ${id}`;

/** The code of a syntax error in `language`. */
export const syntaxCode = <L extends FormatLanguageId>(language: L): `${L}-syntax` => `${language}-syntax`;

/** SQL dialects offered by the picker (sql-formatter's `language` option values). */
export const SQL_DIALECTS = [
  { id: 'sql', name: 'Standard SQL' },
  { id: 'postgresql', name: 'PostgreSQL' },
  { id: 'mysql', name: 'MySQL' },
  { id: 'mariadb', name: 'MariaDB' },
  { id: 'sqlite', name: 'SQLite' },
  { id: 'transactsql', name: 'T-SQL (SQL Server)' },
  { id: 'plsql', name: 'PL/SQL (Oracle)' },
  { id: 'bigquery', name: 'BigQuery' },
  { id: 'snowflake', name: 'Snowflake' },
  { id: 'redshift', name: 'Amazon Redshift' },
] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number]['id'];

/** Indentation choices: 2 spaces, 4 spaces or a tab. */
export const INDENT_STYLES = [
  { id: '2', name: '2 spaces' },
  { id: '4', name: '4 spaces' },
  { id: 'tab', name: 'Tab' },
] as const;
export type IndentStyle = (typeof INDENT_STYLES)[number]['id'];

/**
 * Options one format call takes. Every field is optional: a missing one means the language's default (see
 * LANGUAGE_OPTIONS), so the product's defaults apply when nothing was chosen.
 */
export interface FormatOptions {
  /** SQL only: the sql-formatter dialect. */
  sqlDialect?: SqlDialect;
  /** Indentation, for the languages whose formatter supports it (LANGUAGE_OPTIONS[id].indents). */
  indent?: IndentStyle;
  /** Preferred line width, for the formatters that take one (LANGUAGE_OPTIONS[id].printWidth is the default). */
  printWidth?: number;
  /** JSON and XML: one line, insignificant whitespace dropped (JSON: all of it; XML: between elements only). */
  minify?: boolean;
  /** JSON: object keys sorted (recursively; stable, so duplicate keys keep their order). */
  sortKeys?: boolean;
}

/** What one language's formatter can be told, with the product's defaults. */
export interface LanguageOptions {
  /** Indentation choices the formatter supports (empty: none). */
  indents: readonly IndentStyle[];
  defaultIndent: IndentStyle;
  /** Default line width, when the formatter takes one. */
  printWidth?: number;
  minify?: true;
  sortKeys?: true;
}

const ALL_INDENTS: readonly IndentStyle[] = ['2', '4', 'tab'];

/**
 * The options each language offers and its defaults: the product's (HTML 120 columns, CSS 100, Markdown 80, …)
 * or, where it names none, the formatter's own (prettier 80 columns, Ruff 4 spaces and 88 columns, clang-format's
 * LLVM style 2 spaces and 80 columns). YAML forbids tabs and prettier's Markdown lists indent by spaces, so those
 * two offer spaces only; sql-formatter takes no line width.
 */
export const LANGUAGE_OPTIONS: Record<FormatLanguageId, LanguageOptions> = {
  json: { indents: ALL_INDENTS, defaultIndent: '2', minify: true, sortKeys: true },
  xml: { indents: ALL_INDENTS, defaultIndent: '2', minify: true },
  html: { indents: ALL_INDENTS, defaultIndent: '2', printWidth: 120 },
  css: { indents: ALL_INDENTS, defaultIndent: '2', printWidth: 100 },
  sql: { indents: ALL_INDENTS, defaultIndent: '2' },
  javascript: { indents: ALL_INDENTS, defaultIndent: '2', printWidth: 80 },
  typescript: { indents: ALL_INDENTS, defaultIndent: '2', printWidth: 80 },
  python: { indents: ALL_INDENTS, defaultIndent: '4', printWidth: 88 },
  java: { indents: ALL_INDENTS, defaultIndent: '4', printWidth: 80 },
  cpp: { indents: ALL_INDENTS, defaultIndent: '2', printWidth: 80 },
  markdown: { indents: ['2', '4'], defaultIndent: '2', printWidth: 80 },
  php: { indents: ALL_INDENTS, defaultIndent: '4', printWidth: 80 },
  yaml: { indents: ['2', '4'], defaultIndent: '2', printWidth: 80 },
};

/** Line widths offered by the picker (any positive integer up to this works in the engines). */
export const PRINT_WIDTHS = [40, 60, 80, 88, 100, 120, 160] as const;
export const MAX_PRINT_WIDTH = 320;

/** The indentation to use: the chosen one when the language supports it, else its default. */
export function indentOf(language: FormatLanguageId, options: FormatOptions): IndentStyle {
  const l = LANGUAGE_OPTIONS[language];
  return options.indent && l.indents.includes(options.indent) ? options.indent : l.defaultIndent;
}

/** The line width to use: the chosen one (a whole number from 1 to MAX_PRINT_WIDTH), else the default. */
export function printWidthOf(language: FormatLanguageId, options: FormatOptions): number | undefined {
  const fallback = LANGUAGE_OPTIONS[language].printWidth;
  if (fallback === undefined) return undefined;
  const w = options.printWidth;
  return typeof w === 'number' && Number.isInteger(w) && w > 0 && w <= MAX_PRINT_WIDTH ? w : fallback;
}

/** prettier's tabWidth/useTabs for an indentation. */
export const prettierIndent = (indent: IndentStyle) =>
  indent === 'tab' ? { useTabs: true, tabWidth: 2 } : { useTabs: false, tabWidth: Number(indent) };

/**
 * The JSON formatter's error code for a valid document whose formatted form cannot be one string (longer than V8's
 * longest string): the page shows such a document through the big-file path instead.
 */
export const JSON_TOO_LARGE = 'json-too-large';

/**
 * What the big-file path (JSON and XML over 16 MB, read in parts, never one string) applies of the chosen options:
 * JSON every indentation and Minify, XML its indentation. The options in `unapplied` need the document as one text:
 * Sort keys reorders an object's members, which needs the whole object in memory, and one object can be most of a
 * big file; XML's Minify is not written for parts.
 */
export function bigPathLayout(language: 'json' | 'xml', options: FormatOptions): { indent: IndentStyle; minify: boolean; unapplied: ('minify' | 'sortKeys')[] } {
  const unapplied: ('minify' | 'sortKeys')[] = [];
  if (options.minify && language === 'xml') unapplied.push('minify');
  if (options.sortKeys) unapplied.push('sortKeys');
  return { indent: options.indent ?? '2', minify: language === 'json' && !!options.minify, unapplied };
}
