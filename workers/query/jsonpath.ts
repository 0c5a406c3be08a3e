import { exec } from 'jsonpath-rfc9535';
import { RawNumber, writeJson, type JValue } from '../convert/tree';

/**
 * JSONPath (RFC 9535) with `jsonpath-rfc9535`: it passes the whole JSONPath Compliance Test Suite, has no
 * dependencies and gives every match's value and location in one pass (`exec`). The library works on
 * `JSON.parse`'s values; the results are written from the lossless tree of the same text (workers/convert/tree.ts),
 * found by each match's location, so numbers keep their exact digits (`12345678901234567890`, `1.0`). Filter
 * comparisons (`?@.id > 5`) use the JavaScript numbers, as the RFC's model of numbers allows.
 */

/** A location in a document: object keys and array indices from the root. */
export type Location = (string | number)[];

/** The matches of `path` in `value`, in the library's order. Throws the library's error on an invalid path. */
export function jsonPathMatches(value: unknown, path: string): { values: unknown[]; locations: Location[] } {
  const values: unknown[] = [];
  const locations: Location[] = [];
  exec(value as never, path, (v, p) => {
    values.push(v);
    // The library hands object keys over already escaped for a normalized path (`it\'s`): read them back.
    locations.push(p.map((step) => (typeof step === 'string' ? unescapeKey(step) : step)));
  });
  return { values, locations };
}

const ESCAPES: Record<string, string> = { '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' };

const UNESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', "'": "'", '\\': '\\' };

/** The key a normalized-path key stands for (the inverse of {@link normalizedKey}). */
export function unescapeKey(key: string): string {
  return key.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => (c.length === 5 ? String.fromCharCode(parseInt(c.slice(1), 16)) : (UNESCAPES[c] ?? c)));
}

/** A key in a normalized path (RFC 9535 §2.7): single quotes; \b \f \n \r \t \' \\ escaped, other controls as \u00xx. */
function normalizedKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  return key.replace(/[\u0000-\u001f'\\]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The normalized path of a location, e.g. `$['store']['book'][0]`. */
export function normalizedPath(location: Location): string {
  let out = '$';
  for (const step of location) out += typeof step === 'number' ? `[${step}]` : `['${normalizedKey(step)}']`;
  return out;
}

/** The value at `location` in the lossless tree (undefined when it is not there). */
export function valueAt(tree: JValue, location: Location): JValue | undefined {
  let v: JValue | undefined = tree;
  for (const step of location) {
    if (Array.isArray(v) && typeof step === 'number') v = v[step];
    else if (v instanceof Map && typeof step === 'string') v = v.get(step);
    else return undefined;
  }
  return v;
}

/** The matched values as one JSON array (2-space layout, exact numbers). */
export function writeMatches(tree: JValue, locations: readonly Location[]): string {
  const values: JValue[] = locations.map((l) => valueAt(tree, l) ?? null);
  return writeJson(values, 2);
}

export { RawNumber };
