/**
 * What the page may import from the XML engines (XPath, XSD/DTD validation): plain data and types. The engines stay
 * in the worker; every text the user sees from them is written here once.
 */

/** The refusal code when the worker does not hold the document named in the request: send its text. */
export const XML_NEEDS_TEXT = 'xml-needs-text';

/** Error codes (telemetry carries these, never a message). */
export const XML_CODES = {
  /** The document is not well-formed XML (our scanner's message, xmllint's wording). */
  syntax: 'xml-syntax',
  /** The XPath expression is invalid or failed (the engine's own message). */
  xpath: 'xpath-invalid',
  /** The schema could not be read or compiled. */
  schema: 'xsd-schema',
  /** A schema or DTD names a file that was not given (or a URL, which is never fetched). */
  missing: 'xsd-missing-file',
  blank: 'blank',
} as const;

/** One of XML_CODES. */
export type XmlCode = (typeof XML_CODES)[keyof typeof XML_CODES];

/** Refusals that are mistakes in the query, the document or the schema: shown as the answer, never reported. */
export const XML_MISTAKES: readonly string[] = [XML_CODES.syntax, XML_CODES.xpath, XML_CODES.schema, XML_CODES.missing];

/** Which engine answered an XPath query. */
export type XPathEngine = 'libxml2' | 'fontoxpath';

/** Shown beside a result: what the query was evaluated as, and by what. */
export const XPATH_ENGINE_LABEL: Record<XPathEngine, string> = {
  libxml2: 'XPath 1.0 (libxml2, as xmllint)',
  fontoxpath: 'XPath 3.1 (fontoxpath)',
};

/** At most this many result items cross to the page (the count says how many there are). */
export const XPATH_RESULT_MAX = 10_000;

/** The texts of the XPath and XSD tools, in one place. */
export const XML_TEXT = {
  xpathLabel: 'XPath expression',
  xpathPlaceholder: "//item[@id='3']/price",
  namespacesLabel: 'Namespaces',
  namespacesPlaceholder: 'p=http://example.com/ns q=urn:other',
  namespacesHint:
    'Prefixes declared in the document work as they are. Bind more as prefix=URI, separated by spaces; bind one to the default namespace to select its elements (XPath has no default element namespace).',
  engineNote:
    'An expression XPath 1.0 can evaluate is evaluated by libxml2 (the engine of xmllint), with XPath 1.0 results; any other by fontoxpath as XPath 3.1.',
  blankDocument: 'Enter an XML document to query it.',
  blankQuery: 'Type an XPath expression.',
  timeout: 'This query takes too long: it was stopped. Try a more specific expression or a smaller document.',
  resultTitle: 'Query result',
  run: 'Run',
  runTitle: 'Run the query (Enter)',
  cancel: 'Cancel',
  resultsLabel: 'XPath results: choose one to show it in the document',
  count: (n: number) => (n === 1 ? '1 result' : `${n.toLocaleString('en-US')} results`),
  listedOf: (shown: number, total: number) => `The first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} results are listed; Download holds all the page received.`,
  download: 'Download results',
  lineCol: (line: number, column: number) => `line ${line}:${column}`,
  noMatch: 'No match: the expression selects nothing.',
  running: 'Running the query…',
  badBinding: (item: string) => `Namespace binding "${item}" is not prefix=URI.`,
  valid: (doc: string, against: string) => `${doc} is valid against ${against}.`,
  validDtd: 'The document is valid against its DTD.',
  noDtd: 'The document declares no DTD: add a DOCTYPE with an internal subset, or validate against an XML Schema.',
  blankSchema: 'Please enter an XML Schema (XSD).',
  blankXml: 'Please enter an XML document to validate.',
  missingFile: (name: string) =>
    `The schema refers to "${name}", which was not given: add it under "More schema files" (files are matched by name; nothing is ever downloaded).`,
  networkRefused: (url: string) =>
    `The schema or document refers to ${url}: nothing is downloaded here. Add that file under "More schema files" (matched by its file name).`,
  externalEntity: (url: string) => `The document refers to the external entity ${url}, which is never loaded or expanded.`,
  schemaFailed: 'The schema could not be compiled:',
  validate: 'Validate',
  validateTitle: 'Validate (Ctrl+Enter)',
  validating: 'Validating…',
  against: 'Validate against',
  againstXsd: 'XML Schema (XSD)',
  againstDtd: 'The DTD in the document',
  documentTitle: 'XML Document',
  documentPlaceholder: 'Paste the XML to validate, or drop a file...',
  schemaTitle: 'XML Schema',
  schemaPlaceholder: 'Paste the XSD, or drop a file...',
  moreFiles: 'More schema files',
  moreFilesHint: 'The files the schema includes or imports (xs:include, xs:import), matched by file name. Nothing is downloaded.',
  addFile: 'Add schema file',
  removeFile: (name: string) => `Remove ${name}`,
  resultTitle2: 'Result',
  issues: (n: number) => `${n} ${n === 1 ? 'error' : 'errors'}. Choose one to put the cursor on it.`,
  issuesLabel: 'Validation errors',
  validationTimeout: 'Validating this document takes too long: validation was stopped. Try a smaller document.',
  documentName: 'document.xml',
  schemaName: 'schema.xsd',
} as const;

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
  notes: string[];
  ms: number;
}

/** A file given to the validator: the name schemas refer to it by, and its text. */
export interface XmlFile {
  name: string;
  text: string;
}
