import type { UtilityEntry } from '../tool-entry';
import { xmlValidatorMessages } from './messages';

export const tools: readonly UtilityEntry<'xml-schema-validator'>[] = [
  {
    kind: 'utility',
    id: 'xml-schema-validator',
    path: '/xml-schema-validator',
    title: 'XML Schema (XSD) and DTD Validator',
    recommended: ['xml-formatter', 'xpath-tester', 'xml-compare'],
    body: () => import('./xml-validator-body').then((m) => m.XmlValidatorBody),
    content: () => import('./content'),
    messages: xmlValidatorMessages,
  },
];
