import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareDocuments, compareInputs, readXmlInput, type XmlSideReader } from './compare';
import { CELL, XML_COMPARE_DEFAULTS, type CompareOptions, type XmlCompareOptions } from './meta';
import { showRows } from './test-support';
import { xmlSideBuffers } from './xml-semantic';
import { xmlWarmUpPair } from './xml-warm-up';

const invoice = readFileSync('tests/fixtures/xml/UBL-Invoice-2.1-Example.xml', 'utf8');
const BASE: CompareOptions = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

async function semantic(a: string, b: string, xml: Partial<XmlCompareOptions> = {}) {
  const r = await compareDocuments('xml', a, b, { ...BASE, xml: { ...XML_COMPARE_DEFAULTS, ...xml } });
  if (!r.ok) throw new Error(r.error.message);
  return { result: r.value.result, summary: r.value.xml! };
}

/** Every start tag's attributes in reverse order (namespace declarations included). */
const reverseAttributes = (xml: string) =>
  xml.replace(/<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))+)(\s*\/?)>/g, (_m, name: string, attrs: string, close: string) => {
    const list = attrs.match(/[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*')/g)!;
    return `<${name} ${list.reverse().join(' ')}${close}>`;
  });

/** The invoice with other prefixes (cbc → b, cac → agg), its attributes reversed and its indentation removed. */
function twin(xml: string): string {
  const renamed = xml.replace(/(<\/?|xmlns:)cbc([:=])/g, '$1b$2').replace(/(<\/?|xmlns:)cac([:=])/g, '$1agg$2');
  return reverseAttributes(renamed).replace(/>\s+</g, '><');
}

describe('XML compared as XML', () => {
  it('a document and its attribute-reordered, prefix-renamed, re-indented twin: no differences', async () => {
    const other = twin(invoice);
    expect(other).not.toBe(invoice);
    expect(other).toContain('<b:ID>');
    const { result, summary } = await semantic(invoice, other);
    expect(result.differences).toBe(0);
    expect(summary.changes).toEqual([]);
    // The rows show each side's own lines: the twin keeps its prefixes.
    expect(result.right.text).toContain('<b:PayableAmount currencyID="EUR">729</b:PayableAmount>');
    expect(result.left.text).toContain('<cbc:PayableAmount currencyID="EUR">729</cbc:PayableAmount>');
    // Without the options the same pair differs on most lines.
    const plain = await compareInputs('xml', invoice, other, BASE);
    expect(plain.ok && plain.value.differences).toBeGreaterThan(300);
  });

  it('a one-value change: exactly one difference, with its path', async () => {
    const changed = twin(invoice).replace('<b:PayableAmount currencyID="EUR">729</b:PayableAmount>', '<b:PayableAmount currencyID="EUR">730</b:PayableAmount>');
    const { result, summary } = await semantic(invoice, changed);
    expect(result.differences).toBe(1);
    expect(summary.changes).toEqual([
      { path: '/Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount', kind: 'changed', from: '729', to: '730', leftLine: expect.any(Number), rightLine: expect.any(Number) },
    ]);
    const row = [...result.leftType.keys()].find((r) => result.leftType[r] !== CELL.UNCHANGED)!;
    const line = (side: typeof result.left, i: number) => side.text.split('\n')[i];
    expect(line(result.left, result.leftLine[row])).toContain('>729<');
    expect(line(result.right, result.rightLine[row])).toContain('>730<');
    expect(result.leftLine[row] + 1).toBe(summary.changes[0].leftLine);
    expect(summary.csv).toBe('path,change,from,to\r\n/Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount,changed,729,730\r\n');
  });

  it('each option decides what counts', async () => {
    const a = '<r xmlns:p="urn:p"><p:a x="1" y="2">t</p:a><!-- note --><b> </b></r>';
    const b = '<r xmlns:q="urn:p">\n  <q:a y="2" x="1">t</q:a>\n  <b/>\n</r>';
    expect((await semantic(a, b)).result.differences).toBe(1); // the comment
    expect((await semantic(a, b, { ignoreComments: true })).result.differences).toBe(0);
    const strict = await semantic(a, b, { ignoreComments: true, ignoreAttributeOrder: false });
    expect(strict.result.differences).toBe(1);
    expect(strict.summary.changes).toEqual([]);
    expect((await semantic(a, b, { ignoreComments: true, ignoreNamespacePrefixes: false })).result.differences).toBeGreaterThan(0);
    expect((await semantic(a, b, { ignoreComments: true, ignoreWhitespaceText: false })).result.differences).toBeGreaterThan(0);
  });

  it('matches repeated elements by an attribute: a reordered list shows only the real change', async () => {
    const a = '<inv><line id="1"><price>5</price></line><line id="2"><price>7</price></line><line id="3" currency="EUR"><price>10.00</price></line></inv>';
    const b = '<inv><line id="3"><price>12.00</price></line><line id="1"><price>5</price></line><line id="2"><price>7</price></line></inv>';
    const byPosition = await semantic(a, b);
    expect(byPosition.summary.changes.length).toBeGreaterThan(2);
    const byId = await semantic(a, b, { matchBy: 'id' });
    expect(byId.summary.changes.map(({ path, kind, from, to }) => ({ path, kind, from, to }))).toEqual([
      { path: "/inv/line[@id='3']/@currency", kind: 'removed', from: 'EUR', to: undefined },
      { path: "/inv/line[@id='3']/price", kind: 'changed', from: '10.00', to: '12.00' },
    ]);
  });

  it('an ignored line in a change block stands alone: the lines around it pair as they would without it', async () => {
    const { result, summary } = await semantic('<r>\n<!-- note -->\n<a>1</a>\n</r>', '<r>\n<a>2</a>\n</r>', { ignoreComments: true });
    expect(showRows(result)).toEqual(['unchanged 1 <r> | unchanged 1 <r>', 'unchanged 2   <!-- note --> | unchanged - ', 'modified 3   <a>[1]</a> | modified 2   <a>[2]</a>', 'unchanged 4 </r> | unchanged 3 </r>']);
    expect(result.differences).toBe(1);
    expect(summary.changes).toEqual([{ path: '/r/a', kind: 'changed', from: '1', to: '2', leftLine: 3, rightLine: 2 }]);
  });

  it('a line of kept and ignored content: the text on both sides of an ignored comment reads as one text', async () => {
    const same = await semantic('<r><a>x<!--c-->y</a><b>1</b></r>', '<r><a>xy</a><b>1</b></r>', { ignoreComments: true });
    expect(showRows(same.result)).toEqual(['unchanged 1 <r> | unchanged 1 <r>', 'unchanged 2   <a>x<!--c-->y</a> | unchanged 2   <a>xy</a>', 'unchanged 3   <b>1</b> | unchanged 3   <b>1</b>', 'unchanged 4 </r> | unchanged 4 </r>']);
    expect(same.summary.changes).toEqual([]);
    // Kept, the comment is a difference on its line, and the element's text is still "xy" on both sides.
    const kept = await semantic('<r><a>x<!--c-->y</a><b>1</b></r>', '<r><a>xy</a><b>1</b></r>');
    expect(kept.result.differences).toBe(1);
    expect(kept.summary.changes).toEqual([]);
    // An element whose only content is ignored reads as an empty element.
    const empty = await semantic('<r><a><!--c--></a></r>', '<r><a/></r>', { ignoreComments: true });
    expect(empty.result.differences).toBe(0);
  });

  it('1% of the elements changed: exactly those rows and those paths', async () => {
    const person = (i: number, city: string) => `<person id="${i}"><name>n${i}</name><address><street>s${i}</street><city>${city}</city></address></person>`;
    const a = `<people>${Array.from({ length: 400 }, (_, i) => person(i, `City${i % 7}`)).join('')}</people>`;
    const b = `<people>${Array.from({ length: 400 }, (_, i) => person(i, i % 100 === 5 ? `City${i % 7}b` : `City${i % 7}`)).join('')}</people>`;
    const { result, summary } = await semantic(a, b);
    expect(result.differences).toBe(4);
    expect(summary.changes.map((c) => `${c.path} ${c.from}→${c.to} ${c.leftLine}/${c.rightLine}`)).toEqual(
      [5, 105, 205, 305].map((i) => `/people/person[${i + 1}]/address/city City${i % 7}→City${i % 7}b ${i * 7 + 6}/${i * 7 + 6}`),
    );
    const rows = showRows(result).filter((r) => !r.startsWith('unchanged'));
    expect(rows).toEqual([5, 105, 205, 305].map((i) => `modified ${i * 7 + 6}       <city>[City${i % 7}]</city> | modified ${i * 7 + 6}       <city>[City${i % 7}b]</city>`));
    const byId = await semantic(a, b, { matchBy: 'id' });
    expect(byId.summary.changes.map((c) => c.path)).toEqual([5, 105, 205, 305].map((i) => `/people/person[@id='${i}']/address/city`));
  });

  it('the modified side read elsewhere and sent over (as the compare worker\'s helper sends it) compares the same', async () => {
    const a = '<r xmlns:p="urn:p" xmlns="urn:d"><p:a x="1" y="2">t &amp; u</p:a><!-- note --><b> </b><c z="&lt;"/></r>';
    const b = '<r xmlns:q="urn:p" xmlns="urn:d">\n  <q:a y="2" x="1">t &amp; v</q:a>\n  <b/><c z="&lt;">w</c><d/>\n</r>';
    // What postMessage does to the side: a structured clone, its typed arrays transferred, the text left behind.
    const sent: XmlSideReader = async (text, options, xml) => {
      const read = readXmlInput(text, options, xml);
      if (!read.ok || !read.value) return read;
      const side = structuredClone({ ...read.value, code: '' }, { transfer: xmlSideBuffers(read.value) });
      expect(read.value.units.id.byteLength).toBe(0); // transferred away
      return { ok: true, value: { ...side, code: text } };
    };
    for (const options of [BASE, { ...BASE, ignoreWhitespace: true, ignoreCase: true }]) {
      for (const xml of [XML_COMPARE_DEFAULTS, { ...XML_COMPARE_DEFAULTS, ignoreNamespacePrefixes: false, ignoreComments: true }]) {
        const here = await compareDocuments('xml', a, b, { ...options, xml });
        const there = await compareDocuments('xml', a, b, { ...options, xml }, undefined, sent);
        expect(here.ok && here.value.result.differences).toBeGreaterThan(0);
        expect(there).toEqual(here.ok ? { ok: true, value: { ...here.value, result: { ...here.value.result, engineMs: expect.any(Number) } } } : here);
      }
    }
  });

  it('a syntax error on either side is named, the original\'s first, wherever the modified side is read', async () => {
    const failing: XmlSideReader = async () => Promise.reject(new Error('not reached'));
    const options = { ...BASE, xml: XML_COMPARE_DEFAULTS };
    expect(await compareDocuments('xml', '<a>', '<b>', options)).toMatchObject({ ok: false, error: { code: 'xml-syntax', message: expect.stringMatching(/^Original: Invalid XML/) } });
    expect(await compareDocuments('xml', '<a>', '<b/>', options, undefined, failing)).toMatchObject({ ok: false, error: { code: 'xml-syntax', message: expect.stringMatching(/^Original: Invalid XML/) } });
    expect(await compareDocuments('xml', '<a/>', '<b>', options)).toMatchObject({ ok: false, error: { code: 'xml-syntax', message: expect.stringMatching(/^Modified: Invalid XML/) } });
    expect(await compareDocuments('xml', '<a/>', '  ', options)).toMatchObject({ ok: false, error: { code: 'compare-failed', message: 'Document is empty' } });
  });

  it('the warm-up pair is well-formed XML whose only differences are its changed records', async () => {
    const [a, b] = xmlWarmUpPair(40);
    expect(a).not.toBe(b);
    const { result, summary } = await semantic(a, b);
    // Records 3 and 23 changed their names and cities; the reordered attributes and the other prefix are no difference.
    expect(summary.changes.map((c) => c.path)).toEqual(['/people/person[4]/name', '/people/person[4]/address/city', '/people/person[24]/name', '/people/person[24]/address/city']);
    expect(result.differences).toBe(4); // laid out, each changed element is a line of its own
  });
});
