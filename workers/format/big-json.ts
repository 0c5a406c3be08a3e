import { resized } from '../shared/typed-arrays';
import { fail, ok, type Result } from '../shared/result';
import { describeChar } from './languages/json';
import { BIG_FILE_CEILING } from '../shared/meta';
import {
  blobSource, bytesSource, CHECKPOINT_LINES, ChunkedDocument, CHUNK_BYTES, LineCounter, MAX_LINE_CHARS, readAhead,
  type BigDocument, type BigLayout, type BigLines, type BigSummary, type ByteSource, type IndexProgress,
} from './big-document';

/**
 * The formatter's path for JSON files too large to be one string (up to {@link BIG_FILE_CEILING}): the file is
 * read in chunks of bytes, each decoded on its own, and one resumable pass validates it with the same strictness
 * and messages as formatJson (languages/json.ts) while counting the formatted output's lines. Every
 * {@link CHECKPOINT_LINES}th output line gets a checkpoint (chunk, offset, parser state, open containers), so any
 * range of output lines is produced on demand from the nearest checkpoint; the formatted output itself is never
 * held. The output is character for character the small path's (`JSON.stringify(value, null, 2)`'s layout, every
 * token as written).
 */

/** The largest file the big path accepts (2 GiB), shared with the page and Text Compare. */
export { BIG_FILE_CEILING };
export { CHUNK_BYTES, CHECKPOINT_LINES, MAX_LINE_CHARS, blobSource, bytesSource, readAhead };
export type { ByteSource, BigLines, IndexProgress };
/** The layout options and the result of indexing (the names the page used before XML had a big path). */
export type BigJsonLayout = BigLayout;
export type BigJsonSummary = BigSummary;
/**
 * Containers spanning at least this many output lines have their first and last line recorded while indexing (for
 * foldEnd); shorter ones are found from the nearest checkpoint, producing at most twice this many lines.
 */
export const FOLD_INDEX_LINES = 256;

const S_VALUE = 0;
const S_AFTER = 1;
const S_KEY = 2;
const S_COLON = 3;
const S_OPENED = 4;
const S_STRING = 5;
const S_NUMBER = 6;
const S_LITERAL = 7;

// Number sub-states.
const N_SIGN = 0;
const N_ZERO = 1;
const N_INT = 2;
const N_DOT = 3;
const N_FRAC = 4;
const N_E = 5;
const N_ESIGN = 6;
const N_EXP = 7;

const ARRAY = 0;
const OBJECT = 1;

const LITERALS = ['true', 'false', 'null'];
const encoder = new TextEncoder();

interface Checkpoint {
  chunk: number;
  offset: number;
  state: number;
  depth: number;
  stack: Uint8Array;
  indent: number;
  close: number;
}

/** The parser's whole state between two characters. */
class Machine {
  state = S_VALUE;
  depth = 0;
  stack = new Uint8Array(256);
  /** The output line each open container starts on (−1: unknown, before the checkpoint a pass resumed from). */
  opens = new Float64Array(256);
  /**
   * Containers spanning at least this many lines (first to last line) are handed to `onFold`; Infinity: none.
   */
  foldMin = Infinity;
  onFold: (open: number, close: number) => void = () => {};
  /** Lowest stack slot written since `snap` was taken. */
  minWrite = 0;
  snap: Uint8Array | null = null;
  afterComma = false;
  openKind = ARRAY;
  isKey = false;
  /** In a string: 0, or 1 after a backslash, or 2 + hex digits read after `\u`. */
  esc = 0;
  num = N_SIGN;
  lit = 0;
  litMatched = 0;
  tokenStart = 0;
  /** Output lines started so far (line 0 starts the output). */
  line = 0;
  consumed = false;
  /** Output produced since it was last taken (UTF-8), when producing output. */
  buf = new Uint8Array(0);
  o = 0;

  /** Appends text[a, b) as UTF-8 (a chunk's text never splits a surrogate pair). */
  put(text: string, a: number, b: number) {
    if (this.o + 3 * (b - a) > this.buf.length) this.grow(3 * (b - a));
    const buf = this.buf;
    if (b - a > 64) {
      this.o += encoder.encodeInto(text.slice(a, b), buf.subarray(this.o)).written;
      return;
    }
    let o = this.o;
    for (let k = a; k < b; k++) {
      const c = text.charCodeAt(k);
      if (c < 0x80) buf[o++] = c;
      else if (c < 0x800) {
        buf[o++] = 0xc0 | (c >> 6);
        buf[o++] = 0x80 | (c & 63);
      } else if (c >= 0xd800 && c <= 0xdbff) {
        const cp = ((c - 0xd800) << 10) + (text.charCodeAt(++k) - 0xdc00) + 0x10000;
        buf[o++] = 0xf0 | (cp >> 18);
        buf[o++] = 0x80 | ((cp >> 12) & 63);
        buf[o++] = 0x80 | ((cp >> 6) & 63);
        buf[o++] = 0x80 | (cp & 63);
      } else {
        buf[o++] = 0xe0 | (c >> 12);
        buf[o++] = 0x80 | ((c >> 6) & 63);
        buf[o++] = 0x80 | (c & 63);
      }
    }
    this.o = o;
  }

  /** Appends ASCII bytes. */
  ascii(a: number, b = -1) {
    if (this.o + 2 > this.buf.length) this.grow(2);
    this.buf[this.o++] = a;
    if (b >= 0) this.buf[this.o++] = b;
  }

  /** Appends a line break and `count` indentation characters. */
  newline(count: number, char: number) {
    if (this.o + count + 2 > this.buf.length) this.grow(count + 2);
    const buf = this.buf;
    buf[this.o++] = 10;
    if (count < 32) for (let k = 0; k < count; k++) buf[this.o++] = char;
    else {
      buf.fill(char, this.o, this.o + count);
      this.o += count;
    }
  }

  grow(need: number) {
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.o + need + 65536));
    next.set(this.buf.subarray(0, this.o));
    this.buf = next;
  }

  /** The output so far (a copy), and starts anew. */
  take(): Uint8Array<ArrayBuffer> {
    const out = this.buf.slice(0, this.o);
    this.o = 0;
    return out;
  }

  push(kind: number) {
    if (this.depth === this.stack.length) {
      this.stack = resized(this.stack, this.stack.length * 2);
    }
    if (this.depth >= this.opens.length) {
      this.opens = resized(this.opens, Math.max(this.stack.length, this.depth + 1));
    }
    if (this.depth < this.minWrite) this.minWrite = this.depth;
    this.opens[this.depth] = this.line;
    this.stack[this.depth++] = kind;
  }

  snapshot(): Uint8Array {
    if (this.snap && this.minWrite >= this.depth && this.snap.length >= this.depth) return this.snap;
    this.snap = this.stack.slice(0, this.depth);
    this.minWrite = this.depth;
    return this.snap;
  }
}

/** A syntax error: message and global UTF-16 position, turned into line and column by the caller. */
interface SyntaxFailure {
  message: string;
  pos: number;
}

/** What a pass over the chunks does with what it finds. */
interface Sink {
  /** True to append the output to the machine's buffer. */
  emit: boolean;
  /** A new output line starts; returns false to stop the pass. */
  newline(m: Machine, chunk: number, offset: number, indent: number, close: number): boolean;
}

/**
 * Runs the machine over `text` (chunk `chunk`, first character at global position `base`) from `from`.
 * Returns the offset where it stopped (text.length when it ran to the end), or a failure.
 */
function run(
  m: Machine,
  text: string,
  from: number,
  chunk: number,
  base: number,
  sink: Sink,
  unitWidth: number,
  unitChar: number,
  stop: { stopped: boolean },
): number | SyntaxFailure {
  const n = text.length;
  const emit = sink.emit;
  let i = from;
  const newline = (indent: number, close: number): boolean => {
    m.line++;
    if (!sink.newline(m, chunk, i, indent, close)) {
      stop.stopped = true;
      return false;
    }
    if (emit) {
      m.newline(indent * unitWidth, unitChar);
      if (close) m.ascii(close);
    }
    return true;
  };
  while (i < n) {
    let c = text.charCodeAt(i);
    const state = m.state;
    if (state === S_STRING) {
      const start = i;
      for (;;) {
        if (m.esc === 0) {
          while (i < n && (c = text.charCodeAt(i)) >= 0x20 && c !== 34 && c !== 92) i++;
          if (i >= n) break;
          if (c === 34) {
            i++;
            if (emit) m.put(text, start, i);
            m.state = m.isKey ? S_COLON : S_AFTER;
            break;
          }
          if (c === 92) {
            m.esc = 1;
            i++;
            continue;
          }
          return { message: `Control character ${describeChar(text, i)} must be escaped in a string`, pos: base + i };
        }
        if (i >= n) break;
        c = text.charCodeAt(i);
        if (m.esc === 1) {
          if (c === 117) {
            m.esc = 2;
            i++;
            continue;
          }
          if (c === 34 || c === 92 || c === 47 || c === 98 || c === 102 || c === 110 || c === 114 || c === 116) {
            m.esc = 0;
            i++;
            continue;
          }
          const next = describeChar(text, i);
          return {
            message: next.startsWith("'") ? `Invalid escape sequence '\\${next.slice(1)}` : `Invalid escape sequence: '\\' followed by ${next}`,
            pos: base + i - 1,
          };
        }
        // \u with esc − 2 hex digits read
        if ((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)) {
          m.esc = m.esc === 5 ? 0 : m.esc + 1;
          i++;
          continue;
        }
        return { message: 'Invalid \\u escape: expected 4 hexadecimal digits', pos: base + i - (m.esc - 2) - 2 };
      }
      if (i >= n && m.state === S_STRING && emit) m.put(text, start, n);
      continue;
    }
    if (state === S_NUMBER) {
      const start = i;
      let ended = false;
      while (i < n) {
        c = text.charCodeAt(i);
        const digit = c >= 48 && c <= 57;
        const num = m.num;
        if (num === N_SIGN) {
          if (c === 48) m.num = N_ZERO;
          else if (digit) m.num = N_INT;
          else return { message: `Expected a digit after '-', found ${describeChar(text, i)}`, pos: base + i };
        } else if (num === N_ZERO || num === N_INT || num === N_FRAC) {
          if (digit) {
            if (num === N_ZERO) return { message: 'Leading zeros are not allowed in numbers', pos: m.tokenStart };
          } else if (c === 46 && num !== N_FRAC) m.num = N_DOT;
          else if (c === 101 || c === 69) m.num = N_E;
          else {
            ended = true;
            break;
          }
        } else if (num === N_DOT) {
          if (digit) m.num = N_FRAC;
          else return { message: `Expected a digit after '.', found ${describeChar(text, i)}`, pos: base + i };
        } else if (num === N_E) {
          if (c === 43 || c === 45) m.num = N_ESIGN;
          else if (digit) m.num = N_EXP;
          else return { message: `Expected a digit in the exponent, found ${describeChar(text, i)}`, pos: base + i };
        } else if (num === N_ESIGN) {
          if (digit) m.num = N_EXP;
          else return { message: `Expected a digit in the exponent, found ${describeChar(text, i)}`, pos: base + i };
        } else if (!digit) {
          ended = true;
          break;
        }
        i++;
      }
      if (emit && i > start) m.put(text, start, i);
      if (ended) m.state = S_AFTER;
      continue;
    }
    if (state === S_LITERAL) {
      const word = LITERALS[m.lit];
      while (i < n && m.litMatched < word.length) {
        if (text.charCodeAt(i) !== word.charCodeAt(m.litMatched)) return { message: `Invalid literal: expected '${word}'`, pos: m.tokenStart };
        m.litMatched++;
        i++;
      }
      if (m.litMatched === word.length) {
        if (emit) m.put(word, 0, word.length);
        m.state = S_AFTER;
      }
      continue;
    }
    // Whitespace between tokens.
    if (c === 32 || c === 10 || c === 13 || c === 9) {
      i++;
      continue;
    }
    if (state === S_AFTER) {
      if (m.depth === 0) return { message: `Unexpected ${describeChar(text, i)} after the JSON value`, pos: base + i };
      const kind = m.stack[m.depth - 1];
      if (c === 44) {
        i++;
        if (emit) m.ascii(44);
        m.state = kind === OBJECT ? S_KEY : S_VALUE;
        m.afterComma = true;
        if (!newline(m.depth, 0)) return i;
      } else if (c === (kind === OBJECT ? 125 : 93)) {
        i++;
        m.depth--;
        // The closing bracket starts the next line.
        if (m.line + 1 - m.opens[m.depth] >= m.foldMin) m.onFold(m.opens[m.depth], m.line + 1);
        if (!newline(m.depth, c)) return i;
      } else if (kind === OBJECT) {
        return { message: `Expected ',' or '}' after property value, found ${describeChar(text, i)}`, pos: base + i };
      } else {
        return { message: `Expected ',' or ']' after array element, found ${describeChar(text, i)}`, pos: base + i };
      }
      continue;
    }
    if (state === S_OPENED) {
      const close = m.openKind === OBJECT ? 125 : 93;
      if (c === close) {
        i++;
        if (emit) m.ascii(close);
        m.state = S_AFTER;
        continue;
      }
      m.push(m.openKind);
      m.state = m.openKind === OBJECT ? S_KEY : S_VALUE;
      m.afterComma = false;
      if (!newline(m.depth, 0)) return i;
      continue;
    }
    if (state === S_COLON) {
      if (c !== 58) return { message: `Expected ':' after property name, found ${describeChar(text, i)}`, pos: base + i };
      i++;
      if (emit) m.ascii(58, 32);
      m.state = S_VALUE;
      m.afterComma = false;
      continue;
    }
    if (c === 34) {
      m.isKey = state === S_KEY;
      m.state = S_STRING;
      m.esc = 0;
      m.tokenStart = base + i;
      m.consumed = true;
      // The opening quote is emitted with the string's first piece.
      const start = i;
      i++;
      let d = 0;
      while (i < n && (d = text.charCodeAt(i)) >= 0x20 && d !== 34 && d !== 92) i++;
      if (i < n && d === 34) {
        i++;
        if (emit) m.put(text, start, i);
        m.state = m.isKey ? S_COLON : S_AFTER;
      } else if (emit) m.put(text, start, i);
      continue;
    }
    if (state === S_KEY) {
      if (c === 125 && m.afterComma) return { message: "Trailing comma before '}' is not allowed", pos: base + i };
      return { message: `Expected a property name in double quotes, found ${describeChar(text, i)}`, pos: base + i };
    }
    // S_VALUE
    m.consumed = true;
    if (c === 123 || c === 91) {
      i++;
      if (emit) m.ascii(c);
      m.openKind = c === 123 ? OBJECT : ARRAY;
      m.state = S_OPENED;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      m.tokenStart = base + i;
      m.state = S_NUMBER;
      m.num = c === 45 ? N_SIGN : c === 48 ? N_ZERO : N_INT;
      if (emit) m.ascii(c);
      i++;
    } else if (c === 116 || c === 102 || c === 110) {
      m.tokenStart = base + i;
      m.state = S_LITERAL;
      m.lit = c === 116 ? 0 : c === 102 ? 1 : 2;
      m.litMatched = 0;
    } else {
      if (c === 93 && m.afterComma) return { message: "Trailing comma before ']' is not allowed", pos: base + i };
      if (c === 0xfeff && base + i === 0) return { message: 'Byte order mark (U+FEFF) is not allowed at the start of JSON', pos: 0 };
      return { message: `Unexpected character ${describeChar(text, i)}`, pos: base + i };
    }
  }
  return i;
}

/** The failure at the end of the input in state `m`, or null when the document is complete. */
function endOfInput(m: Machine, end: number): SyntaxFailure | null {
  switch (m.state) {
    case S_STRING:
      return { message: 'Unterminated string', pos: m.tokenStart };
    case S_LITERAL:
      return { message: `Invalid literal: expected '${LITERALS[m.lit]}'`, pos: m.tokenStart };
    case S_NUMBER:
      if (m.num === N_SIGN || m.num === N_DOT || m.num === N_E || m.num === N_ESIGN) return { message: 'Unexpected end of input', pos: end };
      break;
    case S_AFTER:
      break;
    default:
      return { message: 'Unexpected end of input', pos: end };
  }
  if (m.depth === 0) return null;
  return { message: `Unexpected end of input: '${m.stack[m.depth - 1] === OBJECT ? '{' : '['}' is not closed`, pos: end };
}

/**
 * One big JSON document: index() reads it once; then getLines(), find() and export() work from the index.
 * Decoded chunks are cached (a few), so scrolling near one place reads the file once.
 */
export class BigJsonDocument extends ChunkedDocument implements BigDocument {
  private checkpoints: Checkpoint[] = [];
  /**
   * First and last line of every container spanning at least FOLD_INDEX_LINES lines, ordered by first line once
   * indexed (recorded as containers close, so inner ones come first until then). Few: each spans hundreds of lines.
   */
  private foldOpens = new Float64Array(64);
  private foldCloses = new Float64Array(64);
  private foldCount = 0;
  private readonly unit: string;
  private readonly unitWidth: number;
  private readonly unitChar: number;

  constructor(
    source: ByteSource,
    layout: BigJsonLayout = {},
    /** Decoded chunks kept (each about 1 MB of text). */
    cacheChunks = 8,
  ) {
    super(source, cacheChunks);
    const indent = layout.indent ?? '2';
    this.unit = indent === 'tab' ? '\t' : ' '.repeat(Number(indent));
    this.unitWidth = this.unit.length;
    this.unitChar = indent === 'tab' ? 9 : 32;
  }

  /**
   * Validates the whole document and builds the checkpoints. `onLines` is called after each chunk with the lines
   * known so far (rows up to there can be shown at once). Returns the summary or the first syntax error with its
   * 1-based line and column (UTF-16 units, as the small path counts them).
   */
  async index(onProgress?: IndexProgress): Promise<Result<BigJsonSummary>> {
    const m = new Machine();
    const checkpoints = this.checkpoints;
    checkpoints.length = 0;
    checkpoints.push({ chunk: 0, offset: 0, state: S_VALUE, depth: 0, stack: new Uint8Array(0), indent: -1, close: 0 });
    const sink: Sink = {
      emit: false,
      newline: (mm, chunk, offset, indent, close) => {
        if (mm.line % CHECKPOINT_LINES === 0) {
          checkpoints.push({ chunk, offset, state: mm.state, depth: mm.depth, stack: mm.snapshot(), indent, close });
        }
        return true;
      },
    };
    this.foldCount = 0;
    m.foldMin = FOLD_INDEX_LINES;
    m.onFold = (open, close) => {
      if (this.foldCount === this.foldOpens.length) {
        this.foldOpens = resized(this.foldOpens, this.foldCount * 2);
        this.foldCloses = resized(this.foldCloses, this.foldCount * 2);
      }
      this.foldOpens[this.foldCount] = open;
      this.foldCloses[this.foldCount++] = close;
    };
    const stop = { stopped: false };
    // Line and column of an error: line breaks only occur between tokens, so they are counted per chunk.
    let base = 0;
    const lines = new LineCounter();
    const size = this.source.size;
    for (let k = 0; ; k++) {
      const text = await this.chunk(k);
      this.chunkLines[k] = m.line;
      const r = run(m, text, 0, k, base, sink, this.unitWidth, this.unitChar, stop);
      // Line breaks before the end or the error (outside strings they are whitespace; inside a string a raw line
      // break is an error at that very position, so it is never counted before an error).
      lines.count(text, base, typeof r === 'number' ? text.length : r.pos - base);
      if (typeof r !== 'number') {
        return this.failure(r, lines, m);
      }
      this.lineCount = m.line + 1;
      base += text.length;
      const done = this.chunkEnd(k);
      onProgress?.(done, size, this.lineCount);
      if (done >= size) break;
    }
    const end = endOfInput(m, base);
    if (end) return this.failure(end, lines, m);
    this.chunkLines.push(m.line);
    this.sortFolds();
    this.indexed = true;
    return ok({ lines: this.lineCount, bytes: size });
  }

  /** Orders the recorded containers by their first line (they were recorded by their last). */
  private sortFolds() {
    const n = this.foldCount;
    const order = Array.from({ length: n }, (_, k) => k).sort((a, b) => this.foldOpens[a] - this.foldOpens[b]);
    const opens = new Float64Array(n);
    const closes = new Float64Array(n);
    order.forEach((k, j) => {
      opens[j] = this.foldOpens[k];
      closes[j] = this.foldCloses[k];
    });
    this.foldOpens = opens;
    this.foldCloses = closes;
  }

  private failure(f: SyntaxFailure, lines: LineCounter, m: Machine): Result<BigJsonSummary> {
    this.lineCount = 0;
    this.foldCount = 0;
    if (!m.consumed && f.message === 'Unexpected end of input') return fail('Please enter some code to format');
    return fail(f.message, lines.line, lines.column(f.pos));
  }

  /** The line of the checkpoint at or before line `from`. */
  protected startOf(from: number): number {
    return Math.min(this.checkpoints.length - 1, Math.floor(from / CHECKPOINT_LINES)) * CHECKPOINT_LINES;
  }

  /** Queries with JSON punctuation, tabs or line breaks, or starting with a space (the indentation). */
  protected unsafeQuery(q: string): boolean {
    return /[\t\n\r{}[\],:]/.test(q) || q.startsWith(' ');
  }

  /**
   * Produces the output from the checkpoint at or before line `from` up to (not including) line `to`, handing it
   * to `onPiece` after each chunk of input (return false to stop). Returns the line the output starts at.
   */
  protected async produce(from: number, to: number, onPiece: (piece: Uint8Array) => boolean): Promise<number> {
    const cpIndex = this.startOf(from) / CHECKPOINT_LINES;
    const cp = this.checkpoints[cpIndex];
    const m = this.resume(cpIndex);
    if (cp.indent > 0) {
      m.newline(cp.indent * this.unitWidth, this.unitChar);
      // Without the line break (the checkpoint's line starts here).
      m.buf.copyWithin(0, 1, m.o);
      m.o--;
    }
    if (cp.close) m.ascii(cp.close);
    const stop = { stopped: false };
    const sink: Sink = { emit: true, newline: (mm) => mm.line < to };
    let offset = cp.offset;
    for (let k = cp.chunk; k < this.chunkStarts.length; k++) {
      const text = await this.chunk(k);
      run(m, text, offset, k, 0, sink, this.unitWidth, this.unitChar, stop);
      if (!onPiece(m.take()) || stop.stopped) break;
      offset = 0;
    }
    return cpIndex * CHECKPOINT_LINES;
  }

  /** A machine in the state of checkpoint `cpIndex` (the lines its open containers started on are unknown: −1). */
  private resume(cpIndex: number): Machine {
    const cp = this.checkpoints[cpIndex];
    const m = new Machine();
    m.state = cp.state;
    m.depth = cp.depth;
    if (m.stack.length < cp.depth) {
      m.stack = new Uint8Array(cp.depth * 2);
      m.opens = new Float64Array(cp.depth * 2);
    }
    m.stack.set(cp.stack.subarray(0, cp.depth));
    m.opens.fill(-1, 0, cp.depth);
    m.line = cpIndex * CHECKPOINT_LINES;
    m.consumed = true;
    return m;
  }

  /**
   * The line holding the `}` or `]` that closes the object or array opened at the end of line `line` (a line ending
   * in `{` or `[` whose container is not empty); −1 for any other line, or before index() has resolved. Containers
   * of FOLD_INDEX_LINES lines or more were recorded while indexing; a shorter one is found from the checkpoint at or
   * before `line`, producing (not emitting) at most 2 × FOLD_INDEX_LINES lines.
   */
  async foldEnd(line: number): Promise<number> {
    if (!this.indexed || !Number.isInteger(line) || line < 0 || line >= this.lineCount) return -1;
    // The recorded containers, by first line.
    let lo = 0;
    let hi = this.foldCount - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const open = this.foldOpens[mid];
      if (open === line) return this.foldCloses[mid];
      if (open < line) lo = mid + 1;
      else hi = mid - 1;
    }
    const cpIndex = this.startOf(line) / CHECKPOINT_LINES;
    const m = this.resume(cpIndex);
    let found = -1;
    m.foldMin = 0;
    m.onFold = (open, close) => {
      if (open === line) found = close;
    };
    // Stops at the line that closes it, or once past the lines a container not recorded can reach.
    const limit = line + FOLD_INDEX_LINES;
    const sink: Sink = { emit: false, newline: (mm) => found < 0 && mm.line < limit };
    const stop = { stopped: false };
    let offset = this.checkpoints[cpIndex].offset;
    for (let k = this.checkpoints[cpIndex].chunk; k < this.chunkStarts.length && !stop.stopped; k++) {
      const text = await this.chunk(k);
      run(m, text, offset, k, 0, sink, this.unitWidth, this.unitChar, stop);
      offset = 0;
    }
    return found;
  }

  /** The whole formatted output in pieces of about a chunk each, for a download written part by part. */
  async *export(): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    const m = new Machine();
    const stop = { stopped: false };
    const sink: Sink = { emit: true, newline: () => true };
    for (let k = 0; k < this.chunkStarts.length; k++) {
      const text = await this.chunk(k);
      run(m, text, 0, k, 0, sink, this.unitWidth, this.unitChar, stop);
      const piece = m.take();
      if (piece.length) yield piece;
    }
  }
}
