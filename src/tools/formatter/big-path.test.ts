import { describe, expect, it } from 'vitest';
import { bigLayoutOf } from './big-path';

describe('bigLayoutOf', () => {
  it('gives JSON every indentation and Minify, and names Sort keys as small-only (the screen says why)', () => {
    expect(bigLayoutOf('json', { indent: '4' })).toEqual({ layout: { indent: '4', minify: false }, limits: [] });
    expect(bigLayoutOf('json', { indent: 'tab', minify: true })).toEqual({ layout: { indent: 'tab', minify: true }, limits: [] });
    const sorted = bigLayoutOf('json', { sortKeys: true });
    expect(sorted.layout).toEqual({ indent: '2', minify: false });
    expect(sorted.limits).toEqual(['sortKeys']);
  });

  it('gives XML its indentation only', () => {
    expect(bigLayoutOf('xml', { indent: '4', minify: true })).toEqual({ layout: { indent: '4', minify: false }, limits: ['minify'] });
  });
});
