import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareInputs } from '../workers/compare/compare';
import { changeRowIndexes, countText } from '../workers/compare/meta';
import { unifiedDiff } from '../workers/compare/unified';
import { formatCode } from '../workers/format/format-code';
import type { FormatLanguageId } from '../workers/format/meta';
import { toCsv, toJson, toNdjson, toSql } from '../workers/json-generator/exports';
import { generateRecords } from '../workers/json-generator/generate';
import { templateFields } from '../workers/json-generator/meta';
import { singleColumnCsv } from '../workers/shared/csv';
import { parseCsvLine } from '../workers/shared/csv.test-support';
import { generateMany } from '../workers/testdata/api';
import { bulkChunks, personChunks } from '../workers/testdata/bulk';
import { COUNTRY_OPTIONS } from '../workers/testdata/meta';
import { makeTypes } from '../workers/lib';

/**
 * The command line as users run it: the BUILT program (cli/main.ts bundled by vite.cli.config.ts, as
 * `npm run build:cli` does) run with Node on real files, its output compared with the engines called directly.
 * The bundle is built once here, into a folder of its own inside the repository (so that it resolves the packages
 * in node_modules like dist-cli/ does), and removed afterwards: `npm test` runs unit tests before `npm run build`,
 * and a test must never run a stale dist-cli/.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, `.tmp-cli-test-${process.pid}`);
const BIN = path.join(outDir, 'devtoolbox.mjs');
const FIXTURES = path.join(root, 'tests/fixtures/format');
let dir = '';

beforeAll(() => {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'vite.cli.config.ts', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devtoolbox-cli-'));
}, 120_000);

afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], input?: string): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** What `devtoolbox format` prints: the engine's text, with a final newline when it has none. */
const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('devtoolbox (no command, help, version)', () => {
  it('prints the usage on stderr and exits 2 without a command', () => {
    const r = run([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: devtoolbox <command> \[options\]\n/);
  });

  it.each(['format', 'compare', 'testdata', 'generate'])('%s --help prints its usage and exits 0', (command) => {
    const r = run([command, '--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.startsWith(`Usage: devtoolbox ${command} `)).toBe(true);
    expect(r.stdout).toMatch(/Exit codes: /);
  });

  it('names the commands for an unknown one', () => {
    expect(run(['frobnicate'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'devtoolbox: Unknown command: frobnicate. Commands: format, compare, testdata, generate, types, xpath, validate\n',
    });
  });

  it('reports an unknown option in one line, without a stack trace', () => {
    const r = run(['format', '--frob', 'x.json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("devtoolbox: format: Unknown option '--frob'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--frob\"\n");
  });

  it('prints the version of package.json', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(run(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('devtoolbox format', () => {
  // Every fixture of every prettier/WASM language, under its real extension (the fixtures end in .txt).
  const cases = fs.readdirSync(FIXTURES).flatMap((language) =>
    fs.readdirSync(path.join(FIXTURES, language)).map((file) => ({ language: language as FormatLanguageId, file })),
  );

  it.each(cases)('prints the engine output of $language/$file', async ({ language, file }) => {
    const code = fs.readFileSync(path.join(FIXTURES, language, file), 'utf8');
    const real = write(file.replace(/\.txt$/, ''), code);
    const expected = await formatCode(language, code);
    if (!expected.ok) throw new Error(expected.error.message);
    const r = run(['format', real]);
    expect(r).toEqual({ status: 0, stdout: withNewline(expected.value), stderr: '' });
    // Its own output passes --check; the fixture (deliberately messy) does not: only the fixture is named.
    const formatted = write(`formatted-${file.replace(/\.txt$/, '')}`, r.stdout);
    expect(run(['format', '--check', formatted, real])).toEqual({ status: 1, stdout: '', stderr: `${real}: not formatted\n` });
  });

  const JSON_INPUT = '{"b": [1.0, 1e2, 12345678901234567890, -0.0], "a": {"é": "\\u00e9", "z": null, "c": true}}';
  const XML_INPUT = '<?xml version="1.0"?><catalog><book id="1"><title>XML &amp; you</title><!-- note --><price>9.99</price></book></catalog>';

  it.each([
    ['json', 'data.json', JSON_INPUT],
    ['xml', 'catalog.xml', XML_INPUT],
  ] as const)('formats %s as the engine does (from the extension, and from stdin with --lang)', async (language, name, input) => {
    const expected = await formatCode(language, input);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(run(['format', write(name, input)])).toEqual({ status: 0, stdout: withNewline(expected.value), stderr: '' });
    expect(run(['format', '--lang', language, '-'], input)).toEqual({ status: 0, stdout: withNewline(expected.value), stderr: '' });
  });

  it('--sort-keys sorts JSON keys recursively and keeps every number and string as written', () => {
    const r = run(['format', '--sort-keys', write('sort.json', JSON_INPUT)]);
    expect(r).toEqual({
      status: 0,
      stdout:
        '{\n  "a": {\n    "c": true,\n    "z": null,\n    "é": "\\u00e9"\n  },\n  "b": [\n    1.0,\n    1e2,\n    12345678901234567890,\n    -0.0\n  ]\n}\n',
      stderr: '',
    });
  });

  it('--check names each file that is not formatted and exits 1; formatted files alone exit 0', async () => {
    const good = write('good.json', withNewline((await formatCode('json', '{"a":1}')).ok ? '{\n  "a": 1\n}' : ''));
    const bad = write('bad-layout.json', '{"a":1}\n');
    expect(run(['format', '--check', good])).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(run(['format', '--check', good, bad, bad])).toEqual({
      status: 1,
      stdout: '',
      stderr: `${bad}: not formatted\n${bad}: not formatted\n`,
    });
    expect(run(['format', '--check', '--lang', 'json', '-'], '{"a":1}')).toEqual({ status: 1, stdout: '', stderr: '(standard input): not formatted\n' });
  });

  it('reports a syntax error with the engine message, line and column, exit 2', async () => {
    const input = '{\n  "a": 1,\n  "b": tru\n}';
    const file = write('broken.json', input);
    const expected = await formatCode('json', input);
    expect(expected.ok).toBe(false);
    if (expected.ok) return;
    expect(expected.error.line).toBe(3);
    const where = /\bline \d/.test(expected.error.message) ? '' : ` (line ${expected.error.line}, column ${expected.error.column})`;
    expect(run(['format', file])).toEqual({ status: 2, stdout: '', stderr: `devtoolbox: ${file}: ${expected.error.message}${where}\n` });
  });

  it('reports a Java syntax error with the position the site shows', () => {
    const file = write('Broken.java', 'class A { void f() { int x = 1; }');
    expect(run(['format', file])).toEqual({ status: 2, stdout: '', stderr: `devtoolbox: ${file}: Failed to parse Java: missing "}" at line 1 column 34\n` });
  });

  it.each([
    [['format', '--indent', 'tab', 'x.yaml'], '--indent tab is not supported for YAML (2 spaces, 4 spaces)'],
    [['format', '--indent', '3', 'x.json'], '--indent must be 2, 4 or tab, not 3'],
    [['format', '--print-width', '100', 'x.json'], '--print-width is not supported for JSON'],
    [['format', '--print-width', 'wide', 'x.py'], '--print-width must be a whole number from 20 to 320, not wide'],
    [['format', '--minify', 'x.py'], '--minify is not supported for Python (JSON and XML only)'],
    [['format', '--sort-keys', 'x.xml'], '--sort-keys is not supported for XML (JSON only)'],
    [['format', '--lang', 'cobol', 'x.json'], 'Unsupported language: cobol. Languages: json, xml, html, css, sql, javascript, typescript, python, java, cpp, markdown, php, yaml'],
    [['format', 'notes.txt'], 'notes.txt: cannot tell the language from the extension; use --lang (json, xml, html, css, sql, javascript, typescript, python, java, cpp, markdown, php, yaml)'],
    [['format', '-'], 'format: standard input needs --lang (e.g. --lang json)'],
    [['format'], 'format: missing FILE (use - for standard input); see devtoolbox format --help'],
    [['format', 'missing.json'], 'missing.json: No such file or directory'],
    [['format', '--lang', 'json', '-'], 'Please enter some code to format'],
  ])('%j exits 2 with one message line', (args, message) => {
    write('x.json', '{"a": 1}');
    write('x.py', 'x = 1\n');
    write('x.xml', '<a/>');
    write('x.yaml', 'a: 1\n');
    write('notes.txt', 'hello');
    expect(run(args, '')).toEqual({ status: 2, stdout: '', stderr: `devtoolbox: ${message}\n` });
  });

  it.each([
    ['json', 'o.json', '{"b":[1.0,{"y":2,"x":1e2}],"a":12345678901234567890}', { indent: '4' }, ['--indent', '4']],
    ['json', 'o.json', '{"b":[1.0,{"y":2,"x":1e2}],"a":12345678901234567890}', { indent: 'tab', sortKeys: true }, ['--indent', 'tab', '--sort-keys']],
    ['json', 'o.json', '{ "b": [ 1.0 , { "y": 2 } ] ,"a": -0 }', { minify: true }, ['--minify']],
    ['xml', 'o.xml', '<a>\n  <b x="1"> t </b>\n  <c/>\n</a>', { minify: true }, ['--minify']],
    ['python', 'o.py', 'def f(a,b):\n  return [a,b,a,b,a,b,a,b,a,b,a,b,a,b,a,b,a,b,a,b,a,b,a,b,a,b]\n', { indent: 'tab', printWidth: 40 }, ['--indent', 'tab', '--print-width', '40']],
    ['javascript', 'o.js', 'function f(){return {alpha:1,beta:2,gamma:3,delta:4,epsilon:5}}', { indent: '4', printWidth: 40 }, ['--indent', '4', '--print-width', '40']],
  ] as const)('%s with the site options %j gives the engine output for those options', async (language, name, input, options, flags) => {
    const expected = await formatCode(language, input, options);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(run(['format', ...flags, write(name, input)])).toEqual({ status: 0, stdout: withNewline(expected.value), stderr: '' });
    const plain = await formatCode(language, input);
    expect(plain.ok && plain.value).not.toBe(expected.value);
  });

  it('accepts --indent with the layout the site uses (2 for JSON, 4 for Python)', () => {
    expect(run(['format', '--indent', '2', write('i.json', '[1]')])).toEqual({ status: 0, stdout: '[\n  1\n]\n', stderr: '' });
    expect(run(['format', '--indent', '4', write('i.py', 'if x :\n  y( 1 )\n')])).toEqual({ status: 0, stdout: 'if x:\n    y(1)\n', stderr: '' });
  });

  it('--dialect picks the SQL dialect as the site does', async () => {
    const sql = 'select [a] from t where x = @p';
    const expected = await formatCode('sql', sql, { sqlDialect: 'transactsql' });
    if (!expected.ok) throw new Error(expected.error.message);
    expect(run(['format', '--dialect', 'transactsql', write('q.sql', sql)]).stdout).toBe(withNewline(expected.value));
  });
});

describe('devtoolbox format: JSON and XML through the big-file path', () => {
  interface ByteRun {
    status: number | null;
    stdout: Buffer;
    stderr: string;
  }

  /**
   * The program with the big-file path forced onto inputs over `threshold` bytes (DEVTOOLBOX_TEST_BIG_FILE_BYTES),
   * read `chunk` bytes at a time: test-only settings, so that small files cross every seam. Output as bytes.
   */
  function runBig(args: string[], { input, threshold = 1, chunk = 7, tmp }: { input?: Uint8Array; threshold?: number; chunk?: number; tmp?: string } = {}): ByteRun {
    const env = { ...process.env, DEVTOOLBOX_TEST_BIG_FILE_BYTES: String(threshold), DEVTOOLBOX_TEST_CHUNK_BYTES: String(chunk), ...(tmp && { TMPDIR: tmp }) };
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input, env, maxBuffer: 256 * 1024 * 1024 });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString() };
  }

  /** The same program with no test setting: inputs this small take the small path. */
  function runSmall(args: string[], input?: Uint8Array): ByteRun {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input, maxBuffer: 256 * 1024 * 1024 });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString() };
  }

  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  const cities = ['Łódź', 'Zürich', 'Århus', '€', '😀', '\ufeff', 'ab𝄞c'];
  // A byte order mark, CRLF, every length of character, and malformed bytes (a cut 'Ł', a cut '€', 0xFF) in strings.
  const JSON_BYTES = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    utf8('[\r\n' + cities.map((c, i) => `{"id":${i},"city":"${c}","n":[1.0,-0,1e400]}`).join(',\r\n') + ',"'),
    Buffer.from([0xc5, 0x41, 0xe2, 0x82, 0xff]),
    utf8('"]'),
  ]);
  const XML_BYTES = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    utf8('<?xml version="1.0"?>\r\n<cities>' + cities.map((c, i) => `<city id="${i}" name="${c}"><n>${c}</n><x/></city>`).join('\r\n') + '<bad>'),
    Buffer.from([0xc5, 0x41, 0xe2, 0x82, 0xff]),
    utf8('</bad></cities>'),
  ]);

  it.each([
    ['json', 'big.json', JSON_BYTES],
    ['xml', 'big.xml', XML_BYTES],
  ] as const)('%s: the output is the small path’s, byte for byte, at every chunk size, from a file and from standard input', (language, name, bytes) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    const small = runSmall(['format', file]);
    expect(small.status).toBe(0);
    expect(small.stdout.toString()).toContain('Łódź');
    expect(small.stdout.toString()).toContain('A\ufffd\ufffd');
    for (const chunk of [7, 8, 9, 10, 11, 1 << 20]) {
      expect(runBig(['format', file], { chunk }), `chunk ${chunk}`).toEqual(small);
    }
    for (const indent of ['4', 'tab']) {
      expect(runBig(['format', '--indent', indent, file], { chunk: 9 })).toEqual(runSmall(['format', '--indent', indent, file]));
    }
    // Standard input over the threshold is written to a temporary file, removed at once.
    const tmp = fs.mkdtempSync(path.join(dir, 'tmp-'));
    expect(runBig(['format', '--lang', language, '-'], { input: bytes, tmp, threshold: 100 })).toEqual(small);
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(runSmall(['format', '--lang', language, '-'], bytes)).toEqual(small);
  });

  it('--check compares the output with the file, byte for byte', () => {
    const file = path.join(dir, 'check.json');
    fs.writeFileSync(file, JSON_BYTES);
    const formatted = path.join(dir, 'formatted.json');
    fs.writeFileSync(formatted, runSmall(['format', file]).stdout);
    expect(runBig(['format', '--check', formatted])).toEqual({ status: 0, stdout: Buffer.alloc(0), stderr: '' });
    expect(runBig(['format', '--check', file, formatted])).toEqual({ status: 1, stdout: Buffer.alloc(0), stderr: `${file}: not formatted\n` });
    // One byte more or less, or one changed, is not formatted.
    const content = fs.readFileSync(formatted);
    const edited = Buffer.from(content);
    edited[edited.indexOf('\n  {') + 1] = 0x09;
    for (const changed of [content.subarray(0, -1), Buffer.concat([content, utf8('\n')]), edited]) {
      fs.writeFileSync(path.join(dir, 'changed.json'), changed);
      expect(runBig(['format', '--check', 'changed.json']).status).toBe(1);
    }
  });

  it('an invalid input prints nothing and reports the small path’s message and position in one line', () => {
    const cases: [string, string][] = [
      ['bad.json', '[\n{"city":"Łódź"},\n{"city":"Zürich",}]'],
      ['bad.xml', '<r>\n  <city>Łódź</city>\n  <city>Zürich</town>\n</r>'],
      ['blank.json', '  \n  '],
      ['end.json', '{"a": "Łódź"'],
    ];
    for (const [name, text] of cases) {
      write(name, text);
      const small = runSmall(['format', name]);
      expect(small.status, name).toBe(2);
      expect(small.stderr, name).toMatch(/^devtoolbox: [^\n]+\n$/);
      expect(runBig(['format', name]), name).toEqual(small);
    }
  });

  it('--minify (streamed on big JSON) and --sort-keys (one text) give the small path’s output, whatever the size', () => {
    const file = path.join(dir, 'minify.json');
    fs.writeFileSync(file, JSON_BYTES);
    for (const options of [['--minify'], ['--sort-keys'], ['--indent', '4'], ['--indent', 'tab']]) {
      const r = runBig(['format', ...options, file]);
      expect(r).toEqual(runSmall(['format', ...options, file]));
      expect(r.status).toBe(0);
    }
  });

  it('stops quietly when the reader goes away (EPIPE)', () => {
    const records = Array.from({ length: 20_000 }, (_, i) => `{"id":${i},"city":"Łódź"}`).join(',');
    const file = write('many.json', `[${records}]`);
    const r = spawnSync('bash', ['-o', 'pipefail', '-c', `"${process.execPath}" "${BIN}" format "${file}" | head -c 100`], {
      env: { ...process.env, DEVTOOLBOX_TEST_BIG_FILE_BYTES: '1' },
    });
    expect(r.stderr.toString()).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.equals(utf8('[\n  {\n    "id": 0,\n    "city": "Łódź"\n  },\n  {\n    "id": 1,\n    "city": "Łódź"\n  },\n  {\n    "id": 2,\n').subarray(0, 100))).toBe(true);
  });
});

describe('devtoolbox: every error is one line on stderr, ending with a line break', () => {
  it.each([
    [['format', 'x.json'], 'devtoolbox: cannot write the output: ENOSPC: no space left on device, write'],
    [['testdata', '--kind', 'iban', '-n', '100000'], 'devtoolbox: cannot write the output: ENOSPC: no space left on device, write'],
    [['compare', 'x.json', 'y.json'], 'devtoolbox: cannot write the output: ENOSPC: no space left on device, write'],
  ])('%j to a full disk', (args, message) => {
    write('x.json', '{"a": 1}');
    write('y.json', '{"a": 2}');
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" "$@" > /dev/full`, 'sh', ...args], { cwd: dir, encoding: 'utf8' });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 2, stderr: `${message}\n` });
  });

  it.each([
    [['format', '.']],
    [['format', 'missing.json']],
    [['format', '--lang', 'json', 'x.json', 'x.json']],
    [['format', '--frob']],
    [['compare', 'x.json']],
    [['compare', '--type', 'json', 'x.json', 'bad.json']],
    [['testdata', '--kind', 'iban', '-n', '-1']],
    [['generate', '--template', 'nope']],
    [['generate', '--schema', 'bad.json']],
    [['frob']],
    [[]],
  ])('%j', (args) => {
    write('x.json', '{"a": 1}');
    write('bad.json', '{"a": 1,,}');
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    // The usage without a command is an error message too: several lines, and the last one ends with a line break.
    expect(r.stderr).toMatch(args.length ? /^devtoolbox: [^\n]+\n$/ : /\n$/);
  });
});

/** Lines a..b of a numbered text (1-based, inclusive), edited at a few places. */
function numbered(count: number, edit: (i: number) => string | null = (i) => `line ${i}`): string {
  const lines: string[] = [];
  for (let i = 1; i <= count; i++) {
    const line = edit(i);
    if (line !== null) lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}

describe('the package', () => {
  it("declares as dependencies exactly the packages the built CLI and library import (the site's are devDependencies)", () => {
    const out = execFileSync(process.execPath, [path.join(root, 'scripts/check-package.mjs'), outDir], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/^package: dependencies match what \S+ imports \(\d+ packages\)\n$/);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const site of ['react', 'react-dom', '@codemirror/view', '@tanstack/react-router', 'zustand']) expect(pkg.dependencies).not.toHaveProperty(site);
  });
});

describe('devtoolbox compare', () => {
  it('prints the same unified diff as GNU diff -u for text files, exit 1', () => {
    const a = write('a.txt', numbered(200));
    const b = write(
      'b.txt',
      numbered(205, (i) => (i === 3 ? 'line three' : i === 50 ? null : i === 120 ? 'inserted\nline 120' : i > 200 ? `tail ${i}` : `line ${i}`)),
    );
    const gnu = spawnSync('diff', ['-u', '--label', 'a.txt', '--label', 'b.txt', a, b], { encoding: 'utf8' });
    expect(gnu.status).toBe(1);
    const r = run(['compare', 'a.txt', 'b.txt']);
    // Standard output is diff's; the count follows on stderr: a changed, a removed, an inserted line, 5 at the end.
    expect(r).toEqual({ status: 1, stdout: gnu.stdout, stderr: 'Found 8 differences in 4 blocks\n' });
    expect(run(['compare', '-U', '1', 'a.txt', 'b.txt']).stdout).toBe(
      spawnSync('diff', ['-U', '1', '--label', 'a.txt', '--label', 'b.txt', a, b], { encoding: 'utf8' }).stdout,
    );
  });

  it('text is compared from its bytes with the output of the string engine: CRLF, UTF-8, malformed bytes, options', async () => {
    // Lines differ in line endings, multi-byte and astral characters, Unicode spaces, case and a malformed byte.
    const a = Buffer.concat([
      Buffer.from('keep\r\nÄrger  über\r\n😀 smile\r\nİstanbul\nbad '),
      Buffer.from([0x80]),
      Buffer.from('\ntail'),
    ]);
    const b = Buffer.concat([
      Buffer.from('keep\närger über\n😀 smiles\nistanbul\nbad '),
      Buffer.from([0xff]),
      Buffer.from('\ntail\n'),
    ]);
    fs.writeFileSync(path.join(dir, 'u1.txt'), a);
    fs.writeFileSync(path.join(dir, 'u2.txt'), b);
    for (const flags of [[], ['--ignore-case'], ['--ignore-whitespace'], ['--ignore-whitespace', '--ignore-case']]) {
      const options = { ignoreWhitespace: flags.includes('--ignore-whitespace'), ignoreCase: flags.includes('--ignore-case'), ignoreKeyOrder: false };
      const engine = await compareInputs('text', a.toString('utf8'), b.toString('utf8'), options);
      if (!engine.ok) throw new Error(engine.error.message);
      const expected = [...unifiedDiff(engine.value, { labels: ['u1.txt', 'u2.txt'] })].join('');
      expect(run(['compare', ...flags, 'u1.txt', 'u2.txt'])).toEqual({ status: 1, stdout: expected, stderr: `${countText(engine.value.differences, changeRowIndexes(engine.value).length)}\n` });
    }
    // The malformed bytes 0x80 and 0xff both read as U+FFFD, so that line is the same; the rest differ.
    expect(run(['compare', 'u1.txt', 'u2.txt']).stdout).toBe(
      '--- u1.txt\n+++ u2.txt\n@@ -1,6 +1,6 @@\n keep\n-Ärger  über\n-😀 smile\n-İstanbul\n+ärger über\n+😀 smiles\n+istanbul\n bad \ufffd\n tail\n',
    );
  });

  it('prints no diff and exits 0 when the inputs are the same; the count says so on stderr', () => {
    write('same.txt', numbered(10));
    expect(run(['compare', 'same.txt', 'same.txt'])).toEqual({ status: 0, stdout: '', stderr: 'Found no differences\n' });
    expect(run(['compare', 'same.txt', '-'], numbered(10))).toEqual({ status: 0, stdout: '', stderr: 'Found no differences\n' });
    expect(run(['compare', '-q', 'same.txt', 'same.txt'])).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it("ends with the site's count on stderr, in the decided words: 1, many and none", () => {
    write('c1.txt', 'a\nb\nc\nd\n');
    write('c2.txt', 'a\nB\nc\nd\n');
    write('c3.txt', 'x\nb\nc\nd\ne\nf\n');
    write('c1.json', '{"a": 1, "b": [1, 2]}');
    write('c2.json', '{"a": 2, "b": [1, 2]}');
    expect(run(['compare', 'c1.txt', 'c2.txt']).stderr).toBe('Found 1 difference\n');
    expect(run(['compare', 'c1.txt', 'c3.txt']).stderr).toBe('Found 3 differences in 2 blocks\n');
    expect(run(['compare', 'c1.txt', 'c1.txt']).stderr).toBe('Found no differences\n');
    // The string engine's path (JSON laid out as on the site) says it the same way.
    expect(run(['compare', 'c1.json', 'c2.json']).stderr).toBe('Found 1 difference\n');
    expect(run(['compare', '--ignore-key-order', 'c1.json', 'c1.json']).stderr).toBe('Found no differences\n');
    // Not with -q or --json: standard error stays for messages there.
    expect(run(['compare', '-q', 'c1.txt', 'c3.txt'])).toEqual({ status: 1, stdout: '', stderr: '' });
    expect(run(['compare', '--json', 'c1.txt', 'c3.txt']).stderr).toBe('');
  });

  it('compares JSON as the site does: layout never counts, key order only without --ignore-key-order', async () => {
    write('k1.json', '{"id": 1, "tags": ["a", "b"], "name": "x"}');
    write('k2.json', '{\n  "name": "x",\n  "id": 1,\n  "tags": ["a","b"]\n}');
    const engine = await compareInputs('json', fs.readFileSync(path.join(dir, 'k1.json'), 'utf8'), fs.readFileSync(path.join(dir, 'k2.json'), 'utf8'), {
      ignoreWhitespace: false,
      ignoreCase: false,
      ignoreKeyOrder: false,
    });
    if (!engine.ok) throw new Error(engine.error.message);
    const expected = [...unifiedDiff(engine.value, { labels: ['k1.json', 'k2.json'] })].join('');
    expect(expected).toContain('+  "name": "x",');
    expect(run(['compare', 'k1.json', 'k2.json'])).toEqual({
      status: 1,
      stdout: expected,
      stderr: `${countText(engine.value.differences, changeRowIndexes(engine.value).length)}\n`,
    });
    expect(run(['compare', '--ignore-key-order', 'k1.json', 'k2.json'])).toEqual({ status: 0, stdout: '', stderr: 'Found no differences\n' });
  });

  it('--ignore-whitespace and --ignore-case follow the engine options', () => {
    write('w1.txt', 'Hello  World\nsecond\n');
    write('w2.txt', '  hello world\nsecond\n');
    expect(run(['compare', 'w1.txt', 'w2.txt']).status).toBe(1);
    expect(run(['compare', '--ignore-whitespace', 'w1.txt', 'w2.txt']).status).toBe(1);
    expect(run(['compare', '--ignore-whitespace', '--ignore-case', 'w1.txt', 'w2.txt'])).toEqual({ status: 0, stdout: '', stderr: 'Found no differences\n' });
  });

  it('--json prints a summary of the change blocks', () => {
    write('s1.txt', 'a\nb\nc\nd\n');
    write('s2.txt', 'a\nB\nc\nd\ne\n');
    const r = run(['compare', '--json', 's1.txt', 's2.txt']);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      type: 'text',
      same: false,
      differences: 2,
      approximate: false,
      changes: [
        { original: { from: 2, to: 2, lines: ['b'] }, modified: { from: 2, to: 2, lines: ['B'] } },
        { original: { from: 5, to: 4, lines: [] }, modified: { from: 5, to: 5, lines: ['e'] } },
      ],
    });
  });

  it('--pdf writes the site PDF report', () => {
    write('p1.xml', '<a><b>1</b><c>2</c></a>');
    write('p2.xml', '<a><b>1</b><c>3</c></a>');
    const r = run(['compare', 'p1.xml', 'p2.xml', '--pdf', 'report.pdf', '-q']);
    expect(r).toEqual({ status: 1, stdout: '', stderr: '' });
    const pdf = fs.readFileSync(path.join(dir, 'report.pdf'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  });

  it('reports invalid input with the site message (side, type, position), exit 2', async () => {
    write('ok.json', '{"a": 1}');
    write('broken.json', '{"a": 1,,}');
    const engine = await compareInputs('json', '{"a": 1}', '{"a": 1,,}', { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false });
    expect(engine.ok).toBe(false);
    if (engine.ok) return;
    expect(engine.error.message).toMatch(/^Modified: Invalid JSON - /);
    expect(run(['compare', 'ok.json', 'broken.json'])).toEqual({ status: 2, stdout: '', stderr: `devtoolbox: ${engine.error.message}\n` });
  });

  it.each([
    [['compare', 'only-one.txt'], 'compare: needs two files, A and B; see devtoolbox compare --help'],
    [['compare', '--type', 'yaml', 'a', 'b'], 'Unknown compare type: yaml. Types: json, xml, text, html, css'],
    [['compare', '--ignore-key-order', 'a.txt', 'b.txt'], '--ignore-key-order is for JSON only'],
    [['compare', 'nope-a.txt', 'nope-b.txt'], 'nope-a.txt: No such file or directory'],
  ])('%j exits 2 with one message line', (args, message) => {
    expect(run(args)).toEqual({ status: 2, stdout: '', stderr: `devtoolbox: ${message}\n` });
  });
});

describe('devtoolbox testdata', () => {
  it('streams 200,000 rows: the count, the first and last rows, and the same bytes for the same seed', () => {
    const args = ['testdata', '--kind', 'iban', '--country', 'de', '-n', '200000', '--seed', 'qa-run-7'];
    const first = run(args);
    expect(first.status).toBe(0);
    expect(first.stderr).toBe('');
    const lines = first.stdout.split('\n');
    expect(lines.pop()).toBe(''); // ends with a newline
    expect(lines.length).toBe(200_000);
    // The site's bulk list for the same seed is the first 1,000 rows.
    const site = generateMany('iban', 'DE', 1000, 'qa-run-7');
    if (!site.ok) throw new Error(site.error.message);
    expect(lines.slice(0, 1000)).toEqual(site.value.values);
    expect(lines[199_999]).toMatch(/^DE\d{20}$/);
    const second = run(args);
    expect(sha(second.stdout)).toBe(sha(first.stdout));
    expect(run([...args.slice(0, -1), 'qa-run-8']).stdout.slice(0, 22)).not.toBe(lines[0]);
  });

  it('writes the site CSV and JSON downloads byte for byte', () => {
    const site = generateMany('address', 'FR', 1000, '12');
    if (!site.ok) throw new Error(site.error.message);
    const base = ['testdata', '--kind', 'address', '--country', 'FR', '-n', '1000', '--seed', '12'];
    expect(run([...base, '--format', 'csv']).stdout).toBe(singleColumnCsv('value', site.value.values));
    expect(run([...base, '--format', 'json']).stdout).toBe(JSON.stringify(site.value.values, null, 2) + '\n');
    expect(run([...base, '--format', 'ndjson']).stdout).toBe(site.value.values.map((v) => JSON.stringify(v)).join('\n') + '\n');
    // Text: the site's "Copy all" (addresses separated by an empty line) and a final newline.
    expect(run(base).stdout).toBe(site.value.values.join('\n\n') + '\n');
    expect(run([...base, '--format', 'sql', '--table', 'addr']).stdout).toBe(toSql(site.value.values.map((value) => ({ value })), 'addr'));
  });

  it('writes empty documents for -n 0', () => {
    expect(run(['testdata', '--kind', 'phone', '-n', '0', '--format', 'json']).stdout).toBe('[]\n');
    expect(run(['testdata', '--kind', 'phone', '-n', '0', '--format', 'csv']).stdout).toBe('value\r\n');
    expect(run(['testdata', '--kind', 'phone', '-n', '0']).stdout).toBe('');
  });

  it('--kind person writes the persons file of the site: same engine, same bytes for the same seed and date', () => {
    const args = ['testdata', '--kind', 'person', '--country', 'PL,DE', '-n', '3000', '--seed', '7', '--as-of', '2026-01-15'];
    const r = run(args);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const expected = Buffer.concat(
      [...personChunks({ rows: 3000, countries: ['PL', 'DE'], format: 'csv', seed: '7', asOf: '2026-01-15', protectFormulas: true })].map((c) => c.bytes),
    ).toString('utf8');
    expect(r.stdout).toBe(expected);
    const lines = r.stdout.split('\r\n');
    expect(lines[0]).toBe('country,firstName,lastName,gender,dateOfBirth,nationalId,nationalIdName,email,phone,street,houseNumber,postcode,city,region,iban');
    expect(lines).toHaveLength(3002);
    expect(new Set(lines.slice(1, -1).map((l) => l.slice(0, 3)))).toEqual(new Set(['PL,', 'DE,']));
    expect(run(['testdata', '--kind', 'person', '--format', 'ndjson', '--country', 'all', '-n', '5', '--seed', '1', '--as-of', '2026-01-15']).stdout.trim().split('\n').map((l) => JSON.parse(l).country)).toHaveLength(5);
    // The phone column as generated: formula protection (on) leaves phone numbers alone, as the NDJSON holds them.
    const phones = lines.slice(1, -1).map((l) => parseCsvLine(l)[8]);
    expect(phones.filter((p) => !/^\+(48|49) \d[\d ]+$/.test(p))).toEqual([]);
    const ndjson = run([...args, '--format', 'ndjson']).stdout.trim().split('\n');
    expect(ndjson.map((l) => JSON.parse(l).phone)).toEqual(phones);
    const single = run(['testdata', '--kind', 'phone', '--country', 'FR', '-n', '200', '--seed', '7', '--format', 'csv']).stdout.split('\r\n');
    expect(single[0]).toBe('value');
    expect(single.slice(1, -1).filter((p) => !/^\+33 \d( \d\d){4}$/.test(p))).toEqual([]);
  });

  it('--kind company writes the companies file of the site, byte for byte', () => {
    const r = run(['testdata', '--kind', 'company', '--country', 'all', '-n', '2000', '--seed', '9', '--format', 'ndjson']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const expected = Buffer.concat(
      [...bulkChunks({ kind: 'company', rows: 2000, countries: COUNTRY_OPTIONS.map((c) => c.code), format: 'ndjson', seed: '9', protectFormulas: true })].map((c) => c.bytes),
    ).toString('utf8');
    expect(r.stdout).toBe(expected);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(rows).toHaveLength(2000);
    expect(Object.keys(rows[0]).join(',')).toBe('country,name,legalForm,vatNumber,registrationNumber,registrationNumberName,email,website,phone,street,houseNumber,postcode,city,region,iban');
    expect(run(['testdata', '--kind', 'company', '-n', '0']).stderr).toMatch(/-n must be from 1 to 1,000,000 for companies/);
  });

  it('stops quietly when the reader goes away (EPIPE)', () => {
    const r = spawnSync('bash', ['-o', 'pipefail', '-c', `"${process.execPath}" "${BIN}" testdata --kind iban -n 5000000 --seed 1 | head -n 2`], {
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')).toHaveLength(3);
  });

  it.each([
    [['testdata', '--kind', 'nationality'], 'Unknown kind: nationality. Kinds: bsn, iban, passport, address, phone, vat'],
    [['testdata'], 'testdata: missing --kind (bsn, iban, passport, address, phone, vat, person, company)'],
    [['testdata', '--kind', 'person', '--country', 'US'], 'Unsupported country code: US'],
    [['testdata', '--kind', 'person', '-n', '1000001'], '-n must be from 1 to 1,000,000 for persons'],
    [['testdata', '--kind', 'person', '--format', 'text'], 'Unknown format: text. Formats: csv, json, ndjson, sql'],
    [['testdata', '--kind', 'person', '--as-of', 'today'], '--as-of must be a date YYYY-MM-DD, not today'],
    [['testdata', '--kind', 'iban', '--country', 'US'], 'Unsupported country code: US. Countries: AT, BE, BG, HR, CY, CZ, DK, EE, FI, FR, DE, GR, HU, IE, IT, LV, LT, LU, MT, NL, PL, PT, RO, SK, SI, ES, SE, GB, NO, CH, IS, LI, MC, AD, SM, VA'],
    [['testdata', '--kind', 'bsn', '--country', 'BE'], 'BSN is a Dutch number: use --country NL'],
    [['testdata', '--kind', 'iban', '-n', 'many'], '-n must be a whole number, not many'],
    [['testdata', '--kind', 'iban', '--format', 'xlsx'], 'Unknown format: xlsx. Formats: text, csv, json, ndjson, sql'],
  ])('%j exits 2 with one message line', (args, message) => {
    expect(run(args)).toEqual({ status: 2, stdout: '', stderr: `devtoolbox: ${message}\n` });
  });
});

describe('devtoolbox generate', () => {
  const records = (n: number, seed: number) => generateRecords(templateFields('order'), n, { seed });

  it.each([
    ['json', (r: ReturnType<typeof records>) => toJson(r) + '\n'],
    ['ndjson', toNdjson],
    ['csv', (r: ReturnType<typeof records>) => toCsv(r)],
    ['sql', (r: ReturnType<typeof records>) => toSql(r)],
  ] as const)('--format %s writes the site export of the same seed byte for byte', (format, expected) => {
    const r = run(['generate', '--template', 'order', '-n', '300', '--seed', '99', '--format', format]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(expected(records(300, 99)));
  });

  it('reads a schema file and gives the same records for the same seed', () => {
    const fields = [
      { key: 'id', type: 'uuid' },
      { key: 'age', type: 'number', options: { min: 18, max: 30 } },
      { key: 'tags', type: 'array', options: { length: 2, items: 'enum', pattern: 'red, green' } },
      { key: 'owner', type: 'object', options: { fields: [{ key: 'email', type: 'email' }] } },
    ];
    write('schema.json', JSON.stringify(fields));
    const r = run(['generate', '--schema', 'schema.json', '-n', '50', '--seed', 'fixed', '--format', 'ndjson']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(toNdjson(generateRecords(fields as Parameters<typeof generateRecords>[0], 50, { seed: seedOf('fixed') })));
    expect(run(['generate', '--schema', 'schema.json', '-n', '50', '--seed', 'fixed', '--format', 'ndjson']).stdout).toBe(r.stdout);
  });

  it.each([
    [['generate'], 'generate: give either --schema FILE or --template T; see devtoolbox generate --help'],
    [['generate', '--template', 'invoice'], 'Unknown template: invoice. Templates: custom, user, product, order, blog'],
    [['generate', '--schema', 'bad-type.json'], 'bad-type.json: Field 2 "when": Unknown field type "colour"'],
    [['generate', '--schema', 'bad-range.json'], 'bad-range.json: Field 1.1 "n": Minimum must not exceed maximum'],
    [['generate', '--schema', 'not-json.json'], 'not-json.json: Invalid JSON - '],
    [['generate', '--schema', 'shape.json'], 'shape.json: field 1: needs a "key" and a "type" (text)'],
    [['generate', '--schema', 'empty.json'], 'empty.json: Add at least one field before generating.'],
  ])('%j exits 2 with one message line', (args, message) => {
    write('bad-type.json', '[{"key": "id", "type": "uuid"}, {"key": "when", "type": "colour"}]');
    write('bad-range.json', '{"fields": [{"key": "o", "type": "object", "options": {"fields": [{"key": "n", "type": "number", "options": {"min": 5, "max": 1}}]}}]}');
    write('not-json.json', '[{"key": ]');
    write('shape.json', '[{"name": "id"}]');
    write('empty.json', '[]');
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(`devtoolbox: ${message}`)).toBe(true);
    expect(r.stderr.split('\n')).toHaveLength(2);
  });
});

describe('devtoolbox types', () => {
  const TYPES_FIXTURES = path.join(root, 'tests/fixtures/types');

  it.each([
    ['ts', 'typescript', {}],
    ['go', 'go', {}],
    ['py', 'python', { pythonStyle: 'typeddict' }],
    ['schema', 'json-schema', { optionalStyle: 'nullish' }],
  ] as const)('--lang %s prints the site output for a real sample', (lang, target, options) => {
    const file = path.join(TYPES_FIXTURES, 'github-events.json');
    const flags = [...('pythonStyle' in options ? ['--typeddict'] : []), ...('optionalStyle' in options ? ['--nullish'] : [])];
    const r = run(['types', '--lang', lang, ...flags, file]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const engine = makeTypes(target, fs.readFileSync(file, 'utf8'), 'auto', options);
    expect(engine.ok && r.stdout).toBe(engine.ok && engine.value.text.replace(/\n?$/, '\n'));
    expect(r.stdout.length).toBeGreaterThan(1000);
  });

  it('reads YAML and CSV by extension, and standard input', () => {
    expect(run(['types', '--lang', 'ts', write('c.yaml', 'a: 1\nb: [x]\n')]).stdout).toContain('export interface Root {\n  a: number;\n  b: string[];\n}');
    expect(run(['types', '--lang', 'rust', '--root', 'Row', write('r.csv', 'id,name\n1,Ann\n2,\n')]).stdout).toContain('pub struct Row {\n    pub id: i64,\n    pub name: Option<String>,\n}');
    expect(run(['types', '--lang', 'kotlin', '-'], '{"id": 1}\n{"id": 2, "x": true}\n').stdout).toContain('    val x: Boolean? = null,');
  });

  it('reads NDJSON and a JSON document over 16 MB in parts, every record counted', () => {
    const line = (i: number) => `{"id":${i},"name":"person ${i}","tags":["a"],"score":${i}.5}\n`;
    const lines: string[] = [];
    let size = 0;
    for (let i = 0; size < 17 * 1024 * 1024; i++) size += (lines[lines.length] = line(i)).length;
    lines.push('{"id":18446744073709551615,"name":null}\n');
    const r = run(['types', '--lang', 'go', write('big.ndjson', lines.join(''))]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('\tID    uint64   `json:"id"`\n\tName  *string  `json:"name"`\n\tTags  []string `json:"tags,omitempty"`');
    // The same records as one JSON document: read through the scanner's event stream.
    const doc = run(['types', '--lang', 'go', write('big.json', '[' + lines.join(',') + ']')]);
    expect(doc.stderr).toBe('');
    expect(doc.stdout).toContain('type RootList []Root');
    expect(doc.stdout).toContain('\tID    uint64   `json:"id"`\n\tName  *string  `json:"name"`\n\tTags  []string `json:"tags,omitempty"`');
  });

  it('refuses bad input and options with one line and exit code 2', () => {
    const bad = run(['types', '--lang', 'ts', write('bad.json', '{\n  "a": [1,\n}')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^devtoolbox: .*bad\.json: Invalid JSON: .*\(line 3, column 1\)\n$/);
    expect(run(['types', write('x.json', '{}')]).stderr).toBe('devtoolbox: types: missing --lang; see devtoolbox types --help\n');
    expect(run(['types', '--lang', 'cobol', 'x.json']).stderr).toMatch(/^devtoolbox: Unsupported language: cobol\. Languages: typescript, json-schema, zod/);
  });
});

/** The site's seed of a text typed into the Seed box (FNV-1a), as schema.ts seedFromText. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

describe('the library entry (dist-cli/index.mjs)', () => {
  it('exposes the engines with the site results', async () => {
    const lib = (await import(path.join(outDir, 'index.mjs'))) as typeof import('../workers/lib');
    expect(await lib.format('json', '{"a":[1.50]}')).toEqual(await formatCode('json', '{"a":[1.50]}'));
    const cmp = await lib.compare('text', 'a\nb\n', 'a\nc\n');
    expect(cmp.ok && [...lib.unifiedDiff(cmp.value)].join('')).toBe('--- original\n+++ modified\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n');
    const values = lib.generateTestData('phone', 'NL', 1000, 's');
    expect(values).toEqual({ ok: true, value: (generateMany('phone', 'NL', 1000, 's') as { value: { values: string[] } }).value.values });
    expect(lib.generateJson('user', 3, { seed: 5 })).toEqual({ ok: true, value: generateRecords(templateFields('user'), 3, { seed: 5 }) });
    expect(lib.generateTestData('person', 'NL', 1)).toEqual({
      ok: false,
      error: { message: 'Unknown kind: person. Kinds: bsn, iban, passport, address, phone, vat', code: 'unknown-kind' },
    });
  });
});

describe('xpath and validate', () => {
  const XML = path.join(root, 'tests/fixtures/xml');

  it('xpath prints the nodes as written, with their locations on request, and exits 1 on an empty result', () => {
    const r = run(['xpath', '--locations', '//item[title]/title', path.join(XML, 'rss2sample.xml')]);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['15:4 /rss/channel/item[1]/title\t<title>Star City</title>', '27:4 /rss/channel/item[3]/title\t<title>The Engine That Does More</title>']);
    // xmllint on the same file and expression selects the same number of nodes.
    const theirs = execFileSync('xmllint', ['--xpath', 'count(//item[title]/title)', path.join(XML, 'rss2sample.xml')], { encoding: 'utf8' });
    expect(r.stdout.trimEnd().split('\n').length).toBe(Number(theirs));
    expect(run(['xpath', 'count(//item)', path.join(XML, 'rss2sample.xml')]).stdout).toBe('4\n');
    expect(run(['xpath', 'string-join(//item/guid ! substring-after(., "#"), ",")', path.join(XML, 'rss2sample.xml')]).stdout).toBe('item573,item572,item571,item570\n');
    expect(run(['xpath', '//nothing', path.join(XML, 'rss2sample.xml')])).toMatchObject({ status: 1, stdout: '' });
    expect(run(['xpath', '--ns', 'pom=http://maven.apache.org/POM/4.0.0', '/pom:project/pom:artifactId/text()', path.join(XML, 'pom.xml')]).stdout).toBe('commons-lang3\n');
    const bad = run(['xpath', '//a[', '-'], '<a/>');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^devtoolbox: -: .*XPST0003/);
  });

  it('validate: exit 0 valid, 1 invalid (the errors xmllint gives, on its lines), 2 error', () => {
    const xsd = path.join(XML, 'maven-4.0.0.xsd');
    const invalid = run(['validate', '--schema', xsd, path.join(XML, 'pom.xml')]);
    expect(invalid.status).toBe(1);
    const theirs = spawnSync('xmllint', ['--noout', '--schema', xsd, path.join(XML, 'pom.xml')], { encoding: 'utf8' });
    const lines = [...theirs.stderr.matchAll(/pom\.xml:(\d+): element \w+: Schemas validity error : (.*)/g)].map((m) => `pom.xml:${m[1]}: error: ${m[2]}`);
    expect(invalid.stdout.trimEnd().split('\n')).toEqual(lines);
    expect(invalid.stderr).toBe('pom.xml fails to validate\n');
    const valid = run(['validate', '--schema', xsd, '-'], fs.readFileSync(path.join(XML, 'pom.xml'), 'utf8').replace(/ combine\.self="[^"]*"/g, ''));
    expect(valid).toMatchObject({ status: 0, stdout: '', stderr: 'stdin validates\n' });
    expect(run(['validate', '--schema', path.join(XML, 'rss2sample.xml'), path.join(XML, 'pom.xml')]).status).toBe(2);
    expect(run(['validate', '--dtd', '-'], '<!DOCTYPE a [<!ELEMENT a EMPTY>]><a>x</a>')).toMatchObject({ status: 1, stdout: 'stdin:1: error: Element a was declared EMPTY this one has content\n' });
  });
});

describe('compare --semantic', () => {
  it('prints the unified diff of what differs as XML (the structural summary with --summary); exit 0 when only prefixes, attribute order and indentation differ', () => {
    const invoice = fs.readFileSync(path.join(root, 'tests/fixtures/xml/UBL-Invoice-2.1-Example.xml'), 'utf8');
    const a = write('a.xml', invoice);
    const twin = invoice.replace(/(<\/?|xmlns:)cbc([:=])/g, '$1b$2').replace(/>\s+</g, '><');
    expect(run(['compare', '--semantic', a, write('twin.xml', twin)])).toMatchObject({ status: 0, stdout: '', stderr: 'Found no differences\n' });
    const changed = write('b.xml', twin.replace('>729</b:PayableAmount>', '>730</b:PayableAmount>'));
    // A unified diff of the lines that differ as XML (each side's own text), the count on stderr as for any compare.
    const diff = run(['compare', '--semantic', a, changed]);
    expect(diff.status).toBe(1);
    expect(diff.stderr).toBe('Found 1 difference\n');
    const hunk = diff.stdout.split('\n');
    expect(hunk.slice(0, 2)).toEqual([`--- ${a}`, `+++ ${changed}`]);
    expect(hunk[2]).toMatch(/^@@ -\d+,7 \+\d+,7 @@$/);
    expect(hunk.filter((l) => /^[-+][^-+]/.test(l))).toEqual(['-    <cbc:PayableAmount currencyID="EUR">729</cbc:PayableAmount>', '+    <b:PayableAmount currencyID="EUR">730</b:PayableAmount>']);
    expect(hunk.filter((l) => l.startsWith(' ')).length).toBe(6);
    // The structural summary on request.
    expect(run(['compare', '--semantic', '--summary', a, changed])).toMatchObject({ status: 1, stdout: '/Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount: 729 → 730\n', stderr: 'Found 1 difference\n' });
    expect(run(['compare', '--summary', a, changed])).toMatchObject({ status: 2, stderr: 'devtoolbox: --ignore-comments, --match-by and --summary go with --semantic\n' });
    const json = JSON.parse(run(['compare', '--semantic', '--json', a, changed]).stdout);
    expect(json).toMatchObject({ same: false, differences: 1, changes: [{ path: '/Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount', kind: 'changed', from: '729', to: '730' }] });
    expect(run(['compare', '--semantic', write('x.txt', 'a'), write('y.txt', 'b')])).toMatchObject({ status: 2, stderr: 'devtoolbox: --semantic is for XML only\n' });
  });
});
