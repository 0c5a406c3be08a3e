import { buildLineIndex, type IndexedText } from '../shared/line-index';
import { parseJsonTree, type JValue } from '../convert/tree';
import { runJq, type JqFlags } from './jq';

export { JqLoadError } from './jq';
import { jsonPathMatches, normalizedPath, writeMatches } from './jsonpath';

/** The query languages. */
export type QueryMode = 'jq' | 'jsonpath';

/** A query's result, indexed for the result view. */
export interface QueryOutput {
  mode: QueryMode;
  /** jq's standard output (without its final newline), or the JSONPath matches as a JSON array. */
  output: IndexedText;
  /** True when the output is JSON text (colour it); false for jq's raw output (-r). */
  json: boolean;
  /** JSONPath: each match's normalized path, one per line; null for jq. */
  paths: IndexedText | null;
  /** JSONPath: the number of matches; jq: -1. */
  count: number;
  /** Messages jq wrote without failing (`debug`, `stderr`), or an empty string. */
  stderr: string;
}

/** A refusal: the message (jq's own for jq) and the lines under it; `code` for telemetry (never the message). */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly details: string[],
    readonly code: string,
    readonly line?: number,
    readonly column?: number,
    /** The message's arguments, for the page's language (EngineError.values). */
    readonly values?: Record<string, string>,
  ) {
    super(message);
    this.name = 'QueryError';
  }
}

/** One input document as the worker keeps it between queries: its bytes for jq, its parsed values for JSONPath. */
export class QueryDocument {
  private bytes: Uint8Array | null = null;
  private parsed: { value: unknown; tree: JValue } | null = null;
  constructor(readonly text: string) {}

  /** UTF-8 bytes with a final newline (jq then counts lines as for a file, `<stdin>:1`). */
  jqInput(): Uint8Array {
    this.bytes ??= new TextEncoder().encode(this.text.endsWith('\n') ? this.text : this.text + '\n');
    return this.bytes;
  }

  /** The document parsed once: `JSON.parse`'s value for the JSONPath library and the lossless tree for output. */
  json(): { value: unknown; tree: JValue } {
    if (!this.parsed) {
      let tree: JValue;
      try {
        tree = parseJsonTree(this.text).value;
      } catch (e) {
        const err = e as Error & { line?: number; column?: number };
        throw new QueryError(err.message, [], 'query-invalid-json', err.line, err.column);
      }
      this.parsed = { value: JSON.parse(this.text) as unknown, tree };
    }
    return this.parsed;
  }
}

/**
 * jq's message as the command-line tool prints it reading standard input: the first line is the message, the
 * following lines (the program text of a compile error, the count) are its details; trailing spaces trimmed.
 */
export function jqMessage(stderr: string): { message: string; details: string[] } {
  const lines = stderr
    .replaceAll('(at /dev/stdin:', '(at <stdin>:')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
  return { message: lines[0] ?? 'jq stopped without a message', details: lines.slice(1) };
}

const indexed = (text: string): IndexedText => ({ text, ...buildLineIndex(text) });

/** Runs a jq filter on the document. jq's failures (compile, runtime, input) throw a {@link QueryError} with jq's text. */
export async function queryJq(doc: QueryDocument, filter: string, flags: JqFlags): Promise<QueryOutput> {
  const run = await runJq(doc.jqInput(), filter, flags);
  if (run.status !== 0) {
    const { message, details } = jqMessage(run.stderr);
    throw new QueryError(message, details, run.status === 3 ? 'jq-compile' : 'jq-runtime');
  }
  const text = run.stdout.endsWith('\n') ? run.stdout.slice(0, -1) : run.stdout;
  return { mode: 'jq', output: indexed(text), json: !flags.raw, paths: null, count: -1, stderr: run.stderr.trimEnd() };
}

/** Runs a JSONPath query on the document: the matches as a JSON array and their normalized paths. */
export function queryJsonPath(doc: QueryDocument, path: string): QueryOutput {
  const { value, tree } = doc.json();
  let matches;
  try {
    matches = jsonPathMatches(value, path);
  } catch (e) {
    const column = (e as { location?: { start?: { column?: number } } }).location?.start?.column;
    const detail = (e as Error).message;
    throw new QueryError(`Invalid JSONPath: ${detail}`, column ? [`Column ${column}`] : [], 'jsonpath-invalid', undefined, undefined, { detail, column: column ? String(column) : 'none' });
  }
  const paths = matches.locations.map(normalizedPath).join('\n');
  return {
    mode: 'jsonpath',
    output: indexed(writeMatches(tree, matches.locations)),
    json: true,
    paths: indexed(paths),
    count: matches.locations.length,
    stderr: '',
  };
}
