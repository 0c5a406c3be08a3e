/* global window, document, requestAnimationFrame, MessageChannel, MutationObserver, PerformanceObserver, HTMLAnchorElement, Element, clearTimeout -- this file runs in the page */
/**
 * In-page instrumentation for `npm run bench`, installed with `context.addInitScript` before any page script runs.
 * Everything is timed with the page's own `performance.now()`, so Node-to-browser latency never enters a figure.
 */

/**
 * Runs in the page before its scripts. Exposes on `window`:
 * - `__longTasks`: `{start, duration}` of every main-thread task over 50 ms (PerformanceObserver 'longtask', buffered);
 * - `__clicks`: `{at, text}` for every click, recorded in the capture phase, i.e. before the app's handlers run;
 * - `__engineMs`: every `engineMs` number found in a message from a Web Worker (the compare worker's result carries
 *   one; peeking at messages lets us read it without the UI having to show it);
 * - `__terminatedAt`: when a worker was terminated (Cancel terminates the worker);
 * - `__downloads`: `{at, name}` when the app clicks a download link;
 * - `__frames`: rAF timestamps while `__frameLog(true)` is on;
 * - `__waitFor(predicate, timeoutMs)`: resolves `{found, painted}` once `predicate()` holds (checked on every DOM
 *   mutation), `painted` being after the next frame.
 */
export function installProbes() {
  const w = window;
  w.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    w.__longTasksUnsupported = true;
  }

  w.__clicks = [];
  document.addEventListener(
    'click',
    (e) => {
      const b = e.target instanceof Element ? e.target.closest('button') : null;
      w.__clicks.push({ at: performance.now(), text: b ? (b.textContent || '').trim() : '' });
    },
    true,
  );

  w.__engineMs = [];
  w.__terminatedAt = [];
  // Comlink wraps a return value as {type:'RAW', value: Result}, so engineMs sits a few plain objects deep.
  const findEngineMs = (v, depth) => {
    if (!v || typeof v !== 'object' || depth > 5 || Array.isArray(v) || ArrayBuffer.isView(v) || v instanceof ArrayBuffer) return undefined;
    if (typeof v.engineMs === 'number') return v.engineMs;
    for (const k of Object.keys(v)) {
      const r = findEngineMs(v[k], depth + 1);
      if (r !== undefined) return r;
    }
    return undefined;
  };
  const NativeWorker = w.Worker;
  if (NativeWorker) {
    w.Worker = class BenchWorker extends NativeWorker {
      constructor(url, options) {
        super(url, options);
        this.addEventListener('message', (e) => {
          const ms = findEngineMs(e.data, 0);
          if (ms !== undefined) w.__engineMs.push(ms);
        });
      }
      terminate() {
        w.__terminatedAt.push(performance.now());
        super.terminate();
      }
    };
  }

  w.__downloads = [];
  const anchorClick = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function click() {
    if (this.download) w.__downloads.push({ at: performance.now(), name: this.download });
    return anchorClick.call(this);
  };

  w.__frames = [];
  let logging = false;
  const tick = (t) => {
    if (!logging) return;
    w.__frames.push(t);
    requestAnimationFrame(tick);
  };
  w.__frameLog = (on) => {
    if (on && !logging) {
      logging = true;
      requestAnimationFrame(tick);
    } else if (!on) logging = false;
  };

  /** After the next frame has been produced (rAF, then a task after it: style, layout and paint are done). */
  w.__afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now());
        ch.port2.postMessage(0);
      }),
    );

  w.__waitFor = (predicate, timeoutMs) =>
    new Promise((resolve, reject) => {
      let done = false;
      const check = () => {
        try {
          return Boolean(predicate());
        } catch {
          return false;
        }
      };
      const mo = new MutationObserver(() => {
        if (check()) finish();
      });
      const timer = setTimeout(() => {
        if (done) return;
        done = true;
        mo.disconnect();
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      function finish() {
        if (done) return;
        done = true;
        mo.disconnect();
        clearTimeout(timer);
        const found = performance.now();
        void w.__afterPaint().then((painted) => resolve({ found, painted }));
      }
      mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      if (check()) finish();
    });
}
