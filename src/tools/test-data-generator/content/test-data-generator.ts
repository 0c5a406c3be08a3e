import type { ToolContent } from '../../../content/types';

/** Static text of the Test Data Generator page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Benefits',
      items: [
        { title: 'Accepted by real validators', text: 'Values pass the checks production systems run, such as the 11-proof, mod-97 and numbering-plan rules, so forms and APIs accept them.' },
        { title: 'No real personal data', text: 'Generated values replace copies of customer records in test environments.' },
        { title: 'One click per value', text: 'Each value is copied to your clipboard as soon as it is generated.' },
        { title: 'Private', text: 'Everything is generated in your browser; nothing is sent or stored.' },
      ],
    },
    {
      heading: 'Features',
      items: [
        { text: '36 countries: the 27 EU member states plus the United Kingdom, Norway, Switzerland, Iceland, Liechtenstein, Monaco, Andorra, San Marino and Vatican City.' },
        { text: 'Per-country reference data: bank codes, IBAN lengths, phone and passport patterns, street names, cities and postcode formats.' },
        { text: 'A new value on every click; the previous result is cleared first.' },
        { text: 'The Netherlands is selected by default, the only country with a BSN button.' },
      ],
    },
    {
      heading: 'Data types and validation rules',
      items: [
        { title: 'BSN', text: 'The Dutch citizen service number: nine digits that pass the 11-proof, 9×d1 + 8×d2 + … + 2×d8 − d9 divisible by 11.' },
        {
          title: 'IBAN',
          text: 'Country code, check digits that satisfy mod 97, a real bank code and national check digits where the country has them (Belgium, France, Spain, Italy).',
        },
        { title: 'Passport', text: 'A document number in the country’s format, such as nine letters and digits for the Netherlands (never the letter O).' },
        { title: 'Address', text: 'Street, house number (1 to 150) and a real city with a postcode of that city, in the country’s layout.' },
        { title: 'Phone', text: 'International format with + and the country code, valid in the national numbering plan.' },
        {
          title: 'Company',
          text: 'A name with its legal form (GmbH, SARL, Oy), valid VAT and company numbers, matching domain, address, IBAN.',
        },
        {
          title: 'Download to a file',
          text: 'Persons, companies or single values: up to 1,000,000 rows as CSV, JSON, NDJSON or SQL.',
        },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Use the values only in development and test systems; they are fictitious and must not be used to identify anyone or to pay.' },
        { text: 'A random valid number can match a real account, phone or BSN, so never send money, calls or letters to it.' },
        { text: 'Also test the negative case: change one digit and check that your validator rejects the value.' },
        { text: 'Test with several countries to catch validation that silently assumes one national format.' },
      ],
    },
    {
      heading: 'Use cases',
      items: [
        { text: 'Filling registration, onboarding and checkout forms during manual testing.' },
        { text: 'Seeding fixtures for Playwright, Cypress or API tests.' },
        { text: 'Checking IBAN validation in SEPA payment and direct-debit flows.' },
        { text: 'Reviewing how the interface handles foreign addresses, long city names and phone formats.' },
      ],
    },
  ],
};
