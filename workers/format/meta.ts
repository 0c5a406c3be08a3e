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

export interface FormatOptions {
  /** SQL only: the sql-formatter dialect. */
  sqlDialect?: SqlDialect;
}
