import { neutraliseFormula, toCsvText, type CsvValue } from '../shared/csv';
import { ConvertError, MAX_DEPTH, tooDeep, RawNumber, numberOf, parseJsonTree, writeJson, type JObject, type JValue } from './tree';
import { convertNote } from './meta';
import type { Conversion, ConvertOptions } from './types';
import type { EngineNote } from '../shared/result';

// ---------------------------------------------------------------------------------------------------------------
// JSON → CSV

/** A cell's text: strings as they are, numbers as their exact digits, arrays and empty objects as JSON text. */
function cellOf(v: JValue): CsvValue {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof RawNumber) return v.text;
  return writeJson(v, 0);
}

/**
 * One record per element of a top-level array (a single object gives one record). Nested objects are flattened
 * into dotted column names (`address.city`), arrays and empty objects are written as JSON text; the header is the
 * union of the columns in the order they first appear. RFC 4180 with the site's formula protection.
 */
export function jsonToCsv(text: string, options: ConvertOptions = {}): Conversion {
  const { value, duplicateKeys } = parseJsonTree(text);
  const notes: EngineNote[] = [];
  if (duplicateKeys > 0) notes.push(convertNote('convert-note-csv-duplicate-keys', { count: duplicateKeys }));
  let records: JValue[];
  if (Array.isArray(value)) records = value;
  else if (value instanceof Map) {
    records = [value];
    notes.push(convertNote('convert-note-csv-single-row'));
  } else throw new ConvertError({ code: 'convert-csv-single-value' });

  const columns = new Map<string, number>();
  const rows: CsvValue[][] = [];
  let nulls = false;
  let nonObjects = 0;
  let collisions = 0;
  let nested = false;
  let arrays = false;

  const column = (name: string) => {
    let c = columns.get(name);
    if (c === undefined) columns.set(name, (c = columns.size));
    return c;
  };
  const flatten = (obj: JObject, prefix: string, row: CsvValue[], seen: Set<number>, depth: number) => {
    if (depth > MAX_DEPTH) throw tooDeep();
    for (const [k, v] of obj) {
      const name = prefix + k;
      if (v instanceof Map && v.size > 0) {
        nested = true;
        flatten(v, name + '.', row, seen, depth + 1);
        continue;
      }
      const c = column(name);
      if (seen.has(c)) collisions++;
      seen.add(c);
      if (v === null) nulls = true;
      if (Array.isArray(v)) arrays = true;
      row[c] = cellOf(v);
    }
  };

  for (const record of records) {
    const row: CsvValue[] = [];
    if (record instanceof Map) flatten(record, '', row, new Set(), 0);
    else {
      nonObjects++;
      row[column('value')] = cellOf(record);
    }
    rows.push(row);
  }

  const header = [...columns.keys()];
  for (const row of rows) row.length = header.length;
  const protect = options.protectFormulas !== false;
  let protectedCells = 0;
  if (protect) {
    for (const row of [header, ...rows]) {
      for (const cell of row) if (typeof cell === 'string' && neutraliseFormula(cell) !== cell) protectedCells++;
    }
  }
  const csv = header.length === 0 ? '' : toCsvText([header, ...rows], { protectFormulas: protect });

  if (nested) notes.push(convertNote('convert-note-csv-nested'));
  if (arrays) notes.push(convertNote('convert-note-csv-arrays'));
  if (nulls) notes.push(convertNote('convert-note-csv-nulls'));
  if (nonObjects > 0) notes.push(convertNote('convert-note-csv-non-objects', { count: nonObjects }));
  if (collisions > 0) notes.push(convertNote('convert-note-csv-collisions', { count: collisions }));
  if (protectedCells > 0) notes.push(convertNote('convert-note-csv-formulas', { count: protectedCells }));
  if (records.length === 0) notes.push(convertNote('convert-note-csv-empty-array'));
  return { text: csv, notes };
}

// ---------------------------------------------------------------------------------------------------------------
// CSV → JSON

/** The records of RFC 4180 text (also accepting LF or CR line ends and a leading byte order mark). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let record: string[] = [];
  let line = 1;
  let lineStart = i;
  while (i <= n) {
    let field: string;
    if (text.charCodeAt(i) === 34) {
      const startLine = line;
      const startCol = i - lineStart + 1;
      let parts = '';
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q === -1) throw new ConvertError({ code: 'convert-csv-unclosed-quote' }, startLine, startCol);
        parts += text.slice(from, q);
        if (text.charCodeAt(q + 1) === 34) {
          parts += '"';
          from = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      for (let k = parts.indexOf('\n'); k !== -1; k = parts.indexOf('\n', k + 1)) line++;
      field = parts;
      // Text after the closing quote up to the separator is kept as it is (lenient, as spreadsheets are).
      let e = i;
      while (e < n && text.charCodeAt(e) !== 44 && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 13) e++;
      field += text.slice(i, e);
      i = e;
    } else {
      let e = i;
      while (e < n) {
        const c = text.charCodeAt(e);
        if (c === 44 || c === 10 || c === 13) break;
        e++;
      }
      field = text.slice(i, e);
      i = e;
    }
    record.push(field);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i++;
      continue;
    }
    // End of record (CRLF, LF, CR or the end of the text).
    if (c === 13 && text.charCodeAt(i + 1) === 10) i += 2;
    else i++;
    line++;
    lineStart = i;
    records.push(record);
    record = [];
    if (i >= n) break;
  }
  return records;
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A value read as text, or — with type inference — as JSON's `true`, `false`, `null` or a number (digits kept). */
export function inferValue(s: string, infer: boolean): JValue {
  if (!infer) return s;
  if (s === 'true') return true;
  if (s === 'false') return false;
  if (s === 'null') return null;
  if (NUMBER.test(s)) return numberOf(s);
  return s;
}

/**
 * The keys of a header row: an empty name is named by its position (`column3`), a repeated one gets a suffix
 * (`_2`, `_3`…); with notes saying so.
 */
export function headerNames(row: readonly string[]): { names: string[]; used: Set<string>; notes: EngineNote[] } {
  const notes: EngineNote[] = [];
  const header = row.map((h, k) => (h === '' ? `column${k + 1}` : h));
  const renamed = new Set<string>();
  const names: string[] = [];
  const used = new Set<string>();
  for (const h of header) {
    let name = h;
    for (let k = 2; used.has(name); k++) name = `${h}_${k}`;
    if (name !== h) renamed.add(h);
    used.add(name);
    names.push(name);
  }
  if (renamed.size > 0) notes.push(convertNote('convert-note-csv-repeated-columns', { names: [...renamed].join(', ') }));
  if (row.some((h) => h === '')) notes.push(convertNote('convert-note-csv-empty-columns'));
  return { names, used, notes };
}

/**
 * One object per record after the header row, keyed by the header's names in their order. Every value is a string
 * unless `inferTypes` is on. Missing cells are empty strings; cells beyond the header get a column name.
 */
export function csvToJson(text: string, options: ConvertOptions = {}): Conversion {
  const records = parseCsv(text);
  if (records.length === 0 || (records.length === 1 && records[0].length === 1 && records[0][0] === '')) {
    throw new ConvertError({ code: 'convert-csv-empty' });
  }
  const { names, used, notes } = headerNames(records[0]);

  const infer = options.inferTypes === true;
  const out: JValue[] = [];
  let extra = 0;
  let short = 0;
  for (let r = 1; r < records.length; r++) {
    const rec = records[r];
    // A blank line between records is skipped.
    if (rec.length === 1 && rec[0] === '' && names.length > 1) continue;
    const obj: JObject = new Map();
    for (let k = 0; k < names.length; k++) obj.set(names[k], inferValue(rec[k] ?? '', infer));
    if (rec.length < names.length) short++;
    for (let k = names.length; k < rec.length; k++) {
      let name = `column${k + 1}`;
      while (used.has(name) && !obj.has(name)) name += '_';
      obj.set(name, inferValue(rec[k], infer));
      extra++;
    }
    out.push(obj);
  }
  if (short > 0) notes.push(convertNote('convert-note-csv-short-rows', { count: short }));
  if (extra > 0) notes.push(convertNote('convert-note-csv-extra-cells', { count: extra }));
  return { text: writeJson(out) + '\n', notes };
}
