/**
 * CSV writing for every CSV file the site produces: RFC 4180 (fields quoted when they hold a comma, quote, CR or
 * LF; quotes doubled; CRLF record ends), with protection against spreadsheet formula injection.
 */

/** A cell value: strings as they are, numbers and booleans as their text, null and undefined as empty. */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  /**
   * Formula protection (OWASP "CSV Injection"), on unless `false`: a cell whose text starts with `=`, `+`, `-`,
   * `@`, tab or carriage return gets a leading `'`, so Excel, LibreOffice and Google Sheets show it as text instead
   * of running it as a formula. Cells that are plain numbers (`-5`, `+3.25`, `-1e3`) are left alone: a spreadsheet
   * reads them as numbers, never as formulas, and prefixing them would turn every negative number into text.
   */
  protectFormulas?: boolean;
}

/** Characters that make a spreadsheet treat a cell as a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, optionally signed, with an optional exponent: safe to leave as it is. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The user-facing rule, shown beside the option that turns protection off. */
export const FORMULA_PROTECTION_HELP =
  "Cells starting with =, +, -, @, tab or carriage return get a leading ' so spreadsheets show them as text " +
  'instead of running them as formulas. Plain numbers such as -5 are left alone.';

/** The text of `value` as a spreadsheet should read it: prefixed with `'` when it would start a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One CSV field: formula protection (unless turned off), then RFC 4180 quoting when needed. */
export function csvField(value: CsvValue, options: CsvOptions = {}): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (options.protectFormulas !== false) s = neutraliseFormula(s);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV text of `rows` (the first is usually the header row), each record ended by CRLF. */
export function toCsvText(rows: Iterable<readonly CsvValue[]>, options: CsvOptions = {}): string {
  let out = '';
  for (const row of rows) out += row.map((v) => csvField(v, options)).join(',') + '\r\n';
  return out;
}

/** A one-column CSV: a header cell, then one record per value. */
export function singleColumnCsv(header: string, values: readonly string[], options: CsvOptions = {}): string {
  return toCsvText([[header], ...values.map((v) => [v])], options);
}
