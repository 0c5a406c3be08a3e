import type { UtilityEntry } from '../tool-entry';

export const tools: readonly UtilityEntry<'text-tool'>[] = [
  {
    kind: 'utility',
    id: 'text-tool',
    path: '/text-tool',
    title: 'Format & Diff',
    recommended: ['json-formatter', 'xml-formatter', 'text-compare'],
    body: () => import('./text-tool-body').then((m) => m.TextToolBody),
    content: () => import('./content'),
  },
];
