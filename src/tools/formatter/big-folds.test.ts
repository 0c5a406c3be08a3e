import { describe, expect, it } from 'vitest';
import { mayOpenNode } from './big-folds';

describe('big-file folds: rows that may open a node', () => {
  it.each([
    ['json', '{', true],
    ['json', '  "a": [', true],
    ['json', '    "b": {},', false],
    ['json', '  ],', false],
    ['json', '  "x{"', false],
    ['xml', '  <item id="1">', true],
    ['xml', '<root>', true],
    ['xml', '  <item/>', false],
    ['xml', '  <name>x</name>', false],
    ['xml', '  </item>', false],
    ['xml', '<?xml version="1.0"?>', false],
    ['xml', '<!-- c -->', false],
  ] as const)('%s %j → %s', (language, text, want) => {
    expect(mayOpenNode(language, text, false)).toBe(want);
  });

  it('a row cut for length may open one', () => {
    expect(mayOpenNode('json', '      ', true)).toBe(true);
  });
});
