import { CORE_SCHEMA, NOT_RESOLVED, defineScalarTag, floatCoreTag, intCoreTag, loadAll, mergeTag, realMapTag } from 'js-yaml';
import { ConvertError, MAX_DEPTH, tooDeep, RawNumber, numberOf, parseJsonTree, writeJson, type JObject, type JValue } from './tree';
import { convertNote } from './meta';
import type { Conversion } from './types';
import type { EngineNote } from '../shared/result';

// ---------------------------------------------------------------------------------------------------------------
// JSON → YAML: our own block-style writer, so numbers keep their exact text and strings are quoted whenever a
// YAML 1.1 or 1.2 reader could take them for anything but a string.

/** Plain (unquoted) strings: a conservative ASCII subset that no YAML reader resolves to another type. */
const PLAIN = /^[A-Za-z_/][\w ./@()+,;=$%&'!?-]*$/;
/** Words that YAML 1.1 or 1.2 readers turn into null or booleans. */
const RESERVED = /^(?:null|true|false|yes|no|on|off|y|n|~)$/i;
/** Characters JSON leaves raw but YAML requires escaped in a double-quoted string. */
const NON_PRINTABLE = /[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g;

function yamlString(s: string): string {
  if (s.length > 0 && PLAIN.test(s) && !s.endsWith(' ') && !RESERVED.test(s)) return s;
  return JSON.stringify(s).replace(NON_PRINTABLE, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

function yamlScalar(v: JValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return yamlString(v);
  if (v instanceof RawNumber) return v.text;
  return String(v);
}

/** YAML text of a tree: block mappings and sequences indented by two spaces, `{}` and `[]` for empty ones. */
export function writeYaml(value: JValue): string {
  let out = '';
  const pads: string[] = [''];
  const pad = (n: number) => (pads[n] ??= ' '.repeat(n));
  const isBlock = (v: JValue): v is JValue[] | JObject => (Array.isArray(v) ? v.length > 0 : v instanceof Map && v.size > 0);
  const inline = (v: JValue) => (Array.isArray(v) ? '[]' : v instanceof Map ? '{}' : yamlScalar(v));

  /** Writes a block collection; its first line continues the current one (after `- `) when `continued`. */
  const block = (v: JValue[] | JObject, indent: number, continued: boolean) => {
    if (indent / 2 > MAX_DEPTH) throw tooDeep();
    const lead = pad(indent);
    let first = continued;
    if (Array.isArray(v)) {
      for (const item of v) {
        out += first ? '- ' : lead + '- ';
        first = false;
        if (isBlock(item)) block(item, indent + 2, true);
        else out += inline(item) + '\n';
      }
    } else {
      for (const [k, item] of v) {
        out += (first ? '' : lead) + yamlString(k) + ':';
        first = false;
        if (isBlock(item)) {
          out += '\n';
          block(item, indent + 2, false);
        } else out += ' ' + inline(item) + '\n';
      }
    }
  };
  if (isBlock(value)) block(value, 0, false);
  else out += inline(value) + '\n';
  return out;
}

export function jsonToYaml(text: string): Conversion {
  const { value, duplicateKeys } = parseJsonTree(text);
  const notes = duplicateKeys > 0 ? [convertNote('convert-note-yaml-duplicate-keys', { count: duplicateKeys })] : [];
  return { text: writeYaml(value), notes };
}

// ---------------------------------------------------------------------------------------------------------------
// YAML → JSON: js-yaml with the YAML 1.2 core schema (dates stay strings), merge keys, Maps for mappings (key order
// and non-string keys kept), and integers and floats beyond JavaScript's precision kept as their digits.

/** A YAML float with no JSON form (`.inf`, `-.inf`, `.nan`). */
class NonFinite {
  constructor(readonly text: string) {}
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

const exactInt = defineScalarTag<number | RawNumber>('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: intCoreTag.implicitFirstChars,
  resolve(source, isExplicit, tagName) {
    const v = intCoreTag.resolve(source, isExplicit, tagName);
    if (v === NOT_RESOLVED) return v;
    // Decimal integers keep their text when it is JSON's (-0, digits beyond 2^53).
    if (JSON_NUMBER.test(source)) return numberOf(source);
    if (Number.isSafeInteger(v)) return v;
    const s = source.replace(/_/g, '');
    const negative = s.startsWith('-');
    const digits = BigInt(s.replace(/^[-+]/, '')).toString();
    return new RawNumber(negative && digits !== '0' ? '-' + digits : digits);
  },
  identify: () => false,
});

const exactFloat = defineScalarTag<number | RawNumber | NonFinite>('tag:yaml.org,2002:float', {
  implicit: true,
  implicitFirstChars: floatCoreTag.implicitFirstChars,
  resolve(source, isExplicit, tagName) {
    const v = floatCoreTag.resolve(source, isExplicit, tagName);
    if (v === NOT_RESOLVED) return v;
    if (JSON_NUMBER.test(source)) return numberOf(source);
    return Number.isFinite(v) ? v : new NonFinite(source);
  },
  identify: () => false,
});

const SCHEMA = CORE_SCHEMA.withTags(exactInt, exactFloat, mergeTag, realMapTag);

/** Converts what js-yaml built into a tree, collecting what JSON cannot hold. */
function toTree(doc: unknown, notes: Map<string, EngineNote>): JValue {
  const note = (n: EngineNote) => notes.set(n.message, n);
  const active = new Set<unknown>();
  const visit = (v: unknown, depth: number): JValue => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number' || v instanceof RawNumber) return v;
    if (v instanceof NonFinite) {
      note(convertNote('convert-note-yaml-non-finite', { value: v.text }));
      return null;
    }
    if (depth >= MAX_DEPTH) throw tooDeep();
    if (active.has(v)) throw new ConvertError({ code: 'convert-yaml-cycle' });
    active.add(v);
    let out: JValue;
    if (Array.isArray(v)) out = v.map((x) => visit(x, depth + 1));
    else if (v instanceof Map) {
      const m: JObject = new Map();
      for (const [k, x] of v as Map<unknown, unknown>) {
        let key: string;
        if (typeof k === 'string') key = k;
        else if (k === null || k === undefined) key = 'null';
        else if (k instanceof RawNumber || k instanceof NonFinite) key = k.text;
        else if (typeof k === 'object') {
          key = writeJson(visit(k, depth + 1), 0);
          note(convertNote('convert-note-yaml-complex-key'));
        } else key = String(k);
        m.set(key, visit(x, depth + 1));
      }
      out = m;
    } else {
      // A tag outside the core schema would have been refused by the loader; anything else is shown as text.
      out = String(v);
    }
    active.delete(v);
    return out;
  };
  return visit(doc, 0);
}

/**
 * The values of YAML text as one tree (several documents: an array of them) and notes on what JSON cannot hold;
 * refused with the parser's message, line and column.
 */
export function readYaml(text: string): { value: JValue; notes: EngineNote[] } {
  let docs: unknown[];
  try {
    docs = loadAll(text, { schema: SCHEMA });
  } catch (e) {
    const err = e as { reason?: string; message?: string; mark?: { line: number; column: number } };
    const reason = err.reason ?? err.message ?? 'Invalid YAML';
    throw new ConvertError({ code: 'convert-invalid-yaml', values: { detail: reason } }, err.mark ? err.mark.line + 1 : undefined, err.mark ? err.mark.column + 1 : undefined);
  }
  // Each note once (keyed by its text).
  const notes = new Map<string, EngineNote>();
  let value: JValue;
  if (docs.length === 0) throw new ConvertError({ code: 'convert-yaml-empty' });
  if (docs.length === 1) value = toTree(docs[0], notes);
  else {
    value = docs.map((d) => toTree(d, notes));
    const many = convertNote('convert-note-yaml-documents', { count: docs.length });
    notes.set(many.message, many);
  }
  return { value, notes: [...notes.values()] };
}

export function yamlToJson(text: string): Conversion {
  const { value, notes } = readYaml(text);
  return { text: writeJson(value) + '\n', notes };
}
