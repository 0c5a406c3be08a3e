import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WorkerClient } from './worker-client';
import {
  createWorkerQueries,
  createWorkerTask,
  type QueriesState,
  type TaskControls,
  type TaskState,
  type WorkerQueries,
  type WorkerQueryOptions,
  type WorkerTaskOptions,
} from './worker-task';

export type { JobContext, TaskError, TaskProgress, WorkerQueries, WorkerTaskOptions } from './worker-task';

/** A screen's task: its state (re-rendered on change) and its controls. */
export type WorkerTask<Api, T> = TaskState<T> & TaskControls<Api, T>;

/**
 * A screen's worker job (see createWorkerTask): one per kind of work on the screen. The job ends when the screen
 * unmounts; the controls keep their identity for the screen's life.
 */
export function useWorkerTask<Api, T>(client: WorkerClient<Api>, options: WorkerTaskOptions): WorkerTask<Api, T> {
  const [task] = useState(() => createWorkerTask<Api, T>(client, options));
  task.setOptions(options);
  const state = useSyncExternalStore(task.subscribe, task.getState, task.getState);
  // Leaving the screen stops its work instead of letting it run on in the background.
  useEffect(() => task.dispose, [task]);
  return { ...state, run: task.run, cancel: task.cancel, reset: task.reset, fail: task.fail, dispose: task.dispose };
}

/**
 * A screen's read-only calls on a worker (see createWorkerQueries). The object keeps its identity for the screen's
 * life; its `error` is read at render (a failure re-renders the screen). The calls in flight stop when the screen
 * unmounts.
 */
export function useWorkerQueries<Api>(client: WorkerClient<Api>, options: WorkerQueryOptions): WorkerQueries<Api> & QueriesState {
  const [queries] = useState(() => {
    const q = createWorkerQueries<Api>(client, options);
    return Object.defineProperty({ ...q }, 'error', { get: () => q.getState().error }) as typeof q & QueriesState;
  });
  queries.setOptions(options);
  useSyncExternalStore(queries.subscribe, queries.getState, queries.getState);
  useEffect(() => queries.cancel, [queries]);
  return queries;
}

/**
 * Starts `client`'s worker on an idle moment and loads its family's code (a call of its `ready` method), so that the
 * screen's first job does not wait for them. Read-only: a failure is left to that job to show. `after`: at once after
 * mount ('mount'), or only once the visitor first clicks, types, pastes or drops on the page ('first-input'), so a
 * visit that only reads the page never downloads the engine. `args` are passed to `ready`.
 */
export function useWarmWorker<Api extends { ready(...args: A): unknown }, A extends unknown[] = []>(
  client: WorkerClient<Api>,
  options: WorkerQueryOptions,
  after: 'mount' | 'first-input' = 'mount',
  ...args: A
): void {
  const warmer = useWorkerQueries(client, options) as unknown as WorkerQueries<{ ready(...args: A): unknown }>;
  // `ready`'s arguments as they are when it is called (a change later does not warm the worker again).
  const readyArgs = useRef(args);
  useEffect(() => {
    readyArgs.current = args;
  });
  useEffect(() => {
    let cancelIdle = () => {};
    const warm = () => {
      stopListening();
      const call = () => void warmer.call('ready', ...readyArgs.current).catch(() => undefined);
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(call, { timeout: 2000 });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const t = setTimeout(call, 500);
        cancelIdle = () => clearTimeout(t);
      }
    };
    const INPUTS = ['pointerdown', 'keydown', 'paste', 'drop'] as const;
    const stopListening = () => INPUTS.forEach((type) => window.removeEventListener(type, warm, true));
    if (after === 'mount') warm();
    else INPUTS.forEach((type) => window.addEventListener(type, warm, true));
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [warmer, after]);
}
