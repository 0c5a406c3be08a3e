/**
 * Stopping read-only work in a worker without terminating it. Terminating is the only way to stop an engine, but
 * it also drops what the worker keeps (an open 1 GB file and its index, the last result): a search over such a file
 * is stopped instead by this message, which the page's worker client posts (`WorkerClient.interrupt`) beside
 * Comlink's own messages. Long read-only work takes a check when it starts and looks at it between its steps (each
 * awaited step lets the message in).
 */

/** The message the page posts to interrupt (Comlink ignores it: it has no Comlink type). */
export interface InterruptMessage {
  interrupt: true;
}

let epoch = 0;

/**
 * Listens for the page's interrupts on `scope` (the worker's own by default); called once by each worker entry whose
 * work can be interrupted. Outside a worker (tests in Node) there is nothing to listen to.
 */
export function listenForInterrupts(scope: Partial<Pick<EventTarget, 'addEventListener'>> = globalThis as Partial<Pick<EventTarget, 'addEventListener'>>): void {
  scope.addEventListener?.('message', (e) => {
    if ((e as MessageEvent<Partial<InterruptMessage> | null>).data?.interrupt === true) interrupt();
  });
}

/** Interrupts the work under way (what the message does; also for tests). */
export function interrupt(): void {
  epoch++;
}

/** Returns a check that is true once an interrupt has come since this call: take it when the work starts. */
export function interruption(): () => boolean {
  const at = epoch;
  return () => epoch !== at;
}
