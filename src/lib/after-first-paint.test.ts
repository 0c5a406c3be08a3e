import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A window with what afterFirstPaint uses: paint timing (unless `paintTiming` is false), timers, frames. */
function fakeWindow({ hidden = false, paintTiming = true } = {}) {
  const observers: { callback: Callback; observed?: unknown; disconnected: boolean }[] = [];
  const frames: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['longtask', 'paint'] : ['longtask'];
    private readonly record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = {
    document: { visibilityState: hidden ? 'hidden' : 'visible' },
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  const paint = (...names: string[]) => {
    for (const o of observers) if (!o.disconnected) o.callback({ getEntriesByName: (n) => (names.includes(n) ? [{ name: n }] : []) });
  };
  return { win: win as unknown as Window & typeof globalThis, observers, frames, paint };
}

/** Whether `promise` has settled after the pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('resolves when the first contentful paint is reported, not at the first paint, and then listens to nothing', async () => {
    vi.useFakeTimers();
    const { win, observers, paint } = fakeWindow();
    const p = afterFirstPaint(win);
    expect(observers[0]!.observed).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(await settled(p)).toBe(false);
    paint('first-paint', 'first-contentful-paint');
    expect(await settled(p)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves after the cap when no paint comes', async () => {
    vi.useFakeTimers();
    const capped = fakeWindow();
    const byCap = afterFirstPaint(capped.win, 1_000);
    vi.advanceTimersByTime(999);
    expect(await settled(byCap)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(byCap)).toBe(true);
    expect(capped.observers[0]!.disconnected).toBe(true);
  });

  it('resolves at once in a hidden tab, and after two frames without paint timing', async () => {
    const hidden = fakeWindow({ hidden: true });
    expect(await settled(afterFirstPaint(hidden.win))).toBe(true);
    expect(hidden.observers).toEqual([]);

    vi.useFakeTimers();
    const old = fakeWindow({ paintTiming: false });
    const p = afterFirstPaint(old.win);
    expect(old.observers).toEqual([]);
    old.frames.shift()!();
    expect(await settled(p)).toBe(false);
    old.frames.shift()!();
    expect(await settled(p)).toBe(true);
  });
});
