import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../format/big-document';
import { scanJson } from '../format/json-scanner';
import { TypesError } from './events';
import { inferSource, inferText } from './infer';
import { inferJsonBytes } from './json-bytes';
import { withDefaults } from './meta';
import { buildModel } from './model';
import { renderJsonSchema } from './render/json-schema';
import { renderTypeScript } from './render/typescript';
import { Shape, ShapeBuilder } from './shape';

/** A source over `bytes` that hands out at most `step` bytes per read. */
const source = (bytes: Uint8Array, step = Infinity): ByteSource => ({
  size: bytes.length,
  read: async (start, end) => bytes.subarray(start, Math.min(end, start + step)),
});
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Everything a shape counted, as plain data (the bytes a reader of bytes kept aside are not part of it). */
function plain(s: Shape | null): unknown {
  if (!s) return null;
  return {
    count: s.count,
    nulls: s.nulls,
    bools: s.bools,
    ints: s.ints,
    fractions: s.fractions,
    intRange: s.intRange,
    strings: s.strings,
    formats: s.formats,
    values: s.values && [...s.values],
    objects: s.objects,
    fields: s.fieldList.map((f) => ({ name: f.name, raw: f.raw, index: f.index, count: f.count, shape: plain(f.shape) })),
    dictionary: s.dictionary !== null,
    arrays: s.arrays,
    items: plain(s.items),
  };
}

/** The shape model the JSON scanner's events give for the text. */
function byScanner(text: string): unknown {
  const builder = new ShapeBuilder();
  expect(scanJson(text, builder)).toBeNull();
  return plain(builder.root);
}

/** The shape model the byte path gives (it must not give up). */
async function byBytes(bytes: Uint8Array, step?: number): Promise<unknown> {
  const builder = new ShapeBuilder();
  expect(await inferJsonBytes(source(bytes, step), builder)).toBe(true);
  return plain(builder.root);
}

const render = (shape: Shape) => {
  const o = withDefaults({ enums: true });
  const model = buildModel(shape, o, false);
  return renderTypeScript(model, o) + renderJsonSchema(model, o);
};

/** Records with every kind of token: escapes, characters of 2 to 4 bytes, numbers of every form, enums, nesting. */
function records(n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const r: Record<string, unknown> = {
      id: i,
      big: i % 7 === 0 ? '@@9007199254740993' : i,
      score: i % 3 === 0 ? i / 8 : i,
      exp: '@@' + ['1e3', '-2.5E-7', '0', '-0', '0.0', '12E+2'][i % 6],
      name: `person ${i} "quoted" \\ back\tslash é€𝄞`,
      email: `p${i}@example.com`,
      when: i % 50 === 49 ? 'soon' : `2024-0${(i % 9) + 1}-1${i % 10}T10:00:00Z`,
      status: ['open', 'closed', 'merged'][i % 3],
      flag: i % 4 === 0 ? null : i % 2 === 0,
      tags: i % 5 === 0 ? [] : ['a', 'b', i % 2 ? 'c' : 'd'],
      addr: { street: `${i} Main Street`, zip: String(10000 + i), geo: i % 6 === 0 ? null : { lat: 52.1 + i / 1e6, lng: -4.3 } },
      [`k\u00e9y${i % 3}`]: i % 11 === 0 ? undefined : 'x',
    };
    if (i % 9 === 0) delete r.email;
    out.push(JSON.stringify(r).replace(/"@@([^"]*)"/g, '$1'));
  }
  return '[\n  ' + out.join(',\n  ') + '\n]\n';
}

describe('types from JSON bytes (the fast path of a big file)', () => {
  const fixtures = ['edge-cases', 'github-events', 'pokedex', 'spotify-album', 'us-senators'].map((name) => [
    name,
    readFileSync(new URL(`../../tests/fixtures/types/${name}.json`, import.meta.url), 'utf8'),
  ]);

  it.each(fixtures)('counts %s exactly as the scanner events do, with the input cut anywhere', async (_, text) => {
    const whole = byScanner(text);
    for (const step of [1, 2, 3, 7, 64, Infinity]) expect(await byBytes(utf8(text), step), `step ${step}`).toEqual(whole);
  });

  it('counts records with escapes, multi-byte characters, every number form, enums and optional keys exactly as the scanner events do', async () => {
    const text = records(3000);
    const whole = byScanner(text);
    for (const step of [1, 3, 5, 4096, Infinity]) expect(await byBytes(utf8(text), step), `step ${step}`).toEqual(whole);
  });

  it('reads parts of a megabyte cut inside every kind of token, and the same document through inferSource gives the same types as pasted', async () => {
    const text = records(12_000);
    expect(text.length).toBeGreaterThan(3 * 1024 * 1024);
    const bytes = utf8(text);
    expect(await byBytes(bytes)).toEqual(byScanner(text));
    const big = await inferSource(source(bytes), 'auto');
    expect(big.perLine).toBe(false);
    expect(render(big.shape)).toBe(render(inferText(text, 'auto').shape));
    expect(render(big.shape)).toContain('status: Status;');
    // Read in parts of 4 KB: progress at most once per percent, and at the end.
    const progress: number[] = [];
    await inferSource(source(bytes, 4096), 'auto', (done) => void progress.push(done));
    expect(progress.length).toBeGreaterThan(50);
    expect(progress.length).toBeLessThanOrEqual(101);
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it('recognises enum values by their bytes: an escaped spelling of the same text is the same value', async () => {
    const text = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ s: ['A', 'é', 'x'.repeat(300)][i % 3] }))).replace('"A"', '"\\u0041"');
    expect(await byBytes(utf8(text))).toEqual(byScanner(text));
  });

  it('reads keys, strings, literals and numbers at the document top, a byte order mark, and malformed UTF-8 inside strings as the decoder does', async () => {
    for (const text of ['0', '-12.5e3', '"x"', 'true', 'null', ' [ ] ', '{}', '[[[]],{"":{}}]', '{"a\\u0000b":"\\ud800","\\"":"\\/"}', '12345678901234567890123']) {
      expect(await byBytes(utf8(text)), text).toEqual(byScanner(text));
    }
    expect(await byBytes(utf8('\ufeff[{"a":1}]'))).toEqual(byScanner('[{"a":1}]'));
    // A lone continuation byte and a cut 3-byte character inside strings: U+FFFD, as decoding the whole gives.
    const bytes = new Uint8Array([...utf8('[{"k\u00e9":"a'), 0x80, ...utf8('b"},{"k\u00e9":"'), 0xe2, 0x82, ...utf8('"}]')]);
    expect(await byBytes(bytes, 2)).toEqual(byScanner(new TextDecoder().decode(bytes)));
  });

  it('turns objects with too many keys into a dictionary as the scanner events do', async () => {
    const wide = JSON.stringify([Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`k${i}`, { n: i }])), { k1: { n: 'x' } }]);
    expect(await byBytes(utf8(wide), 1000)).toEqual(byScanner(wide));
  });

  it.each([
    ['', 'types-blank'],
    ['   \n ', 'types-blank'],
    ['[1,]', 'trailing comma'],
    ['{"a":1,}', 'trailing comma in an object'],
    ['[01]', 'leading zero'],
    ['[-]', 'minus alone'],
    ['[1.]', 'no fraction digit'],
    ['[1e]', 'no exponent digit'],
    ['[+1]', 'plus sign'],
    ['[.5]', 'no integer part'],
    ['[tru]', 'broken literal'],
    ['[True]', 'capital literal'],
    ['["a\tb"]', 'control character'],
    ['["\\x"]', 'bad escape'],
    ['["\\u12G4"]', 'bad \\u escape'],
    ['["abc', 'unterminated string'],
    ['[1', 'unclosed array'],
    ['{"a" 1}', 'no colon'],
    ['{a:1}', 'unquoted name'],
    ['[1]x', 'text after the value'],
    ['[1] [2]', 'two values'],
    ['{"a":1}\n{"a":2}\n', 'NDJSON'],
    ['[1,\u00a02]', 'no-break space'],
    ['[1]]', 'extra bracket'],
    ['{"a":1]', 'wrong bracket'],
  ])('gives up on %j (%s), and the file is then read by the scanner with its message, line and column', async (text) => {
    expect(await inferJsonBytes(source(utf8(text)), new ShapeBuilder())).toBe(false);
    let pasted: unknown;
    try {
      pasted = render(inferText(text, 'auto').shape);
    } catch (e) {
      const err = e as TypesError;
      pasted = { code: err.code, message: err.message, line: err.line, column: err.column };
    }
    let read: unknown;
    try {
      read = render((await inferSource(source(utf8(text)), 'auto')).shape);
    } catch (e) {
      const err = e as TypesError;
      read = { code: err.code, message: err.message, line: err.line, column: err.column };
    }
    // A blank paste is refused before reading (`blank`); a blank file is an empty document to the scanner.
    if (text.trim()) expect(read).toEqual(pasted);
    else expect(read).toMatchObject({ code: 'types-json-syntax' });
  });
});
