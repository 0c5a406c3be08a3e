/* global window, document, setInterval, clearInterval -- window and document: the evaluated functions run in the page */
// The big-file path for XML (BENCH_ONLY=bigxml): a 1 GB XML document of about 2.6 million records, written once into
// the inputs folder by scripts/make-big-xml.mjs (not part of the default run: it needs 1 GB of disk and about a
// minute).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeBigXml, XML_LINES_PER_RECORD } from '../../scripts/make-big-xml.mjs';
import { rendererRss } from './big-json.mjs';
import { longTasksBetween } from './page-actions.mjs';

export const BIG_XML_FILE = 'xml-1gb.xml';
const MEGABYTES = 1024;

/** The 1 GB input (made when missing) with its record count. */
export function bigXmlInput(inputsDir, log) {
  const file = path.join(inputsDir, BIG_XML_FILE);
  const meta = `${file}.records`;
  if (!fs.existsSync(file) || !fs.existsSync(meta)) {
    log(`writing ${file} (1 GB, scripts/make-big-xml.mjs) …`);
    const { records } = writeBigXml(file, MEGABYTES);
    fs.writeFileSync(meta, String(records));
  }
  return { file, records: Number(fs.readFileSync(meta, 'utf8')) };
}

/** `xmllint --format file > /dev/null`: the command-line floor, wall time. */
export function xmllintFloor(file) {
  const t0 = performance.now();
  const r = spawnSync('sh', ['-c', 'xmllint --format "$1" > /dev/null', 'sh', file], { stdio: 'ignore' });
  return r.status === 0 ? { value: performance.now() - t0 } : { value: NaN, note: 'xmllint failed or missing' };
}

/**
 * Opens the file through Open File in the XML formatter and measures: first formatted rows on screen, whole file
 * validated and indexed, the longest main-thread task meanwhile, peak renderer memory, the last line, and Find of
 * the last record.
 */
export function bigXmlScenario({ file, records }) {
  return async ({ page, base }) => {
    await page.goto(`${base}/xml-formatter`);
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
          return rows.length > 3 && rows[3].textContent.includes('<name>person 0</name>') ? performance.now() : 0;
        },
        null,
        { polling: 'raf', timeout: 60_000 },
      );
      const first = await firstAt.jsonValue();
      const indexedAt = await (
        await page.waitForFunction(() => (document.body.innerText.includes('Valid XML:') ? performance.now() : 0), null, {
          polling: 100,
          timeout: 180_000,
        })
      ).jsonValue();
      const chosenAt = await page.evaluate(() => window.__chosenAt);
      const tasks = await longTasksBetween(page, chosenAt, indexedAt);
      const lines = 3 + XML_LINES_PER_RECORD * records;

      // The last line.
      await page.getByRole('textbox', { name: 'Go to line' }).fill(String(lines));
      await page.keyboard.press('Enter');
      const lastOk = await page
        .waitForFunction((n) => [...document.querySelectorAll('.fmt-big-list .vt-row')].some((r) => r.textContent === `${n}</people>`), lines, {
          timeout: 30_000,
        })
        .then(
          () => true,
          () => false,
        );
      await page.getByRole('textbox', { name: 'Go to line' }).fill('1');
      await page.keyboard.press('Enter');

      // Find the last record's name (from the top): until its row is shown.
      const query = `person ${records - 1}<`;
      await page.getByRole('searchbox', { name: 'Find in the formatted output' }).fill(query);
      const findFrom = await page.evaluate(() => performance.now());
      await page.keyboard.press('Enter');
      const foundAt = await (
        await page.waitForFunction(
          (q) => ([...document.querySelectorAll('.fmt-big-list mark')].some((m) => m.textContent === q) ? performance.now() : 0),
          query,
          { polling: 100, timeout: 180_000 },
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
