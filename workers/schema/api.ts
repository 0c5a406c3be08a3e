import { errorOf, fail, ok, refusal, withCode, type Result, loadEngine } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import { SCHEMA_ERRORS } from './meta';
import type { DraftChoice, SchemaReport } from './validate';

/** The schema validator's API (see workers/families.ts). */
export const schemaApi = {
  /** Validates `document` against `schema` (see validate.ts); refusals carry the code `schema-input`. */
  async validateSchema(documentInput: TextInput, schemaInput: TextInput, draft: DraftChoice = 'auto'): Promise<Result<SchemaReport>> {
    const document = textOf(documentInput);
    const schema = textOf(schemaInput);
    if (!schema.trim()) return refusal(SCHEMA_ERRORS, 'blank-schema');
    if (!document.trim()) return refusal(SCHEMA_ERRORS, 'blank-document');
    const loaded = await loadEngine(() => import('./validate'));
    if (!loaded.ok) return loaded;
    const engine = loaded.value;
    try {
      return ok(engine.validateJson(document, schema, draft));
    } catch (e) {
      if (e instanceof engine.SchemaInputError) return { ok: false, error: e.error };
      const error = errorOf(e, 'The document could not be validated');
      return withCode(fail(error.message, error.line, error.column), 'schema-input');
    }
  },
};
