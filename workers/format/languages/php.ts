import php from '@prettier/plugin-php/standalone';
import { fail, type Result } from '../../shared/result';
import type { FormatOptions } from '../meta';
import { formatWithPrettier, prettierLayout } from './prettier';

/**
 * The newest PHP version the plugin knows. Its default, `phpVersion: 'auto'`, looks for a composer.json through
 * `process.cwd()` and the file system, which do not exist in a worker; with no composer.json it falls back to this
 * same version, so the output equals the CLI's.
 */
const LATEST_PHP_VERSION = (() => {
  const choices = (php.options?.phpVersion as { choices?: { value: unknown }[] } | undefined)?.choices ?? [];
  const versions = choices.map(c => Number(c.value)).filter(Number.isFinite);
  return versions.length ? Math.max(...versions).toFixed(1) : '8.5';
})();

/** Formats PHP with @prettier/plugin-php's browser build (it needs no Node APIs, so the same file runs in tests). */
export async function formatPhp(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  const result = await formatWithPrettier(code, { parser: 'php', plugins: [php], ...prettierLayout('php', options), phpVersion: LATEST_PHP_VERSION });
  // The plugin's parser reports 0-based columns; every other formatter (and the page) counts from 1.
  if (!result.ok && result.error.column !== undefined) return fail(result.error.message, result.error.line, result.error.column + 1);
  return result;
}
