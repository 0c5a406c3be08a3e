import type { GeneratorEntry } from '../tool-entry';

export const tools: readonly GeneratorEntry<'test-data-generator'>[] = [
  {
    kind: 'generator',
    id: 'test-data-generator',
    path: '/test-data-generator',
    name: 'Test Data Generator',
    title: 'Test Data Generator',
    description:
      'Generate valid test data for 36 European countries: Dutch BSN, IBAN with real bank codes, passport numbers, addresses and phone numbers.',
    intro:
      'Generate realistic, fake test data that real validators accept: BSN numbers, IBANs with real bank codes and national check digits, passport numbers, postal addresses and phone numbers for 36 European countries.',
    keywords: ['test data generator', 'IBAN generator', 'BSN generator', 'fake address generator', 'phone number generator', 'passport number generator'],
    recommended: ['json-generator', 'json-formatter', 'json-compare'],
    body: () => import('./test-data-body').then((m) => m.TestDataBody),
    content: () => import('./content'),
  },
];
