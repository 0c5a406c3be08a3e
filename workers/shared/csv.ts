/**
 * CSV writing for every CSV file the site produces: RFC 4180 (fields quoted when they hold a comma, quote, CR or
 * LF; quotes doubled; CRLF record ends), with protection against spreadsheet formula injection.
 */

/** A cell value: strings as they are, numbers and booleans as their text, null and undefined as empty. */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  /**
   * Formula protection (OWASP "CSV Injection"), on unless `false`: a cell a spreadsheet could run as a formula
   * gets a leading `'` (see {@link neutraliseFormula}), so Excel, LibreOffice and Google Sheets show it as text.
   */
  protectFormulas?: boolean;
}

/** A leading character that starts a formula (a spreadsheet may drop a leading tab or carriage return and run the rest). */
const FORMULA_START = /^[=@\t\r]/;
/**
 * What may follow a leading `+` or `-` and still be data: a plain number (`-12.5`, `+3`, `-1e3`), or a phone
 * number — digits, spaces and `. ( ) / -` only, with at least one digit (`+31 6 12345678`, `+1 (555) 010-0199`).
 * Holding no letter (but a number's exponent), `|`, `!` or quote, such a cell is at most arithmetic on numbers: it
 * cannot call a function, a link or another program.
 */
const SIGNED_DATA = /^[+-](?:(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|[\d .()/-]*\d[\d .()/-]*)$/;


/**
 * The text of a cell as a spreadsheet should read it: prefixed with `'` when it could run as a formula (OWASP's
 * leading `=`, `@`, tab or carriage return, or `+`/`-` followed by anything other than a number or a phone
 * number). Numbers, phone numbers and dates are never altered, so generated data passes validators as written.
 */
export function neutraliseFormula(text: string): string {
  const c = text.charCodeAt(0);
  if (c === 43 /* + */ || c === 45 /* - */) return SIGNED_DATA.test(text) ? text : `'${text}`;
  return FORMULA_START.test(text) ? `'${text}` : text;
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
