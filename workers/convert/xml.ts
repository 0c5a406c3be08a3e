import { positionAt } from '../shared/position';
import { inferValue } from './csv';
import { ConvertError, MAX_DEPTH, tooDeep, RawNumber, parseJsonTree, writeJson, type JObject, type JValue } from './tree';
import { convertNote, type ConvertInputErrorCode, type ConvertNoteCode } from './meta';
import type { Conversion, ConvertOptions } from './types';

/** The notes of the XML conversions (none has values): each said once, in the order first met. */
type XmlNoteCode = Extract<ConvertNoteCode, `convert-note-xml-${string}`>;
const notesOf = (codes: Set<XmlNoteCode>) => [...codes].map((code) => convertNote(code));

/*
 * The JSON ↔ XML mapping (shown on the tool pages):
 * - An element becomes a key named after it. An element with only text becomes a string ("" when empty).
 * - Attributes become keys with a leading `@` (`@id`); the text of an element that also has attributes or
 *   child elements becomes `#text`.
 * - Repeated child elements of one name become an array, in document order.
 * - The XML's root element is the JSON's one top-level key.
 * Back from JSON: the same rules the other way; an array is written as repeated elements; a top-level value that
 * is not an object with one key is wrapped in <root>, array items without a name in <item>.
 */

// ---------------------------------------------------------------------------------------------------------------
// A small, non-validating XML reader (elements, attributes, text, CDATA, the five entities and character
// references; comments, processing instructions and the DOCTYPE are skipped).

interface XmlElement {
  name: string;
  attrs: [string, string][];
  children: (XmlElement | string)[];
}

const NAME = /[A-Za-z_:\u00c0-\uffff][\w.:\u00b7\u00c0-\uffff-]*/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

interface ReadXml {
  root: XmlElement;
  skipped: boolean;
}

function readXml(text: string): ReadXml {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let skipped = false;
  const fail = (code: ConvertInputErrorCode, values?: Record<string, string>, at = i): never => {
    const { line, column } = positionAt(text, at);
    throw new ConvertError({ code, values }, line, column);
  };
  const decode = (s: string, at: number): string =>
    s.indexOf('&') === -1
      ? s
      : s.replace(/&([^;&\s]*);?/g, (m, ref: string) => {
          if (!m.endsWith(';')) fail('convert-xml-ampersand', undefined, at);
          if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
          if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
          const e = ENTITIES[ref];
          if (e === undefined) fail('convert-xml-unknown-entity', { entity: ref }, at);
          return e!;
        });
  const name = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(text);
    if (!m) fail('convert-xml-name');
    i = NAME.lastIndex;
    return m![0];
  };
  const ws = () => {
    let c = text.charCodeAt(i);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++i);
  };
  const addText = (s: string) => {
    const top = stack[stack.length - 1];
    if (!top) {
      if (s.trim() !== '') fail('convert-xml-text-outside');
      return;
    }
    const last = top.children.length - 1;
    if (last >= 0 && typeof top.children[last] === 'string') top.children[last] += s;
    else top.children.push(s);
  };

  while (i < n) {
    const lt = text.indexOf('<', i);
    if (lt !== i) {
      const end = lt === -1 ? n : lt;
      addText(decode(text.slice(i, end), i));
      i = end;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      const e = text.indexOf('-->', i + 4);
      if (e === -1) fail('convert-xml-comment');
      i = e + 3;
      skipped = true;
    } else if (text.startsWith('<![CDATA[', i)) {
      const e = text.indexOf(']]>', i + 9);
      if (e === -1) fail('convert-xml-cdata');
      if (stack.length === 0) fail('convert-xml-cdata-outside');
      addText(text.slice(i + 9, e));
      i = e + 3;
    } else if (text.startsWith('<?', i)) {
      const e = text.indexOf('?>', i + 2);
      if (e === -1) fail('convert-xml-pi');
      if (!text.startsWith('<?xml ', i) && !text.startsWith('<?xml?', i)) skipped = true;
      i = e + 2;
    } else if (text.startsWith('<!DOCTYPE', i)) {
      // Skip to the matching '>' (an internal subset is in brackets).
      let depth = 0;
      let e = i + 9;
      for (; e < n; e++) {
        const c = text[e];
        if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) break;
      }
      if (e >= n) fail('convert-xml-doctype');
      i = e + 1;
      skipped = true;
    } else if (text.charCodeAt(i + 1) === 47 /* / */) {
      const at = i;
      i += 2;
      const closing = name();
      ws();
      if (text.charCodeAt(i) !== 62) fail('convert-xml-end-tag', { name: closing });
      i++;
      const open = stack.pop();
      if (!open) fail('convert-xml-closes-nothing', { name: closing }, at);
      if (open!.name !== closing) fail('convert-xml-mismatch', { name: closing, open: open!.name }, at);
    } else {
      const at = i;
      i++;
      const el: XmlElement = { name: name(), attrs: [], children: [] };
      for (;;) {
        ws();
        const c = text.charCodeAt(i);
        if (c === 62) {
          i++;
          break;
        }
        if (c === 47 && text.charCodeAt(i + 1) === 62) {
          i += 2;
          break;
        }
        if (i >= n) fail('convert-xml-unclosed', { name: el.name }, at);
        const attr = name();
        ws();
        if (text.charCodeAt(i) !== 61) fail('convert-xml-equals', { name: attr });
        i++;
        ws();
        const q = text.charCodeAt(i);
        if (q !== 34 && q !== 39) fail('convert-xml-quote', { name: attr });
        const e = text.indexOf(q === 34 ? '"' : "'", i + 1);
        if (e === -1) fail('convert-xml-attr-unclosed', { name: attr });
        const raw = text.slice(i + 1, e);
        if (raw.includes('<')) fail('convert-xml-lt-in-value', { name: attr });
        // Attribute value normalisation: literal tabs and line ends read as spaces.
        const value = decode(raw.replace(/\r\n|[\n\r\t]/g, ' '), i);
        if (el.attrs.some(([a]) => a === attr)) fail('convert-xml-attr-twice', { name: attr });
        el.attrs.push([attr, value]);
        i = e + 1;
      }
      const selfClosing = text.charCodeAt(i - 2) === 47;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(el);
      else if (root) fail('convert-xml-second-root', undefined, at);
      else root = el;
      if (!selfClosing) {
        if (stack.length >= MAX_DEPTH) throw tooDeep();
        stack.push(el);
      }
    }
  }
  if (stack.length > 0) fail('convert-xml-unclosed', { name: stack[stack.length - 1].name });
  if (!root) fail('convert-xml-no-root');
  return { root: root!, skipped };
}

// ---------------------------------------------------------------------------------------------------------------
// XML → JSON

export function xmlToJson(text: string, options: ConvertOptions = {}): Conversion {
  const { root, skipped } = readXml(text.replace(/\r\n?/g, '\n'));
  const infer = options.inferTypes === true;
  const notes = new Set<XmlNoteCode>();
  const valueOf = (el: XmlElement): JValue => {
    const elements = el.children.filter((c): c is XmlElement => typeof c !== 'string');
    const texts = el.children.filter((c): c is string => typeof c === 'string');
    const text = texts.join('');
    if (el.attrs.length === 0 && elements.length === 0) return inferValue(text, infer);
    const obj: JObject = new Map();
    for (const [a, v] of el.attrs) obj.set('@' + a, inferValue(v, infer));
    let last = '';
    const repeated = new Map<string, JValue[]>();
    for (const child of elements) {
      const v = valueOf(child);
      const list = repeated.get(child.name);
      if (list) {
        if (last !== child.name) notes.add('convert-note-xml-interleaved');
        list.push(v);
      } else if (obj.has(child.name)) {
        if (last !== child.name) notes.add('convert-note-xml-interleaved');
        const arr: JValue[] = [obj.get(child.name)!, v];
        repeated.set(child.name, arr);
        obj.set(child.name, arr);
      } else obj.set(child.name, v);
      last = child.name;
    }
    if (elements.length > 0) {
      // Beside child elements, whitespace around text is layout: each run is trimmed, and the runs joined.
      const runs = texts.map((t) => t.trim()).filter((t) => t !== '');
      if (runs.length > 0) {
        obj.set('#text', inferValue(runs.join(' '), infer));
        if (runs.length > 1) notes.add('convert-note-xml-mixed-text');
      }
    } else if (text !== '') obj.set('#text', inferValue(text, infer));
    return obj;
  };
  const value: JObject = new Map([[root.name, valueOf(root)]]);
  if (skipped) notes.add('convert-note-xml-skipped');
  return { text: writeJson(value) + '\n', notes: notesOf(notes) };
}

// ---------------------------------------------------------------------------------------------------------------
// JSON → XML

const VALID_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
// eslint-disable-next-line no-control-regex -- XML 1.0 cannot hold these characters at all
const INVALID_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function jsonToXml(text: string): Conversion {
  const { value } = parseJsonTree(text);
  const notes = new Set<XmlNoteCode>();
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  let scalars = false;
  let nulls = false;

  const clean = (s: string) => {
    if (!INVALID_CHARS.test(s)) return s;
    INVALID_CHARS.lastIndex = 0;
    notes.add('convert-note-xml-control-characters');
    return s.replace(INVALID_CHARS, '\ufffd');
  };
  const escText = (s: string) => clean(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
  const escAttr = (s: string) =>
    clean(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
  const xmlName = (key: string) => {
    if (VALID_NAME.test(key)) return key;
    let n = key.replace(/[^\w.-]/g, '_');
    if (!/^[A-Za-z_]/.test(n)) n = '_' + n;
    notes.add('convert-note-xml-names');
    return n;
  };
  const scalarText = (v: JValue): string => {
    if (typeof v === 'string') return v;
    scalars = true;
    if (v instanceof RawNumber) return v.text;
    return String(v);
  };

  const pads: string[] = [''];
  const pad = (d: number) => (pads[d] ??= '  '.repeat(d));

  /** Writes element `name` for `v`; `indent` false inside mixed content (exact text). */
  const element = (name: string, v: JValue, depth: number, indent: boolean) => {
    if (depth > MAX_DEPTH) throw tooDeep();
    const lead = indent ? pad(depth) : '';
    const end = indent ? '\n' : '';
    if (Array.isArray(v)) {
      if (v.length === 0) notes.add('convert-note-xml-empty-arrays');
      else if (v.length === 1) notes.add('convert-note-xml-one-element-array');
      for (const item of v) {
        if (Array.isArray(item)) {
          notes.add('convert-note-xml-nested-arrays');
          parts.push(lead, '<', name, '>', end);
          element('item', item, depth + 1, indent);
          parts.push(lead, '</', name, '>', end);
        } else element(name, item, depth, indent);
      }
      return;
    }
    if (v === null) {
      nulls = true;
      parts.push(lead, '<', name, '/>', end);
      return;
    }
    if (!(v instanceof Map)) {
      parts.push(lead, '<', name, '>', escText(scalarText(v)), '</', name, '>', end);
      return;
    }
    parts.push(lead, '<', name);
    let text: string | null = null;
    const children: [string, JValue][] = [];
    for (const [k, x] of v) {
      if (k.startsWith('@') && k.length > 1) {
        if (x instanceof Map || Array.isArray(x)) {
          notes.add('convert-note-xml-attribute-objects');
          parts.push(' ', xmlName(k.slice(1)), '="', escAttr(writeJson(x, 0)), '"');
        } else {
          if (x === null) nulls = true;
          parts.push(' ', xmlName(k.slice(1)), '="', escAttr(x === null ? '' : scalarText(x)), '"');
        }
      } else if (k === '#text') {
        text = x instanceof Map || Array.isArray(x) ? writeJson(x, 0) : x === null ? '' : scalarText(x);
      } else children.push([k, x]);
    }
    if (children.length === 0 && (text === null || text === '')) {
      parts.push(text === '' ? '></' + name + '>' : '/>', end);
      return;
    }
    if (text !== null) {
      // Mixed content: written on one line so no layout whitespace enters the text.
      parts.push('>', escText(text));
      for (const [k, x] of children) element(xmlName(k), x, depth + 1, false);
      parts.push('</', name, '>', end);
      return;
    }
    parts.push('>', end);
    for (const [k, x] of children) element(xmlName(k), x, depth + 1, indent);
    parts.push(lead, '</', name, '>', end);
  };

  if (value instanceof Map && value.size === 1) {
    const [[k, v]] = value;
    if (Array.isArray(v)) {
      notes.add('convert-note-xml-root-array');
      element('root', value, 0, true);
    } else element(xmlName(k), v, 0, true);
  } else {
    notes.add(value instanceof Map ? 'convert-note-xml-root-object' : 'convert-note-xml-root-other');
    element('root', Array.isArray(value) ? new Map([['item', value]]) : value, 0, true);
  }
  if (scalars) notes.add('convert-note-xml-scalars');
  if (nulls) notes.add('convert-note-xml-nulls');
  return { text: parts.join(''), notes: notesOf(notes) };
}
