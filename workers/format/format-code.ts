import { errorOf, fail, loadEngine, refusal, withCode, type Result } from '../shared/result';
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
  const loaded = await loadEngine(FORMAT_ENGINES[language]);
  if (!loaded.ok) return loaded;
  const format = loaded.value;
  try {
    return withCode(await format(code, options), syntaxCode(language));
  } catch (e) {
    const error = errorOf(e);
    return withCode(fail(error.message, error.line, error.column), syntaxCode(language));
  }
}
