import { useEffect, useRef } from 'react';
import { COPIED_MS } from '../../components/copy-button';
import { copyTextWhenReady } from '../../lib/clipboard';
import { downloadFile } from '../../lib/download';
import { GENERATE_TIMEOUT_MESSAGE, GENERATE_TIME_LIMIT } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import { jobsInWorkerOf } from '../../lib/worker-client';
import { workerClient, type EngineApi } from '../../lib/workers';
import type { TestRecords } from '@workers/testdata/api';
import type { Result } from '@workers/shared/result';
import type { DataKind } from '@workers/testdata/meta';
import { useTestDataStore } from './test-data-store';

/** The test-data worker: every value, list and record of the screen is made there. */
const testdataClient = workerClient('testdata');
/** Each job is a few milliseconds: a newer one replaces one under way without ending the worker (and its loaded data). */
const quickJobs = jobsInWorkerOf(testdataClient);

const COPY_CONTEXT = 'TestDataGenerator: Copy';

/** A seed as the Seed field holds it: empty means none. */
const seedOf = (seed: string) => (seed === '' ? undefined : seed);

/** The options of a generating job of the screen. */
const generating = (tool: string, failureMessage: string) =>
  ({
    tool,
    action: 'Generate',
    timeoutMs: GENERATE_TIME_LIMIT,
    timeoutMessage: GENERATE_TIMEOUT_MESSAGE,
    failureMessage,
    describeError: () => ({ message: failureMessage }),
  }) as const;

/** Starts the worker while the user reads the page, so that the first click finds the countries' data loaded. */
export function useTestDataWarmUp(): void {
  useEffect(() => {
    const warm = () => void testdataClient.call('ready').catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const t = setTimeout(warm, 200);
    return () => clearTimeout(t);
  }, []);
}

/**
 * "Generate <kind>": one value of the chosen country, shown and copied to the clipboard (the write starts in the
 * click, the text follows from the worker), "Copied!" for 2 s. The same seed gives the list's first value.
 */
export function useSingleValue(tool: string) {
  const task = useWorkerTask<EngineApi<'testdata'>, string>(quickJobs, generating(tool, 'Failed to generate test data'));
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const generate = (kind: DataKind) => {
    const { country, seed } = useTestDataStore.getState();
    useTestDataStore.getState().clearOutputs();
    clearTimeout(copiedTimer.current);
    const value = task.run(async (ctx) => {
      const r = await ctx.call('generateMany', kind, country, 1, seedOf(seed));
      return r.ok ? { ok: true, value: r.value.values[0] } : r;
    });
    void copyTextWhenReady(value, COPY_CONTEXT);
    void value.then((v) => {
      if (v === null) return;
      useTestDataStore.getState().showOutput(kind, v);
      copiedTimer.current = setTimeout(() => useTestDataStore.getState().setCopied(kind, false), COPIED_MS);
    });
  };

  return { generate, error: task.error };
}

/** A list of values, as the list shows them. */
export interface ValueList {
  kind: DataKind;
  country: string;
  values: string[];
}

/** "Generate N": a list of up to 1,000 values of one kind, reproducible with a seed; its CSV is written in the worker. */
export function useValueList(tool: string) {
  const task = useWorkerTask<EngineApi<'testdata'>, ValueList>(quickJobs, generating(tool, 'Failed to generate test data'));
  const csv = useWorkerTask<EngineApi<'testdata'>, string>(quickJobs, { tool, describeError: () => ({ message: 'Failed to write the CSV' }) });

  const generate = (kind: DataKind, country: string, quantity: number, seed: string) =>
    void task.run(
      async (ctx) => {
        const r = await ctx.call('generateMany', kind, country, quantity, seedOf(seed));
        return r.ok ? { ok: true, value: { kind, country, values: r.value.values } } : r;
      },
      { value: quantity },
    );

  const downloadCsv = async (list: ValueList, fileBase: string, protectFormulas: boolean) => {
    const text = await csv.run((ctx) => ctx.call('valuesCsv', list.values, protectFormulas));
    if (text !== null) downloadFile(text, `${fileBase}.csv`, 'text/csv;charset=utf-8');
  };

  return { list: task.result, running: task.status === 'running', error: task.error ?? csv.error, generate, reset: task.reset, downloadCsv };
}

/** "Generate Person" / "Generate Company": one consistent record of the chosen country. */
export function useTestRecord<K extends keyof TestRecords>(tool: string, kind: K) {
  const task = useWorkerTask<EngineApi<'testdata'>, TestRecords[K]>(quickJobs, generating(tool, `Failed to generate a ${kind}`));
  const generate = (country: string, seed: string) =>
    void task.run((ctx) => ctx.call('generateRecord', kind, country, seedOf(seed)) as Promise<Result<TestRecords[K]>>);
  return { record: task.result, error: task.error, generate };
}
