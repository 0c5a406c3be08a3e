import type { ConversionId } from '@workers/convert/types';
import type { ToolContent } from '../../content/types';
import type { ToolId } from '../catalogue';
import type { ConverterEntry } from '../tool-entry';

/** What the screen needs to know about each side of a conversion. */
export interface ConversionMeta {
  from: string;
  to: string;
  /** File extension and MIME type of the output, for Download. */
  ext: string;
  mime: string;
  /** Which options the conversion has. */
  options: readonly ('inferTypes' | 'protectFormulas')[];
}

interface Line extends ConversionMeta {
  recommended: readonly ToolId[];
  content: () => Promise<{ content: ToolContent }>;
  /** The files this converter opens for the installed app (see ToolEntry.opens). */
  opens?: Readonly<Record<string, readonly string[]>>;
}

/** One line per conversion of `workers/convert/types.ts`; a conversion missing here fails the type-check. */
const LINES: Record<ConversionId, Line> = {
  'json-to-yaml': {
    from: 'JSON',
    to: 'YAML',
    ext: 'yaml',
    mime: 'application/yaml',
    options: [],
    recommended: ['yaml-to-json', 'yaml-formatter', 'json-formatter'],
    content: () => import('./content/json-to-yaml'),
  },
  'yaml-to-json': {
    from: 'YAML',
    to: 'JSON',
    ext: 'json',
    mime: 'application/json',
    options: [],
    recommended: ['json-to-yaml', 'json-formatter', 'yaml-formatter'],
    content: () => import('./content/yaml-to-json'),
  },
  'json-to-csv': {
    from: 'JSON',
    to: 'CSV',
    ext: 'csv',
    mime: 'text/csv',
    options: ['protectFormulas'],
    recommended: ['csv-to-json', 'json-formatter', 'json-generator'],
    content: () => import('./content/json-to-csv'),
  },
  'csv-to-json': {
    from: 'CSV',
    to: 'JSON',
    ext: 'json',
    mime: 'application/json',
    options: ['inferTypes'],
    recommended: ['json-to-csv', 'json-formatter', 'json-compare'],
    content: () => import('./content/csv-to-json'),
    opens: { 'text/csv': ['.csv'] },
  },
  'json-to-xml': {
    from: 'JSON',
    to: 'XML',
    ext: 'xml',
    mime: 'application/xml',
    options: [],
    recommended: ['xml-to-json', 'xml-formatter', 'json-formatter'],
    content: () => import('./content/json-to-xml'),
  },
  'xml-to-json': {
    from: 'XML',
    to: 'JSON',
    ext: 'json',
    mime: 'application/json',
    options: ['inferTypes'],
    recommended: ['json-to-xml', 'json-formatter', 'xml-formatter'],
    content: () => import('./content/xml-to-json'),
  },
};

/** The screen's view of a conversion. */
export const conversionMeta = (id: ConversionId): ConversionMeta => LINES[id];

/** All six converters share one body chunk. */
const body = () => import('./converter-body').then((m) => m.ConverterBody);

/** One converter page per conversion. */
export const tools: readonly ConverterEntry<ConversionId>[] = (Object.keys(LINES) as ConversionId[]).map((id) => {
  const line = LINES[id];
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
