import { useEffect, useRef } from 'react';
import type { Result } from '@workers/shared/result';
import type { TextInput } from '@workers/shared/staging';
import { sendText } from '../lib/stage-text';
import { engineTimeLimit } from '../lib/time-limits';
import type { JobContext, WorkerTask } from '../lib/use-worker-task';

/** Keystrokes in a query wait this long for the next one before the query runs. */
export const QUERY_DEBOUNCE_MS = 300;

/** How a query panel asks its worker about one document (jq/JSONPath, XPath). */
export interface DocumentQuery<Api extends { stageText(key: string, slice: string, first: boolean): void }, R, T> {
  /** Names the document's current text (a new text, a new id); null while there is no document. */
  docId: string | null;
  /** False when there is nothing to ask (a blank query): the result is cleared instead. */
  active: boolean;
  /** The document's text in slices of at most 1 M characters (read only when the worker does not hold it yet). */
  getSlices(): Promise<string[]>;
  /** The text's length, for the time limit. */
  getLength(): number;
  /** Asks the worker, with the document's text when it does not hold it (see needsText). */
  ask(ctx: JobContext<Api>, docId: string, text?: TextInput): Promise<R>;
  /** True when the answer says the worker does not hold the document. */
  needsText(r: R): boolean;
  /** What the panel shows for the worker's answer. */
  answer(r: R): Result<T>;
}

/**
 * The behaviour every query panel shares: the query runs in the worker QUERY_DEBOUNCE_MS after the last change of
 * `deps` (or the document), at once through the returned function (Enter, Run); a newer query cancels the one
 * running; the worker keeps the document between queries, and when it does not hold it the text goes over the one
 * way large texts go (sendText: staged in slices, as serialising 10 MB in one message would block the page).
 */
export function useDocumentQuery<Api extends { stageText(key: string, slice: string, first: boolean): void }, R, T>(task: WorkerTask<Api, T>, query: DocumentQuery<Api, R, T>, deps: readonly unknown[]): () => void {
  const latest = useRef(query);
  latest.current = query;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const run = useRef(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const q = latest.current;
    const docId = q.docId;
    if (docId === null || !q.active) return task.reset();
    void task.run(
      async (ctx) => {
        const first = await q.ask(ctx, docId);
        if (!q.needsText(first)) return q.answer(first);
        return q.answer(await q.ask(ctx, docId, await sendText(ctx, docId, await q.getSlices())));
      },
      { timeoutMs: engineTimeLimit(q.getLength()) },
    );
  }).current;

  // A document arriving where there was none (a paste, a file opened or dropped) is queried at once: the pause is
  // for keystrokes, and each of them would send the document again.
  const lastDocId = useRef<string | null>(null);
  useEffect(() => {
    const arrived = lastDocId.current === null && query.docId !== null;
    lastDocId.current = query.docId;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, arrived ? 0 : QUERY_DEBOUNCE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // The deps are the caller's query state; run reads the latest through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.docId, ...deps]);

  return run;
}
