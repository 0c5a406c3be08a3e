import { ENGINE_LOAD_FAILED, errorOf, fail, refusal, withCode, type Result } from '../shared/result';
import { FORMAT_ENGINES } from './languages';
import { FORMAT_ERRORS, syntaxCode, unsupportedLanguage, type FormatLanguageId, type FormatOptions } from './meta';

/**
 * Formats `code` as `language` with that language's engine, loading the engine on first use.
 * Never throws: blank input, unknown languages, syntax errors (with line and column when the tool gives them)
 * and engine load failures all come back as `{ ok: false, error }`.
 */
export async function formatCode(
  language: FormatLanguageId,
  code: string,
  options: FormatOptions = {},
): Promise<Result<string>> {
  if (!code.trim()) return refusal(FORMAT_ERRORS, 'blank');
  if (!Object.hasOwn(FORMAT_ENGINES, language)) return withCode(fail(unsupportedLanguage(language)), 'unsupported-language');
  let format: Awaited<ReturnType<(typeof FORMAT_ENGINES)[FormatLanguageId]>>;
  try {
    format = await FORMAT_ENGINES[language]();
  } catch (e) {
    // Offline before the engine was cached, or a deployment replaced its chunk: not the input's fault.
    return withCode(fail(errorOf(e).message), ENGINE_LOAD_FAILED);
  }
  try {
    return withCode(await format(code, options), syntaxCode(language));
  } catch (e) {
    const error = errorOf(e);
    return withCode(fail(error.message, error.line, error.column), syntaxCode(language));
  }
}
