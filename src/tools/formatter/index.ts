import { FORMAT_LANGUAGES, type FormatLanguage, type FormatLanguageId } from '@workers/format/meta';
import type { ToolContent } from '../../content/types';
import { queryMessages } from '../../components/query/messages';
import type { FormatterEntry } from '../tool-entry';

/** One line per language of `workers/format/meta.ts`; a language missing here fails the type-check. */
const LANGUAGES: Record<FormatLanguageId, { content: () => Promise<{ content: ToolContent }> }> = {
  json: {
    content: () => import('./content/json-formatter'),
  },
  xml: {
    content: () => import('./content/xml-formatter'),
  },
  html: {
    content: () => import('./content/html-formatter'),
  },
  css: {
    content: () => import('./content/css-formatter'),
  },
  sql: {
    content: () => import('./content/sql-formatter'),
  },
  javascript: {
    content: () => import('./content/js-formatter'),
  },
  typescript: {
    content: () => import('./content/ts-formatter'),
  },
  python: {
    content: () => import('./content/python-formatter'),
  },
  java: {
    content: () => import('./content/java-formatter'),
  },
  cpp: {
    content: () => import('./content/cpp-formatter'),
  },
  markdown: {
    content: () => import('./content/markdown-formatter'),
  },
  php: {
    content: () => import('./content/php-formatter'),
  },
  yaml: {
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
  title: `${l.name} Formatter`,
  recommended: recommended(l.id),
  body,
  content: LANGUAGES[l.id].content,
  opens: opens(l),
  // The JSON and XML formatters show the query panels (jq/JSONPath, XPath) under their output.
  ...(l.id === 'json' || l.id === 'xml' ? { messages: queryMessages } : {}),
  language: l.id,
}));
