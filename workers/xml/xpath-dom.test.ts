import { describe, expect, it } from 'vitest';
import { XmlIndex } from './xml-index';
import { TreeFacade, XPathTree, type AttributeNode, type TreeNode } from './xpath-dom';
import { XPathDocument, runXPath } from './xpath';

const TEXT = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE r [<!ENTITY who "world">]>',
  '<?top first?>',
  '<r xmlns="urn:d" xmlns:p="urn:p" p:a="1 &amp; 2" b="x&#10;y" xml:lang="en">',
  '  <p:e p:k="v"/>hello &who;<![CDATA[<raw>]]>',
  '  <!-- note -->',
  '  <?pi  some data ?>',
  '  <e/>',
  '</r>',
  '<!-- after -->',
].join('\n');

/** What a node is, in a line: kind and the names or data fontoxpath reads. */
function describeNode(f: TreeFacade, n: TreeNode): string {
  const named = n as unknown as { nodeName: string; namespaceURI: string | null; localName: string; prefix: string | null; target?: string };
  switch (n.nodeType) {
    case 1:
      return `element ${named.nodeName} {${named.namespaceURI}} local=${named.localName} prefix=${named.prefix}`;
    case 2:
      return `attribute ${named.nodeName} {${named.namespaceURI}} = ${JSON.stringify(f.getData(n))}`;
    case 7:
      return `pi ${named.target} ${JSON.stringify(f.getData(n))}`;
    case 9:
      return 'document';
    default:
      return `${{ 3: 'text', 4: 'cdata', 8: 'comment' }[n.nodeType]} ${JSON.stringify(f.getData(n))}`;
  }
}

/** Every node under `n` in document order, attributes after their element, as fontoxpath walks them. */
function walk(f: TreeFacade, n: TreeNode, out: TreeNode[] = []): TreeNode[] {
  out.push(n);
  if (n.nodeType === 1) out.push(...f.getAllAttributes(n));
  for (let c = f.getFirstChild(n); c; c = f.getNextSibling(c)) walk(f, c, out);
  return out;
}

describe('the DOM facade over our index', () => {
  const tree = new XPathTree(new XmlIndex(TEXT));

  it('holds the nodes libxml2 builds: namespaces, attributes (no xmlns), decoded values, whitespace text, CDATA, comments, PIs', () => {
    const f = new TreeFacade(tree);
    expect(walk(f, f.document).map((n) => describeNode(f, n))).toEqual([
      'document',
      'pi top "first"',
      'element r {urn:d} local=r prefix=null',
      'attribute p:a {urn:p} = "1 & 2"',
      'attribute b {null} = "x\\ny"',
      'attribute xml:lang {http://www.w3.org/XML/1998/namespace} = "en"',
      'text "\\n  "',
      'element p:e {urn:p} local=e prefix=p',
      'attribute p:k {urn:p} = "v"',
      'text "hello world"',
      'cdata "<raw>"',
      'text "\\n  "',
      'comment " note "',
      'text "\\n  "',
      'pi pi "some data "',
      'text "\\n  "',
      'element e {urn:d} local=e prefix=null',
      'text "\\n"',
      'comment " after "',
    ]);
  });

  it('numbers nodes in document order (attributes between their element and its children) and gives each node one object', () => {
    const f = new TreeFacade(tree);
    const all = walk(f, f.document);
    const orders = all.map((n) => n.__order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(all.length);
    expect(walk(f, f.document)).toEqual(all);
    expect(walk(f, f.document).every((n, i) => n === all[i])).toBe(true);
  });

  it('walks up, back and by bucket', () => {
    const f = new TreeFacade(tree);
    const r = f.getFirstChild(f.document, 'type-1')!;
    expect(describeNode(f, r)).toMatch(/^element r /);
    const attr = f.getAllAttributes(r)[0] as AttributeNode;
    expect(f.getParentNode(attr)).toBe(r);
    expect(f.getParentNode(r)).toBe(f.document);
    expect(f.getParentNode(f.document)).toBeNull();
    expect(f.getChildNodes(r, 'type-1').map((n) => describeNode(f, n))).toEqual(['element p:e {urn:p} local=e prefix=p', 'element e {urn:d} local=e prefix=null']);
    expect(f.getChildNodes(r, 'type-3').map((n) => n.nodeType)).toEqual([3, 3, 4, 3, 3, 3, 3]);
    expect(f.getChildNodes(r, 'type-8').map((n) => f.getData(n))).toEqual([' note ']);
    expect(f.getChildNodes(r, 'name-e')).toHaveLength(2);
    const last = f.getLastChild(r)!;
    expect(f.getData(last)).toBe('\n');
    expect(describeNode(f, f.getPreviousSibling(last, 'type-1')!)).toMatch(/^element e /);
    expect(f.getLastChild(r, 'type-7')!.nodeType).toBe(7);
    expect(f.getAllAttributes(r, 'name-a').map((a) => a.nodeName)).toEqual(['p:a']);
    expect(f.getAttribute(r, 'b')).toBe('x\ny');
    expect(f.getAttribute(r, 'xmlns')).toBeNull();
  });

  it('answers XPath 3.1 through fontoxpath as libxml2 answers the XPath 1.0 form', async () => {
    const doc = new XPathDocument(TEXT);
    const ns = { d: 'urn:d', p: 'urn:p' };
    for (const [v3, v1] of [
      ['/d:r/@* ! .', '/d:r/@*'],
      ['//node() ! .', '//node()'],
      ['//text() ! .', '//text()'],
      ['(//p:e | //comment() | //processing-instruction()) ! .', '//p:e | //comment() | //processing-instruction()'],
      ['string-join(//text() ! string(), "|")', 'string(/d:r)'],
    ]) {
      const a = await runXPath(doc, v3, ns);
      const b = await runXPath(doc, v1, ns);
      expect(a.engine, v3).toBe('fontoxpath');
      if (v3.startsWith('string-join')) expect(a.items[0].text.replace(/\|/g, '')).toBe(b.items[0].text);
      else expect(a.items.map((i) => [i.kind, i.path, i.line, i.text]), v3).toEqual(b.items.map((i) => [i.kind, i.path, i.line, i.text]));
    }
    const names = await runXPath(doc, '/d:r/@* ! (name() || "=" || namespace-uri())', ns);
    expect(names.items.map((i) => i.text)).toEqual(['p:a=urn:p', 'b=', 'xml:lang=http://www.w3.org/XML/1998/namespace']);
  });
});
