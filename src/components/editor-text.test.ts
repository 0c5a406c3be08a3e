import { describe, expect, it } from 'vitest';
import { isBlank, isBlankText } from './editor-text';

describe('editor text', () => {
  it('blank means empty or only whitespace, Unicode spaces included', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText(' \t\r\n\f\v\u00a0\ufeff\u2003\u2028\u3000')).toBe(true);
    expect(isBlankText('  x ')).toBe(false);
    expect(isBlankText('\u200b')).toBe(false);
  });

  it('checks a text in chunks, as CodeMirror hands out a document', () => {
    expect(isBlank(['  ', '\n', ''])).toBe(true);
    expect(isBlank(['  ', '\n', ' {'])).toBe(false);
    expect(isBlank([])).toBe(true);
  });
});
