import { COMPARE_TYPES, type CompareTypeId } from '@workers/compare/meta';
import { FORMAT_LANGUAGES, type FormatLanguageId } from '@workers/format/meta';

/**
 * The single source of every tool: path, names, metadata, category and recommended tools. Header menus, the
 * mobile menu, footer, home cards, About's directory, the 404 links, search, sitemap, prerendering and page
 * metadata all derive from this list.
 */
export type ToolCategory = 'data' | 'formatter' | 'compare' | 'utility';

export interface ToolEntry {
  /** Stable id, also the path without the leading slash. */
  id: string;
  path: `/${string}`;
  /** Short label for menus and cards. */
  name: string;
  /** Heading and page-title base. */
  title: string;
  /** Meta description and card text. */
  description: string;
  /** One-paragraph intro under the heading. */
  intro: string;
  keywords: string[];
  category: ToolCategory;
  /** Paths of the tools recommended on this tool's page. */
  recommended: string[];
  /** Formatter tools: the language. */
  language?: FormatLanguageId;
  /** Compare tools: the type. */
  compareType?: CompareTypeId;
}

const formatterRecommended = (id: FormatLanguageId): string[] =>
  id === 'xml'
    ? ['/json-formatter', '/xml-compare', '/html-formatter']
    : id === 'json'
      ? ['/xml-formatter', '/json-compare', '/json-generator']
      : ['/json-formatter', '/xml-formatter', '/text-compare'];

const FORMATTER_BLURB: Record<FormatLanguageId, string> = {
  json: 'Format, validate and beautify JSON losslessly: big numbers and escapes keep their exact text, errors name the line and column.',
  xml: 'Pretty-print and validate XML with the indentation of xmllint --format, keeping text, CDATA, comments and processing instructions intact.',
  html: 'Beautify HTML markup with Prettier: consistent indentation, wrapped attributes and whitespace-aware layout.',
  css: 'Format CSS stylesheets with Prettier: one declaration per line, consistent spacing and indentation.',
  sql: 'Format SQL queries with upper-case keywords and clear indentation, for standard SQL, PostgreSQL, MySQL, T-SQL and more.',
  javascript: 'Format JavaScript with Prettier: semicolons, single quotes, 2-space indentation and ES5 trailing commas.',
  typescript: 'Format TypeScript with Prettier: types, generics and decorators laid out consistently.',
  python: "Format Python code with Ruff's formatter, the fast Black-compatible formatter.",
  java: 'Format Java source code with Prettier Java: 4-space indentation and consistent layout.',
  cpp: 'Format C and C++ code with clang-format in LLVM style.',
  markdown: 'Format Markdown documents with Prettier: consistent lists, headings, tables and wrapped prose.',
  php: "Format PHP code with Prettier's PHP plugin: 4-space indentation and PSR-style layout.",
  yaml: 'Format and validate YAML documents with Prettier: 2-space indentation and consistent spacing.',
};

const formatterTools: ToolEntry[] = FORMAT_LANGUAGES.map((l) => ({
  id: `${l.slug}-formatter`,
  path: `/${l.slug}-formatter` as const,
  name: `${l.name} Formatter`,
  title: `${l.name} Formatter`,
  description: FORMATTER_BLURB[l.id],
  intro: `${FORMATTER_BLURB[l.id]} Everything runs in your browser: your code never leaves this page.`,
  keywords: [`${l.name} formatter`, `${l.name} beautifier`, `format ${l.name}`, `${l.name} pretty print`, `${l.name} validator`],
  category: 'formatter' as const,
  recommended: formatterRecommended(l.id),
  language: l.id,
}));

const COMPARE_BLURB: Record<CompareTypeId, string> = {
  json: 'Compare two JSON documents side by side: layout-only changes are ignored, optionally key order too.',
  xml: 'Compare two XML documents side by side after normalising their layout.',
  text: 'Compare two texts line by line with character-level highlights of every change.',
  html: 'Compare two HTML documents side by side after formatting both the same way.',
  css: 'Compare two CSS stylesheets side by side after formatting both the same way.',
};

const compareRecommended = (id: CompareTypeId): string[] =>
  id === 'json'
    ? ['/json-formatter', '/xml-compare', '/json-generator']
    : id === 'xml'
      ? ['/xml-formatter', '/json-compare', '/html-compare']
      : ['/json-compare', '/xml-compare', `/${id === 'text' ? 'json' : id}-formatter`];

const compareTools: ToolEntry[] = COMPARE_TYPES.map((t) => ({
  id: `${t.id}-compare`,
  path: `/${t.id}-compare` as const,
  name: `${t.name} Compare`,
  title: `${t.name} Compare`,
  description: COMPARE_BLURB[t.id],
  intro: `${COMPARE_BLURB[t.id]} Export the complete result as a PDF. Nothing you paste leaves your browser.`,
  keywords: [`${t.name} compare`, `${t.name} diff`, `compare ${t.name} online`, `${t.name} difference checker`],
  category: 'compare' as const,
  recommended: compareRecommended(t.id),
  compareType: t.id,
}));

const dataTools: ToolEntry[] = [
  {
    id: 'test-data-generator',
    path: '/test-data-generator',
    name: 'Test Data Generator',
    title: 'Test Data Generator',
    description:
      'Generate valid test data for 36 European countries: Dutch BSN, IBAN with real bank codes, passport numbers, addresses and phone numbers.',
    intro:
      'Generate realistic, fake test data that real validators accept: BSN numbers, IBANs with real bank codes and national check digits, passport numbers, postal addresses and phone numbers for 36 European countries.',
    keywords: ['test data generator', 'IBAN generator', 'BSN generator', 'fake address generator', 'phone number generator', 'passport number generator'],
    category: 'data',
    recommended: ['/json-generator', '/json-formatter', '/json-compare'],
  },
  {
    id: 'json-generator',
    path: '/json-generator',
    name: 'JSON Generator',
    title: 'JSON Generator',
    description: 'Generate up to 10,000 records of realistic mock JSON data from templates or your own schema, and export JSON, CSV, NDJSON or SQL.',
    intro:
      'Build a schema from 20 field types or start from a template, then generate up to 10,000 realistic records of mock JSON data in your browser.',
    keywords: ['JSON generator', 'mock data generator', 'fake JSON data', 'random JSON', 'test data JSON'],
    category: 'data',
    recommended: ['/json-formatter', '/json-compare', '/xml-formatter'],
  },
];

const utilityTools: ToolEntry[] = [
  {
    id: 'text-tool',
    path: '/text-tool',
    name: 'Format & Diff',
    title: 'Format & Diff',
    description: 'Re-format JSON, XML or HTML and see exactly what the formatting changed, as a side-by-side diff.',
    intro: 'Paste JSON, XML or HTML: it is re-printed with clean indentation and the diff shows exactly what changed.',
    keywords: ['format and diff', 'format json diff', 'xml reindent', 'html reindent'],
    category: 'utility',
    recommended: ['/json-formatter', '/xml-formatter', '/text-compare'],
  },
];

export const TOOLS: readonly ToolEntry[] = [...dataTools, ...formatterTools, ...compareTools, ...utilityTools];

const byPath = new Map(TOOLS.map((t) => [t.path, t]));

/** The tool at `path`, if any. */
export const toolByPath = (path: string): ToolEntry | undefined => byPath.get(path as ToolEntry['path']);

export const toolsIn = (category: ToolCategory): ToolEntry[] => TOOLS.filter((t) => t.category === category);

/** The formatter tool for a language. */
export const formatterTool = (language: FormatLanguageId): ToolEntry =>
  TOOLS.find((t) => t.language === language) as ToolEntry;

/** The compare tool for a type. */
export const compareTool = (type: CompareTypeId): ToolEntry => TOOLS.find((t) => t.compareType === type) as ToolEntry;

/** Popular tools linked from the 404 page: XML and JSON formatter and compare. */
export const POPULAR_TOOL_PATHS = ['/json-formatter', '/xml-formatter', '/json-compare', '/xml-compare'] as const;

/** Most used tools in the footer. */
export const MOST_USED_TOOL_PATHS = ['/json-formatter', '/xml-formatter', '/json-compare', '/test-data-generator', '/json-generator'] as const;

/** Menu groups of the header (Data Tools, Formatter Tools, Compare Tools). */
export const MENU_GROUPS = [
  { name: 'Data Tools', tools: toolsIn('data') },
  { name: 'Formatter Tools', tools: toolsIn('formatter') },
  { name: 'Compare Tools', tools: toolsIn('compare') },
] as const;

/** Case-insensitive search over name, title, description and keywords; every word must match. */
export function searchTools(query: string): ToolEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return TOOLS.filter((t) => {
    const hay = [t.name, t.title, t.description, ...t.keywords].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
