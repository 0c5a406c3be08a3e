/**
 * What the page may import from the XML engines (XPath, XSD/DTD validation): plain data and types. The engines stay
 * in the worker; every text the user sees from them is written here once.
 */

/** The refusal code when the worker does not hold the document named in the request: send its text. */
export const XML_NEEDS_TEXT = 'xml-needs-text';

/** Error codes (telemetry carries these, never a message; the page shows the message of its language for each). */
export const XML_CODES = {
  /** The document is not well-formed XML (our scanner's message, xmllint's wording). */
  syntax: 'xml-syntax',
  /** The XPath expression is invalid or failed (the engine's own message). */
  xpath: 'xpath-invalid',
  /** A namespace binding of the XPath panel is not prefix=URI. */
  badBinding: 'xpath-bad-binding',
  /** The schema could not be read. */
  schema: 'xsd-schema',
  /** The schema could not be compiled: libxml2's first message, with its file and line. */
  schemaFailed: 'xsd-schema-failed',
  /** DTD validation of a document without a DTD. */
  noDtd: 'xsd-no-dtd',
  /** A schema or DTD names a file that was not given. */
  missing: 'xsd-missing-file',
  /** A schema or document names a URL, which is never fetched. */
  networkRefused: 'xsd-network-refused',
  /** Nothing to validate. */
  blankDocument: 'xml-blank-document',
  /** XSD validation without a schema. */
  blankSchema: 'xml-blank-schema',
  /** A note: an external entity the document declares, never loaded. */
  externalEntity: 'xml-external-entity',
} as const;

/** One of XML_CODES. */
export type XmlCode = (typeof XML_CODES)[keyof typeof XML_CODES];

/** Refusals that are mistakes in the query, the document or the schema: shown as the answer, never reported. */
export const XML_MISTAKES: readonly string[] = [
  XML_CODES.syntax,
  XML_CODES.xpath,
  XML_CODES.badBinding,
  XML_CODES.schema,
  XML_CODES.schemaFailed,
  XML_CODES.noDtd,
  XML_CODES.missing,
  XML_CODES.networkRefused,
];

/** Which engine answered an XPath query. */
export type XPathEngine = 'libxml2' | 'fontoxpath';

/** At most this many result items cross to the page (the count says how many there are). */
export const XPATH_RESULT_MAX = 10_000;

/**
 * The XML engines' own messages in English (the command line's; the page shows the message of its language for
 * the code, src/messages/engine/<locale>.json, with the same values). libxml2's and fontoxpath's texts are theirs.
 */
export const XML_TEXT = {
  badBinding: (item: string) => `Namespace binding "${item}" is not prefix=URI.`,
  noDtd: 'The document declares no DTD: add a DOCTYPE with an internal subset, or validate against an XML Schema.',
  blankSchema: 'Please enter an XML Schema (XSD).',
  blankXml: 'Please enter an XML document to validate.',
  missingFile: (name: string) =>
    `The schema refers to "${name}", which was not given: add it under "More schema files" (files are matched by name; nothing is ever downloaded).`,
  networkRefused: (url: string) =>
    `The schema or document refers to ${url}: nothing is downloaded here. Add that file under "More schema files" (matched by its file name).`,
  externalEntity: (url: string) => `The document refers to the external entity ${url}, which is never loaded or expanded.`,
  schemaFailed: (detail: string) => `The schema could not be compiled: ${detail}`,
} as const;

/** A note on a validation: what the tool did not do (an external entity not loaded), with its code and values. */
export interface XmlNote {
  message: string;
  code: XmlCode;
  values: Record<string, string>;
}

/** One XPath result item as the page shows it. */
export interface XPathItem {
  /** `element`, `attribute`, `text`, `comment`, `pi`, `document`, `namespace`, or the value's type. */
  kind: string;
  /** XML as written for a node, the value as text for an atomic value. */
  text: string;
  /** Location path of a node (`/rss/channel/item[2]/title`), '' for a value. */
  path: string;
  /** 1-based line and column of a node in the document, 0 for a value. */
  line: number;
  column: number;
  /** A node's 0-based position in the document text, −1 for a value. */
  offset: number;
}

/** An XPath query's answer. */
export interface XPathOutput {
  engine: XPathEngine;
  /** Number of items (the list holds at most XPATH_RESULT_MAX). */
  count: number;
  items: XPathItem[];
  /** Engine time in milliseconds (the document's parse included when it was parsed for this query). */
  ms: number;
}

/** One validation message, as libxml2 gives it. */
export interface ValidationIssue {
  message: string;
  /** The file the message is about: the document's name, or a schema file's. */
  file: string;
  /** 1-based; 0 when libxml2 gives none. */
  line: number;
  /** 1-based; 0 when libxml2 gives none. */
  column: number;
  /** 'error' or 'warning'. */
  level: 'error' | 'warning';
  /** The element's path (libxml2's), when given. */
  path?: string;
}

/** A validation's answer. */
export interface ValidationReport {
  valid: boolean;
  /** 'xsd' or 'dtd'. */
  kind: 'xsd' | 'dtd';
  issues: ValidationIssue[];
  /** What the tool did not do and says so: external entities and DTDs that were not loaded. */
  notes: XmlNote[];
  ms: number;
}

/** A file given to the validator: the name schemas refer to it by, and its text. */
export interface XmlFile {
  name: string;
  text: string;
}
