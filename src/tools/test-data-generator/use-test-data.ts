import { useEffect, useRef, useState } from 'react';
import { COPIED_MS } from '../../components/copy-button';
import { copyText, copyTextWhenReady } from '../../lib/clipboard';
import { trackToolEvent } from '../../lib/telemetry';
import { downloadFile } from '../../lib/download';
import { GENERATE_TIMEOUT_MESSAGE, GENERATE_TIME_LIMIT } from '../../lib/time-limits';
import { useWorkerTask, type JobContext } from '../../lib/use-worker-task';
import { jobsInWorkerOf } from '../../lib/worker-client';
import { workerClient, type EngineApi } from '../../lib/workers';
import type { TestRecords, ValuesAhead } from '@workers/testdata/api';
import type { Result } from '@workers/shared/result';
import type { DataKind } from '@workers/testdata/meta';
import { useTestDataT } from './messages';
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

/** Runs `fn` after the next frame is painted: what a click shows goes first, the next value's job after it. */
const afterPaint = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

/** Runs `fn` when the page is idle (its load comes first); returns the cancel function. */
function whenIdle(fn: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(fn, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const t = setTimeout(fn, 200);
  return () => clearTimeout(t);
}

/**
 * "Generate <kind>": one value of the chosen country, shown and copied to the clipboard within the click (browsers
 * allow clipboard writes only there), "Copied!" for 2 s. The worker makes one value of every kind of every country
 * ahead, for the seed in the field (with a seed, the list's first value), so a click takes one already made; without
 * a seed the value taken is replaced by a fresh one at once. A click that finds none ready (the worker still
 * starting) waits for the worker, the clipboard write started in the click.
 */
export function useSingleValue(tool: string) {
  const t = useTestDataT();
  const task = useWorkerTask<EngineApi<'testdata'>, string>(quickJobs, generating(tool, t('failed.generate')));
  const ahead = useWorkerTask<EngineApi<'testdata'>, { seed: string; values: ValuesAhead }>(quickJobs, { tool });
  const refill = useWorkerTask<EngineApi<'testdata'>, string>(quickJobs, { tool });
  /** The values made ahead, for one seed; a value taken without a seed is removed until its replacement comes. */
  const made = useRef<{ seed: string; values: ValuesAhead } | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seed = useTestDataStore((s) => s.seed);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  // The first values when the page is idle (so the worker's start is not the page load's), then for each seed.
  const started = useRef(false);
  const runAhead = ahead.run;
  useEffect(() => {
    const makeAhead = () =>
      void runAhead(async (ctx) => {
        const r = await ctx.call('valuesAhead', seedOf(seed));
        return r.ok ? { ok: true, value: { seed, values: r.value } } : r;
      }).then((v) => {
        if (v) made.current = v;
      });
    if (started.current) return makeAhead();
    started.current = true;
    return whenIdle(makeAhead);
  }, [seed, runAhead]);

  const show = (kind: DataKind, value: string) => {
    useTestDataStore.getState().showOutput(kind, value);
    copiedTimer.current = setTimeout(() => useTestDataStore.getState().setCopied(kind, false), COPIED_MS);
  };

  const generate = (kind: DataKind) => {
    const { country, seed } = useTestDataStore.getState();
    useTestDataStore.getState().clearOutputs();
    clearTimeout(copiedTimer.current);
    const ready = made.current?.seed === seed ? made.current.values[country]?.[kind] : undefined;
    if (ready !== undefined) {
      trackToolEvent('Generate Started', tool);
      void copyText(ready, COPY_CONTEXT);
      show(kind, ready);
      trackToolEvent('Generate Completed', tool);
      if (seed !== '') return;
      // Without a seed, every click is a new value: the next one is made now.
      const values = made.current!.values[country];
      delete values[kind];
      afterPaint(() =>
        void refill
          .run(async (ctx) => {
            const r = await ctx.call('generateMany', kind, country, 1, undefined);
            return r.ok ? { ok: true, value: r.value.values[0] } : r;
          })
          .then((v) => {
            if (v !== null && made.current?.values[country] === values) values[kind] = v;
          }),
      );
      return;
    }
    const value = task.run(async (ctx) => {
      const r = await ctx.call('generateMany', kind, country, 1, seedOf(seed));
      return r.ok ? { ok: true, value: r.value.values[0] } : r;
    });
    void copyTextWhenReady(value, COPY_CONTEXT);
    void value.then((v) => {
      if (v !== null) show(kind, v);
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
  const t = useTestDataT();
  const task = useWorkerTask<EngineApi<'testdata'>, ValueList>(quickJobs, generating(tool, t('failed.generate')));
  const csv = useWorkerTask<EngineApi<'testdata'>, string>(quickJobs, { tool, describeError: () => ({ message: t('failed.csv') }) });

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

/**
 * "Generate Person" / "Generate Company": one consistent record of the chosen country, shown at once: the worker
 * makes the next one ahead for the country and seed in the fields (with a seed, always the same record; without, a
 * fresh one after each click). A click that finds none ready (the worker still starting) waits for the worker.
 */
export function useTestRecord<K extends keyof TestRecords>(tool: string, kind: K, country: string, seed: string) {
  const [record, setRecord] = useState<TestRecords[K] | null>(null);
  const t = useTestDataT();
  const task = useWorkerTask<EngineApi<'testdata'>, TestRecords[K]>(quickJobs, generating(tool, t(`failed.${kind}`)));
  const ahead = useWorkerTask<EngineApi<'testdata'>, TestRecords[K]>(quickJobs, { tool });
  const made = useRef<{ key: string; record: TestRecords[K] } | null>(null);
  const key = `${country}|${seed}`;
  const make = (ctx: JobContext<EngineApi<'testdata'>>) => ctx.call('generateRecord', kind, country, seedOf(seed)) as Promise<Result<TestRecords[K]>>;
  const makeAhead = () =>
    void ahead.run(make).then((r) => {
      if (r) made.current = { key, record: r };
    });

  // The first record when the page is idle (so the worker's start is not the page load's), then for each country and seed.
  const started = useRef(false);
  useEffect(() => {
    made.current = null;
    if (started.current) return makeAhead();
    started.current = true;
    return whenIdle(makeAhead);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- makeAhead reads the country and seed that make the key
  }, [key]);

  const generate = () => {
    const ready = made.current?.key === key ? made.current.record : null;
    if (ready) {
      trackToolEvent('Generate Started', tool);
      task.reset();
      setRecord(ready);
      trackToolEvent('Generate Completed', tool);
      if (seed === '') {
        made.current = null;
        afterPaint(makeAhead);
      }
      return;
    }
    void task.run(make).then((r) => setRecord(r));
  };
  return { record, error: task.error, generate };
}
