import { headerNames, inferValue, parseCsv } from '../convert/csv';
import { ConvertError, parseJsonTree, RawNumber } from '../convert/tree';
import { readYaml } from '../convert/yaml';
import { TypesError, walkTree, type JsonEventSink } from './events';
import { TYPE_LIMITS, type InputFormatId, type TypeErrorCode } from './meta';
import { ShapeBuilder, type Shape } from './shape';

/** What one pass over the input found: the shape of every top-level value, and notes on how it was read. */
export interface Inference {
  shape: Shape;
  /** Each line (row) was a record of its own: NDJSON or CSV. */
  perLine: boolean;
  notes: string[];
}

/** A converter's refusal as the types' refusal of that input kind, keeping its line and column. */
function refused(e: unknown, code: TypeErrorCode): never {
  if (e instanceof ConvertError) throw new TypesError(code, e.message.replace(/^Invalid (?:JSON|YAML|CSV): /, ''), e.line, e.column);
  throw e;
}

/**
 * Reads text of the given kind into the shape model. JSON goes through the converters' lossless reader for now;
 * several values, one per line, are NDJSON.
 */
export function inferText(text: string, format: InputFormatId): Inference {
  if (!text.trim()) throw new TypesError('blank');
  const builder = new ShapeBuilder();
  if (format === 'csv') return inferCsv(text, builder);
  if (format === 'yaml') {
    if (text.length > TYPE_LIMITS.maxYamlChars) throw new TypesError('types-yaml-too-large');
    let read: ReturnType<typeof readYaml>;
    try {
      read = readYaml(text);
    } catch (e) {
      refused(e, 'types-yaml-syntax');
    }
    walkTree(read.value, builder);
    return { shape: builder.root, perLine: false, notes: read.notes };
  }
  try {
    walkTree(parseJsonTree(text).value, builder);
    return { shape: builder.root, perLine: false, notes: [] };
  } catch (e) {
    const lines = text.split('\n').filter((l) => l.trim());
    if (!(e instanceof ConvertError) || lines.length < 2) refused(e, 'types-json-syntax');
    // NDJSON: every non-blank line is one value.
    const perLine = new ShapeBuilder();
    let n = 0;
    for (const line of text.split('\n')) {
      n++;
      if (!line.trim()) continue;
      let value;
      try {
        value = parseJsonTree(line).value;
      } catch (lineError) {
        // The line's own error, at its place in the whole input.
        if (lineError instanceof ConvertError) {
          throw new TypesError('types-json-syntax', lineError.message.replace(/^Invalid JSON: /, ''), n, lineError.column);
        }
        throw lineError;
      }
      walkTree(value, perLine);
    }
    return { shape: perLine.root, perLine: true, notes: [] };
  }
}

/** Sends the events of one CSV row as an object: cells typed as the CSV to JSON converter infers them, empty cells null. */
function csvRow(names: readonly string[], raws: readonly string[], row: readonly string[], sink: JsonEventSink) {
  sink.beginObject();
  for (let k = 0; k < names.length; k++) {
    sink.key(raws[k]);
    const cell = row[k] ?? '';
    if (cell === '') {
      sink.value('null', 'null');
      continue;
    }
    const v = inferValue(cell, true);
    if (v === true) sink.value('true', 'true');
    else if (v === false) sink.value('false', 'false');
    else if (v === null) sink.value('null', 'null');
    else if (typeof v === 'number') sink.value('number', cell);
    else if (v instanceof RawNumber) sink.value('number', v.text);
    else sink.value('string', JSON.stringify(cell));
  }
  sink.endObject();
}

function inferCsv(text: string, builder: ShapeBuilder): Inference {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (e) {
    refused(e, 'types-csv-syntax');
  }
  const { names, notes } = headerNames(rows[0]);
  const raws = names.map((n) => JSON.stringify(n));
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r];
    if (row.length === 1 && row[0] === '' && names.length > 1) continue;
    csvRow(names, raws, row, builder);
  }
  // A column is numbers or booleans only when all its cells are; else every cell is its text.
  for (const f of builder.root.fieldList) {
    const s = f.shape;
    const other = s.ints + s.fractions + s.bools;
    if (s.strings > 0 && other > 0) {
      s.strings += other;
      s.ints = s.fractions = s.bools = 0;
      s.formats = 0;
      s.values = null;
    }
  }
  notes.push('A column is a number or a boolean only when every cell of it reads as one; empty cells are null.');
  return { shape: builder.root, perLine: true, notes };
}
