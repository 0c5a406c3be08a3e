import { queryMessages } from '../../components/query/messages';
import type { UtilityEntry } from '../tool-entry';

export const tools: readonly UtilityEntry<'xpath-tester'>[] = [
  {
    kind: 'utility',
    id: 'xpath-tester',
    path: '/xpath-tester',
    title: 'XPath Tester (XPath 1.0 and 3.1)',
    recommended: ['xml-formatter', 'xml-schema-validator', 'xml-compare'],
    body: () => import('./xpath-body').then((m) => m.XPathBody),
    content: () => import('./content'),
    messages: queryMessages,
  },
];
