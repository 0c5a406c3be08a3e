import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatJson } from './json';

const SUITE = path.resolve(__dirname, '../../../tests/fixtures/JSONTestSuite/test_parsing');

/** Removes whitespace outside strings: what must stay identical between input and output. */
function minify(json: string): string {
  let r = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      r += c;
      if (c === '\\') r += json[++i];
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      r += c;
    } else if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') r += c;
  }
  return r;
}

const value = (code: string) => {
  const r = formatJson(code);
  if (!r.ok) throw new Error(`unexpected error: ${r.error.message}`);
  return r.value;
};

describe('formatJson layout', () => {
  it.each([
    ['{}', '{}'],
    ['[]', '[]'],
    [' { } ', '{}'],
    ['[ \n ]', '[]'],
    ['1', '1'],
    ['  "x"\n', '"x"'],
    ['null', 'null'],
    ['[1,2]', '[\n  1,\n  2\n]'],
    ['{"a":1}', '{\n  "a": 1\n}'],
    ['{"a":[],"b":{},"c":[{}]}', '{\n  "a": [],\n  "b": {},\n  "c": [\n    {}\n  ]\n}'],
    ['[[[1]]]', '[\n  [\n    [\n      1\n    ]\n  ]\n]'],
    ['{\r\n\t"a" :\t true ,"b":false}', '{\n  "a": true,\n  "b": false\n}'],
    ['{"a":{"b":{"c":null}}}', '{\n  "a": {\n    "b": {\n      "c": null\n    }\n  }\n}'],
    ['["a b", " "]', '[\n  "a b",\n  " "\n]'],
  ])('%j', (input, expected) => {
    expect(value(input)).toBe(expected);
  });
});

describe('formatJson is lossless', () => {
  it.each([
    ['[12345678901234567890,-12345678901234567890123]', '[\n  12345678901234567890,\n  -12345678901234567890123\n]'],
    ['[1.0e+400,-0,0.0,1E-7,1.50]', '[\n  1.0e+400,\n  -0,\n  0.0,\n  1E-7,\n  1.50\n]'],
    ['["caf\\u00e9","\\/","\\"q\\"","\\ud83d\\ude00"]', '[\n  "caf\\u00e9",\n  "\\/",\n  "\\"q\\"",\n  "\\ud83d\\ude00"\n]'],
    ['{"a":1,"a":2}', '{\n  "a": 1,\n  "a": 2\n}'],
    ['{"z":1,"a":2,"1":3}', '{\n  "z": 1,\n  "a": 2,\n  "1": 3\n}'],
    ['["é€😀"]', '[\n  "é€😀"\n]'],
    ['["\ud800 lone","\udc00"]', '[\n  "\ud800 lone",\n  "\udc00"\n]'],
    ['"\ufeff"', '"\ufeff"'],
  ])('%j', (input, expected) => {
    expect(value(input)).toBe(expected);
  });
});

describe('formatJson errors', () => {
  it.each([
    ['', 'Unexpected end of input', 1, 1],
    ['   ', 'Unexpected end of input', 1, 4],
    ['[1,]', "Trailing comma before ']' is not allowed", 1, 4],
    ['{"a":1,\n}', "Trailing comma before '}' is not allowed", 2, 1],
    ['[1 2]', "Expected ',' or ']' after array element, found '2'", 1, 4],
    ['{"a":1,"b":]', "Unexpected character ']'", 1, 12],
    ['[[],]', "Trailing comma before ']' is not allowed", 1, 5],
    ['{"a":1 "b":2}', "Expected ',' or '}' after property value, found '\"'", 1, 8],
    ['{"a" 1}', "Expected ':' after property name, found '1'", 1, 6],
    ['{a:1}', "Expected a property name in double quotes, found 'a'", 1, 2],
    ["{'a':1}", "Expected a property name in double quotes, found '''", 1, 2],
    ['[1}', "Expected ',' or ']' after array element, found '}'", 1, 3],
    ['{\n  "a": [1,\n  2\n', "Unexpected end of input: '[' is not closed", 4, 1],
    ['{"a":1', "Unexpected end of input: '{' is not closed", 1, 7],
    ['[\n"abc', 'Unterminated string', 2, 1],
    ['"\\', 'Unterminated string', 1, 1],
    ['"\\u12"', 'Invalid \\u escape: expected 4 hexadecimal digits', 1, 2],
    ['["\\x41"]', "Invalid escape sequence '\\x'", 1, 3],
    ['["a\tb"]', 'Control character U+0009 must be escaped in a string', 1, 4],
    ['[01]', 'Leading zeros are not allowed in numbers', 1, 2],
    ['[-]', "Expected a digit after '-', found ']'", 1, 3],
    ['[1.]', "Expected a digit after '.', found ']'", 1, 4],
    ['[1e+]', "Expected a digit in the exponent, found ']'", 1, 5],
    ['[.5]', "Unexpected character '.'", 1, 2],
    ['[tru]', "Invalid literal: expected 'true'", 1, 2],
    ['[True]', "Unexpected character 'T'", 1, 2],
    ['[NaN]', "Unexpected character 'N'", 1, 2],
    ['{}}', "Unexpected '}' after the JSON value", 1, 3],
    ['[]\r\n[]', "Unexpected '[' after the JSON value", 2, 1],
    ['\ufeff{}', 'Byte order mark (U+FEFF) is not allowed at the start of JSON', 1, 1],
    ['[\f]', 'Unexpected character U+000C', 1, 2],
    ['[\u00a0]', 'Unexpected character U+00A0', 1, 2],
    ['\r\r[x', "Unexpected character 'x'", 3, 2],
  ])('%j', (input, message, line, column) => {
    // Each also carries its code and values (engine-messages.test.ts in the formatter's folder checks them).
    expect(formatJson(input)).toMatchObject({ ok: false, error: { message, line, column, code: expect.stringMatching(/^json-/) } });
  });
});

describe('JSONTestSuite conformance', () => {
  const files = fs.readdirSync(SUITE).filter((f) => f.endsWith('.json'));
  // The browser hands us decoded text: bytes are read as UTF-8 (invalid sequences become U+FFFD) and a byte
  // order mark is kept, so the engine sees it and rejects it.
  const read = (f: string) => fs.readFileSync(path.join(SUITE, f), 'utf8');
  const accept = files.filter((f) => f.startsWith('y_'));
  const reject = files.filter((f) => f.startsWith('n_'));

  it('finds the suite', () => {
    expect(accept.length).toBe(95);
    expect(reject.length).toBe(188);
  });

  it.each(accept)('accepts %s', (f) => {
    const input = read(f);
    const r = formatJson(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(minify(r.value)).toBe(minify(input));
    expect(formatJson(r.value)).toEqual(r);
    // Where JSON.parse + JSON.stringify reproduce the same tokens, the layout must be exactly theirs.
    const parsed: unknown = JSON.parse(input);
    if (JSON.stringify(parsed) === minify(input)) expect(r.value).toBe(JSON.stringify(parsed, null, 2));
  });

  it.each(reject)('rejects %s', (f) => {
    const r = formatJson(read(f));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).not.toBe('');
    expect(r.error.line).toBeGreaterThanOrEqual(1);
    expect(r.error.column).toBeGreaterThanOrEqual(1);
  });

  it.each(files.filter((f) => f.startsWith('i_')))('decides %s without throwing', (f) => {
    const r = formatJson(read(f));
    if (r.ok) expect(minify(r.value)).toBe(minify(read(f)));
  });
});

describe('formatJson equals JSON.stringify(JSON.parse(x), null, 2)', () => {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const strings = ['', 'a', 'hello world', 'quote " and \\ backslash', 'tab\there', 'line\nbreak', 'é€😀', '\u0001', '</script>'];
  function randomValue(depth: number): unknown {
    const t = rnd();
    if (depth > 5 || t < 0.3) {
      const k = Math.floor(rnd() * 7);
      if (k === 0) return null;
      if (k === 1) return rnd() < 0.5;
      if (k === 2) return Math.floor(rnd() * 2000) - 1000;
      if (k === 3) return Number((rnd() * 1e6 - 5e5).toFixed(3));
      if (k === 4) return rnd() * 1e-9;
      return strings[Math.floor(rnd() * strings.length)];
    }
    const len = Math.floor(rnd() * 5);
    if (t < 0.65) return Array.from({ length: len }, () => randomValue(depth + 1));
    const o: Record<string, unknown> = {};
    for (let k = 0; k < len; k++) o[strings[Math.floor(rnd() * strings.length)] + k] = randomValue(depth + 1);
    return o;
  }
  const cases = Array.from({ length: 300 }, (_, k) => [k, randomValue(0)] as const);

  it.each(cases)('random value %i, minified and with tabs and CRLF', (_, v) => {
    const expected = JSON.stringify(v, null, 2);
    expect(value(JSON.stringify(v))).toBe(expected);
    expect(value(JSON.stringify(v, null, '\t').replace(/\n/g, '\r\n'))).toBe(expected);
    expect(value(expected)).toBe(expected);
  });
});

describe('formatJson deep nesting (no recursion)', () => {
  it('formats 5,000 levels of arrays exactly', () => {
    const d = 5000;
    const lines: string[] = [];
    for (let k = 0; k < d - 1; k++) lines.push(' '.repeat(2 * k) + '[');
    lines.push(' '.repeat(2 * (d - 1)) + '[]');
    for (let k = d - 2; k >= 0; k--) lines.push(' '.repeat(2 * k) + ']');
    expect(value('['.repeat(d) + ']'.repeat(d))).toBe(lines.join('\n'));
  });

  it('validates 20,000 levels of objects and reports where the input ends', () => {
    const d = 20000;
    expect(formatJson('{"a":'.repeat(d) + '1' + '}'.repeat(d - 1))).toEqual({
      ok: false,
      error: { message: "Unexpected end of input: '{' is not closed", code: 'json-not-closed', values: { open: '{' }, line: 1, column: 5 * d + 2 + d - 1 },
    });
    expect(formatJson('['.repeat(d) + ']'.repeat(d - 1) + '}')).toMatchObject({
      ok: false,
      error: { message: "Expected ',' or ']' after array element, found '}'", line: 1, column: 2 * d },
    });
  });

  it('reports a valid 20,000-level document whose layout exceeds the longest possible string', () => {
    // 20,000 levels laid out with 2-space indentation need about 800 million characters; V8 strings stop at
    // 536,870,888, so JSON.stringify(value, null, 2) cannot produce it either.
    const d = 20000;
    const r = formatJson('['.repeat(d) + ']'.repeat(d));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/longer than the longest possible string/);
  });
});
