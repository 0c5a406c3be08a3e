import { positionAt } from '../shared/position';
import {
  CDATA, COMMENT, DOCTYPE, END, PI, SELF_CLOSING, START, TEXT, XmlError, XmlScanState, errorMessage, newTokens, scanXml, type Tokens,
} from '../format/languages/xml';

/**
 * One XML document as the XML engines see it: the formatter's own scan (`scanXml`, never a second tokenizer) and an
 * index over its tokens — each element's start and end token, its parent, its siblings — from which location paths
 * and lines are computed the same way whichever XPath engine selected the node.
 */

/** A well-formedness error: our scanner's message (xmllint's wording) with its line and column. */
export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'XmlSyntaxError';
  }
}

/** One attribute of a start tag, as positions in the text. */
export interface AttrSpan {
  name: string;
  nameStart: number;
  /** The value between its quotes: [valueStart, valueEnd). */
  valueStart: number;
  valueEnd: number;
}

const XMLNS_URI = 'http://www.w3.org/2000/xmlns/';
const XML_URI = 'http://www.w3.org/XML/1998/namespace';

/** The attributes of the (well-formed) start tag [s, e). */
export function attributesOf(text: string, s: number, e: number): AttrSpan[] {
  const out: AttrSpan[] = [];
  let p = s + 1;
  while (p < e && !isSpace(text.charCodeAt(p)) && text.charCodeAt(p) !== 62 && text.charCodeAt(p) !== 47) p++;
  for (;;) {
    while (p < e && isSpace(text.charCodeAt(p))) p++;
    const c = text.charCodeAt(p);
    if (p >= e || c === 62 || c === 47) return out;
    const nameStart = p;
    while (p < e && !isSpace(text.charCodeAt(p)) && text.charCodeAt(p) !== 61) p++;
    const name = text.slice(nameStart, p);
    while (text.charCodeAt(p) !== 34 && text.charCodeAt(p) !== 39) p++;
    const quote = text.charCodeAt(p);
    const valueStart = p + 1;
    p = text.indexOf(quote === 34 ? '"' : "'", valueStart);
    out.push({ name, nameStart, valueStart, valueEnd: p });
    p++;
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

/** The element name of the start or end tag at `s` (after `<` or `</`). */
export function tagName(text: string, s: number): string {
  let p = s;
  while (p < text.length) {
    const c = text.charCodeAt(p);
    if (isSpace(c) || c === 62 || c === 47) break;
    p++;
  }
  return text.slice(s, p);
}

/** The prefix of the element name at `s` ('' when it has none). */
function prefixOf(text: string, s: number): string {
  for (let p = s; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === 58) return text.slice(s, p);
    if (isSpace(c) || c === 62 || c === 47) break;
  }
  return '';
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/**
 * The character data of [start, end) with references replaced and line ends normalised (XML 1.0 §2.11); in an
 * attribute value (`attr`) whitespace characters also become spaces (§3.3.3). Entities of the internal subset
 * are expanded as text; an external entity never is (it stays empty).
 */
export function decodeText(text: string, start: number, end: number, entities: Map<string, string>, attr = false): string {
  let out = '';
  let run = start;
  for (let p = start; p < end; p++) {
    const c = text.charCodeAt(p);
    if (c === 38) {
      out += text.slice(run, p);
      const semi = text.indexOf(';', p);
      const ref = text.slice(p + 1, semi);
      if (ref.charCodeAt(0) === 35) {
        const code = ref.charCodeAt(1) === 120 ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        out += String.fromCodePoint(code);
      } else out += PREDEFINED[ref] ?? entities.get(ref) ?? '';
      p = semi;
      run = p + 1;
    } else if (c === 13) {
      out += text.slice(run, p) + (attr ? ' ' : '\n');
      if (text.charCodeAt(p + 1) === 10) p++;
      run = p + 1;
    } else if (attr && (c === 10 || c === 9)) {
      out += text.slice(run, p) + ' ';
      run = p + 1;
    }
  }
  return out + text.slice(run, end);
}

/** The internal subset's general entities with literal values (`<!ENTITY name "value">`); external ones are left out. */
export function internalEntities(doctype: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of doctype.matchAll(/<!ENTITY\s+([^\s%]+)\s+("([^"]*)"|'([^']*)')\s*>/g)) {
    if (!map.has(m[1])) map.set(m[1], m[3] ?? m[4]);
  }
  return map;
}

/** Kinds of child node, as libxml2 builds them (text and CDATA apart). */
export type ChildKind = 'element' | 'text' | 'cdata' | 'comment' | 'pi';

/** One child node of an element or of the document, as positions in the text. */
export interface ChildNode {
  kind: ChildKind;
  start: number;
  end: number;
  /** The element's ordinal (kind 'element'), else −1. */
  elem: number;
}

/**
 * Elements linked as a tree while a document's tokens are read in order: each element's first child and next
 * sibling (−1 none), and the first top-level element (−1 none). Ordinals count elements in document order.
 */
export class ElementTree {
  readonly firstChild: Int32Array;
  readonly nextSibling: Int32Array;
  rootFirst = -1;
  private readonly lastChild: Int32Array;
  private rootLast = -1;

  constructor(count: number) {
    this.firstChild = new Int32Array(count).fill(-1);
    this.nextSibling = new Int32Array(count).fill(-1);
    this.lastChild = new Int32Array(count).fill(-1);
  }

  /** Links element `ord`, the next in document order, as the last child of `parent` (−1: at the top level). */
  link(ord: number, parent: number): void {
    if (parent >= 0) {
      if (this.lastChild[parent] < 0) this.firstChild[parent] = ord;
      else this.nextSibling[this.lastChild[parent]] = ord;
      this.lastChild[parent] = ord;
    } else {
      if (this.rootLast < 0) this.rootFirst = ord;
      else this.nextSibling[this.rootLast] = ord;
      this.rootLast = ord;
    }
  }

  /** The element children of `el` (−1: the top-level elements). */
  children(el: number): number[] {
    const out: number[] = [];
    for (let c = el < 0 ? this.rootFirst : this.firstChild[el]; c >= 0; c = this.nextSibling[c]) out.push(c);
    return out;
  }
}

/** The document indexed: see the module comment. */
export class XmlIndex {
  readonly tokens: Tokens;
  /** Per element ordinal (document order): its START token, the token after its end, its parent (−1: none). */
  readonly elemToken: Uint32Array;
  readonly elemAfter: Uint32Array;
  readonly elemParent: Int32Array;
  /** Per element: the namespace URI of its name ('' none). */
  readonly elemNs: string[];
  readonly elemCount: number;
  /** Every prefix declared anywhere in the document with its URI (the first declaration of a prefix wins). */
  readonly prefixes = new Map<string, string>();
  /** The internal subset's general entities. */
  readonly entities: Map<string, string>;
  private lineStarts: Uint32Array | null = null;
  /** Per element: its step's index among same-named siblings (1-based; 0 not computed yet), and whether to show it. */
  private stepIndex: Uint32Array;
  private stepShown: Uint8Array;
  private tree: ElementTree;

  constructor(readonly text: string) {
    const tokens = newTokens(Math.max(64, text.length >> 4));
    try {
      scanXml(text, 0, text.length, new XmlScanState(), tokens, true);
    } catch (e) {
      if (!(e instanceof XmlError)) throw e;
      const { line, column } = positionAt(text, e.pos);
      throw new XmlSyntaxError(`${errorMessage(e, (p) => positionAt(text, p).line)} (line ${line}, column ${column})`, line, column);
    }
    this.tokens = tokens;
    const { kind, start, end, flags, count } = tokens;
    let elems = 0;
    let doctype = '';
    for (let k = 0; k < count; k++) {
      if (kind[k] === START) elems++;
      else if (kind[k] === DOCTYPE) doctype = text.slice(start[k], end[k]);
    }
    this.entities = internalEntities(doctype);
    this.elemCount = elems;
    this.elemToken = new Uint32Array(elems);
    this.elemAfter = new Uint32Array(elems);
    this.elemParent = new Int32Array(elems);
    this.elemNs = new Array<string>(elems);
    this.stepIndex = new Uint32Array(elems);
    this.stepShown = new Uint8Array(elems);
    const tree = (this.tree = new ElementTree(elems));
    // Open elements: ordinal and namespace scope (a new Map only where an element declares namespaces).
    const stack: number[] = [];
    const scopes: Map<string, string>[] = [new Map([['xml', XML_URI]])];
    let n = 0;
    let nextXmlns = 0;
    for (let k = 0; k < count; k++) {
      const kd = kind[k];
      if (kd === START) {
        const ord = n++;
        const parent = stack.length ? stack[stack.length - 1] : -1;
        this.elemToken[ord] = k;
        this.elemParent[ord] = parent;
        tree.link(ord, parent);
        let scope = scopes[scopes.length - 1];
        // Attributes are read only in a tag that declares a namespace (the next `xmlns` in the text is kept).
        if (nextXmlns >= 0 && nextXmlns < start[k]) nextXmlns = text.indexOf('xmlns', start[k]);
        if (nextXmlns >= 0 && nextXmlns < end[k]) for (const a of attributesOf(text, start[k], end[k])) {
          if (a.name === 'xmlns' || a.name.startsWith('xmlns:')) {
            if (scope === scopes[scopes.length - 1]) scope = new Map(scope);
            const prefix = a.name.length > 5 ? a.name.slice(6) : '';
            const uri = decodeText(text, a.valueStart, a.valueEnd, this.entities, true);
            scope.set(prefix, uri);
            if (prefix && !this.prefixes.has(prefix)) this.prefixes.set(prefix, uri);
          }
        }
        this.elemNs[ord] = scope.get(prefixOf(text, start[k] + 1)) ?? '';
        if (flags[k] & SELF_CLOSING) this.elemAfter[ord] = k + 1;
        else {
          stack.push(ord);
          scopes.push(scope);
        }
      } else if (kd === END) {
        const ord = stack.pop()!;
        scopes.pop();
        this.elemAfter[ord] = k + 1;
      }
    }
  }

  /** The namespace scope of an element: its in-scope prefixes (for attributes' names). */
  namespaceOf(ord: number, prefix: string): string {
    for (let e = ord; e >= 0; e = this.elemParent[e]) {
      const k = this.tokens.start[this.elemToken[e]];
      for (const a of attributesOf(this.text, k, this.tokens.end[this.elemToken[e]])) {
        if (prefix ? a.name === `xmlns:${prefix}` : a.name === 'xmlns') return decodeText(this.text, a.valueStart, a.valueEnd, this.entities, true);
      }
    }
    return prefix === 'xml' ? XML_URI : '';
  }

  /** 1-based line and column of a position (line ends: LF, CRLF or a lone CR, as XML counts them). */
  position(pos: number): { line: number; column: number } {
    if (!this.lineStarts) {
      const starts = [0];
      const t = this.text;
      for (let i = 0; i < t.length; i++) {
        const c = t.charCodeAt(i);
        if (c === 10 || (c === 13 && t.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
      }
      this.lineStarts = Uint32Array.from(starts);
    }
    const ls = this.lineStarts;
    let lo = 0;
    let hi = ls.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (ls[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: pos - ls[lo] + 1 };
  }

  /** The element's qualified name as written. */
  nameOf(ord: number): string {
    return tagName(this.text, this.tokens.start[this.elemToken[ord]] + 1);
  }

  /** Where the element starts and ends (after its end tag) in the text. */
  spanOf(ord: number): [number, number] {
    return [this.tokens.start[this.elemToken[ord]], this.tokens.end[this.elemAfter[ord] - 1]];
  }

  /** The bound prefixes the current step indexes were computed with (see pathOf). */
  private stepPrefixes = '';

  /**
   * The element's name in a location path: `prefix:name` or `name` as written; an unprefixed element of a default
   * namespace `*` as libxml2 writes it, or with the prefix the user bound to that namespace (`prefixFor`: URI → prefix).
   */
  private stepName(ord: number, prefixFor: Map<string, string>): string {
    const name = this.nameOf(ord);
    if (name.indexOf(':') >= 0 || this.elemNs[ord] === '') return name;
    const bound = prefixFor.get(this.elemNs[ord]);
    return bound ? `${bound}:${name}` : '*';
  }

  /** Fills the step indexes of every element child of `parent` (−1: the document) at once: linear in the children. */
  private indexSteps(parent: number, prefixFor: Map<string, string>): void {
    const counts = new Map<string, number>();
    const first = parent < 0 ? this.tree.rootFirst : this.tree.firstChild[parent];
    // libxml2 counts a `*` step among every element sibling, a named one among those of the same name and namespace.
    const key = (c: number) => {
      const step = this.stepName(c, prefixFor);
      return step === '*' ? '' : `${step} ${this.elemNs[c]}`;
    };
    let all = 0;
    for (let c = first; c >= 0; c = this.tree.nextSibling[c]) {
      all++;
      const k = key(c);
      const n = (counts.get(k) ?? 0) + 1;
      counts.set(k, n);
      this.stepIndex[c] = k === '' ? all : n;
    }
    for (let c = first; c >= 0; c = this.tree.nextSibling[c]) {
      const k = key(c);
      this.stepShown[c] = (k === '' ? all : (counts.get(k) ?? 0)) > 1 ? 1 : 0;
    }
  }

  /**
   * The element's location path as libxml2's xmlGetNodePath writes it (`/rss/channel/item[2]`, `/*\/*[3]`), with
   * the user's prefixes for default namespaces where bound (`prefixFor`: URI → prefix).
   */
  pathOf(ord: number, prefixFor: Map<string, string> = new Map()): string {
    const key = [...prefixFor].join(' ');
    if (key !== this.stepPrefixes) {
      this.stepIndex.fill(0);
      this.stepPrefixes = key;
    }
    const steps: string[] = [];
    for (let e = ord; e >= 0; e = this.elemParent[e]) {
      if (this.stepIndex[e] === 0) this.indexSteps(this.elemParent[e], prefixFor);
      const name = this.stepName(e, prefixFor);
      steps.push(this.stepShown[e] ? `${name}[${this.stepIndex[e]}]` : name);
    }
    return '/' + steps.reverse().join('/');
  }

  /** The first element child of an element (−1: of the document), −1 if none. */
  firstChildElement(ord: number): number {
    return ord < 0 ? this.tree.rootFirst : this.tree.firstChild[ord];
  }

  /** The element's next element sibling, −1 if none. */
  nextSiblingElement(ord: number): number {
    return this.tree.nextSibling[ord];
  }

  /** The child nodes of an element (or of the document, −1) as libxml2 builds them: whitespace text included. */
  childNodes(ord: number): ChildNode[] {
    const { kind, start, end } = this.tokens;
    const out: ChildNode[] = [];
    const from = ord < 0 ? 0 : this.elemToken[ord] + 1;
    const to = ord < 0 ? this.tokens.count : this.elemAfter[ord] - 1;
    if (ord >= 0 && from > to) return out;
    let depth = 0;
    let elem = ord + 1;
    let prevEnd = ord < 0 ? -1 : end[from - 1];
    for (let k = from; k < to; k++) {
      const kd = kind[k];
      if (depth === 0) {
        if (ord >= 0 && prevEnd >= 0 && start[k] > prevEnd && kd !== TEXT) out.push({ kind: 'text', start: prevEnd, end: start[k], elem: -1 });
        if (kd === START) out.push({ kind: 'element', start: start[k], end: start[k], elem });
        else if (kd === TEXT) out.push({ kind: 'text', start: start[k], end: end[k], elem: -1 });
        else if (kd === CDATA) out.push({ kind: 'cdata', start: start[k], end: end[k], elem: -1 });
        else if (kd === COMMENT) out.push({ kind: 'comment', start: start[k], end: end[k], elem: -1 });
        else if (kd === PI) out.push({ kind: 'pi', start: start[k], end: end[k], elem: -1 });
      }
      if (kd === START) {
        elem++;
        if (!(this.tokens.flags[k] & SELF_CLOSING)) depth++;
      } else if (kd === END) depth--;
      if (depth === 0) prevEnd = end[k];
    }
    if (ord >= 0 && to < this.tokens.count && prevEnd >= 0 && start[to] > prevEnd) out.push({ kind: 'text', start: prevEnd, end: start[to], elem: -1 });
    if (ord >= 0) {
      for (const c of out) if (c.kind === 'element') c.end = this.spanOf(c.elem)[1];
    }
    return out;
  }
}

export { XMLNS_URI, XML_URI };
