/* global window, document, setInterval, clearInterval -- window and document: the evaluated functions run in the page */
// The big-file path (BENCH_ONLY=bigjson): a 1 GB minified JSON of about 3.1 million records, written once into the
// inputs folder by scripts/make-big-json.mjs (not part of the default run: it needs 1 GB of disk and about a minute).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LINES_PER_RECORD, writeBigJson } from '../../scripts/make-big-json.mjs';
import { longTasksBetween } from './page-actions.mjs';

export const BIG_JSON_FILE = 'json-1gb.json';
const MEGABYTES = 1024;

/** The 1 GB input (made when missing) with its record count. */
export function bigJsonInput(inputsDir, log) {
  const file = path.join(inputsDir, BIG_JSON_FILE);
  const meta = `${file}.records`;
  if (!fs.existsSync(file) || !fs.existsSync(meta)) {
    log(`writing ${file} (1 GB, scripts/make-big-json.mjs) …`);
    const { records } = writeBigJson(file, MEGABYTES);
    fs.writeFileSync(meta, String(records));
  }
  return { file, records: Number(fs.readFileSync(meta, 'utf8')) };
}

/** `jq . file > /dev/null`: the command-line floor, wall time. */
export function jqFloor(file) {
  const t0 = performance.now();
  const r = spawnSync('sh', ['-c', 'jq . "$1" > /dev/null', 'sh', file], { stdio: 'ignore' });
  return r.status === 0 ? { value: performance.now() - t0 } : { value: NaN, note: 'jq failed or missing' };
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
 * Opens the file through Open File and measures: first formatted rows on screen, whole file validated and indexed,
 * the longest main-thread task meanwhile, peak renderer memory, the last line, and Find of the last record.
 */
export function bigJsonScenario({ file, records }) {
  return async ({ page, base }) => {
    await page.goto(`${base}/json-formatter`);
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
        () => {
          const rows = document.querySelectorAll('.fmt-big-list .vt-row .vt-code');
          return rows.length > 2 && rows[2].textContent.includes('"id": 0') ? performance.now() : 0;
        },
        null,
        { polling: 'raf', timeout: 60_000 },
      );
      const first = await firstAt.jsonValue();
      const indexedAt = await (
        await page.waitForFunction(() => (document.body.innerText.includes('Valid JSON:') ? performance.now() : 0), null, {
          polling: 100,
          timeout: 120_000,
        })
      ).jsonValue();
      const chosenAt = await page.evaluate(() => window.__chosenAt);
      const tasks = await longTasksBetween(page, chosenAt, indexedAt);
      const lines = 2 + LINES_PER_RECORD * records;

      // The last line.
      await page.getByRole('textbox', { name: 'Go to line' }).fill(String(lines));
      await page.keyboard.press('Enter');
      const lastOk = await page
        .waitForFunction((n) => [...document.querySelectorAll('.fmt-big-list .vt-row')].some((r) => r.textContent === `${n}]`), lines, { timeout: 30_000 })
        .then(() => true, () => false);
      await page.getByRole('textbox', { name: 'Go to line' }).fill('1');
      await page.keyboard.press('Enter');

      // Find the last record's name (from the top): until its row is shown.
      await page.getByRole('searchbox', { name: 'Find in the formatted output' }).fill(`person ${records - 1}`);
      const findFrom = await page.evaluate(() => performance.now());
      await page.keyboard.press('Enter');
      const foundAt = await (
        await page.waitForFunction(
          (name) => ([...document.querySelectorAll('.fmt-big-list mark')].some((m) => m.textContent === name) ? performance.now() : 0),
          `person ${records - 1}`,
          { polling: 100, timeout: 120_000 },
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
