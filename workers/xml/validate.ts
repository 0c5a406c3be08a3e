import type { ErrorDetail, XmlDocument } from 'libxml2-wasm';
import { XML_CODES, XML_TEXT, type ValidationIssue, type ValidationReport, type XmlFile, type XmlNote } from './meta';
import { baseName, loadLibxml, safeParseOptions, withFiles } from './libxml';
import { XmlToolError } from './xml-error';
import { XmlIndex, XmlSyntaxError } from './xml-index';

const encoder = new TextEncoder();

/** libxml2's structured errors as issues: its message (one line), file, line and column (0 where it gives none). */
function issuesOf(details: readonly ErrorDetail[], fallbackFile: string): ValidationIssue[] {
  return details.map((d) => ({
    message: d.message.trim(),
    file: d.file ? baseName(d.file) : fallbackFile,
    line: d.line,
    column: d.col,
    level: d.level >= 2 ? 'error' : 'warning',
    ...(d.xpath ? { path: d.xpath } : {}),
  }));
}

/** The refusal for names libxml2 asked for and did not get: a URL is never fetched, a file must be given. */
function missingError(refused: string[]): XmlToolError | null {
  if (refused.length === 0) return null;
  const name = refused[0];
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name) && !/^file:/i.test(name)) return new XmlToolError(XML_TEXT.networkRefused(name), XML_CODES.networkRefused, undefined, undefined, { url: name });
  const file = baseName(name);
  return new XmlToolError(XML_TEXT.missingFile(file), XML_CODES.missing, undefined, undefined, { name: file });
}

/** The external entities the document declares (never loaded or expanded), as notes. */
function externalEntityNotes(text: string): XmlNote[] {
  const doctype = /<!DOCTYPE[\s\S]*?(\[[\s\S]*?\])?\s*>/.exec(text)?.[0] ?? '';
  return [...doctype.matchAll(/<!ENTITY\s+%?\s*[^\s%]+\s+(?:SYSTEM\s+("[^"]*"|'[^']*')|PUBLIC\s+(?:"[^"]*"|'[^']*')\s+("[^"]*"|'[^']*'))/g)].map((m) => {
    const url = (m[1] ?? m[2]).slice(1, -1);
    return { message: XML_TEXT.externalEntity(url), code: XML_CODES.externalEntity, values: { url } };
  });
}

/** Checks well-formedness with our scanner first: the same message, line and column as the formatter's. */
function checkWellFormed(text: string, label: string): void {
  try {
    new XmlIndex(text);
  } catch (e) {
    if (e instanceof XmlSyntaxError) throw new XmlToolError(`${label}: ${e.message}`, XML_CODES.syntax, e.line, e.column);
    throw e;
  }
}

/**
 * Validates `document` against the XML Schema `schema` (the first file; `more` are the files its xs:include and
 * xs:import name, matched by file name) with libxml2, as `xmllint --schema schema.xsd document.xml --noout`.
 * Nothing is fetched: a schema location that is not among the files is refused with its name.
 */
export async function validateXsd(document: XmlFile, schema: XmlFile, more: XmlFile[] = []): Promise<ValidationReport> {
  const started = performance.now();
  checkWellFormed(schema.text, schema.name);
  checkWellFormed(document.text, document.name);
  const lib = await loadLibxml();
  const files = new Map<string, Uint8Array>();
  for (const f of [schema, ...more]) files.set(baseName(f.name), encoder.encode(f.text));
  const options = safeParseOptions(lib);
  let schemaDoc: XmlDocument | null = null;
  let doc: XmlDocument | null = null;
  let validator: import('libxml2-wasm').XsdValidator | null = null;
  try {
    const compiled = withFiles(files, () => {
      schemaDoc = lib.XmlDocument.fromBuffer(files.get(baseName(schema.name))!, { url: baseName(schema.name), option: options });
      try {
        return { validator: lib.XsdValidator.fromDoc(schemaDoc), details: [] as ErrorDetail[] };
      } catch (e) {
        return { validator: null, details: (e as { details?: ErrorDetail[] }).details ?? [], message: (e as Error).message };
      }
    });
    const missing = missingError(compiled.refused);
    if (missing) throw missing;
    if (!compiled.value.validator) {
      const first = issuesOf(compiled.value.details, baseName(schema.name))[0];
      const where = first ? `${first.file}${first.line > 0 ? `:${first.line}` : ''}: ` : '';
      const detail = `${where}${first?.message ?? compiled.value.message ?? ''}`.trim();
      if (!detail) throw new XmlToolError(XML_TEXT.schemaFailed('').trim(), XML_CODES.schema);
      throw new XmlToolError(XML_TEXT.schemaFailed(detail), XML_CODES.schemaFailed, undefined, undefined, { detail });
    }
    validator = compiled.value.validator;
    const result = withFiles(new Map(), () => {
      doc = lib.XmlDocument.fromString(document.text, { url: document.name, option: options });
      try {
        validator!.validate(doc);
        return [] as ValidationIssue[];
      } catch (e) {
        const details = (e as { details?: ErrorDetail[] }).details;
        if (!details) throw e;
        return issuesOf(details, document.name);
      }
    });
    return { valid: result.value.length === 0, kind: 'xsd', issues: result.value, notes: externalEntityNotes(document.text), ms: performance.now() - started };
  } finally {
    validator?.dispose();
    (doc as XmlDocument | null)?.dispose();
    (schemaDoc as XmlDocument | null)?.dispose();
  }
}

/**
 * Validates `document` against the DTD its DOCTYPE declares inline, as `xmllint --valid --noout`. An external DTD
 * (SYSTEM or PUBLIC) is never loaded: it is refused with its name unless it was given among `more`.
 */
export async function validateDtd(document: XmlFile, more: XmlFile[] = []): Promise<ValidationReport> {
  const started = performance.now();
  checkWellFormed(document.text, document.name);
  const lib = await loadLibxml();
  const files = new Map<string, Uint8Array>();
  for (const f of more) files.set(baseName(f.name), encoder.encode(f.text));
  const external = /<!DOCTYPE\s+[^\s[>]+\s+(?:SYSTEM\s+("[^"]*"|'[^']*')|PUBLIC\s+("[^"]*"|'[^']*')\s+("[^"]*"|'[^']*'))/.exec(document.text);
  let doc: XmlDocument | null = null;
  let dtd: import('libxml2-wasm').XmlDtd | null = null;
  try {
    const run = withFiles(files, () => {
      doc = lib.XmlDocument.fromString(document.text, { url: document.name, option: safeParseOptions(lib) });
      if (external) {
        const name = (external[1] ?? external[3]).slice(1, -1);
        const bytes = files.get(baseName(name));
        if (!bytes) return { missing: name };
        dtd = lib.XmlDtd.fromBuffer(bytes);
      } else dtd = doc.dtd;
      if (!dtd) return { none: true };
      try {
        new lib.DtdValidator(dtd).validate(doc);
        return { issues: [] as ValidationIssue[] };
      } catch (e) {
        const details = (e as { details?: ErrorDetail[] }).details;
        if (!details) throw e;
        return { issues: issuesOf(details, document.name) };
      }
    });
    const v = run.value;
    if ('missing' in v) throw missingError([v.missing!])!;
    if ('none' in v) throw new XmlToolError(XML_TEXT.noDtd, XML_CODES.noDtd);
    return { valid: v.issues!.length === 0, kind: 'dtd', issues: v.issues!, notes: externalEntityNotes(document.text), ms: performance.now() - started };
  } finally {
    if (external) (dtd as import('libxml2-wasm').XmlDtd | null)?.dispose();
    (doc as XmlDocument | null)?.dispose();
  }
}
