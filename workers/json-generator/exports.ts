import { toCsvText, type CsvOptions } from '../shared/csv';
import type { JsonRecord, JsonValue } from './generate';
import { DEFAULT_SQL_DIALECT, DEFAULT_TABLE_NAME, isSqlDialect, type SqlDialect } from './meta';

/** The records as the Download and Copy text: a JSON array, 2-space pretty-printed. */
export const toJson = (records: readonly JsonRecord[]): string => JSON.stringify(records, null, 2);

/** One record per line (newline-delimited JSON), ending with a newline. */
export const toNdjson = (records: readonly JsonRecord[]): string =>
  records.length === 0 ? '' : records.map((r) => JSON.stringify(r)).join('\n') + '\n';

/** A flat cell value: strings as they are, numbers and booleans as JSON text, null as empty. */
export type FlatValue = string | number | boolean | null;

/**
 * Flattens a record to dotted column names: `author.name`, array items by index (`tags.0`, `items.1.price`).
 * Empty arrays and objects keep a column holding `[]` or `{}` so that no key disappears.
 */
export function flattenRecord(record: JsonRecord): Map<string, FlatValue> {
  const out = new Map<string, FlatValue>();
  const walk = (value: JsonValue, path: string) => {
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      if (entries.length === 0) {
        out.set(path, Array.isArray(value) ? '[]' : '{}');
        return;
      }
      for (const [k, v] of entries) walk(v, path === '' ? k : `${path}.${k}`);
    } else out.set(path, value);
  };
  walk(record, '');
  return out;
}

/**
 * CSV (RFC 4180, CRLF line ends) with nested values flattened to dotted columns; the columns are the union of
 * every record's flattened keys in first-seen order, cells missing in a record are empty. Cells that would start a
 * spreadsheet formula are neutralised unless `options.protectFormulas` is false (see `CsvOptions`).
 */
export function toCsv(records: readonly JsonRecord[], options: CsvOptions = {}): string {
  const rows = records.map(flattenRecord);
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const key of row.keys()) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  return toCsvText([columns, ...rows.map((row) => columns.map((c) => row.get(c)))], options);
}

/** An SQL identifier in double quotes (standard SQL), inner quotes doubled. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** An SQL string literal: single quotes doubled (standard SQL; no backslash escapes). */
export const quoteString = (s: string): string => `'${s.replace(/'/g, "''")}'`;

// MySQL's escapes inside '…' (default sql_mode): backslash, NUL, CR, LF and Ctrl-Z.
const MYSQL_ESCAPES: Record<string, string> = { '\\': '\\\\', '\0': '\\0', '\n': '\\n', '\r': '\\r', '\x1a': '\\Z' };

interface DialectRules {
  identifier(name: string): string;
  string(s: string): string;
  boolean(b: boolean): string;
}

/**
 * How each dialect writes identifiers, strings and booleans. The point is that no value can end its literal
 * early: a backslash is an escape character in MySQL (and in PostgreSQL when standard_conforming_strings is
 * off), so `\'); DROP TABLE t; --` is harmless in standard SQL but breaks out there unless the backslash is
 * escaped too.
 */
const DIALECTS: Record<SqlDialect, DialectRules> = {
  standard: { identifier: quoteIdentifier, string: quoteString, boolean: (b) => (b ? 'TRUE' : 'FALSE') },
  postgresql: {
    identifier: quoteIdentifier,
    // An escape string (E'…') whenever a backslash occurs reads the same whatever standard_conforming_strings says.
    string: (s) => (s.includes('\\') ? `E'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : quoteString(s)),
    boolean: (b) => (b ? 'TRUE' : 'FALSE'),
  },
  mysql: {
    identifier: (name) => `\`${name.replace(/`/g, '``')}\``,
    // Quotes are doubled rather than backslash-escaped: with NO_BACKSLASH_ESCAPES on, '' still closes nothing.
    // eslint-disable-next-line no-control-regex -- NUL and Ctrl-Z are exactly the characters MySQL wants escaped.
    string: (s) => `'${s.replace(/[\\\0\n\r\x1a]/g, (c) => MYSQL_ESCAPES[c]).replace(/'/g, "''")}'`,
    boolean: (b) => (b ? 'TRUE' : 'FALSE'),
  },
  sqlite: { identifier: quoteIdentifier, string: quoteString, boolean: (b) => (b ? '1' : '0') },
  sqlserver: {
    identifier: (name) => `[${name.replace(/]/g, ']]')}]`,
    string: (s) => {
      // N'…' keeps non-ASCII text (otherwise converted to the database's code page). A backslash right before a
      // line break continues the line in T-SQL and would vanish, so the literal is split there and concatenated.
      const prefix = /[\u0080-\uffff]/.test(s) ? 'N' : '';
      return `${prefix}'${s.replace(/'/g, "''").replace(/\\(?=[\r\n])/g, `\\' + ${prefix}'`)}'`;
    },
    boolean: (b) => (b ? '1' : '0'),
  },
};

/** How `dialect` quotes identifiers and string literals (for other engines that write SQL, e.g. bulk test data). */
export function sqlDialectRules(dialect: SqlDialect = DEFAULT_SQL_DIALECT): { identifier(name: string): string; string(s: string): string } {
  return DIALECTS[isSqlDialect(dialect) ? dialect : DEFAULT_SQL_DIALECT];
}

function sqlValue(value: JsonValue | undefined, rules: DialectRules): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return rules.boolean(value);
  if (typeof value === 'string') return rules.string(value);
  // Nested objects and arrays go into one column as JSON text (JSON / JSONB / TEXT columns accept it).
  return rules.string(JSON.stringify(value));
}

/**
 * One `INSERT INTO table (col, …) VALUES (…);` per record, with identifiers and strings written for `dialect`
 * (standard SQL by default). Columns are the record's top-level keys; a blank table name becomes `generated_data`.
 */
export function toSql(records: readonly JsonRecord[], tableName: string = DEFAULT_TABLE_NAME, dialect: SqlDialect = DEFAULT_SQL_DIALECT): string {
  const rules = DIALECTS[isSqlDialect(dialect) ? dialect : DEFAULT_SQL_DIALECT];
  const table = rules.identifier(tableName.trim() || DEFAULT_TABLE_NAME);
  let out = '';
  for (const record of records) {
    const keys = Object.keys(record);
    out += `INSERT INTO ${table} (${keys.map(rules.identifier).join(', ')}) VALUES (${keys.map((k) => sqlValue(record[k], rules)).join(', ')});\n`;
  }
  return out;
}
