import { toCsvText, type CsvOptions } from '../shared/csv';
import type { JsonRecord, JsonValue } from './generate';

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
  /** CSV: neutralise cells that would start a spreadsheet formula (default true). */
  protectFormulas?: boolean;
}

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

function sqlValue(value: JsonValue | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return quoteString(value);
  // Nested objects and arrays go into one column as JSON text (JSON / JSONB / TEXT columns accept it).
  return quoteString(JSON.stringify(value));
}

/**
 * One standard-SQL `INSERT INTO "table" ("col", …) VALUES (…);` per record. Columns are the record's top-level
 * keys; a blank table name becomes `generated_data`.
 */
export function toSql(records: readonly JsonRecord[], tableName: string = DEFAULT_TABLE_NAME): string {
  const table = quoteIdentifier(tableName.trim() || DEFAULT_TABLE_NAME);
  let out = '';
  for (const record of records) {
    const keys = Object.keys(record);
    out += `INSERT INTO ${table} (${keys.map(quoteIdentifier).join(', ')}) VALUES (${keys.map((k) => sqlValue(record[k])).join(', ')});\n`;
  }
  return out;
}
