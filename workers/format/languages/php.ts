import php from '@prettier/plugin-php/standalone';
import type { Result } from '../../shared/result';
import { formatWithPrettier } from './prettier';

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
export function formatPhp(code: string): Promise<Result<string>> {
  return formatWithPrettier(code, { parser: 'php', plugins: [php], tabWidth: 4, phpVersion: LATEST_PHP_VERSION });
}
