import * as Comlink from 'comlink';
import { buildLineIndex, type IndexedText } from '../shared/line-index';
import { ok, type Result } from '../shared/result';
import { formatCode } from './format-code';
import type { FormatLanguageId, FormatOptions } from './meta';

/** The formatter's part of the engine worker's API (see engine.worker.ts). */
export const formatApi = {
  /**
   * Formats `code` and indexes the result's lines here in the worker; the index's buffers are transferred,
   * not copied, so the page receives one string plus two typed arrays however long the output is.
   */
  async format(language: FormatLanguageId, code: string, options?: FormatOptions): Promise<Result<IndexedText>> {
    const result = await formatCode(language, code, options);
    if (!result.ok) return result;
    const text = result.value;
    const { lineStarts, subtreeEnd } = buildLineIndex(text);
    return Comlink.transfer(ok({ text, lineStarts, subtreeEnd }), [lineStarts.buffer, subtreeEnd.buffer]);
  },
};
