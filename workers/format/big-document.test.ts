import { describe, expect, it } from 'vitest';
import { LineCounter } from './big-document';
import { positionAt } from './languages/json';

/** Counts `text` up to `pos` in parts cut at `cuts`, as a big document reads it. */
function countInParts(text: string, cuts: number[], pos: number): { line: number; column: number } {
  const lines = new LineCounter();
  const bounds = [0, ...cuts, text.length];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const base = bounds[k];
    if (base >= pos) break;
    const part = text.slice(base, bounds[k + 1]);
    lines.count(part, base, Math.min(part.length, pos - base));
  }
  return { line: lines.line, column: lines.column(pos) };
}

describe('LineCounter', () => {
  it('counts "\\n", "\\r\\n" and a lone "\\r" as one line break each', () => {
    expect(countInParts('a\nb\r\nc\rd', [], 7)).toEqual({ line: 4, column: 1 });
    expect(countInParts('a\nb\r\nc\rd', [], 8)).toEqual({ line: 4, column: 2 });
    expect(countInParts('a\nb\r\nc\rd', [], 3)).toEqual({ line: 2, column: 2 });
    expect(countInParts('a\nb\r\nc\rd', [], 5)).toEqual({ line: 3, column: 1 });
  });

  it('a "\\r\\n" split between two parts is one line break', () => {
    expect(countInParts('ab\r\ncd', [3], 5)).toEqual({ line: 2, column: 2 });
    expect(countInParts('ab\r\ncd', [3], 5)).toEqual(positionAt('ab\r\ncd', 5));
  });

  // One place differs from positionAt, where no error can be: the '\n' of a '\r\n' (a line break there is
  // whitespace, and a raw one in a JSON string is an error at its '\r'). positionAt puts it at the end of the line
  // before; the counter, which may see the '\r' at a part's end without what follows, on the next line.
  it('agrees with positionAt on random texts cut into random parts, but at the "\\n" of a "\\r\\n"', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const alphabet = ['a', ' ', '\n', '\r', '\r\n', 'é', '😀'];
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: 1 + random(60) }, () => alphabet[random(alphabet.length)]).join('');
      const cuts = [...new Set(Array.from({ length: random(6) }, () => 1 + random(text.length)))].sort((a, b) => a - b).filter((c) => c < text.length);
      const pos = random(text.length + 1);
      if (text[pos] === '\n' && text[pos - 1] === '\r') continue;
      expect(countInParts(text, cuts, pos), JSON.stringify({ text, cuts, pos })).toEqual(positionAt(text, pos));
    }
  });
});
