import type { UtilityEntry } from '../tool-entry';

export const tools: readonly UtilityEntry<'text-tool'>[] = [
  {
    kind: 'utility',
    id: 'text-tool',
    path: '/text-tool',
    name: 'Format & Diff',
    title: 'Format & Diff',
    description: 'Re-format JSON, XML or HTML and see exactly what the formatting changed, as a side-by-side diff.',
    intro: 'Paste JSON, XML or HTML: it is re-printed with clean indentation and the diff shows exactly what changed.',
    keywords: ['format and diff', 'format json diff', 'xml reindent', 'html reindent'],
    recommended: ['json-formatter', 'xml-formatter', 'text-compare'],
    body: () => import('./text-tool-body').then((m) => m.TextToolBody),
    content: () => import('./content'),
  },
];
