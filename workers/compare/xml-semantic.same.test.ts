import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareXml } from './compare';
import { XML_COMPARE_DEFAULTS, type CompareOptions, type XmlCompareOptions } from './meta';

/**
 * The XML compare as XML gives the same rows, count, texts, summary and CSV as when these expectations were
 * recorded: 60 generated document pairs (namespaces and prefixes, attributes in any order, entity and character
 * references, comments, CDATA, processing instructions, mixed and multi-line text, empty and self-closing
 * elements; the second document an edited copy of the first) under 7 option sets, each result reduced to a SHA-256
 * of everything it holds. A change that makes the engine faster must leave every digest as it is.
 * `UPDATE_XML_DIGESTS=1 npx vitest run workers/compare/xml-semantic.same.test.ts` records them again (only for a
 * change that means to alter results, said in its commit).
 */

const DIGESTS = path.join(__dirname, '../../tests/fixtures/xml/compare-digests.json');

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

type Rand = ReturnType<typeof random>;

interface Node {
  name: string;
  attrs: [string, string][];
  children: (Node | string)[];
  selfClose: boolean;
}

const NAMES = ['item', 'price', 'name', 'line', 'note', 'a:item', 'b:item', 'x'];
const ATTRS = ['id', 'currency', 'type', 'a:ref', 'lang'];
const TEXTS = ['10.00', '12.00', 'one &amp; two', 'Ünïcödé', 'tab\there', 'a\n  b', '  ', '\n', '&lt;tag&gt;', '&#x41;&#66;', 'same'];
const SPECIALS = ['<!-- a comment -->', '<!--\n multi\n line -->', '<![CDATA[ <raw> & ]]>', '<?pi data?>'];

function makeNode(r: Rand, depth: number, ids: { n: number }): Node {
  const node: Node = { name: r.pick(NAMES), attrs: [], children: [], selfClose: false };
  const attrCount = r.int(4);
  const used = new Set<string>();
  if (r.next() < 0.6) {
    node.attrs.push(['id', String(ids.n++)]);
    used.add('id');
  }
  for (let i = 0; i < attrCount; i++) {
    const a = r.pick(ATTRS);
    if (used.has(a)) continue;
    used.add(a);
    node.attrs.push([a, r.pick(['EUR', 'x &amp; y', '1', 'a"b', "it's", ''])]);
  }
  const kids = depth > 3 ? 0 : r.int(depth === 0 ? 7 : 4);
  if (kids === 0 && r.next() < 0.3) node.selfClose = true;
  for (let i = 0; i < kids; i++) {
    const roll = r.next();
    if (roll < 0.55) node.children.push(makeNode(r, depth + 1, ids));
    else if (roll < 0.85) node.children.push(r.pick(TEXTS));
    else node.children.push(r.pick(SPECIALS));
  }
  return node;
}

const clone = (n: Node): Node => ({ ...n, attrs: n.attrs.map((a) => [a[0], a[1]]), children: n.children.map((c) => (typeof c === 'string' ? c : clone(c))) });

/** Every node of the tree (the root first). */
function nodesOf(n: Node, out: Node[] = []): Node[] {
  out.push(n);
  for (const c of n.children) if (typeof c !== 'string') nodesOf(c, out);
  return out;
}

/** An edited copy: values changed, attributes reordered, elements added, removed or moved, comments added. */
function edited(root: Node, r: Rand): Node {
  const copy = clone(root);
  const nodes = nodesOf(copy);
  const edits = 1 + r.int(4);
  for (let e = 0; e < edits; e++) {
    const n = r.pick(nodes);
    switch (r.int(7)) {
      case 0:
        if (n.attrs.length) n.attrs[r.int(n.attrs.length)][1] = r.pick(['USD', '2', 'changed']);
        break;
      case 1:
        n.attrs.reverse();
        break;
      case 2: {
        const i = n.children.findIndex((c) => typeof c === 'string');
        if (i >= 0) n.children[i] = r.pick(TEXTS);
        else n.children.push(r.pick(TEXTS));
        n.selfClose = false;
        break;
      }
      case 3:
        n.children.splice(r.int(n.children.length + 1), 0, makeNode(r, 3, { n: 900 + r.int(50) }));
        n.selfClose = false;
        break;
      case 4:
        if (n.children.length) n.children.splice(r.int(n.children.length), 1);
        break;
      case 5:
        n.children.splice(r.int(n.children.length + 1), 0, r.pick(SPECIALS));
        n.selfClose = false;
        break;
      default:
        if (n.children.length > 1) n.children.push(n.children.shift()!);
    }
  }
  return copy;
}

/** The document's text: `prefixes` name the two namespaces, `indent` lays it out (or not), `quote` its attributes. */
function write(root: Node, r: Rand, prefixes: [string, string], indent: string | null, quote: '"' | "'"): string {
  const rename = (q: string) => (q.startsWith('a:') ? `${prefixes[0]}:${q.slice(2)}` : q.startsWith('b:') ? `${prefixes[1]}:${q.slice(2)}` : q);
  const esc = (v: string) => (quote === '"' ? v.replace(/"/g, '&quot;') : v.replace(/'/g, '&apos;'));
  const out: string[] = [];
  const el = (n: Node, depth: number, isRoot: boolean) => {
    const pad = indent === null ? '' : `\n${indent.repeat(depth)}`;
    const attrs = n.attrs.map(([k, v]) => ` ${rename(k)}=${quote}${esc(v)}${quote}`).join('');
    const ns = isRoot ? ` xmlns:${prefixes[0]}="urn:a" xmlns:${prefixes[1]}="urn:b"${r.next() < 0.5 ? ' xmlns="urn:default"' : ''}` : '';
    if (n.selfClose && n.children.length === 0) {
      out.push(`${pad}<${rename(n.name)}${ns}${attrs}/>`);
      return;
    }
    out.push(`${pad}<${rename(n.name)}${ns}${attrs}>`);
    for (const c of n.children) {
      if (typeof c === 'string') out.push(c);
      else el(c, depth + 1, false);
    }
    out.push(`${n.children.some((c) => typeof c !== 'string') ? pad : ''}</${rename(n.name)}>`);
  };
  el(root, 0, true);
  const body = out.join('').replace(/^\n/, '');
  return `${r.next() < 0.5 ? '<?xml version="1.0" encoding="UTF-8"?>\n' : ''}${r.next() < 0.3 ? '<!DOCTYPE r [<!ENTITY e "ent">]>\n' : ''}${body}\n`;
}

/** The 60 pairs: each seed's document and an edited, possibly re-prefixed, re-indented and re-quoted copy. */
function pairs(): [string, string][] {
  const out: [string, string][] = [];
  for (let seed = 1; out.length < 60; seed++) {
    const r = random(seed * 7919);
    const a = makeNode(r, 0, { n: 1 });
    const b = seed % 5 === 0 ? clone(a) : edited(a, r);
    const docA = write(a, r, ['a', 'b'], r.next() < 0.7 ? '  ' : null, '"');
    const docB = write(b, r, r.next() < 0.5 ? ['a', 'b'] : ['p', 'q'], r.pick(['  ', '\t', null]), r.next() < 0.5 ? '"' : "'");
    out.push([docA, docB]);
  }
  return out;
}

const OPTION_SETS: { xml: Partial<XmlCompareOptions>; options: Partial<Pick<CompareOptions, 'ignoreWhitespace' | 'ignoreCase'>> }[] = [
  { xml: {}, options: {} },
  { xml: { ignoreAttributeOrder: false, ignoreNamespacePrefixes: false, ignoreWhitespaceText: false }, options: {} },
  { xml: { ignoreComments: true }, options: {} },
  { xml: { matchBy: 'id' }, options: {} },
  { xml: {}, options: { ignoreWhitespace: true } },
  { xml: { ignoreComments: true }, options: { ignoreCase: true } },
  { xml: { ignoreComments: true, matchBy: 'id', ignoreWhitespaceText: false }, options: { ignoreWhitespace: true, ignoreCase: true } },
];

async function digest(a: string, b: string, set: (typeof OPTION_SETS)[number]): Promise<string> {
  const r = await compareXml(a, b, { ...XML_COMPARE_DEFAULTS, ...set.xml }, set.options);
  const h = createHash('sha256');
  if (!r.ok) {
    h.update(`error ${r.error.message} ${r.error.line} ${r.error.column}`);
    return h.digest('hex');
  }
  const { result, changes, csv } = r.value;
  h.update(JSON.stringify([result.left.text, [...result.left.lineStarts], result.right.text, [...result.right.lineStarts]]));
  h.update(JSON.stringify([result.rowCount, result.differences, result.approximate]));
  for (const arr of [result.leftType, result.rightType, result.leftLine, result.rightLine, result.hlOffsets, result.hlRanges]) h.update(JSON.stringify([...arr]));
  h.update(JSON.stringify(changes));
  h.update(csv);
  return h.digest('hex');
}

describe('XML compare as XML: same results as recorded', () => {
  it('420 cases (60 document pairs × 7 option sets) give the recorded rows, texts, summary and CSV', async () => {
    const all: string[] = [];
    const list = pairs();
    for (const [a, b] of list) for (const set of OPTION_SETS) all.push(await digest(a, b, set));
    expect(all).toHaveLength(420);
    // The cases are not trivial: some compare equal, most do not, none is refused.
    const results = await Promise.all(list.map(([a, b]) => compareXml(a, b)));
    expect(results.every((x) => x.ok)).toBe(true);
    const differing = results.filter((x) => x.ok && x.value.result.differences > 0).length;
    expect(differing).toBeGreaterThan(30);
    expect(differing).toBeLessThan(60);
    if (process.env.UPDATE_XML_DIGESTS) writeFileSync(DIGESTS, `${JSON.stringify(all, null, 0)}\n`);
    expect(all).toEqual(JSON.parse(readFileSync(DIGESTS, 'utf8')));
  });
});
