import type { ContentItem } from '../types';

/** All static text of the About page. */
export interface AboutContent {
  /** Paragraphs of the story section. */
  story: string[];
  /** Exactly three feature cards. */
  features: ContentItem[];
  principles: ContentItem[];
}

/** Static text of the About page. */
export const about: AboutContent = {
  story: [
    'DevToolbox exists because the quickest way to format a JSON response or compare two configuration files was often a website that uploads whatever you paste. For API payloads, customer records or internal configuration, that is a risk many teams cannot accept.',
    'So every tool here runs in your browser. Formatters, comparisons and generators work in background workers on the page, and what you paste is never sent to a server or stored.',
    'The tools are built for developers and QA testers who need correct results: formatters that are the real engines used in editors and CI, comparisons that ignore layout noise, and test data that passes the same validation as production input.',
  ],
  features: [
    {
      title: 'Code formatters',
      text: 'Thirteen languages, from lossless JSON and xmllint-style XML to Prettier, sql-formatter with ten dialects, Ruff for Python and clang-format for C++.',
    },
    {
      title: 'Compare tools',
      text: 'Side-by-side diffs for JSON, XML, HTML, CSS and plain text, with character-level highlights, keyboard navigation and a complete PDF export.',
    },
    {
      title: 'Test data',
      text: 'Valid BSNs, IBANs, passport numbers, addresses and phone numbers for 36 European countries, and a JSON generator for up to 10,000 records.',
    },
  ],
  principles: [
    { title: 'Your input stays yours', text: 'Nothing you paste or open leaves your browser. By default the site contacts no other origin, and fonts are self-hosted.' },
    { title: 'Correct before convenient', text: 'Output has to survive a real validator: JSON keeps big numbers exactly, BSNs pass the 11-proof, IBANs pass mod 97.' },
    { title: 'Real engines, not approximations', text: 'Where a language has a widely used formatter, we run that formatter rather than re-indenting text ourselves.' },
    { title: 'Free and anonymous', text: 'No accounts, no sign-up, no paid tier.' },
    { title: 'Large inputs are normal', text: 'Multi-megabyte files are processed off the main thread, so the page stays responsive while they are formatted or compared.' },
  ],
};
