import { TYPE_TARGETS, type TypeTarget, type TypeTargetId } from '@workers/types/meta';
import type { ToolContent } from '../../content/types';
import type { TypesEntry } from '../tool-entry';
import { typesMessages } from './messages';

interface Line {
  recommended: readonly string[];
  content: () => Promise<{ content: ToolContent }>;
}

/** One line per target of `workers/types/meta.ts`; a target missing here fails the type-check. */
const LINES: Record<TypeTargetId, Line> = {
  typescript: {
    recommended: ['json-to-zod', 'json-to-json-schema', 'json-formatter'],
    content: () => import('./content/json-to-typescript'),
  },
  'json-schema': {
    recommended: ['json-schema-validator', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-json-schema'),
  },
  zod: {
    recommended: ['json-to-typescript', 'json-to-json-schema', 'json-formatter'],
    content: () => import('./content/json-to-zod'),
  },
  go: {
    recommended: ['json-to-rust', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-go'),
  },
  rust: {
    recommended: ['json-to-go', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-rust'),
  },
  python: {
    recommended: ['json-to-typescript', 'json-to-json-schema', 'json-formatter'],
    content: () => import('./content/json-to-python'),
  },
  java: {
    recommended: ['json-to-kotlin', 'json-to-csharp', 'json-formatter'],
    content: () => import('./content/json-to-java'),
  },
  csharp: {
    recommended: ['json-to-java', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-csharp'),
  },
  kotlin: {
    recommended: ['json-to-java', 'json-to-swift', 'json-formatter'],
    content: () => import('./content/json-to-kotlin'),
  },
  swift: {
    recommended: ['json-to-kotlin', 'json-to-typescript', 'json-formatter'],
    content: () => import('./content/json-to-swift'),
  },
};

/** All ten pages share one body chunk. */
const body = () => import('./types-body').then((m) => m.TypesBody);

/** One page per target. */
export const tools: readonly TypesEntry<`json-to-${TypeTarget['slug']}`>[] = TYPE_TARGETS.map((t) => ({
  kind: 'types',
  id: `json-to-${t.slug}`,
  path: `/json-to-${t.slug}`,
  title: `JSON to ${t.name}${t.id === 'json-schema' ? ' Generator' : ' Types'}`,
  recommended: LINES[t.id].recommended,
  body,
  content: LINES[t.id].content,
  messages: typesMessages,
  target: t.id,
}));
