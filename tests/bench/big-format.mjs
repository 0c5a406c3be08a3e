/* global window, document, setInterval, clearInterval -- window and document: the evaluated functions run in the page */
// What the big-file benchmarks (bigjson, bigxml) share: the 1 GB input written once, the command-line floor, the
// renderers' memory and the scenario in the formatter's big-file view.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { longTasksBetween } from './page-actions.mjs';

const MEGABYTES = 1024;

/** The 1 GB input `name` in the inputs folder (written by `write(file, megabytes)` when missing) and its record count. */
export function bigInput(inputsDir, log, name, script, write) {
  const file = path.join(inputsDir, name);
  const meta = `${file}.records`;
  if (!fs.existsSync(file) || !fs.existsSync(meta)) {
    log(`writing ${file} (1 GB, ${script}) …`);
    const { records } = write(file, MEGABYTES);
    fs.writeFileSync(meta, String(records));
  }
  return { file, records: Number(fs.readFileSync(meta, 'utf8')) };
}

/** `<command> file > /dev/null` (e.g. `jq .`): a command-line floor, wall time. */
export function commandFloor(command, file) {
  const t0 = performance.now();
  const r = spawnSync('sh', ['-c', `${command} "$1" > /dev/null`, 'sh', file], { stdio: 'ignore' });
  return r.status === 0 ? { value: performance.now() - t0 } : { value: NaN, note: `${command} failed or missing` };
}

/** Pids of the processes under `root` (Chromium's renderers are children of the browser we launched). */
function descendants(root) {
  const parent = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const out = [];
  for (const pid of parent.keys()) {
    for (let p = parent.get(pid); p; p = parent.get(p)) {
      if (p === root) {
        out.push(pid);
        break;
      }
    }
  }
  return out;
}

/** Total resident memory (bytes) of the renderer processes Chromium runs for our pages (workers included). */
export function rendererRss() {
  let total = 0;
  for (const pid of descendants(process.pid)) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      /* gone */
    }
  }
  return total;
}

/**
 * Opens `file` through Open File on the formatter at `route` and measures: first formatted rows on screen (row
 * `firstRow` holds `firstText`), the whole file validated and indexed (the page says `validText`), the longest
 * main-thread task meanwhile, peak renderer memory, the last line (`lines`, reading `lastText`), and Find of `query`
 * from the top until it is marked.
 */
export function bigFormatScenario({ route, file, lines, firstRow, firstText, validText, lastText, query, timeout }) {
  return async ({ page, base }) => {
    await page.goto(`${base}${route}`);
    await page.getByRole('textbox', { name: 'Input Code', exact: true }).waitFor();
    await page.evaluate(() => {
      document.addEventListener('change', () => (window.__chosenAt = performance.now()), { capture: true, once: true });
    });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rendererRss())), 200);
    try {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open File' }).click()]);
      await chooser.setFiles(file);
      const firstAt = await page.waitForFunction(
        ([n, text]) => {
          const rows = document.querySelectorAll('.fmt-big-list .vt-row .vt-code');
          return rows.length > n && rows[n].textContent.includes(text) ? performance.now() : 0;
        },
        [firstRow, firstText],
        { polling: 'raf', timeout: 60_000 },
      );
      const first = await firstAt.jsonValue();
      const indexedAt = await (
        await page.waitForFunction((text) => (document.body.innerText.includes(text) ? performance.now() : 0), validText, {
          polling: 100,
          timeout,
        })
      ).jsonValue();
      const chosenAt = await page.evaluate(() => window.__chosenAt);
      const tasks = await longTasksBetween(page, chosenAt, indexedAt);

      // The last line.
      await page.getByRole('textbox', { name: 'Go to line' }).fill(String(lines));
      await page.keyboard.press('Enter');
      const lastOk = await page
        .waitForFunction((row) => [...document.querySelectorAll('.fmt-big-list .vt-row')].some((r) => r.textContent === row), `${lines}${lastText}`, {
          timeout: 30_000,
        })
        .then(
          () => true,
          () => false,
        );
      await page.getByRole('textbox', { name: 'Go to line' }).fill('1');
      await page.keyboard.press('Enter');

      // Find the last record (from the top): until its match is marked.
      await page.getByRole('searchbox', { name: 'Find in output' }).fill(query);
      const findFrom = await page.evaluate(() => performance.now());
      await page.keyboard.press('Enter');
      const foundAt = await (
        await page.waitForFunction(
          (q) => ([...document.querySelectorAll('.fmt-big-list mark')].some((m) => m.textContent === q) ? performance.now() : 0),
          query,
          { polling: 100, timeout },
        )
      ).jsonValue();
      const findTasks = await longTasksBetween(page, findFrom, foundAt);
      return {
        first: { value: first - chosenAt },
        indexed: {
          value: indexedAt - chosenAt,
          longest: tasks.longest,
          note: tasks.count ? `${tasks.count} task(s) over 50 ms, the longest ${Math.round(tasks.longestAt)} ms after the file was chosen` : undefined,
        },
        memory: { value: peak / 1048576, unit: 'ms.1', note: 'MB, peak RSS of the renderer processes (/proc VmRSS)' },
        lastLine: { value: lastOk ? 1 : 0, ok: lastOk, unit: 'ms.1' },
        find: { value: foundAt - findFrom, longest: findTasks.longest },
      };
    } finally {
      clearInterval(sampler);
    }
  };
}
