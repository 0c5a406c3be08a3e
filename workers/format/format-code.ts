import { errorOf, fail, type Result } from '../shared/result';
import { FORMAT_ENGINES } from './languages';
import type { FormatLanguageId, FormatOptions } from './meta';

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
  if (!code.trim()) return fail('Please enter some code to format');
  if (!Object.hasOwn(FORMAT_ENGINES, language)) return fail(`Unsupported language: ${language}`);
  try {
    const format = await FORMAT_ENGINES[language]();
    return await format(code, options);
  } catch (e) {
    const error = errorOf(e);
    return fail(error.message, error.line, error.column);
  }
}
