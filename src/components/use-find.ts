import { useEffect, useRef, useState } from 'react';
import type { FindHit, TextPosition } from '@workers/shared/meta';
import type { FindOptions } from '@workers/shared/text-search';
import { useWorkerTask, type TaskError } from '../lib/use-worker-task';
import { useT } from '../lib/messages';
import { taskMessage } from '../lib/task-messages';
import type { RowSource, ViewWorkerApi } from './row-source';

/** A search that does not answer at once (a big file) starts this long after the last keystroke, or on Enter. */
export const FIND_PAUSE_MS = 300;
export const FIND_TIMEOUT_MESSAGE = taskMessage('find-timeout');

/** What one search answered, with what it searched for. */
interface Answer {
  query: string;
  caseSensitive: boolean;
  hit: FindHit | null;
}

/** What the view needs of Find (see {@link useFind}). */
export interface FindControls {
  query: string;
  setQuery(query: string): void;
  caseSensitive: boolean;
  setCaseSensitive(on: boolean): void;
  /** The status beside the box: "3 of 12", "1 match · line 40", "No matches", "Searching…". */
  status: string;
  next(): void;
  previous(): void;
  /** Stops a search or count under way (big files); undefined when none runs. */
  cancel?: () => void;
  /** The query whose matches the rows mark: the last one searched. */
  marked: { query: string; options: FindOptions } | null;
  /** The match shown, of the last search. */
  hit: FindHit | null;
  error: TaskError | null;
}

/**
 * Find in a result view, the same for every size: the search runs in the worker that keeps the rows (as a
 * read-only job of the runner: a time limit, a crash message, and a newer search or Cancel interrupts the older one
 * without losing what the worker keeps). A text in memory is searched as the query is typed and answers with the
 * match's place among all ("3 of 12"); a big file is searched after a pause in typing (or at Enter), and its matches
 * are counted next ("12 matches · line 40"). Next and Previous go from the match shown, wrapping; a new query
 * starts from `startAt()` (the match shown, the line gone to, or the top). `onHit` hears every match gone to.
 */
export function useFind(source: RowSource, startAt: () => TextPosition, onHit: (hit: FindHit) => void): FindControls {
  const { finder } = source;
  const t = useT();
  const options = { tool: finder.tool, readOnly: true, timeoutMs: finder.timeoutMs, timeoutMessage: FIND_TIMEOUT_MESSAGE };
  const finding = useWorkerTask<ViewWorkerApi, Answer>(finder.client, { ...options, keepLastResult: true });
  const counting = useWorkerTask<ViewWorkerApi, Answer & { total: number; truncated: boolean }>(finder.client, options);
  const [query, setQueryState] = useState('');
  const [caseSensitive, setCaseState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A search waits for the pause after typing (a big file). */
  const [pausing, setPausing] = useState(false);
  /** A search of a text in memory is in the worker (it cannot be interrupted, so a newer one waits for it). */
  const inWorker = useRef(false);
  /** A search asked for meanwhile: runs once that one ends (only the newest is kept). */
  const queued = useRef<{ q: string; cs: boolean; from: TextPosition; backwards: boolean } | null>(null);
  const answer = finding.result;
  const current = answer !== null && answer.query === query && answer.caseSensitive === caseSensitive && query !== '';

  const search = (q: string, cs: boolean, from: TextPosition, backwards: boolean) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setPausing(false);
    if (!q) {
      queued.current = null;
      counting.reset();
      finding.reset();
      return;
    }
    if (finder.immediate && inWorker.current) {
      queued.current = { q, cs, from, backwards };
      return;
    }
    inWorker.current = finder.immediate;
    void finding
      .run(async (ctx) => {
        const r = await finder.find(ctx, q, { caseSensitive: cs }, from, backwards);
        return r.ok ? { ok: true, value: { query: q, caseSensitive: cs, hit: r.value } } : r;
      })
      .finally(() => {
        if (!finder.immediate) return;
        inWorker.current = false;
        const next = queued.current;
        queued.current = null;
        if (next) search(next.q, next.cs, next.from, next.backwards);
      });
  };

  /** A new query or option: searched at once (text in memory) or after a pause. */
  const ask = (q: string, cs: boolean) => {
    clearTimeout(timer.current);
    // Another query: the count of the last one (a big file's, counted apart) no longer applies; Next keeps it.
    counting.reset();
    const from = startAt();
    if (finder.immediate || !q) search(q, cs, from, false);
    else {
      setPausing(true);
      timer.current = setTimeout(() => search(q, cs, from, false), FIND_PAUSE_MS);
    }
  };

  const step = (backwards: boolean) => {
    if (!query || !source.complete) return;
    // Enter before a pending search has run (or answered) runs it; a big file's search under way is left to end.
    if (!current) {
      if (finding.status !== 'running' || finder.immediate) search(query, caseSensitive, startAt(), backwards);
      return;
    }
    if (!finder.immediate && finding.status === 'running') return;
    const hit = answer.hit;
    if (!hit) return;
    search(query, caseSensitive, { line: hit.line, column: hit.column + (backwards ? -1 : 1) }, backwards);
  };

  // Every match gone to is shown; a big file's matches are counted once per query.
  useEffect(() => {
    if (!answer?.hit) return;
    onHit(answer.hit);
    if (answer.hit.total !== undefined) return;
    const known = counting.result;
    if (known && known.query === answer.query && known.caseSensitive === answer.caseSensitive) return;
    if (counting.status === 'running') return;
    const { query: q, caseSensitive: cs } = answer;
    void counting.run(async (ctx) => {
      const r = await finder.count(ctx, q, { caseSensitive: cs });
      return r.ok ? { ok: true, value: { query: q, caseSensitive: cs, hit: null, ...r.value } } : r;
    });
    // Only a new answer is a new match to show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  // A new result (another source) is searched again from the top for the query in the box.
  const shownSource = useRef(source);
  useEffect(() => {
    if (shownSource.current === source) return;
    shownSource.current = source;
    counting.reset();
    finding.reset();
    if (query && source.complete) search(query, caseSensitive, { line: 0, column: 0 }, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hit = current ? answer.hit : null;
  const counted = counting.result && counting.result.query === query && counting.result.caseSensitive === caseSensitive ? counting.result : null;
  let status = '';
  if (query && current && !hit) status = t('find.noMatches');
  else if (hit && hit.total !== undefined) status = t('find.position', { index: (hit.index ?? 0) + 1, total: hit.total, more: hit.truncated ? 'yes' : 'no' });
  else if (hit)
    status = counted
      ? t('find.counted', { count: counted.total, more: counted.truncated ? 'yes' : 'no', line: hit.line + 1 })
      : t('find.counting', { line: hit.line + 1 });
  // A text in memory answers within a frame or two: no "Searching…" flashing at each keystroke.
  else if (query && !finder.immediate && (finding.status === 'running' || pausing)) status = t('find.searching');
  const busy = !finder.immediate && (finding.status === 'running' || counting.status === 'running');

  return {
    query,
    setQuery(q) {
      setQueryState(q);
      ask(q, caseSensitive);
    },
    caseSensitive,
    setCaseSensitive(on) {
      setCaseState(on);
      ask(query, on);
    },
    status,
    next: () => step(false),
    previous: () => step(true),
    cancel: busy
      ? () => {
          finding.cancel();
          counting.cancel();
        }
      : undefined,
    marked: answer && answer.query ? { query: answer.query, options: { caseSensitive: answer.caseSensitive } } : null,
    hit,
    error: finding.error ?? counting.error,
  };
}
