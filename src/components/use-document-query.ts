import { useEffect, useRef } from 'react';
import type { Result } from '@workers/shared/result';
import { engineTimeLimit } from '../lib/time-limits';
import type { JobContext, WorkerTask } from '../lib/use-worker-task';
import { yieldToPage } from '../lib/yield-to-page';

/** Keystrokes in a query wait this long for the next one before the query runs. */
export const QUERY_DEBOUNCE_MS = 300;

/** How a query panel asks its worker about one document (jq/JSONPath, XPath). */
export interface DocumentQuery<Api, R, T> {
  /** Names the document's current text (a new text, a new id); null while there is no document. */
  docId: string | null;
  /** False when there is nothing to ask (a blank query): the result is cleared instead. */
  active: boolean;
  /** The document's text in slices of at most 1 M characters (read only when the worker does not hold it yet). */
  getSlices(): Promise<string[]>;
  /** The text's length, for the time limit. */
  getLength(): number;
  /** Asks the worker; `staged`: the document was just sent in slices. */
  ask(ctx: JobContext<Api>, docId: string, staged: boolean): Promise<R>;
  /** Sends one slice of the document. */
  stage(ctx: JobContext<Api>, docId: string, slice: string, first: boolean): Promise<unknown>;
  /** True when the answer says the worker does not hold the document. */
  needsText(r: R): boolean;
  /** What the panel shows for the worker's answer. */
  answer(r: R): Result<T>;
}

/**
 * The behaviour every query panel shares: the query runs in the worker QUERY_DEBOUNCE_MS after the last change of
 * `deps` (or the document), at once through the returned function (Enter, Run); a newer query cancels the one
 * running; the worker keeps the document between queries, and when it does not hold it the text goes over in
 * slices, one message each with a yield between them (serialising 10 MB in one message would block the page).
 */
export function useDocumentQuery<Api, R, T>(task: WorkerTask<Api, T>, query: DocumentQuery<Api, R, T>, deps: readonly unknown[]): () => void {
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
        const first = await q.ask(ctx, docId, false);
        if (!q.needsText(first)) return q.answer(first);
        const slices = await q.getSlices();
        const posted: Promise<unknown>[] = [];
        for (const [i, slice] of slices.entries()) {
          ctx.check();
          const call = q.stage(ctx, docId, slice, i === 0);
          // Handled by Promise.all below; until then a cancel's rejection must not count as unhandled.
          call.catch(() => undefined);
          posted.push(call);
          await yieldToPage();
        }
        await Promise.all(posted);
        return q.answer(await q.ask(ctx, docId, true));
      },
      { timeoutMs: engineTimeLimit(q.getLength()) },
    );
  }).current;

  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, QUERY_DEBOUNCE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // The deps are the caller's query state; run reads the latest through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.docId, ...deps]);

  return run;
}
