import { describe, expect, it } from 'vitest';
import type { FormatLanguageId } from '../../format/meta';
import { lineStartsOf } from '../line-index';
import { LINE_TOKENIZERS, lineStates, lineStatesByLine } from './index';
import { TOKEN_CLASSES, type TokenSink } from './tokens';

/** Every coloured run of every line of `text` as "class:text" (plain runs left out). */
function tokens(language: FormatLanguageId, text: string): string[] {
  const starts = lineStartsOf(text);
  const states = lineStates(language, text, starts);
  const found: string[] = [];
  for (let line = 0; line < starts.length; line++) {
    const from = starts[line];
    const to = line + 1 < starts.length ? starts[line + 1] - 1 : text.length;
    const out: TokenSink = [];
    LINE_TOKENIZERS[language](text, from, to, states ? states[line] : 0, out);
    let pos = from;
    for (let k = 0; k < out.length; k += 2) {
      const end = out[k];
      expect(end).toBeGreaterThanOrEqual(pos);
      if (out[k + 1] && end > pos) found.push(`${TOKEN_CLASSES[out[k + 1]].slice(4)}:${text.slice(pos, end)}`);
      pos = Math.max(pos, end);
    }
    expect(pos, `line ${line + 1} covered`).toBe(to);
  }
  return found;
}

describe('line tokenizers', () => {
  it('JSON: keys, strings, numbers and literals', () => {
    expect(tokens('json', '{\n  "a": "x:y",\n  "b" : -1.5e+3,\n  "c": [true, false, null]\n}')).toEqual([
      'key:"a"', 'string:"x:y"', 'key:"b"', 'number:-1.5e+3', 'key:"c"', 'literal:true', 'literal:false', 'literal:null',
    ]);
    expect(tokens('json', '{"q\\"":"\\\\"}')).toEqual(['key:"q\\""', 'string:"\\\\"']);
    expect(lineStates('json', '{}', lineStartsOf('{}'))).toBeNull();
  });

  it('XML: tags, attributes, values, comments and CDATA across lines', () => {
    expect(tokens('xml', '<?xml version="1.0"?>\n<a x="1"\n   y=\'2\'>t<!-- c\nd --><![CDATA[<z>\n]]></a>')).toEqual([
      'meta:<?xml version="1.0"?>', 'tag:<a', 'attr:x', 'string:"1"', 'attr:y', "string:'2'", 'tag:>', 'comment:<!-- c',
      'comment:d -->', 'meta:<![CDATA[', 'string:<z>', 'meta:]]>', 'tag:</a>',
    ]);
  });

  it('HTML: script and style content in their own languages', () => {
    expect(tokens('html', '<script>\n  const a = "s"; /* x\n  */\n</script>\n<style>\n  p { color: red; }\n</style>')).toEqual([
      'tag:<script>', 'keyword:const', 'string:"s"', 'comment:/* x', 'comment:  */', 'tag:</script>', 'tag:<style>',
      'tag:</style>',
    ]);
    expect(tokens('html', '<style>\n  div {\n    color: red;\n  }\n</style>')).toEqual(['tag:<style>', 'tag:div', 'key:color', 'tag:</style>']);
  });

  it('CSS: selectors, properties, values, at-rules', () => {
    const t = tokens('css', 'a {\n  margin: 0 1.5em;\n  color: #fff !important;\n}\n/* a\n b */');
    expect(t).toEqual(['tag:a', 'key:margin', 'number:0', 'number:1.5em', 'key:color', 'number:#fff', 'keyword:!important', 'comment:/* a', 'comment: b */']);
  });

  it('SQL: keywords in any case, strings, identifiers, numbers, comments', () => {
    expect(tokens('sql', "SELECT count(*), 'it''s' -- note\nfrom \"T\" where id = 1 and x is null /* a\nb */")).toEqual([
      'keyword:SELECT', 'function:count', "string:'it''s'", 'comment:-- note', 'keyword:from', 'key:"T"', 'keyword:where',
      'number:1', 'keyword:and', 'keyword:is', 'literal:null', 'comment:/* a', 'comment:b */',
    ]);
  });

  it('JavaScript: keywords, functions, template strings across lines, regex, comments', () => {
    expect(tokens('javascript', 'const a = `x\n${b}` / 2;\nif (/a\\/b/.test(s)) f(0x1F, true); // c')).toEqual([
      'keyword:const', 'string:`x', 'string:${b}`', 'number:2', 'keyword:if', 'string:/a\\/b/', 'function:test', 'function:f',
      'number:0x1F', 'literal:true', 'comment:// c',
    ]);
  });

  it('TypeScript, Java, C++ and PHP: types, annotations, preprocessor, variables', () => {
    expect(tokens('typescript', 'let x: Map<string, number> = new Map();')).toEqual(['keyword:let', 'type:Map', 'keyword:new', 'function:Map']);
    expect(tokens('java', '@Override\npublic String f() { return "s"; }')).toEqual(['meta:@Override', 'keyword:public', 'type:String', 'function:f', 'keyword:return', 'string:"s"']);
    expect(tokens('cpp', '#include <vector>\nint main() { return 0; }')).toEqual(['meta:#include <vector>', 'keyword:int', 'function:main', 'keyword:return', 'number:0']);
    expect(tokens('php', '<?php\necho $a . "x"; # c')).toEqual(['meta:<?php', 'keyword:echo', 'string:"x"', 'comment:# c']);
  });

  it('Python: keywords, definitions, decorators, triple-quoted strings across lines', () => {
    expect(tokens('python', '@dataclass\nclass A:\n    def f(self, x=None):\n        """doc\n        more"""\n        return f"{x}"  # c')).toEqual([
      'meta:@dataclass', 'keyword:class', 'type:A', 'keyword:def', 'function:f', 'keyword:self', 'literal:None', 'string:"""doc',
      'string:        more"""', 'keyword:return', 'string:f"{x}"', 'comment:# c',
    ]);
  });

  it('YAML: keys, scalars, numbers, literals, anchors, block scalars', () => {
    expect(tokens('yaml', '---\nname: "x" # c\nlist:\n  - a: 1\n    b: true\n  - &id plain text\ntext: |\n  line one\n  line two\nnext: ~')).toEqual([
      'meta:---', 'key:name', 'string:"x"', 'comment:# c', 'key:list', 'key:a', 'number:1', 'key:b', 'literal:true', 'meta:&id',
      'string:plain text', 'key:text', 'meta:|', 'string:  line one', 'string:  line two', 'key:next', 'literal:~',
    ]);
  });

  it('Markdown: headings, lists, code, emphasis, links, fenced code', () => {
    expect(tokens('markdown', '# Title\n\n- one `code` and **bold**\n1. [link](http://x)\n\n```js\nconst a = 1;\n```\n> quote')).toEqual([
      'heading:# Title', 'keyword:-', 'string:`code`', 'emphasis:**bold**', 'keyword:1.', 'link:[link]', 'string:(http://x)',
      'meta:```js', 'string:const a = 1;', 'meta:```', 'meta:>',
    ]);
  });
});

describe('xmlLineStates', () => {
  it('agrees with running the tokenizer line by line', () => {
    const samples = [
      '<?xml version="1.0"?>\n<a x="1"\n   y=\'2\'>t<!-- c\nd --><![CDATA[<z>\n\n]]></a>',
      '<root\n  a="multi\nline"\n  b=\'x\n\'>\n  < not a tag\n  <!DOCTYPE x\n  >\n  <b/>\n</root>\n',
      '<a>\n<!-- never closed\n\n',
      '<a b="never closed\n\n',
    ];
    // Random mixes of the constructs, cut at random places.
    const parts = ['<a', ' x="1"', "y='2'", '>', '</a>', '<!--', '-->', '<![CDATA[', ']]>', '<?p', '?>', '\n', 'text', '"', "'", '<', '/>'];
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let s = 0; s < 300; s++) samples.push(Array.from({ length: 40 }, () => parts[Math.floor(rnd() * parts.length)]).join(''));
    for (const text of samples) {
      const starts = lineStartsOf(text);
      expect(Array.from(lineStates('xml', text, starts)!), JSON.stringify(text)).toEqual(Array.from(lineStatesByLine('xml', text, starts)));
    }
  });
});
