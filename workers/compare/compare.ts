import { errorOf, fail, ok, withCode, type Result } from '../shared/result';
import { DEFAULT_CAPS, diffTexts, type DiffCaps } from './diff-texts';
import type { CompareOptions, CompareTypeId } from './meta';
import { normaliseInput } from './normalise';
import type { CompareResult } from './types';
import { diffXmlSemantic, type XmlSemanticResult } from './xml-semantic';

/** The structural summary of the last XML compare made with XML options (see xml-semantic.ts), for the page. */
let lastXmlSemantic: XmlSemanticResult | null = null;

/** The last semantic XML compare's summary and CSV, or null; the result it belongs to is `of`. */
export function lastXmlStructure(of: CompareResult): XmlSemanticResult | null {
  return lastXmlSemantic && lastXmlSemantic.result === of ? lastXmlSemantic : null;
}

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
    if (type === 'xml' && options.xml) {
      const semantic = diffXmlSemantic(left.value, right.value, options, options.xml, caps);
      semantic.result.engineMs = performance.now() - started;
      lastXmlSemantic = semantic;
      return ok(semantic.result);
    }
    const result = diffTexts(left.value, right.value, options, caps);
    result.engineMs = performance.now() - started;
    return ok(result);
  } catch (e) {
    const error = errorOf(e, 'Comparison failed');
    return withCode(fail(error.message, error.line, error.column), 'compare-failed');
  }
}
