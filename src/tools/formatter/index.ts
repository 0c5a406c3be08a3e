import { FORMAT_LANGUAGES, type FormatLanguage, type FormatLanguageId } from '@workers/format/meta';
import type { ToolContent } from '../../content/types';
import { queryMessages } from '../../components/query/messages';
import type { Locale } from '../../lib/locale';
import type { FormatterEntry } from '../tool-entry';
import { formatterMessages } from './messages';

/**
 * The page text of each language of `workers/format/meta.ts` in each of the site's languages, each its own chunk: a
 * formatter or a site language missing here fails the type-check.
 */
const LANGUAGES: Record<FormatLanguageId, Record<Locale, () => Promise<{ content: ToolContent }>>> = {
  json: {
    en: () => import('./content/json-formatter'),
    nl: () => import('./content/json-formatter.nl'),
    de: () => import('./content/json-formatter.de'),
    fr: () => import('./content/json-formatter.fr'),
    es: () => import('./content/json-formatter.es'),
    it: () => import('./content/json-formatter.it'),
    pl: () => import('./content/json-formatter.pl'),
  },
  xml: {
    en: () => import('./content/xml-formatter'),
    nl: () => import('./content/xml-formatter.nl'),
    de: () => import('./content/xml-formatter.de'),
    fr: () => import('./content/xml-formatter.fr'),
    es: () => import('./content/xml-formatter.es'),
    it: () => import('./content/xml-formatter.it'),
    pl: () => import('./content/xml-formatter.pl'),
  },
  html: {
    en: () => import('./content/html-formatter'),
    nl: () => import('./content/html-formatter.nl'),
    de: () => import('./content/html-formatter.de'),
    fr: () => import('./content/html-formatter.fr'),
    es: () => import('./content/html-formatter.es'),
    it: () => import('./content/html-formatter.it'),
    pl: () => import('./content/html-formatter.pl'),
  },
  css: {
    en: () => import('./content/css-formatter'),
    nl: () => import('./content/css-formatter.nl'),
    de: () => import('./content/css-formatter.de'),
    fr: () => import('./content/css-formatter.fr'),
    es: () => import('./content/css-formatter.es'),
    it: () => import('./content/css-formatter.it'),
    pl: () => import('./content/css-formatter.pl'),
  },
  sql: {
    en: () => import('./content/sql-formatter'),
    nl: () => import('./content/sql-formatter.nl'),
    de: () => import('./content/sql-formatter.de'),
    fr: () => import('./content/sql-formatter.fr'),
    es: () => import('./content/sql-formatter.es'),
    it: () => import('./content/sql-formatter.it'),
    pl: () => import('./content/sql-formatter.pl'),
  },
  javascript: {
    en: () => import('./content/js-formatter'),
    nl: () => import('./content/js-formatter.nl'),
    de: () => import('./content/js-formatter.de'),
    fr: () => import('./content/js-formatter.fr'),
    es: () => import('./content/js-formatter.es'),
    it: () => import('./content/js-formatter.it'),
    pl: () => import('./content/js-formatter.pl'),
  },
  typescript: {
    en: () => import('./content/ts-formatter'),
    nl: () => import('./content/ts-formatter.nl'),
    de: () => import('./content/ts-formatter.de'),
    fr: () => import('./content/ts-formatter.fr'),
    es: () => import('./content/ts-formatter.es'),
    it: () => import('./content/ts-formatter.it'),
    pl: () => import('./content/ts-formatter.pl'),
  },
  python: {
    en: () => import('./content/python-formatter'),
    nl: () => import('./content/python-formatter.nl'),
    de: () => import('./content/python-formatter.de'),
    fr: () => import('./content/python-formatter.fr'),
    es: () => import('./content/python-formatter.es'),
    it: () => import('./content/python-formatter.it'),
    pl: () => import('./content/python-formatter.pl'),
  },
  java: {
    en: () => import('./content/java-formatter'),
    nl: () => import('./content/java-formatter.nl'),
    de: () => import('./content/java-formatter.de'),
    fr: () => import('./content/java-formatter.fr'),
    es: () => import('./content/java-formatter.es'),
    it: () => import('./content/java-formatter.it'),
    pl: () => import('./content/java-formatter.pl'),
  },
  cpp: {
    en: () => import('./content/cpp-formatter'),
    nl: () => import('./content/cpp-formatter.nl'),
    de: () => import('./content/cpp-formatter.de'),
    fr: () => import('./content/cpp-formatter.fr'),
    es: () => import('./content/cpp-formatter.es'),
    it: () => import('./content/cpp-formatter.it'),
    pl: () => import('./content/cpp-formatter.pl'),
  },
  markdown: {
    en: () => import('./content/markdown-formatter'),
    nl: () => import('./content/markdown-formatter.nl'),
    de: () => import('./content/markdown-formatter.de'),
    fr: () => import('./content/markdown-formatter.fr'),
    es: () => import('./content/markdown-formatter.es'),
    it: () => import('./content/markdown-formatter.it'),
    pl: () => import('./content/markdown-formatter.pl'),
  },
  php: {
    en: () => import('./content/php-formatter'),
    nl: () => import('./content/php-formatter.nl'),
    de: () => import('./content/php-formatter.de'),
    fr: () => import('./content/php-formatter.fr'),
    es: () => import('./content/php-formatter.es'),
    it: () => import('./content/php-formatter.it'),
    pl: () => import('./content/php-formatter.pl'),
  },
  yaml: {
    en: () => import('./content/yaml-formatter'),
    nl: () => import('./content/yaml-formatter.nl'),
    de: () => import('./content/yaml-formatter.de'),
    fr: () => import('./content/yaml-formatter.fr'),
    es: () => import('./content/yaml-formatter.es'),
    it: () => import('./content/yaml-formatter.it'),
    pl: () => import('./content/yaml-formatter.pl'),
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
  content: (locale) => LANGUAGES[l.id][locale](),
  // The JSON and XML formatters show the query panels (jq/JSONPath, XPath) under their output.
  messages: l.id === 'json' || l.id === 'xml' ? [formatterMessages, queryMessages] : formatterMessages,
  opens: opens(l),
  language: l.id,
}));
