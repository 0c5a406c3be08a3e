import { decodeJsonString, forEachChild, scanJson, valueBounds } from '../format/json-scanner';
import { toCsvText } from '../shared/csv';
import { lineStartsOf } from '../shared/line-index';
import { arrangeSteps } from './array-moves';
import type { StructureChange } from './meta';

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

export type { StructureChange };

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

const tooDeep = () => new Error(`Nested deeper than ${MAX_DEPTH} levels`);

/**
 * Parses JSON text (the compare engine's normalised text) into nodes with lines, from the JSON scanner's events
 * (json-scanner.ts); a value inside more than MAX_DEPTH containers is refused.
 */
export function parseLossless(text: string): JsonNode {
  type Container = Extract<JsonNode, { t: 'object' | 'array' }>;
  const stack: Container[] = [];
  const keys: string[] = [];
  let root: JsonNode | null = null;
  // Lines counted as the offsets advance.
  let line = 1;
  let counted = 0;
  const lineAt = (at: number) => {
    for (let p = text.indexOf('\n', counted); p !== -1 && p < at; p = text.indexOf('\n', p + 1)) line++;
    counted = at;
    return line;
  };
  const add = (node: JsonNode) => {
    if (stack.length > MAX_DEPTH) throw tooDeep();
    const top = stack[stack.length - 1];
    if (!top) root = node;
    else if (top.t === 'array') top.items.push(node);
    else top.keys.set(keys[stack.length - 1], node);
  };
  const open = (node: Container) => {
    add(node);
    stack.push(node);
  };
  const error = scanJson(text, {
    beginObject: (at) => open({ t: 'object', line: lineAt(at), keys: new Map() }),
    beginArray: (at) => open({ t: 'array', line: lineAt(at), items: [] }),
    endObject: () => void stack.pop(),
    endArray: () => void stack.pop(),
    key: (raw) => void (keys[stack.length - 1] = decodeJsonString(raw)),
    value: (kind, raw, at) => {
      const l = lineAt(at);
      add(kind === 'string' ? { t: 'string', line: l, value: decodeJsonString(raw), raw } : kind === 'number' ? { t: 'number', line: l, raw } : { t: 'literal', line: l, raw });
    },
  });
  if (error) throw new Error(`Invalid JSON: ${error.message}`);
  return root!;
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

/** An object's members as key → value span (a repeated key keeps its last value). */
function objectMembers(text: string, span: Span): Map<string, Span> {
  const members = new Map<string, Span>();
  const error = forEachChild(text, span.start, span.end, (key, _at, start, end) => members.set(decodeJsonString(key!), { start, end }));
  if (error) throw new Error(`Invalid JSON: ${error.message}`);
  return members;
}

/**
 * An array's items as value spans and, with `field`, the text of each item's member of that name (the last one if
 * repeated; null when the item is not an object, has no such member or holds a container there): one pass that
 * skips everything nested deeper than those members.
 */
function arrayItems(text: string, span: Span, field: string): { items: Span[]; fields: (string | null)[] } {
  const items: Span[] = [];
  const fields: (string | null)[] = [];
  // Names without escapes are compared as written; only one with escapes is decoded.
  const isField = (raw: string) => (raw.indexOf('\\') < 0 ? raw.length === field.length + 2 && raw.startsWith(field, 1) : decodeJsonString(raw) === field);
  let depth = 0;
  let start = 0;
  let matching = false;
  let found: string | null = null;
  const begin = (object: boolean) => (at: number) => {
    if (++depth === 1) return false;
    if (depth === 2) {
      start = at;
      found = null;
      matching = false;
      // An item is looked into only when it is an object and a field is named.
      return !(object && field);
    }
    if (matching) found = null;
    return true;
  };
  const end = (at: number) => {
    if (--depth === 1) {
      items.push({ start, end: at + 1 });
      fields.push(found);
    }
  };
  const error = scanJson(
    text,
    {
      beginObject: begin(true),
      beginArray: begin(false),
      endObject: end,
      endArray: end,
      key: (raw) => void (matching = isField(raw)),
      value: (_kind, raw, at) => {
        if (depth === 1) {
          items.push({ start: at, end: at + raw.length });
          fields.push(null);
        } else if (matching) found = raw;
      },
    },
    span.start,
    span.end,
  );
  if (error) throw new Error(`Invalid JSON: ${error.message}`);
  return { items, fields };
}

/**
 * The key field's value of each item as a map key (and its text, for the path), or null when the array cannot be
 * matched by that key: every item must hold a number or a string there, each value once.
 */
function keyIndex(fields: (string | null)[]): { index: Map<string, number>; raws: string[] } | null {
  const index = new Map<string, number>();
  for (let k = 0; k < fields.length; k++) {
    const raw = fields[k];
    if (raw === null) return null;
    const c = raw[0];
    let id: string;
    if (c === '"') id = `s${decodeJsonString(raw)}`;
    else if (c === '-' || (c >= '0' && c <= '9')) id = `n${raw}`;
    else return null;
    if (index.has(id)) return null;
    index.set(id, k);
  }
  return { index, raws: fields as string[] };
}

/** 1-based line of an offset, from the text's line starts (built on first use). */
function lineFinder(text: string): (offset: number) => number {
  let starts: Uint32Array | null = null;
  return (offset) => {
    starts ??= lineStartsOf(text);
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
    const ca = A[a.start];
    const cb = B[b.start];
    if (ca === '{' && cb === '{') {
      const am = objectMembers(A, a);
      const bm = objectMembers(B, b);
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
    if (ca === '[' && cb === '[') {
      const { items: ai, fields: af } = arrayItems(A, a, field);
      const { items: bi, fields: bf } = arrayItems(B, b, field);
      const aKeys = field ? keyIndex(af) : null;
      const bKeys = aKeys ? keyIndex(bf) : null;
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
    if (ca === '"' && cb === '"' && decodeJsonString(A.slice(a.start, a.end)) === decodeJsonString(B.slice(b.start, b.end))) return;
    const to = compactB(b);
    changes.push({ path, kind: 'changed', from: compactA(a), to, leftLine: lineA(a.start), rightLine: lineB(b.start) });
    ops.push(`{"op":"replace","path":${JSON.stringify(ptr)},"value":${to}}`);
  };

  try {
    // The documents without the whitespace around them: their parts are checked as the walk reads them.
    walk(valueBounds(A), valueBounds(B), '$', '', 0);
  } catch (e) {
    // The walk recurses once per level on the way to a change: a stack that runs out first is the same refusal.
    if (e instanceof RangeError) throw new Error('Nested too deeply for a structural summary', { cause: e });
    throw e;
  }
  const csv = toCsvText([['path', 'change', 'from', 'to'], ...changes.map((c) => [c.path, c.kind, c.from ?? '', c.to ?? ''])]);
  return { changes, patch: `[${ops.join(',\n')}]`, csv };
}

