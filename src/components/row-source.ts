import { useMemo } from 'react';
import type { IndexedText } from '@workers/shared/line-index';
import type { Result } from '@workers/shared/result';
import type { stagingApi } from '@workers/shared/staging';
import type { FindOptions } from '@workers/shared/text-search';
import { VIEW_GONE, VIEW_LINE_CHARS, type FindHit, type MatchCount, type TextPosition, type ViewLines } from '@workers/shared/meta';
import type { viewApi } from '@workers/shared/views';
import { allFolds, type Folds } from '../lib/fold-model';
import { PageCache } from '../lib/page-cache';
import { sendText } from '../lib/stage-text';
import { engineTimeLimit } from '../lib/time-limits';
import type { JobContext, WorkerQueries } from '../lib/use-worker-task';
import type { WorkerClient } from '../lib/worker-client';

/** Characters of a line a row shows; the rest is counted ("… N more characters"); copy and download keep all. */
export const ROW_CHARS = VIEW_LINE_CHARS;

/** What a worker keeping a result's views answers (see workers/shared/views.ts). */
export type ViewWorkerApi = typeof viewApi;
/** A worker that made a text and can be sent it again (every family's instance answers both, see FamilyApi). */
export type TextWorkerApi = ViewWorkerApi & typeof stagingApi;

/** The client of a worker whose API includes the views' (every family's instance does, see workers/engine.worker.ts). */
export const viewClient = <Api extends ViewWorkerApi>(client: WorkerClient<Api>): WorkerClient<ViewWorkerApi> =>
  client as unknown as WorkerClient<ViewWorkerApi>;

/** A row's text: `text` from `start` to `end` (a whole result in memory, or the row's own text fetched). */
export interface RowText {
  text: string;
  start: number;
  end: number;
  /** The line's full length when the row shows only its first ROW_CHARS characters, else −1. */
  cut: number;
}

/** Find in the worker that keeps the rows, the same for every size (a job of the runner, see use-find.ts). */
export interface Finder {
  readonly client: WorkerClient<ViewWorkerApi>;
  /** The tool's title, for failure reports. */
  readonly tool: string;
  /** Time limit of one search or count. */
  readonly timeoutMs: number;
  /** The search answers at once (a text in memory): it runs as the query is typed; else after a pause, or Enter. */
  readonly immediate: boolean;
  /** The match at or after `from` (before it, with `backwards`), wrapping; null: none. */
  find(ctx: JobContext<ViewWorkerApi>, query: string, options: FindOptions, from: TextPosition, backwards: boolean): Promise<Result<FindHit | null>>;
  /** The number of matches (asked when a hit does not carry it). */
  count(ctx: JobContext<ViewWorkerApi>, query: string, options: FindOptions): Promise<Result<MatchCount>>;
}

/**
 * Where a result view's rows come from: a text in memory, or a worker that produces them a page at a time. Find,
 * the folds' ends and the page cache belong to the source, so one view shows both.
 */
export interface RowSource {
  /** Lines known so far (a big file being indexed: more keep coming). */
  readonly lineCount: number;
  /** Every line is known: Find and folds work. */
  readonly complete: boolean;
  /** A line's text; undefined while its page is on its way (asked for after this render; subscribers hear). */
  row(line: number): RowText | undefined;
  /** The syntax tokenizer's state at the line's start (0 when lines carry no state). */
  lineState(line: number): number;
  /** True when the line's row gets a fold toggle (may ask the worker; subscribers hear the answer). */
  foldable(line: number, row: RowText): boolean;
  /** The line after the node opening on `line` (the line that stays shown below it when collapsed); −1: none. */
  foldEnd(line: number): Promise<number>;
  /** Every node collapsed ("Collapse all"); absent where the source cannot know them all (a big file). */
  allFolds?: () => Folds;
  subscribe(listener: () => void): () => void;
  /** Changes when rows or fold ends arrive. */
  version(): number;
  readonly finder: Finder;
}

const noSubscription = () => () => undefined;

/**
 * The rows of a text held in memory (a formatted output, a conversion, a query result): sliced from the one string
 * as they render; folds from its line index. Find runs in `client`'s worker, which kept the text when it made it
 * (`data.view`); a worker that lost it (restarted meanwhile) is sent the text again.
 */
export function memoryRows(data: IndexedText, lineStates: Uint8Array | null, client: WorkerClient<TextWorkerApi>, tool: string, timeoutMs: number): RowSource {
  const { text, lineStarts, subtreeEnd } = data;
  let view = data.view;
  /** Runs `ask` on the kept view, keeping the text in the worker again first when it is not (or no longer) there. */
  const onView = async <T>(ctx: JobContext<ViewWorkerApi>, ask: (id: string) => Promise<Result<T>>): Promise<Result<T>> => {
    if (view !== undefined) {
      const r = await ask(view);
      if (r.ok || r.error.code !== VIEW_GONE) return r;
    }
    // The client is a TextWorkerApi's (memoryRows takes no other), which stages texts.
    view = await ctx.call('openView', await sendText(ctx as unknown as JobContext<TextWorkerApi>, 'view', text));
    return ask(view);
  };
  return {
    lineCount: lineStarts.length,
    complete: true,
    row(line) {
      const start = lineStarts[line];
      let end = line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : text.length;
      if (end > start && text.charCodeAt(end - 1) === 13) end--;
      const length = end - start;
      return length > ROW_CHARS ? { text, start, end: start + ROW_CHARS, cut: length } : { text, start, end, cut: -1 };
    },
    lineState: (line) => (lineStates ? lineStates[line] : 0),
    foldable: (line) => subtreeEnd[line] > line + 1,
    foldEnd: async (line) => (subtreeEnd[line] > line + 1 ? subtreeEnd[line] : -1),
    allFolds: () => allFolds(subtreeEnd),
    subscribe: noSubscription,
    version: () => 0,
    finder: {
      client: client as unknown as WorkerClient<ViewWorkerApi>,
      tool,
      timeoutMs,
      immediate: true,
      find: (ctx, query, options, from, backwards) => onView(ctx, (id) => ctx.call('viewFind', id, query, options, from, backwards)),
      count: (ctx, query, options) => onView(ctx, (id) => ctx.call('viewCount', id, query, options)),
    },
  };
}

/** Rows fetched per request, and pages kept. */
const PAGE_ROWS = 200;
const PAGES_KEPT = 60;

/** A source of rows produced by a worker on demand (a big file's output or input), see {@link pagedRows}. */
export interface PagedRows extends RowSource {
  lineCount: number;
  complete: boolean;
  /** Stops fetching (the document left the screen). */
  close(): void;
}

/**
 * The rows of view `view` kept by a worker that produces them on demand: a page at a time through the page cache
 * (`queries`: read-only calls of the runner), the ends of folds asked as rows render (`mayOpen` judges from a
 * row's text which rows may open a node; rows cut for length are asked). `lineCount` and `complete` are set by the
 * screen as the document is indexed.
 */
export function pagedRows(
  queries: WorkerQueries<ViewWorkerApi>,
  view: string,
  finder: Omit<Finder, 'find' | 'count' | 'immediate'>,
  mayOpen: (text: string) => boolean,
): PagedRows {
  const cache = new PageCache<ViewLines>(
    {
      pageRows: PAGE_ROWS,
      maxPages: PAGES_KEPT,
      fetch: async (from, count) => {
        const r = await queries.call('viewLines', view, from, count);
        return r.ok ? r.value : null;
      },
      rowsIn: (page) => page.lines.length,
    },
    0,
  );
  /** What foldEnd answered per line (−1: no node); lines asked and not answered yet are in `asking`. */
  const ends = new Map<number, number>();
  const asking = new Map<number, Promise<number>>();
  const listeners = new Set<() => void>();
  let answered = 0;
  const foldEnd = (line: number): Promise<number> => {
    const known = ends.get(line);
    if (known !== undefined) return Promise.resolve(known);
    let p = asking.get(line);
    if (!p) {
      p = queries.call('viewFoldEnd', view, line).then((r) => {
        asking.delete(line);
        const end = r.ok ? r.value : -1;
        ends.set(line, end);
        answered++;
        for (const l of [...listeners]) l();
        return end;
      });
      p.catch(() => asking.delete(line));
      asking.set(line, p);
    }
    return p;
  };
  const source: PagedRows = {
    get lineCount() {
      return cache.rowCount;
    },
    set lineCount(n: number) {
      cache.rowCount = n;
    },
    complete: false,
    row(line) {
      const hit = cache.at(line);
      if (!hit) return undefined;
      const text = hit.page.lines[hit.index];
      return { text, start: 0, end: text.length, cut: hit.page.cut[hit.index] };
    },
    lineState: () => 0,
    foldable(line, row) {
      if (!source.complete) return false;
      const end = ends.get(line);
      if (end !== undefined) return end >= 0;
      if (row.cut < 0) return mayOpen(row.text);
      // A row cut for length: its text cannot tell, the worker can.
      foldEnd(line).catch(() => undefined);
      return false;
    },
    foldEnd,
    subscribe(listener) {
      listeners.add(listener);
      const off = cache.subscribe(listener);
      return () => {
        listeners.delete(listener);
        off();
      };
    },
    version: () => cache.version() + answered,
    finder: {
      ...finder,
      immediate: false,
      find: (ctx, query, options, from, backwards) => ctx.call('viewFind', view, query, options, from, backwards),
      count: (ctx, query, options) => ctx.call('viewCount', view, query, options),
    },
    close() {
      cache.close();
      listeners.clear();
    },
  };
  return source;
}

/** The rows of a text in memory made by `client`'s worker, for the life of `data` (see {@link memoryRows}). */
export function useTextRows<Api extends TextWorkerApi>(data: IndexedText, client: WorkerClient<Api>, tool: string, lineStates: Uint8Array | null = null): RowSource {
  return useMemo(
    () => memoryRows(data, lineStates, client as unknown as WorkerClient<TextWorkerApi>, tool, engineTimeLimit(data.text.length)),
    [data, lineStates, client, tool],
  );
}
