import { format } from 'sql-formatter';
import { escapeControls } from '../../shared/escape';
import { fail, ok, type Result } from '../../shared/result';
import { indentOf, type FormatOptions } from '../meta';

/** Formats SQL with sql-formatter, keywords in upper case, in the chosen dialect (standard SQL by default). */
export function formatSql(code: string, options: FormatOptions = {}): Result<string> {
  const indent = indentOf('sql', options);
  try {
    return ok(format(code, { language: options.sqlDialect ?? 'sql', keywordCase: 'upper', useTabs: indent === 'tab', tabWidth: indent === 'tab' ? 2 : Number(indent) }));
  } catch (e) {
    return sqlError(e);
  }
}

/**
 * sql-formatter reports "… at line L column C" in its message; when its grammar fails it also dumps every token
 * it expected (tens of kilobytes), which is cut off so the message stays readable.
 */
function sqlError(e: unknown): Result<string> {
  const raw = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  if (!raw) return fail('Failed to process code');
  const expected = raw.indexOf('\nUnexpected ');
  // The token quoted in `Unexpected "…" at line` is the input's text: its line breaks are shown escaped.
  const message = (expected === -1 ? raw : raw.slice(0, expected)).replace(
    /Unexpected "([^]*?)" at line/,
    (_, token: string) => `Unexpected "${escapeControls(token)}" at line`,
  );
  const at = /at line (\d+) column (\d+)/.exec(message);
  return at ? fail(message, Number(at[1]), Number(at[2])) : fail(message);
}
