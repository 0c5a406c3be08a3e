import { headerNames, inferValue, parseCsv } from '../convert/csv';
import { ConvertError, RawNumber } from '../convert/tree';
import { checkJson, JsonEventStream, scanJson, type JsonError } from '../format/json-scanner';
import { CHUNK_BYTES, type ByteSource } from '../format/big-document';
import { readYaml } from '../convert/yaml';
import type { EngineNote } from '../shared/result';
import { partDecoder } from '../shared/utf8';
import { TypesError, walkTree, type JsonEventSink } from './events';

export { TypesError };
import { TYPE_LIMITS, TYPES_CSV_NOTE, type InputFormatId, type TypeErrorCode } from './meta';
import { ShapeBuilder, type Shape } from './shape';
import { inferJsonBytes } from './json-bytes';

/** What one pass over the input found: the shape of every top-level value, and notes on how it was read. */
export interface Inference {
  shape: Shape;
  /** Each line (row) was a record of its own: NDJSON or CSV. */
  perLine: boolean;
  notes: EngineNote[];
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
  if (!text.trim()) throw new TypesError('types-blank');
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
  const error = scanJson(text, builder);
  if (!error) return { shape: builder.root, perLine: false, notes: [] };
  // NDJSON when the first line is a whole value of its own and more lines follow; else the document's error.
  const lines = text.split('\n');
  const first = lines.findIndex((l) => l.trim());
  const more = lines.some((l, k) => k > first && l.trim());
  if (!more || checkJson(lines[first]) !== null) throw new TypesError('types-json-syntax', error.message, error.line, error.column);
  const perLine = new ShapeBuilder();
  lines.forEach((line, k) => scanLine(line, k + 1, perLine));
  return { shape: perLine.root, perLine: true, notes: [] };
}

/** One line of NDJSON into `builder` (a blank line is skipped); an error is reported at `lineNumber`. */
function scanLine(line: string, lineNumber: number, builder: ShapeBuilder): boolean {
  if (!line.trim()) return false;
  const error = scanJson(line, builder);
  if (error) throw new TypesError('types-json-syntax', error.message, lineNumber, error.column);
  return true;
}

/**
 * `onProgress` called at most once per percent of the total (and at the end): each call is a message to the page
 * and a repaint there, and a gigabyte is read in a thousand parts. (When the byte path gives up and the file is read
 * again, progress shows again once the second reading passes the first.)
 */
function everyPercent(onProgress: ReadProgress): ReadProgress {
  let next = 0;
  return (done, total) => {
    if (done < next && done < total) return;
    next = done + total / 100;
    onProgress(done, total);
  };
}

/** The longest line of NDJSON read from a file (64 M characters). */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

/** Progress of reading a file: bytes read of the total. */
export type ReadProgress = (bytesDone: number, bytesTotal: number) => void;

/**
 * Reads a file too large for one string, part by part (the big-file reader's parts, decoded on character
 * boundaries), in memory that holds one part and the shape model: one JSON document through the scanner's event
 * stream, NDJSON a line at a time (when the first line is a whole value and more follows), CSV cut between
 * records. YAML of that size is refused (js-yaml reads whole texts).
 */
export async function inferSource(source: ByteSource, format: InputFormatId, progress?: ReadProgress): Promise<Inference> {
  const onProgress = progress && everyPercent(progress);
  if (format === 'yaml') throw new TypesError('types-yaml-too-large');
  if (format === 'csv') return inferCsvSource(source, onProgress);
  const fast = new ShapeBuilder();
  if (await inferJsonBytes(source, fast, onProgress)) return { shape: fast.root, perLine: false, notes: [] };
  const builder = new ShapeBuilder();
  const decode = partDecoder();
  const opening = new Opening();
  let mode: 'document' | 'lines' | null = null;
  const stream = new JsonEventStream(builder);
  let carry = '';
  let line = 0;
  let values = 0;
  const fail = (e: JsonError) => {
    throw new TypesError('types-json-syntax', e.message, e.line, e.column);
  };
  for (let at = 0; at < source.size; ) {
    const bytes = await source.read(at, Math.min(source.size, at + CHUNK_BYTES));
    at += bytes.length;
    const last = at >= source.size;
    let part = decode(bytes, last);
    if (mode === null) {
      mode = opening.add(part, last) ?? null;
      if (mode === null) {
        onProgress?.(at, source.size);
        continue;
      }
      part = opening.take();
    }
    if (mode === 'document') {
      const e = stream.write(part);
      if (e) fail(e);
    } else {
      const lines = (carry + part).split('\n');
      carry = lines.pop()!;
      for (const l of lines) values += scanLine(l, ++line, builder) ? 1 : 0;
      if (carry.length > MAX_LINE_CHARS) throw new TypesError('types-json-syntax', 'a line is longer than 64 M characters', line + 1);
    }
    onProgress?.(at, source.size);
  }
  if (mode === 'lines') {
    values += scanLine(carry, line + 1, builder) ? 1 : 0;
    if (values === 0) throw new TypesError('types-no-data');
    return { shape: builder.root, perLine: true, notes: [] };
  }
  const e = stream.end();
  if (e) fail(e);
  return { shape: builder.root, perLine: false, notes: [] };
}

/**
 * The start of a file, held until it tells how to read the file: `lines` (NDJSON) when its first line is a whole
 * JSON value and another value follows on another line, `document` otherwise (also when no line has ended within
 * the first 64 M characters). Each part is searched once, so a file without line breaks costs one pass.
 */
class Opening {
  private parts: string[] = [];
  private length = 0;
  /** 0: before the first value; 1: in the first line (which starts at `start`); 2: after a first line that is a whole value. */
  private phase = 0;
  private start = 0;

  /** Adds the next part; the decision once it can be made (`last`: no part follows). */
  add(part: string, last: boolean): 'document' | 'lines' | undefined {
    const offset = this.length;
    this.parts.push(part);
    this.length += part.length;
    let from = 0;
    if (this.phase === 0) {
      from = part.search(/\S/);
      if (from < 0) return last ? 'document' : undefined;
      this.phase = 1;
      this.start = offset + from;
    }
    if (this.phase === 1) {
      const end = part.indexOf('\n', from);
      if (end < 0) return last || this.length - this.start > MAX_LINE_CHARS ? 'document' : undefined;
      const text = this.take();
      this.parts = [text];
      if (checkJson(text.slice(this.start, offset + end)) !== null) return 'document';
      this.phase = 2;
      from = end;
    }
    if (part.slice(from).search(/\S/) >= 0) return 'lines';
    return last ? 'document' : undefined;
  }

  /** The text held so far. */
  take(): string {
    return this.parts.length === 1 ? this.parts[0] : this.parts.join('');
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

/** CSV records sent as row events: the first record is the header; blank lines between records are skipped. */
class CsvRows {
  private names: string[] | null = null;
  private raws: string[] = [];
  notes: EngineNote[] = [];

  constructor(readonly builder: ShapeBuilder) {}

  add(rows: string[][]): void {
    let r = 0;
    if (!this.names && rows.length) {
      const header = headerNames(rows[0]);
      this.names = header.names;
      this.raws = header.names.map((n) => JSON.stringify(n));
      this.notes = header.notes;
      r = 1;
    }
    const names = this.names!;
    for (; r < rows.length; r++) {
      const row = rows[r];
      if (row.length === 1 && row[0] === '' && names.length > 1) continue;
      csvRow(names, this.raws, row, this.builder);
    }
  }

  /** The inference, once every row is in: a column is numbers or booleans only when all its cells are. */
  finish(): Inference {
    for (const f of this.builder.root.fieldList) {
      const s = f.shape;
      const other = s.ints + s.fractions + s.bools;
      if (s.strings > 0 && other > 0) {
        s.strings += other;
        s.ints = s.fractions = s.bools = 0;
        s.formats = 0;
        s.values = null;
      }
    }
    const notes = [...this.notes, TYPES_CSV_NOTE];
    return { shape: this.builder.root, perLine: true, notes };
  }
}

/** The converters' CSV reader on `text`, its refusal as ours (lines counted from `lineBase`). */
function csvRecords(text: string, lineBase = 0): string[][] {
  try {
    return parseCsv(text);
  } catch (e) {
    if (e instanceof ConvertError && e.line !== undefined) refused(new ConvertError(e.message, e.line + lineBase, e.column), 'types-csv-syntax');
    refused(e, 'types-csv-syntax');
  }
}

function inferCsv(text: string, builder: ShapeBuilder): Inference {
  const rows = new CsvRows(builder);
  rows.add(csvRecords(text));
  return rows.finish();
}

/**
 * Where CSV text can be cut between records, as the converters' reader reads it: the end of the last line break
 * outside a quoted field, scanning on from a saved state (a quote opens a field only at its start; inside, `""` is
 * a quote). A line break at the very end of the text is not taken when it is a CR (its LF may follow).
 */
class CsvCuts {
  private inQuotes = false;
  private fieldStart = true;
  /** The offset the next scan starts from. */
  at = 0;

  /** The last cut in text[at, end), or −1. */
  scan(text: string): number {
    let cut = -1;
    const n = text.length;
    let i = this.at;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (this.inQuotes) {
        if (c === 34) {
          if (i + 1 >= n) break; // the next part tells whether this quote is doubled
          if (text.charCodeAt(i + 1) === 34) i++;
          else this.inQuotes = false;
        }
        continue;
      }
      if (c === 34 && this.fieldStart) this.inQuotes = true;
      else if (c === 10 || (c === 13 && i + 1 < n && text.charCodeAt(i + 1) !== 10)) cut = i + 1;
      else if (c === 13 && i + 1 >= n) break;
      this.fieldStart = c === 44 || c === 10 || c === 13;
    }
    this.at = i;
    return cut;
  }

  /** The text was cut at `cut`: offsets move back. */
  shift(cut: number): void {
    this.at -= cut;
  }
}

/** CSV read from a file in parts: cut between records, each run read by the converters' reader. */
async function inferCsvSource(source: ByteSource, onProgress?: ReadProgress): Promise<Inference> {
  const rows = new CsvRows(new ShapeBuilder());
  const cuts = new CsvCuts();
  const decode = partDecoder();
  let pending = '';
  let lines = 0;
  for (let at = 0; at < source.size; ) {
    const bytes = await source.read(at, Math.min(source.size, at + CHUNK_BYTES));
    at += bytes.length;
    pending += decode(bytes, at >= source.size);
    const cut = cuts.scan(pending);
    if (cut > 0) {
      const run = pending.slice(0, cut);
      rows.add(csvRecords(run, lines));
      lines += lineBreaks(run);
      pending = pending.slice(cut);
      cuts.shift(cut);
    }
    if (pending.length > MAX_LINE_CHARS) throw new TypesError('types-csv-syntax', 'a record is longer than 64 M characters', lines + 1);
    onProgress?.(at, source.size);
  }
  pending += decode(undefined, true);
  if (pending) rows.add(csvRecords(pending, lines));
  return rows.finish();
}

/** Line breaks in text (CRLF, LF or CR), as the CSV reader counts lines. */
function lineBreaks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}
