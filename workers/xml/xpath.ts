import { XPATH_RESULT_MAX, XML_CODES, type XPathEngine, type XPathItem, type XPathOutput } from './meta';
import { loadLibxml, quietly, safeParseOptions, type LibXml } from './libxml';
import { XmlIndex, attributesOf } from './xml-index';
import { ATTRIBUTE, CDATA_NODE, COMMENT_NODE, ELEMENT, PI_NODE, TEXT_NODE, TreeFacade, XPathTree, type AttributeNode } from './xpath-dom';
import { XmlToolError } from './xml-error';

/**
 * XPath over one document, by two engines with one answer format:
 * - libxml2 (XPath 1.0, as xmllint) evaluates every expression it can compile and run: paths, axes, predicates,
 *   the XPath 1.0 functions, sum/count over `//` — in tens of milliseconds on 10 MB;
 * - fontoxpath (XPath 3.1) evaluates the others (`for`, `!`, `string-join`, maps, …), reading our scan through its
 *   DOM facade (xpath-dom.ts: no DOM is built).
 * Whichever answers, a node's location path and line come from our index of the document (XmlIndex), so a node
 * reads the same from both. The document is parsed once per text and kept (see api.ts).
 */

/** The longest text shown for one node (a root element can be the whole document). */
export const ITEM_TEXT_MAX = 20_000;

const clip = (s: string) => (s.length > ITEM_TEXT_MAX ? `${s.slice(0, ITEM_TEXT_MAX)}… (${(s.length - ITEM_TEXT_MAX).toLocaleString('en')} more characters)` : s);

/**
 * A number as XPath 1.0 writes it (and xmllint prints it): NaN, Infinity, an integer without a decimal point,
 * otherwise at most 15 significant digits without trailing zeros.
 */
export function formatNumber(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (Object.is(n, -0)) return '0';
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return BigInt(n).toString();
  return String(Number(n.toPrecision(15)));
}

/** A kind of non-element node, and how its location step is written. */
type LeafKind = 'text' | 'comment' | 'pi';

/** One node the engines selected, named by our index: an element ordinal, or a node relative to its element. */
type NodeRef =
  | { kind: 'element'; ord: number }
  | { kind: 'attribute'; ord: number; name: string }
  | { kind: LeafKind; ord: number; index: number; target?: string }
  | { kind: 'document' }
  | { kind: 'namespace'; ord: number; prefix: string; uri: string };

/** One document held between queries. */
export class XPathDocument {
  readonly index: XmlIndex;
  private lib: { doc: import('libxml2-wasm').XmlDocument } | null = null;
  /** Per libxml2 parent node: its element children's ordinals, by pointer (see libOrdinal). */
  private libChildOrds = new Map<number, Map<number, number>>();
  private xtree: XPathTree | null = null;

  constructor(readonly text: string) {
    this.index = new XmlIndex(text);
  }

  /** The libxml2 document (parsed on first use). */
  async libDoc(): Promise<{ lib: LibXml; doc: import('libxml2-wasm').XmlDocument }> {
    const lib = await loadLibxml();
    this.lib ??= { doc: lib.XmlDocument.fromString(this.text, { option: safeParseOptions(lib) }) };
    return { lib, doc: this.lib.doc };
  }

  /** The node tree fontoxpath reads (made on first use). */
  tree(): XPathTree {
    this.xtree ??= new XPathTree(this.index);
    return this.xtree;
  }

  /** Frees libxml2's copy (WebAssembly memory is not collected). */
  dispose(): void {
    this.lib?.doc.dispose();
    this.lib = null;
    this.libChildOrds.clear();
    this.xtree = null;
  }

  /**
   * The element ordinal of a libxml2 element node: its parent's ordinal, then its place among that parent's element
   * children, paired with ours. Each parent's children are read once (kept with the document), so a query that
   * selects a few nodes reads a few sibling lists, not the whole tree.
   */
  libOrdinal(S: typeof import('libxml2-wasm/lib/libxml2.mjs').XmlTreeCommonStruct, ptr: number): number {
    const docPtr = (this.lib!.doc as unknown as { _ptr: number })._ptr;
    // The node and its ancestors up to the first whose parent's children are read (or the root).
    const path: number[] = [];
    for (let n = ptr; ; n = S.parent(n)) {
      path.push(n);
      const p = S.parent(n);
      if (p === docPtr || this.libChildOrds.has(p)) break;
    }
    let ord = -1;
    for (let i = path.length - 1; i >= 0; i--) {
      const parent = S.parent(path[i]);
      let ords = this.libChildOrds.get(parent);
      if (!ords) {
        ords = new Map();
        const ix = this.index;
        let c = ix.firstChildElement(parent === docPtr ? -1 : ord);
        for (let n = S.children(parent); n && c >= 0; n = S.next(n)) {
          if (S.type(n) !== 1) continue;
          ords.set(n, c);
          c = ix.nextSiblingElement(c);
        }
        this.libChildOrds.set(parent, ords);
      }
      ord = ords.get(path[i]) ?? 0;
    }
    return ord;
  }
}

/** The prefixes a query may use: those declared in the document, then the user's bindings (which win). */
function namespacesFor(doc: XPathDocument, bindings: Record<string, string>): Record<string, string> {
  return { ...Object.fromEntries(doc.index.prefixes), ...bindings };
}

/** A node named by our index as the page shows it: kind, XML as written, path, line and column. */
function itemOf(doc: XPathDocument, ref: NodeRef, prefixFor: Map<string, string>): XPathItem {
  const ix = doc.index;
  const text = ix.text;
  const at = (offset: number) => ({ ...ix.position(offset), offset });
  const elemPath = (ord: number) => ix.pathOf(ord, prefixFor);
  switch (ref.kind) {
    case 'document':
      return { kind: 'document', text: clip(text), path: '/', line: 1, column: 1, offset: 0 };
    case 'element': {
      const [s, e] = ix.spanOf(ref.ord);
      return { kind: 'element', text: clip(text.slice(s, e)), path: elemPath(ref.ord), ...at(s) };
    }
    case 'attribute': {
      const k = ix.elemToken[ref.ord];
      const a = attributesOf(text, ix.tokens.start[k], ix.tokens.end[k]).find((x) => x.name === ref.name);
      const s = a ? a.nameStart : ix.tokens.start[k];
      return { kind: 'attribute', text: a ? text.slice(a.nameStart, a.valueEnd + 1) : ref.name, path: `${elemPath(ref.ord)}/@${ref.name}`, ...at(s) };
    }
    case 'namespace': {
      const s = ix.tokens.start[ix.elemToken[ref.ord]];
      return { kind: 'namespace', text: `xmlns${ref.prefix ? ':' + ref.prefix : ''}="${ref.uri}"`, path: `${elemPath(ref.ord)}/namespace::${ref.prefix}`, ...at(s) };
    }
    default: {
      const siblings = ix.childNodes(ref.ord).filter((c) => (ref.kind === 'text' ? c.kind === 'text' || c.kind === 'cdata' : c.kind === ref.kind));
      const same = ref.kind === 'pi' ? siblings.filter((c) => piTarget(text, c.start) === ref.target) : siblings;
      const node = same[ref.index] ?? siblings[0];
      const step = ref.kind === 'text' ? 'text()' : ref.kind === 'comment' ? 'comment()' : `processing-instruction('${ref.target}')`;
      const base = ref.ord < 0 ? '' : elemPath(ref.ord);
      const path = `${base}/${step}${same.length > 1 ? `[${ref.index + 1}]` : ''}`;
      const s = node ? node.start : ref.ord < 0 ? 0 : ix.tokens.start[ix.elemToken[ref.ord]];
      return { kind: ref.kind, text: node ? clip(text.slice(node.start, node.end)) : '', path, ...at(s) };
    }
  }
}

const piTarget = (text: string, start: number) => /^[^\s?]+/.exec(text.slice(start + 2, start + 200))![0];

/** Evaluates with libxml2; null when libxml2 cannot (not XPath 1.0, an unknown function or prefix): fontoxpath's turn. */
async function viaLibxml(doc: XPathDocument, expr: string, namespaces: Record<string, string>): Promise<{ refs: NodeRef[] | null; total: number; value: string | null } | null> {
  const { lib, doc: ldoc } = await doc.libDoc();
  let xpath: import('libxml2-wasm').XmlXPath;
  try {
    xpath = quietly(() => lib.XmlXPath.compile(expr, namespaces));
  } catch {
    return null;
  }
  let result: ReturnType<typeof ldoc.eval>;
  try {
    result = quietly(() => ldoc.eval(xpath));
  } catch {
    return null;
  } finally {
    xpath.dispose();
  }
  if (!Array.isArray(result)) return { refs: null, total: 1, value: typeof result === 'number' ? formatNumber(result) : String(result) };
  const raw = await import('libxml2-wasm/lib/libxml2.mjs');
  const S = raw.XmlTreeCommonStruct;
  const ordOf = (ptr: number) => doc.libOrdinal(S, ptr);
  const leafIndex = new Map<number, Map<number, number>>();
  /** The node's index among its parent's children of the same kind (text and CDATA together; PIs of one target). */
  const indexAmong = (parent: number, node: number, type: number) => {
    let m = leafIndex.get(parent * 16 + type);
    if (!m) {
      m = new Map();
      const counts = new Map<string, number>();
      for (let c = S.children(parent); c; c = S.next(c)) {
        const t = S.type(c);
        const group = t === 4 ? 3 : t;
        if (group !== (type === 4 ? 3 : type)) continue;
        const key = t === 7 ? `7 ${S.name_(c)}` : String(group);
        const k = counts.get(key) ?? 0;
        counts.set(key, k + 1);
        m.set(c, k);
      }
      leafIndex.set(parent * 16 + type, m);
    }
    return m.get(node) ?? 0;
  };
  const refs: NodeRef[] = [];
  // Only the nodes the list shows are named; the count is of all.
  for (const node of result.slice(0, XPATH_RESULT_MAX)) {
    const ptr = (node as unknown as { _nodePtr: number })._nodePtr;
    const type = S.type(ptr);
    const parent = type === 1 || type === 9 || type === 18 ? 0 : S.parent(ptr);
    const parentOrd = parent && S.type(parent) === 1 ? ordOf(parent) : -1;
    if (type === 1) refs.push({ kind: 'element', ord: ordOf(ptr) });
    else if (type === 2) {
      const a = node as import('libxml2-wasm').XmlAttribute;
      refs.push({ kind: 'attribute', ord: parentOrd, name: a.prefix ? `${a.prefix}:${a.name}` : a.name });
    } else if (type === 3 || type === 4) refs.push({ kind: 'text', ord: parentOrd, index: indexAmong(parent, ptr, type) });
    else if (type === 8) refs.push({ kind: 'comment', ord: parentOrd, index: indexAmong(parent, ptr, type) });
    else if (type === 7) refs.push({ kind: 'pi', ord: parentOrd, index: indexAmong(parent, ptr, type), target: S.name_(ptr) });
    else if (type === 9) refs.push({ kind: 'document' });
    else if (type === 18) {
      // A namespace node: libxml2 keeps its element in the `next` field of the copy it returns.
      const prefix = raw.XmlNsStruct.prefix(ptr) ?? '';
      refs.push({ kind: 'namespace', ord: ordOf(raw.XmlNsStruct.next(ptr)), prefix, uri: raw.XmlNsStruct.href(ptr) });
    }
  }
  return { refs, total: result.length, value: null };
}

/** Evaluates with fontoxpath (XPath 3.1); a refusal throws XmlToolError with fontoxpath's message. */
async function viaFontoxpath(doc: XPathDocument, expr: string, namespaces: Record<string, string>): Promise<{ refs: NodeRef[]; values: string[]; order: ('n' | 'v')[] }> {
  const fx = (await import('fontoxpath')).default;
  const tree = doc.tree();
  const facade = new TreeFacade(tree);
  let result: unknown[];
  try {
    result = fx.evaluateXPath(expr, facade.document, facade, null, fx.evaluateXPath.ALL_RESULTS_TYPE, {
      namespaceResolver: (prefix: string) => (prefix ? (namespaces[prefix] ?? null) : null),
      language: fx.evaluateXPath.XPATH_3_1_LANGUAGE,
    }) as unknown[];
  } catch (e) {
    throw new XmlToolError((e as Error).message, XML_CODES.xpath);
  }
  const refs: NodeRef[] = [];
  const values: string[] = [];
  const order: ('n' | 'v')[] = [];
  const { type, parent, first, next } = tree;
  /** Node `i`'s index among its parent's children of the same kind (text and CDATA together; PIs of one target). */
  const leafIndex = new Map<number, number>();
  const group = (c: number) => (type[c] === PI_NODE ? `7 ${tree.target(c)}` : String(type[c] === CDATA_NODE ? TEXT_NODE : type[c]));
  const indexAmong = (i: number) => {
    if (!leafIndex.has(i)) {
      const counts = new Map<string, number>();
      for (let c = first[parent[i]]; c >= 0; c = next[c]) {
        const key = group(c);
        const k = counts.get(key) ?? 0;
        counts.set(key, k + 1);
        if (type[c] !== ELEMENT) leafIndex.set(c, k);
      }
    }
    return leafIndex.get(i) ?? 0;
  };
  for (const item of result) {
    const node = item as { nodeType?: number; i?: number };
    if (item !== null && typeof item === 'object' && typeof node.nodeType === 'number' && typeof node.i === 'number') {
      order.push('n');
      const i = node.i;
      const parentOrd = i > 0 ? tree.ord[parent[i]] : -1;
      switch (node.nodeType) {
        case ELEMENT:
          refs.push({ kind: 'element', ord: tree.ord[i] });
          break;
        case ATTRIBUTE: {
          const a = item as AttributeNode;
          refs.push({ kind: 'attribute', ord: tree.ord[a.owner.i], name: a.name });
          break;
        }
        case TEXT_NODE:
        case CDATA_NODE:
          refs.push({ kind: 'text', ord: parentOrd, index: indexAmong(i) });
          break;
        case COMMENT_NODE:
          refs.push({ kind: 'comment', ord: parentOrd, index: indexAmong(i) });
          break;
        case PI_NODE:
          refs.push({ kind: 'pi', ord: parentOrd, index: indexAmong(i), target: tree.target(i) });
          break;
        default:
          refs.push({ kind: 'document' });
      }
    } else {
      order.push('v');
      values.push(valueText(item));
    }
  }
  return { refs, values, order };
}

/** An atomic value, array or map as text (numbers as XPath 1.0 writes them, so both engines agree). */
function valueText(v: unknown): string {
  if (typeof v === 'number') return formatNumber(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return `[${v.map(valueText).join(', ')}]`;
  if (v && typeof v === 'object') return `map { ${Object.entries(v).map(([k, x]) => `"${k}": ${valueText(x)}`).join(', ')} }`;
  return String(v);
}

const valueKind = (s: string) => (s === 'true' || s === 'false' ? 'boolean' : /^-?(\d+(\.\d+)?|NaN|Infinity)$/.test(s) ? 'number' : 'string');

/**
 * Runs `expr` on the document. `bindings` are the user's prefixes (over those the document declares). Throws
 * XmlToolError with the engine's message when neither engine can evaluate it. `only: 'fontoxpath'` skips libxml2
 * (the tests compare both engines' answers).
 */
export async function runXPath(doc: XPathDocument, expr: string, bindings: Record<string, string> = {}, only?: 'fontoxpath'): Promise<XPathOutput> {
  const started = performance.now();
  const namespaces = namespacesFor(doc, bindings);
  const prefixFor = new Map(Object.entries(bindings).map(([p, uri]) => [uri, p]));
  let engine: XPathEngine = 'libxml2';
  let items: XPathItem[];
  let count: number;
  const lib = only ? null : await viaLibxml(doc, expr, namespaces);
  if (lib) {
    if (lib.value !== null) {
      items = [{ kind: valueKind(lib.value), text: lib.value, path: '', line: 0, column: 0, offset: -1 }];
      count = 1;
    } else {
      count = lib.total;
      items = lib.refs!.map((r) => itemOf(doc, r, prefixFor));
    }
  } else {
    engine = 'fontoxpath';
    const fx = await viaFontoxpath(doc, expr, namespaces);
    count = fx.order.length;
    items = [];
    let n = 0;
    let v = 0;
    for (const o of fx.order.slice(0, XPATH_RESULT_MAX)) {
      if (o === 'n') items.push(itemOf(doc, fx.refs[n++], prefixFor));
      else {
        const text = fx.values[v++];
        items.push({ kind: valueKind(text), text, path: '', line: 0, column: 0, offset: -1 });
      }
    }
  }
  return { engine, count, items, ms: performance.now() - started };
}

/** Parses the namespaces field (`p=uri q=uri`); throws XmlToolError naming the first malformed binding. */
export function parseBindings(field: string, badBinding: (item: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of field.split(/\s+/).filter(Boolean)) {
    const m = /^([A-Za-z_][\w.-]*)=(.+)$/.exec(item);
    if (!m) throw new XmlToolError(badBinding(item), XML_CODES.badBinding, undefined, undefined, { item });
    out[m[1]] = m[2];
  }
  return out;
}
