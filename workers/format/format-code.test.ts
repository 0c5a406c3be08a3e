import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format as clangFormat } from '@wasm-fmt/clang-format';
import { format as ruffFormat } from '@wasm-fmt/ruff_fmt';
// The Node entry has named exports only, although its typings declare a default export.
import * as phpPlugin from '@prettier/plugin-php';
import * as prettier from 'prettier';
import javaPlugin from 'prettier-plugin-java';
import { format as sqlFormat } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { formatCode } from './format-code';
import type { FormatLanguageId } from './meta';

// Fixture files end in .txt so that tsc and eslint leave the deliberately messy code alone.
const FIXTURES = path.resolve(__dirname, '../../tests/fixtures/format');

const jsOptions = {
  semi: true,
  singleQuote: true,
  tabWidth: 2,
  trailingComma: 'es5',
  bracketSpacing: true,
  arrowParens: 'avoid',
} as const;

/**
 * What each tool prints when run directly (prettier's Node API, sql-formatter, the WASM formatters' Node entries)
 * with the options the product specifies: our engine must print exactly the same.
 */
const REFERENCE: Record<Exclude<FormatLanguageId, 'json' | 'xml'>, (code: string) => Promise<string> | string> = {
  html: code => prettier.format(code, { parser: 'html', printWidth: 120, tabWidth: 2, htmlWhitespaceSensitivity: 'css' }),
  css: code => prettier.format(code, { parser: 'css', printWidth: 100, tabWidth: 2 }),
  javascript: code => prettier.format(code, { parser: 'babel', ...jsOptions }),
  typescript: code => prettier.format(code, { parser: 'typescript', ...jsOptions }),
  markdown: code => prettier.format(code, { parser: 'markdown', printWidth: 80, proseWrap: 'always' }),
  yaml: code => prettier.format(code, { parser: 'yaml', tabWidth: 2 }),
  java: code => prettier.format(code, { parser: 'java', plugins: [javaPlugin], tabWidth: 4 }),
  php: code => prettier.format(code, { parser: 'php', plugins: [phpPlugin as unknown as prettier.Plugin], tabWidth: 4 }),
  sql: code => sqlFormat(code, { language: 'sql', keywordCase: 'upper' }),
  python: code => ruffFormat(code, 'main.py'),
  cpp: code => clangFormat(code, 'main.cpp', 'LLVM'),
};

describe('formatCode matches each tool run directly on the fixtures', () => {
  for (const [language, reference] of Object.entries(REFERENCE) as [keyof typeof REFERENCE, (typeof REFERENCE)['html']][]) {
    const dir = path.join(FIXTURES, language);
    const files = readdirSync(dir).sort();
    it(`has fixtures for ${language}, all named *.txt`, () => {
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files.filter(file => !file.endsWith('.txt'))).toEqual([]);
    });
    for (const file of files) {
      it(`${language}: ${file}`, async () => {
        const code = readFileSync(path.join(dir, file), 'utf8');
        const expected = await reference(code);
        expect(expected).not.toBe(code);
        expect(await formatCode(language, code)).toEqual({ ok: true, value: expected });
      });
    }
  }

  it.each(['postgresql', 'mysql', 'transactsql'] as const)('sql: uses the %s dialect when asked', async dialect => {
    const code = readFileSync(path.join(FIXTURES, 'sql/report-query.sql.txt'), 'utf8');
    const expected = sqlFormat(code, { language: dialect, keywordCase: 'upper' });
    expect(await formatCode('sql', code, { sqlDialect: dialect })).toEqual({ ok: true, value: expected });
  });
});

describe('formatCode errors', () => {
  it.each([[''], ['   \n\t  ']])('rejects blank input %j', async code => {
    expect(await formatCode('javascript', code)).toEqual({ ok: false, error: { message: 'Please enter some code to format', code: 'blank' } });
  });

  it('rejects an unknown language', async () => {
    expect(await formatCode('cobol' as FormatLanguageId, 'IDENTIFICATION DIVISION.')).toEqual({
      ok: false,
      error: { message: 'Unsupported language: cobol', code: 'unsupported-language' },
    });
  });

  it('does not take inherited object keys for languages', async () => {
    expect(await formatCode('toString' as FormatLanguageId, 'x')).toEqual({
      ok: false,
      error: { message: 'Unsupported language: toString', code: 'unsupported-language' },
    });
  });

  const sqlDialectHint =
    'This likely happens because you\'re using the default "sql" dialect.\n' +
    'If possible, please select a more specific dialect (like sqlite, postgresql, etc).';
  const cases: [FormatLanguageId, string, { message: string; line?: number; column?: number }][] = [
    [
      'html',
      '<div>\n  <p>hello</span>\n</div>\n',
      {
        message:
          'Unexpected closing tag "span". It may happen when the tag has already been closed by another tag. ' +
          'For more info see https://www.w3.org/TR/html5/syntax.html#closing-elements-that-have-implied-end-tags (2:11)',
        line: 2,
        column: 11,
      },
    ],
    ['css', 'body {\n  color: red;\n  .x { \n', { message: 'CssSyntaxError: Unclosed block (3:3)', line: 3, column: 3 }],
    ['css', 'a {\n  color: red;\n}\n}\n', { message: 'CssSyntaxError: Unexpected } (4:1)', line: 4, column: 1 }],
    [
      'javascript',
      'const a = 1;\nfunction f( {\n  return a;\n}\n',
      { message: 'Unexpected token, expected "," (3:10)', line: 3, column: 10 },
    ],
    ['typescript', 'interface A {\n  x: number\n}\nlet y: = 3;\n', { message: 'Type expected. (4:8)', line: 4, column: 8 }],
    [
      'yaml',
      'a: 1\nb:\n  - x\n  y: 2\n',
      { message: 'All mapping items must start at the same column (4:1)', line: 4, column: 1 },
    ],
    ['yaml', 'key: "unterminated\nother: 1\n', { message: 'Missing closing "quote (3:1)', line: 3, column: 1 }],
    [
      'sql',
      'SELECT a,\n  b FROM t WHERE (a = 1\n',
      { message: 'Parse error at token: «EOF» at line 3 column 1', line: 3, column: 1 },
    ],
    [
      'sql',
      "SELECT 1;\nSELECT * FROM t WHERE x = 'abc\n",
      { message: `Parse error: Unexpected "'abc\\n" at line 2 column 27.\n${sqlDialectHint}`, line: 2, column: 27 },
    ],
    ['python', 'def f(x):\n    return x +\n', { message: 'Expected an expression at line 2 column 15', line: 2, column: 15 }],
    // Ruff reports UTF-8 byte offsets: the "é" on line 1 must not shift the position on line 2.
    [
      'python',
      'print("héllo")\nclass A(:\n    pass\n',
      { message: "Expected an expression or a ')' at line 2 column 9", line: 2, column: 9 },
    ],
    [
      'java',
      'public class A {\n    void f() {\n        int x = ;\n    }\n}\n',
      { message: 'Failed to parse Java: unexpected "=" at line 3 column 15', line: 3, column: 15 },
    ],
    [
      'java',
      'class B {\n  void g() {\n    foo(1, 2\n  }\n}\n',
      { message: 'Failed to parse Java: unexpected "foo(1, 2" at line 3 column 5', line: 3, column: 5 },
    ],
    [
      'php',
      '<?php\nfunction f($a) {\n    return $a +;\n}\n',
      // The plugin's column is 0-based; ours count from 1 like every other language's.
      { message: "Parse Error : syntax error, unexpected ';' on line 3", line: 3, column: 16 },
    ],
  ];
  it.each(cases)('%s: reports the error in %j', async (language, code, error) => {
    expect(await formatCode(language, code)).toEqual({ ok: false, error: { ...error, code: `${language}-syntax` } });
  });

  it('sql: keeps the first lines of a grammar error, not the list of every expected token', async () => {
    const result = await formatCode('sql', 'SELECT * FROM t WHERE (a = 1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('Parse error at token: «EOF» at line 1 column 29');
  });

  // Neither tool validates syntax: clang-format re-indents what it can tokenize and Markdown has no invalid input.
  it('cpp: broken code is formatted as clang-format does, without an error', async () => {
    const code = 'int main( {\n return 0;\n';
    expect(await formatCode('cpp', code)).toEqual({ ok: true, value: clangFormat(code, 'main.cpp', 'LLVM') });
  });

  it('markdown: unbalanced markup is formatted as prettier does, without an error', async () => {
    const code = '# Title\n```js\nconst a = {\n\n* [link](\n';
    const expected = await prettier.format(code, { parser: 'markdown', printWidth: 80, proseWrap: 'always' });
    expect(await formatCode('markdown', code)).toEqual({ ok: true, value: expected });
  });

  it('rejects an unknown SQL dialect with sql-formatter\'s message', async () => {
    expect(await formatCode('sql', 'SELECT 1', { sqlDialect: 'cobol' as 'sql' })).toEqual({
      ok: false,
      error: { message: 'Unsupported SQL dialect: cobol', code: 'sql-syntax' },
    });
  });
});
