import * as Comlink from 'comlink';
import { listenForInterrupts } from '../shared/interrupt';
import { fail, withCode, type Result } from '../shared/result';
import { blobSource, type BigDocument, type BigLayout, type BigLines, type BigSummary } from './big-document';
import { BIG_FILE_CEILING, BigJsonDocument } from './big-json';
import { BigXmlDocument } from './big-xml';

/** Progress of opening a big file: bytes read of the total and output lines known so far. */
export type BigProgressFn = (bytesDone: number, bytesTotal: number, lines: number) => void;

let doc: BigDocument | null = null;
let exporter: AsyncGenerator<Uint8Array<ArrayBuffer>> | null = null;

/** The error code of a file over the ceiling. */
export const BIG_FILE_TOO_LARGE = 'big-file-too-large';

/**
 * The worker of the formatter's big-file path: it keeps one document (the file itself, read in chunks, and its
 * index) and answers for the rows in view, Find and the download. Cancelling terminates it, which frees it all.
 */
const api = {
  /**
   * Opens `file` as JSON or XML and validates and indexes it; progress after every chunk (rows up to there can be
   * shown).
   */
  async open(file: Blob, language: 'json' | 'xml', layout: BigLayout, onProgress?: BigProgressFn): Promise<Result<BigSummary>> {
    doc = null;
    exporter = null;
    if (file.size > BIG_FILE_CEILING) return withCode(fail('too large'), BIG_FILE_TOO_LARGE);
    const d = language === 'xml' ? new BigXmlDocument(blobSource(file), layout) : new BigJsonDocument(blobSource(file), layout);
    doc = d;
    // Reported at most every 100 ms (the page batches them per frame anyway), and once at the end.
    let last = 0;
    const result = await d.index((done, total, lines) => {
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      onProgress?.(done, total, lines);
    });
    return withCode(result, `${language}-syntax`);
  },

  /** Output lines [from, from + count) of the open document. */
  async getLines(from: number, count: number): Promise<BigLines> {
    if (!doc) return { from, lines: [], cut: [] };
    return doc.getLines(from, count);
  },

  /** The number of lines of the input itself read so far (all of them once open() has settled). */
  inputLines(): number {
    return doc ? doc.inputLines : 0;
  },

  /** Input lines [from, from + count) as written, for the read-only view of the input. */
  async getInputLines(from: number, count: number): Promise<BigLines> {
    if (!doc) return { from, lines: [], cut: [] };
    return doc.getInputLines(from, count);
  },

  /**
   * The line closing the object or array opened at the end of `line` (the row's fold), or −1 when `line` opens
   * none (or the document is not indexed yet).
   */
  async foldEnd(line: number): Promise<number> {
    return doc ? doc.foldEnd(line) : -1;
  },

  /** The line of the next (or previous) match of `query` from line `from`, wrapping; −1 when there is none. */
  async findNext(query: string, from: number, backwards: boolean): Promise<number> {
    return doc ? doc.findNext(query, from, backwards) : -1;
  },

  /** The number of matches of `query` in the whole output. */
  async count(query: string): Promise<number> {
    return doc ? doc.count(query) : 0;
  },

  /** Starts the formatted output from the top, for a download. */
  exportStart(): void {
    exporter = doc ? doc.export() : null;
  },

  /** The next part of the formatted output as UTF-8 bytes (transferred), or null after the last one. */
  async exportNext(): Promise<Uint8Array | null> {
    if (!exporter) return null;
    const next = await exporter.next();
    if (next.done) {
      exporter = null;
      return null;
    }
    return Comlink.transfer(next.value, [next.value.buffer]);
  },
};

Comlink.expose(api);
listenForInterrupts();

/** The big-file worker's API as seen by the page (import this type only). */
export type BigFileApi = typeof api;
