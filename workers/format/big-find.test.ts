import { describe, expect, it } from 'vitest';
import { TextView } from '../shared/views';
import { bytesSource } from './big-document';
import { BigJsonDocument } from './big-json';
import { BigXmlDocument } from './big-xml';
import { formatJson } from './languages/json';
import { formatXml } from './languages/xml';

const encoder = new TextEncoder();

/** A big document of `text` read in small chunks (many checkpoints and seams), beside the small path's output. */
async function both(text: string, language: 'json' | 'xml', chunkBytes = 4096) {
  const source = bytesSource(encoder.encode(text));
  const doc = language === 'json' ? new BigJsonDocument(source, {}, { chunkBytes }) : new BigXmlDocument(source, {}, { chunkBytes });
  const r = await doc.index();
  expect(r.ok).toBe(true);
  const small = language === 'json' ? formatJson(text) : formatXml(text);
  if (!small.ok) throw new Error('the sample must be valid');
  return { doc, view: new TextView(small.value), lines: small.value.split('\n').length };
}

const position = (hit: { line: number; column: number } | null) => hit && { line: hit.line, column: hit.column };

describe('Find in a big document, match by match, as in a text in memory', () => {
  const records = Array.from({ length: 400 }, (_, i) => ({ id: i, name: i % 7 ? `Person ${i}` : `person ${i} PERSON`, tags: ['a', i % 3 ? 'Needle needle' : 'hay'] }));
  const json = JSON.stringify(records);
  const xml = `<people>${records.map((r) => `<person id="${r.id}"><name>${r.name}</name><tag>${r.tags[1]}</tag></person>`).join('')}</people>`;

  it.each([
    ['json', json],
    ['xml', xml],
  ] as const)('%s: next and previous from any place, with and without Match case, and the counts', async (language, text) => {
    const { doc, view, lines } = await both(text, language);
    for (const query of ['needle', 'Needle', 'person 1', 'PERSON', 'no such text']) {
      for (const caseSensitive of [false, true]) {
        const options = { caseSensitive };
        expect(await doc.count(query, options), `${query} ${caseSensitive}`).toBe(view.count(query, options).total);
        for (const from of [
          { line: 0, column: 0 },
          { line: 5, column: 3 },
          { line: Math.floor(lines / 2), column: 14 },
          { line: lines - 3, column: 0 },
          { line: lines - 1, column: 99 },
        ]) {
          for (const backwards of [false, true]) {
            const want = position(view.find(query, options, from, backwards));
            expect(position(await doc.find(query, options, from, backwards)), `${query} ${caseSensitive} ${JSON.stringify(from)} ${backwards}`).toEqual(want);
          }
        }
      }
    }
  });

  it('walks every match of a line in turn, then the next line, and wraps', async () => {
    const { doc, view } = await both(json, 'json');
    const q = 'needle';
    const total = view.count(q, {}).total;
    let at = { line: 0, column: 0 };
    const seen: string[] = [];
    for (let k = 0; k <= total; k++) {
      const hit = (await doc.find(q, {}, at, false))!;
      expect(position(hit)).toEqual(position(view.find(q, {}, at, false)));
      seen.push(`${hit.line}:${hit.column}`);
      at = { line: hit.line, column: hit.column + 1 };
    }
    // Two matches on each tag line; after the last, the first again.
    expect(new Set(seen).size).toBe(total);
    expect(seen.at(-1)).toBe(seen[0]);
  });

  it('finds in a line of millions of characters, across the pieces it is searched in', async () => {
    // One string of 2.5 M characters: one output line, searched a megabyte at a time.
    const filler = 'x'.repeat(1 << 20);
    const value = `${'abc'}${filler.slice(3)}NEEDLE${filler.slice(0, (1 << 20) - 2)}needle${'y'.repeat(400_000)}nee`;
    const text = JSON.stringify({ v: value, tail: 'needle' });
    const { doc, view } = await both(text, 'json', 1 << 20);
    expect(await doc.count('needle', {})).toBe(3);
    expect(await doc.count('NEEDLE', { caseSensitive: true })).toBe(1);
    let at = { line: 0, column: 0 };
    for (let k = 0; k < 4; k++) {
      const hit = await doc.find('needle', {}, at, false);
      expect(position(hit)).toEqual(position(view.find('needle', {}, at, false)));
      at = { line: hit!.line, column: hit!.column + 1 };
    }
    // A query the line's seam would split: "xN" at the first piece's end.
    expect(await doc.count('xxneedle', {})).toBe(view.count('xxneedle', {}).total);
  });

  it('stops when interrupted: no match, and the count so far', async () => {
    const { doc } = await both(json, 'json');
    expect(await doc.find('needle', {}, { line: 0, column: 0 }, false, () => true)).toBeNull();
    let asked = 0;
    const partial = await doc.count('person', {}, () => ++asked > 3);
    expect(partial).toBeLessThan(await doc.count('person', {}));
  });
});
