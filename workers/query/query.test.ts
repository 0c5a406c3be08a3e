import { readFileSync } from 'node:fs';
import { paths as libraryPaths, query as libraryQuery } from 'jsonpath-rfc9535';
import { describe, expect, it } from 'vitest';
import { patchJqWasm } from '../../scripts/jq-wasm-patch';
import { jqMessage, QueryDocument, QueryError, queryJq, queryJsonPath } from './query';
import { QUERY_NEEDS_TEXT } from './meta';
import { queryApi } from './api';
import { stagingApi } from '../shared/staging';

const SAMPLE = '{"users":[{"name":"Zoë","age":31,"tags":["a","b"],"id":12345678901234567890},{"name":"Bo","age":25,"tags":[],"id":2,"note":null}],"b":1,"a":{"z":1.0,"y":[true,false]}}';

const jq = async (text: string, filter: string, flags = {}) => (await queryJq(new QueryDocument(text), filter, flags)).output.text;
const jqError = async (text: string, filter: string) => {
  try {
    await queryJq(new QueryDocument(text), filter, {});
  } catch (e) {
    if (e instanceof QueryError) return { message: e.message, details: e.details, code: e.code };
  }
  throw new Error('no error');
};

describe('jq', () => {
  it('runs filters with jq 1.7.1 semantics, pretty by default', async () => {
    expect(await jq(SAMPLE, '.users[0].tags')).toBe('[\n  "a",\n  "b"\n]');
    expect(await jq(SAMPLE, '.users[] | .name')).toBe('"Zoë"\n"Bo"');
    expect(await jq(SAMPLE, '[.users[] | select(.age > 30) | .name]', { compact: true })).toBe('["Zoë"]');
    expect(await jq(SAMPLE, '.users[1].note')).toBe('null');
    expect(await jq(SAMPLE, 'empty')).toBe('');
    expect(await jq('[1,2]', '-1')).toBe('-1'); // a filter starting with '-' is not an option
  });

  it('applies -c, -r, -s and -S as the command line does', async () => {
    expect(await jq(SAMPLE, '.a', { compact: true })).toBe('{"z":1.0,"y":[true,false]}');
    expect(await jq(SAMPLE, '.a', { compact: true, sortKeys: true })).toBe('{"y":[true,false],"z":1.0}');
    expect(await jq(SAMPLE, '.users[].name', { raw: true })).toBe('Zoë\nBo');
    expect(await jq('{"x":"tab\\there"}', '.x', { raw: true })).toBe('tab\there');
    expect(await jq('1 2\n3', '.', { slurp: true, compact: true })).toBe('[1,2,3]');
    expect(await jq('1 2\n3', 'add', { slurp: true })).toBe('6');
    expect(await jq('{"a":1} {"a":2}', '.a')).toBe('1\n2');
  });

  it('keeps number literals it does not compute with (jq 1.7), computes in doubles', async () => {
    expect(await jq(SAMPLE, '.users[0].id')).toBe('12345678901234567890');
    expect(await jq(SAMPLE, '.users[0].id + 1')).toBe('12345678901234567000');
  });

  it("returns jq's own messages: compile errors with the program, runtime and input errors", async () => {
    expect(await jqError(SAMPLE, '.users[')).toEqual({
      message: 'jq: error: syntax error, unexpected end of file (Unix shell quoting issues?) at <top-level>, line 1:',
      details: ['.users[', 'jq: 1 compile error'],
      code: 'jq-compile',
    });
    expect(await jqError(SAMPLE, 'nosuch(1)')).toEqual({
      message: 'jq: error: nosuch/1 is not defined at <top-level>, line 1:',
      details: ['nosuch(1)', 'jq: 1 compile error'],
      code: 'jq-compile',
    });
    expect(await jqError(SAMPLE, '.users[] | .name + 1')).toEqual({
      message: 'jq: error (at <stdin>:1): string ("Zoë") and number (1) cannot be added',
      details: [],
      code: 'jq-runtime',
    });
    expect(await jqError('"x"', 'error("boom")')).toEqual({ message: 'jq: error (at <stdin>:1): boom', details: [], code: 'jq-runtime' });
    expect(await jqError('{"a":1', '.')).toEqual({ message: 'jq: parse error: Unfinished JSON term at EOF at line 2, column 0', details: [], code: 'jq-runtime' });
  });

  it("keeps what jq writes to stderr without failing (debug) beside the output", async () => {
    const r = await queryJq(new QueryDocument('{"a":[1,2]}'), '.a | debug | length', { compact: true });
    expect(r.output.text).toBe('2');
    expect(r.stderr).toBe('["DEBUG:",[1,2]]');
  });

  it('runs again after a failure, on the same or another document', async () => {
    const doc = new QueryDocument('[1,"x"]');
    await expect(queryJq(doc, '.[] + 1', {})).rejects.toBeInstanceOf(QueryError);
    expect((await queryJq(doc, 'length', {})).output.text).toBe('2');
    expect(await jq('{"k":[3]}', '.k[0]')).toBe('3');
  });

  it('filters the 10 MB shape in linear time (the patched I/O)', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, email: `user${i}@example.com`, age: i % 80 }));
    const out = await jq(JSON.stringify(rows), '.[] | select(.age > 30) | .email', { raw: true });
    const lines = out.split('\n');
    expect(lines.length).toBe(rows.filter((r) => r.age > 30).length);
    expect(lines[0]).toBe('user31@example.com');
    expect(lines.at(-1)).toBe('user19999@example.com');
  });

  it('messages: /dev/stdin is named <stdin> as when jq reads standard input; blank lines and trailing spaces dropped', () => {
    expect(jqMessage('jq: error (at /dev/stdin:3): boom\n')).toEqual({ message: 'jq: error (at <stdin>:3): boom', details: [] });
    expect(jqMessage('a  \nb \n\n')).toEqual({ message: 'a', details: ['b'] });
  });
});

describe('JSONPath', () => {
  const doc = new QueryDocument(SAMPLE);
  const value = JSON.parse(SAMPLE) as never;

  it("gives the library's matches as a JSON array and their normalized paths", () => {
    for (const path of ['$.users[*].name', '$..tags[*]', '$.users[?@.age > 30].name', '$.a.*', '$..*', '$.nothing']) {
      const r = queryJsonPath(doc, path);
      expect(r.paths!.text).toBe(libraryPaths(value, path).join('\n'));
      expect(r.count).toBe(libraryQuery(value, path).length);
    }
    const r = queryJsonPath(doc, '$.users[?@.age > 30]["name","age"]');
    expect(r.output.text).toBe('[\n  "Zoë",\n  31\n]');
    expect(r.paths!.text).toBe("$['users'][0]['name']\n$['users'][0]['age']");
    expect(queryJsonPath(doc, '$.nothing').output.text).toBe('[]');
  });

  it('keeps numbers exact in the results (lossless tree)', () => {
    expect(queryJsonPath(doc, '$.users[0].id').output.text).toBe('[\n  12345678901234567890\n]');
    expect(queryJsonPath(doc, '$.a').output.text).toBe('[\n  {\n    "z": 1.0,\n    "y": [\n      true,\n      false\n    ]\n  }\n]');
  });

  it('escapes keys in normalized paths as RFC 9535 says', () => {
    const d = new QueryDocument('{"it\'s":{"a\\nb":1,"back\\\\slash":2}}');
    expect(queryJsonPath(d, '$.*.*').paths!.text.split('\n')).toEqual([String.raw`$['it\'s']['a\nb']`, String.raw`$['it\'s']['back\\slash']`]);
    expect(queryJsonPath(d, '$.*.*').paths!.text).toBe(libraryPaths(JSON.parse(d.text) as never, '$.*.*').join('\n'));
    expect(queryJsonPath(d, '$.*.*').output.text).toBe('[\n  1,\n  2\n]'); // values found under the unescaped keys
  });

  it('refuses an invalid path and invalid JSON', () => {
    expect(() => queryJsonPath(doc, '$.[')).toThrow(/^Invalid JSONPath: Expected/);
    try {
      queryJsonPath(new QueryDocument('{"a":\n  tru}'), '$');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: 'query-invalid-json', line: 2 });
      expect((e as Error).message).toMatch(/^Invalid JSON: /);
    }
  });
});

describe('runQuery (worker API)', () => {
  it('keeps the document between queries and asks for the text when it does not hold it', async () => {
    const first = await queryApi.runQuery({ docId: 'd1', text: '{"a":[1,2]}', mode: 'jq', query: '.a | length' });
    expect(first).toMatchObject({ ok: true, value: { output: { text: '2' } } });
    const again = await queryApi.runQuery({ docId: 'd1', mode: 'jsonpath', query: '$.a[1]' });
    expect(again).toMatchObject({ ok: true, value: { output: { text: '[\n  2\n]' }, count: 1 } });
    const other = await queryApi.runQuery({ docId: 'd2', mode: 'jq', query: '.' });
    expect(other).toMatchObject({ ok: false, error: { code: QUERY_NEEDS_TEXT } });
    const bad = await queryApi.runQuery({ docId: 'd1', mode: 'jq', query: '.a |' });
    expect(bad.ok ? '' : bad.error.message).toBe(
      'jq: error: syntax error, unexpected end of file (Unix shell quoting issues?) at <top-level>, line 1:\n.a |\njq: 1 compile error',
    );
  });
});

describe('jq-wasm patch', () => {
  it('applies to the installed jq-wasm and refuses another text', () => {
    const code = readFileSync(new URL('../../node_modules/jq-wasm/dist/build/jq.js', import.meta.url), 'utf8');
    const patched = patchJqWasm(code);
    expect(patched).toContain('run(input, args)');
    expect(patched).not.toContain('stdinBuffer.slice(1)');
    expect(() => patchJqWasm('var x = 1;')).toThrow(/not the version/);
  });
});

describe('staged documents', () => {
  it('assembles a document sent in slices, and starts afresh for a new one', async () => {
    stagingApi.stageText('s1', '{"a":', true);
    stagingApi.stageText('s1', '[1,2,', false);
    stagingApi.stageText('s1', '3]}', false);
    expect(await queryApi.runQuery({ docId: 's1', text: { staged: 's1' }, mode: 'jq', query: '.a | add' })).toMatchObject({ ok: true, value: { output: { text: '6' } } });
    stagingApi.stageText('s2', '[7]', true);
    expect(await queryApi.runQuery({ docId: 's2', text: { staged: 's2' }, mode: 'jsonpath', query: '$[0]' })).toMatchObject({ ok: true, value: { output: { text: '[\n  7\n]' } } });
    // The previous document is no longer held.
    expect(await queryApi.runQuery({ docId: 's1', mode: 'jq', query: '.' })).toMatchObject({ ok: false, error: { code: QUERY_NEEDS_TEXT } });
  });
});
