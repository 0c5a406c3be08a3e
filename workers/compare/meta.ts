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
}

export type HighlightMode = 'words' | 'characters';
