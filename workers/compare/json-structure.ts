import { toCsvText } from '../shared/csv';
import { arrangeSteps } from './array-moves';

/**
 * The structural JSON diff: every change between two JSON documents as a path and its values
 * (`$.orders[3].total: 10.5 → 12`, `$.user.email: added`, `$.tags[1]: removed`), beside the line view.
 *
 * - Lossless: numbers keep their source text (`12345678901234567890`, `1.50`), compared as that text, so no
 *   value is rounded through a double; strings are compared decoded (`"\u00e9"` equals `"é"`).
 * - Key order never counts: object members are matched by key.
 * - Arrays are compared by position, or — when `arrayKey` names a field — as sets of records matched by that
 *   field's value (`id`), so a reordered array of records shows only the real changes. An array is matched by key
 *   only when every item of both sides is an object holding a number or string under that field, each value
 *   once; otherwise it is compared by position.
 * - Each change carries the 1-based line of its value in each side's text, so that the line view can be scrolled
 *   to it; the texts given are the ones the line view shows (the normalised inputs).
 *
 * Exports: RFC 6902 JSON Patch (applied to the original in order it gives the modified document: arrays matched by
 * key get `move` and `add` operations that put their items in the modified order, though the summary reports a pure
 * reorder as no change) and CSV.
 */

type JsonNode =
  | { t: 'object'; line: number; keys: Map<string, JsonNode> }
  | { t: 'array'; line: number; items: JsonNode[] }
  | { t: 'number'; line: number; raw: string }
  | { t: 'string'; line: number; value: string; raw: string }
  | { t: 'literal'; line: number; raw: string };

export interface StructureChange {
  /** JSONPath-like: `$.orders[3].total`, `$.orders[id=17].total` for arrays matched by key, `$["a b"]`. */
  path: string;
  kind: 'changed' | 'added' | 'removed';
  /** The value before (changed, removed) and after (changed, added), as compact JSON with numbers as written. */
  from?: string;
  to?: string;
  /** 1-based lines of the value in the original and the modified text; 0 where the side has no such value. */
  leftLine: number;
  rightLine: number;
}

export interface StructureResult {
  changes: StructureChange[];
  /**
   * RFC 6902 operations as JSON text (a JSON array), numbers as written; applied to the original in order, they give
   * the modified document.
   */
  patch: string;
  /** path, change, from, to — formula-protected CSV (RFC 4180, CRLF). */
  csv: string;
}

/** Deeper documents are refused by the summary (the line view still shows them). */
export const MAX_DEPTH = 2000;

/** Parses JSON text that is known to be valid (the compare engine's normalised text) into nodes with lines. */
export function parseLossless(text: string): JsonNode {
  let i = 0;
  let line = 1;
  const ws = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 10) line++;
      else if (c !== 32 && c !== 9 && c !== 13) return;
      i++;
    }
  };
  /** A string at i: the closing quote is found with indexOf (an escaped quote has an odd run of backslashes). */
  const str = (): { value: string; raw: string } => {
    const start = i;
    let close = text.indexOf('"', start + 1);
    for (;;) {
      if (close < 0) throw new Error('Unterminated string');
      let slashes = 0;
      while (text.charCodeAt(close - 1 - slashes) === 92) slashes++;
      if (slashes % 2 === 0) break;
      close = text.indexOf('"', close + 1);
    }
    i = close + 1;
    const raw = text.slice(start, i);
    const escaped = raw.indexOf('\\') >= 0;
    return { value: escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1), raw };
  };
  const value = (depth: number): JsonNode => {
    if (depth > MAX_DEPTH) throw new Error(`Nested deeper than ${MAX_DEPTH} levels`);
    ws();
    const at = line;
    const c = text.charCodeAt(i);
    if (c === 123) {
      i++;
      const keys = new Map<string, JsonNode>();
      ws();
      if (text.charCodeAt(i) === 125) {
        i++;
        return { t: 'object', line: at, keys };
      }
      for (;;) {
        ws();
        const key = str().value;
        ws();
        i++; // :
        keys.set(key, value(depth + 1));
        ws();
        if (text.charCodeAt(i++) === 125) return { t: 'object', line: at, keys };
      }
    }
    if (c === 91) {
      i++;
      const items: JsonNode[] = [];
      ws();
      if (text.charCodeAt(i) === 93) {
        i++;
        return { t: 'array', line: at, items };
      }
      for (;;) {
        items.push(value(depth + 1));
        ws();
        if (text.charCodeAt(i++) === 93) return { t: 'array', line: at, items };
      }
    }
    if (c === 34) return { t: 'string', line: at, ...str() };
    const start = i;
    for (let d = text.charCodeAt(i); i < text.length; d = text.charCodeAt(++i)) {
      // A number or literal ends at whitespace, a comma or a closing bracket.
      if (d === 44 || d === 93 || d === 125 || d === 32 || d === 10 || d === 13 || d === 9) break;
    }
    const raw = text.slice(start, i);
    if (!raw) throw new Error(`Unexpected character at offset ${start}`);
    return c === 45 || (c >= 48 && c <= 57) ? { t: 'number', line: at, raw } : { t: 'literal', line: at, raw };
  };
  const root = value(0);
  ws();
  if (i < text.length) throw new Error(`Unexpected text at offset ${i}`);
  return root;
}

/** Compact JSON of a node, numbers and strings exactly as written. */
function compact(n: JsonNode): string {
  switch (n.t) {
    case 'object':
      return `{${[...n.keys].map(([k, v]) => `${JSON.stringify(k)}:${compact(v)}`).join(',')}}`;
    case 'array':
      return `[${n.items.map(compact).join(',')}]`;
    case 'string':
      return n.raw;
    default:
      return n.raw;
  }
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const member = (path: string, key: string) => (IDENT.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);
const pointer = (base: string, token: string | number) => `${base}/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;


/** A value's text in a document: [start, end) offsets. */
interface Span {
  start: number;
  end: number;
}

/** The offset after the string whose opening quote is at `i` (an escaped quote has an odd run of backslashes). */
function stringEnd(text: string, i: number): number {
  let close = text.indexOf('"', i + 1);
  for (;;) {
    if (close < 0) throw new Error('Unterminated string');
    let slashes = 0;
    while (text.charCodeAt(close - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) return close + 1;
    close = text.indexOf('"', close + 1);
  }
}

const skipWs = (text: string, i: number): number => {
  for (let c = text.charCodeAt(i); c === 32 || c === 10 || c === 13 || c === 9; c = text.charCodeAt(++i));
  return i;
};

/** The offset after the value starting at `i`, found without building it (brackets counted, strings skipped). */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return stringEnd(text, i);
  if (c === 123 || c === 91) {
    let depth = 0;
    for (;;) {
      const d = text.charCodeAt(i);
      if (d === 34) {
        i = stringEnd(text, i);
        continue;
      }
      if (d === 123 || d === 91) depth++;
      else if (d === 125 || d === 93) {
        if (--depth === 0) return i + 1;
      } else if (i >= text.length) throw new Error('Unterminated value');
      i++;
    }
  }
  for (let d = c; i < text.length; d = text.charCodeAt(++i)) {
    if (d === 44 || d === 93 || d === 125 || d === 32 || d === 10 || d === 13 || d === 9) break;
  }
  return i;
}

const decodeString = (raw: string): string => (raw.indexOf('\\') >= 0 ? (JSON.parse(raw) as string) : raw.slice(1, -1));

/** An object's members (the object's `{` at `i`) as key → value span; a repeated key keeps its last value. */
function objectMembers(text: string, i: number): Map<string, Span> {
  const members = new Map<string, Span>();
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) === 125) return members;
  for (;;) {
    i = skipWs(text, i);
    const keyEnd = stringEnd(text, i);
    const key = decodeString(text.slice(i, keyEnd));
    i = skipWs(text, skipWs(text, keyEnd) + 1); // past the colon
    const end = valueEnd(text, i);
    members.set(key, { start: i, end });
    i = skipWs(text, end);
    if (text.charCodeAt(i++) === 125) return members;
  }
}

/** The span of member `field` of the object whose `{` is at `i` (the last one if repeated), without a map of all members. */
function memberValue(text: string, i: number, field: string): Span | null {
  let found: Span | null = null;
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) === 125) return null;
  for (;;) {
    i = skipWs(text, i);
    const keyEnd = stringEnd(text, i);
    // Keys without escapes are compared in place; only one with escapes (never shorter than the field) is decoded.
    const length = keyEnd - i - 2;
    let escaped = false;
    for (let k = i + 1; k < keyEnd - 1 && !escaped; k++) escaped = text.charCodeAt(k) === 92;
    const match = escaped ? length >= field.length && decodeString(text.slice(i, keyEnd)) === field : length === field.length && text.startsWith(field, i + 1);
    i = skipWs(text, skipWs(text, keyEnd) + 1); // past the colon
    const end = valueEnd(text, i);
    if (match) found = { start: i, end };
    i = skipWs(text, end);
    if (text.charCodeAt(i++) === 125) return found;
  }
}

/** An array's items (the array's `[` at `i`) as value spans. */
function arrayItems(text: string, i: number): Span[] {
  const items: Span[] = [];
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) === 93) return items;
  for (;;) {
    i = skipWs(text, i);
    const end = valueEnd(text, i);
    items.push({ start: i, end });
    i = skipWs(text, end);
    if (text.charCodeAt(i++) === 93) return items;
  }
}

/**
 * The key field's value of each item as a map key (and its text, for the path), or null when the array cannot be
 * matched by that key.
 */
function keyIndex(text: string, items: Span[], field: string): { index: Map<string, number>; raws: string[] } | null {
  const index = new Map<string, number>();
  const raws: string[] = [];
  for (let k = 0; k < items.length; k++) {
    if (text.charCodeAt(items[k].start) !== 123) return null;
    const v = memberValue(text, items[k].start, field);
    if (!v) return null;
    const c = text.charCodeAt(v.start);
    const raw = text.slice(v.start, v.end);
    let id: string;
    if (c === 34) id = `s${decodeString(raw)}`;
    else if (c === 45 || (c >= 48 && c <= 57)) id = `n${raw}`;
    else return null;
    if (index.has(id)) return null;
    index.set(id, k);
    raws.push(raw);
  }
  return { index, raws };
}

/** 1-based line of an offset, from the text's line starts (built on first use). */
function lineFinder(text: string): (offset: number) => number {
  let starts: number[] | null = null;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/**
 * The structural summary of two JSON texts (see the module comment); throws on text that is not JSON.
 * Values whose texts are identical are equal and never looked into, so two large documents with a few changes cost
 * about one scan of each text: only the containers on the way to a change are split into their members.
 */
export function diffJsonStructure(original: string, modified: string, arrayKey = ''): StructureResult {
  const changes: StructureChange[] = [];
  const ops: string[] = [];
  const field = arrayKey.trim();
  const A = original;
  const B = modified;
  const lineA = lineFinder(A);
  const lineB = lineFinder(B);
  const compactA = (v: Span) => compact(parseLossless(A.slice(v.start, v.end)));
  const compactB = (v: Span) => compact(parseLossless(B.slice(v.start, v.end)));

  const walk = (a: Span, b: Span, path: string, ptr: string, depth: number) => {
    if (depth > MAX_DEPTH) throw new Error(`Nested deeper than ${MAX_DEPTH} levels`);
    if (a.end - a.start === b.end - b.start && A.slice(a.start, a.end) === B.slice(b.start, b.end)) return;
    const ca = A.charCodeAt(a.start);
    const cb = B.charCodeAt(b.start);
    if (ca === 123 && cb === 123) {
      const am = objectMembers(A, a.start);
      const bm = objectMembers(B, b.start);
      for (const [key, av] of am) {
        const bv = bm.get(key);
        if (bv) walk(av, bv, member(path, key), pointer(ptr, key), depth + 1);
        else {
          changes.push({ path: member(path, key), kind: 'removed', from: compactA(av), leftLine: lineA(av.start), rightLine: lineB(b.start) });
          ops.push(`{"op":"remove","path":${JSON.stringify(pointer(ptr, key))}}`);
        }
      }
      for (const [key, bv] of bm) {
        if (am.has(key)) continue;
        const to = compactB(bv);
        changes.push({ path: member(path, key), kind: 'added', to, leftLine: lineA(a.start), rightLine: lineB(bv.start) });
        ops.push(`{"op":"add","path":${JSON.stringify(pointer(ptr, key))},"value":${to}}`);
      }
      return;
    }
    if (ca === 91 && cb === 91) {
      const ai = arrayItems(A, a.start);
      const bi = arrayItems(B, b.start);
      const aKeys = field ? keyIndex(A, ai, field) : null;
      const bKeys = aKeys ? keyIndex(B, bi, field) : null;
      const removed: number[] = [];
      const added: string[] = [];
      /** By key: the modified index of each item kept, in the original order; the new items' values by theirs. */
      let kept: number[] | null = null;
      const addedAt = new Map<number, string>();
      if (aKeys && bKeys) {
        kept = [];
        const label = (raw: string) => `${path}[${field}=${raw}]`;
        for (const [id, k] of aKeys.index) {
          const j = bKeys.index.get(id);
          if (j !== undefined) {
            walk(ai[k], bi[j], label(aKeys.raws[k]), pointer(ptr, k), depth + 1);
            kept.push(j);
          } else {
            removed.push(k);
            changes.push({ path: label(aKeys.raws[k]), kind: 'removed', from: compactA(ai[k]), leftLine: lineA(ai[k].start), rightLine: lineB(b.start) });
          }
        }
        for (const [id, j] of bKeys.index) {
          if (aKeys.index.has(id)) continue;
          const to = compactB(bi[j]);
          addedAt.set(j, to);
          changes.push({ path: label(bKeys.raws[j]), kind: 'added', to, leftLine: lineA(a.start), rightLine: lineB(bi[j].start) });
        }
      } else {
        const common = Math.min(ai.length, bi.length);
        for (let k = 0; k < common; k++) walk(ai[k], bi[k], `${path}[${k}]`, pointer(ptr, k), depth + 1);
        for (let k = common; k < ai.length; k++) {
          removed.push(k);
          changes.push({ path: `${path}[${k}]`, kind: 'removed', from: compactA(ai[k]), leftLine: lineA(ai[k].start), rightLine: lineB(b.start) });
        }
        for (let k = common; k < bi.length; k++) {
          const to = compactB(bi[k]);
          added.push(to);
          changes.push({ path: `${path}[${k}]`, kind: 'added', to, leftLine: lineA(a.start), rightLine: lineB(bi[k].start) });
        }
      }
      // The items' own operations above use this array's original indexes: removals come after them, from the
      // end so that no index shifts before it is used; then, by key, the moves and additions that give the modified
      // order (a pure reorder is no change in the summary, but the patch must give the modified document); by
      // position, the additions at the end.
      const at = (index: number | string) => JSON.stringify(pointer(ptr, index));
      for (let r = removed.length - 1; r >= 0; r--) ops.push(`{"op":"remove","path":${at(removed[r])}}`);
      if (kept) {
        for (const { item, from, to } of arrangeSteps(kept, bi.length)) {
          ops.push(from === undefined ? `{"op":"add","path":${at(to)},"value":${addedAt.get(item)}}` : `{"op":"move","from":${at(from)},"path":${at(to)}}`);
        }
      } else for (const value of added) ops.push(`{"op":"add","path":${at('-')},"value":${value}}`);
      return;
    }
    // Scalars: strings compare decoded ("\u00e9" is "é"); numbers and literals as written (equal texts returned above).
    if (ca === 34 && cb === 34 && decodeString(A.slice(a.start, a.end)) === decodeString(B.slice(b.start, b.end))) return;
    const to = compactB(b);
    changes.push({ path, kind: 'changed', from: compactA(a), to, leftLine: lineA(a.start), rightLine: lineB(b.start) });
    ops.push(`{"op":"replace","path":${JSON.stringify(ptr)},"value":${to}}`);
  };

  const root = (text: string): Span => {
    const start = skipWs(text, 0);
    const end = valueEnd(text, start);
    if (start >= text.length || skipWs(text, end) < text.length) throw new Error('Not a single JSON value');
    return { start, end };
  };
  try {
    walk(root(A), root(B), '$', '', 0);
  } catch (e) {
    // The walk recurses once per level on the way to a change: a stack that runs out first is the same refusal.
    if (e instanceof RangeError) throw new Error('Nested too deeply for a structural summary', { cause: e });
    throw e;
  }
  const csv = toCsvText([['path', 'change', 'from', 'to'], ...changes.map((c) => [c.path, c.kind, c.from ?? '', c.to ?? ''])]);
  return { changes, patch: `[${ops.join(',\n')}]`, csv };
}

