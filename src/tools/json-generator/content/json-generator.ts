import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Generator page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Features',
      items: [
        { title: 'Up to 10,000 records', text: 'Generated in a background worker with a progress indicator, and previewed in a virtualised list that stays fast at any size.' },
        { title: 'Four export formats', text: 'Export the records as JSON, NDJSON (one record per line), CSV with nested fields flattened into dotted columns, or SQL INSERT statements.' },
        { title: 'Seeds', text: 'The same seed and schema always produce the same records, so a test data set can be recreated exactly.' },
        { title: 'Share links', text: 'A link carries your field list in its # fragment, so a colleague opens the same schema; nothing is stored on a server.' },
        { title: 'Remembered schema', text: 'Your schema, record count and seed are kept in your browser’s local storage for your next visit; generated records are not.' },
      ],
    },
    {
      heading: 'Field types',
      paragraphs: ['Each field has a name and one of 24 types. Advanced options refine the values.'],
      items: [
        { title: 'Text and identity', text: 'string, name, email, phone and uuid.' },
        { title: 'Numbers and flags', text: 'number, with a min and max (18 to 100 by default), and boolean.' },
        { title: 'Places and European identifiers', text: 'address, city, country, iban, nationalId, vat and bsn for 36 European countries, with valid check digits. Within one record they agree with the record’s country; a country option fixes a field’s country.' },
        { title: 'Date and time', text: 'date (YYYY-MM-DD), time (HH:MM:SS) and datetime (ISO 8601).' },
        { title: 'Web', text: 'url, ip and color.' },
        { title: 'Structure', text: 'array, with a number of items (3 by default), and object, with its own nested fields.' },
        { title: 'Constraints', text: 'enum, picking from a comma-separated list (A, B, C by default), and regex, producing strings that match your pattern.' },
      ],
    },
    {
      heading: 'Templates',
      items: [
        { title: 'Custom', text: 'Start from id, name, age, email and isActive and build your own.' },
        { title: 'User Profile', text: 'Names, contact details, address, country, creation date and an active flag.' },
        { title: 'Product Catalog', text: 'Price, category enum, tags, nested specifications and stock status.' },
        { title: 'Order Details', text: 'Line items with quantities and prices, total, status and a shipping address.' },
        { title: 'Blog Post', text: 'Title, content, author, tags, comments and publication data.' },
      ],
    },
    {
      heading: 'Tips',
      items: [
        { text: 'Choosing a template replaces the whole field list, so save a custom schema with a share link first.' },
        { text: 'Use enum for status fields so every record holds a value your application accepts.' },
        { text: 'Set min and max to realistic values, such as a price between 1 and 1000, so the data resembles production.' },
        { text: 'Use NDJSON for streaming imports and bulk APIs, and SQL to seed a local database.' },
        { text: 'Fix the seed in automated tests so failures can be reproduced.' },
      ],
    },
  ],
};
