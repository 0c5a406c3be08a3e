import { errorOf, fail, ok, withCode, type Result } from '../shared/result';
import { DEFAULT_CAPS, diffTexts, type DiffCaps } from './diff-texts';
import { COMPARE_ERRORS, type CompareOptions, type CompareTypeId } from './meta';
import { normaliseInput } from './normalise';
import type { CompareResult } from './types';

/**
 * Compares two inputs of a compare type: normalises both (normalise.ts), then diffs them line by line
 * (diff-texts.ts). `engineMs` covers the whole call. Never throws.
 */
export async function compareInputs(
  type: CompareTypeId,
  original: string,
  modified: string,
  options: CompareOptions,
  caps: DiffCaps = DEFAULT_CAPS,
): Promise<Result<CompareResult>> {
  const started = performance.now();
  try {
    const left = await normaliseInput(type, original, options, 'Original');
    if (!left.ok) return withCode(left, `${type}-syntax`);
    const right = await normaliseInput(type, modified, options, 'Modified');
    if (!right.ok) return withCode(right, `${type}-syntax`);
    const result = diffTexts(left.value, right.value, options, caps);
    result.engineMs = performance.now() - started;
    return ok(result);
  } catch (e) {
    const error = errorOf(e, COMPARE_ERRORS['compare-failed']);
    return withCode(fail(error.message, error.line, error.column), 'compare-failed');
  }
}

/**
 * Compares two inputs of a compare type as the site's compare tools do (JSON and XML laid out by our formatters,
 * HTML and CSS by prettier, text as it is; then a line diff with character highlights). Options default to off.
 * The library's `compare`.
 */
export function compare(type: CompareTypeId, original: string, modified: string, options: Partial<CompareOptions> = {}): Promise<Result<CompareResult>> {
  return compareInputs(type, original, modified, {
    ignoreWhitespace: options.ignoreWhitespace ?? false,
    ignoreCase: options.ignoreCase ?? false,
    ignoreKeyOrder: options.ignoreKeyOrder ?? false,
  });
}
