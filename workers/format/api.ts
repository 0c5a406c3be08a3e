import * as Comlink from 'comlink';
import { lineStates } from '../shared/highlight/index';
import { buildLineIndex, type IndexedText } from '../shared/line-index';
import { ok, type Result } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import { keepViews, TextView } from '../shared/views';
import { formatCode } from './format-code';
import type { FormatLanguageId, FormatOptions } from './meta';

/** A formatted text with its line index and, for syntax colouring, the tokenizer's state at each line's start. */
export interface FormattedText extends IndexedText {
  /** See lineStates in workers/shared/highlight; null when the language's lines carry no state (JSON). */
  lineStates: Uint8Array | null;
}

/** The formatters' API (see workers/families.ts). */
export const formatApi = {
  /**
   * Formats `code` and indexes the result's lines here in the worker; the index's buffers are transferred,
   * not copied, so the page receives one string plus typed arrays however long the output is.
   */
  async format(language: FormatLanguageId, code: TextInput, options?: FormatOptions): Promise<Result<FormattedText>> {
    const result = await formatCode(language, textOf(code), options);
    if (!result.ok) return result;
    const text = result.value;
    const { lineStarts, subtreeEnd } = buildLineIndex(text);
    const states = lineStates(language, text, lineStarts);
    const buffers = states ? [lineStarts.buffer, subtreeEnd.buffer, states.buffer] : [lineStarts.buffer, subtreeEnd.buffer];
    // Kept for Find (the index goes to the page: a copy of its line starts stays).
    const [view] = keepViews(new TextView(text, lineStarts.slice()));
    return Comlink.transfer(ok({ text, lineStarts, subtreeEnd, lineStates: states, view }), buffers);
  },
};
