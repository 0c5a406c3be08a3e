import { interruption } from './interrupt';
import { buildLineIndex, lineStartsOf } from './line-index';
import { fail, ok, withCode, type Result } from './result';
import { textOf, type TextInput } from './staging';
import { findMatches, type FindOptions, type Matches } from './text-search';
import { VIEW_GONE, VIEW_LINE_CHARS, type FindHit, type MatchCount, type TextPosition, type ViewLines } from './meta';

export { VIEW_GONE, VIEW_LINE_CHARS };
export type { FindHit, MatchCount, TextPosition, ViewLines };

/**
 * Results kept in a worker for the page's result view to read: rows, Find and folds. A formatted text, a
 * conversion or a query answer is kept by the worker that made it (the page also has it, to draw its rows, but
 * searches it here, off the main thread); a big file's output and input are kept by the big-file worker, which
 * produces their rows on demand. Both answer the same calls (`viewApi`), with the same Find.
 */

/** What a kept result answers. */
export interface ViewDocument {
  /** Lines known so far. */
  readonly lineCount: number;
  getLines(from: number, count: number): ViewLines | Promise<ViewLines>;
  /**
   * The match of `query` at or after `from` (with `backwards`: at or before it), wrapping round the end; null when
   * there is none. Work that takes long looks at `stopped` between its steps and ends early when it is true.
   */
  find(query: string, options: FindOptions, from: TextPosition, backwards: boolean, stopped: () => boolean): FindHit | null | Promise<FindHit | null>;
  count(query: string, options: FindOptions, stopped: () => boolean): MatchCount | Promise<MatchCount>;
  /** The line after the node that opens on `line` (its last, closing line, or the next line of an outline); −1: none. */
  foldEnd(line: number): number | Promise<number>;
}

/** Index of the first element ≥ `value` in an ascending array. */
function lowerBound(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A text held whole: a result the worker made, or one the page sent back (openView). */
export class TextView implements ViewDocument {
  private lower: string | null = null;
  private found: { query: string; caseSensitive: boolean; matches: Matches } | null = null;
  private subtreeEnd: Uint32Array | null;

  /** `lineStarts` must stay here: a copy when the original is transferred to the page. */
  constructor(
    readonly text: string,
    private readonly lineStarts: Uint32Array = lineStartsOf(text),
    subtreeEnd?: Uint32Array,
  ) {
    this.subtreeEnd = subtreeEnd ?? null;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  private end(line: number): number {
    return line + 1 < this.lineStarts.length ? this.lineStarts[line + 1] - 1 : this.text.length;
  }

  getLines(from: number, count: number): ViewLines {
    const lines: string[] = [];
    const cut: number[] = [];
    for (let line = Math.max(0, from); line < Math.min(this.lineCount, from + count); line++) {
      const start = this.lineStarts[line];
      const length = this.end(line) - start;
      lines.push(this.text.slice(start, start + Math.min(length, VIEW_LINE_CHARS)));
      cut.push(length > VIEW_LINE_CHARS ? length : -1);
    }
    return { from, lines, cut };
  }

  /** Every match of the query (kept for the next call with the same query: Next and Previous cost a binary search). */
  private matches(query: string, options: FindOptions): Matches {
    const caseSensitive = !!options.caseSensitive;
    const f = this.found;
    if (f && f.query === query && f.caseSensitive === caseSensitive) return f.matches;
    if (!caseSensitive) this.lower ??= this.text.toLowerCase();
    const matches = findMatches(this.text, query, options, 0, this.text.length, undefined, caseSensitive ? undefined : this.lower!);
    this.found = { query, caseSensitive, matches };
    return matches;
  }

  find(query: string, options: FindOptions, from: TextPosition, backwards: boolean): FindHit | null {
    const m = this.matches(query, options);
    const n = m.starts.length;
    if (n === 0) return null;
    const line = Math.min(Math.max(0, from.line), this.lineCount - 1);
    const at = this.lineStarts[line] + from.column;
    let k = backwards ? lowerBound(m.starts, at + 1) - 1 : lowerBound(m.starts, at);
    if (k >= n) k = 0;
    if (k < 0) k = n - 1;
    const start = m.starts[k];
    const hitLine = lowerBound(this.lineStarts, start + 1) - 1;
    return { line: hitLine, column: start - this.lineStarts[hitLine], length: m.length, index: k, total: n, truncated: m.truncated };
  }

  count(query: string, options: FindOptions): MatchCount {
    const m = this.matches(query, options);
    return { total: m.starts.length, truncated: m.truncated };
  }

  foldEnd(line: number): number {
    this.subtreeEnd ??= buildLineIndex(this.text).subtreeEnd;
    const end = this.subtreeEnd[line] ?? 0;
    return end > line + 1 ? end : -1;
  }
}

/** The views this worker keeps, by id (few: the last result's, and texts the page sent back). */
const views = new Map<string, ViewDocument>();
const MAX_VIEWS = 4;
/** Ids are unique across restarts of the worker, so a page never reads another result under an old id. */
const idPrefix = Math.random().toString(36).slice(2, 10);
let nextId = 0;

function add(doc: ViewDocument): string {
  const id = `${idPrefix}-${++nextId}`;
  views.set(id, doc);
  if (views.size > MAX_VIEWS) views.delete(views.keys().next().value!);
  return id;
}

/** Keeps `docs` (the views of a new result) in place of every view kept before; returns their ids. */
export function keepViews(...docs: ViewDocument[]): string[] {
  views.clear();
  return docs.map(add);
}

/**
 * Keeps views under ids the page chose (a big file's, whose rows are read while it is still being opened), in place
 * of every view kept before.
 */
export function keepNamedViews(named: Record<string, ViewDocument>): void {
  views.clear();
  for (const [id, doc] of Object.entries(named)) views.set(id, doc);
}

/** The view `id`'s answer, or VIEW_GONE. */
async function withView<T>(id: string, answer: (doc: ViewDocument) => T | Promise<T>): Promise<Result<T>> {
  const doc = views.get(id);
  if (!doc) return withCode(fail('This result is no longer kept'), VIEW_GONE);
  return ok(await answer(doc));
}

/** The result views' part of a worker's API: rows, Find and folds of a kept view. */
export const viewApi = {
  /** Lines of view `id` known so far. */
  viewLineCount(id: string): Promise<Result<number>> {
    return withView(id, (doc) => doc.lineCount);
  },

  /** Lines [from, from + count) of view `id`. */
  viewLines(id: string, from: number, count: number): Promise<Result<ViewLines>> {
    return withView(id, (doc) => doc.getLines(from, count));
  },

  /** Find in view `id` (see ViewDocument.find); the page's interrupt stops a long search, which then answers null. */
  viewFind(id: string, query: string, options: FindOptions, from: TextPosition, backwards: boolean): Promise<Result<FindHit | null>> {
    const stopped = interruption();
    return withView(id, (doc) => doc.find(query, options, from, backwards, stopped));
  },

  /** The matches of `query` in view `id`; an interrupted count answers what it had counted. */
  viewCount(id: string, query: string, options: FindOptions): Promise<Result<MatchCount>> {
    const stopped = interruption();
    return withView(id, (doc) => doc.count(query, options, stopped));
  },

  /** Where the node opening on `line` of view `id` ends (see ViewDocument.foldEnd). */
  viewFoldEnd(id: string, line: number): Promise<Result<number>> {
    return withView(id, (doc) => doc.foldEnd(line));
  },

  /** Keeps a text the page still shows but this worker no longer has (it was restarted): its new view id. */
  openView(text: TextInput): string {
    return add(new TextView(textOf(text)));
  },
};
