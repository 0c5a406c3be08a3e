import type { BigFileErrorCode } from '../big-file/meta';
import { resized } from '../shared/typed-arrays';
import { fail, ok, withCode, type Result } from '../shared/result';
import { partDecoder } from '../shared/utf8';
import {
  CHECKPOINT_LINES, ChunkedDocument, LineCounter, MAX_LINE_CHARS,
  type BigDocument, type BigLayout, type BigLines, type BigSummary, type ByteSource, type IndexProgress,
} from './big-document';
import {
  CDATA, END, HAS_CHILDREN, MIXED, newTokens, NONE, renderTokens, scanXml, SELF_CLOSING, SLOT_NONE,
  SLOT_ORDINAL, START, TEXT, XmlError, XmlRenderState, XmlScanState, xmlFailure, type ByteSink, type Tokens,
} from './languages/xml';

/**
 * The formatter's path for XML files too large to be one string: the file is read in chunks of decoded text and
 * scanned a segment at a time by the small path's own tokenizer (scanXml, languages/xml.ts: same checks, same
 * messages). An element's layout depends on its children (text or CDATA among them puts its whole subtree on one
 * line), which is only known at its end, so the index pass keeps two bits per element (HAS_CHILDREN, MIXED) in a
 * growable array indexed by the element's ordinal, and counts output lines assuming an open element is not mixed
 * until a text child proves otherwise (then the lines counted inside it are taken back). Each segment of
 * {@link SEGMENT_CHARS} characters starts with a checkpoint (position, tokenizer state, output line), from which
 * output is produced on demand with renderTokens (the small path's writer) and the stored bits. The output is byte
 * for byte formatXml's on the same text.
 */

/** Characters of input between two checkpoints. */
export const SEGMENT_CHARS = 256 * 1024;
/** The longest single token (a text run, comment, CDATA section, tag…) the big path takes, in characters. */
export const MAX_TOKEN_CHARS = 64 * 1024 * 1024;
/** The message of a token over the limit (the page shows its own, BIG_FILE_ERRORS in workers/big-file/meta.ts). */
const tokenTooLarge = (limit: number) =>
  `A single piece of the document (a text, comment, CDATA section or tag) is longer than ${limit % 1048576 === 0 ? `${limit / 1048576} M` : limit} characters`;

/** Where producing output can resume: the token at `pos`, on output line `line` (not necessarily at its start). */
interface Checkpoint {
  pos: number;
  line: number;
  /** In-token line breaks written before `pos` (see Walker.tokenLines). */
  tokenLines: number;
  written: boolean;
  scan: XmlScanState;
}

/** A piece of text scanned: the text, its document position, and tokens found in it. */
interface Piece {
  code: string;
  /** Document position where the segment's first token starts. */
  segmentStart: number;
  tokens: Tokens;
  /** The tokenizer's state after the segment. */
  scan: XmlScanState;
  /** Its state before the segment, when asked for. */
  before: XmlScanState | null;
}

/** Output line breaks inside token k (CRLF and a lone CR are one; in a start tag only inside attribute values). */
function lineBreaksIn(code: string, t: Tokens, k: number, nextLf: { at: number; cr: boolean }): number {
  const s = t.start[k];
  const e = t.end[k];
  if (nextLf.at >= e && !nextLf.cr) return 0;
  if (nextLf.at < s) {
    nextLf.at = code.indexOf('\n', s);
    if (nextLf.at < 0) nextLf.at = code.length;
    if (nextLf.at >= e && !nextLf.cr) return 0;
  }
  const kd = t.kind[k];
  if (kd === END) return 0;
  let count = 0;
  let quote = 0;
  for (let p = s; p < e; p++) {
    const c = code.charCodeAt(p);
    if (kd === START) {
      if (quote === 0) {
        if (c === 34 || c === 39) quote = c;
        continue;
      }
      if (c === quote) {
        quote = 0;
        continue;
      }
    }
    if (c === 10 || (c === 13 && code.charCodeAt(p + 1) !== 10)) count++;
  }
  return count;
}

/**
 * Counts output lines token by token as renderTokens writes them. `provisional`: an open element counts as not
 * mixed until a text child arrives (the index pass); otherwise the stored flags say (producing from a checkpoint).
 */
class Walker {
  depth = 0;
  line = 0;
  tokenLines = 0;
  written = false;
  ordinal = 0;
  formatted = new Uint8Array(64);
  mixed = new Uint8Array(64);
  hadChildren = new Uint8Array(64);
  /** Per open element: the line its start tag ends on, tokenLines then, and its document position. */
  openLine = new Float64Array(64);
  openTokenLines = new Float64Array(64);
  openPos = new Float64Array(64);
  /** The line its start tag starts on. */
  openStartLine = new Float64Array(64);
  private text = '';
  private nextLf = { at: -1, cr: false };

  constructor(
    private readonly flags: () => Uint8Array,
    private readonly provisional: boolean,
    /** A text child made the open element at `depth` mixed: the lines counted inside it are taken back. */
    private readonly onCollapse: ((depth: number) => void) | null,
    /** An element laid out one child per line closed: its start tag's line and its end tag's line. */
    private readonly onClose: ((open: number, close: number) => void) | null,
  ) {}

  /** Resumes at checkpoint `cp` (open elements from its tokenizer state and the stored flags). */
  static at(cp: Checkpoint, flags: () => Uint8Array, onClose: ((open: number, close: number) => void) | null): Walker {
    const w = new Walker(flags, false, null, onClose);
    w.line = cp.line;
    w.tokenLines = cp.tokenLines;
    w.written = cp.written;
    w.ordinal = cp.scan.ordinal;
    const f = flags();
    for (let d = 0; d < cp.scan.depth; d++) {
      w.push(f[cp.scan.openSlot[d]], -1, -1);
      w.hadChildren[d] = d < cp.scan.depth - 1 || cp.scan.firstChild[d] !== NONE ? 1 : 0;
      w.openLine[d] = -1;
    }
    return w;
  }

  private push(elementFlags: number, pos: number, startLine: number) {
    const d = this.depth;
    if (d === this.formatted.length) {
      const size = d * 2;
      this.formatted = resized(this.formatted, size);
      this.mixed = resized(this.mixed, size);
      this.hadChildren = resized(this.hadChildren, size);
      this.openLine = resized(this.openLine, size);
      this.openTokenLines = resized(this.openTokenLines, size);
      this.openPos = resized(this.openPos, size);
      this.openStartLine = resized(this.openStartLine, size);
    }
    const mixed = this.provisional ? 0 : elementFlags & MIXED;
    this.mixed[d] = mixed ? 1 : 0;
    this.formatted[d] = (d === 0 || this.formatted[d - 1] === 1) && !mixed ? 1 : 0;
    this.hadChildren[d] = 0;
    this.openLine[d] = this.line;
    this.openTokenLines[d] = this.tokenLines;
    this.openPos[d] = pos;
    this.openStartLine[d] = startLine;
    this.depth = d + 1;
  }

  /** Tokens [from, to) of a piece; `base` is the document position of `code`'s start. */
  walk(code: string, t: Tokens, from: number, to: number, base: number): void {
    // Where the next line feed is, and whether there is a CR at all: looked up once per text, not per segment.
    if (code !== this.text) {
      this.text = code;
      this.nextLf = { at: -1, cr: code.includes('\r') };
    }
    const nextLf = this.nextLf;
    for (let k = from; k < to; k++) {
      const kd = t.kind[k];
      if (kd === END) {
        const d = --this.depth;
        if (this.hadChildren[d] === 1 && this.formatted[d] === 1) {
          this.line++;
          this.onClose?.(this.openStartLine[d], this.line);
        }
        continue;
      }
      if (this.depth > 0) {
        const parent = this.depth - 1;
        const inline = kd === TEXT || kd === CDATA;
        if (inline && this.mixed[parent] === 0) {
          this.mixed[parent] = 1;
          if (this.formatted[parent] === 1) {
            this.formatted[parent] = 0;
            if (this.hadChildren[parent] === 1) {
              this.line = this.openLine[parent] + (this.tokenLines - this.openTokenLines[parent]);
              this.onCollapse?.(parent);
            }
          }
        }
        this.hadChildren[parent] = 1;
        if (!inline && this.formatted[parent] === 1) this.line++;
      } else if (this.written) {
        this.line++;
      }
      const startLine = this.line;
      const breaks = nextLf.at >= t.end[k] && !nextLf.cr ? 0 : lineBreaksIn(code, t, k, nextLf);
      this.line += breaks;
      this.tokenLines += breaks;
      this.written = true;
      if (kd === START) {
        const ordinal = this.ordinal++;
        if ((t.flags[k] & SELF_CLOSING) === 0) this.push(this.provisional ? 0 : this.flags()[ordinal], base + t.start[k], startLine);
      }
    }
  }
}

/** One big XML document: index() reads it once; then getLines(), Find, foldEnd() and export() work from the index. */
export class BigXmlDocument extends ChunkedDocument implements BigDocument {
  private checkpoints: Checkpoint[] = [];
  /** Document position (UTF-16) where each chunk's text starts. */
  private chunkChars: number[] = [0];
  /** Per element, by its ordinal in the document: HAS_CHILDREN and MIXED (written by the index pass). */
  private flags: Uint8Array = new Uint8Array(0);
  /** Elements laid out one child per line that span CHECKPOINT_LINES lines or more: start and end tag lines. */
  private foldOpen = new Float64Array(1024);
  private foldClose = new Float64Array(1024);
  private folds = 0;
  private foldsSorted = false;
  private readonly layout: BigLayout;

  constructor(
    source: ByteSource,
    layout: BigLayout = {},
    private readonly options: { chunkBytes?: number; segmentChars?: number; cacheChunks?: number; maxTokenChars?: number } = {},
  ) {
    super(source, options.cacheChunks ?? 8, options.chunkBytes);
    this.layout = { indent: layout.indent ?? '2' };
  }

  private get segment(): number {
    return this.options.segmentChars ?? SEGMENT_CHARS;
  }

  /** Chunk k's text, recording where the next chunk's text starts. */
  private async text(k: number): Promise<string> {
    const text = await this.chunk(k);
    if (k + 1 === this.chunkChars.length) this.chunkChars.push(this.chunkChars[k] + text.length);
    return text;
  }

  private lastChunk(k: number): boolean {
    return this.chunkEnd(k) >= this.source.size;
  }

  /**
   * Scans from `start` (a checkpoint's position and tokenizer state, copied) segment by segment, yielding each
   * segment's tokens. Texts are joined when a token goes on past a chunk's end. `snapshot`: each piece also carries
   * the tokenizer state before its segment. Errors are thrown as `{ xml: XmlError, base }` (base: the document
   * position of the text's start) or `{ tooLarge: position }`.
   */
  private async *pieces(
    start: { pos: number; scan: XmlScanState },
    slotMode: number,
    snapshot = false,
    onChunk?: (k: number, carryFrom: number) => void,
  ): AsyncGenerator<Piece> {
    const st = start.scan.copy();
    st.slotMode = slotMode;
    if (slotMode === SLOT_ORDINAL) st.elemFlags = this.flags;
    let k = this.chunkAt(start.pos);
    let code = await this.text(k);
    let from = start.pos - this.chunkChars[k];
    st.base = this.chunkChars[k];
    const t = newTokens(4096);
    for (;;) {
      const final = this.lastChunk(k);
      onChunk?.(k, st.base + from);
      for (;;) {
        t.count = 0;
        const limit = Math.min(code.length, from + this.segment);
        let before: XmlScanState | null = null;
        if (snapshot) {
          st.keepNames(code);
          before = st.copy();
        }
        let stop: number;
        try {
          stop = scanXml(code, from, limit, st, t, final);
        } catch (e) {
          if (e instanceof XmlError) throw { xml: e, base: st.base };
          throw e;
        }
        if (slotMode === SLOT_ORDINAL) this.flags = st.elemFlags;
        if (t.count > 0) yield { code, segmentStart: st.base + from, tokens: t, scan: st, before };
        if (stop >= code.length) {
          from = code.length;
          break;
        }
        from = stop;
        // Below the limit: a token goes on past this text; it is scanned again with the next chunk's text after it.
        if (stop < limit) break;
      }
      if (final) return;
      st.keepNames(code);
      if (code.length - from > (this.options.maxTokenChars ?? MAX_TOKEN_CHARS)) throw { tooLarge: st.base + from };
      const carry = code.slice(from);
      k++;
      const next = await this.text(k);
      st.base = this.chunkChars[k] - carry.length;
      code = carry + next;
      from = 0;
    }
  }

  /** The chunk whose text holds document position `pos` (chunk texts read so far). */
  private chunkAt(pos: number): number {
    const c = this.chunkChars;
    let lo = 0;
    let hi = c.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (c[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return Math.min(lo, this.chunkStarts.length - 1);
  }

  /**
   * Validates the whole document and builds the index. Returns the summary or the first error with formatXml's
   * message and its 1-based line and column (UTF-16 units).
   */
  async index(onProgress?: IndexProgress): Promise<Result<BigSummary>> {
    const cps = this.checkpoints;
    cps.length = 0;
    this.flags = new Uint8Array(1 << 16);
    this.folds = 0;
    const initial = new XmlScanState();
    initial.slotMode = SLOT_ORDINAL;
    cps.push({ pos: 0, line: 0, tokenLines: 0, written: false, scan: initial.copy() });
    const lineEnds: number[] = [];
    this.chunkLineEnds = lineEnds;
    let pendingEnds = 0;
    const walker = new Walker(
      () => this.flags,
      true,
      (d) => this.collapse(walker, d),
      (open, close) => {
        if (close - open >= CHECKPOINT_LINES) this.addFold(open, close);
      },
    );
    const size = this.source.size;
    let lastChunk = -1;
    const onChunk = (k: number, carryFrom: number) => {
      // Chunks whose text ends before the carried token (or all, with none) have all their lines counted.
      while (pendingEnds < k && this.chunkChars[pendingEnds + 1] <= carryFrom) lineEnds[pendingEnds++] = walker.line;
      if (k !== lastChunk) {
        lastChunk = k;
        this.chunkLines[k] = walker.line;
        if (k > 0) onProgress?.(this.chunkStarts[k], size, walker.line + 1);
      }
    };
    try {
      for await (const piece of this.pieces(cps[0], SLOT_ORDINAL, true, onChunk)) {
        if (piece.segmentStart > cps[cps.length - 1].pos) {
          cps.push({
            pos: piece.segmentStart,
            line: walker.line,
            tokenLines: walker.tokenLines,
            written: walker.written,
            scan: piece.before!,
          });
        }
        walker.walk(piece.code, piece.tokens, 0, piece.tokens.count, piece.scan.base);
        this.lineCount = walker.line + 1;
      }
    } catch (e) {
      this.lineCount = 0;
      return this.failure(e);
    }
    while (pendingEnds < this.chunkStarts.length) lineEnds[pendingEnds++] = walker.line;
    this.chunkLines.length = this.chunkStarts.length;
    this.chunkLines.push(walker.line);
    this.lineCount = walker.line + 1;
    this.indexed = true;
    onProgress?.(size, size, this.lineCount);
    return ok({ lines: this.lineCount, bytes: size });
  }

  /** The open element at `depth` turned out mixed: checkpoints, chunk lines and folds inside it move back. */
  private collapse(w: Walker, depth: number): void {
    const openPos = w.openPos[depth];
    const openLine = w.openLine[depth];
    const openTokenLines = w.openTokenLines[depth];
    const cps = this.checkpoints;
    for (let i = cps.length - 1; i > 0 && cps[i].pos > openPos; i--) cps[i].line = openLine + (cps[i].tokenLines - openTokenLines);
    const lines = this.chunkLines;
    for (let k = lines.length - 1; k > 0 && lines[k] > openLine && this.chunkChars[k] > openPos; k--) lines[k] = openLine;
    while (this.folds > 0 && this.foldOpen[this.folds - 1] > openLine) this.folds--;
  }

  private addFold(open: number, close: number): void {
    if (this.folds === this.foldOpen.length) {
      this.foldOpen = resized(this.foldOpen, this.folds * 2);
      this.foldClose = resized(this.foldClose, this.folds * 2);
    }
    this.foldOpen[this.folds] = open;
    this.foldClose[this.folds++] = close;
    this.foldsSorted = false;
  }

  private async failure(e: unknown): Promise<Result<BigSummary>> {
    if (typeof e === 'object' && e !== null && 'tooLarge' in e) {
      const at = await this.positionOf((e as { tooLarge: number }).tooLarge);
      return withCode(
        fail(tokenTooLarge(this.options.maxTokenChars ?? MAX_TOKEN_CHARS), at.line, at.column),
        'xml-token-too-large' satisfies BigFileErrorCode,
      );
    }
    if (typeof e === 'object' && e !== null && 'xml' in e) {
      const { xml, base } = e as { xml: XmlError; base: number };
      const at = await this.positionOf(base + xml.pos);
      let linePos = -1;
      if (xml.linePos >= 0) linePos = (await this.positionOf(xml.linePos)).line;
      return xmlFailure(xml, () => linePos, at.line, at.column);
    }
    throw e;
  }

  /**
   * Line and column (1-based, UTF-16 units) of document position `pos`: the file is read again from its start
   * (only for an error). A '\r' ends a line, and so does a '\n' not right after one.
   */
  private async positionOf(pos: number): Promise<{ line: number; column: number }> {
    const lines = new LineCounter();
    for (let k = 0; k < this.chunkStarts.length; k++) {
      const base = this.chunkChars[k];
      if (base >= pos) break;
      const text = await this.text(k);
      lines.count(text, base, Math.min(text.length, pos - base));
    }
    return { line: lines.line, column: lines.column(pos) };
  }

  /** The index of the checkpoint output is produced from for line `from`: the last one on an earlier line. */
  private checkpointFor(from: number): number {
    const cps = this.checkpoints;
    let lo = 0;
    let hi = cps.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (cps[mid].line < from) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  protected startOf(from: number): number {
    const i = this.checkpointFor(from);
    return i === 0 ? 0 : this.checkpoints[i].line + 1;
  }

  /**
   * Where the output may differ from the input: line breaks and tabs, indentation (a leading or trailing space), and
   * tags ('>', '/' and '=': tags are normalised, `<a></a>` is written `<a/>`). A '<' always starts a token, in the
   * input as in the output; a space inside the query may stand for any run of whitespace in a start tag (see
   * inputMatcher).
   */
  protected unsafeQuery(q: string): boolean {
    return /[\t\n\r>/=]/.test(q) || q.startsWith(' ') || q.endsWith(' ');
  }

  protected inputMatcher(q: string): (text: string) => boolean {
    if (!q.includes(' ')) return (text) => text.includes(q);
    const re = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
    return (text) => re.test(text);
  }

  protected seamChars(q: string): number {
    return q.includes(' ') ? q.length + 1024 : q.length - 1;
  }

  /**
   * The output from checkpoint `cpIndex` on, in pieces of whole characters; the part of the checkpoint's line before
   * it is left out (except at the document's start), so the output starts at a line's start. It stops where the
   * index has not been yet.
   */
  private async *output(cpIndex: number, finalNewline = false): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    const cp = this.checkpoints[cpIndex];
    const rs = new XmlRenderState();
    rs.written = cp.written;
    const flags = this.flags;
    for (let d = 0; d < cp.scan.depth; d++) {
      const f = flags[cp.scan.openSlot[d]];
      if ((f & HAS_CHILDREN) === 0) {
        rs.skipEnd = true;
        break;
      }
      if (rs.depth === rs.formatted.length) {
        const bigger = new Uint8Array(rs.depth * 2);
        bigger.set(rs.formatted);
        rs.formatted = bigger;
      }
      rs.formatted[rs.depth] = (rs.depth === 0 || rs.formatted[rs.depth - 1] === 1) && (f & MIXED) === 0 ? 1 : 0;
      rs.depth++;
    }
    let skipping = cpIndex > 0;
    let ordinal = cp.scan.ordinal;
    const sink: ByteSink = { out: new Uint8Array(256 * 1024), o: 0 };
    const pieces = this.pieces(cp, SLOT_NONE);
    for (;;) {
      let next: IteratorResult<Piece>;
      try {
        next = await pieces.next();
      } catch {
        // Past what the index has checked yet: the output stops here.
        return;
      }
      if (next.done) break;
      const piece = next.value;
      const t = piece.tokens;
      const f = this.flags;
      for (let k = 0; k < t.count; k++) {
        if (t.kind[k] === START) t.flags[k] |= f[ordinal++] & (HAS_CHILDREN | MIXED);
      }
      sink.o = 0;
      renderTokens(piece.code, t, 0, t.count, rs, sink, this.layout);
      let bytes = sink.out.subarray(0, sink.o);
      if (skipping) {
        const nl = bytes.indexOf(10);
        if (nl < 0) continue;
        bytes = bytes.subarray(nl + 1);
        skipping = false;
      }
      if (bytes.length) yield bytes.slice();
    }
    if (finalNewline) yield new Uint8Array([10]);
  }

  protected async produce(from: number, _to: number, onPiece: (piece: Uint8Array) => boolean): Promise<number> {
    const i = this.checkpointFor(from);
    for await (const piece of this.output(i)) if (!onPiece(piece)) break;
    return i === 0 ? 0 : this.checkpoints[i].line + 1;
  }

  /**
   * Output lines `from` … `from + count − 1` (fewer at the end), each cut at MAX_LINE_CHARS; lines are assembled
   * piece by piece, so a very long line is measured without being held.
   */
  async getLines(from: number, count: number): Promise<BigLines> {
    const last = Math.min(this.lineCount, from + count);
    if (from >= last) return { from, lines: [], cut: [] };
    const lines: string[] = [];
    const cut: number[] = [];
    let line = this.startOf(from);
    let current = '';
    let length = 0;
    const decode = partDecoder(true);
    const add = (text: string) => {
      if (line < from) return;
      length += text.length;
      if (current.length < MAX_LINE_CHARS) current += text.length > MAX_LINE_CHARS ? text.slice(0, MAX_LINE_CHARS) : text;
    };
    const finish = () => {
      if (line >= from) {
        lines.push(current.length > MAX_LINE_CHARS ? current.slice(0, MAX_LINE_CHARS) : current);
        cut.push(length > MAX_LINE_CHARS ? length : -1);
      }
      current = '';
      length = 0;
      line++;
    };
    for await (const piece of this.output(this.checkpointFor(from), true)) {
      const text = decode(piece);
      let at = 0;
      for (let nl = text.indexOf('\n'); nl !== -1 && line < last; nl = text.indexOf('\n', at)) {
        add(text.slice(at, nl));
        finish();
        at = nl + 1;
      }
      if (line >= last) break;
      add(text.slice(at));
    }
    return { from, lines, cut };
  }

  /** The whole formatted output in parts of about a megabyte, for a download written part by part. */
  async *export(): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    let parts: Uint8Array[] = [];
    let size = 0;
    const join = () => {
      const all = new Uint8Array(size);
      let o = 0;
      for (const p of parts) {
        all.set(p, o);
        o += p.length;
      }
      parts = [];
      size = 0;
      return all;
    };
    for await (const piece of this.output(0, true)) {
      parts.push(piece);
      size += piece.length;
      if (size >= 1 << 20) yield join();
    }
    if (size) yield join();
  }

  /**
   * The line of the end tag closing the element whose start tag is on `line`, when that element's children are on
   * their own lines (so the element can be folded); −1 otherwise.
   */
  async foldEnd(line: number): Promise<number> {
    if (!this.indexed || line < 0 || line >= this.lineCount) return -1;
    if (!this.foldsSorted) this.sortFolds();
    // Elements spanning CHECKPOINT_LINES or more lines were recorded while indexing.
    let lo = 0;
    let hi = this.folds;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.foldOpen[mid] < line) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.folds && this.foldOpen[lo] === line) return this.foldClose[lo];
    // Smaller ones: walk the output's structure from the checkpoint before the line, up to CHECKPOINT_LINES past it.
    const cpIndex = this.checkpointFor(line);
    let found = -1;
    const walker = Walker.at(this.checkpoints[cpIndex], () => this.flags, (open, close) => {
      if (open === line && close - open < CHECKPOINT_LINES) found = close;
    });
    for await (const piece of this.pieces(this.checkpoints[cpIndex], SLOT_NONE)) {
      walker.walk(piece.code, piece.tokens, 0, piece.tokens.count, piece.scan.base);
      if (found >= 0 || walker.line > line + CHECKPOINT_LINES) break;
    }
    return found;
  }

  private sortFolds(): void {
    const n = this.folds;
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => this.foldOpen[a] - this.foldOpen[b]);
    const o = new Float64Array(Math.max(1024, n));
    const c = new Float64Array(Math.max(1024, n));
    order.forEach((from, to) => {
      o[to] = this.foldOpen[from];
      c[to] = this.foldClose[from];
    });
    this.foldOpen = o;
    this.foldClose = c;
    this.foldsSorted = true;
  }
}
