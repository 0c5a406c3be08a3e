import { execFileSync } from 'node:child_process';
import { format as clangFormat } from '@wasm-fmt/clang-format';
import { format as ruffFormat } from '@wasm-fmt/ruff_fmt';
import * as prettier from 'prettier';
import { format as sqlFormat } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { formatCode } from './format-code';
import { LANGUAGE_OPTIONS, type FormatLanguageId } from './meta';

const value = async (language: FormatLanguageId, code: string, options = {}) => {
  const result = await formatCode(language, code, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('JSON options', () => {
  const doc = '{"b":1.50,"a":[1e400,{"z":-0,"y":"\\u00e9"}],"b":2,"c":{}}';

  it.each([
    ['2', '{\n  "b": 1.50,\n  "a": [\n    1e400,\n    {\n      "z": -0,\n      "y": "\\u00e9"\n    }\n  ],\n  "b": 2,\n  "c": {}\n}'],
    ['4', '{\n    "b": 1.50,\n    "a": [\n        1e400,\n        {\n            "z": -0,\n            "y": "\\u00e9"\n        }\n    ],\n    "b": 2,\n    "c": {}\n}'],
    ['tab', '{\n\t"b": 1.50,\n\t"a": [\n\t\t1e400,\n\t\t{\n\t\t\t"z": -0,\n\t\t\t"y": "\\u00e9"\n\t\t}\n\t],\n\t"b": 2,\n\t"c": {}\n}'],
  ] as const)('indents by %s, numbers and escapes as written', async (indent, expected) => {
    expect(await value('json', doc, { indent })).toBe(expected);
  });

  it('minifies to one line, losslessly', async () => {
    expect(await value('json', ' {\n "b" : 1.50 ,\n "a":[ 1e400 , { "z":-0, "y":"\\u00e9" } ] , "b":2, "c": { } } ', { minify: true })).toBe(
      '{"b":1.50,"a":[1e400,{"z":-0,"y":"\\u00e9"}],"b":2,"c":{}}',
    );
  });

  it('sorts keys recursively and stably (duplicates keep their order), keeping every token', async () => {
    expect(await value('json', doc, { sortKeys: true, minify: true })).toBe('{"a":[1e400,{"y":"\\u00e9","z":-0}],"b":1.50,"b":2,"c":{}}');
    expect(await value('json', '[{"é":1,"\\u0041":2,"a":3,"B":4}]', { sortKeys: true })).toBe('[\n  {\n    "\\u0041": 2,\n    "B": 4,\n    "a": 3,\n    "é": 1\n  }\n]');
  });

  it('sorts keys of deeply nested documents without recursion', async () => {
    const depth = 20000;
    const code = '{"b":'.repeat(depth) + '1' + ',"a":0}'.repeat(depth);
    const out = await value('json', code, { sortKeys: true, minify: true });
    expect(out.startsWith('{"a":0,"b":{"a":0,"b":')).toBe(true);
    expect(out.length).toBe(code.length);
  });

  it('a sort-keys error names the position in the input', async () => {
    expect(await formatCode('json', '{\n  "b": 1,\n  "a" 2\n}', { sortKeys: true })).toMatchObject({ ok: false, error: { line: 3, column: 7 } });
  });

  it('quotes an invisible character after a backslash escaped, never raw', async () => {
    const result = await formatCode('json', '["line\\\nbreak"]');
    expect(result).toMatchObject({ ok: false, error: { message: "Invalid escape sequence: '\\' followed by U+000A", line: 1, column: 7 } });
  });
});

describe('XML options and line ends', () => {
  const doc = '<a>\r\n  <!-- one\r\n  two -->\r\n  <b x="1\r\n2">t\r\nu</b>\r\n  <c><d/></c>\r\n</a>\r\n';

  it('CRLF comes out as LF only, as xmllint --format writes it', async () => {
    const out = await value('xml', doc);
    expect(out).not.toContain('\r');
    expect(out).toBe('<a>\n  <!-- one\n  two -->\n  <b x="1\n2">t\nu</b>\n  <c>\n    <d/>\n  </c>\n</a>\n');
    const xmllint = (() => {
      try {
        return execFileSync('xmllint', ['--format', '-'], { input: doc, encoding: 'utf8' });
      } catch {
        return null;
      }
    })();
    // xmllint normalises the attribute's line break to a space (we keep values as written) and adds a
    // declaration; the rest must be the same.
    if (xmllint !== null) expect(out.replace('"1\n2"', '"1 2"')).toBe(xmllint.replace(/^<\?xml[^>]*>\n/, ''));
  });

  it('indents by 4 or a tab', async () => {
    expect(await value('xml', '<a><c><d/></c></a>', { indent: '4' })).toBe('<a>\n    <c>\n        <d/>\n    </c>\n</a>\n');
    expect(await value('xml', '<a><c><d/></c></a>', { indent: 'tab' })).toBe('<a>\n\t<c>\n\t\t<d/>\n\t</c>\n</a>\n');
  });

  it('minify drops whitespace between elements only', async () => {
    expect(await value('xml', '<?xml version="1.0"?>\n<a>\n  <b> x  y </b>\n  <c>\n    <d/>\n  </c>\n  <e xml:space="preserve">  </e>\n</a>\n', { minify: true })).toBe(
      '<?xml version="1.0"?><a><b> x  y </b><c><d/></c><e xml:space="preserve">  </e></a>',
    );
  });
});

describe('indentation and print width reach every formatter that takes them', () => {
  it('every language offers its default indentation', () => {
    for (const [id, o] of Object.entries(LANGUAGE_OPTIONS)) expect(o.indents, id).toContain(o.defaultIndent);
  });

  const js = 'function f(a){if(a){return someFunctionName(argumentNumberOne, argumentNumberTwo)}}';
  it('javascript: 4 spaces, tab, print width', async () => {
    const base = { parser: 'babel', semi: true, singleQuote: true, trailingComma: 'es5', arrowParens: 'avoid' } as const;
    expect(await value('javascript', js, { indent: '4' })).toBe(await prettier.format(js, { ...base, tabWidth: 4 }));
    expect(await value('javascript', js, { indent: 'tab' })).toBe(await prettier.format(js, { ...base, useTabs: true }));
    const narrow = await value('javascript', js, { printWidth: 40 });
    expect(narrow).toBe(await prettier.format(js, { ...base, printWidth: 40 }));
    expect(narrow).not.toBe(await value('javascript', js));
  });

  it('css, html, yaml, markdown, php, java take indentation', async () => {
    expect(await value('css', 'a{color:red}', { indent: '4' })).toBe('a {\n    color: red;\n}\n');
    expect(await value('html', '<div><p>x</p><p>y</p></div>', { indent: 'tab', printWidth: 20 })).toBe(
      await prettier.format('<div><p>x</p><p>y</p></div>', { parser: 'html', useTabs: true, printWidth: 20, htmlWhitespaceSensitivity: 'css' }),
    );
    expect(await value('yaml', 'a:\n  b: 1', { indent: '4' })).toBe('a:\n    b: 1\n');
    expect(await value('php', '<?php if($a){echo 1;}', { indent: '2' })).toBe('<?php if ($a) {\n  echo 1;\n}\n');
    expect(await value('java', 'class A{void f(){}}', { indent: '2' })).toBe('class A {\n\n  void f() {}\n}\n');
  });

  it('sql: indentation', async () => {
    const code = 'select a, b from t';
    expect(await value('sql', code, { indent: '4' })).toBe(sqlFormat(code, { keywordCase: 'upper', tabWidth: 4 }));
    expect(await value('sql', code, { indent: 'tab' })).toBe('SELECT\n\ta,\n\tb\nFROM\n\tt');
  });

  it('python (Ruff): indentation and line width', async () => {
    const code = 'def f(a):\n  return [aaaaaaaaaa, bbbbbbbbbbb, ccccccccccc, dddddddddd]\n';
    expect(await value('python', code)).toBe(ruffFormat(code, 'main.py'));
    expect(await value('python', code, { indent: '2', printWidth: 40 })).toBe(ruffFormat(code, 'main.py', { indent_width: 2, line_width: 40 }));
    expect(await value('python', code, { indent: 'tab' })).toContain('\n\treturn');
  });

  it('cpp (clang-format): indentation and column limit', async () => {
    const code = 'int main(){if(x){return someFunction(argumentNumberOne, argumentNumberTwo, three);}}';
    expect(await value('cpp', code)).toBe(clangFormat(code, 'main.cpp', 'LLVM'));
    expect(await value('cpp', code, { indent: '4', printWidth: 60 })).toBe(clangFormat(code, 'main.cpp', '{BasedOnStyle: LLVM, IndentWidth: 4, ColumnLimit: 60}'));
    expect(await value('cpp', code, { indent: 'tab' })).toContain('\n\tif (x) {');
  });

  it('an option a language does not support falls back to its default', async () => {
    expect(await value('yaml', 'a:\n  b: 1', { indent: 'tab' })).toBe('a:\n  b: 1\n');
    expect(await value('css', 'a{color:red}', { printWidth: -3 })).toBe('a {\n  color: red;\n}\n');
  });
});

/** The Prettier CLI in node_modules, run on `code` as a file with this name and these flags. */
function prettierCli(code: string, file: string, flags: string[] = []): string {
  return execFileSync(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--stdin-filepath', file, ...flags], {
    input: code,
    encoding: 'utf8',
  });
}

const JS_FLAGS = ['--single-quote', '--trailing-comma', 'es5', '--arrow-parens', 'avoid'];

describe('embedded code is formatted as the Prettier CLI formats it', () => {
  const styled = "import styled, {css} from 'styled-components';\nconst Button = styled.a`\ncolor:red;   display:inline-block;\n${p=>p.primary&&css`background:white;color:black;`}\n`;\n";
  const gql = 'const q = gql`\nquery   GetUser($id:ID!){ user(id:$id){ id name friends{ id } } }\n`;\n';
  it.each([
    ['javascript', 'a.js', styled],
    ['javascript', 'a.js', gql],
    ['typescript', 'a.ts', `${gql}const n: number=1;\n`],
    ['typescript', 'a.ts', styled],
  ] as const)('%s (%s) %#', async (language, file, code) => {
    const expected = prettierCli(code, file, JS_FLAGS);
    expect(expected).not.toContain('color:red;');
    expect(await value(language, code)).toBe(expected);
  });

  it('markdown: js, jsx, ts, tsx, json, css, scss, html, yaml and graphql fences', async () => {
    const md = [
      '# Fences',
      '```js\nconst a={b:1}\n```',
      '```jsx\nconst e=<div   className="x">hi</div>\n```',
      '```ts\nlet x:number=1\n```',
      '```tsx\nconst C=(p:{a:string})=><b>{p.a}</b>\n```',
      '```json\n{"a":1,"b":[1,2]}\n```',
      '```css\na{color:red}\n```',
      '```scss\n.a{.b{color:red}}\n```',
      '```html\n<div><p>hi</p>\n</div>\n```',
      '```yaml\na:   1\nb:\n    - x\n```',
      '```graphql\nquery{a{b}}\n```',
      '```python\nx=1\n```',
      '',
    ].join('\n\n');
    const expected = prettierCli(md, 'x.md', ['--prose-wrap', 'always']);
    expect(expected).toContain('let x: number = 1;');
    expect(expected).toContain('<div><p>hi</p></div>');
    expect(await value('markdown', md)).toBe(expected);
  });
});
