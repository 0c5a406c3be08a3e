import { describe, expect, it } from 'vitest';
import { diffTexts } from './diff-texts';
import { mergeBlock } from './merge';
import { changeRowIndexes } from './meta';

const NONE = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

describe('mergeBlock', () => {
  const a = 'keep\nold 1\ngone\nkeep 2\nkeep 3';
  const b = 'keep\nnew 1\nkeep 2\nadded\nkeep 3';
  const r = diffTexts(a, b, NONE);
  const [first, second] = changeRowIndexes(r);

  it.each<[string, number, 0 | 1, string]>([
    ['a modified and a removed line, to the modified side', 0, 1, 'keep\nold 1\ngone\nkeep 2\nadded\nkeep 3'],
    ['the same block, to the original side', 0, 0, 'keep\nnew 1\nkeep 2\nkeep 3'],
    ['an added line, to the original side (inserted in place)', 1, 0, 'keep\nold 1\ngone\nkeep 2\nadded\nkeep 3'],
    ['an added line, to the modified side (removed)', 1, 1, 'keep\nnew 1\nkeep 2\nkeep 3'],
  ])('%s', (_name, block, to, expected) => {
    expect(mergeBlock(r, [first, second][block], to)).toBe(expected);
  });

  it('merging every block one way makes the sides equal', () => {
    let left = a;
    for (;;) {
      const d = diffTexts(left, b, NONE);
      const blocks = changeRowIndexes(d);
      if (blocks.length === 0) break;
      left = mergeBlock(d, blocks[0], 0);
    }
    expect(left).toBe(b);
  });

  it('a block at the very start', () => {
    const d = diffTexts('x\nsame', 'same', NONE);
    expect(mergeBlock(d, 0, 1)).toBe('x\nsame');
    expect(mergeBlock(diffTexts('same', 'y\nsame', NONE), 0, 0)).toBe('y\nsame');
  });
});
