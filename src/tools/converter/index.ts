import { CONVERSION_SIDES, type ConversionId } from '@workers/convert/meta';
import type { ToolContent } from '../../content/types';
import type { ConverterEntry } from '../tool-entry';

interface Line {
  recommended: readonly string[];
  content: () => Promise<{ content: ToolContent }>;
  /** The files this converter opens for the installed app (see ToolEntry.opens). */
  opens?: Readonly<Record<string, readonly string[]>>;
}

/** One line per conversion of `workers/convert/types.ts`; a conversion missing here fails the type-check. */
const LINES: Record<ConversionId, Line> = {
  'json-to-yaml': {
    recommended: ['yaml-to-json', 'yaml-formatter', 'json-formatter'],
    content: () => import('./content/json-to-yaml'),
  },
  'yaml-to-json': {
    recommended: ['json-to-yaml', 'json-formatter', 'yaml-formatter'],
    content: () => import('./content/yaml-to-json'),
  },
  'json-to-csv': {
    recommended: ['csv-to-json', 'json-formatter', 'json-generator'],
    content: () => import('./content/json-to-csv'),
  },
  'csv-to-json': {
    recommended: ['json-to-csv', 'json-formatter', 'json-compare'],
    content: () => import('./content/csv-to-json'),
    opens: { 'text/csv': ['.csv'] },
  },
  'json-to-xml': {
    recommended: ['xml-to-json', 'xml-formatter', 'json-formatter'],
    content: () => import('./content/json-to-xml'),
  },
  'xml-to-json': {
    recommended: ['json-to-xml', 'json-formatter', 'xml-formatter'],
    content: () => import('./content/xml-to-json'),
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
    content: line.content,
    ...(line.opens ? { opens: line.opens } : {}),
    conversion: id,
  };
});
