import type { UtilityEntry } from '../tool-entry';

export const tools: readonly UtilityEntry<'xpath-tester'>[] = [
  {
    kind: 'utility',
    id: 'xpath-tester',
    path: '/xpath-tester',
    name: 'XPath Tester',
    title: 'XPath Tester (XPath 1.0 and 3.1)',
    description: 'Evaluate XPath on XML in your browser: libxml2 (the engine of xmllint) for XPath 1.0, fontoxpath for XPath 3.1, each node with its path and line.',
    intro: 'Paste XML and type an XPath expression: every node it selects is listed with its location path and line, and a click shows it in the document. XPath 1.0 is answered by libxml2, as xmllint answers it; XPath 3.1 by fontoxpath. Nothing you paste leaves your browser.',
    keywords: ['xpath tester', 'xpath online', 'xpath evaluator', 'xmllint xpath', 'xpath 3.1', 'test xpath expression'],
    recommended: ['xml-formatter', 'xml-schema-validator', 'xml-compare'],
    body: () => import('./xpath-body').then((m) => m.XPathBody),
    content: () => import('./content'),
  },
];
