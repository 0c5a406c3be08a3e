import { resized } from '../shared/typed-arrays';
import { fail, ok, type Result } from '../shared/result';
import { BIG_FILE_CEILING } from '../shared/meta';
import {
  blobSource, bytesSource, CHECKPOINT_LINES, ChunkedDocument, CHUNK_BYTES, LineCounter, MAX_LINE_CHARS, readAhead,
  type BigDocument, type BigLayout, type BigLines, type BigSummary, type ByteSource, type IndexProgress,
} from './big-document';
import { JSON_MESSAGES, JsonScanner, syntaxFailure, type JsonScanState, type JsonSyntaxError } from './json-scanner';
import { FORMAT_ERRORS } from './meta';

/**
 * The formatter's path for JSON files too large to be one string (up to {@link BIG_FILE_CEILING}): the file is
 * read in chunks of bytes, each decoded on its own, and the small path's own machine (JsonScanner,
 * json-scanner.ts) runs over the chunks one after another, with the same checks and messages, counting the
 * formatted output's lines without writing them. Every {@link CHECKPOINT_LINES}th output line gets a checkpoint
 * (chunk, offset, the machine's state), so any range of output lines is produced on demand from the nearest
 * checkpoint by the same machine writing its output; the formatted output itself is never held. The output is
 * byte for byte the small path's for the same layout (indentation 2, 4 or a tab, or minified).
 *
 * A minified document is one line: it has no checkpoint past the start, its row shows the line's first
 * MAX_LINE_CHARS characters and its length (known from the index: the input's characters less the whitespace
 * between tokens), and the download is produced chunk by chunk like any other.
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

interface Checkpoint extends JsonScanState {
  chunk: number;
  offset: number;
  /** The line's indentation level (−1: the first line) and the closing bracket it starts with (0: none). */
  indent: number;
  close: number;
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
  /** The length of the one line of a minified output (UTF-16 units), once indexed. */
  private minifiedLength = -1;
  private readonly layout: BigJsonLayout;

  constructor(
    source: ByteSource,
    layout: BigJsonLayout = {},
    /** Decoded chunks kept (each about 1 MB of text) and bytes per chunk (tests use a few, so that every seam is crossed). */
    options: { cacheChunks?: number; chunkBytes?: number } = {},
  ) {
    super(source, options.cacheChunks ?? 8, options.chunkBytes);
    this.layout = { indent: layout.indent ?? '2', minify: layout.minify ?? false };
  }

  /**
   * Validates the whole document and builds the checkpoints. `onProgress` is called after each chunk with the
   * lines known so far (rows up to there can be shown at once). Returns the summary or the first syntax error with
   * its 1-based line and column (UTF-16 units, as the small path counts them).
   */
  async index(onProgress?: IndexProgress): Promise<Result<BigJsonSummary>> {
    const scanner = new JsonScanner({ layout: this.layout });
    const checkpoints = this.checkpoints;
    checkpoints.length = 0;
    checkpoints.push({ chunk: 0, offset: 0, ...scanner.snapshot(), stack: new Uint8Array(0), indent: -1, close: 0 });
    let k = 0;
    scanner.hookLine = CHECKPOINT_LINES;
    scanner.onLine = (offset, indent, close) => {
      const { state, depth, stack } = scanner.snapshot();
      // Consecutive checkpoints mostly share their open containers: the same copy serves.
      const prev = checkpoints[checkpoints.length - 1];
      let same = prev.depth === depth;
      for (let d = 0; same && d < depth; d++) same = prev.stack[d] === stack[d];
      checkpoints.push({ chunk: k, offset, state, depth, stack: same ? prev.stack : stack.slice(0, depth), indent, close });
      scanner.hookLine += CHECKPOINT_LINES;
      return true;
    };
    this.foldCount = 0;
    scanner.foldMin = FOLD_INDEX_LINES;
    scanner.onFold = (open, close) => {
      if (this.foldCount === this.foldOpens.length) {
        this.foldOpens = resized(this.foldOpens, this.foldCount * 2);
        this.foldCloses = resized(this.foldCloses, this.foldCount * 2);
      }
      this.foldOpens[this.foldCount] = open;
      this.foldCloses[this.foldCount++] = close;
    };
    // Line and column of an error: line breaks only occur between tokens, so they are counted per chunk.
    const lines = new LineCounter();
    const size = this.source.size;
    for (; ; k++) {
      const text = await this.chunk(k);
      this.chunkLines[k] = scanner.line;
      const base = scanner.base;
      const r = scanner.scan(text);
      // Line breaks before the end or the error (outside strings they are whitespace; inside a string a raw line
      // break is an error at that very position, so it is never counted before an error).
      lines.count(text, base, r < 0 ? scanner.error!.pos - base : text.length);
      if (r < 0) return this.failure(scanner.error!, lines, scanner);
      this.lineCount = scanner.line + 1;
      const done = this.chunkEnd(k);
      onProgress?.(done, size, this.lineCount);
      if (done >= size) break;
    }
    const end = scanner.end();
    if (end) return this.failure(end, lines, scanner);
    this.chunkLines.push(scanner.line);
    if (this.layout.minify) this.minifiedLength = scanner.base - scanner.whitespace;
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

  private failure(f: JsonSyntaxError, lines: LineCounter, scanner: JsonScanner): Result<BigJsonSummary> {
    this.lineCount = 0;
    this.foldCount = 0;
    if (scanner.blank && f.code === JSON_MESSAGES.endOfInput.code) return fail(FORMAT_ERRORS.blank);
    return syntaxFailure(f, lines.line, lines.column(f.pos));
  }

  /** The line of the checkpoint at or before line `from`. */
  protected startOf(from: number): number {
    return Math.min(this.checkpoints.length - 1, Math.floor(from / CHECKPOINT_LINES)) * CHECKPOINT_LINES;
  }

  /** The one line of a minified output is as long as the index found; other lengths are not kept. */
  protected lineLength(line: number): number {
    return line === 0 ? this.minifiedLength : -1;
  }

  /** Queries with JSON punctuation, tabs or line breaks, or starting with a space (the indentation). */
  protected unsafeQuery(q: string): boolean {
    return /[\t\n\r{}[\],:]/.test(q) || q.startsWith(' ');
  }

  /** A machine in the state of checkpoint `cpIndex`, writing output when `output`. */
  private resume(cpIndex: number, output: boolean): JsonScanner {
    const cp = this.checkpoints[cpIndex];
    const scanner = new JsonScanner({ layout: this.layout, output });
    scanner.restore(cp, cpIndex * CHECKPOINT_LINES, cp.indent, cp.close);
    return scanner;
  }

  /**
   * Runs `scanner` from checkpoint `cpIndex` over the chunks until it stops (onLine returns false) or the document
   * ends, calling `after` after each chunk (return false to stop).
   */
  private async runFrom(cpIndex: number, scanner: JsonScanner, after: () => boolean): Promise<void> {
    const cp = this.checkpoints[cpIndex];
    let stopped = false;
    const onLine = scanner.onLine;
    scanner.onLine = (offset, indent, close) => (onLine!(offset, indent, close) ? true : ((stopped = true), false));
    let offset = cp.offset;
    for (let k = cp.chunk; k < this.chunkStarts.length; k++) {
      const text = await this.chunk(k);
      // A file changed on disk since it was indexed can fail here: the output simply ends.
      const r = scanner.scan(text, offset);
      if (!after() || stopped || r < 0) break;
      offset = 0;
    }
  }

  /**
   * Produces the output from the checkpoint at or before line `from` up to (not including) line `to`, handing it
   * to `onPiece` after each chunk of input (return false to stop). Returns the line the output starts at.
   */
  protected async produce(from: number, to: number, onPiece: (piece: Uint8Array) => boolean): Promise<number> {
    const cpIndex = this.startOf(from) / CHECKPOINT_LINES;
    const scanner = this.resume(cpIndex, true);
    scanner.hookLine = to;
    scanner.onLine = () => false;
    await this.runFrom(cpIndex, scanner, () => onPiece(scanner.take()));
    return cpIndex * CHECKPOINT_LINES;
  }

  /**
   * The line holding the `}` or `]` that closes the object or array opened at the end of line `line` (a line ending
   * in `{` or `[` whose container is not empty); −1 for any other line, or before index() has resolved. Containers
   * of FOLD_INDEX_LINES lines or more were recorded while indexing; a shorter one is found from the checkpoint at or
   * before `line`, producing (not emitting) at most 2 × FOLD_INDEX_LINES lines.
   */
  async foldEnd(line: number): Promise<number> {
    if (!this.indexed || this.layout.minify || !Number.isInteger(line) || line < 0 || line >= this.lineCount) return -1;
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
    const scanner = this.resume(cpIndex, false);
    let found = -1;
    scanner.foldMin = 0;
    scanner.onFold = (open, close) => {
      if (open === line) found = close;
    };
    // Stops at the line that closes it, or once past the lines a container not recorded can reach.
    const limit = line + FOLD_INDEX_LINES;
    scanner.hookLine = scanner.line + 1;
    scanner.onLine = () => {
      if (found >= 0 || scanner.hookLine >= limit) return false;
      scanner.hookLine++;
      return true;
    };
    await this.runFrom(cpIndex, scanner, () => true);
    return found;
  }

  /** The whole formatted output in pieces of about a chunk each, for a download written part by part. */
  async *export(): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    const scanner = new JsonScanner({ layout: this.layout, output: true });
    for (let k = 0; k < this.chunkStarts.length; k++) {
      scanner.scan(await this.chunk(k));
      const piece = scanner.take();
      if (piece.length) yield piece;
    }
  }
}
