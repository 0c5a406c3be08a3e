import type { UtilityEntry } from '../tool-entry';

export const tools: readonly UtilityEntry<'xml-schema-validator'>[] = [
  {
    kind: 'utility',
    id: 'xml-schema-validator',
    path: '/xml-schema-validator',
    name: 'XML Schema Validator (XSD, DTD)',
    title: 'XML Schema (XSD) and DTD Validator',
    description: 'Validate XML against an XSD with its included and imported files, or against its DTD, with the real libxml2 (xmllint’s engine) in your browser.',
    intro: 'Paste an XML document and its XML Schema, add the files the schema includes or imports, and every error is listed as libxml2 reports it, with its line; a click puts the cursor there. Documents with an inline DTD are validated against it. Nothing is downloaded and nothing you paste leaves your browser.',
    keywords: ['xsd validator', 'xml schema validator', 'validate xml against xsd', 'xmllint schema online', 'dtd validator', 'xml validation'],
    recommended: ['xml-formatter', 'xpath-tester', 'xml-compare'],
    body: () => import('./xml-validator-body').then((m) => m.XmlValidatorBody),
    content: () => import('./content'),
  },
];
