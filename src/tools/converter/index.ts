import { CONVERSION_SIDES, type ConversionId } from '@workers/convert/meta';
import type { ToolContent } from '../../content/types';
import type { Locale } from '../../lib/locale';
import type { ConverterEntry } from '../tool-entry';
import { converterMessages } from './messages';

interface Line {
  recommended: readonly string[];
  /** The page text in each language (a language missing here fails the type-check). */
  content: Record<Locale, () => Promise<{ content: ToolContent }>>;
  /** The files this converter opens for the installed app (see ToolEntry.opens). */
  opens?: Readonly<Record<string, readonly string[]>>;
}

/** One line per conversion of `workers/convert/types.ts`; a conversion missing here fails the type-check. */
const LINES: Record<ConversionId, Line> = {
  'json-to-yaml': {
    recommended: ['yaml-to-json', 'yaml-formatter', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-yaml'),
      nl: () => import('./content/json-to-yaml.nl'),
      de: () => import('./content/json-to-yaml.de'),
      fr: () => import('./content/json-to-yaml.fr'),
      es: () => import('./content/json-to-yaml.es'),
      it: () => import('./content/json-to-yaml.it'),
      pl: () => import('./content/json-to-yaml.pl'),
    },
  },
  'yaml-to-json': {
    recommended: ['json-to-yaml', 'json-formatter', 'yaml-formatter'],
    content: {
      en: () => import('./content/yaml-to-json'),
      nl: () => import('./content/yaml-to-json.nl'),
      de: () => import('./content/yaml-to-json.de'),
      fr: () => import('./content/yaml-to-json.fr'),
      es: () => import('./content/yaml-to-json.es'),
      it: () => import('./content/yaml-to-json.it'),
      pl: () => import('./content/yaml-to-json.pl'),
    },
  },
  'json-to-csv': {
    recommended: ['csv-to-json', 'json-formatter', 'json-generator'],
    content: {
      en: () => import('./content/json-to-csv'),
      nl: () => import('./content/json-to-csv.nl'),
      de: () => import('./content/json-to-csv.de'),
      fr: () => import('./content/json-to-csv.fr'),
      es: () => import('./content/json-to-csv.es'),
      it: () => import('./content/json-to-csv.it'),
      pl: () => import('./content/json-to-csv.pl'),
    },
  },
  'csv-to-json': {
    recommended: ['json-to-csv', 'json-formatter', 'json-compare'],
    content: {
      en: () => import('./content/csv-to-json'),
      nl: () => import('./content/csv-to-json.nl'),
      de: () => import('./content/csv-to-json.de'),
      fr: () => import('./content/csv-to-json.fr'),
      es: () => import('./content/csv-to-json.es'),
      it: () => import('./content/csv-to-json.it'),
      pl: () => import('./content/csv-to-json.pl'),
    },
    opens: { 'text/csv': ['.csv'] },
  },
  'json-to-xml': {
    recommended: ['xml-to-json', 'xml-formatter', 'json-formatter'],
    content: {
      en: () => import('./content/json-to-xml'),
      nl: () => import('./content/json-to-xml.nl'),
      de: () => import('./content/json-to-xml.de'),
      fr: () => import('./content/json-to-xml.fr'),
      es: () => import('./content/json-to-xml.es'),
      it: () => import('./content/json-to-xml.it'),
      pl: () => import('./content/json-to-xml.pl'),
    },
  },
  'xml-to-json': {
    recommended: ['json-to-xml', 'json-formatter', 'xml-formatter'],
    content: {
      en: () => import('./content/xml-to-json'),
      nl: () => import('./content/xml-to-json.nl'),
      de: () => import('./content/xml-to-json.de'),
      fr: () => import('./content/xml-to-json.fr'),
      es: () => import('./content/xml-to-json.es'),
      it: () => import('./content/xml-to-json.it'),
      pl: () => import('./content/xml-to-json.pl'),
    },
  },
};

/** All six converters share one body chunk. */
const body = () => import('./converter-body').then((m) => m.ConverterBody);

/** One converter page per conversion. */
export const tools: readonly ConverterEntry<ConversionId>[] = (Object.keys(LINES) as ConversionId[]).map((id) => {
  const line = { ...LINES[id], ...CONVERSION_SIDES[id] };
  return {
    kind: 'converter',
    id,
    path: `/${id}`,
    title: `${line.from} to ${line.to} Converter`,
    recommended: line.recommended,
    body,
    content: (locale) => line.content[locale](),
    messages: converterMessages,
    ...(line.opens ? { opens: line.opens } : {}),
    conversion: id,
  };
});
