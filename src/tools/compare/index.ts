import { COMPARE_TYPES, type CompareTypeId } from '@workers/compare/meta';
import type { ToolContent } from '../../content/types';
import type { CompareEntry } from '../tool-entry';

/** One line per type of `workers/compare/meta.ts`; a type missing here fails the type-check. */
const TYPES: Record<CompareTypeId, { blurb: string; content: () => Promise<{ content: ToolContent }> }> = {
  json: {
    blurb: 'Compare two JSON documents side by side: layout-only changes are ignored, optionally key order too.',
    content: () => import('./content/json-compare'),
  },
  xml: {
    blurb: 'Compare two XML documents side by side after normalising their layout.',
    content: () => import('./content/xml-compare'),
  },
  text: {
    blurb: 'Compare two texts line by line with character-level highlights of every change.',
    content: () => import('./content/text-compare'),
  },
  html: {
    blurb: 'Compare two HTML documents side by side after formatting both the same way.',
    content: () => import('./content/html-compare'),
  },
  css: {
    blurb: 'Compare two CSS stylesheets side by side after formatting both the same way.',
    content: () => import('./content/css-compare'),
  },
};

const recommended = (id: CompareTypeId): readonly string[] =>
  id === 'json'
    ? ['json-formatter', 'xml-compare', 'json-generator']
    : id === 'xml'
      ? ['xml-formatter', 'json-compare', 'html-compare']
      : ['json-compare', 'xml-compare', id === 'text' ? 'json-formatter' : `${id}-formatter`];

/** All five types share one body chunk. */
const body = () => import('./compare-body').then((m) => m.CompareBody);

/** One compare tool per type. */
export const tools: readonly CompareEntry<`${CompareTypeId}-compare`>[] = COMPARE_TYPES.map((t) => ({
  kind: 'compare',
  id: `${t.id}-compare`,
  path: `/${t.id}-compare`,
  name: `${t.name} Compare`,
  title: `${t.name} Compare`,
  description: TYPES[t.id].blurb,
  intro: `${TYPES[t.id].blurb} Export the complete result as a PDF. Nothing you paste leaves your browser.`,
  keywords: [`${t.name} compare`, `${t.name} diff`, `compare ${t.name} online`, `${t.name} difference checker`],
  recommended: recommended(t.id),
  body,
  content: TYPES[t.id].content,
  // Plain text files open in Text Compare (two at once: one on each side).
  ...(t.id === 'text' ? { opens: { 'text/plain': ['.txt'] } } : {}),
  compareType: t.id,
}));
