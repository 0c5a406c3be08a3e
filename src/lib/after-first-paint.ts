/**
 * Resolves once the browser has put the prerendered page on screen, so the app's scripts (which only hydrate what
 * is already there) are requested and run after the first paint instead of competing with it.
 *
 * The signal is the paint-timing entry `first-contentful-paint`, which the browser reports once that frame has
 * been presented. Without paint timing, two animation frames stand in for it. It also resolves at once when the
 * page is hidden (a background tab does not paint until it is shown), and after `capMs` in any case, so the app
 * never waits for a paint that does not come. (No input can come before the first paint: there is nothing to press.)
 */
export function afterFirstPaint(win: Window & typeof globalThis, capMs = 1_000): Promise<void> {
  return new Promise<void>((resolve) => {
    const cleanups: (() => void)[] = [];
    const done = () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      resolve();
    };
    if (win.document.visibilityState === 'hidden') return done();

    const timer = win.setTimeout(done, capMs);
    cleanups.push(() => win.clearTimeout(timer));

    const Observer = win.PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      const observer = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) done();
      });
      cleanups.push(() => observer.disconnect());
      // `buffered`: a paint that happened before this script ran is reported too.
      observer.observe({ type: 'paint', buffered: true });
    } else {
      win.requestAnimationFrame(() => win.requestAnimationFrame(() => done()));
    }
  });
}
