import * as Comlink from 'comlink';
import { blobSource } from '../format/big-document';
import { errorOf, fail, ok, withCode, type ProgressFn, type Result, loadEngine } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import { keepViews, TextView } from '../shared/views';
import type { Inference } from './infer';
import { TYPE_ERRORS, TYPES_BIG_FILE, TYPES_MAX_FILE, type InputFormatId, type TypeErrorCode, type TypeOptions, type TypeTargetId } from './meta';
import type { TypesResult } from './types';

export type { TypesResult, TypesSummary } from './types';

/**
 * One request for types. The input comes with it (`text`: given or staged, see workers/shared/staging.ts; or `file`), or neither when the worker already holds
 * what it read from the input `inputId` (switching the target or an option never reads the input again).
 */
export interface TypesRequest {
  /** Names one input; a changed input gets a new id. */
  inputId: string;
  text?: TextInput;
  /** A file (or a paste kept as a file): read as text up to 16 MB, in parts beyond. */
  file?: Blob;
  format: InputFormatId;
  target: TypeTargetId;
  options?: TypeOptions;
}

/** What the last input gave: the shape model is small, whatever the input's size. */
let kept: { id: string; format: InputFormatId; inference: Inference } | null = null;

const refusal = (code: TypeErrorCode): Result<TypesResult> => withCode<TypesResult>(fail(TYPE_ERRORS[code]), code);

/** The types tool's part of the engine worker's API (see engine.worker.ts). */
export const typesApi = {
  /**
   * Reads the input (when it is new) into the shape model and renders `target`. Progress: bytes read of the total
   * for a file; refusals come back with TYPE_ERRORS' message (a reader's detail after it), the input's line and
   * column when known, and the code (`types-json-syntax`, `types-needs-input`, …).
   */
  async inferTypes(request: TypesRequest, onProgress?: ProgressFn): Promise<Result<TypesResult>> {
    const loaded = await loadEngine(() => Promise.all([import('./infer'), import('./types')]));
    if (!loaded.ok) return loaded;
    const [infer, types] = loaded.value;
    try {
      if (request.text !== undefined || request.file !== undefined || kept?.id !== request.inputId || kept.format !== request.format) {
        kept = null;
        let inference: Inference;
        if (request.text !== undefined) inference = infer.inferText(textOf(request.text), request.format);
        else if (request.file) {
          const file = request.file;
          if (file.size > TYPES_MAX_FILE) return refusal('types-too-large');
          if (file.size > TYPES_BIG_FILE) inference = await infer.inferSource(blobSource(file), request.format, (done, total) => onProgress?.(done, total));
          else inference = infer.inferText(await file.text(), request.format);
        } else return refusal('types-needs-input');
        kept = { id: request.inputId, format: request.format, inference };
      }
      const result = types.typesResult(kept.inference, request.target, request.options);
      // Kept for Find (the index goes to the page: a copy of its line starts stays).
      [result.output.view] = keepViews(new TextView(result.output.text, result.output.lineStarts.slice()));
      return Comlink.transfer(ok(result), [result.output.lineStarts.buffer, result.output.subtreeEnd.buffer, result.lineStates.buffer]);
    } catch (e) {
      const code = e instanceof infer.TypesError ? e.code : 'types-failed';
      const error = errorOf(e, 'The types could not be made');
      const values = e instanceof infer.TypesError ? e.values : undefined;
      return withCode(values ? { ok: false, error: { ...fail(error.message, error.line, error.column).error, values } } : fail(error.message, error.line, error.column), code);
    }
  },
};
