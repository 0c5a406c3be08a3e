import { CDATA, COMMENT, DOCTYPE, END, PI, SELF_CLOSING, START, TEXT, XMLDECL, type Tokens } from '../format/languages/xml';
import { csvField } from '../shared/csv';
import { lineStartsOf } from '../shared/line-index';
import { resized } from '../shared/typed-arrays';
import { ElementTree, XML_URI, attributesOf, decodeText, internalEntities, tagName } from '../xml/xml-index';
import { comparePair } from './char-diff';
import { DEFAULT_CAPS, buildRows, lineKey, type DiffCaps } from './diff-texts';
import { lineDiffIds } from './line-diff';
import { CELL, type CompareOptions, type StructureChange, type XmlCompareOptions } from './meta';
import type { CompareResult } from './types';

/**
 * XML compared as XML. Both sides are first laid out by our formatter (the rows show the user's own lines: their
 * prefixes, attribute order and quotes). The tokens the formatter wrote them from (layoutXml: its own `scanXml`
 * pass, with the lines each token was written on, so the layout is never scanned again) are then read as *units*,
 * each with a canonical form: a start tag by its name (by namespace URI when prefixes are ignored) and its attributes
 * (decoded, sorted when their order is ignored), an end tag, a comment, a text. What the options ignore is no unit
 * at all; adjacent text and CDATA — and text on both sides of an ignored comment — are one text unit, so a text
 * reads the same however it is split; an element with no unit inside reads as `<a/>` on its start tag's line.
 * Each unit's canonical form is interned to an integer shared by both sides, a displayed line is keyed by the
 * units on it, and the line diff runs on those keys. So a line whose units are equal on both sides is an unchanged
 * row even when its text differs, and the count (and the PDF, which reads the same rows) counts only differences
 * the options keep. A line with no unit (a comment or a whitespace-only text that is ignored) is never paired with
 * another line in a change block: it is shown on its side as an unchanged row against an empty cell.
 *
 * The structural summary walks both element trees, skipping each pair of elements whose units are equal (a prefix
 * hash of the unit sequence, checked unit by unit when the hashes agree), so its cost is one pass over the units
 * plus the elements on the way to each change.
 *
 * What stays a change: units are laid out on lines by the formatter, and the layout follows what is in the
 * document, ignored content included. Where an ignored whitespace text or comment inside mixed content holds a
 * line break, the same units fall on a different number of lines on each side, and those lines differ.
 */

/** Kinds of unit (part of a unit's identity). */
const U_START = 1;
const U_EMPTY = 2;
const U_END = 3;
const U_TEXT = 4;
const U_COMMENT = 5;
const U_RAW = 6;

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/**
 * Interns units to dense integers, numbered in order of first occurrence: a unit is its kind and its canonical
 * text, given as a span of a string (`src[from, to)`), so a text or a name is interned where it stands in the
 * document, without a string of its own. Open addressing on FNV-1a hashes, every hit checked character by
 * character: equal ids mean equal units, exactly.
 */
class UnitInterner {
  size = 0;
  private slots = emptySlots(1 << 16);
  private kinds = new Uint8Array(1 << 15);
  private srcs: string[] = [];
  private froms = new Int32Array(1 << 15);
  private tos = new Int32Array(1 << 15);

  id(kind: number, src: string, from: number, to: number): number {
    let h = Math.imul(FNV_OFFSET ^ kind, FNV_PRIME);
    for (let p = from; p < to; p++) h = Math.imul(h ^ src.charCodeAt(p), FNV_PRIME);
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const id = slots[2 * i];
      if (id < 0) {
        slots[2 * i] = this.add(kind, src, from, to);
        slots[2 * i + 1] = h;
        if (this.size > mask >> 1) this.slots = doubled(slots);
        return this.size - 1;
      }
      if (slots[2 * i + 1] === h && this.kinds[id] === kind && this.tos[id] - this.froms[id] === to - from && sameSpan(this.srcs[id], this.froms[id], src, from, to - from)) return id;
    }
  }

  /** The canonical text of unit `id`. */
  text(id: number): string {
    return this.srcs[id].slice(this.froms[id], this.tos[id]);
  }

  /** Every unit, in id order, as plain data another worker can receive (UnitTable). */
  table(): UnitTable {
    const ends = new Int32Array(this.size);
    const parts: string[] = new Array<string>(this.size);
    let at = 0;
    for (let id = 0; id < this.size; id++) {
      parts[id] = this.text(id);
      ends[id] = at += this.tos[id] - this.froms[id];
    }
    return { kinds: this.kinds.slice(0, this.size), ends, text: parts.join('') };
  }

  /**
   * Interns the units of `table` in its id order and answers, per id there, the id here: units that are new here
   * are numbered in the order the table's side first met them, as if that side had been read with this interner.
   */
  adopt(table: UnitTable): Int32Array {
    const ids = new Int32Array(table.ends.length);
    for (let i = 0, from = 0; i < ids.length; from = table.ends[i++]) ids[i] = this.id(table.kinds[i], table.text, from, table.ends[i]);
    return ids;
  }

  private add(kind: number, src: string, from: number, to: number): number {
    if (this.size === this.kinds.length) {
      this.kinds = resized(this.kinds, this.size * 2);
      this.froms = resized(this.froms, this.size * 2);
      this.tos = resized(this.tos, this.size * 2);
    }
    this.kinds[this.size] = kind;
    this.srcs.push(src);
    this.froms[this.size] = from;
    this.tos[this.size] = to;
    return this.size++;
  }
}

/** A side's units as plain data: per id its kind and where its canonical text ends in `text` (ids in order). */
export interface UnitTable {
  kinds: Uint8Array;
  ends: Int32Array;
  text: string;
}

/**
 * An open-addressing table of `n` slots, each an id (−1 empty) and its hash side by side (one cache line holds
 * both: most lookups miss the cache once, not twice).
 */
function emptySlots(n: number): Int32Array {
  const slots = new Int32Array(2 * n);
  for (let i = 0; i < slots.length; i += 2) slots[i] = -1;
  return slots;
}

/** The table at twice the size, every id re-placed by its hash. */
function doubled(old: Int32Array): Int32Array {
  const slots = emptySlots(old.length);
  const mask = (slots.length >> 1) - 1;
  for (let j = 0; j < old.length; j += 2) {
    if (old[j] < 0) continue;
    let i = old[j + 1] & mask;
    while (slots[2 * i] >= 0) i = (i + 1) & mask;
    slots[2 * i] = old[j];
    slots[2 * i + 1] = old[j + 1];
  }
  return slots;
}

function sameSpan(a: string, af: number, b: string, bf: number, n: number): boolean {
  if (a === b && af === bf) return true;
  for (let i = 0; i < n; i++) if (a.charCodeAt(af + i) !== b.charCodeAt(bf + i)) return false;
  return true;
}

/**
 * Interns runs of integers (the items of a line's key) to dense integers, numbered in order of first occurrence;
 * checked item by item, as UnitInterner.
 */
class RunInterner {
  size = 0;
  private slots = emptySlots(1 << 16);
  private arrays: Int32Array[] = [];
  private froms = new Int32Array(1 << 15);
  private tos = new Int32Array(1 << 15);
  /** Per unit id: the id of the run of that unit alone (−1: not interned yet). Most lines hold one whole unit. */
  private alone: Int32Array = new Int32Array(1 << 15).fill(-1);

  /** The id of the run `items[at]` alone, a unit id (≥ 0): as id(items, at, at + 1), without hashing it again. */
  one(items: Int32Array, at: number): number {
    const unit = items[at];
    if (unit >= this.alone.length) this.alone = grownFilled(this.alone, unit);
    let id = this.alone[unit];
    if (id < 0) id = this.alone[unit] = this.id(items, at, at + 1);
    return id;
  }

  id(items: Int32Array, from: number, to: number): number {
    let h = FNV_OFFSET;
    for (let p = from; p < to; p++) h = Math.imul(h ^ items[p], FNV_PRIME);
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const id = slots[2 * i];
      if (id < 0) {
        if (this.size === this.froms.length) {
          this.froms = resized(this.froms, this.size * 2);
          this.tos = resized(this.tos, this.size * 2);
        }
        this.arrays.push(items);
        this.froms[this.size] = from;
        this.tos[this.size] = to;
        slots[2 * i] = this.size++;
        slots[2 * i + 1] = h;
        if (this.size > mask >> 1) this.slots = doubled(slots);
        return this.size - 1;
      }
      if (slots[2 * i + 1] === h && this.tos[id] - this.froms[id] === to - from && sameRun(this.arrays[id], this.froms[id], items, from, to - from)) return id;
    }
  }
}

function sameRun(a: Int32Array, af: number, b: Int32Array, bf: number, n: number): boolean {
  for (let i = 0; i < n; i++) if (a[af + i] !== b[bf + i]) return false;
  return true;
}

/** Per unit: its id, its id for the line keys, its first and last line. */
interface UnitList {
  count: number;
  readonly id: Int32Array;
  readonly lineId: Int32Array;
  readonly first: Int32Array;
  readonly last: Int32Array;
}

/** A side's units while it is read (room for every token: no unit is more). */
class Units implements UnitList {
  count = 0;
  readonly id: Int32Array;
  readonly lineId: Int32Array;
  readonly first: Int32Array;
  readonly last: Int32Array;

  constructor(capacity: number) {
    this.id = new Int32Array(capacity);
    this.lineId = new Int32Array(capacity);
    this.first = new Int32Array(capacity);
    this.last = new Int32Array(capacity);
  }

  push(id: number, lineId: number, first: number, last: number): void {
    const u = this.count++;
    this.id[u] = id;
    this.lineId[u] = lineId;
    this.first[u] = first;
    this.last[u] = last;
  }
}

/**
 * The unit interner(s) a side is read with. Side a's become both sides': side b is read with its own (elsewhere,
 * at the same time) and its ids are then mapped into side a's (UnitInterner.adopt), which numbers them as reading
 * it with side a's would have.
 */
interface Interners {
  units: UnitInterner;
  /** Units under Ignore whitespace / Ignore case (null when neither is set: the line keys use `units`). */
  generic: UnitInterner | null;
  /** Per name id: the ids of its start tag and its empty element without attributes (−1 not yet interned). */
  startOf: Int32Array;
  emptyOf: Int32Array;
}

/** What both sides share once read: the unit interner(s), and the line interner (side a first, so its ids come first). */
interface Shared {
  units: UnitInterner;
  generic: UnitInterner | null;
  lines: RunInterner;
}

/**
 * A document laid out for the compare (layoutXml): the user's text (LF line ends), its formatted text, its tokens
 * (positions in `code`) and, per token k, the formatted lines where it starts and ends (`lines[2k]`, `lines[2k + 1]`).
 */
export interface XmlLaidOut {
  code: string;
  text: string;
  tokens: Tokens;
  lines: Uint32Array;
}

/**
 * One side read for the compare (readXmlSide): its text and displayed (formatted) text, its tokens and units, and
 * its element tree — plain data and typed arrays, so that a second worker can read side b while this one reads
 * side a, and send it here (xmlSideBuffers: what to transfer).
 */
export interface XmlSide {
  /** The user's document (LF line ends), which the tokens point into. */
  code: string;
  /** The formatted text the rows show. */
  text: string;
  lineStarts: Uint32Array;
  tokens: Tokens;
  entities: Map<string, string>;
  units: UnitList;
  /**
   * Per element ordinal: START token, END token (the START for `<a/>`), 1-based line, units [unitStart, unitEnd),
   * the id of its canonical name (its end tag's unit id: equal names, equal ids, on both sides), namespace scope
   * (an index in `scopes`).
   */
  elemTok: Int32Array;
  elemEndTok: Int32Array;
  elemLine: Int32Array;
  elemUnitStart: Int32Array;
  elemUnitEnd: Int32Array;
  elemName: Int32Array;
  elemScope: Int32Array;
  scopes: Map<string, string>[];
  /** The elements' first children and next siblings, and the first top-level element (−1: none). */
  tree: { firstChild: Int32Array; nextSibling: Int32Array; rootFirst: number };
  /** The side's own unit ids (its units' `id` and `lineId`, its `elemName`) as plain data. */
  unitTable: UnitTable;
  genericTable: UnitTable | null;
}

/** A side read with its own interners (which readXmlSide turns into its unit tables). */
type ReadSide = Omit<XmlSide, 'unitTable' | 'genericTable'>;

/** A side as the compare reads it: with its units' prefix hashes and its line keys. */
interface Side extends ReadSide {
  /** Prefix hashes of the unit ids (hash[u] covers units [0, u)). */
  hash: Int32Array;
  /** Per line: its key's id in the shared line interner; and 1 where no unit is on the line. */
  lineIds: Int32Array;
  ignored: Uint8Array;
  /** Attributes of the elements the summary looked at (canonical name → name as written and value). */
  attrCache: Map<number, Map<string, { qname: string; value: string }>>;
}

/** The buffers of a side's typed arrays, each once: what to transfer when it goes to another worker. */
export function xmlSideBuffers(side: XmlSide): ArrayBuffer[] {
  const { tokens, units, tree, unitTable, genericTable } = side;
  const arrays = [
    side.lineStarts, tokens.kind, tokens.start, tokens.end, tokens.flags, units.id, units.lineId, units.first, units.last,
    side.elemTok, side.elemEndTok, side.elemLine, side.elemUnitStart, side.elemUnitEnd, side.elemName, side.elemScope,
    tree.firstChild, tree.nextSibling, unitTable.kinds, unitTable.ends, genericTable?.kinds, genericTable?.ends,
  ];
  return [...new Set(arrays.flatMap((a) => (a ? [a.buffer as ArrayBuffer] : [])))];
}

const HASH_BASE = 0x01000193;

/** A name as compared: as written, or by namespace URI (`{uri}local`) when prefixes are ignored. */
function canonicalName(qname: string, scope: Map<string, string>, isAttr: boolean, o: XmlCompareOptions): string {
  if (!o.ignoreNamespacePrefixes) return qname;
  const c = qname.indexOf(':');
  if (isAttr && c < 0) return qname;
  const uri = scope.get(c > 0 ? qname.slice(0, c) : '') ?? '';
  const local = c > 0 ? qname.slice(c + 1) : qname;
  return uri ? `{${uri}}${local}` : local;
}

const isXmlns = (name: string) => name === 'xmlns' || name.startsWith('xmlns:');

/**
 * The attributes of the start tag [s, e) as compared (canonical name → name as written and decoded value);
 * namespace declarations are left out when prefixes are ignored (their effect is in the names).
 */
function attributeMap(side: ReadSide, s: number, e: number, scope: Map<string, string>, o: XmlCompareOptions): Map<string, { qname: string; value: string }> {
  const map = new Map<string, { qname: string; value: string }>();
  for (const a of attributesOf(side.code, s, e)) {
    if (o.ignoreNamespacePrefixes && isXmlns(a.name)) continue;
    map.set(canonicalName(a.name, scope, true, o), { qname: a.name, value: decodeText(side.code, a.valueStart, a.valueEnd, side.entities, true) });
  }
  return map;
}

/** Whether [s, e) holds a reference (`&`): text without one reads as written. */
function hasReference(text: string, s: number, e: number): boolean {
  for (let p = s; p < e; p++) if (text.charCodeAt(p) === 38) return true;
  return false;
}

/** Whether [s, e) of `text` is whitespace only (as String.prototype.trim reads it). */
function isBlank(text: string, s: number, e: number): boolean {
  for (let p = s; p < e; p++) {
    const c = text.charCodeAt(p);
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && !(c > 127 && text[p].trim() === '')) return false;
  }
  return true;
}

/** A run of text being read (TEXT and CDATA tokens, and ignored comments between them): one unit when it ends. */
interface TextRun {
  /** A span of the document while the run is one token without references, else a string of its own. */
  src: string;
  from: number;
  to: number;
  first: number;
  last: number;
}

/**
 * Reads one side's tokens into units (on the formatted lines) and its element tree, with interners of its own
 * (Ignore whitespace and Ignore case, in `options`, give the units a second id for the line keys).
 */
function readSide(doc: XmlLaidOut, options: CompareOptions, o: XmlCompareOptions): { side: ReadSide; interners: Interners } {
  const interners: Interners = {
    units: new UnitInterner(),
    generic: options.ignoreWhitespace || options.ignoreCase ? new UnitInterner() : null,
    startOf: new Int32Array(64).fill(-1),
    emptyOf: new Int32Array(64).fill(-1),
  };
  const { code, text, tokens, lines } = doc;
  const { kind, start, end, flags, count } = tokens;
  let elems = 0;
  let doctype = '';
  for (let k = 0; k < count; k++) {
    if (kind[k] === START) elems++;
    else if (kind[k] === DOCTYPE) doctype = code.slice(start[k], end[k]);
  }
  const units = new Units(count);
  const entities = internalEntities(doctype);
  const tree = new ElementTree(elems);
  const side: ReadSide = {
    code,
    text,
    lineStarts: lineStartsOf(text),
    tokens,
    entities,
    units,
    elemTok: new Int32Array(elems),
    elemEndTok: new Int32Array(elems),
    elemLine: new Int32Array(elems),
    elemUnitStart: new Int32Array(elems),
    elemUnitEnd: new Int32Array(elems),
    elemName: new Int32Array(elems),
    elemScope: new Int32Array(elems),
    scopes: [new Map([['xml', XML_URI]])],
    tree,
  };
  const interner = interners.units;
  const generic = interners.generic;
  /** Appends a unit whose canonical text is src[from, to). */
  const unit = (ukind: number, src: string, from: number, to: number, first: number, last: number) =>
    units.push(interner.id(ukind, src, from, to), generic ? genericId(generic, ukind, src.slice(from, to), options) : -1, first, last);
  const run: TextRun = { src: '', from: 0, to: 0, first: 0, last: 0 };
  let inRun = false;
  const endRun = () => {
    if (!(o.ignoreWhitespaceText && isBlank(run.src, run.from, run.to))) unit(U_TEXT, run.src, run.from, run.to, run.first, run.last);
    inRun = false;
    run.src = '';
  };

  const open: number[] = [];
  /** Per open element: its start tag's key, '' for one without attributes (its key is its name). */
  const openKey: string[] = [];
  /** Per open element: its namespace scope (an index in side.scopes). */
  const scopes: number[] = [0];
  // The namespace an unprefixed name is in, per open scope (read once per declaration, not per element).
  const defaults: string[] = [''];
  let ord = 0;
  for (let k = 0; k < count; k++) {
    const kd = kind[k];
    const s = start[k];
    const e = end[k];
    const first = lines[2 * k];
    const last = lines[2 * k + 1];
    if (kd === TEXT || kd === CDATA) {
      const from = kd === TEXT ? s : s + 9;
      const to = kd === TEXT ? e : e - 3;
      const plain = kd === CDATA || !hasReference(code, s, e);
      if (!inRun && plain) {
        run.src = code;
        run.from = from;
        run.to = to;
      } else {
        const value = plain ? code.slice(from, to) : decodeText(code, s, e, entities);
        run.src = (inRun ? run.src.slice(run.from, run.to) : '') + value;
        run.from = 0;
        run.to = run.src.length;
      }
      if (!inRun) run.first = first;
      inRun = true;
      run.last = last;
      continue;
    }
    if (kd === COMMENT && o.ignoreComments) continue;
    if (inRun) endRun();
    if (kd === START) {
      // `<name`, then whitespace and attributes, then `>` or `/>`.
      let nameEnd = s + 1;
      for (let c = code.charCodeAt(nameEnd); c !== 32 && c !== 62 && c !== 47 && c !== 10 && c !== 9 && c !== 13; c = code.charCodeAt(++nameEnd));
      const hasAttrs = code.charCodeAt(nameEnd) !== 62 && !(code.charCodeAt(nameEnd) === 47 && nameEnd + 2 === e);
      let scopeAt = scopes[scopes.length - 1];
      let scope = side.scopes[scopeAt];
      let defaultNs = defaults[defaults.length - 1];
      const attrs = hasAttrs ? attributesOf(code, s, e) : null;
      if (attrs) {
        for (const a of attrs) {
          if (!isXmlns(a.name)) continue;
          if (scopeAt === scopes[scopes.length - 1]) {
            scope = new Map(scope);
            scopeAt = side.scopes.push(scope) - 1;
          }
          const prefix = a.name.length > 5 ? a.name.slice(6) : '';
          const uri = decodeText(code, a.valueStart, a.valueEnd, entities, true);
          scope.set(prefix, uri);
          if (!prefix) defaultNs = uri;
        }
      }
      // The name's id: its own span when it reads as written, else its canonical code.
      let nameId: number;
      let name: string | null = null;
      if (!o.ignoreNamespacePrefixes || (defaultNs === '' && !hasColon(code, s + 1, nameEnd))) nameId = interner.id(U_END, code, s + 1, nameEnd);
      else {
        name = canonicalName(code.slice(s + 1, nameEnd), scope, false, o);
        nameId = interner.id(U_END, name, 0, name.length);
      }
      // The key of a start tag with attributes: the name, then U+0000 name U+0000 value per attribute (U+0000
      // never occurs in XML); without attributes, the name alone.
      let key = '';
      if (attrs) {
        const keyed: string[] = [];
        for (const a of attrs) {
          if (o.ignoreNamespacePrefixes && isXmlns(a.name)) continue;
          keyed.push(`\u0000${canonicalName(a.name, scope, true, o)}\u0000${decodeText(code, a.valueStart, a.valueEnd, entities, true)}`);
        }
        if (keyed.length > 0) {
          if (o.ignoreAttributeOrder && !inOrder(keyed)) keyed.sort();
          key = (name ?? canonicalName(code.slice(s + 1, nameEnd), scope, false, o)) + keyed.join('');
        }
      }
      const parent = open.length ? open[open.length - 1] : -1;
      side.elemTok[ord] = k;
      side.elemLine[ord] = first + 1;
      side.elemName[ord] = nameId;
      side.elemScope[ord] = scopeAt;
      tree.link(ord, parent);
      side.elemUnitStart[ord] = units.count;
      // `<a/>` and `<a></a>` are the same empty element.
      const selfClosing = (flags[k] & SELF_CLOSING) !== 0;
      const tagKind = selfClosing ? U_EMPTY : U_START;
      units.push(startId(interners, tagKind, nameId, key), generic ? genericId(generic, tagKind, key || interner.text(nameId), options) : -1, first, last);
      if (selfClosing) {
        side.elemEndTok[ord] = k;
        side.elemUnitEnd[ord] = units.count;
      } else {
        open.push(ord);
        openKey.push(key);
        scopes.push(scopeAt);
        defaults.push(defaultNs);
      }
      ord++;
    } else if (kd === END) {
      const el = open.pop()!;
      const key = openKey.pop()!;
      scopes.pop();
      defaults.pop();
      const u = side.elemUnitStart[el];
      const nameId = side.elemName[el];
      if (units.count === u + 1) {
        // Nothing kept inside: the element reads as `<a/>`, on its start tag's line.
        units.id[u] = startId(interners, U_EMPTY, nameId, key);
        if (generic) units.lineId[u] = genericId(generic, U_EMPTY, key || interner.text(nameId), options);
      } else units.push(nameId, generic ? genericId(generic, U_END, interner.text(nameId), options) : -1, first, last);
      side.elemEndTok[el] = k;
      side.elemUnitEnd[el] = units.count;
    } else if (kd === COMMENT) {
      unit(U_COMMENT, code, s + 4, e - 3, first, last);
    } else if (kd === PI || kd === DOCTYPE || kd === XMLDECL) {
      unit(U_RAW, code, s, e, first, last);
    }
  }
  if (inRun) endRun();
  side.tree = { firstChild: tree.firstChild, nextSibling: tree.nextSibling, rootFirst: tree.rootFirst };
  return { side, interners };
}

/**
 * Reads a laid-out side (layoutXmlInput in normalise.ts) into units and its element tree, with unit ids of its own
 * (given with it as unit tables), for the compare to take in (diffXmlSemantic).
 */
export function readXmlSide(doc: XmlLaidOut, options: CompareOptions, o: XmlCompareOptions): XmlSide {
  const { side, interners } = readSide(doc, options, o);
  return { ...side, unitTable: interners.units.table(), genericTable: interners.generic?.table() ?? null };
}

/**
 * A read side as the compare uses it, its unit ids those of `shared` (`ids`, `genericIds`: per id of its own, the
 * shared one; null when they are the same), with its units' prefix hashes and its line keys.
 */
function compared(read: ReadSide, shared: Shared, ids: Int32Array | null, genericIds: Int32Array | null): Side {
  const { units } = read;
  if (ids) {
    for (let u = 0; u < units.count; u++) units.id[u] = ids[units.id[u]];
    for (let el = 0; el < read.elemName.length; el++) read.elemName[el] = ids[read.elemName[el]];
  }
  if (genericIds) for (let u = 0; u < units.count; u++) units.lineId[u] = genericIds[units.lineId[u]];
  // Prefix hashes of the unit sequence, for the summary's subtree comparisons.
  const hash = new Int32Array(units.count + 1);
  for (let u = 0; u < units.count; u++) hash[u + 1] = (Math.imul(hash[u], HASH_BASE) + units.id[u] + 1) | 0;
  const side: Side = { ...read, hash, lineIds: new Int32Array(0), ignored: new Uint8Array(0), attrCache: new Map() };
  lineKeys(side, shared);
  return side;
}

/** Whether strings are in ascending order as Array.prototype.sort orders them (by UTF-16 code units). */
function inOrder(list: string[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i - 1] > list[i]) return false;
  return true;
}

function hasColon(text: string, s: number, e: number): boolean {
  for (let p = s; p < e; p++) if (text.charCodeAt(p) === 58) return true;
  return false;
}

/** The id of a start tag or an empty element (`kind`) named `nameId`, with the attribute key `key` ('' none). */
function startId(shared: Interners, kind: number, nameId: number, key: string): number {
  if (key) return shared.units.id(kind, key, 0, key.length);
  const cache = kind === U_START ? shared.startOf : shared.emptyOf;
  if (nameId >= cache.length) {
    shared.startOf = grownFilled(shared.startOf, nameId);
    shared.emptyOf = grownFilled(shared.emptyOf, nameId);
    return startId(shared, kind, nameId, key);
  }
  if (cache[nameId] < 0) {
    const name = shared.units.text(nameId);
    cache[nameId] = shared.units.id(kind, name, 0, name.length);
  }
  return cache[nameId];
}

function grownFilled(a: Int32Array, index: number): Int32Array {
  const b = new Int32Array(Math.max(a.length * 2, index + 1)).fill(-1);
  b.set(a);
  return b;
}

/** A unit's id under Ignore whitespace / Ignore case: its canonical text read as lineKey reads a line. */
function genericId(generic: UnitInterner, kind: number, canonical: string, options: CompareOptions): number {
  const key = lineKey(canonical, options);
  return generic.id(kind, key, 0, key.length);
}

/**
 * Keys every displayed line by the units on it, interned in `shared.lines`: a unit starting on the line is the
 * item `id` (≥ 0); a line inside or at the end of a unit that spans lines holds the item `−offset − 1, id` (it
 * matches when the whole unit does). An item's first number says its length, so a line's key says exactly which
 * items it holds. A line with no unit is marked ignored (its key is empty).
 */
function lineKeys(side: Side, shared: Shared): void {
  const { units } = side;
  const lines = side.lineStarts.length;
  const ids = shared.generic ? units.lineId : units.id;
  // Items of every line, in order (lines are filled in order), and where each line's items start.
  let items = new Int32Array(units.count + lines + 16);
  const itemStart = new Int32Array(lines + 1);
  let n = 0;
  let filled = 0;
  const put = (v: number) => {
    if (n === items.length) items = resized(items, n * 2);
    items[n++] = v;
  };
  const reach = (l: number) => {
    while (filled <= l) itemStart[filled++] = n;
  };
  for (let u = 0; u < units.count; u++) {
    const f = units.first[u];
    const g = units.last[u];
    reach(f);
    put(ids[u]);
    for (let l = f + 1; l <= g; l++) {
      reach(l);
      put(-(l - f) - 1);
      put(ids[u]);
    }
  }
  reach(lines);
  const lineIds = new Int32Array(lines);
  const ignored = new Uint8Array(lines);
  for (let l = 0; l < lines; l++) {
    const from = itemStart[l];
    const to = itemStart[l + 1];
    // One item is a whole unit (a line inside or at the end of a unit holds two).
    lineIds[l] = to === from + 1 ? shared.lines.one(items, from) : shared.lines.id(items, from, to);
    if (from === to) ignored[l] = 1;
  }
  side.lineIds = lineIds;
  side.ignored = ignored;
}

/** A change of the structural summary (meta.ts's StructureChange), by the name the XML screen knows it. */
export type XmlStructureChange = StructureChange;

/** A semantic compare: the rows (as diffTexts gives them) and the structural summary. */
export interface XmlSemanticResult {
  result: CompareResult;
  changes: StructureChange[];
  /** path, change, from, to — formula-protected CSV (RFC 4180, CRLF), as the JSON summary's. */
  csv: string;
}

const clipValue = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);

/** The element's attributes as compared (computed once, for the elements the summary looks at). */
function attrsOf(side: Side, el: number, o: XmlCompareOptions): Map<string, { qname: string; value: string }> {
  let map = side.attrCache.get(el);
  if (!map) {
    const k = side.elemTok[el];
    map = attributeMap(side, side.tokens.start[k], side.tokens.end[k], side.scopes[side.elemScope[el]], o);
    side.attrCache.set(el, map);
  }
  return map;
}

/** The element children of `el` (−1: the top-level elements). */
function childrenOf(side: Side, el: number): number[] {
  const { firstChild, nextSibling, rootFirst } = side.tree;
  const out: number[] = [];
  for (let c = el < 0 ? rootFirst : firstChild[el]; c >= 0; c = nextSibling[c]) out.push(c);
  return out;
}

/** The element's name as written (for paths). */
const qnameOf = (side: Side, el: number) => tagName(side.code, side.tokens.start[side.elemTok[el]] + 1);

/** The element's own text: its text children's runs, in order (a whitespace-only run left out when ignored). */
function textOf(side: Side, el: number, o: XmlCompareOptions): string {
  const { kind, start, end } = side.tokens;
  const text = side.code;
  let out = '';
  let run = '';
  let inRun = false;
  const endRun = () => {
    if (inRun && !(o.ignoreWhitespaceText && run.trim() === '')) out += run;
    run = '';
    inRun = false;
  };
  let child = side.tree.firstChild[el];
  for (let k = side.elemTok[el] + 1; k < side.elemEndTok[el]; ) {
    const kd = kind[k];
    if (kd === START) {
      endRun();
      k = side.elemEndTok[child] + 1;
      child = side.tree.nextSibling[child];
      continue;
    }
    if (kd === TEXT || kd === CDATA) {
      run += kd === TEXT ? decodeText(text, start[k], end[k], side.entities) : text.slice(start[k] + 9, end[k] - 3);
      inRun = true;
    } else if (!(kd === COMMENT && o.ignoreComments)) endRun();
    k++;
  }
  endRun();
  return out;
}

/** The text of line `i` of a side. */
function lineOf(side: Side, i: number): string {
  const ls = side.lineStarts;
  return side.text.slice(ls[i], i + 1 < ls.length ? ls[i + 1] - 1 : side.text.length);
}

/** Whether two elements hold the same units (and so nothing the summary would report). */
function sameUnits(a: Side, x: number, b: Side, y: number): boolean {
  const sa = a.elemUnitStart[x];
  const sb = b.elemUnitStart[y];
  const n = a.elemUnitEnd[x] - sa;
  if (n !== b.elemUnitEnd[y] - sb) return false;
  // h[s + n] − h[s]·B^n is the hash of units [s, s + n); B^n by squaring.
  let p = 1;
  for (let base = HASH_BASE, e = n; e > 0; e >>>= 1, base = Math.imul(base, base)) if (e & 1) p = Math.imul(p, base);
  if (((a.hash[sa + n] - Math.imul(a.hash[sa], p)) | 0) !== ((b.hash[sb + n] - Math.imul(b.hash[sb], p)) | 0)) return false;
  for (let i = 0; i < n; i++) if (a.units.id[sa + i] !== b.units.id[sb + i]) return false;
  return true;
}

/**
 * Whether two elements hold the same units outside their child elements: then their own texts (textOf: the text
 * runs between their children, which are units of their own) are equal. False says nothing.
 */
function sameOwnUnits(a: Side, x: number, b: Side, y: number): boolean {
  let ua = a.elemUnitStart[x] + 1;
  let ub = b.elemUnitStart[y] + 1;
  const ea = a.elemUnitEnd[x];
  const eb = b.elemUnitEnd[y];
  let ca = a.tree.firstChild[x];
  let cb = b.tree.firstChild[y];
  for (;;) {
    for (; ca >= 0 && a.elemUnitStart[ca] === ua; ca = a.tree.nextSibling[ca]) ua = a.elemUnitEnd[ca];
    for (; cb >= 0 && b.elemUnitStart[cb] === ub; cb = b.tree.nextSibling[cb]) ub = b.elemUnitEnd[cb];
    if (ua >= ea || ub >= eb) return ua >= ea && ub >= eb;
    if (a.units.id[ua++] !== b.units.id[ub++]) return false;
  }
}

/** The structural summary: elements matched by name and position, or by the `matchBy` attribute's value. */
function structure(a: Side, b: Side, matchBy: string, o: XmlCompareOptions): StructureChange[] {
  const out: StructureChange[] = [];
  /**
   * Children grouped for matching: key → ordinals (a key is the name's id, or the name's id and the match
   * attribute's value when usable).
   */
  const groups = (s: Side, children: number[], byAttribute: (name: number) => boolean) => {
    const g = new Map<number | string, number[]>();
    for (const c of children) {
      const name = s.elemName[c];
      const keyValue = byAttribute(name) ? attrsOf(s, c, o).get(matchBy)?.value : undefined;
      const k = keyValue === undefined ? name : `${name}\u0000${keyValue}`;
      const list = g.get(k);
      if (list) list.push(c);
      else g.set(k, [c]);
    }
    return g;
  };
  const walk = (ia: number[], ib: number[], path: string) => {
    // Match by attribute only for names whose siblings all carry distinct values of it on both sides.
    const keyable = (name: number) => {
      if (!matchBy) return false;
      for (const [s, children] of [[a, ia], [b, ib]] as const) {
        const seen = new Set<string>();
        for (const c of children) {
          if (s.elemName[c] !== name) continue;
          const v = attrsOf(s, c, o).get(matchBy)?.value;
          if (v === undefined || seen.has(v)) return false;
          seen.add(v);
        }
      }
      return true;
    };
    const cache = new Map<number, boolean>();
    const byAttribute = (name: number) => {
      if (!matchBy) return false;
      let v = cache.get(name);
      if (v === undefined) cache.set(name, (v = keyable(name)));
      return v;
    };
    const ga = groups(a, ia, byAttribute);
    const gb = groups(b, ib, byAttribute);
    // A name not matched by attribute is its own group key: its group sizes are its counts on each side.
    const stepOf = (s: Side, el: number, pos: number) => {
      const name = s.elemName[el];
      const v = byAttribute(name) ? attrsOf(s, el, o).get(matchBy)?.value : undefined;
      if (v !== undefined) return `${qnameOf(s, el)}[@${matchBy}='${v}']`;
      return Math.max(ga.get(name)?.length ?? 0, gb.get(name)?.length ?? 0) > 1 ? `${qnameOf(s, el)}[${pos + 1}]` : qnameOf(s, el);
    };
    const pairs = (la: number[], lb: number[]) => {
      const n = Math.max(la.length, lb.length);
      for (let i = 0; i < n; i++) {
        const x = la[i];
        const y = lb[i];
        if (y === undefined) {
          out.push({ path: `${path}/${stepOf(a, x, i)}`, kind: 'removed', from: clipValue(textOf(a, x, o)), leftLine: a.elemLine[x], rightLine: 0 });
        } else if (x === undefined) {
          out.push({ path: `${path}/${stepOf(b, y, i)}`, kind: 'added', to: clipValue(textOf(b, y, o)), leftLine: 0, rightLine: b.elemLine[y] });
        } else if (!sameUnits(a, x, b, y)) compare(x, y, `${path}/${stepOf(a, x, i)}`);
      }
    };
    // Keys in order of first occurrence, side a's first.
    for (const [k, la] of ga) pairs(la, gb.get(k) ?? []);
    for (const [k, lb] of gb) if (!ga.has(k)) pairs([], lb);
  };
  const compare = (x: number, y: number, path: string) => {
    const la = a.elemLine[x];
    const lb = b.elemLine[y];
    // Equal start tags (one unit each: the name and the attributes as compared) have the same attributes.
    if (a.units.id[a.elemUnitStart[x]] !== b.units.id[b.elemUnitStart[y]]) {
      const aa = attrsOf(a, x, o);
      const ab = attrsOf(b, y, o);
      for (const [n, v] of aa) {
        const w = ab.get(n);
        if (!w) out.push({ path: `${path}/@${v.qname}`, kind: 'removed', from: v.value, leftLine: la, rightLine: 0 });
        else if (w.value !== v.value) out.push({ path: `${path}/@${v.qname}`, kind: 'changed', from: v.value, to: w.value, leftLine: la, rightLine: lb });
      }
      for (const [n, w] of ab) if (!aa.has(n)) out.push({ path: `${path}/@${w.qname}`, kind: 'added', to: w.value, leftLine: 0, rightLine: lb });
    }
    if (!sameOwnUnits(a, x, b, y)) {
      const ta = textOf(a, x, o);
      const tb = textOf(b, y, o);
      if (ta !== tb) out.push({ path, kind: 'changed', from: clipValue(ta), to: clipValue(tb), leftLine: la, rightLine: lb });
    }
    walk(childrenOf(a, x), childrenOf(b, y), path);
  };
  walk(childrenOf(a, -1), childrenOf(b, -1), '');
  return out;
}

/** The original side read and keyed (readXmlOriginal), with the interners it makes both sides' (see Interners). */
export interface XmlOriginal {
  side: Side;
  shared: Shared;
}

/**
 * Reads the original side, laid out by layoutXmlInput (normalise.ts), into units, line keys and its element tree
 * (its interners then take in the modified side's ids, diffXmlSemantic).
 */
export function readXmlOriginal(doc: XmlLaidOut, options: CompareOptions, xml: XmlCompareOptions): XmlOriginal {
  const { side, interners } = readSide(doc, options, xml);
  const shared: Shared = { units: interners.units, generic: interners.generic, lines: new RunInterner() };
  return { side: compared(side, shared, null, null), shared };
}

/**
 * Compares two XML documents laid out by the formatter (layoutXmlInput in normalise.ts; see the module comment)
 * and read: `left` with the interners of both (readXmlOriginal), `right` on its own (readXmlSide, meanwhile in
 * another worker), its unit ids then mapped into left's. `options` carries the highlight mode; the XML options say
 * what is ignored and which attribute matches repeated elements.
 */
export function diffXmlSemantic(left: XmlOriginal, right: XmlSide, options: CompareOptions, xml: XmlCompareOptions, caps: DiffCaps = DEFAULT_CAPS): XmlSemanticResult {
  const started = performance.now();
  // Ignore whitespace and Ignore case apply to the units as they do to lines.
  const generic = options.ignoreWhitespace || options.ignoreCase;
  const { side: a, shared } = left;
  const inA = shared.lines.size;
  const b = compared(right, shared, shared.units.adopt(right.unitTable), shared.generic && right.genericTable ? shared.generic.adopt(right.genericTable) : null);
  const keyOf = (line: string) => (generic ? lineKey(line, options) : line);
  const diff = lineDiffIds(a.lineIds, b.lineIds, inA, { maxWork: caps.lineWork, deadline: performance.now() + caps.lineMs });
  // A line without units is never paired in a change block; alone in its row it is not a difference.
  const rows = buildRows(a.lineStarts.length, b.lineStarts.length, diff, options, caps, (i, j, pair) => {
    const x = lineOf(a, i);
    const y = lineOf(b, j);
    return comparePair(x, y, keyOf(x), keyOf(y), pair);
  }, { left: a.ignored, right: b.ignored });
  let differences = 0;
  for (let r = 0; r < rows.rowCount; r++) {
    const li = rows.leftLine[r];
    const ri = rows.rightLine[r];
    if ((li >= 0 && ri < 0 && a.ignored[li] === 1) || (ri >= 0 && li < 0 && b.ignored[ri] === 1)) {
      rows.leftType[r] = CELL.UNCHANGED;
      rows.rightType[r] = CELL.UNCHANGED;
    }
    if (rows.leftType[r] !== CELL.UNCHANGED || rows.rightType[r] !== CELL.UNCHANGED) differences++;
  }
  const changes = structure(a, b, xml.matchBy.trim(), xml);
  const csv = ['path,change,from,to', ...changes.map((c) => [c.path, c.kind, c.from ?? '', c.to ?? ''].map((f) => csvField(f)).join(','))].join('\r\n') + '\r\n';
  return {
    result: {
      left: { text: a.text, lineStarts: a.lineStarts },
      right: { text: b.text, lineStarts: b.lineStarts },
      ...rows,
      differences,
      engineMs: performance.now() - started,
    },
    changes,
    csv,
  };
}
