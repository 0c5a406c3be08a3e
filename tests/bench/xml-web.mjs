/* global window, document */
/**
 * The XML tools of issue 28 in the browser (headless Chromium, the built site, the Long Tasks API), each against
 * its command-line counterpart run in the same scenario run, so every ratio compares figures taken moments apart:
 * - xpath: the 10 MB XML pasted into /xpath-tester (the page's `/*` runs: the document sent to the worker and parsed),
 *   then queries on the kept document, XPath 1.0 (libxml2) and a first XPath 3.1 one (fontoxpath's node tree made from our index) —
 *   each against `xmllint --xpath` with the same expression (for 3.1, its XPath 1.0 equivalent) on the file;
 * - xsd: the 10 MB XML and its schema on /xml-schema-validator, Validate → "valid" — against `xmllint --schema`;
 * - xml-struct: the 10 MB pair with 1% of its elements changed on /xml-compare (XML options on), Compare → line view
 *   and structural summary — against GNU diff of the two files.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clickUntil, longTasksBetween, pasteInto, settle } from './page-actions.mjs';
import { compareToSummary } from './scenarios.mjs';

/** The bench document's schema (the document is valid against it). */
export const PEOPLE_XSD_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'people.xsd');

const taskNote = (r) => `${r.count} task(s) >50 ms${r.count ? ` (longest ${Math.round(r.longest)} ms)` : ''}`;

/** Wall time of one command (output discarded). */
function timed(cmd, args) {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'ignore', maxBuffer: 1 << 30 });
  if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
  return performance.now() - t0;
}

/** Metric `name`, the baseline measured right after it (`<name>Base`) and their ratio (`<name>Ratio`). */
const withBaseline = (name, m, base) => ({ [name]: m, [`${name}Base`]: { value: base }, [`${name}Ratio`]: { value: m.value / base, unit: 'x' } });

/**
 * Types `expr` into the XPath box and presses Enter; measures from the key press until `predicate` holds, painted
 * (the query also runs debounced while typing: the figure is the Enter's, or the debounce's if it came first).
 */
async function query(page, expr, predicate) {
  const box = page.getByRole('textbox', { name: 'XPath expression' });
  await box.fill(expr);
  const t0 = await page.evaluate((src) => {
    window.__pending = window.__waitFor((0, eval)(`(${src})`), 120_000);
    window.__pending.catch(() => undefined);
    return performance.now();
  }, predicate.toString());
  await box.press('Enter');
  const r = await page.evaluate(() => window.__pending);
  const tasks = await longTasksBetween(page, t0, r.painted);
  return { value: r.painted - t0, longest: tasks.longest, note: taskNote(tasks) };
}

/** The XPath Tester on the 10 MB XML (`file` is its path, for xmllint). */
export function xpathScenario(file) {
  return async ({ page, base, inputs }) => {
    await page.goto(`${base}/xpath-tester`, { waitUntil: 'networkidle' });
    // The page's expression is `/*` until one is typed: the paste sends the document and runs it.
    const t0 = await page.evaluate(() => {
      window.__pending = window.__waitFor(() => (document.querySelector('.xp-results')?.textContent ?? '').includes('/people'), 120_000);
      window.__pending.catch(() => undefined);
      return performance.now();
    });
    await pasteInto(page, 'XML Input', inputs.xml);
    const loaded = await page.evaluate(() => window.__pending);
    const loadTasks = await longTasksBetween(page, t0, loaded.painted);
    const load = { value: loaded.painted - t0, longest: loadTasks.longest, note: `paste included; ${taskNote(loadTasks)}` };
    await settle(page, 500);
    const count = await query(page, 'count(//tag)', () => /\b77,?640\b/.test(document.querySelector('.xp-results')?.textContent ?? ''));
    await settle(page, 300);
    const byId = await query(page, "//person[@id='30000']/name", () => (document.querySelector('.xp-results')?.textContent ?? '').includes('/people/person[30001]/name'));
    await settle(page, 300);
    const v31 = await query(page, 'count(/people/person ! name)', () => {
      const t = document.querySelector('.xp-results')?.textContent ?? '';
      return /\b38,?820\b/.test(t) && (document.querySelector('.qp-root')?.textContent ?? '').includes('XPath 3.1');
    });
    return {
      ...withBaseline('load', load, timed('xmllint', ['--xpath', '/*', file])),
      ...withBaseline('count', count, timed('xmllint', ['--xpath', 'count(//tag)', file])),
      ...withBaseline('byId', byId, timed('xmllint', ['--xpath', "//person[@id='30000']/name", file])),
      ...withBaseline('v31', v31, timed('xmllint', ['--xpath', 'count(/people/person/name)', file])),
    };
  };
}

/** The XML Schema Validator on the 10 MB XML and its schema. */
export function xsdScenario(file) {
  return async ({ page, base, inputs }) => {
    await page.goto(`${base}/xml-schema-validator`, { waitUntil: 'networkidle' });
    await pasteInto(page, 'XML Document', inputs.xml);
    await pasteInto(page, 'XML Schema', inputs.peopleXsd);
    await settle(page, 500);
    const valid = () => /is valid against/.test(document.querySelector('.tc-ok')?.textContent ?? '');
    const r = await clickUntil(page, page.getByRole('button', { name: 'Validate', exact: true }), valid, 120_000);
    return withBaseline('validate', { value: r.ms, longest: r.longest, note: taskNote(r) }, timed('xmllint', ['--noout', '--schema', PEOPLE_XSD_FILE, file]));
  };
}

/** XML Compare as XML of the 10 MB pair (`files`: their paths, for GNU diff). */
export function xmlStructureScenario(files) {
  return async ({ page, base, inputs }) => {
    await page.goto(`${base}/xml-compare`, { waitUntil: 'networkidle' });
    await pasteInto(page, 'Original', inputs.xml);
    await pasteInto(page, 'Modified', inputs.xmlB1);
    await settle(page, 500);
    const engineBefore = await page.evaluate(() => window.__engineMs.length);
    const { cmp, lines, linesTasks, badge, count } = await compareToSummary(page);
    const engine = await page.evaluate((n) => window.__engineMs.slice(n), engineBefore);
    const diff = timed('diff', files);
    return {
      ...withBaseline('summary', { value: cmp.ms, longest: cmp.longest, note: `${count}; ${taskNote(cmp)}` }, diff),
      lines: { value: lines.painted - cmp.clickAt, longest: linesTasks.longest, note: `${badge}; ${taskNote(linesTasks)}` },
      ...(engine.length ? { engine: { value: engine[0] } } : {}),
    };
  };
}
