import type { IDomFacade } from 'fontoxpath';
import { CDATA, COMMENT, END, PI, SELF_CLOSING, START, TEXT } from '../format/languages/xml';
import { XMLNS_URI, attributesOf, decodeText, tagName, type XmlIndex } from './xml-index';

/**
 * The tree fontoxpath evaluates XPath 3.1 on, read through its `IDomFacade` straight from our own scan of the
 * document: no DOM is built. The tree holds the nodes libxml2 builds (whitespace text kept, CDATA sections apart),
 * numbered in document order in typed arrays made in one pass over the tokens; a node object is made only when
 * fontoxpath reaches that node, once per query (fontoxpath compares nodes by identity), and holds little more than
 * its number. Every node object carries `__order`, its position in document order (fontoxpath compares and merges
 * by it instead of walking sibling lists, see scripts/fontoxpath-patch.ts); attributes come after their element and
 * before its children.
 */

/** Node kinds, as DOM node types. */
export const ELEMENT = 1;
export const ATTRIBUTE = 2;
export const TEXT_NODE = 3;
export const CDATA_NODE = 4;
export const PI_NODE = 7;
export const COMMENT_NODE = 8;
export const DOCUMENT = 9;

/** The document's nodes (attributes aside) in document order; node 0 is the document. */
export class XPathTree {
  readonly count: number;
  /** Per node: its DOM node type, its parent, siblings and first/last child (−1: none). */
  readonly type: Uint8Array;
  readonly parent: Int32Array;
  readonly next: Int32Array;
  readonly prev: Int32Array;
  readonly first: Int32Array;
  readonly last: Int32Array;
  /** Per node: where its text is ([from, to) in the document; an element's start tag), and an element's ordinal. */
  readonly from: Uint32Array;
  readonly to: Uint32Array;
  readonly ord: Int32Array;
  /** Per node: an element's qualified name, as an index into `names`. */
  readonly nameId: Int32Array;
  readonly names: string[] = [];

  constructor(readonly index: XmlIndex) {
    const { text, tokens } = index;
    const { kind, start, end, flags, count } = tokens;
    // At most one node per token plus one whitespace text before it, and the document.
    const cap = 2 * count + 1;
    const type = new Uint8Array(cap);
    const parent = new Int32Array(cap);
    const next = new Int32Array(cap).fill(-1);
    const prev = new Int32Array(cap).fill(-1);
    const first = new Int32Array(cap).fill(-1);
    const last = new Int32Array(cap).fill(-1);
    const from = new Uint32Array(cap);
    const to = new Uint32Array(cap);
    const ord = new Int32Array(cap).fill(-1);
    const nameId = new Int32Array(cap).fill(-1);
    const nameOf = new Map<string, number>();
    type[0] = DOCUMENT;
    parent[0] = -1;
    let n = 1;
    const add = (t: number, p: number, s: number, e: number): number => {
      const i = n++;
      type[i] = t;
      parent[i] = p;
      from[i] = s;
      to[i] = e;
      const l = last[p];
      if (l < 0) first[p] = i;
      else {
        next[l] = i;
        prev[i] = l;
      }
      last[p] = i;
      return i;
    };
    const parents: number[] = [0];
    let elem = 0;
    let prevEnd = -1;
    for (let k = 0; k < count; k++) {
      const kd = kind[k];
      const p = parents[parents.length - 1];
      // A gap between two tokens inside an element is whitespace the formatter drops; XPath sees it as a text node.
      if (parents.length > 1 && prevEnd >= 0 && start[k] > prevEnd && kd !== TEXT) add(TEXT_NODE, p, prevEnd, start[k]);
      prevEnd = end[k];
      if (kd === START) {
        const i = add(ELEMENT, p, start[k], end[k]);
        ord[i] = elem++;
        const name = tagName(text, start[k] + 1);
        let id = nameOf.get(name);
        if (id === undefined) {
          id = this.names.length;
          this.names.push(name);
          nameOf.set(name, id);
        }
        nameId[i] = id;
        if (!(flags[k] & SELF_CLOSING)) parents.push(i);
      } else if (kd === END) parents.pop();
      else if (kd === TEXT && parents.length > 1) add(TEXT_NODE, p, start[k], end[k]);
      else if (kd === CDATA) add(CDATA_NODE, p, start[k], end[k]);
      else if (kd === COMMENT) add(COMMENT_NODE, p, start[k], end[k]);
      else if (kd === PI) add(PI_NODE, p, start[k], end[k]);
    }
    this.count = n;
    this.type = type.subarray(0, n);
    this.parent = parent.subarray(0, n);
    this.next = next.subarray(0, n);
    this.prev = prev.subarray(0, n);
    this.first = first.subarray(0, n);
    this.last = last.subarray(0, n);
    this.from = from.subarray(0, n);
    this.to = to.subarray(0, n);
    this.ord = ord.subarray(0, n);
    this.nameId = nameId.subarray(0, n);
  }

  /** The character data of a text, CDATA, comment or PI node (a PI's without its target), as the DOM has it. */
  data(i: number): string {
    const { text, entities } = this.index;
    const s = this.from[i];
    const e = this.to[i];
    switch (this.type[i]) {
      case TEXT_NODE:
        return decodeText(text, s, e, entities);
      case CDATA_NODE:
        return text.slice(s + 9, e - 3).replace(/\r\n?/g, '\n');
      case COMMENT_NODE:
        return text.slice(s + 4, e - 3).replace(/\r\n?/g, '\n');
      default: {
        const body = text.slice(s + 2, e - 2);
        return body.slice(this.target(i).length).replace(/^\s+/, '').replace(/\r\n?/g, '\n');
      }
    }
  }

  /** A processing instruction's target. */
  target(i: number): string {
    return /^[^\s?]+/.exec(this.index.text.slice(this.from[i] + 2, this.from[i] + 200))![0];
  }

  /** An element's local name (its qualified name without the prefix). */
  localName(i: number): string {
    const name = this.names[this.nameId[i]];
    return name.slice(name.indexOf(':') + 1);
  }
}

/** A node as fontoxpath sees it: its DOM type and document order, and our number for it (`i`, −1 for an attribute). */
export interface TreeNode {
  nodeType: number;
  __order: number;
  i: number;
}

/** An element as fontoxpath reads it (names) with its attributes, made on first use. */
interface ElementNode extends TreeNode {
  localName: string;
  namespaceURI: string | null;
  prefix: string | null;
  nodeName: string;
  attrs: AttributeNode[] | null;
}

/** An attribute: names, value and its element. */
export interface AttributeNode extends TreeNode {
  localName: string;
  namespaceURI: string | null;
  prefix: string | null;
  nodeName: string;
  name: string;
  value: string;
  owner: ElementNode;
}

/** A text, CDATA, comment or PI node (`target`, `nodeName` for a PI). */
interface DataNode extends TreeNode {
  target?: string;
  nodeName?: string;
}

const splitName = (qname: string) => {
  const c = qname.indexOf(':');
  return c > 0 ? { prefix: qname.slice(0, c), localName: qname.slice(c + 1) } : { prefix: null, localName: qname };
};

/**
 * fontoxpath's view of one XPathTree for one query: node objects made on demand and kept while the query runs (so
 * each node has one object). `bucket`s narrow a walk to the nodes a step can select (elements, a local name, a kind).
 */
export class TreeFacade implements IDomFacade {
  private readonly nodes: (TreeNode | undefined)[] = [];

  constructor(readonly tree: XPathTree) {}

  /** The document node (the query's context). */
  get document(): TreeNode {
    return this.node(0);
  }

  /** Node `i`'s object. */
  node(i: number): TreeNode {
    const made = this.nodes[i];
    if (made) return made;
    const t = this.tree;
    let n: TreeNode;
    const type = t.type[i];
    if (type === ELEMENT) {
      const ord = t.ord[i];
      const qname = t.names[t.nameId[i]];
      const { prefix, localName } = splitName(qname);
      const e: ElementNode = { nodeType: ELEMENT, __order: i, i, localName, prefix, nodeName: qname, namespaceURI: t.index.elemNs[ord] || null, attrs: null };
      n = e;
    } else if (type === PI_NODE) {
      const target = t.target(i);
      const pi: DataNode = { nodeType: PI_NODE, __order: i, i, target, nodeName: target };
      n = pi;
    } else n = { nodeType: type, __order: i, i };
    this.nodes[i] = n;
    return n;
  }

  /** The attributes of an element (namespace declarations are not attributes), in the order written. */
  attributes(el: ElementNode): AttributeNode[] {
    if (el.attrs) return el.attrs;
    const t = this.tree;
    const { text, tokens, entities } = t.index;
    const ord = t.ord[el.i];
    const k = t.index.elemToken[ord];
    const spans = attributesOf(text, tokens.start[k], tokens.end[k]).filter((a) => a.name !== 'xmlns' && !a.name.startsWith('xmlns:'));
    el.attrs = spans.map((a, j) => {
      const { prefix, localName } = splitName(a.name);
      const ns = prefix ? t.index.namespaceOf(ord, prefix) : '';
      return {
        nodeType: ATTRIBUTE,
        // Between the element and its first child.
        __order: el.i + (j + 1) / (spans.length + 1),
        i: -1,
        localName,
        prefix,
        nodeName: a.name,
        name: a.name,
        namespaceURI: ns === XMLNS_URI ? null : ns || null,
        value: decodeText(text, a.valueStart, a.valueEnd, entities, true),
        owner: el,
      };
    });
    return el.attrs;
  }

  /** Whether node `i` is one a step with `bucket` can select (see fontoxpath's getBucketsForNode). */
  private fits(i: number, bucket: string | null | undefined): boolean {
    if (!bucket) return true;
    const type = this.tree.type[i];
    if (bucket === 'type-1' || bucket === 'type-1-or-type-2') return type === ELEMENT;
    if (bucket.startsWith('name-')) return type === ELEMENT && this.tree.localName(i) === bucket.slice(5);
    if (bucket === 'type-3') return type === TEXT_NODE || type === CDATA_NODE;
    if (bucket.startsWith('type-')) return type === Number(bucket.slice(5));
    return true;
  }

  private from(i: number, step: Int32Array, bucket?: string | null): TreeNode | null {
    let j = i;
    while (j >= 0 && !this.fits(j, bucket)) j = step[j];
    return j < 0 ? null : this.node(j);
  }

  getAllAttributes(node: unknown, bucket?: string | null): AttributeNode[] {
    const n = node as TreeNode;
    if (n.nodeType !== ELEMENT) return [];
    const all = this.attributes(n as ElementNode);
    if (!bucket || bucket === 'type-2' || bucket === 'type-1-or-type-2') return all;
    if (bucket.startsWith('name-')) return all.filter((a) => a.localName === bucket.slice(5));
    return [];
  }

  getAttribute(node: unknown, attributeName: string): string | null {
    const n = node as TreeNode;
    if (n.nodeType !== ELEMENT) return null;
    return this.attributes(n as ElementNode).find((a) => a.nodeName === attributeName)?.value ?? null;
  }

  getChildNodes(node: unknown, bucket?: string | null): TreeNode[] {
    const n = node as TreeNode;
    const out: TreeNode[] = [];
    if (n.i < 0) return out;
    const { first, next } = this.tree;
    for (let c = first[n.i]; c >= 0; c = next[c]) if (this.fits(c, bucket)) out.push(this.node(c));
    return out;
  }

  getData(node: unknown): string {
    const n = node as TreeNode;
    return n.nodeType === ATTRIBUTE ? (n as AttributeNode).value : this.tree.data(n.i);
  }

  getFirstChild(node: unknown, bucket?: string | null): TreeNode | null {
    const n = node as TreeNode;
    return n.i < 0 ? null : this.from(this.tree.first[n.i], this.tree.next, bucket);
  }

  getLastChild(node: unknown, bucket?: string | null): TreeNode | null {
    const n = node as TreeNode;
    return n.i < 0 ? null : this.from(this.tree.last[n.i], this.tree.prev, bucket);
  }

  getNextSibling(node: unknown, bucket?: string | null): TreeNode | null {
    const n = node as TreeNode;
    return n.i < 0 ? null : this.from(this.tree.next[n.i], this.tree.next, bucket);
  }

  getPreviousSibling(node: unknown, bucket?: string | null): TreeNode | null {
    const n = node as TreeNode;
    return n.i < 0 ? null : this.from(this.tree.prev[n.i], this.tree.prev, bucket);
  }

  getParentNode(node: unknown, bucket?: string | null): TreeNode | null {
    const n = node as TreeNode;
    const p = n.nodeType === ATTRIBUTE ? (n as AttributeNode).owner.i : this.tree.parent[n.i];
    return p < 0 || !this.fits(p, bucket) ? null : this.node(p);
  }
}
