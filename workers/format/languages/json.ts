import { ok, type Result } from '../../shared/result';
import { JSON_TOO_LARGE } from '../meta';
import { positionAt } from '../../shared/position';
import { decodeJsonString, decodeOutput, JsonScanner, scanJson, type JsonEvents, type JsonLayoutOptions, type JsonSyntaxError, syntaxFailure } from '../json-scanner';

/**
 * V8's maximum string length (2^29 − 24 UTF-16 units). A formatted result longer than this cannot exist as a JS
 * string; about 16,400 levels of nesting already reach it, since every level costs an indented line to open and
 * one to close (20,000 levels would need about 800 million characters).
 */
export const MAX_OUTPUT = 536_870_888;

/** The refusal JSON_TOO_LARGE at a line and column, with its English message and its values (`depth` 'none' when unknown). */
function tooLarge(depth: number, line: number, column: number): Result<string> {
  const where = depth > 0 ? ` (nesting depth ${depth} here)` : '';
  const message = `The formatted JSON would be longer than the longest possible string (${MAX_OUTPUT} characters)${where}`;
  return { ok: false, error: { message, line, column, code: JSON_TOO_LARGE, values: { max: String(MAX_OUTPUT), depth: depth > 0 ? String(depth) : 'none' } } };
}

/** How formatJson lays the document out: `indent` 2 (default), 4 or a tab per level, or `minify` to one line. */
export interface JsonLayout extends JsonLayoutOptions {
  sortKeys?: boolean;
}

const failAt = (code: string, e: JsonSyntaxError) => {
  const { line, column } = positionAt(code, e.pos);
  return syntaxFailure(e, line, column);
};

/**
 * Formats JSON exactly as `JSON.stringify(value, null, 2)` lays it out, without ever building the value: one run of
 * the JSON scanner (json-scanner.ts) over the text copies every token unchanged (big integers, `1.0e+400`, `-0`,
 * escapes, duplicate keys, key order) and only replaces whitespace. Validation is strict RFC 8259 (a leading byte
 * order mark is rejected, as the RFC says it MUST NOT be there). No recursion: nesting depth is limited only by the
 * size of the result. Errors carry a short message and the 1-based line and column (column in UTF-16 units).
 */
export function formatJson(code: string, options: JsonLayout = {}): Result<string> {
  if (!options.sortKeys) return layoutJson(code, options);
  const sorted = sortedCompact(code);
  return sorted.ok ? layoutJson(sorted.value, options) : sorted;
}

function layoutJson(code: string, layout: JsonLayoutOptions): Result<string> {
  const n = code.length;
  const scanner = new JsonScanner({ output: true, layout, outputBytes: n + (n >> 1) + 64, outputLimit: MAX_OUTPUT });
  scanner.scan(code);
  const error = scanner.end();
  if (error) return failAt(code, error);
  if (scanner.overflowAt >= 0 || scanner.o > MAX_OUTPUT) {
    const { line, column } = positionAt(code, scanner.overflowAt >= 0 ? scanner.overflowAt : n);
    return tooLarge(scanner.overflowDepth, line, column);
  }
  return ok(decodeOutput(scanner.out, scanner.o, scanner.lone));
}

/** An open container while sorting: its members' names (decoded and as written) and values (compact JSON). */
interface Frame {
  object: boolean;
  keys: string[];
  rawKeys: string[];
  values: string[];
}

/**
 * Builds each container's compact text as it closes, an object's members ordered by their decoded names in UTF-16
 * code-unit order (as Array.prototype.sort compares strings); the sort is stable, so duplicate keys keep their
 * order. Every token keeps its text. No recursion: nesting depth costs no stack.
 */
class KeySorter implements JsonEvents {
  result = '';
  private stack: Frame[] = [];

  beginObject() {
    this.stack.push({ object: true, keys: [], rawKeys: [], values: [] });
  }
  beginArray() {
    this.stack.push({ object: false, keys: [], rawKeys: [], values: [] });
  }
  endObject() {
    const f = this.stack.pop()!;
    const order = f.keys.map((_, k) => k);
    order.sort((a, b) => (f.keys[a] < f.keys[b] ? -1 : f.keys[a] > f.keys[b] ? 1 : 0));
    this.add('{' + order.map((k) => f.rawKeys[k] + ':' + f.values[k]).join(',') + '}');
  }
  endArray() {
    this.add('[' + this.stack.pop()!.values.join(',') + ']');
  }
  key(raw: string) {
    const f = this.stack[this.stack.length - 1];
    f.rawKeys.push(raw);
    f.keys.push(decodeJsonString(raw));
  }
  value(_kind: string, raw: string) {
    this.add(raw);
  }
  private add(text: string) {
    if (this.stack.length) this.stack[this.stack.length - 1].values.push(text);
    else this.result = text;
  }
}

/** The document with every object's keys sorted (see KeySorter), minified; or the syntax error with its position. */
function sortedCompact(text: string): Result<string> {
  const sorter = new KeySorter();
  const error = scanJson(text, sorter);
  return error ? syntaxFailure(error, error.line, error.column) : ok(sorter.result);
}

/**
 * Lossless recursive key sort ("Sort keys", "ignore key order"): every object's members ordered by name (decoded,
 * code-unit order, stable), numbers, strings and escapes keeping their exact text — `1.0`, `1e2`,
 * `12345678901234567890` and `"\u00e9"` are not rewritten, as JSON.parse + JSON.stringify would. The output is
 * minified; null when `text` is not valid JSON.
 */
export function sortJsonKeys(text: string): string | null {
  const r = sortedCompact(text);
  return r.ok ? r.value : null;
}
