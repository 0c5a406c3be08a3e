import { CDATA, COMMENT, DOCTYPE, END, PI, SELF_CLOSING, START, TEXT, XMLDECL } from '../format/languages/xml';
import { csvField } from '../shared/csv';
import { lineStartsOf } from '../shared/line-index';
import { XML_URI, XmlIndex, attributesOf, decodeText, tagName } from '../xml/xml-index';
import { comparePair } from './char-diff';
import { DEFAULT_CAPS, buildRows, lineKey, toLines, type DiffCaps } from './diff-texts';
import { lineDiff } from './line-diff';
import { CELL, type CompareOptions, type XmlCompareOptions } from './meta';
import type { CompareResult } from './types';

/**
 * XML compared as XML. Both sides are first laid out by our formatter (the rows show the user's own lines: their
 * prefixes, attribute order and quotes); each displayed line then gets a canonical key built from the formatter's
 * own tokens (`scanXml`, through XmlIndex) — names by namespace URI, attributes decoded and sorted, whitespace-only
 * text and comments dropped, as the options say — and the line diff runs on the keys. So a line whose key is equal
 * on both sides is an unchanged row even when its text differs, and the count (and the PDF, which reads the same
 * rows) counts only differences the options do not ignore. A line that holds only ignored content (a comment, a
 * whitespace-only text) has no key: it is shown on its side as an unchanged row against an empty cell.
 */

/** Keys never contain a line feed, so one key stands for one displayed line. */
const esc = (s: string) => s.replace(/[\n\\]/g, (c) => (c === '\n' ? '\\n' : '\\\\'));

/** One side: its displayed (formatted) text, a key per line ('' = ignored line), and its element tree. */
interface Side {
  text: string;
  keys: string[];
  ignored: Uint8Array;
  index: XmlIndex;
  /** Per element ordinal: its canonical name, attributes (canonical name → value), direct text and line. */
  elems: ElemInfo[];
}

interface ElemInfo {
  name: string;
  /** The name as written (for paths). */
  qname: string;
  attrs: Map<string, { qname: string; value: string }>;
  text: string;
  line: number;
  parent: number;
  children: number[];
}

/** Builds one side's keys and tree from its formatted text. */
function sideOf(formatted: string, o: XmlCompareOptions): Side {
  const text = toLines(formatted);
  const index = new XmlIndex(text);
  const lineStarts = lineStartsOf(text);
  const lines = lineStarts.length;
  const parts: string[][] = Array.from({ length: lines }, () => []);
  const { kind, start, end, flags, count } = index.tokens;
  const lineOf = (pos: number) => {
    let lo = 0;
    let hi = lines - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const elems: ElemInfo[] = [];
  const open: number[] = [];
  const scopes: Map<string, string>[] = [new Map([['xml', XML_URI]])];
  const name = (qname: string, scope: Map<string, string>, isAttr: boolean) => {
    const c = qname.indexOf(':');
    const prefix = c > 0 ? qname.slice(0, c) : '';
    if (!o.ignoreNamespacePrefixes) return qname;
    if (isAttr && !prefix) return qname;
    const uri = scope.get(prefix) ?? '';
    return uri ? `{${uri}}${qname.slice(c + 1)}` : qname.slice(c + 1);
  };
  let ord = 0;
  for (let k = 0; k < count; k++) {
    const kd = kind[k];
    const s = start[k];
    const e = end[k];
    const first = lineOf(s);
    const last = lineOf(Math.max(s, e - 1));
    let key: string | null = null;
    if (kd === START) {
      let scope = scopes[scopes.length - 1];
      const attrs = attributesOf(text, s, e);
      for (const a of attrs) {
        if (a.name === 'xmlns' || a.name.startsWith('xmlns:')) {
          if (scope === scopes[scopes.length - 1]) scope = new Map(scope);
          scope.set(a.name.length > 5 ? a.name.slice(6) : '', decodeText(text, a.valueStart, a.valueEnd, index.entities, true));
        }
      }
      const qname = tagName(text, s + 1);
      const canon = name(qname, scope, false);
      const map = new Map<string, { qname: string; value: string }>();
      const keyed: string[] = [];
      for (const a of attrs) {
        // Compared by URI, a prefix declaration says nothing of its own: its effect is in the names.
        if (o.ignoreNamespacePrefixes && (a.name === 'xmlns' || a.name.startsWith('xmlns:'))) continue;
        const value = decodeText(text, a.valueStart, a.valueEnd, index.entities, true);
        const an = name(a.name, scope, true);
        map.set(an, { qname: a.name, value });
        keyed.push(`${esc(an)}=${esc(value)}`);
      }
      if (o.ignoreAttributeOrder) keyed.sort();
      // `<a/>` reads as `<a></a>`: an empty element is the same however it is written.
      key = `<${esc(canon)} ${keyed.join(' ')}>${flags[k] & SELF_CLOSING ? `</${esc(canon)}>` : ''}`;
      const parent = open.length ? open[open.length - 1] : -1;
      elems.push({ name: canon, qname, attrs: map, text: '', line: first + 1, parent, children: [] });
      if (parent >= 0) elems[parent].children.push(ord);
      if (!(flags[k] & SELF_CLOSING)) {
        open.push(ord);
        scopes.push(scope);
      }
      ord++;
    } else if (kd === END) {
      const o2 = open.pop()!;
      scopes.pop();
      key = `</${esc(elems[o2].name)}>`;
    } else if (kd === TEXT || kd === CDATA) {
      const value = kd === TEXT ? decodeText(text, s, e, index.entities) : text.slice(s + 9, e - 3);
      if (!(o.ignoreWhitespaceText && value.trim() === '')) {
        key = `"${esc(value)}"`;
        if (open.length) elems[open[open.length - 1]].text += value;
      }
    } else if (kd === COMMENT) {
      if (!o.ignoreComments) key = `<!--${esc(text.slice(s + 4, e - 3))}-->`;
    } else if (kd === PI || kd === DOCTYPE || kd === XMLDECL) {
      key = esc(text.slice(s, e));
    }
    if (key !== null) {
      parts[first].push(key);
      // A token over several lines: its other lines match when the token does.
      for (let l = first + 1; l <= last; l++) parts[l].push(`\u0001${l - first}${key}`);
    }
  }
  const keys = parts.map((p) => p.join(''));
  const ignored = new Uint8Array(lines);
  for (let l = 0; l < lines; l++) if (keys[l] === '') ignored[l] = 1;
  return { text, keys, ignored, index, elems };
}

/** One change of the structural summary. */
export interface XmlStructureChange {
  /** `/invoice/line[@id='3']/price`, `/invoice/line[2]/@currency`. */
  path: string;
  kind: 'changed' | 'added' | 'removed';
  from?: string;
  to?: string;
  /** 1-based lines in the displayed (formatted) texts; 0 where the side has no such node. */
  leftLine: number;
  rightLine: number;
}

/** A semantic compare: the rows (as diffTexts gives them) and the structural summary. */
export interface XmlSemanticResult {
  result: CompareResult;
  changes: XmlStructureChange[];
  /** path, change, from, to — formula-protected CSV (RFC 4180, CRLF), as the JSON summary's. */
  csv: string;
}

const clipValue = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);

/** The structural summary: elements matched by name and position, or by the `matchBy` attribute's value. */
function structure(a: Side, b: Side, matchBy: string): XmlStructureChange[] {
  const out: XmlStructureChange[] = [];
  const roots = (s: Side) => s.elems.map((_, i) => i).filter((i) => s.elems[i].parent < 0);
  /** Children grouped for matching: key → ordinals (a key is the name, plus the match attribute's value when usable). */
  const groups = (s: Side, kids: number[], byAttribute: (name: string) => boolean) => {
    const g = new Map<string, number[]>();
    for (const c of kids) {
      const e = s.elems[c];
      const keyValue = byAttribute(e.name) ? e.attrs.get(matchBy)?.value : undefined;
      const k = keyValue === undefined ? `${e.name}\u0000` : `${e.name}\u0000${keyValue}`;
      const list = g.get(k);
      if (list) list.push(c);
      else g.set(k, [c]);
    }
    return g;
  };
  const walk = (ia: number[], ib: number[], path: string) => {
    // Match by attribute only for names whose siblings all carry distinct values of it on both sides.
    const keyable = (name: string) => {
      if (!matchBy) return false;
      for (const [s, kids] of [[a, ia], [b, ib]] as const) {
        const seen = new Set<string>();
        for (const c of kids) {
          const e = s.elems[c];
          if (e.name !== name) continue;
          const v = e.attrs.get(matchBy)?.value;
          if (v === undefined || seen.has(v)) return false;
          seen.add(v);
        }
      }
      return true;
    };
    const cache = new Map<string, boolean>();
    const byAttribute = (name: string) => {
      let v = cache.get(name);
      if (v === undefined) cache.set(name, (v = keyable(name)));
      return v;
    };
    const ga = groups(a, ia, byAttribute);
    const gb = groups(b, ib, byAttribute);
    const counts = new Map<string, number>();
    for (const [s, kids] of [[a, ia], [b, ib]] as const) {
      const c = new Map<string, number>();
      for (const k of kids) c.set(s.elems[k].name, (c.get(s.elems[k].name) ?? 0) + 1);
      for (const [n, v] of c) counts.set(n, Math.max(counts.get(n) ?? 0, v));
    }
    const stepOf = (s: Side, ord: number, pos: number) => {
      const e = s.elems[ord];
      const v = byAttribute(e.name) ? e.attrs.get(matchBy)?.value : undefined;
      if (v !== undefined) return `${e.qname}[@${matchBy}='${v}']`;
      return (counts.get(e.name) ?? 0) > 1 ? `${e.qname}[${pos + 1}]` : e.qname;
    };
    const keys = new Set([...ga.keys(), ...gb.keys()]);
    for (const k of keys) {
      const la = ga.get(k) ?? [];
      const lb = gb.get(k) ?? [];
      const n = Math.max(la.length, lb.length);
      for (let i = 0; i < n; i++) {
        const x = la[i];
        const y = lb[i];
        if (y === undefined) {
          out.push({ path: `${path}/${stepOf(a, x, i)}`, kind: 'removed', from: clipValue(a.elems[x].text), leftLine: a.elems[x].line, rightLine: 0 });
        } else if (x === undefined) {
          out.push({ path: `${path}/${stepOf(b, y, i)}`, kind: 'added', to: clipValue(b.elems[y].text), leftLine: 0, rightLine: b.elems[y].line });
        } else compare(x, y, `${path}/${stepOf(a, x, i)}`);
      }
    }
  };
  const compare = (x: number, y: number, path: string) => {
    const ea = a.elems[x];
    const eb = b.elems[y];
    for (const [n, v] of ea.attrs) {
      const w = eb.attrs.get(n);
      if (!w) out.push({ path: `${path}/@${v.qname}`, kind: 'removed', from: v.value, leftLine: ea.line, rightLine: 0 });
      else if (w.value !== v.value) out.push({ path: `${path}/@${v.qname}`, kind: 'changed', from: v.value, to: w.value, leftLine: ea.line, rightLine: eb.line });
    }
    for (const [n, w] of eb.attrs) if (!ea.attrs.has(n)) out.push({ path: `${path}/@${w.qname}`, kind: 'added', to: w.value, leftLine: 0, rightLine: eb.line });
    if (ea.text !== eb.text) out.push({ path, kind: 'changed', from: clipValue(ea.text), to: clipValue(eb.text), leftLine: ea.line, rightLine: eb.line });
    walk(ea.children, eb.children, path);
  };
  walk(roots(a), roots(b), '');
  return out;
}

/**
 * Compares two XML texts already laid out by the formatter (see the module comment). `options` carries the
 * highlight mode; the XML options say what is ignored and which attribute matches repeated elements.
 */
export function diffXmlSemantic(leftFormatted: string, rightFormatted: string, options: CompareOptions, xml: XmlCompareOptions, caps: DiffCaps = DEFAULT_CAPS): XmlSemanticResult {
  const started = performance.now();
  const a = sideOf(leftFormatted, xml);
  const b = sideOf(rightFormatted, xml);
  // Ignored lines take part in the diff with one shared key, so they never pair with a line that matters.
  // Ignore whitespace and Ignore case apply to the keys as they do to lines.
  const generic = options.ignoreWhitespace || options.ignoreCase;
  const aKeys = a.keys.map((k, i) => (a.ignored[i] ? '\u0002' : generic ? lineKey(k, options) : k));
  const bKeys = b.keys.map((k, i) => (b.ignored[i] ? '\u0002' : generic ? lineKey(k, options) : k));
  const aLines = a.text.split('\n');
  const bLines = b.text.split('\n');
  const diff = lineDiff(aKeys, bKeys, { maxWork: caps.lineWork, deadline: performance.now() + caps.lineMs });
  const rows = buildRows(aLines.length, bLines.length, diff, options, caps, (i, j, pair) => comparePair(aLines[i], bLines[j], aKeys[i], bKeys[j], pair));
  // An ignored line alone in its row is not a difference: it is shown against an empty cell, as unchanged.
  let differences = 0;
  for (let r = 0; r < rows.rowCount; r++) {
    const li = rows.leftLine[r];
    const ri = rows.rightLine[r];
    const leftIgnored = li >= 0 && a.ignored[li] === 1;
    const rightIgnored = ri >= 0 && b.ignored[ri] === 1;
    if ((leftIgnored && (ri < 0 || rightIgnored)) || (rightIgnored && li < 0)) {
      // Such a row is one-sided (removed or added against an empty cell): it has no highlights.
      rows.leftType[r] = CELL.UNCHANGED;
      rows.rightType[r] = CELL.UNCHANGED;
    }
    if (rows.leftType[r] !== CELL.UNCHANGED || rows.rightType[r] !== CELL.UNCHANGED) differences++;
  }
  const changes = structure(a, b, xml.matchBy.trim());
  const csv = ['path,change,from,to', ...changes.map((c) => [c.path, c.kind, c.from ?? '', c.to ?? ''].map((f) => csvField(f)).join(','))].join('\r\n') + '\r\n';
  return {
    result: {
      left: { text: a.text, lineStarts: lineStartsOf(a.text) },
      right: { text: b.text, lineStarts: lineStartsOf(b.text) },
      ...rows,
      differences,
      engineMs: performance.now() - started,
    },
    changes,
    csv,
  };
}
