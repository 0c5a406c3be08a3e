import { COMPARE_TYPES, type CompareTypeId } from '@workers/compare/meta';
import type { ToolContent } from '../../content/types';
import type { CompareEntry } from '../tool-entry';

/** One line per type of `workers/compare/meta.ts`; a type missing here fails the type-check. */
const TYPES: Record<CompareTypeId, { content: () => Promise<{ content: ToolContent }> }> = {
  json: {
    content: () => import('./content/json-compare'),
  },
  xml: {
    content: () => import('./content/xml-compare'),
  },
  text: {
    content: () => import('./content/text-compare'),
  },
  html: {
    content: () => import('./content/html-compare'),
  },
  css: {
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
  title: `${t.name} Compare`,
  recommended: recommended(t.id),
  body,
  content: TYPES[t.id].content,
  // Plain text files open in Text Compare (two at once: one on each side).
  ...(t.id === 'text' ? { opens: { 'text/plain': ['.txt'] } } : {}),
  compareType: t.id,
}));
