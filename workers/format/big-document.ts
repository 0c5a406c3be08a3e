import type { Result } from '../shared/result';
import { findMatches, type FindOptions } from '../shared/text-search';
import { partDecoder, UTF8_MAX_CHAR_BYTES, utf8Boundary } from '../shared/utf8';

/**
 * What the formatter's big-file path needs of a document (BigJsonDocument, BigXmlDocument): one pass validates
 * and indexes the file, then any range of output lines, Find and the whole output are produced on demand from the
 * index, never holding the formatted output. ChunkedDocument holds what they share: reading the file in chunks of
 * decoded text, getLines on top of the document's own produce(), and Find.
 */

/** Bytes read per chunk (each cut on a character boundary, so that it decodes on its own). */
export const CHUNK_BYTES = 1024 * 1024;
/** The fewest bytes a chunk is read with: a byte order mark and the longest character. */
const MIN_CHUNK_BYTES = 3 + UTF8_MAX_CHAR_BYTES;
/** Output lines between two checkpoints. */
export const CHECKPOINT_LINES = 256;
/** Characters of one output line that getLines returns; the rest is counted, not returned. */
export const MAX_LINE_CHARS = 10_000;

/** Where bytes come from: a Blob in the browser (Blob.slice), a Buffer in tests. */
export interface ByteSource {
  readonly size: number;
  read(start: number, end: number): Promise<Uint8Array>;
}

export const blobSource = (blob: Blob): ByteSource =>
  readAhead({
    size: blob.size,
    read: async (start, end) => new Uint8Array(await blob.slice(start, end).arrayBuffer()),
  });

/** Bytes read from a Blob at a time: each read is a round trip to the browser's file reader. */
export const READ_AHEAD_BYTES = 8 * 1024 * 1024;

/**
 * Serves reads from blocks of READ_AHEAD_BYTES (the last two kept), so a pass over the file asks the browser for 8 MB
 * at a time rather than 1 MB. A read is cut at its block's end (callers take what they get).
 */
export function readAhead(source: ByteSource, block = READ_AHEAD_BYTES): ByteSource {
  const blocks: { start: number; bytes: Uint8Array }[] = [];
  return {
    size: source.size,
    read: async (start, end) => {
      let hit = blocks.find((b) => start >= b.start && start < b.start + b.bytes.length);
      if (!hit) {
        const bytes = await source.read(start, Math.min(source.size, start + Math.max(block, end - start)));
        hit = { start, bytes };
        blocks.push(hit);
        if (blocks.length > 2) blocks.shift();
      }
      return hit.bytes.subarray(start - hit.start, Math.min(end, hit.start + hit.bytes.length) - hit.start);
    },
  };
}

export const bytesSource = (bytes: Uint8Array): ByteSource => ({
  size: bytes.length,
  read: async (start, end) => bytes.subarray(start, end),
});


/** The layout options the big path supports (XML: indentation only). */
export interface BigLayout {
  indent?: '2' | '4' | 'tab';
  /** JSON: one line, without whitespace between tokens. */
  minify?: boolean;
}

/** Progress of indexing: bytes read of the total, output lines so far. */
export type IndexProgress = (bytesDone: number, bytesTotal: number, lines: number) => void;

/** The result of indexing: the number of output lines. */
export interface BigSummary {
  lines: number;
  bytes: number;
}

/** A line of output as returned by getLines: its text (cut at MAX_LINE_CHARS) and its full length. */
export interface BigLines {
  from: number;
  lines: string[];
  /** Full length of each line when it was cut, else −1. */
  cut: number[];
}

/** A place in the output: a line (0-based) and a column (UTF-16 units from the line's start). */
export interface LinePosition {
  line: number;
  column: number;
}

/** Characters of a line without a line break that Find searches before the line has ended. */
const LONG_LINE_PIECE = 1 << 20;

const never = () => false;

/** One big document, as the big-file worker uses it. */
export interface BigDocument {
  /** Lines known so far (all of them once index() resolved). */
  readonly lines: number;
  readonly complete: boolean;
  /** Validates the whole document and builds the index; the error has the small path's message, line and column. */
  index(onProgress?: IndexProgress): Promise<Result<BigSummary>>;
  /** Output lines `from` … `from + count − 1` (fewer at the end), each cut at MAX_LINE_CHARS. */
  getLines(from: number, count: number): Promise<BigLines>;
  /** Lines of the input itself known so far (all of them once it has been read through). */
  readonly inputLines: number;
  /** Input lines `from` … `from + count − 1`, as written, each cut at MAX_LINE_CHARS. */
  getInputLines(from: number, count: number): Promise<BigLines>;
  /** The match of `query` at or after `from` (before it, with `backwards`), wrapping; null when there is none. */
  find(query: string, options: FindOptions, from: LinePosition, backwards: boolean, stopped?: () => boolean): Promise<LinePosition | null>;
  /** The line of the next (or previous) match of `query` from line `from`, wrapping; −1 when there is none. */
  findNext(query: string, from: number, backwards?: boolean): Promise<number>;
  /** The number of matches of `query` in the whole output. */
  count(query: string, options?: FindOptions, stopped?: () => boolean): Promise<number>;
  /** The whole formatted output in parts, for a download. */
  export(): AsyncGenerator<Uint8Array<ArrayBuffer>>;
  /**
   * The line closing the node that opens on `line` when its children are on lines of their own (it can be folded),
   * else −1.
   */
  foldEnd(line: number): Promise<number>;
}

/** Decodes a chunk of the input after the first (a BOM there is a character). */
const chunkDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
/** Decodes the input's first chunk, dropping a byte order mark as File.text() does. */
const firstChunkDecoder = new TextDecoder();

/**
 * Where a document's lines start, counted a part at a time: the 1-based line and the position its line starts at
 * (UTF-16 units from the document's start), as positionAt counts them: a '\r' ends a line, and so does a '\n' not
 * right after one.
 */
export class LineCounter {
  line = 1;
  lineStart = 0;
  private lastCr = -2;

  /** Counts the line breaks in `text[0, end)`, a part starting at document position `base`. */
  count(text: string, base: number, end: number): void {
    if (!text.includes('\r')) {
      for (let p = text.indexOf('\n'); p !== -1 && p < end; p = text.indexOf('\n', p + 1)) {
        if (this.lastCr !== base + p - 1) this.line++;
        this.lineStart = base + p + 1;
      }
      return;
    }
    for (let p = 0; p < end; p++) {
      const c = text.charCodeAt(p);
      if (c === 10) {
        if (this.lastCr !== base + p - 1) this.line++;
        this.lineStart = base + p + 1;
      } else if (c === 13) {
        this.line++;
        this.lineStart = base + p + 1;
        this.lastCr = base + p;
      }
    }
  }

  /** The 1-based column of document position `pos`, on the line counted last. */
  column(pos: number): number {
    return pos - this.lineStart + 1;
  }
}

/** A document read from a ByteSource in chunks of decoded text, a few of them cached. */
export abstract class ChunkedDocument {
  protected chunkStarts: number[] = [0];
  /** The output line under way when each chunk starts (one more entry: the last line). */
  protected chunkLines: number[] = [];
  /**
   * The last output line each chunk's text can be on, when that is not the line under way where the next chunk
   * starts (a token may run on past a chunk's end); null: chunkLines[k + 1].
   */
  protected chunkLineEnds: number[] | null = null;
  protected lineCount = 0;
  protected indexed = false;
  private cache = new Map<number, string>();
  /** Chunks being read (see chunk()). */
  private reading = new Map<number, Promise<string>>();
  /** Line feeds in the input before each chunk read so far (one more entry: up to the last chunk read). */
  private inputBreaks: number[] = [0];
  /** UTF-16 units of the input before each chunk read so far (one more entry, as above). */
  private inputChars: number[] = [0];

  constructor(
    protected readonly source: ByteSource,
    /** Decoded chunks kept (each about 1 MB of text). */
    private readonly cacheChunks = 8,
    /** Bytes read per chunk (tests use a few, so that every seam between chunks is crossed). */
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  /** Lines known so far (all of them once index() resolved). */
  get lines(): number {
    return this.lineCount;
  }

  get complete(): boolean {
    return this.indexed;
  }

  /**
   * Reads chunk `k` (whose start is known) and records where the next one starts. A chunk is what one read of the
   * source gives (up to `chunkBytes`; at least a few bytes) cut so that it ends on a character boundary
   * (utf8Boundary): it decodes on its own to exactly its part of the whole file's text, and a chunk read again later
   * is read to exactly its end.
   */
  protected chunk(k: number): Promise<string> {
    const cached = this.cache.get(k);
    if (cached !== undefined) return Promise.resolve(cached);
    // One read per chunk at a time: the index and a view (the rows in sight, Find) may both ask for a chunk not read
    // yet, and two first reads of it would both record where the next one starts, shifting every later chunk (a
    // valid file then failed at a seam between chunks).
    let reading = this.reading.get(k);
    if (!reading) {
      reading = this.readChunk(k).finally(() => this.reading.delete(k));
      this.reading.set(k, reading);
    }
    return reading;
  }

  /** Reads chunk `k` (see {@link chunk}, which makes sure no other read of it is under way). */
  private async readChunk(k: number): Promise<string> {
    const start = this.chunkStarts[k];
    const size = this.source.size;
    const known = k + 1 < this.chunkStarts.length;
    let bytes: Uint8Array;
    let cut: number;
    if (known) {
      bytes = await this.readFully(start, this.chunkStarts[k + 1]);
      cut = bytes.length;
    } else {
      bytes = await this.source.read(start, Math.min(size, start + this.chunkBytes));
      // At least a byte order mark and a whole character, so that no chunk's text is empty.
      if (bytes.length < MIN_CHUNK_BYTES) bytes = await this.readFully(start, Math.min(size, start + MIN_CHUNK_BYTES));
      if (bytes.length === 0 && start < size) throw new Error('The file could not be read');
      cut = start + bytes.length < size ? utf8Boundary(bytes) : bytes.length;
      if (start + bytes.length < size) this.chunkStarts.push(start + cut);
    }
    // The first chunk drops a byte order mark, as File.text() does; later chunks keep whatever they hold.
    const text = (k === 0 ? firstChunkDecoder : chunkDecoder).decode(bytes.subarray(0, cut));
    if (k + 1 === this.inputBreaks.length) {
      // The first time this chunk is read (chunks are first read in order): its line feeds and length.
      let breaks = 0;
      for (let p = text.indexOf('\n'); p !== -1; p = text.indexOf('\n', p + 1)) breaks++;
      this.inputBreaks.push(this.inputBreaks[k] + breaks);
      this.inputChars.push(this.inputChars[k] + text.length);
    }
    if (this.cache.size >= this.cacheChunks) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(k, text);
    return text;
  }

  /**
   * Lines of the input itself (split at line feeds) known so far: all of them once every chunk has been read (as
   * index() does, up to an error); before that, the lines that end in the chunks read.
   */
  get inputLines(): number {
    const read = this.inputBreaks.length - 1;
    const all = read > 0 && read === this.chunkStarts.length && this.chunkEnd(read - 1) >= this.source.size;
    return this.inputBreaks[read] + (all || this.source.size === 0 ? 1 : 0);
  }

  /**
   * Input lines `from` … `from + count − 1` (fewer at the end), as written (a '\r' before the line feed left out),
   * each cut at MAX_LINE_CHARS with its full length in `cut`. A long line is not read through: its end is found
   * from the line feeds counted per chunk, so only the chunks its shown part and its end are in are read.
   */
  async getInputLines(from: number, count: number): Promise<BigLines> {
    const total = this.inputLines;
    const last = Math.min(total, from + count);
    const lines: string[] = [];
    const cut: number[] = [];
    if (from >= last) return { from, lines, cut };
    const breaks = this.inputBreaks;
    const read = breaks.length - 1;
    /** The chunk holding line feed number n (1-based): the first k with breaks[k + 1] ≥ n; `read` when none. */
    const chunkOfBreak = (n: number) => {
      let lo = 0;
      let hi = read;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (breaks[mid + 1] >= n) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    /** Position just after line feed number n (1-based) in chunk k's text. */
    const after = (text: string, k: number, n: number) => {
      let p = -1;
      for (let i = breaks[k]; i < n; i++) p = text.indexOf('\n', p + 1);
      return p + 1;
    };
    // Where line `from` starts: after line feed number `from`.
    let k = from === 0 ? 0 : chunkOfBreak(from);
    let text = await this.chunk(k);
    let p = from === 0 ? 0 : after(text, k, from);
    let start = this.inputChars[k] + p;
    let shown = '';
    /** Ends the line under way at input position `end`; `cr`: the character before it is a '\r'. */
    const finish = (end: number, cr = false) => {
      let length = end - start;
      if (shown.length > length) shown = shown.slice(0, length);
      // A '\r' before the line feed ends the line with it.
      if (length > 0 && (cr || (shown.length === length && shown.endsWith('\r')))) {
        if (shown.length === length) shown = shown.slice(0, -1);
        length--;
      }
      lines.push(shown.length > MAX_LINE_CHARS ? shown.slice(0, MAX_LINE_CHARS) : shown);
      cut.push(length > MAX_LINE_CHARS ? length : -1);
      shown = '';
    };
    while (lines.length < last - from) {
      const line = from + lines.length;
      const nl = text.indexOf('\n', p);
      if (nl !== -1) {
        if (shown.length <= MAX_LINE_CHARS) shown += text.slice(p, Math.min(nl, p + MAX_LINE_CHARS + 1 - shown.length));
        finish(this.inputChars[k] + nl, nl > 0 && text.charCodeAt(nl - 1) === 13);
        p = nl + 1;
        start = this.inputChars[k] + p;
        continue;
      }
      if (shown.length <= MAX_LINE_CHARS) shown += text.slice(p, p + MAX_LINE_CHARS + 1 - shown.length);
      if (k + 1 >= read) {
        // The last line: it ends with the input.
        finish(this.inputChars[read]);
        break;
      }
      if (shown.length > MAX_LINE_CHARS) {
        // Enough of it shown: go straight to the chunk where it ends (or to the input's end).
        const j = chunkOfBreak(line + 1);
        if (j >= read) {
          finish(this.inputChars[read]);
          break;
        }
        k = j;
        text = await this.chunk(k);
        const end = after(text, k, line + 1) - 1;
        finish(this.inputChars[k] + end, end > 0 && text.charCodeAt(end - 1) === 13);
        p = end + 1;
        start = this.inputChars[k] + p;
        continue;
      }
      k++;
      text = await this.chunk(k);
      p = 0;
    }
    return { from, lines, cut };
  }

  /** Bytes [start, end), in as many reads as the source needs. */
  private async readFully(start: number, end: number): Promise<Uint8Array> {
    const first = await this.source.read(start, end);
    if (first.length >= end - start) return first;
    const all = new Uint8Array(end - start);
    all.set(first);
    let at = first.length;
    while (at < all.length) {
      const more = await this.source.read(start + at, end);
      if (!more.length) break;
      all.set(more, at);
      at += more.length;
    }
    return at < all.length ? all.subarray(0, at) : all;
  }

  protected chunkEnd(k: number): number {
    return k + 1 < this.chunkStarts.length ? this.chunkStarts[k + 1] : this.source.size;
  }


  /** The line that produce(from, …) starts its output with. */
  protected abstract startOf(from: number): number;

  /**
   * Produces the output from a line at or before line `from` (startOf(from)) up to at least line `to` (not
   * needed), handing it to `onPiece` in pieces of whole characters (return false to stop). Returns the line the
   * output starts at.
   */
  protected abstract produce(from: number, to: number, onPiece: (piece: Uint8Array) => boolean): Promise<number>;

  /**
   * The full length of output line `line` when the document knows it without producing the line (−1: it does
   * not): such a line is produced only as far as getLines shows it.
   */
  protected lineLength(_line: number): number {
    return -1;
  }

  /** True when a match of `q` (lower case) may span text the output does not copy from the input as it is. */
  protected abstract unsafeQuery(q: string): boolean;

  /** For a query that is not unsafeQuery(): whether a part of the input (lower case) may hold a match. */
  protected inputMatcher(q: string): (text: string) => boolean {
    return (text) => text.includes(q);
  }

  /** How many characters on each side of a seam between two parts a match found by inputMatcher can take, less one. */
  protected seamChars(q: string): number {
    return q.length - 1;
  }

  /** Output lines `from` … `from + count − 1` (fewer at the end), each cut at MAX_LINE_CHARS. */
  async getLines(from: number, count: number): Promise<BigLines> {
    const last = Math.min(this.lineCount, from + count);
    if (from >= last) return { from, lines: [], cut: [] };
    const pieces: Uint8Array[] = [];
    // A last line whose length is known is produced only until it has more than MAX_LINE_CHARS characters (a UTF-16
    // unit takes at most 3 bytes): a minified 1 GB document is one line.
    const known = this.lineLength(last - 1);
    const enough = 3 * (MAX_LINE_CHARS + 1);
    let line = this.startOf(from);
    let lineBytes = 0;
    const first = await this.produce(from, last, (piece) => {
      pieces.push(piece);
      if (known < 0) return true;
      const lastBreak = piece.lastIndexOf(10);
      if (lastBreak < 0) lineBytes += piece.length;
      else {
        for (let p = piece.indexOf(10); p !== -1; p = piece.indexOf(10, p + 1)) line++;
        lineBytes = piece.length - lastBreak - 1;
      }
      return !(line === last - 1 && lineBytes > enough);
    });
    const decode = partDecoder(true);
    const text = pieces.map((p) => decode(p)).join('') + decode(undefined, true);
    const all = text.split('\n').slice(from - first, last - first);
    const cut = all.map((l, k) => (from + k === last - 1 && known > MAX_LINE_CHARS ? known : l.length > MAX_LINE_CHARS ? l.length : -1));
    const lines = all.map((l) => (l.length > MAX_LINE_CHARS ? l.slice(0, MAX_LINE_CHARS) : l));
    return { from, lines, cut };
  }


  /**
   * The match of `query` at or after `from` (a line and a column), wrapping to the start; with `backwards`, the last
   * match at or before it, wrapping to the end; null when there is none, or when `stopped` says so (the page
   * interrupted the search). A match is what the result views' Find finds (workers/shared/text-search.ts):
   * case-insensitive unless `options` asks otherwise, non-overlapping, never across a line.
   */
  async find(query: string, options: FindOptions, from: LinePosition, backwards: boolean, stopped: () => boolean = never): Promise<LinePosition | null> {
    const total = this.lineCount;
    if (!query || total === 0) return null;
    const line = Math.max(0, Math.min(from.line, total - 1));
    if (!backwards) {
      const hit = await this.firstMatch(query, options, line, total, (l, c) => l > line || c >= from.column, stopped);
      return hit ?? (stopped() ? null : this.firstMatch(query, options, 0, line + 1, () => true, stopped));
    }
    const hit = await this.lastMatch(query, options, 0, line + 1, (l, c) => l < line || c <= from.column, stopped);
    return hit ?? (stopped() ? null : this.lastMatch(query, options, line, total, () => true, stopped));
  }

  /** The line of the next match of `query` at or after line `from` (before it, with `backwards`), wrapping; −1: none. */
  async findNext(query: string, from: number, backwards = false): Promise<number> {
    const hit = await this.find(query, {}, { line: from, column: backwards ? Number.MAX_SAFE_INTEGER : 0 }, backwards);
    return hit ? hit.line : -1;
  }

  /** The first match in lines [from, to) that `accept` takes, or null. */
  private async firstMatch(query: string, options: FindOptions, from: number, to: number, accept: (line: number, column: number) => boolean, stopped: () => boolean) {
    for await (const [a, b] of this.candidates(query.toLowerCase(), from, to, false, stopped)) {
      let hit: LinePosition | null = null;
      await this.matches(query, options, a, b, stopped, (line, column) => {
        if (!accept(line, column)) return true;
        hit = { line, column };
        return false;
      });
      if (hit) return hit;
    }
    return null;
  }

  /** The last match in lines [from, to) that `accept` takes, or null: one stretch of lines at a time from the end. */
  private async lastMatch(query: string, options: FindOptions, from: number, to: number, accept: (line: number, column: number) => boolean, stopped: () => boolean) {
    for await (const [lo, hi] of this.candidates(query.toLowerCase(), from, to, true, stopped)) {
      for (let top = hi, span = CHECKPOINT_LINES; top > lo && !stopped(); span *= 2) {
        const bottom = Math.max(lo, Math.floor((top - span) / CHECKPOINT_LINES) * CHECKPOINT_LINES);
        let hit: LinePosition | null = null;
        await this.matches(query, options, bottom, top, stopped, (line, column) => {
          if (accept(line, column)) hit = { line, column };
          return true;
        });
        if (hit) return hit;
        top = bottom;
      }
    }
    return null;
  }

  /**
   * Ranges of lines within [from, to) that may hold q (lower case), merged, in order (or in reverse). A query that is
   * not unsafeQuery() can only match inside one token, which the output copies unchanged from the input: so only the
   * chunks whose text (or whose seam with the previous chunk) holds it need formatting and searching. Any other
   * query: the whole range. A case-sensitive search takes the same ranges (its matches are among these).
   */
  private async *candidates(q: string, from: number, to: number, reverse: boolean, stopped: () => boolean): AsyncGenerator<[number, number]> {
    if (from >= to) return;
    const lines = this.chunkLines;
    const n = this.chunkStarts.length;
    if (this.unsafeQuery(q) || lines.length !== n + 1) {
      yield [from, to];
      return;
    }
    const holds = this.inputMatcher(q);
    const seam = this.seamChars(q);
    let pending: [number, number] | null = null;
    for (let step = 0; step < n && !stopped(); step++) {
      const k = reverse ? n - 1 - step : step;
      const lo = Math.max(from, lines[k]);
      const hi = Math.min(to, (this.chunkLineEnds ? this.chunkLineEnds[k] : lines[k + 1]) + 1);
      if (lo >= hi) continue;
      const text = (await this.chunk(k)).toLowerCase();
      let hit = holds(text);
      if (!hit && k > 0 && seam > 0) {
        // The seam: the end of the chunks before (as much as a match could take) and this chunk's start.
        let before = '';
        for (let j = k - 1; j >= 0 && before.length < seam; j--) before = (await this.chunk(j)) + before;
        hit = holds(before.slice(-seam).toLowerCase() + text.slice(0, seam));
      }
      if (!hit) continue;
      if (pending && (reverse ? hi >= pending[0] : lo <= pending[1])) {
        pending = reverse ? [Math.min(lo, pending[0]), pending[1]] : [pending[0], Math.max(hi, pending[1])];
        continue;
      }
      if (pending) yield pending;
      pending = [lo, hi];
    }
    if (pending && !stopped()) yield pending;
  }

  /** Counts the matches of `query` in the whole output (what was counted when `stopped` ended it). */
  async count(query: string, options: FindOptions = {}, stopped: () => boolean = never): Promise<number> {
    if (!query) return 0;
    let total = 0;
    for await (const [a, b] of this.candidates(query.toLowerCase(), 0, this.lineCount, false, stopped)) {
      await this.matches(query, options, a, b, stopped, () => {
        total++;
        return true;
      });
    }
    return total;
  }

  /**
   * Calls `visit` with the line and column of each match of `query` in lines [from, to), in order; it returns false
   * to stop (and so does `stopped`). The output is produced from the checkpoint before `from` and searched a piece at
   * a time, cut at its last line break so that no match is split; a line longer than LONG_LINE_PIECE characters (a
   * minified document is one) is searched a piece at a time too, the last characters a match could start in kept
   * for the next piece.
   */
  private async matches(
    query: string,
    options: FindOptions,
    from: number,
    to: number,
    stopped: () => boolean,
    visit: (line: number, column: number) => boolean,
  ): Promise<void> {
    if (from >= to) return;
    let line = this.startOf(from);
    let going = true;
    /** Visits the matches starting before `limit` in `text`, which starts at column `column` of `line`; returns where the last one ends. */
    const scan = (text: string, column: number, limit: number): number => {
      const starts = findMatches(text, query, options, 0, text.length, Number.MAX_SAFE_INTEGER).starts;
      let at = 0;
      let end = 0;
      for (let k = 0; k < starts.length && going; k++) {
        const p = starts[k];
        if (p >= limit) break;
        for (let b = text.indexOf('\n', at); b !== -1 && b < p; b = text.indexOf('\n', b + 1)) {
          line++;
          at = b + 1;
          column = 0;
        }
        if (line >= to) {
          going = false;
          break;
        }
        end = p + query.length;
        if (line >= from) going = visit(line, column + p - at);
      }
      if (going) for (let b = text.indexOf('\n', at); b !== -1 && b < limit; b = text.indexOf('\n', b + 1)) line++;
      return end;
    };
    let carry = '';
    let carryColumn = 0;
    const decode = partDecoder(true);
    await this.produce(from, to, (piece) => {
      if (stopped()) going = false;
      if (!going) return false;
      const text = carry + decode(piece);
      const cut = text.lastIndexOf('\n');
      if (cut >= 0) {
        scan(text.slice(0, cut + 1), carryColumn, cut + 1);
        carry = text.slice(cut + 1);
        carryColumn = 0;
      } else if (text.length > LONG_LINE_PIECE) {
        // A match starting in the last query.length − 1 characters may go on in the next piece.
        const limit = text.length - query.length + 1;
        const keep = Math.max(limit, scan(text, carryColumn, limit));
        carry = text.slice(keep);
        carryColumn += keep;
      } else carry = text;
      return going;
    });
    if (going && carry) scan(carry, carryColumn, carry.length);
  }
}
