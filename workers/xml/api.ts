import { ENGINE_LOAD_FAILED, errorOf, fail, ok, withCode, type Result, loadEngine } from '../shared/result';
import { textOf, type TextInput } from '../shared/staging';
import { XML_CODES, XML_NEEDS_TEXT, XML_TEXT, type ValidationReport, type XmlFile, type XPathOutput } from './meta';
import type { XPathDocument } from './xpath';

/**
 * One XPath query: the document comes with it (given or staged, see workers/shared/staging.ts), or is already held
 * under `docId`.
 */
export interface XPathRequest {
  /** Names one input text; a new text gets a new id. */
  docId: string;
  text?: TextInput;
  expr: string;
  /** The user's `prefix=URI` bindings, as typed. */
  namespaces: string;
}

/** What validateXml checks: against an XML Schema (with the files it includes or imports), or the inline DTD. */
export interface ValidateRequest {
  kind: 'xsd' | 'dtd';
  /** The document and the schema as the editors hold them: their texts given or staged (workers/shared/staging.ts). */
  document: StagedFile;
  schema?: StagedFile;
  more?: XmlFile[];
}

/** A file whose text comes with the call or was staged before it. */
export interface StagedFile {
  name: string;
  text: TextInput;
}

const fileOf = (f: StagedFile): XmlFile => ({ name: f.name, text: textOf(f.text) });

/** The document of the last query, kept so that typing a query never sends or parses the input again. */
let current: { id: string; doc: XPathDocument } | null = null;

/** A refusal carrying its code (and position) from an engine error. */
function refusal<T>(e: unknown, code: string): Result<T> {
  const err = errorOf(e, 'The XML tool failed');
  const own = e as { code?: string; values?: Record<string, string> };
  return { ok: false, error: { ...fail(err.message, err.line, err.column).error, code: own.code ?? code, ...(own.values ? { values: own.values } : {}) } };
}

/** The XML tools' part of the engine worker's API (see engine.worker.ts): XPath and XSD/DTD validation. */
export const xmlApi = {
  /**
   * Evaluates an XPath expression (see xpath.ts). Codes: `xml-needs-text` (send the document), `xml-syntax` (the
   * document is not well-formed), `xpath-invalid` (the engine's message).
   */
  async runXPath(request: XPathRequest): Promise<Result<XPathOutput>> {
    const loaded = await loadEngine(() => import('./xpath'));
    if (!loaded.ok) return loaded;
    const engine = loaded.value;
    let text: string | null = null;
    if (request.text !== undefined) {
      const given = textOf(request.text);
      if (current?.id !== request.docId) text = given;
    }
    try {
      if (text !== null) {
        current?.doc.dispose();
        current = null;
        current = { id: request.docId, doc: new engine.XPathDocument(text) };
      }
      if (current?.id !== request.docId) return withCode(fail('The document is not in the worker'), XML_NEEDS_TEXT);
      const bindings = engine.parseBindings(request.namespaces, XML_TEXT.badBinding);
      return ok(await engine.runXPath(current.doc, request.expr, bindings));
    } catch (e) {
      if ((e as Error).name === 'XmlSyntaxError') return refusal(e, XML_CODES.syntax);
      if ((e as Error).name === 'XmlToolError') return refusal(e, XML_CODES.xpath);
      if ((e as Error).message?.includes('Failed to fetch dynamically imported module')) return withCode(fail(errorOf(e).message), ENGINE_LOAD_FAILED);
      return refusal(e, 'xpath-failed');
    }
  },

  /** Validates a document against an XML Schema or its inline DTD with libxml2 (see validate.ts). */
  async validateXml(request: ValidateRequest): Promise<Result<ValidationReport>> {
    const document = fileOf(request.document);
    const schema = request.schema && fileOf(request.schema);
    if (!document.text.trim()) return withCode(fail(XML_TEXT.blankXml), XML_CODES.blankDocument);
    if (request.kind === 'xsd' && !schema?.text.trim()) return withCode(fail(XML_TEXT.blankSchema), XML_CODES.blankSchema);
    const loaded = await loadEngine(() => import('./validate'));
    if (!loaded.ok) return loaded;
    const engine = loaded.value;
    try {
      const more = request.more ?? [];
      return ok(request.kind === 'xsd' ? await engine.validateXsd(document, schema!, more) : await engine.validateDtd(document, more));
    } catch (e) {
      return refusal(e, 'validate-failed');
    }
  },
};
