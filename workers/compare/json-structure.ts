import { toCsvText } from '../shared/csv';

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
 * Exports: RFC 6902 JSON Patch (applied to the original in order it gives the modified document, up to the order
 * of the items of arrays matched by key) and CSV.
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
  /** RFC 6902 operations as JSON text (a JSON array), numbers as written. */
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

function sameScalar(a: JsonNode, b: JsonNode): boolean {
  if (a.t !== b.t) return false;
  if (a.t === 'string') return a.value === (b as typeof a).value;
  if (a.t === 'number' || a.t === 'literal') return a.raw === (b as typeof a).raw;
  return false;
}

/** The key field's value of each item as a map key, or null when the array cannot be matched by that key. */
function keyIndex(items: JsonNode[], field: string): Map<string, number> | null {
  const index = new Map<string, number>();
  for (let k = 0; k < items.length; k++) {
    const item = items[k];
    if (item.t !== 'object') return null;
    const v = item.keys.get(field);
    if (!v || (v.t !== 'number' && v.t !== 'string')) return null;
    const id = v.t === 'string' ? `s${v.value}` : `n${v.raw}`;
    if (index.has(id)) return null;
    index.set(id, k);
  }
  return index;
}

/** The structural summary of two JSON texts (see the module comment); throws on text that is not JSON. */
export function diffJsonStructure(original: string, modified: string, arrayKey = ''): StructureResult {
  const changes: StructureChange[] = [];
  const ops: string[] = [];
  const field = arrayKey.trim();

  const walk = (a: JsonNode, b: JsonNode, path: string, ptr: string) => {
    if (a.t === 'object' && b.t === 'object') {
      for (const [key, av] of a.keys) {
        const bv = b.keys.get(key);
        if (bv) walk(av, bv, member(path, key), pointer(ptr, key));
        else {
          changes.push({ path: member(path, key), kind: 'removed', from: compact(av), leftLine: av.line, rightLine: b.line });
          ops.push(`{"op":"remove","path":${JSON.stringify(pointer(ptr, key))}}`);
        }
      }
      for (const [key, bv] of b.keys) {
        if (a.keys.has(key)) continue;
        changes.push({ path: member(path, key), kind: 'added', to: compact(bv), leftLine: a.line, rightLine: bv.line });
        ops.push(`{"op":"add","path":${JSON.stringify(pointer(ptr, key))},"value":${compact(bv)}}`);
      }
      return;
    }
    if (a.t === 'array' && b.t === 'array') {
      const aIndex = field ? keyIndex(a.items, field) : null;
      const bIndex = aIndex ? keyIndex(b.items, field) : null;
      const removed: number[] = [];
      const added: JsonNode[] = [];
      if (aIndex && bIndex) {
        const label = (item: JsonNode) => {
          const v = (item as Extract<JsonNode, { t: 'object' }>).keys.get(field)!;
          return `${path}[${field}=${compact(v)}]`;
        };
        for (const [id, k] of aIndex) {
          const j = bIndex.get(id);
          if (j !== undefined) walk(a.items[k], b.items[j], label(a.items[k]), pointer(ptr, k));
          else {
            removed.push(k);
            changes.push({ path: label(a.items[k]), kind: 'removed', from: compact(a.items[k]), leftLine: a.items[k].line, rightLine: b.line });
          }
        }
        for (const [id, j] of bIndex) {
          if (aIndex.has(id)) continue;
          added.push(b.items[j]);
          changes.push({ path: label(b.items[j]), kind: 'added', to: compact(b.items[j]), leftLine: a.line, rightLine: b.items[j].line });
        }
      } else {
        const common = Math.min(a.items.length, b.items.length);
        for (let k = 0; k < common; k++) walk(a.items[k], b.items[k], `${path}[${k}]`, pointer(ptr, k));
        for (let k = common; k < a.items.length; k++) {
          removed.push(k);
          changes.push({ path: `${path}[${k}]`, kind: 'removed', from: compact(a.items[k]), leftLine: a.items[k].line, rightLine: b.line });
        }
        for (let k = common; k < b.items.length; k++) {
          added.push(b.items[k]);
          changes.push({ path: `${path}[${k}]`, kind: 'added', to: compact(b.items[k]), leftLine: a.line, rightLine: b.items[k].line });
        }
      }
      // The items' own operations above use this array's original indexes: removals come after them, from the
      // end so that no index shifts before it is used, and additions go to the end.
      for (let r = removed.length - 1; r >= 0; r--) ops.push(`{"op":"remove","path":${JSON.stringify(pointer(ptr, removed[r]))}}`);
      for (const item of added) ops.push(`{"op":"add","path":${JSON.stringify(pointer(ptr, '-'))},"value":${compact(item)}}`);
      return;
    }
    if (a.t === b.t && a.t !== 'object' && a.t !== 'array' && sameScalar(a, b)) return;
    changes.push({ path, kind: 'changed', from: compact(a), to: compact(b), leftLine: a.line, rightLine: b.line });
    ops.push(`{"op":"replace","path":${JSON.stringify(ptr)},"value":${compact(b)}}`);
  };

  walk(parseLossless(original), parseLossless(modified), '$', '');
  const csv = toCsvText([['path', 'change', 'from', 'to'], ...changes.map((c) => [c.path, c.kind, c.from ?? '', c.to ?? ''])]);
  return { changes, patch: `[${ops.join(',\n')}]`, csv };
}

/** One line of the summary as the screen shows it: `$.orders[3].total: 10.5 → 12`, `$.user.email: added`. */
export function describeChange(c: StructureChange, max = 80): string {
  const cut = (s: string) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
  if (c.kind === 'changed') return `${c.path}: ${cut(c.from!)} → ${cut(c.to!)}`;
  return `${c.path}: ${c.kind}`;
}
