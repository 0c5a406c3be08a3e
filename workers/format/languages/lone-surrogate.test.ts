import { describe, expect, it } from 'vitest';
import { formatCode } from '../format-code';
import { refuseLoneSurrogate } from './lone-surrogate';

describe('unpaired surrogates', () => {
  it.each<[string, number, number, string]>([
    ['x = "x\uD800y"\n', 1, 7, 'D800'],
    ['a = 1\nb = 2\ns = "ab\uDC00"\n', 3, 8, 'DC00'],
    ['\uD83D', 1, 1, 'D83D'],
    ['ok = "\u{1F600}"\nbad = "\uDE00\uD83D"', 2, 8, 'DE00'],
  ])('%j: refused at line %i, column %i (U+%s)', (code, line, column, hex) => {
    expect(refuseLoneSurrogate(code, 'Python formatter')).toEqual({
      ok: false,
      error: {
        message: `Line ${line}, column ${column}: this text contains an unpaired surrogate character (U+${hex}), which the Python formatter cannot keep.`,
        line,
        column,
        code: 'lone-surrogate',
      },
    });
  });

  it('lets well-formed text through, astral characters included', () => {
    expect(refuseLoneSurrogate('s = "\u{1F600} é 東京"\n', 'Python formatter')).toBeNull();
  });

  it('the Python formatter refuses instead of writing U+FFFD', async () => {
    expect(await formatCode('python', 'a = 1\n\ns = "x\uD800y"\n')).toEqual({
      ok: false,
      error: {
        message: 'Line 3, column 7: this text contains an unpaired surrogate character (U+D800), which the Python formatter cannot keep.',
        line: 3,
        column: 7,
        code: 'lone-surrogate',
      },
    });
    expect(await formatCode('python', 's = "\u{1F600}"\n')).toEqual({ ok: true, value: 's = "\u{1F600}"\n' });
  });

  it('the C++ formatter refuses instead of writing U+FFFD', async () => {
    expect(await formatCode('cpp', 'int main() {\n  auto s = "\uDC00";\n}\n')).toEqual({
      ok: false,
      error: {
        message: 'Line 2, column 13: this text contains an unpaired surrogate character (U+DC00), which the C++ formatter cannot keep.',
        line: 2,
        column: 13,
        code: 'lone-surrogate',
      },
    });
  });
});
