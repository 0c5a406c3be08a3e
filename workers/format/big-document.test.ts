import { describe, expect, it } from 'vitest';
import { bytesSource, LineCounter, MAX_LINE_CHARS } from './big-document';
import { BigJsonDocument } from './big-json';
import { BigXmlDocument } from './big-xml';
import { positionAt } from '../shared/position';

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

describe('input lines of a big document', () => {
  /** The input's lines as an editor splits them at line feeds (a '\r' before one left out), each cut as the view cuts it. */
  const reference = (text: string) =>
    text.split('\n').map((l, i, all) => {
      const line = i < all.length - 1 && l.endsWith('\r') ? l.slice(0, -1) : l;
      return { text: line.slice(0, MAX_LINE_CHARS), cut: line.length > MAX_LINE_CHARS ? line.length : -1 };
    });

  const open = async (text: string, chunkBytes: number) => {
    const doc = new BigXmlDocument(bytesSource(new TextEncoder().encode(text)), {}, { chunkBytes, cacheChunks: 2 });
    await doc.index();
    return doc;
  };

  const long = (n: number, c: string) => c.repeat(n);
  const documents = [
    '<a>\n  <b>one</b>\n  <c>two</c>\n</a>\n',
    '<a>\r\n<b>x</b>\r\n</a>',
    `<a>\n<b>${long(25_000, 'x')}</b>\n<c>${long(10_000, 'é')}</c>\n<d>${long(9_998, 'y')}</d>\r\n</a>`,
    `<a>${long(40_000, 'z')}</a>`,
    `<a>\n${'<b>😀 é</b>\n'.repeat(3_000)}</a>\n`,
  ];

  it('gives every line of the input, as written, from any line, whatever the chunk size', async () => {
    for (const text of documents) {
      const want = reference(text);
      for (const chunkBytes of [997, 4096, 1 << 20]) {
        const doc = await open(text, chunkBytes);
        expect(doc.inputLines).toBe(want.length);
        for (const [from, count] of [
          [0, want.length],
          [1, 3],
          [want.length - 1, 5],
          [Math.floor(want.length / 2), 7],
        ]) {
          const got = await doc.getInputLines(from, count);
          const slice = want.slice(from, from + count);
          expect(got.lines, `${chunkBytes}: ${from}+${count}`).toEqual(slice.map((l) => l.text));
          expect(got.cut, `${chunkBytes}: ${from}+${count}`).toEqual(slice.map((l) => l.cut));
        }
      }
    }
  });

  it('stops with the input: lines past the end are not given', async () => {
    const doc = await open('<a>\n</a>', 4096);
    expect(doc.inputLines).toBe(2);
    expect(await doc.getInputLines(2, 5)).toEqual({ from: 2, lines: [], cut: [] });
    expect((await doc.getInputLines(1, 5)).lines).toEqual(['</a>']);
  });
});

describe('input lines of a big JSON document', () => {
  it('are the file as written, whatever the layout of the output', async () => {
    const doc = new BigJsonDocument(bytesSource(new TextEncoder().encode('[\r\n1,\r\n  {"a": "x"}\r\n]')));
    await doc.index();
    expect(doc.inputLines).toBe(4);
    expect(await doc.getInputLines(0, 10)).toEqual({ from: 0, lines: ['[', '1,', '  {"a": "x"}', ']'], cut: [-1, -1, -1, -1] });
  });
});
