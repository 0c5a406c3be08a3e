import * as Comlink from 'comlink';
import { buildLineIndex, type IndexedText } from '../shared/line-index';
import { errorOf, fail, ok, refusal, withCode, type EngineNote, type ProgressFn, type Result, loadEngine } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import { keepViews, TextView } from '../shared/views';
import { CONVERSIONS, CONVERT_ERRORS, convertCode, type ConversionId, type ConvertOptions } from './meta';

/** A conversion's output, indexed for the result view, and what it could not carry over. */
export interface ConvertResult {
  output: IndexedText;
  notes: EngineNote[];
}

/** The converters' API (see workers/families.ts). */
export const convertApi = {
  /**
   * Converts `text` (see workers/convert/); progress in steps: engine loaded, converted, indexed. Refusals come
   * back with a message, the input's line and column when known, and the code `convert-<id>`.
   */
  async convert(id: ConversionId, input: TextInput, options: ConvertOptions = {}, onProgress?: ProgressFn): Promise<Result<ConvertResult>> {
    const text = textOf(input);
    if (!CONVERSIONS.includes(id)) return refusal(CONVERT_ERRORS, 'unsupported-conversion');
    if (!text.trim()) return refusal(CONVERT_ERRORS, 'convert-blank');
    const loaded = await loadEngine(() => import('./convert'));
    if (!loaded.ok) return loaded;
    const engine = loaded.value;
    void onProgress?.(1, 3);
    let converted;
    try {
      converted = engine.convertText(id, text, options);
    } catch (e) {
      const error = errorOf(e, 'The input could not be converted');
      // A converter's refusal (a ConvertError) carries its own code and values (CONVERT_INPUT_ERRORS); anything else
      // gets the conversion's code.
      const { code, values } = e as { code?: string; values?: Record<string, string | number> };
      const failed = fail(error.message, error.line, error.column);
      if (code) return { ok: false, error: { ...failed.error, code, ...(values ? { values } : {}) } };
      return withCode(failed, convertCode(id));
    }
    void onProgress?.(2, 3);
    const outText = converted.text;
    const { lineStarts, subtreeEnd } = buildLineIndex(outText);
    void onProgress?.(3, 3);
    // Kept for Find (the index goes to the page: a copy of its line starts stays).
    const [view] = keepViews(new TextView(outText, lineStarts.slice()));
    return Comlink.transfer(ok({ output: { text: outText, lineStarts, subtreeEnd, view }, notes: converted.notes }), [lineStarts.buffer, subtreeEnd.buffer]);
  },
};
