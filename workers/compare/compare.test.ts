import { describe, expect, it } from 'vitest';
import { compareInputs } from './compare';
import { sortJsonKeys } from '../format/languages/json';
import type { CompareOptions, CompareTypeId } from './meta';
import { showRows } from './test-support';

const NONE: CompareOptions = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

async function count(type: CompareTypeId, a: string, b: string, opts: Partial<CompareOptions> = {}) {
  const r = await compareInputs(type, a, b, { ...NONE, ...opts });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.differences;
}

describe('normalisation per type: a layout-only change gives 0 differences', () => {
  it.each<[CompareTypeId, string, string]>([
    ['json', '{"a":1,"b":[1,2,{"c":null}]}', '{\n  "a" : 1,\n\n  "b": [1, 2, { "c": null }]\n}\n'],
    ['json', '{"big":12345678901234567890,"f":1.50}', '{ "big": 12345678901234567890, "f": 1.50 }'],
    ['xml', '<root><a x="1">t</a><b/></root>', '<root>\n    <a x="1">t</a>\n  <b/>\n</root>'],
    ['html', '<ul>\n<li   class="a"  id="b">One</li>\n<li>Two</li></ul>', '<ul>\n  <li class="a" id="b">One</li>\n  <li>Two</li>\n</ul>'],
    ['css', 'a{color:red;margin:0}', 'a {\n  color: red;\n  margin: 0;\n}'],
    ['text', 'one\r\ntwo\r\n', 'one\ntwo\n'],
  ])('%s', async (type, a, b) => {
    expect(await count(type, a, b)).toBe(0);
  });

  it('text is compared as is (no reformatting)', async () => {
    expect(await count('text', '{"a":1}', '{ "a": 1 }')).toBe(1);
  });

  it('a real JSON change shows as a modified row', async () => {
    const r = await compareInputs('json', '{"name":"Ann","age":30}', '{"name":"Ann","age":31}', NONE);
    expect(r.ok && showRows(r.value)).toEqual([
      'unchanged 1 { | unchanged 1 {',
      'unchanged 2   "name": "Ann", | unchanged 2   "name": "Ann",',
      'modified 3   "age": [30] | modified 3   "age": [31]', // a number is highlighted whole
      'unchanged 4 } | unchanged 4 }',
    ]);
  });
});

describe('errors name the side, with line and column', () => {
  it.each<[CompareTypeId, string, string, RegExp, number]>([
    ['json', '{"a":1,\n"b":x}', '{}', /^Original: Invalid JSON - .+ \(line 2, column 5\)$/, 2],
    ['json', '{}', '[1,\n2,,]', /^Modified: Invalid JSON - .+ \(line 2, column \d+\)$/, 2],
    ['xml', '<a></b>', '<a/>', /^Original: Invalid XML/, 1],
    ['css', 'a{}', 'a{color:', /^Modified: Invalid CSS - /, 1],
  ])('%s %j / %j', async (type, a, b, message, line) => {
    const r = await compareInputs(type, a, b, NONE);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toMatch(message);
      expect(r.error.line).toBe(line);
    }
  });
});

describe('ignoreKeyOrder (JSON only)', () => {
  it('sorted keys make a reordering equal', async () => {
    const a = '{"b":1,"a":{"y":[{"q":1,"p":2}],"x":2}}';
    const b = '{"a":{"x":2,"y":[{"p":2,"q":1}]},"b":1}';
    expect(await count('json', a, b, { ignoreKeyOrder: true })).toBe(0);
    expect(await count('json', a, b)).toBeGreaterThan(0);
  });

  it('does not apply to other types', async () => {
    expect(await count('text', 'b\na', 'a\nb', { ignoreKeyOrder: true })).toBe(2);
  });

  it('reports a syntax error even when sorting', async () => {
    const r = await compareInputs('json', '{"a":}', '{}', { ...NONE, ignoreKeyOrder: true });
    expect(!r.ok && r.error.message).toMatch(/^Original: Invalid JSON/);
  });
});

describe('sortJsonKeys', () => {
  it.each<[string, string | null]>([
    ['{"b":1,"a":2}', '{"a":2,"b":1}'],
    ['{ "b" : 1.0e+2 , "a" : "\\u00e9" }', '{"a":"\\u00e9","b":1.0e+2}'],
    ['[{"z":12345678901234567890,"y":[]},{}]', '[{"y":[],"z":12345678901234567890},{}]'],
    ['{"a":1,"a":0}', '{"a":1,"a":0}'],
    ['{"\\u0062":1,"a":2}', '{"a":2,"\\u0062":1}'],
    ['"x"', '"x"'],
    ['  true ', 'true'],
    ['[1,]', null],
    ['{"a" 1}', null],
    ['{"a":1}x', null],
    ['01', null],
    ['', null],
  ])('%j', (input, expected) => {
    expect(sortJsonKeys(input)).toBe(expected);
  });

  it('handles deep nesting without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(sortJsonKeys(deep)).toBe(deep);
  });
});
