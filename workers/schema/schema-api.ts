import { ENGINE_LOAD_FAILED, errorOf, fail, ok, withCode, type Result } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import type { DraftChoice, SchemaReport } from './validate';

/** The schema validator's part of the engine worker's API (see engine.worker.ts). */
export const schemaApi = {
  /** Validates `document` against `schema` (see validate.ts); refusals carry the code `schema-input`. */
  async validateSchema(documentInput: TextInput, schemaInput: TextInput, draft: DraftChoice = 'auto'): Promise<Result<SchemaReport>> {
    const document = textOf(documentInput);
    const schema = textOf(schemaInput);
    if (!schema.trim()) return withCode(fail('Please enter a JSON Schema'), 'blank');
    if (!document.trim()) return withCode(fail('Please enter a JSON document to validate'), 'blank');
    let engine: typeof import('./validate');
    try {
      engine = await import('./validate');
    } catch (e) {
      return withCode(fail(errorOf(e).message), ENGINE_LOAD_FAILED);
    }
    try {
      return ok(engine.validateJson(document, schema, draft));
    } catch (e) {
      const error = errorOf(e, 'The document could not be validated');
      return withCode(fail(error.message, error.line, error.column), 'schema-input');
    }
  },
};
