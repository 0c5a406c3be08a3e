import * as Comlink from 'comlink';
import { buildLineIndex, type IndexedText } from '../shared/line-index';
import { errorOf, fail, loadEngine, ok, refusal, withCode, type Result } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import { keepViews, TextView } from '../shared/views';
import { TEXT_ERRORS, type TextOperation } from './meta';

/** Every operation's module, by path, imported on its first use (Vite bundles each as a chunk of its own). */
const OPERATIONS = import.meta.glob<{ operation: TextOperation }>('./operations/*.ts');

/** The module of the operation `id` (a tool's id), if there is one. */
export const operationModule = (id: string) => OPERATIONS[`./operations/${id}.ts`];

/** The text operations' API (see workers/families.ts). */
export const textApi = {
  /**
   * Runs the operation `id` on `given` (given or staged, see workers/shared/staging.ts); the output comes with its
   * line index for the result view (buffers transferred) and is kept for its Find. Refusals: `text-blank`,
   * `text-unknown-operation`, and `operation-failed` with the operation's message.
   */
  async run(id: string, given: TextInput): Promise<Result<IndexedText>> {
    const input = textOf(given);
    const load = operationModule(id);
    if (!load) return refusal(TEXT_ERRORS, 'text-unknown-operation');
    if (input === '') return refusal(TEXT_ERRORS, 'text-blank');
    const loaded = await loadEngine(load);
    if (!loaded.ok) return loaded;
    const { operation } = loaded.value;
    let text: string;
    try {
      text = operation.run(input);
    } catch (e) {
      return withCode(fail(errorOf(e, 'The input could not be read').message), 'operation-failed');
    }
    const { lineStarts, subtreeEnd } = buildLineIndex(text);
    // Kept for Find (the index goes to the page: a copy of its line starts stays).
    const [view] = keepViews(new TextView(text, lineStarts.slice()));
    return Comlink.transfer(ok({ text, lineStarts, subtreeEnd, view }), [lineStarts.buffer, subtreeEnd.buffer]);
  },
};
