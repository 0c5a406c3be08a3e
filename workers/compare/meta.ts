/** Plain data about the compare types; the page's tool catalogue derives the compare tools from it. */
export const COMPARE_TYPES = [
  { id: 'json', name: 'JSON', ext: 'json' },
  { id: 'xml', name: 'XML', ext: 'xml' },
  { id: 'text', name: 'Text', ext: 'txt' },
  { id: 'html', name: 'HTML', ext: 'html' },
  { id: 'css', name: 'CSS', ext: 'css' },
] as const;

export type CompareTypeId = (typeof COMPARE_TYPES)[number]['id'];

export interface CompareOptions {
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
  /** JSON only: sort object keys recursively before the diff. */
  ignoreKeyOrder: boolean;
  /**
   * Where a modified row's highlights go: whole words and numbers (default) or single characters. Pairing
   * (similarity > 0.5) is by characters either way.
   */
  highlight?: HighlightMode;
  /** XML only: compare as XML (see xml-semantic.ts); absent, XML is compared line by line in the formatter's layout. */
  xml?: XmlCompareOptions;
}

/** What an XML compare ignores, and which attribute pairs repeated sibling elements in the structural summary. */
export interface XmlCompareOptions {
  ignoreAttributeOrder: boolean;
  /** Names compared by namespace URI, whatever their prefixes. */
  ignoreNamespacePrefixes: boolean;
  /** Text nodes of whitespace only are dropped (indentation, also where xmllint's layout keeps them). */
  ignoreWhitespaceText: boolean;
  ignoreComments: boolean;
  /** An attribute (e.g. `id`) whose value pairs repeated siblings in the structural summary; '' by position. */
  matchBy: string;
}

export type HighlightMode = 'words' | 'characters';
