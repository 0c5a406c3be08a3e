import * as Comlink from 'comlink';
import { buildLineIndex, type IndexedText } from '../shared/line-index';
import { errorOf, fail, ok, withCode, type ProgressFn, type Result } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import { keepViews, TextView } from '../shared/views';
import { bigCompareApi } from './big-compare';
import { compareInputs, lastXmlStructure } from './compare';
import type { XmlStructureChange } from './xml-semantic';
import { diffTexts } from './diff-texts';
import type { CompareOptions, CompareTypeId } from './meta';
import { diffJsonStructure, type StructureChange, type StructureResult } from './json-structure';
import type { PdfMeta, PdfView } from './pdf';
import { changeRowIndexes } from './rows';
import { formatForTextTool } from './text-tool';
import { resultBuffers, type CompareResult, type CompareSide } from './types';

/** The last compare result, kept here so that Export PDF does not send the whole diff back to the worker. */
let last: CompareResult | null = null;

/**
 * The structural summary of `last`, computed right after a JSON compare (arrays matched by the key last asked for)
 * while the page is still taking in the line view, so that the page's request for it finds it done.
 */
let structure: { of: CompareResult; key: string; value: StructureResult; ms: number } | null = null;
/** The key field of the last summary asked for. */
let lastArrayKey = '';

/** The structural summary of a result (see `structure`), computed once per result and key. */
function structureOf(of: CompareResult, key: string): { value: StructureResult; ms: number } {
  if (structure && structure.of === of && structure.key === key) return structure;
  const started = performance.now();
  const value = diffJsonStructure(of.left.text, of.right.text, key);
  structure = { of, key, value, ms: performance.now() - started };
  return structure;
}

/**
 * Indexes the page's diff view needs, built here so that the main thread does not walk 100,000 rows when the
 * result arrives.
 */
export interface DiffIndexes {
  /** First row of every change block, ascending (as rows.ts changeRowIndexes). */
  changeStarts: Uint32Array;
  /** Length of the longest line of either side, in UTF-16 units. */
  longestLine: number;
}

/** A compare result as the page receives it: the result and its view indexes. */
export type CompareView = CompareResult & DiffIndexes;

function longestLineOf(side: CompareSide): number {
  const { text, lineStarts } = side;
  let max = 0;
  for (let i = 0; i < lineStarts.length; i++) {
    const end = i + 1 < lineStarts.length ? lineStarts[i + 1] - 1 : text.length;
    if (end - lineStarts[i] > max) max = end - lineStarts[i];
  }
  return max;
}

/** The result with its view indexes, and the buffers to transfer. */
function withIndexes(r: CompareResult): [CompareView, ArrayBuffer[]] {
  const view: CompareView = {
    ...r,
    changeStarts: changeRowIndexes(r),
    longestLine: Math.max(longestLineOf(r.left), longestLineOf(r.right)),
  };
  return [view, [...resultBuffers(view), view.changeStarts.buffer as ArrayBuffer]];
}

/** A copy whose buffers can be transferred while the worker keeps the original (transfer detaches buffers). */
function transferableCopy(r: CompareResult): CompareResult {
  return {
    ...r,
    left: { text: r.left.text, lineStarts: r.left.lineStarts.slice() },
    right: { text: r.right.text, lineStarts: r.right.lineStarts.slice() },
    leftType: r.leftType.slice(),
    rightType: r.rightType.slice(),
    leftLine: r.leftLine.slice(),
    rightLine: r.rightLine.slice(),
    hlOffsets: r.hlOffsets.slice(),
    hlRanges: r.hlRanges.slice(),
  };
}

/** Changes sent to the page for the structural summary's list; the exports always hold all of them. */
export const STRUCTURE_LIST_MAX = 5000;

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

/**
 * The compare part of the engine worker's API (exposed by engine.worker.ts). A plain object so that tests can call it in Node;
 * Comlink.transfer only tags values for the worker's postMessage.
 */
export const compareApi = {
  /** Normalises both inputs (each given or staged, see workers/shared/staging.ts) for the type and diffs them; all typed arrays are transferred. */
  async compare(type: CompareTypeId, original: TextInput, modified: TextInput, options: CompareOptions): Promise<Result<CompareView>> {
    last = null;
    structure = null;
    bigCompareApi.dropBig();
    const result = await compareInputs(type, textOf(original), textOf(modified), options);
    if (!result.ok) return result;
    const kept = (last = result.value);
    if (type === 'json') {
      // After the result is posted; a failure here is reported when the page asks for the summary.
      setTimeout(() => {
        try {
          if (last === kept) structureOf(kept, lastArrayKey);
        } catch {
          /* reported by jsonStructure */
        }
      }, 0);
    }
    const [view, buffers] = withIndexes(transferableCopy(result.value));
    return Comlink.transfer(ok(view), buffers);
  },

  /** A PDF of the last compare result as the page shows it (`view`; default every row side by side), transferred. */
  async exportPdf(meta: PdfMeta, onProgress?: ProgressFn, view?: PdfView): Promise<Result<Uint8Array>> {
    if (!last) return withCode(fail('Failed to export PDF'), 'no-result');
    try {
      const { buildComparePdf } = await import('./pdf');
      const bytes = await buildComparePdf(last, meta, onProgress, view);
      return Comlink.transfer(ok(bytes), [bytes.buffer as ArrayBuffer]);
    } catch (e) {
      return withCode(fail(errorOf(e, 'Failed to export PDF').message), 'pdf-failed');
    }
  },

  /**
   * The structural summary of the last (JSON) compare result: its two normalised texts, so the lines it names
   * are the line view's. `arrayKey` matches array items by that field (empty: by position).
   */
  jsonStructure(arrayKey: string): Result<StructureView> {
    if (!last) return withCode(fail('Compare the documents first'), 'no-result');
    lastArrayKey = arrayKey;
    try {
      const { value: r, ms } = structureOf(last, arrayKey);
      return ok({ ...r, changes: r.changes.slice(0, STRUCTURE_LIST_MAX), total: r.changes.length, engineMs: ms });
    } catch (e) {
      return withCode(fail(errorOf(e, 'Structural summary failed').message), 'structure-failed');
    }
  },

  /**
   * The structural summary of the last XML compare made with XML options: the first STRUCTURE_LIST_MAX changes for
   * the list, the count, and the CSV of all of them.
   */
  xmlStructure(): Result<{ changes: XmlStructureChange[]; total: number; csv: string }> {
    const s = last && lastXmlStructure(last);
    if (!s) return withCode(fail('Compare the documents as XML first'), 'no-result');
    return ok({ changes: s.changes.slice(0, STRUCTURE_LIST_MAX), total: s.changes.length, csv: s.csv });
  },

  /** "Format & Diff": formats the input with the text tool's rules and diffs input against output (text rules). */
  async textTool(type: 'json' | 'xml' | 'html', given: TextInput): Promise<Result<{ output: IndexedText; diff: CompareView }>> {
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
