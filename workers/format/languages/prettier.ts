import type { Options, Plugin } from 'prettier';
import { format } from 'prettier/standalone';
import { fail, ok, type EngineError, type Result } from '../../shared/result';
import { indentOf, prettierIndent, printWidthOf, type FormatLanguageId, type FormatOptions } from '../meta';

/** Options for one prettier run: the parser and exactly the plugins that language needs. */
export type PrettierRun = Options & { parser: string; plugins: Plugin[] };

/** Formats with prettier's standalone build; parse errors come back as values with prettier's line and column. */
export async function formatWithPrettier(code: string, options: PrettierRun): Promise<Result<string>> {
  try {
    return ok(await format(code, options));
  } catch (e) {
    const error = prettierError(e);
    return fail(error.message, error.line, error.column);
  }
}

/**
 * Prettier appends a code frame to the message of errors that carry a location; the page shows the position
 * itself, so the frame is dropped and `loc.start` becomes the error's line and column.
 */
export function prettierError(e: unknown): EngineError {
  if (!e || typeof e !== 'object') return { message: typeof e === 'string' && e ? e : 'Failed to process code' };
  const err = e as { message?: unknown; codeFrame?: unknown; loc?: { start?: { line?: unknown; column?: unknown } } };
  let message = typeof err.message === 'string' && err.message ? err.message : 'Failed to process code';
  if (typeof err.codeFrame === 'string' && err.codeFrame && message.endsWith(`\n${err.codeFrame}`)) {
    message = message.slice(0, -(err.codeFrame.length + 1));
  }
  const line = err.loc?.start?.line;
  const column = err.loc?.start?.column;
  if (typeof line !== 'number') return { message };
  return typeof column === 'number' ? { message, line, column } : { message, line };
}

/** prettier's indentation and line width for `language` from the user's options (its defaults where unset). */
export function prettierLayout(language: FormatLanguageId, options: FormatOptions): Pick<Options, 'useTabs' | 'tabWidth' | 'printWidth'> {
  return { ...prettierIndent(indentOf(language, options)), printWidth: printWidthOf(language, options) };
}

/** The product's options for JavaScript and TypeScript (issue 4); each language adds its parser and plugins. */
export const SCRIPT_OPTIONS = {
  semi: true,
  singleQuote: true,
  tabWidth: 2,
  trailingComma: 'es5',
  bracketSpacing: true,
  arrowParens: 'avoid',
} as const;
