import * as Comlink from 'comlink';
import { blobSource, type BigDocument, type BigLayout, type BigSummary } from '../format/big-document';
import { openBigDocument, type BigFileLanguage } from '../format/big-open';
import { inputView, outputView } from './views';
import { refusal, withCode, type Result } from '../shared/result';
import { BIG_FILE_CEILING } from '../shared/meta';
import { keepNamedViews } from '../shared/views';
import { BIG_FILE_ERRORS } from './meta';

/** Progress of opening a big file: bytes read of the total and output lines known so far. */
export type BigProgressFn = (bytesDone: number, bytesTotal: number, lines: number) => void;

let doc: BigDocument | null = null;
let exporter: AsyncGenerator<Uint8Array<ArrayBuffer>> | null = null;

/** The ids under which the page reads a big file's formatted output and its input as written. */
export interface BigViews {
  output: string;
  input: string;
}

/**
 * The formatter's big-file path: its worker keeps one document (the file itself, read in chunks, and its index) and
 * answers for the rows in view, Find and folds (as result views, workers/shared/views.ts) and the download.
 * Cancelling terminates it, which frees it all.
 */
export const bigFileApi = {
  /**
   * Opens `file` as JSON or XML and validates and indexes it; progress after every chunk (rows up to there can be
   * shown, under the view ids `views`).
   */
  async open(file: Blob, language: BigFileLanguage, layout: BigLayout, views: BigViews, onProgress?: BigProgressFn): Promise<Result<BigSummary>> {
    doc = null;
    exporter = null;
    keepNamedViews({});
    if (file.size > BIG_FILE_CEILING) return refusal(BIG_FILE_ERRORS, 'big-file-too-large');
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
