import { formatCode } from '../format/format-code';
import { layoutXml } from '../format/languages/xml';
import { fail, ok, type EngineError, type Result } from '../shared/result';
import { toLf } from './diff-texts';
import { COMPARE_TYPES, type CompareOptions, type CompareTypeId } from './meta';
import type { XmlLaidOut } from './xml-semantic';

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
  return formatted.ok ? ok(formatted.value) : syntaxFailure(type, side, formatted.error);
}

/** A formatter's refusal as the compare words it: the side, the type, the formatter's message, line and column. */
function syntaxFailure(type: CompareTypeId, side: Side, { message, line, column }: EngineError): Result<never> {
  const name = COMPARE_TYPES.find((t) => t.id === type)?.name ?? type.toUpperCase();
  const what = message.startsWith(`Invalid ${name}`) ? message : `Invalid ${name} - ${message}`;
  const where = line !== undefined && !/\bline \d/i.test(message) ? ` (line ${line}, column ${column ?? 1})` : '';
  return fail(`${side}: ${what}${where}`, line, column);
}

/**
 * One XML input for the compare as XML: normaliseInput's layout (the same text and failures) with the tokens it was
 * written from and their lines (layoutXml), so the compare reads the document without scanning the layout again.
 * Null for a blank input (there is no document).
 */
export function layoutXmlInput(text: string, side: Side): Result<XmlLaidOut | null> {
  const code = toLf(text);
  if (!code.trim()) return ok(null);
  const laidOut = layoutXml(code);
  return laidOut.ok ? ok({ code, ...laidOut.value }) : syntaxFailure('xml', side, laidOut.error);
}
