import { COMPARE_ERRORS } from '@workers/compare/meta';

/** Every text of the XML Compare options and structural summary, in one place. */
export const XML_COMPARE_TEXT = {
  ignoreAttributeOrder: 'Ignore attribute order',
  ignoreNamespacePrefixes: 'Ignore namespace prefixes',
  ignoreNamespacePrefixesTitle: 'Compare names by namespace URI, whatever prefix each side gives it',
  ignoreWhitespaceText: 'Ignore whitespace-only text',
  ignoreComments: 'Ignore comments',
  matchBy: 'Match elements by attribute',
  matchByHint: 'e.g. id: repeated elements are paired by its value in the summary; Enter applies',
  title: 'Structure',
  summarising: 'Summarising…',
  none: 'No structural changes',
  count: (n: number) => `${n.toLocaleString('en-US')} structural change${n === 1 ? '' : 's'}`,
  listLabel: 'Structural changes: choose one to show it in the line view',
  downloadCsv: 'Download CSV',
  listed: (shown: number, total: number) => `The first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} changes are listed; the CSV holds all of them.`,
  failed: COMPARE_ERRORS['structure-failed'],
} as const;
