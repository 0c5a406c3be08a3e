import type { ContentItem } from '../types';

/** One question and answer of the home page FAQ. */
export interface FaqItem {
  q: string;
  a: string;
}

/** Short introductions above the home page's card sections. */
export interface HomeSectionIntros {
  data: string;
  formatters: string;
  compare: string;
  convert: string;
}

/** All static text of the home page. */
export interface HomeContent {
  heroTitle: string;
  heroSubtitle: string;
  /** Exactly four benefit cards. */
  benefits: ContentItem[];
  faq: FaqItem[];
  sectionIntros: HomeSectionIntros;
}

/** Static text of the home page. */
export const home: HomeContent = {
  heroTitle: 'Developer tools that run in your browser',
  heroSubtitle:
    'Format code in 13 languages, compare JSON, XML, HTML, CSS and text, and generate valid test data for 36 European countries. Free, no sign-up, and nothing you paste leaves your device.',
  benefits: [
    {
      title: 'Your data stays on your device',
      text: 'Formatting, comparing and generating all happen in your browser. Nothing you paste or open is uploaded or stored.',
    },
    {
      title: 'Real formatters',
      text: 'Prettier, sql-formatter, Ruff, clang-format and a lossless JSON formatter: the same engines developers run locally and in CI.',
    },
    {
      title: 'Test data that validates',
      text: 'BSNs pass the 11-proof, IBANs use real bank codes and check digits, and phone numbers fit the national numbering plan.',
    },
    {
      title: 'Free, without an account',
      text: 'Every tool is free to use. There is no sign-up, no login and no usage quota.',
    },
  ],
  faq: [
    {
      q: 'Is DevToolbox free?',
      a: 'Yes. Every tool is free, there is no account to create and no limit on how often you use them.',
    },
    {
      q: 'Is my data sent anywhere?',
      a: 'No. Everything you paste or open is processed in your browser, in background workers on this page. It is not sent to a server; the formatters keep your last input on your own device only, until you press Clear. By default the site makes no requests to other origins at all; the privacy policy has the details.',
    },
    {
      q: 'How large can my files be?',
      a: 'The editors take up to 50 MB, and a 10 MB JSON document formats in about a second. JSON and XML files up to 2 GB open in the JSON and XML Formatters, formatted at once, and Text Compare compares files up to 2 GB each: both read the file in parts, so the page stays responsive. A paste over 50 MB takes the same path in those tools. Very large inputs for the Prettier-based languages take longer, because those formatters build a full syntax tree.',
    },
    {
      q: 'Which languages can I format?',
      a: 'JSON, XML, HTML, CSS, SQL (ten dialects, including PostgreSQL, MySQL, T-SQL and PL/SQL), JavaScript, TypeScript, Python, Java, C++, Markdown, PHP and YAML.',
    },
    {
      q: 'Are the generated IBANs real bank accounts?',
      a: 'No. They have a valid structure, a real bank code and correct check digits, so validators accept them, but the account number is random. Because a random number can match an existing account by chance, never use one for a real payment.',
    },
    {
      q: 'Does it work offline?',
      a: 'Yes, after your first visit. The first visit needs a connection; once the page has loaded, your browser keeps a copy of every page and formatter engine, so all tools keep working without a connection. When you are online again, the newest version is used.',
    },
    {
      q: 'How does the comparison work?',
      a: 'Both inputs are first normalised for their type (JSON is re-printed with the same indentation, XML, HTML and CSS are formatted the same way) and then compared line by line. Similar lines, with more than half of their characters in common, are shown as modified with the changed characters highlighted. You can ignore whitespace, case or JSON key order, and export the complete result as a PDF.',
    },
    {
      q: 'Which formatting settings are used?',
      a: 'Fixed, widely used defaults: two spaces for JSON, XML and YAML, Prettier’s style with single quotes and semicolons for JavaScript and TypeScript, upper-case keywords for SQL, Ruff’s Black-compatible style for Python and the LLVM style for C++.',
    },
  ],
  sectionIntros: {
    data: 'Generate fictitious test data that passes real validation, or build thousands of mock JSON records from your own schema.',
    formatters: 'Paste code, click Format Code and get consistent, validated output, with errors pointing to the line that needs fixing.',
    compare: 'Compare two versions side by side after normalising their layout, with changed characters highlighted and a full PDF export.',
    convert: 'Convert between JSON, YAML, CSV and XML with every digit of every number kept, and a note for anything the target format cannot hold.',
  },
};
