/* global window, document, requestAnimationFrame, getComputedStyle, DataTransfer, ClipboardEvent -- the evaluated functions run in the page */
/**
 * What a user does, driven through Playwright and timed inside the page (see probes.mjs): paste, type, click and
 * wait for a result, scroll. Each returns plain numbers in milliseconds.
 */

/**
 * Longest long task (0 when none over 50 ms), when it started (ms after `from`) and how many there were, overlapping
 * [from, to] (page time).
 */
export async function longTasksBetween(page, from, to) {
  // Long-task entries are delivered asynchronously: give the observer a moment.
  await page.waitForTimeout(150);
  return page.evaluate(
    ([a, b]) => {
      const hits = window.__longTasks.filter((t) => t.start < b && t.start + t.duration > a);
      const top = hits.reduce((m, t) => (!m || t.duration > m.duration ? t : m), null);
      return { longest: top ? top.duration : 0, longestAt: top ? top.start - a : NaN, count: hits.length };
    },
    [from, to],
  );
}

/** Largest gap between consecutive animation frames within [from, to] (page time); stops the frame log. */
async function maxFrameGap(page, from, to) {
  return page.evaluate(
    ([a, b]) => {
      window.__frameLog(false);
      const f = window.__frames.filter((t) => t >= a && t <= b + 100);
      window.__frames = [];
      let gap = 0;
      for (let i = 1; i < f.length; i++) gap = Math.max(gap, f[i] - f[i - 1]);
      return gap;
    },
    [from, to],
  );
}

/**
 * Puts `text` into the CodeMirror editor labelled `label` by dispatching a real paste event (a ClipboardEvent with a
 * DataTransfer), as Ctrl+V would. `ms` is paste to the next painted frame; then the following 1.5 s are watched for
 * long tasks (CodeMirror and React may finish work later).
 */
export async function pasteInto(page, label, text) {
  // The page starts with a plain textarea; focusing it brings in CodeMirror, whose paste path is measured here.
  await page.locator(`textarea[aria-label="${label}"]`).focus();
  await page.locator(`.cm-content[aria-label="${label}"]`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate((t) => {
    window.__text = t;
  }, text);
  // The transfer itself allocates 10-20 MB: let the garbage collector settle outside the measured window.
  await page.waitForTimeout(400);
  await page.evaluate(() => window.__frameLog(true));
  const r = await page.evaluate(async (l) => {
    const el = document.querySelector(`.cm-content[aria-label="${l}"]`);
    el.focus();
    const dt = new DataTransfer();
    dt.setData('text/plain', window.__text);
    const ev = new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true });
    const t0 = performance.now();
    el.dispatchEvent(ev);
    const sync = performance.now() - t0;
    const painted = await window.__afterPaint();
    return { t0, sync, ms: painted - t0, handled: ev.defaultPrevented };
  }, label);
  if (!r.handled) throw new Error(`the editor "${label}" did not handle the paste event`);
  await page.waitForTimeout(1500);
  const tasks = await longTasksBetween(page, r.t0, r.t0 + 1500);
  const gap = await maxFrameGap(page, r.t0, r.t0 + 1500);
  // What the user feels is the worse of the first frame's delay and any later blocking task.
  return { ms: r.ms, sync: r.sync, block: Math.max(r.ms, tasks.longest), longest: tasks.longest, count: tasks.count, gap };
}

/**
 * Presses `key` `n` times in the focused element, each time measuring keydown to the next painted frame.
 * Returns the per-keystroke times.
 */
export async function typeKeys(page, key, n) {
  await page.evaluate(() => {
    window.__keyTimes = [];
    window.__keyListener ??= () => {
      const t0 = performance.now();
      void window.__afterPaint().then((t) => window.__keyTimes.push(t - t0));
    };
    document.addEventListener('keydown', window.__keyListener, true);
  });
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(key);
    await page.waitForFunction((k) => window.__keyTimes.length > k, i, { timeout: 30_000, polling: 20 });
    await page.waitForTimeout(60);
  }
  return page.evaluate(() => {
    document.removeEventListener('keydown', window.__keyListener, true);
    return window.__keyTimes.slice();
  });
}

/**
 * Clicks `locator` and waits until `predicate` (a self-contained function run in the page) holds and the next
 * frame is painted. `ms` runs from the click event (capture phase, before the app's handler) to that frame.
 */
export async function clickUntil(page, locator, predicate, timeoutMs = 60_000) {
  await locator.waitFor({ state: 'visible', timeout: 30_000 });
  const before = await page.evaluate(
    ([src, t]) => {
      // Indirect eval: the predicate's source comes from this benchmark (functions cannot cross to the page).
      window.__pending = window.__waitFor((0, eval)(`(${src})`), t);
      window.__pending.catch(() => undefined);
      window.__frames = [];
      window.__frameLog(true);
      return window.__clicks.length;
    },
    [predicate.toString(), timeoutMs],
  );
  await locator.click({ timeout: 30_000 });
  const r = await page.evaluate(() => window.__pending);
  const clickAt = await page.evaluate((n) => window.__clicks[n]?.at, before);
  if (clickAt === undefined) throw new Error('click not observed');
  if (r.found < clickAt) throw new Error('the awaited result was already on the page before the click');
  const tasks = await longTasksBetween(page, clickAt, r.painted);
  const gap = await maxFrameGap(page, clickAt, r.painted);
  return { ms: r.painted - clickAt, clickAt, end: r.painted, longest: tasks.longest, longestAt: tasks.longestAt, count: tasks.count, gap };
}

/** Waits `ms` of page time then resolves, for letting late work finish before the next step. */
/**
 * Types `text` into `locator` (filled in one input event, as a paste) and measures until `predicate` holds in the
 * page, painted: `{ ms, longest, count }` with the long tasks in between.
 */
export async function typeUntil(page, locator, text, predicate, timeoutMs = 30_000) {
  await locator.focus();
  const t0 = await page.evaluate(
    ([src, t]) => {
      window.__pending = window.__waitFor((0, eval)(`(${src})`), t);
      window.__pending.catch(() => undefined);
      return performance.now();
    },
    [predicate.toString(), timeoutMs],
  );
  await locator.fill(text);
  const r = await page.evaluate(() => window.__pending);
  const tasks = await longTasksBetween(page, t0, r.painted);
  return { ms: r.painted - t0, longest: tasks.longest, count: tasks.count };
}

/**
 * Main-thread CPU per frame while the list in `selector` scrolls `stepPx` further every frame for `frames` frames
 * (Chromium's ThreadTime through the DevTools protocol): unlike frame intervals, it holds on a busy machine, so
 * two variants measured in one page compare fairly.
 */
export async function scrollCpu(page, selector, frames = 100, stepPx = 300) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await read();
  await page.evaluate(
    ([sel, n, step]) =>
      new Promise((resolve) => {
        const el = document.querySelector(sel);
        el.scrollTop = 0;
        let i = 0;
        const tick = () => {
          if (++i > n) return resolve();
          el.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [selector, frames, stepPx],
  );
  const b = await read();
  await cdp.detach();
  return ((b.ThreadTime - a.ThreadTime) * 1000) / frames;
}

export const settle = (page, ms = 300) => page.waitForTimeout(ms);

/** The react-window scroll container at or inside `selector`. */
const scrollerScript = (selector) => {
  const root = document.querySelector(selector);
  if (!root) return null;
  const candidates = [root, ...root.querySelectorAll('*')];
  return candidates.find((el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible') ?? null;
};

/**
 * Scrolls the list at `selector` by `stepPx` every frame for `durationMs` and returns frame intervals (ms), as a
 * fast wheel or scrollbar drag would produce.
 */
export async function scrollFrames(page, selector, durationMs = 2000, stepPx = 300) {
  return page.evaluate(
    ([sel, dur, step, finder]) =>
      new Promise((resolve, reject) => {
        const el = (0, eval)(`(${finder})`)(sel);
        if (!el) return reject(new Error(`no scroll container in ${sel}`));
        el.scrollTop = 0;
        const frames = [];
        let start = -1;
        const tick = (t) => {
          if (start < 0) start = t;
          frames.push(t);
          if (t - start >= dur) {
            const d = [];
            for (let i = 1; i < frames.length; i++) d.push(frames[i] - frames[i - 1]);
            resolve({ intervals: d, scrollTop: el.scrollTop, scrollHeight: el.scrollHeight, start, end: t });
            return;
          }
          el.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [selector, durationMs, stepPx, scrollerScript.toString()],
  );
}

/** Scrolls the list at `selector` to its very end and returns the text of the last rendered row's cells. */
export async function scrollToEnd(page, selector, rowSelector, numSelector, codeSelector) {
  return page.evaluate(
    async ([sel, rowSel, numSel, codeSel, finder]) => {
      const el = (0, eval)(`(${finder})`)(sel);
      if (!el) throw new Error(`no scroll container in ${sel}`);
      const t0 = performance.now();
      el.scrollTop = el.scrollHeight;
      await window.__afterPaint();
      await window.__afterPaint();
      const ms = performance.now() - t0;
      let best = null;
      for (const row of el.querySelectorAll(rowSel)) {
        const n = Number(row.querySelector(numSel)?.textContent ?? NaN);
        if (!best || n > best.n) best = { n, code: row.querySelector(codeSel)?.textContent ?? '' };
      }
      const atBottom = Math.abs(el.scrollTop + el.clientHeight - el.scrollHeight) <= 2;
      return { ms, last: best, atBottom };
    },
    [selector, rowSelector, numSelector, codeSelector, scrollerScript.toString()],
  );
}

/** Scrolls the list at `selector` back to the top and waits for two frames. */
export async function scrollToTop(page, selector) {
  await page.evaluate(
    async ([sel, finder]) => {
      const el = (0, eval)(`(${finder})`)(sel);
      if (el) el.scrollTop = 0;
      await window.__afterPaint();
      await window.__afterPaint();
    },
    [selector, scrollerScript.toString()],
  );
}
