import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeOutput, JsonEventStream, JsonScanner, scanJson, type JsonError, type JsonEvents, type JsonLayoutOptions } from './json-scanner';
import { formatJson } from './languages/json';

const SUITE = path.resolve(__dirname, '../../tests/fixtures/JSONTestSuite/test_parsing');
const suite = fs.readdirSync(SUITE).filter((f) => f.endsWith('.json'));
/** The browser hands us decoded text: bytes read as UTF-8 (invalid sequences become U+FFFD), a BOM kept. */
const read = (f: string) => fs.readFileSync(path.join(SUITE, f), 'utf8');

/** `text` cut into parts of `size` UTF-16 units, never inside a surrogate pair (as decoded parts of a file are). */
function parts(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    let end = Math.min(text.length, i + size);
    const c = text.charCodeAt(end - 1);
    if (end < text.length && c >= 0xd800 && c <= 0xdbff) end += end - 1 > i ? -1 : 1;
    out.push(text.slice(i, end));
    i = end;
  }
  return out;
}

/** Every event as a line of text: what a reader of the events sees. */
function recorder(log: string[], skip: (at: number) => boolean = () => false): JsonEvents {
  return {
    beginObject: (at) => (log.push(`{ ${at}`), skip(at)),
    endObject: (at) => void log.push(`} ${at}`),
    beginArray: (at) => (log.push(`[ ${at}`), skip(at)),
    endArray: (at) => void log.push(`] ${at}`),
    key: (raw, at) => void log.push(`key ${raw} ${at}`),
    value: (kind, raw, at) => void log.push(`${kind} ${raw} ${at}`),
  };
}

function eventsOf(text: string, size = 0): { log: string[]; error: JsonError | null } {
  const log: string[] = [];
  if (!size) return { log, error: scanJson(text, recorder(log)) };
  const stream = new JsonEventStream(recorder(log));
  let error: JsonError | null = null;
  for (const part of parts(text, size)) if ((error = stream.write(part))) break;
  return { log, error: error ?? stream.end() };
}

/** The laid-out output of `text` fed in parts of `size` units. */
function laidOut(text: string, size: number, layout: JsonLayoutOptions): { ok: true; value: string } | { ok: false; message: string } {
  const scanner = new JsonScanner({ output: true, layout, outputBytes: 16 });
  for (const part of parts(text, size)) if (scanner.scan(part) < 0) break;
  const error = scanner.end();
  return error ? { ok: false, message: error.message } : { ok: true, value: decodeOutput(scanner.out, scanner.o, scanner.lone) };
}

const DOCS = [
  '{}',
  ' [ ] ',
  '0',
  '-0.5e+10',
  '"x"',
  'true',
  '[1,-2.5E-3,0,10,1e5,-0,12345678901234567890]',
  '{"a":[],"b":{},"c":[{}],"d":null,"e":false}',
  '{\r\n\t"a" :\t true ,"b":false}\n',
  '["caf\\u00e9","\\/","\\"q\\"","\\ud83d\\ude00","\\\\","\\n\\t","é€😀"]',
  '{"a":1,"a":2,"z":{"y":[true,false,null]}}',
  '["\ud800 lone","\udc00", "x\ud83d"]',
  '['.repeat(40) + '1' + ']'.repeat(40),
];
const BAD = ['[1,]', '{"a":1,}', '[01]', '[-]', '[1.]', '[1e+]', '[tru]', '{"a" 1}', '["\\x"]', '["\\u12g4"]', '["a\tb"]', '[1 2]', '{}}', '\ufeff{}', '["abc', '"\\u12', '[1', '{"a":', '-', '', '  '];

describe('JsonScanner: the same events, output and errors whatever the parts', () => {
  it.each([...DOCS, ...BAD].map((d) => [JSON.stringify(d).slice(0, 50), d]))('%s', (_, doc) => {
    const whole = eventsOf(doc);
    for (let size = 1; size <= 7; size++) expect(eventsOf(doc, size), `parts of ${size}`).toEqual(whole);
    for (const layout of [{}, { indent: '4' }, { indent: 'tab' }, { minify: true }] as JsonLayoutOptions[]) {
      const small = formatJson(doc, layout);
      for (let size = 1; size <= 5; size++) {
        const r = laidOut(doc, size, layout);
        if (small.ok) expect(r, `${JSON.stringify(layout)}, parts of ${size}`).toEqual({ ok: true, value: small.value });
        else expect(r, `${JSON.stringify(layout)}, parts of ${size}`).toEqual({ ok: false, message: small.error.message });
      }
    }
  });

  it('JSONTestSuite: every file gives the same events and error in parts of 1 to 5 characters as in one', () => {
    expect(suite.length).toBeGreaterThan(300);
    for (const f of suite) {
      const text = read(f);
      if (text.length > 20_000) continue; // the 100,000 brackets: covered by the formatter's tests
      const whole = eventsOf(text);
      expect(whole.error === null, f).toBe(!f.startsWith('n_') && formatJson(text).ok);
      for (let size = 1; size <= 5; size++) expect(eventsOf(text, size), `${f}, parts of ${size}`).toEqual(whole);
    }
  });

  it('JSONTestSuite: the layout written in parts is the small path’s, for every indentation and minified', () => {
    for (const f of suite.filter((x) => x.startsWith('y_'))) {
      const text = read(f);
      for (const layout of [{}, { indent: '4' }, { indent: 'tab' }, { minify: true }] as JsonLayoutOptions[]) {
        const small = formatJson(text, layout);
        expect(small.ok, f).toBe(true);
        for (const size of [1, 2, 3, 64]) expect(laidOut(text, size, layout), `${f} ${JSON.stringify(layout)} ${size}`).toEqual({ ok: true, value: small.ok && small.value });
      }
    }
  });
});

describe('JsonScanner events', () => {
  it('gives every token as written, with its offset', () => {
    expect(eventsOf('{"a\\u0062":[1.50,"x",true,null,{}],"c":-0}').log).toEqual([
      '{ 0',
      'key "a\\u0062" 1',
      '[ 11',
      'number 1.50 12',
      'string "x" 17',
      'true true 21',
      'null null 26',
      '{ 31',
      '} 32',
      '] 33',
      'key "c" 35',
      'number -0 39',
      '} 41',
    ]);
  });

  it('reports a number that ends the document at the end', () => {
    expect(eventsOf('  12e3').log).toEqual(['number 12e3 2']);
    expect(eventsOf('12e3', 1).log).toEqual(['number 12e3 0']);
  });

  it('skips what a begin event asks it to skip, then goes on', () => {
    const log: string[] = [];
    const text = '[{"a":[1,{"b":2}],"c":"}"},[3,[4]],{},5]';
    expect(scanJson(text, recorder(log, (at) => at > 0))).toBeNull();
    expect(log).toEqual(['[ 0', '{ 1', '} 25', '[ 27', '] 33', '{ 35', '} 36', 'number 5 38', '] 39']);
  });

  it('names the line and column of an error, in one part or many', () => {
    const text = '{\r\n  "é😀": [1,\n\r 2,\r\n   tru ]\n}';
    const want = { message: "Invalid literal: expected 'true'", code: 'json-literal', values: { word: 'true' }, line: 5, column: 4, offset: 25 };
    expect(eventsOf(text).error).toEqual(want);
    for (let size = 1; size <= 9; size++) expect(eventsOf(text, size).error).toEqual(want);
  });

  it('reads a document in parts of every size the same as whole (10,000 records)', () => {
    const records = Array.from({ length: 10_000 }, (_, i) => ({ id: i, s: `é€😀 ${i} "q" \\`, n: [i / 7, -i, true, null], o: {} }));
    const text = JSON.stringify(records, null, 2);
    const whole = eventsOf(text);
    expect(whole.error).toBeNull();
    expect(whole.log.length).toBeGreaterThan(100_000);
    for (const size of [997, 4096, 65_536]) expect(eventsOf(text, size).log).toEqual(whole.log);
  });
});
