import type { ByteSource } from '../format/big-document';
import { ok, type EngineNote, type ProgressFn, type Result } from '../shared/result';
import { inferSource, inferText, TypesError } from './infer';
import type { InputFormatId, TypeOptions, TypeTargetId } from './meta';
import { renderInference, type TypesSummary } from './types';

/** Types made from data: the source text in the target language, what was read, and notes on how. */
export interface TypesOutput {
  text: string;
  summary: TypesSummary;
  notes: EngineNote[];
}

/** The refusal of a types call as an engine error (TYPE_ERRORS' message, the code, the input's position). */
function typesFailure(e: unknown): Result<never> {
  if (e instanceof TypesError) return { ok: false, error: { message: e.message, code: e.code, ...(e.line !== undefined ? { line: e.line, column: e.column } : {}), ...(e.values ? { values: e.values } : {}) } };
  throw e;
}

/**
 * Types of `target` made from `text` (JSON, NDJSON, YAML or CSV), as the site's types pages make them: every
 * record read, the same options. The library's `makeTypes`.
 */
export function makeTypes(target: TypeTargetId, text: string, format: InputFormatId = 'auto', options: TypeOptions = {}): Result<TypesOutput> {
  try {
    const inference = inferText(text, format);
    return ok({ ...renderInference(inference, target, options), notes: inference.notes });
  } catch (e) {
    return typesFailure(e);
  }
}

/**
 * makeTypes for an input too large for one string, read from `source` in parts (one JSON document, NDJSON or CSV),
 * in memory that grows with the structure of the data only. `onProgress` gets bytes read of the total.
 */
export async function makeTypesFromSource(
  target: TypeTargetId,
  source: ByteSource,
  format: InputFormatId = 'auto',
  options: TypeOptions = {},
  onProgress?: ProgressFn,
): Promise<Result<TypesOutput>> {
  try {
    const inference = await inferSource(source, format, onProgress);
    return ok({ ...renderInference(inference, target, options), notes: inference.notes });
  } catch (e) {
    return typesFailure(e);
  }
}
