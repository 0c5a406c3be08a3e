/* global document, setInterval, clearInterval -- document: the evaluated functions run in the page */
// Types from the 1 GB bench JSON (BENCH_ONLY=bigtypes): opened on the JSON Schema page, read through the JSON
// scanner's event stream in the worker; and `devtoolbox types` on the same file, against quicktype's floor of none
// (it cannot read a file over V8's string limit).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { longTasksBetween } from './page-actions.mjs';
import { rendererRss } from './big-format.mjs';

/** Open File on /json-to-json-schema, Make Types → the schema shown; the longest task and the tab's peak memory. */
export function bigTypesScenario({ file, records }) {
  return async ({ page, base }) => {
    await page.goto(`${base}/json-to-json-schema`);
    await page.getByRole('button', { name: 'Make Types', exact: true }).waitFor();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rendererRss())), 200);
    try {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open File' }).click()]);
      await chooser.setFiles(file);
      await page.getByText(/read in parts when you make types/).waitFor();
      const clickAt = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Make Types', exact: true }).click();
      const shownAt = await (
        await page.waitForFunction(() => (document.querySelector('[aria-label="JSON Schema"] .vt-row') ? performance.now() : 0), null, {
          polling: 100,
          timeout: 600_000,
        })
      ).jsonValue();
      const tasks = await longTasksBetween(page, clickAt, shownAt);
      const summary = await page.evaluate(() => document.querySelector('.tc-summary')?.textContent ?? '');
      const ok = summary.startsWith(`${records.toLocaleString('en-US')} records read`);
      return {
        schema: { value: shownAt - clickAt, longest: tasks.longest, ok, note: summary },
        memory: { value: peak / 1048576, unit: 'ms.1', note: 'MB, peak RSS of the renderer processes (/proc VmRSS)' },
      };
    } finally {
      clearInterval(sampler);
    }
  };
}

/** `devtoolbox types --lang json-schema FILE > /dev/null` under /usr/bin/time: wall time and peak memory. */
export function typesCli(root, file) {
  const bin = path.join(root, 'dist-cli', 'devtoolbox.mjs');
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, bin, 'types', '--lang', 'json-schema', file], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  const m = /([\d.]+) (\d+)\s*$/.exec(r.stderr ?? '');
  if (r.status !== 0 || !m) return { time: { value: NaN, note: 'devtoolbox types failed' }, rss: { value: NaN } };
  return { time: { value: Number(m[1]) * 1000 }, rss: { value: Number(m[2]) / 1024, unit: 'ms.1', note: 'MB, peak RSS (/usr/bin/time)' } };
}
