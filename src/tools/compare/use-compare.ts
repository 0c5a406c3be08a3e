import { useEffect, useMemo } from 'react';
import { COMPARE_TIMEOUT_MESSAGE, ROWS_TIME_LIMIT, engineTimeLimit } from '../../lib/time-limits';
import { useWarmWorker, useWorkerQueries, useWorkerTask } from '../../lib/use-worker-task';
import type { EngineApi } from '../../lib/workers';
import type { DiffModel } from '../../components/diff-view';
import type { BigCompareView, CompareView } from '@workers/compare/api';
import type { EngineError } from '@workers/shared/result';
import { refusal } from '@workers/shared/meta';
import { COMPARE_ERRORS, type CompareErrorCode, type CompareOptions, type CompareTypeId } from '@workers/compare/meta';
import { useEngineText } from '../../lib/engine-text';
import { BigRows } from './big-rows';
import { compareClient } from './compare-workers';
import { engineOptions } from './compare-store';
import type { CompareInputs } from './use-compare-inputs';

/**
 * The compare job of a compare screen: the small path (both editors' texts, staged to the worker in slices) or,
 * when a side holds a file over 16 MB, the big path from the files' bytes. The row texts of a big compare and of XML
 * compared as XML are fetched for the rows in view. Its worker keeps the result for the PDF export and merges
 * (compare-workers.ts).
 */
export function useCompare(tool: { title: string }, type: CompareTypeId) {
  const engineText = useEngineText();
  /** A refusal in the page's language: the family's message for its code, else the engine's (a syntax error). */
  const describeError = (e: EngineError) => ({
    message: engineText(e.code && e.code in COMPARE_ERRORS ? { ...e, message: COMPARE_ERRORS[e.code as CompareErrorCode] } : e.message ? e : refusal(COMPARE_ERRORS, 'compare-failed').error),
  });
  const options = { tool: tool.title, action: 'Compare', describeError } as const;
  const small = useWorkerTask<EngineApi<'compare'>, CompareView>(compareClient, { ...options, timeoutMessage: COMPARE_TIMEOUT_MESSAGE });
  const big = useWorkerTask<EngineApi<'compare'>, BigCompareView>(compareClient, options);
  // The rows in view of a big compare's result, read from the worker that keeps it.
  const rowQueries = useWorkerQueries(compareClient, { tool: tool.title, timeoutMs: ROWS_TIME_LIMIT, timeoutMessage: COMPARE_TIMEOUT_MESSAGE });
  const result = small.result;
  const bigResult = big.result;
  /** The result on screen: a small compare's (with its texts, but for XML as XML) or a big one's. */
  const shown: (DiffModel & Pick<CompareView, 'changeStarts'>) | null = result ?? bigResult;
  // The rows' texts stay in the worker for a big compare and for XML compared as XML (a result without its texts).
  const kept = bigResult ?? (result && !result.left ? result : null);
  const workerRows = useMemo(
    () => (kept ? new BigRows(kept.rowCount, (from, count) => rowQueries.call('getRows', from, count)) : undefined),
    [kept, rowQueries],
  );
  useEffect(() => () => workerRows?.close(), [workerRows]);

  // Start the worker once the user starts filling the sides, so that Compare does not wait for the engine's code to
  // load (a visit that only reads the page does not download it); for XML, also its helper that reads the modified
  // side of a compare as XML (compare/api.ts).
  useWarmWorker(compareClient, { tool: tool.title, timeoutMs: ROWS_TIME_LIMIT }, 'first-input', type === 'xml');

  /** Compares the inputs with `settings`: from the files' bytes when a side holds a big file. */
  const run = (inputs: CompareInputs, settings: CompareOptions) => {
    rowQueries.clearError();
    if (inputs.hasBigFile) {
      small.reset();
      const [original, modified] = inputs.byteSources();
      void big.run((ctx) => ctx.call('compareFiles', original, modified, engineOptions(settings, 'text'), ctx.onProgress));
      return;
    }
    big.reset();
    void small.run(
      async (ctx) => {
        const texts = await inputs.sendInputs(ctx);
        if (!texts) return undefined;
        return ctx.call('compare', type, texts[0], texts[1], engineOptions(settings, type));
      },
      { timeoutMs: engineTimeLimit(inputs.length()) },
    );
  };

  return {
    result,
    bigResult,
    shown,
    /** The line texts of a result whose texts stayed in the worker (fetched for the rows in view). */
    workerRows,
    running: small.status === 'running' || big.status === 'running',
    /** The big path's progress (stages, MB) while it runs. */
    bigProgress: big.status === 'running' ? { progress: big.progress, startedAt: big.startedAt } : null,
    error: small.error ?? big.error ?? rowQueries.error,
    run,
    /** Stops the compare (its worker ends, and with it the result): back to the inputs. */
    cancel: () => {
      small.cancel();
      big.cancel();
    },
    /** The inputs changed: the result on screen no longer describes them. */
    reset: () => {
      small.reset();
      big.reset();
    },
  };
}
