import { FORMAT_LANGUAGES, type FormatLanguage, type FormatLanguageId } from '@workers/format/meta';
import type { ToolContent } from '../../content/types';
import type { FormatterEntry } from '../tool-entry';

/** One line per language of `workers/format/meta.ts`; a language missing here fails the type-check. */
const LANGUAGES: Record<FormatLanguageId, { blurb: string; content: () => Promise<{ content: ToolContent }> }> = {
  json: {
    blurb: 'Format, validate and beautify JSON losslessly: big numbers and escapes keep their exact text, errors name the line and column.',
    content: () => import('./content/json-formatter'),
  },
  xml: {
    blurb: 'Pretty-print and validate XML with the indentation of xmllint --format, keeping text, CDATA, comments and processing instructions intact.',
    content: () => import('./content/xml-formatter'),
  },
  html: {
    blurb: 'Beautify HTML markup with Prettier: consistent indentation, wrapped attributes and whitespace-aware layout.',
    content: () => import('./content/html-formatter'),
  },
  css: {
    blurb: 'Format CSS stylesheets with Prettier: one declaration per line, consistent spacing and indentation.',
    content: () => import('./content/css-formatter'),
  },
  sql: {
    blurb: 'Format SQL queries with upper-case keywords and clear indentation, for standard SQL, PostgreSQL, MySQL, T-SQL and more.',
    content: () => import('./content/sql-formatter'),
  },
  javascript: {
    blurb: 'Format JavaScript with Prettier: semicolons, single quotes, 2-space indentation and ES5 trailing commas.',
    content: () => import('./content/js-formatter'),
  },
  typescript: {
    blurb: 'Format TypeScript with Prettier: types, generics and decorators laid out consistently.',
    content: () => import('./content/ts-formatter'),
  },
  python: {
    blurb: "Format Python code with Ruff's formatter, the fast Black-compatible formatter.",
    content: () => import('./content/python-formatter'),
  },
  java: {
    blurb: 'Format Java source code with Prettier Java: 4-space indentation and consistent layout.',
    content: () => import('./content/java-formatter'),
  },
  cpp: {
    blurb: 'Format C and C++ code with clang-format in LLVM style.',
    content: () => import('./content/cpp-formatter'),
  },
  markdown: {
    blurb: 'Format Markdown documents with Prettier: consistent lists, headings, tables and wrapped prose.',
    content: () => import('./content/markdown-formatter'),
  },
  php: {
    blurb: "Format PHP code with Prettier's PHP plugin: 4-space indentation and PSR-style layout.",
    content: () => import('./content/php-formatter'),
  },
  yaml: {
    blurb: 'Format and validate YAML documents with Prettier: 2-space indentation and consistent spacing.',
    content: () => import('./content/yaml-formatter'),
  },
};

/**
 * The files each formatter opens for the installed app: its language's extension and MIME type, with these other
 * extensions and, where the download type is a generic one, the MIME type operating systems know the files by.
 */
const MORE_EXTENSIONS: Partial<Record<FormatLanguageId, readonly string[]>> = { yaml: ['.yml'] };
const FILE_MIME: Partial<Record<FormatLanguageId, string>> = { typescript: 'text/x-typescript' };
const opens = (l: FormatLanguage) => ({ [FILE_MIME[l.id] ?? l.mime]: [`.${l.ext}`, ...(MORE_EXTENSIONS[l.id] ?? [])] });

/** The product's rule: XML and JSON have their own three; every other language gets the same three. */
const recommended = (id: FormatLanguageId): readonly string[] =>
  id === 'xml'
    ? ['json-formatter', 'xml-compare', 'html-formatter']
    : id === 'json'
      ? ['xml-formatter', 'json-compare', 'json-generator']
      : ['json-formatter', 'xml-formatter', 'text-compare'];

/** All 13 languages share one body chunk. */
const body = () => import('./formatter-body').then((m) => m.FormatterBody);

/** One formatter tool per language. */
export const tools: readonly FormatterEntry<`${FormatLanguage['slug']}-formatter`>[] = FORMAT_LANGUAGES.map((l) => ({
  kind: 'formatter',
  id: `${l.slug}-formatter`,
  path: `/${l.slug}-formatter`,
  name: `${l.name} Formatter`,
  title: `${l.name} Formatter`,
  description: LANGUAGES[l.id].blurb,
  intro: `${LANGUAGES[l.id].blurb} Everything runs in your browser: your code never leaves this page.`,
  keywords: [`${l.name} formatter`, `${l.name} beautifier`, `format ${l.name}`, `${l.name} pretty print`, `${l.name} validator`],
  recommended: recommended(l.id),
  body,
  content: LANGUAGES[l.id].content,
  opens: opens(l),
  language: l.id,
}));
