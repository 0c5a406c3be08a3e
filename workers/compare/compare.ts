import { errorOf, fail, ok, withCode, type Result } from '../shared/result';
import { DEFAULT_CAPS, diffTexts, type DiffCaps } from './diff-texts';
import { COMPARE_ERRORS, XML_COMPARE_DEFAULTS, type CompareOptions, type CompareTypeId, type StructureChange, type XmlCompareOptions } from './meta';
import { layoutXmlInput, normaliseInput } from './normalise';
import type { CompareResult } from './types';
import { diffXmlSemantic, readXmlOriginal, readXmlSide, type XmlSide } from './xml-semantic';

/** A compare's result and, for XML compared as XML (`options.xml`), its structural summary and that summary's CSV. */
export interface Comparison {
  result: CompareResult;
  xml: { changes: StructureChange[]; csv: string } | null;
}

/** The modified side of XML compared as XML, laid out and read (readXmlSide); null when it is blank. */
export function readXmlInput(text: string, options: CompareOptions, xml: XmlCompareOptions): Result<XmlSide | null> {
  const laidOut = layoutXmlInput(text, 'Modified');
  if (!laidOut.ok) return withCode(laidOut, 'xml-syntax');
  return ok(laidOut.value && readXmlSide(laidOut.value, options, xml));
}

/**
 * Where the modified side of XML compared as XML is read (readXmlInput): here by default; the compare worker reads
 * it in a second worker while it reads the original (api.ts).
 */
export type XmlSideReader = (text: string, options: CompareOptions, xml: XmlCompareOptions) => Promise<Result<XmlSide | null>>;

const readHere: XmlSideReader = async (text, options, xml) => readXmlInput(text, options, xml);

/**
 * Compares two inputs of a compare type: normalises both (normalise.ts), then diffs them line by line
 * (diff-texts.ts), or as XML (xml-semantic.ts) when `options.xml` says so, the modified side read by `readModified`.
 * `engineMs` covers the whole call. Never throws.
 */
export async function compareDocuments(
  type: CompareTypeId,
  original: string,
  modified: string,
  options: CompareOptions,
  caps: DiffCaps = DEFAULT_CAPS,
  readModified: XmlSideReader = readHere,
): Promise<Result<Comparison>> {
  const started = performance.now();
  try {
    if (type === 'xml' && options.xml) {
      // The modified side is read (elsewhere, with a reader that can) while the original is laid out and read here.
      const reading = readModified(modified, options, options.xml);
      const left = layoutXmlInput(original, 'Original');
      if (!left.ok) {
        reading.catch(() => undefined);
        return withCode(left, 'xml-syntax');
      }
      const read = left.value && readXmlOriginal(left.value, options, options.xml);
      const right = await reading;
      if (!right.ok) return right;
      // A blank side has no document to read as XML (the scanner's words).
      if (!read || !right.value) return withCode(fail('Document is empty'), 'compare-failed');
      const { result, changes, csv } = diffXmlSemantic(read, right.value, options, options.xml, caps);
      result.engineMs = performance.now() - started;
      return ok({ result, xml: { changes, csv } });
    }
    const left = await normaliseInput(type, original, options, 'Original');
    if (!left.ok) return withCode(left, `${type}-syntax`);
    const right = await normaliseInput(type, modified, options, 'Modified');
    if (!right.ok) return withCode(right, `${type}-syntax`);
    const result = diffTexts(left.value, right.value, options, caps);
    result.engineMs = performance.now() - started;
    return ok({ result, xml: null });
  } catch (e) {
    const error = errorOf(e, COMPARE_ERRORS['compare-failed']);
    return withCode(fail(error.message, error.line, error.column), 'compare-failed');
  }
}

/** compareDocuments' result alone. */
export async function compareInputs(
  type: CompareTypeId,
  original: string,
  modified: string,
  options: CompareOptions,
  caps: DiffCaps = DEFAULT_CAPS,
): Promise<Result<CompareResult>> {
  const r = await compareDocuments(type, original, modified, options, caps);
  return r.ok ? ok(r.value.result) : r;
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

/**
 * Compares two XML documents as XML, as the XML Compare page does with its options (defaults: attribute order,
 * namespace prefixes and whitespace-only text ignored): the row model of the shown lines, the structural summary
 * (`/invoice/line[@id='3']/price: 10.00 → 12.00`) and its CSV; Ignore whitespace and Ignore case as `options` say.
 * The library's `compareXml`.
 */
export async function compareXml(
  original: string,
  modified: string,
  xml: Partial<XmlCompareOptions> = {},
  options: Partial<Pick<CompareOptions, 'ignoreWhitespace' | 'ignoreCase'>> = {},
): Promise<Result<{ result: CompareResult; changes: StructureChange[]; csv: string }>> {
  const r = await compareDocuments('xml', original, modified, {
    ignoreWhitespace: options.ignoreWhitespace ?? false,
    ignoreCase: options.ignoreCase ?? false,
    ignoreKeyOrder: false,
    xml: { ...XML_COMPARE_DEFAULTS, ...xml },
  });
  return r.ok ? ok({ result: r.value.result, ...r.value.xml! }) : r;
}
