import { describe, expect, it } from 'vitest';
import { bytesSource, readAhead, type BigDocument, type ByteSource } from './big-document';
import { BigJsonDocument } from './big-json';
import { BigXmlDocument } from './big-xml';
import { formatJson } from './languages/json';
import { formatXml } from './languages/xml';
import type { Result } from '../shared/result';

/**
 * The big-file path against the small path on texts whose multi-byte characters (2, 3 and 4 bytes, a BOM at the
 * start and U+FEFF inside) and malformed bytes fall at every offset of the parts the file is read in: through read-ahead
 * blocks that cut reads anywhere (as the browser's 8 MB blocks do) and chunks of every small size. Rows, the input
 * view, Find and the download must be the small path's, byte for byte.
 */

const encoder = new TextEncoder();
/** The small path reads a file as File.text() does: a BOM dropped, malformed bytes as U+FFFD. */
const fileText = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const CITIES = ['Łódź', 'Zürich', 'Århus', '€ Ŀ', '😀 Köln', '\ufeffbom', 'ab𝄞c', 'İstanbul', 'x'];
/** Malformed bytes (each decodes to U+FFFD): a cut 2-, 3- and 4-byte character, a stray continuation byte, 0xFF. */
const MALFORMED = [[0xc5], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0x80], [0xff]];

/** Bytes of `n` records written by `record`, every 5th with malformed bytes in a text when `malformed`. */
function documentBytes(head: string, tail: string, n: number, record: (i: number, city: string) => [string, string], bom: boolean, malformed: boolean) {
  const parts: number[] = [...(bom ? [0xef, 0xbb, 0xbf] : []), ...encoder.encode(head)];
  for (let i = 0; i < n; i++) {
    const [before, after] = record(i, CITIES[i % CITIES.length] + 'é'.repeat(i % 4));
    parts.push(...encoder.encode(before));
    if (malformed && i % 5 === 0) parts.push(...MALFORMED[(i / 5) % MALFORMED.length]);
    parts.push(...encoder.encode(after));
  }
  parts.push(...encoder.encode(tail));
  return new Uint8Array(parts);
}

const jsonBytes = (bom: boolean, malformed: boolean) =>
  documentBytes('[', '\n]', 60, (i, city) => [`${i ? ',' : ''}\n {"id":${i},"city":"${city}`, `","n":[${i},"${'ż'.repeat(i % 3)}"]}`], bom, malformed);

const xmlBytes = (bom: boolean, malformed: boolean) =>
  documentBytes('<root>', '\n</root>\n', 60, (i, city) => [`\n <city id="${i}" name="${city}"><n>${city}`, `</n><m/></city>`], bom, malformed);

/** A source that records where each read it answered ended. */
function recording(source: ByteSource, ends: Set<number>): ByteSource {
  return {
    size: source.size,
    read: async (start, end) => {
      const bytes = await source.read(start, end);
      ends.add(start + bytes.length);
      return bytes;
    },
  };
}

/** "length:offset" for each character of 2, 3 or 4 bytes that a read ended inside, at that byte offset. */
function splitOffsets(bytes: Uint8Array, ends: Set<number>, into: Set<string>) {
  for (let p = 0; p < bytes.length; p++) {
    const b = bytes[p];
    if (b < 0xc2 || b > 0xf4) continue;
    const n = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    if (p + n > bytes.length || !bytes.subarray(p + 1, p + n).every((c) => c >= 0x80 && c < 0xc0)) continue;
    for (let j = 1; j < n; j++) if (ends.has(p + j)) into.add(`${bytes[p] === 0xef && bytes[p + 1] === 0xbb && bytes[p + 2] === 0xbf ? 'bom' : n}:${j}`);
  }
}

/** Every pair "length:offset" a character can be cut at, the BOM's (U+FEFF, 3 bytes) among them. */
const ALL_SPLITS = ['2:1', '3:1', '3:2', '4:1', '4:2', '4:3', 'bom:1', 'bom:2'];

const QUERIES = ['łódź', 'ZÜRICH', '€ ŀ', '😀', '\ufeff', '\ufffd', 'ab𝄞c'];

/** Rows, input lines, Find and the download of `doc` against the small path's output `want` of the same bytes. */
async function expectSmallPath(doc: BigDocument, bytes: Uint8Array, want: Result<string>, trailingNewline: boolean, label: string) {
  const r = await doc.index();
  if (!want.ok) {
    expect(r, label).toEqual(want);
    return;
  }
  expect(r.ok, label).toBe(true);
  const lines = (trailingNewline ? want.value.slice(0, -1) : want.value).split('\n');
  expect(doc.lines, label).toBe(lines.length);
  // Rows, from the top and from every 50th line (each produced from the checkpoint before it).
  expect((await doc.getLines(0, lines.length)).lines, label).toEqual(lines);
  for (let from = 50; from < lines.length; from += 50) expect((await doc.getLines(from, 9)).lines, `${label} @${from}`).toEqual(lines.slice(from, from + 9));
  // The download, byte for byte.
  const parts: Uint8Array[] = [];
  for await (const part of doc.export()) parts.push(part);
  expect(Buffer.concat(parts).equals(encoder.encode(want.value)), label).toBe(true);
  // The input view: the file's text split at line feeds.
  const input = fileText(bytes).split('\n');
  expect(doc.inputLines, label).toBe(input.length);
  expect((await doc.getInputLines(0, input.length)).lines, label).toEqual(input);
  // Find: first, last and count, case-insensitive as the small path's Find.
  const lower = lines.map((l) => l.toLowerCase());
  for (const q of QUERIES) {
    const lq = q.toLowerCase();
    expect(await doc.findNext(q, 0), `${label} ${q}`).toBe(lower.findIndex((l) => l.includes(lq)));
    expect(await doc.findNext(q, lines.length - 1, true), `${label} ${q}`).toBe(lower.findLastIndex((l) => l.includes(lq)));
    expect(await doc.count(q), `${label} ${q}`).toBe(lower.join('\n').split(lq).length - 1);
  }
}

/** Read-ahead blocks (bytes a read can reach before it is cut) and chunk sizes tried. */
const BLOCKS = [1, 3, 1 << 20];
const CHUNKS = [7, 8, 9, 10, 11, 1 << 20];

describe.each([
  ['JSON', jsonBytes, (text: string) => formatJson(text), false, (s: ByteSource, chunkBytes: number) => new BigJsonDocument(s, {}, { chunkBytes })],
  ['XML', xmlBytes, (text: string) => formatXml(text), true, (s: ByteSource, chunkBytes: number) => new BigXmlDocument(s, {}, { chunkBytes, segmentChars: 23 })],
] as const)('big %s path: multi-byte characters cut at every offset of every part', (_, make, format, trailingNewline, open) => {
  it.each([
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])('BOM %s, malformed bytes %s: rows, input, Find and download as the small path', async (bom, malformed) => {
    const bytes = make(bom, malformed);
    const want = format(fileText(bytes));
    expect(want.ok).toBe(true);
    const splits = new Set<string>();
    for (const block of BLOCKS) {
      for (const chunkBytes of CHUNKS) {
        if (block > chunkBytes && block < 1 << 20) continue;
        const ends = new Set<number>();
        const doc = open(recording(readAhead(bytesSource(bytes), block), ends), chunkBytes);
        await expectSmallPath(doc, bytes, want, trailingNewline, `block ${block}, chunk ${chunkBytes}`);
        splitOffsets(bytes, ends, splits);
      }
    }
    // The reads did end inside characters of every length at every offset, U+FEFF's among them.
    expect([...splits].sort()).toEqual(ALL_SPLITS);
  });

  it('a character cut at the file’s last byte, and errors after multi-byte characters, as the small path', async () => {
    const good = make(true, false);
    for (const end of [[0xc5], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xf0, 0x9f, 0x98, 0x80]]) {
      const bytes = new Uint8Array([...good, ...end]);
      const want = format(fileText(bytes));
      for (const chunkBytes of [7, 9, 11, 1 << 20]) {
        const doc = open(readAhead(bytesSource(bytes), 3), chunkBytes);
        expect(await doc.index(), `${end} ${chunkBytes}`).toEqual(want);
      }
    }
  });
});
