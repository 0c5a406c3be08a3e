import { formatCode } from '../format/format-code';
import { fail, ok, type Result } from '../shared/result';
import { toLf } from './diff-texts';
import { COMPARE_TYPES, type CompareOptions, type CompareTypeId } from './meta';

/** Which input a message is about. */
export type Side = 'Original' | 'Modified';

/**
 * Brings one input into the layout it is compared in, so that a layout-only change shows no difference:
 * JSON and XML → our lossless formatter layouts, HTML and CSS → prettier, text → as is. Line endings become
 * LF for every type. A blank input stays blank (there is nothing to lay out). With `ignoreKeyOrder`, JSON object
 * keys are sorted recursively (the formatter's lossless Sort keys).
 * Failure messages name the side and the type and carry the formatter's line and column, e.g.
 * "Original: Invalid JSON - Unexpected character 'x' (line 3, column 5)".
 */
export async function normaliseInput(
  type: CompareTypeId,
  text: string,
  options: Pick<CompareOptions, 'ignoreKeyOrder'>,
  side: Side,
): Promise<Result<string>> {
  const lf = toLf(text);
  if (type === 'text' || !lf.trim()) return ok(lf);
  const formatted = await formatCode(type, lf, type === 'json' && options.ignoreKeyOrder ? { sortKeys: true } : {});
  if (!formatted.ok) {
    const { message, line, column } = formatted.error;
    const name = COMPARE_TYPES.find((t) => t.id === type)?.name ?? type.toUpperCase();
    const what = message.startsWith(`Invalid ${name}`) ? message : `Invalid ${name} - ${message}`;
    const where = line !== undefined && !/\bline \d/i.test(message) ? ` (line ${line}, column ${column ?? 1})` : '';
    return fail(`${side}: ${what}${where}`, line, column);
  }
  return ok(formatted.value);
}
