import { CONVERSION_SIDES, type ConversionId } from '@workers/convert/meta';
import type { ToolContent } from '../../content/types';
import type { ConverterEntry } from '../tool-entry';

interface Line {
  blurb: string;
  keywords: readonly string[];
  recommended: readonly string[];
  content: () => Promise<{ content: ToolContent }>;
  /** The files this converter opens for the installed app (see ToolEntry.opens). */
  opens?: Readonly<Record<string, readonly string[]>>;
}

/** One line per conversion of `workers/convert/types.ts`; a conversion missing here fails the type-check. */
const LINES: Record<ConversionId, Line> = {
  'json-to-yaml': {
    blurb: 'Convert JSON to YAML: key order, big integers and number text kept exactly, strings quoted where YAML would misread them.',
    keywords: ['json to yaml', 'convert json to yaml', 'json yaml converter'],
    recommended: ['yaml-to-json', 'yaml-formatter', 'json-formatter'],
    content: () => import('./content/json-to-yaml'),
  },
  'yaml-to-json': {
    blurb: 'Convert YAML to JSON: anchors, aliases and merge keys resolved, big integers kept exactly, multi-document files as an array.',
    keywords: ['yaml to json', 'convert yaml to json', 'yaml json converter'],
    recommended: ['json-to-yaml', 'json-formatter', 'yaml-formatter'],
    content: () => import('./content/yaml-to-json'),
  },
  'json-to-csv': {
    blurb: 'Convert a JSON array of objects to CSV: nested objects as dotted columns, RFC 4180 quoting, spreadsheet formula protection.',
    keywords: ['json to csv', 'convert json to csv', 'json array to csv', 'json to excel'],
    recommended: ['csv-to-json', 'json-formatter', 'json-generator'],
    content: () => import('./content/json-to-csv'),
  },
  'csv-to-json': {
    blurb: 'Convert CSV with a header row to a JSON array of objects, every value a string unless you turn on type inference.',
    keywords: ['csv to json', 'convert csv to json', 'csv json converter', 'spreadsheet to json'],
    recommended: ['json-to-csv', 'json-formatter', 'json-compare'],
    content: () => import('./content/csv-to-json'),
    opens: { 'text/csv': ['.csv'] },
  },
  'json-to-xml': {
    blurb: 'Convert JSON to XML with a documented mapping: @keys become attributes, #text the element text, arrays repeated elements.',
    keywords: ['json to xml', 'convert json to xml', 'json xml converter'],
    recommended: ['xml-to-json', 'xml-formatter', 'json-formatter'],
    content: () => import('./content/json-to-xml'),
  },
  'xml-to-json': {
    blurb: 'Convert XML to JSON with a reversible mapping: attributes as @keys, text as #text, repeated elements as arrays.',
    keywords: ['xml to json', 'convert xml to json', 'xml json converter'],
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
    name: `${line.from} to ${line.to}`,
    title: `${line.from} to ${line.to} Converter`,
    description: line.blurb,
    intro: `${line.blurb} The conversion runs in your browser and says what the target format could not hold.`,
    keywords: line.keywords,
    recommended: line.recommended,
    body,
    content: line.content,
    ...(line.opens ? { opens: line.opens } : {}),
    conversion: id,
  };
});
