import * as Comlink from 'comlink';
import { listenForInterrupts } from '../shared/interrupt';
import { fail, withCode, type Result } from '../shared/result';
import { keepNamedViews, viewApi } from '../shared/views';
import { blobSource, type BigDocument, type BigLayout, type BigSummary } from './big-document';
import { inputView, outputView } from './big-view';
import { BIG_FILE_CEILING } from './big-json';
import { openBigDocument, type BigFileLanguage } from './big-open';

/** Progress of opening a big file: bytes read of the total and output lines known so far. */
export type BigProgressFn = (bytesDone: number, bytesTotal: number, lines: number) => void;

let doc: BigDocument | null = null;
let exporter: AsyncGenerator<Uint8Array<ArrayBuffer>> | null = null;

/** The error code of a file over the ceiling. */
export const BIG_FILE_TOO_LARGE = 'big-file-too-large';

/** The ids under which the page reads a big file's formatted output and its input as written. */
export interface BigViews {
  output: string;
  input: string;
}

/**
 * The worker of the formatter's big-file path: it keeps one document (the file itself, read in chunks, and its
 * index) and answers for the rows in view, Find and folds (as result views, workers/shared/views.ts) and the
 * download. Cancelling terminates it, which frees it all.
 */
const api = {
  ...viewApi,

  /**
   * Opens `file` as JSON or XML and validates and indexes it; progress after every chunk (rows up to there can be
   * shown, under the view ids `views`).
   */
  async open(file: Blob, language: BigFileLanguage, layout: BigLayout, views: BigViews, onProgress?: BigProgressFn): Promise<Result<BigSummary>> {
    doc = null;
    exporter = null;
    keepNamedViews({});
    if (file.size > BIG_FILE_CEILING) return withCode(fail('too large'), BIG_FILE_TOO_LARGE);
    const d = openBigDocument(language, blobSource(file), layout);
    doc = d;
    keepNamedViews({ [views.output]: outputView(d), [views.input]: inputView(d) });
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
