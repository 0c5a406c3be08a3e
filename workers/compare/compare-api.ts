import * as Comlink from 'comlink';
import { errorOf, fail, ok, type ProgressFn, type Result } from '../shared/result';
import { compareInputs } from './compare';
import { diffTexts } from './diff-texts';
import type { CompareOptions, CompareTypeId } from './meta';
import { formatForTextTool } from './text-tool';
import { resultBuffers, type CompareResult } from './types';

/** The last compare result, kept here so that Export PDF does not send the whole diff back to the worker. */
let last: CompareResult | null = null;

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

const NO_OPTIONS: CompareOptions = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

/**
 * The compare worker's API (exposed by compare.worker.ts). A plain object so that tests can call it in Node;
 * Comlink.transfer only tags values for the worker's postMessage.
 */
export const compareApi = {
  /** Normalises both inputs for the type and diffs them; all typed arrays are transferred. */
  async compare(
    type: CompareTypeId,
    original: string,
    modified: string,
    options: CompareOptions,
  ): Promise<Result<CompareResult>> {
    last = null;
    const result = await compareInputs(type, original, modified, options);
    if (!result.ok) return result;
    last = result.value;
    const copy = transferableCopy(result.value);
    return Comlink.transfer(ok(copy), resultBuffers(copy));
  },

  /** A complete PDF of the last compare result (transferred). */
  async exportPdf(meta: { title: string; dateText: string }, onProgress?: ProgressFn): Promise<Result<Uint8Array>> {
    if (!last) return fail('Failed to export PDF');
    try {
      const { buildComparePdf } = await import('./pdf');
      const bytes = await buildComparePdf(last, meta, onProgress);
      return Comlink.transfer(ok(bytes), [bytes.buffer as ArrayBuffer]);
    } catch (e) {
      return fail(errorOf(e, 'Failed to export PDF').message);
    }
  },

  /** "Format & Diff": formats the input with the text tool's rules and diffs input against output (text rules). */
  async textTool(type: 'json' | 'xml' | 'html', input: string): Promise<Result<{ output: string; diff: CompareResult }>> {
    const formatted = formatForTextTool(type, input);
    if (!formatted.ok) return formatted;
    const diff = diffTexts(input, formatted.value, NO_OPTIONS);
    return Comlink.transfer(ok({ output: formatted.value, diff }), resultBuffers(diff));
  },
};
