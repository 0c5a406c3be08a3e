import type { Result } from '../shared/result';
import { xmlApi } from './api';
import type { ValidationReport, XmlFile, XPathOutput } from './meta';

let xpathDocs = 0;

/**
 * Evaluates an XPath expression on an XML document as the site's XPath tool does: libxml2 (XPath 1.0, as xmllint)
 * where it can, fontoxpath (XPath 3.1) otherwise; each node with its location path, line and column.
 * `namespaces` binds prefixes besides those the document declares (`p=URI q=URI`). The library's `xpath`.
 */
export function xpath(document: string, expr: string, namespaces = ''): Promise<Result<XPathOutput>> {
  return xmlApi.runXPath({ docId: `lib:${++xpathDocs}`, text: document, expr, namespaces });
}

/**
 * Validates an XML document with libxml2 as the site's validator does: against an XML Schema (`schema`, with the
 * files its xs:include/xs:import name in `more`, matched by file name), or against its inline DTD (no `schema`).
 * Nothing is fetched; external entities are never expanded. The library's `validateXml`.
 */
export function validateXml(document: XmlFile, schema?: XmlFile, more: XmlFile[] = []): Promise<Result<ValidationReport>> {
  return xmlApi.validateXml(schema ? { kind: 'xsd', document, schema, more } : { kind: 'dtd', document, more });
}
