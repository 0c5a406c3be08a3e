import * as Comlink from 'comlink';
import { buildLineIndex, type IndexedText } from '../shared/line-index';
import { errorOf, ok, refusal, withCode, type ProgressFn, type Result } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import { keepViews, TextView } from '../shared/views';
import { lineAt } from '../shared/meta';
import { bigView, bigViewBuffers, compareSources, rowTexts, rowsAsTexts, type BigCompareView, type ByteSource, type RowTexts } from './big-compare';
import type { ByteCompareResult } from './byte-compare';
import { compareDocuments, readXmlInput, type XmlSideReader } from './compare';
import { DEFAULT_CAPS, diffTexts, toLf } from './diff-texts';
import { diffJsonStructure, type StructureResult } from './json-structure';
import { mergeBlock } from './merge';
import {
  BIG_FILE_CEILING,
  COMPARE_ERRORS,
  PDF_ALL_ROWS_MAX,
  XML_COMPARE_DEFAULTS,
  STRUCTURE_LIST_MAX,
  changeRowIndexes,
  type CompareOptions,
  type StructureChange,
  type CompareTypeId,
  type XmlCompareOptions,
} from './meta';
import type { PdfMeta, PdfView } from './pdf';
import { formatForTextTool } from './text-tool';
import { copiedRowArrays, resultBuffers, type CompareResult, type CompareSide, type RowModel } from './types';
import { xmlSideBuffers, type XmlSide } from './xml-semantic';
import { xmlWarmUpPair } from './xml-warm-up';

export type { BigCompareView, RowTexts } from './big-compare';

/**
 * What this worker holds between calls: the last compare (the small path's result with its texts, or a big
 * compare's row model over the files' bytes), so that the rows in view, Export PDF and a merge never send the diff
 * back. Only this module reads it.
 */
const held: {
  small: CompareResult | null;
  big: ByteCompareResult | null;
} = { small: null, big: null };

/**
 * A second instance of this family's worker, started by this one, that lays out and reads the modified side of XML
 * compared as XML while this one does the original (two cores, half the wait). It ends with this worker (Cancel
 * terminates it, and a worker's own workers with it). Null until started, and where no worker can be started from
 * here (Node, the tests, the CLI): the side is then read here. A helper that fails is dropped and the side read here.
 */
let helper: { remote: Comlink.Remote<Pick<typeof compareApi, 'ready' | 'readXmlInput'>>; failed: Promise<never> } | null = null;

function startHelper(): typeof helper {
  if (helper || typeof Worker !== 'function' || !('WorkerGlobalScope' in globalThis)) return helper;
  // This worker's own script, serving the same family (engine.worker.ts reads the instance's name).
  const worker = new Worker(self.location.href, { type: 'module', name: 'compare' });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', reject);
    worker.addEventListener('messageerror', reject);
  });
  const started = (helper = { remote: Comlink.wrap(worker), failed });
  void started.remote.ready().catch(() => undefined);
  failed.catch(() => {
    if (helper === started) helper = null;
    worker.terminate();
  });
  return started;
}

/** Reads the modified side in the helper worker when there is one (see `helper`), else here. */
const readInHelper: XmlSideReader = async (text, options, xml) => {
  const h = startHelper();
  if (h) {
    try {
      const read = await Promise.race([h.remote.readXmlInput(text, options, xml), h.failed]);
      // The helper sends the side without the text it was given, which is here already.
      if (read.ok && read.value) read.value.code = toLf(text);
      return read;
    } catch {
      // Read here instead.
    }
  }
  return readXmlInput(text, options, xml);
};

/** Set by a compare: a warm-up still under way stops at its next pause (see warmUpXml). */
let comparing = false;

/**
 * Compares a small generated pair as XML a few times (xml-warm-up.ts), each in a task of its own (a compare that
 * arrives waits for one at most, and stops the rest): the engine's hot loops, here and in the helper, are then
 * optimised before the visitor's first compare.
 */
async function warmUpXml(): Promise<void> {
  const [a, b] = xmlWarmUpPair(150);
  for (let i = 0; i < 3; i++) {
    await nextTask();
    if (comparing) return;
    await compareDocuments('xml', a, b, { ...NO_OPTIONS, xml: XML_COMPARE_DEFAULTS }, DEFAULT_CAPS, readInHelper);
  }
}

/** The PDF export under way; stopPdf() ends it at its next pause (see buildComparePdf). */
let pdfRun = 0;

/**
 * Indexes the page's diff view needs, built here so that the main thread does not walk 100,000 rows when the
 * result arrives.
 */
export interface DiffIndexes {
  /** First row of every change block, ascending (as meta.ts changeRowIndexes). */
  changeStarts: Uint32Array;
  /** Length of the longest line of either side, in UTF-16 units. */
  longestLine: number;
}

/**
 * A compare result as the page receives it: the row model, its view indexes and the two texts — except for XML
 * compared as XML, whose laid-out texts stay in this worker and the rows in view are read with getRows (two
 * documents of 10 MB lay out to some 14 MB each: the summary should not wait for them to cross). XML compared as XML
 * also brings its structural summary (no second call before the summary shows).
 */
export type CompareView = RowModel & DiffIndexes & Partial<Pick<CompareResult, 'left' | 'right'>> & { xmlStructure?: XmlStructureView };

/** The structural summary of XML compared as XML: the first STRUCTURE_LIST_MAX changes for the list, the count, and the CSV of all of them. */
export interface XmlStructureView {
  changes: StructureChange[];
  total: number;
  csv: string;
}

function longestLineOf(side: CompareSide): number {
  const { text, lineStarts } = side;
  let max = 0;
  for (let i = 0; i < lineStarts.length; i++) {
    const end = i + 1 < lineStarts.length ? lineStarts[i + 1] - 1 : text.length;
    if (end - lineStarts[i] > max) max = end - lineStarts[i];
  }
  return max;
}

/**
 * The view of `r` and the buffers to transfer: copies of its arrays (the worker keeps the originals: transfer
 * detaches buffers), with the texts and their line starts unless `keepTexts` (then getRows reads the rows).
 */
function viewOf(r: CompareResult, keepTexts: boolean): [CompareView, ArrayBuffer[]] {
  const { left, right, ...model } = r;
  const indexes: DiffIndexes = { changeStarts: changeRowIndexes(r), longestLine: Math.max(longestLineOf(left), longestLineOf(right)) };
  const rows = { ...model, ...copiedRowArrays(r), ...indexes };
  const buffers = [rows.leftType, rows.rightType, rows.leftLine, rows.rightLine, rows.hlOffsets, rows.hlRanges, indexes.changeStarts].map((a) => a.buffer as ArrayBuffer);
  if (keepTexts) return [rows, buffers];
  const texts = { left: { text: left.text, lineStarts: left.lineStarts.slice() }, right: { text: right.text, lineStarts: right.lineStarts.slice() } };
  return [{ ...rows, ...texts }, [...buffers, texts.left.lineStarts.buffer as ArrayBuffer, texts.right.lineStarts.buffer as ArrayBuffer]];
}

/** The result with its view indexes, and the buffers to transfer (for a result the worker does not keep). */
function withIndexes(r: CompareResult): [CompareView & CompareResult, ArrayBuffer[]] {
  const view: CompareView & CompareResult = {
    ...r,
    changeStarts: changeRowIndexes(r),
    longestLine: Math.max(longestLineOf(r.left), longestLineOf(r.right)),
  };
  return [view, [...resultBuffers(view), view.changeStarts.buffer as ArrayBuffer]];
}

/** The structural JSON summary as the page receives it. */
export interface StructureView extends Omit<StructureResult, 'changes'> {
  /** The first STRUCTURE_LIST_MAX changes. */
  changes: StructureChange[];
  /** How many changes there are in all. */
  total: number;
  /** Engine time in milliseconds. */
  engineMs: number;
}

const NO_OPTIONS: CompareOptions = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

/** Ends the current task, so that a message that arrived meanwhile (stopPdf) is handled before going on. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

class PdfStopped extends Error {}

/**
 * The compare family's API (see workers/families.ts): the compare tools, the Format & Diff text tool and the JSON
 * structural summary. A plain object, so that tests call it in Node; Comlink.transfer only tags values for the
 * worker's postMessage. A screen runs the compare and its exports in one instance (which holds the result), and
 * the summary and the text tool in instances of their own.
 */
export const compareApi = {
  /**
   * Answers once this family's code is loaded: the screen starts its worker while the user fills the sides. With
   * `xml` (the XML compare screen), the worker also starts its helper (see `helper`).
   */
  ready(xml = false): true {
    if (xml) {
      startHelper();
      void warmUpXml();
    }
    return true;
  },

  /**
   * The modified side of XML compared as XML, laid out and read (compare.ts readXmlInput), for the compare worker
   * that started this one: its typed arrays transferred, without the text it was given (that worker has it).
   */
  readXmlInput(text: string, options: CompareOptions, xml: XmlCompareOptions): Result<XmlSide | null> {
    const read = readXmlInput(text, options, xml);
    if (!read.ok || !read.value) return read;
    return Comlink.transfer(ok({ ...read.value, code: '' }), xmlSideBuffers(read.value));
  },

  /**
   * Normalises both inputs (each given or staged, see workers/shared/staging.ts) for the type and diffs them; all
   * typed arrays are transferred.
   */
  async compare(type: CompareTypeId, original: TextInput, modified: TextInput, options: CompareOptions): Promise<Result<CompareView>> {
    comparing = true;
    held.small = null;
    held.big = null;
    const compared = await compareDocuments(type, textOf(original), textOf(modified), options, DEFAULT_CAPS, readInHelper);
    if (!compared.ok) return compared;
    held.small = compared.value.result;
    const { xml } = compared.value;
    const [view, buffers] = viewOf(compared.value.result, xml !== null);
    if (xml) view.xmlStructure = { changes: xml.changes.slice(0, STRUCTURE_LIST_MAX), total: xml.changes.length, csv: xml.csv };
    return Comlink.transfer(ok(view), buffers);
  },

  /**
   * Text compare of two large files from their bytes (big-compare.ts), kept for getRows and the PDF; the row
   * model's arrays are transferred. Progress names the stage (BIG_COMPARE_STAGES in meta.ts).
   */
  async compareFiles(original: ByteSource, modified: ByteSource, options: CompareOptions, onProgress?: ProgressFn): Promise<Result<BigCompareView>> {
    held.small = null;
    held.big = null;
    if (original.size > BIG_FILE_CEILING || modified.size > BIG_FILE_CEILING) return refusal(COMPARE_ERRORS, 'compare-too-large');
    try {
      const r = (held.big = await compareSources(original, modified, options, onProgress));
      const view = bigView(r);
      return Comlink.transfer(ok(view), bigViewBuffers(view));
    } catch {
      return refusal(COMPARE_ERRORS, 'compare-read-failed');
    }
  },

  /** The texts of rows [from, from + count) of the last compare (a big one, or one whose texts stayed here). */
  getRows(from: number, count: number): Result<RowTexts> {
    if (held.big) return ok(rowTexts(held.big, from, count));
    const small = held.small;
    if (!small) return refusal(COMPARE_ERRORS, 'compare-no-result');
    return ok(rowsAsTexts(small, from, count, (s, line) => (s === 0 ? lineAt(small.left.text, small.left.lineStarts, line) : lineAt(small.right.text, small.right.lineStarts, line))));
  },

  /**
   * A PDF of the last compare (small or big) as the page shows it (`view`; default every row side by side),
   * transferred. "Show all lines" of a big compare is refused above PDF_ALL_ROWS_MAX rows (`pdf-too-large`).
   * stopPdf() ends it without touching the compare this worker holds (code `pdf-stopped`, never shown).
   */
  async exportPdf(meta: PdfMeta, onProgress?: ProgressFn, view?: PdfView): Promise<Result<Uint8Array>> {
    const run = ++pdfRun;
    const result = held.small ?? held.big;
    if (!result) return refusal(COMPARE_ERRORS, 'compare-no-result');
    if (held.big && (!view || view.mode === 'all') && held.big.rowCount > PDF_ALL_ROWS_MAX) return refusal(COMPARE_ERRORS, 'pdf-too-large');
    try {
      const { buildComparePdf } = await import('./pdf');
      const bytes = await buildComparePdf(result, meta, onProgress, view, async () => {
        await nextTask();
        if (run !== pdfRun) throw new PdfStopped();
      });
      return Comlink.transfer(ok(bytes), [bytes.buffer as ArrayBuffer]);
    } catch (e) {
      if (e instanceof PdfStopped) return { ok: false, error: { message: 'Stopped', code: 'pdf-stopped' } };
      return withCode({ ok: false, error: errorOf(e, COMPARE_ERRORS['pdf-failed']) }, 'pdf-failed');
    }
  },

  /** Stops the PDF export under way at its next pause; the compare result stays. */
  stopPdf(): void {
    pdfRun++;
  },

  /**
   * The text of side `to` (0 original, 1 modified) of the last compare with the change block starting at row
   * `blockStart` copied from the other side (merge.ts).
   */
  mergeBlock(blockStart: number, to: 0 | 1): Result<string> {
    if (!held.small) return refusal(COMPARE_ERRORS, 'compare-no-result');
    try {
      return ok(mergeBlock(held.small, blockStart, to));
    } catch {
      return refusal(COMPARE_ERRORS, 'merge-failed');
    }
  },

  /**
   * The structural summary of two JSON texts (given or staged) — a compare's normalised texts, so the lines it names
   * are the line view's. `arrayKey` matches array items by that field (empty: by position).
   */
  jsonStructure(left: TextInput, right: TextInput, arrayKey: string): Result<StructureView> {
    try {
      const started = performance.now();
      const r = diffJsonStructure(textOf(left), textOf(right), arrayKey);
      return ok({ ...r, changes: r.changes.slice(0, STRUCTURE_LIST_MAX), total: r.changes.length, engineMs: performance.now() - started });
    } catch (e) {
      return withCode({ ok: false, error: errorOf(e, COMPARE_ERRORS['structure-failed']) }, 'structure-failed');
    }
  },

  /** "Format & Diff": formats the input with the text tool's rules and diffs input against output (text rules). */
  async textTool(type: 'json' | 'xml' | 'html', given: TextInput): Promise<Result<{ output: IndexedText; diff: CompareView & CompareResult }>> {
    const input = textOf(given);
    const formatted = formatForTextTool(type, input);
    if (!formatted.ok) return withCode(formatted, `${type}-syntax`);
    const [diff, buffers] = withIndexes(diffTexts(input, formatted.value, NO_OPTIONS));
    // The output goes to the virtualised view with its line index, built here rather than on the page.
    const output: IndexedText = { text: formatted.value, ...buildLineIndex(formatted.value) };
    // Kept for Find (the index goes to the page: a copy of its line starts stays).
    [output.view] = keepViews(new TextView(output.text, output.lineStarts.slice()));
    return Comlink.transfer(ok({ output, diff }), [...buffers, output.lineStarts.buffer as ArrayBuffer, output.subtreeEnd.buffer as ArrayBuffer]);
  },
};
