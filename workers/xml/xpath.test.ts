import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { XPathDocument, formatNumber, parseBindings, runXPath } from './xpath';
import { xmllintXPath } from './xmllint.node-test-support';

const FIXTURES = 'tests/fixtures/xml/';
const read = (name: string) => readFileSync(FIXTURES + name, 'utf8');

/** XPath 1.0 expressions per vendored real-world file (see tests/fixtures/xml/README.md). */
const CASES: Record<string, string[]> = {
  'pom.xml': [
    'count(//*)',
    "//*[local-name()='dependency']/*[local-name()='artifactId']",
    "/*/*[local-name()='properties']/*[position() < 4]",
    '//comment()',
    "string(/*/*[local-name()='version'])",
    "//*[local-name()='plugin'][*[local-name()='artifactId' and starts-with(., 'maven-')]]",
    "count(//*[local-name()='dependency']) > 3",
    '//@*',
  ],
  'AndroidManifest.xml': [
    '//@android:name',
    '//activity',
    'count(//@*)',
    '//intent-filter/*',
    "//*[@android:exported='true']/@android:name",
    '/manifest/application/@android:label',
    '//text()',
  ],
  'rss2sample.xml': [
    '//item/title',
    '//item[guid]/link/text()',
    'count(//item)',
    '//channel/*[position() < 4]',
    '//item/description',
    "//text()[contains(., 'Mars')]",
    'count(//guid) + count(//item[not(title)])',
    "string-length(//item[2]/description)",
    '//item[last()]/preceding-sibling::item[1]/title',
    '//guid | //title',
  ],
  'UBL-Invoice-2.1-Example.xml': [
    '//cbc:ID',
    'sum(//cac:InvoiceLine/cbc:LineExtensionAmount)',
    '//cac:InvoiceLine[2]//cbc:Name',
    '//@currencyID',
    '//cbc:Note/text()',
    "//cac:Party[cac:PartyName/cbc:Name = 'Salescompany ltd.']/cac:PostalAddress/*",
    'count(//cac:InvoiceLine) * 1000 div 7',
    '/*/cbc:IssueDate = "2011-09-22"',
    '//cac:InvoiceLine/ancestor::*',
  ],
  'feather-github.svg': ['//*', '//@d', 'count(//@*)', '/*/@viewBox', 'name(/*)', 'namespace-uri(/*)'],
};

describe('XPath 1.0 on real-world files, against xmllint', () => {
  for (const [file, exprs] of Object.entries(CASES)) {
    it(`${file}: ${exprs.length} expressions give xmllint's results`, async () => {
      const doc = new XPathDocument(read(file));
      const outputs = [];
      for (const expr of exprs) outputs.push(await runXPath(doc, expr));
      const checks: string[] = [];
      for (const [i, out] of outputs.entries()) {
        // XPath 1.0 expressions are evaluated by libxml2.
        expect(out.engine, exprs[i]).toBe('libxml2');
        const nodes = out.items.filter((it) => it.path !== '');
        if (nodes.length === 0) continue;
        // The paths we give select exactly the nodes the expression selects, each path one node.
        expect(new Set(nodes.map((n) => n.path)).size, exprs[i]).toBe(nodes.length);
        for (const n of nodes) checks.push(`count((${exprs[i]}) | ${n.path}) = count(${exprs[i]}) and count(${n.path}) = 1`);
      }
      const answers = xmllintXPath(FIXTURES + file, [...exprs, ...checks]);
      for (const [i, expr] of exprs.entries()) {
        const theirs = answers[i];
        const ours = outputs[i];
        if (theirs.type === 'nodeset') {
          expect(ours.count, expr).toBe(Number(theirs.value));
          expect(ours.items.every((it) => it.line >= 1 && it.column >= 1), expr).toBe(true);
        } else if (theirs.type === 'number') {
          // xmllint's shell prints 6 significant digits; we print XPath 1.0's string() of the number.
          expect(ours.items[0].kind, expr).toBe('number');
          expect(Number(ours.items[0].text), expr).toBeCloseTo(Number(theirs.value), Math.max(0, 5 - Math.floor(Math.log10(Math.abs(Number(theirs.value)) || 1))));
        } else {
          expect(theirs.type, expr).not.toBe('error');
          expect(ours.items[0].text, expr).toBe(theirs.value);
        }
      }
      for (const [j, check] of checks.entries()) expect(answers[exprs.length + j], check).toEqual({ type: 'boolean', value: 'true' });
      expect(checks.length).toBeGreaterThan(2);
    });
  }
});

describe('XPath 3.1 reads the same nodes as libxml2 (fontoxpath over our index, no DOM built)', () => {
  for (const [file, exprs] of Object.entries(CASES)) {
    it(`${file}: every expression gives libxml2's nodes and values`, async () => {
      const doc = new XPathDocument(read(file));
      for (const expr of exprs) {
        const lib = await runXPath(doc, expr);
        const fx = await runXPath(doc, expr, {}, 'fontoxpath');
        expect([lib.engine, fx.engine], expr).toEqual(['libxml2', 'fontoxpath']);
        expect(fx.count, expr).toBe(lib.count);
        const shown = (out: typeof lib) => out.items.map((i) => [i.kind, i.path, i.line, i.column, i.text]);
        expect(shown(fx), expr).toEqual(shown(lib));
      }
    });
  }
});

describe('locations of nodes', () => {
  it('gives each node its line and column in the text and the XML as written', async () => {
    const text = read('rss2sample.xml');
    const doc = new XPathDocument(text);
    const out = await runXPath(doc, '//item[3]/title');
    expect(out.count).toBe(1);
    const [item] = out.items;
    expect(item.path).toBe('/rss/channel/item[3]/title');
    expect(text.slice(item.offset, item.offset + item.text.length)).toBe(item.text);
    const lines = text.slice(0, item.offset).split('\n');
    expect(item.line).toBe(lines.length);
    expect(item.column).toBe(lines[lines.length - 1].length + 1);
    expect(item.text).toMatch(/^<title>.*<\/title>$/);
  });

  it('writes a default namespace as * (as libxml2 does) or with the prefix bound to it', async () => {
    const doc = new XPathDocument(read('pom.xml'));
    const plain = await runXPath(doc, "/*/*[local-name()='artifactId']");
    expect(plain.items[0].path).toMatch(/^\/\*\/\*\[\d+\]$/);
    const bound = await runXPath(doc, '/p:project/p:artifactId', { p: 'http://maven.apache.org/POM/4.0.0' });
    expect(bound.items.map((i) => [i.path, i.text])).toEqual([['/p:project/p:artifactId', '<artifactId>commons-lang3</artifactId>']]);
  });

  it('names attributes, text, comments and processing instructions', async () => {
    const text = '<?xml version="1.0"?>\n<r a="1">\n  <!-- c1 -->\n  t<![CDATA[d]]>\n  <?pi x?><!-- c2 --><e b=\'2\'/>\n</r>\n';
    const doc = new XPathDocument(text);
    const out = await runXPath(doc, '//comment() | //@* | //processing-instruction() | /r/text()');
    expect(out.items.map((i) => [i.kind, i.path, i.line, i.text])).toEqual([
      ['attribute', '/r/@a', 2, 'a="1"'],
      ['text', '/r/text()[1]', 2, '\n  '],
      ['comment', '/r/comment()[1]', 3, '<!-- c1 -->'],
      ['text', '/r/text()[2]', 3, '\n  t'],
      ['text', '/r/text()[3]', 4, '<![CDATA[d]]>'],
      ['text', '/r/text()[4]', 4, '\n  '],
      ['pi', "/r/processing-instruction('pi')", 5, '<?pi x?>'],
      ['comment', '/r/comment()[2]', 5, '<!-- c2 -->'],
      ['attribute', '/r/e/@b', 5, "b='2'"],
      ['text', '/r/text()[5]', 5, '\n'],
    ]);
  });
});

describe('XPath 3.1 (fontoxpath)', () => {
  it('evaluates what XPath 1.0 cannot, with the same paths and lines as libxml2', async () => {
    const doc = new XPathDocument(read('rss2sample.xml'));
    const v1 = await runXPath(doc, '//item/title');
    const v3 = await runXPath(doc, '//item ! title');
    expect(v3.engine).toBe('fontoxpath');
    expect(v3.items).toEqual(v1.items);
    const joined = await runXPath(doc, 'string-join(//item/title, "|")');
    expect(joined.items.map((i) => [i.kind, i.text])).toEqual([['string', v1.items.map((i) => /<title>(.*)<\/title>/.exec(i.text)![1]).join('|')]]);
    const mixed = await runXPath(doc, 'for $i in //item[title][position() < 3] return (count($i/*), $i/title)');
    expect(mixed.items.map((i) => i.kind)).toEqual(['number', 'element', 'number', 'element']);
  });

  it('merges a step over many context nodes in document order, without duplicates (elements, attributes, text)', async () => {
    const group = (i: number) => `<g id="g${i}"><t n="${i}a">${i}a</t><!-- c --><t n="${i}b">${i}b</t></g>`;
    const doc = new XPathDocument(`<r>${Array.from({ length: 1000 }, (_, i) => group(i)).join('')}</r>`);
    for (const [v1, v3, count] of [
      ['//t', '//g/t ! .', 2000],
      ['//t/@n', '//t/@n ! .', 2000],
      ['//@*', '//@* ! .', 3000],
      ['//t/..', '//t/.. ! .', 1000],
      ['//g/t/text()', '//g/t/text() ! .', 2000],
      ['//g/node()', '//g/node() ! .', 3000],
    ] as const) {
      const a = await runXPath(doc, v1);
      const b = await runXPath(doc, v3);
      expect([a.engine, b.engine]).toEqual(['libxml2', 'fontoxpath']);
      expect([a.count, b.count]).toEqual([count, count]);
      expect(b.items.map((i) => i.path)).toEqual(a.items.map((i) => i.path));
    }
    const values = await runXPath(doc, '(//t ! string())[position() = (1, 2, 1999, 2000)]');
    expect(values.items.map((i) => i.text)).toEqual(['0a', '0b', '999a', '999b']);
  });

  it("reports the engine's message with the position in the expression", async () => {
    const doc = new XPathDocument('<a/>');
    await expect(runXPath(doc, '//a[')).rejects.toThrow(/XPST0003.*\n?.*1:5/s);
    await expect(runXPath(doc, 'nope:x')).rejects.toThrow(/XPST0081/);
    await expect(runXPath(doc, '//a[')).rejects.toMatchObject({ name: 'XmlToolError', code: 'xpath-invalid' });
    expect(() => parseBindings('p=urn:p oops', (item) => `bad: ${item}`)).toThrow(expect.objectContaining({ name: 'XmlToolError', code: 'xpath-bad-binding', values: { item: 'oops' }, message: 'bad: oops' }));
  });
});

describe('values', () => {
  it('writes numbers as XPath 1.0 does', () => {
    expect([1, -0, 4799940000, 0.1 + 0.2, 1 / 3, NaN, Infinity, -Infinity, 1e21].map(formatNumber)).toEqual([
      '1', '0', '4799940000', '0.3', '0.333333333333333', 'NaN', 'Infinity', '-Infinity', '1e+21',
    ]);
  });

  it('parses namespace bindings and names a bad one', () => {
    expect(parseBindings(' a=urn:x  b=http://e.com/n ', (i) => i)).toEqual({ a: 'urn:x', b: 'http://e.com/n' });
    expect(() => parseBindings('a=urn:x oops', (i) => `bad ${i}`)).toThrow('bad oops');
  });

  it('refuses a document that is not well-formed with the formatter\'s message', () => {
    expect(() => new XPathDocument('<a>\n<b></a>')).toThrow('Opening and ending tag mismatch: b line 2 and a (line 2, column 4)');
  });
});
