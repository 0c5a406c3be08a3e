import { describe, expect, it } from 'vitest';
import { stagingApi, textOf } from './staging';

describe('staging', () => {
  it('joins the slices staged under a key once, and a first slice starts the key afresh', () => {
    stagingApi.stageText('a', 'left over', true);
    stagingApi.stageText('a', '{"x":', true);
    stagingApi.stageText('b', 'other', true);
    stagingApi.stageText('a', '[1,2]}', false);
    expect(textOf({ staged: 'a' })).toBe('{"x":[1,2]}');
    expect(() => textOf({ staged: 'a' })).toThrow();
    expect(textOf({ staged: 'b' })).toBe('other');
    expect(textOf('inline')).toBe('inline');
  });
});
