/* global window, document, MutationObserver -- the evaluated functions run in the page */
/**
 * The benchmark scenarios of `npm run bench`. Each `run(ctx)` gets a fresh page and returns metrics by name:
 * `{ value, longest?, note? }` (ms). Budgets are those of the issues (formatters #4, compare #5, test data #6,
 * JSON generator #7).
 */
import fs from 'node:fs';
import { clickUntil, longTasksBetween, pasteInto, scrollCpu, scrollFrames, scrollToEnd, scrollToTop, settle, typeKeys, typeUntil } from './page-actions.mjs';

const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const median = (values) => percentile(values, 50);

/** Where a long task started relative to the click; before it means the task that ran the click handler itself. */
const at = (ms) => (ms <= 0 ? 'in the click handler' : `at +${Math.round(ms)} ms`);

/** "N task(s) >50 ms (longest at +T ms)" for a click measurement. */
const taskNote = (r) => `${r.count} task(s) >50 ms${r.count ? ` (longest ${at(r.longestAt)})` : ''}`;

const formatButton = (page) => page.getByRole('button', { name: 'Format Code', exact: true });
const rowsShown = () => document.querySelectorAll('.vt-list .vt-row').length > 0;
/** Rows on screen with their syntax colours (a JSON key is the first coloured token of the bench's document). */
const colouredRowsShown = () => document.querySelector('.vt-list .vt-row .tok-key') !== null;
/** Marks the result on screen as old, so that the next format's predicate waits for the new one. */
const markOld = (page) => page.evaluate(() => document.querySelectorAll('.vt-root').forEach((el) => (el.dataset.old = '1')));
const newColouredRows = () => document.querySelector('.vt-root:not([data-old]) .vt-list .vt-row .tok-key') !== null;
const newRows = () => document.querySelector('.vt-root:not([data-old]) .vt-list .vt-row') !== null;
const coloursBox = (page) => page.getByRole('checkbox', { name: 'Colours', exact: true });

/** A realistic, unformatted snippet of modern JavaScript; `i` keeps the names distinct between repetitions. */
const jsSnippet = (i) =>
  `import {useState as useState${i},useEffect as useEffect${i}} from "react"
export class Store${i} {constructor(items,options={}){this.items=items;this.options={limit:10,sort:"asc",...options};this.listeners=new Set()}
subscribe(fn){this.listeners.add(fn);return ()=>this.listeners.delete(fn)}
get total(){return this.items.reduce((sum,item)=>sum+item.price*item.quantity,0)}
async load(url){const res=await fetch(url,{headers:{"Accept":"application/json","X-Store":"${i}"}});if(!res.ok){throw new Error(\`Request failed: \${res.status} \${res.statusText}\`)}
const data=await res.json();this.items=data.items.filter(x=>x.active&&x.price>0).map(x=>({...x,label:x.name.trim().toLowerCase(),tags:x.tags?.slice(0,3)??[]}));this.listeners.forEach(fn=>fn(this.items));return this.items}}
export function summarize${i}(orders,{top=10}={}){const byCustomer={};for(const o of orders){if(!byCustomer[o.customerId]){byCustomer[o.customerId]={count:0,total:0,last:null}}
const c=byCustomer[o.customerId];c.count++;c.total+=o.amount;c.last=c.last&&c.last>o.date?c.last:o.date}
return Object.entries(byCustomer).sort((a,b)=>b[1].total-a[1].total).slice(0,top).map(([id,{count,total}])=>({id,count,total:Math.round(total*100)/100}))}
const handler${i}=function(event){switch(event.type){case "click":return {x:event.clientX,y:event.clientY};case "keydown":return event.key==="Enter"?"submit":null;default:return undefined}}
export default function useCounter${i}(initial=0){const [count,setCount]=useState${i}(initial);useEffect${i}(()=>{const id=setInterval(()=>setCount(c=>c+1),1000);return ()=>clearInterval(id)},[]);return [count,()=>setCount(initial)]}
`;

/** About `bytes` of JavaScript made of repeated realistic snippets (one default export per module: only the first). */
export function makeJavaScript(bytes) {
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const s = i === 0 ? jsSnippet(i) : jsSnippet(i).replace('export default function', 'export function');
    parts.push(s);
    size += s.length;
  }
  return parts.join('\n');
}

/** Scenario 1: JSON 10 MB (paste, typing, format, scroll, last line, collapse) plus the in-page baseline. */
export async function jsonScenario({ page, base, inputs }) {
  await page.goto(`${base}/json-formatter`, { waitUntil: 'networkidle' });
  const m = {};
  const paste = await pasteInto(page, 'Input Code', inputs.json);
  m.paste = { value: paste.block, longest: paste.longest, note: `${paste.count} task(s) >50 ms; first frame ${Math.round(paste.ms)} ms` };

  // The caret is at the end of the pasted (one 10 MB line) text; spaces keep the JSON valid for the format below.
  const keys = await typeKeys(page, 'Space', 10);
  m.keystroke = { value: median(keys), note: `caret at the end of the 10 MB line; max of 10: ${Math.round(Math.max(...keys))} ms` };
  await settle(page, 500);

  // The first format: cold worker and engine, rows with their colours (the budget's figure).
  const fmt = await clickUntil(page, formatButton(page), colouredRowsShown, 60_000);
  m.format = { value: fmt.ms, longest: fmt.longest, note: `${taskNote(fmt)}; max frame gap ${Math.round(fmt.gap)} ms` };
  await settle(page, 500);

  const scroll = await scrollFrames(page, '.vt-list', 2000, 300);
  const scrollTasks = await longTasksBetween(page, scroll.start, scroll.end);
  m.scroll = {
    value: percentile(scroll.intervals, 95),
    longest: scrollTasks.longest,
    note: `${scroll.intervals.length} frames (idle page: 16.7 ms), max ${Math.round(Math.max(...scroll.intervals))} ms, ${Math.round(scroll.scrollTop / 20).toLocaleString('en-US')} rows travelled, started 0.5 s after the result`,
  };

  const end = await scrollToEnd(page, '.vt-list', '.vt-row', '.vt-num', '.vt-code');
  const lastOk = end.atBottom && end.last && end.last.n === inputs.jsonLines && end.last.code.trim() === ']';
  m.lastLine = {
    value: end.ms,
    note: lastOk ? `line ${end.last.n.toLocaleString('en-US')} "]" rendered` : `NOT reached: ${JSON.stringify(end)} (expected ${inputs.jsonLines})`,
    ok: lastOk,
  };

  // Find in the coloured output: a word in every record; the first match is marked and scrolled to.
  await scrollToTop(page, '.vt-list');
  await settle(page, 300);
  const find = await typeUntil(page, page.getByRole('searchbox', { name: 'Find in output' }), 'example', () => document.querySelector('.vt-match-current') !== null);
  const findCount = await page.locator('.find-bar-count').textContent();
  m.find = { value: find.ms, longest: find.longest, note: `"example": ${findCount}; ${find.count} task(s) >50 ms` };
  await page.getByRole('searchbox', { name: 'Find in output' }).fill('');
  await settle(page, 300);

  // The same document formatted again with colours and then without, warm, in this page: their ratio is what
  // colouring costs (the unhighlighted view is the view before colours existed).
  await markOld(page);
  const hot = await clickUntil(page, formatButton(page), newColouredRows, 60_000);
  await settle(page, 500);
  const hotScroll = await scrollFrames(page, '.vt-list', 2000, 300);
  // A first pass warms the row code up; then coloured, plain, coloured, plain: CPU per frame, medians.
  await scrollCpu(page, '.vt-list', 50);
  const cpu = { coloured: [], plain: [] };
  for (let i = 0; i < 2; i++) {
    cpu.coloured.push(await scrollCpu(page, '.vt-list'));
    await coloursBox(page).uncheck();
    await settle(page, 300);
    cpu.plain.push(await scrollCpu(page, '.vt-list'));
    await coloursBox(page).check();
    await settle(page, 300);
  }
  const cpuColoured = Math.min(...cpu.coloured);
  const cpuPlain = Math.min(...cpu.plain);
  m.scrollCpuColoured = { value: cpuColoured, unit: 'ms.1', note: `main-thread CPU per frame scrolling 300 px/frame; best of 2, alternating` };
  m.scrollCpuPlain = { value: cpuPlain, unit: 'ms.1', note: 'the same, Colours off' };
  m.scrollCpuRatio = { value: cpuColoured / cpuPlain, unit: 'x' };
  await coloursBox(page).uncheck();
  await settle(page, 300);
  await markOld(page);
  const plain = await clickUntil(page, formatButton(page), newRows, 60_000);
  await settle(page, 500);
  const plainScroll = await scrollFrames(page, '.vt-list', 2000, 300);
  const plainColoured = await page.evaluate(() => document.querySelectorAll('.vt-list [class^="tok-"]').length);
  await coloursBox(page).check();
  await settle(page, 300);
  const p95 = (x) => percentile(x.intervals, 95);
  m.warmColoured = { value: hot.ms, longest: hot.longest, note: `${taskNote(hot)}; scroll p95 ${p95(hotScroll).toFixed(1)} ms` };
  m.warmPlain = { value: plain.ms, longest: plain.longest, note: `${taskNote(plain)}; scroll p95 ${p95(plainScroll).toFixed(1)} ms${plainColoured ? '; COLOURED?' : ''}` };
  m.colourRatio = { value: hot.ms / plain.ms, unit: 'x', note: `scroll p95 ratio ${(p95(hotScroll) / p95(plainScroll)).toFixed(2)}` };

  await scrollToTop(page, '.vt-list');
  await settle(page, 300);
  const collapse = await clickUntil(
    page,
    page.locator('button[aria-label="Collapse line 1"]'),
    () => document.querySelector('button[aria-label="Expand line 1"]') !== null,
    30_000,
  );
  m.collapse = { value: collapse.ms, longest: collapse.longest, note: `${(inputs.jsonLines - 2).toLocaleString('en-US')} descendants hidden` };
  await settle(page, 300);

  // Baseline: the platform's own parse + pretty-print of the same text, on this page's main thread.
  const baseline = await page.evaluate(() => {
    const t0 = performance.now();
    const out = JSON.stringify(JSON.parse(window.__text), null, 2);
    return { ms: performance.now() - t0, length: out.length };
  });
  m.baseline = { value: baseline.ms };
  m.ratio = { value: fmt.ms / baseline.ms, unit: 'x' };
  return m;
}

/**
 * Scenario: 1 MB of JavaScript in the input, coloured by CodeMirror's JavaScript parser: keystroke → next frame,
 * typing at the end (where the paste leaves the caret) and at the top.
 */
export async function jsInputScenario({ page, base, inputs }) {
  await page.goto(`${base}/js-formatter`, { waitUntil: 'networkidle' });
  await pasteInto(page, 'Input Code', inputs.js);
  await settle(page, 1000);
  const coloured = await page.evaluate(() => document.querySelectorAll('.cm-content [class^="tok-"]').length);
  const end = await typeKeys(page, 'x', 10);
  await page.keyboard.press('ControlOrMeta+Home');
  await settle(page, 500);
  await settle(page, 500);
  const colouredTop = await page.evaluate(() => document.querySelectorAll('.cm-content [class^="tok-"]').length);
  const top = await typeKeys(page, 'x', 10);
  // CodeMirror parses in idle slices (3 s of work per 30 s while focused): on a loaded machine the end of 1 MB can
  // still be unparsed 1 s after the paste; the counts say what was coloured on screen when typing began.
  const note = (k, n) => `max of 10: ${Math.round(Math.max(...k))} ms; ${n} coloured spans on screen`;
  // The same text in an editor without a language (the text compare's), in this run: typing there is the
  // uncoloured figure.
  await page.goto(`${base}/text-compare`, { waitUntil: 'networkidle' });
  await pasteInto(page, 'Original', inputs.js);
  await settle(page, 1000);
  const plainEnd = await typeKeys(page, 'x', 10);
  await page.keyboard.press('ControlOrMeta+Home');
  await settle(page, 500);
  const plainTop = await typeKeys(page, 'x', 10);
  return {
    keyEnd: { value: median(end), note: note(end, coloured) },
    keyTop: { value: median(top), note: note(top, colouredTop) },
    keyEndPlain: { value: median(plainEnd), note: `max of 10: ${Math.round(Math.max(...plainEnd))} ms` },
    keyTopPlain: { value: median(plainTop), note: `max of 10: ${Math.round(Math.max(...plainTop))} ms` },
    keyRatio: { value: (median(end) + median(top)) / (median(plainEnd) + median(plainTop)), unit: 'x' },
  };
}

/** Scenario 2: XML 10 MB, paste and format. */
export async function xmlScenario({ page, base, inputs }) {
  await page.goto(`${base}/xml-formatter`, { waitUntil: 'networkidle' });
  const paste = await pasteInto(page, 'Input Code', inputs.xml);
  await settle(page, 300);
  const fmt = await clickUntil(page, formatButton(page), rowsShown, 60_000);
  return {
    paste: { value: paste.block, longest: paste.longest, note: `${paste.count} task(s) >50 ms` },
    format: { value: fmt.ms, longest: fmt.longest, note: `${taskNote(fmt)}; max frame gap ${Math.round(fmt.gap)} ms` },
  };
}

/** Scenario 3: 1 MB of JavaScript through prettier, then a second format cancelled after 1 s. */
export async function jsScenario({ page, base, inputs }) {
  await page.goto(`${base}/js-formatter`, { waitUntil: 'networkidle' });
  await pasteInto(page, 'Input Code', inputs.js);
  await settle(page, 300);
  // Progress must show while prettier runs: remember whether the progress bar appeared.
  await page.evaluate(() => {
    window.__sawProgress = false;
    const mo = new MutationObserver(() => {
      if (document.querySelector('.fmt-progress')) {
        window.__sawProgress = true;
        mo.disconnect();
      }
    });
    mo.observe(document.body, { subtree: true, childList: true });
  });
  const fmt = await clickUntil(page, formatButton(page), () => document.querySelectorAll('.vt-list .vt-row').length > 0 || Boolean(document.querySelector('[role="alert"]')?.textContent?.trim()), 120_000);
  const error = await page.evaluate(() => document.querySelector('[role="alert"]')?.textContent?.trim() || '');
  const sawProgress = await page.evaluate(() => window.__sawProgress);
  const m = {
    format: {
      value: fmt.ms,
      longest: fmt.longest,
      note: `${error ? `ERROR: ${error.slice(0, 60)}; ` : ''}progress ${sawProgress ? 'shown' : 'NOT shown'}; ${taskNote(fmt)}; max frame gap ${Math.round(fmt.gap)} ms`,
    },
  };
  await settle(page, 500);

  // Cancel: the same input formatted again (prettier already loaded in the worker), Cancel clicked after 1 s.
  const formatting = await clickUntil(page, formatButton(page), () => document.querySelector('.fmt-progress') !== null, 10_000);
  await page.waitForTimeout(1000);
  const terminatedBefore = await page.evaluate(() => window.__terminatedAt.length);
  const cancel = await clickUntil(
    page,
    page.locator('.fmt-progress').getByRole('button', { name: 'Cancel' }),
    () => {
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Format Code');
      return !document.querySelector('.fmt-progress') && b && !b.disabled;
    },
    10_000,
  );
  const terminatedAt = await page.evaluate((n) => window.__terminatedAt[n], terminatedBefore);
  // A cancelled job must never deliver a result afterwards.
  await page.waitForTimeout(1500);
  const lateRows = await page.evaluate(() => document.querySelectorAll('.vt-list .vt-row').length);
  const stopped = terminatedAt !== undefined && lateRows === 0;
  m.cancel = {
    value: cancel.ms,
    longest: cancel.longest,
    note: `worker ${terminatedAt !== undefined ? `terminated ${Math.round(terminatedAt - cancel.clickAt)} ms after click` : 'NOT terminated'}; ${
      lateRows ? 'late output appeared' : 'no late output'
    }; cancelled ${Math.round(cancel.clickAt - formatting.clickAt)} ms in`,
    ok: stopped,
  };
  return m;
}

/** Scenario 4 (and 5 for -b1): text compare of text-100k-a against `other`; optionally the PDF export. */
export function compareScenario(otherKey, withPdf) {
  return async ({ page, base, inputs }) => {
    await page.goto(`${base}/text-compare`, { waitUntil: 'networkidle' });
    await pasteInto(page, 'Original', inputs.textA);
    await pasteInto(page, 'Modified', inputs[otherKey]);
    await settle(page, 300);
    const engineBefore = await page.evaluate(() => window.__engineMs.length);
    const cmp = await clickUntil(
      page,
      page.getByRole('button', { name: 'Compare Code', exact: true }),
      () =>
        /^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/.test(document.querySelector('.cmp__badge')?.textContent?.trim() ?? '') &&
        document.querySelector('.diff-view__row[data-row]') !== null,
      60_000,
    );
    const badge = await page.evaluate(() => document.querySelector('.cmp__badge')?.textContent?.trim());
    const approximate = await page.evaluate(() => document.querySelector('.cmp__note') !== null);
    const engine = await page.evaluate((n) => window.__engineMs[n], engineBefore);
    const m = {
      compare: { value: cmp.ms, longest: cmp.longest, note: `${badge}${approximate ? ' (work cap applied)' : ''}; ${taskNote(cmp)}; max frame gap ${Math.round(cmp.gap)} ms` },
    };
    if (engine !== undefined) m.engine = { value: engine, note: 'engineMs from the worker result' };
    if (withPdf) {
      await settle(page, 500);
      const downloadsBefore = await page.evaluate(() => window.__downloads.length);
      const download = page.waitForEvent('download', { timeout: 120_000 });
      const pdf = await clickUntil(
        page,
        page.getByRole('button', { name: 'Export PDF', exact: true }),
        () => window.__downloads.length > 0,
        120_000,
      );
      const d = await download;
      const downloadAt = await page.evaluate((n) => window.__downloads[n]?.at, downloadsBefore);
      const size = await d.path().then((p) => (p ? import('node:fs').then((fs) => fs.statSync(p).size) : 0));
      const end = downloadAt ?? pdf.end;
      const tasks = await longTasksBetween(page, pdf.clickAt, end);
      m.pdf = { value: end - pdf.clickAt, longest: tasks.longest, note: `${d.suggestedFilename()} ${(size / 1e6).toFixed(1)} MB; ${tasks.count} task(s) >50 ms${
          tasks.count ? `, longest ${at(tasks.longestAt)} (download at +${Math.round(end - pdf.clickAt)} ms)` : ''
        }` };

      // The PDF of what "Only changes" shows (3 context lines): budget 1 s for the 1% pair.
      await page.getByLabel('Only changes', { exact: true }).check();
      await settle(page, 500);
      const onlyBefore = await page.evaluate(() => window.__downloads.length);
      const onlyDownload = page.waitForEvent('download', { timeout: 120_000 });
      const only = await clickUntil(
        page,
        page.getByRole('button', { name: 'Export PDF', exact: true }),
        () => window.__downloads.length > 1, // the all-rows PDF above was the first
        120_000,
      );
      const od = await onlyDownload;
      const onlyAt = (await page.evaluate((n) => window.__downloads[n]?.at, onlyBefore)) ?? only.end;
      const onlySize = await od.path().then((p) => (p ? import('node:fs').then((fs) => fs.statSync(p).size) : 0));
      const onlyTasks = await longTasksBetween(page, only.clickAt, onlyAt);
      m.pdfOnlyChanges = { value: onlyAt - only.clickAt, longest: onlyTasks.longest, note: `${(onlySize / 1e6).toFixed(2)} MB; ${onlyTasks.count} task(s) >50 ms` };
    }
    return m;
  };
}

/** Scenario 6: JSON generator, 10,000 User Profile records. */
export async function jsonGeneratorScenario({ page, base }) {
  await page.goto(`${base}/json-generator`, { waitUntil: 'networkidle' });
  await page.getByLabel('Template', { exact: true }).selectOption({ label: 'User Profile' });
  await page.getByLabel('Number of Records', { exact: true }).fill('10000');
  // A user takes a few seconds to get here; the page warms its worker while idle, as it would for them.
  await page.waitForTimeout(2500);
  const gen = await clickUntil(
    page,
    page.getByRole('button', { name: 'Generate', exact: true }),
    () => document.querySelector('.jg-preview .jg-line') !== null || Boolean(document.querySelector('[role="alert"]')?.textContent?.trim()),
    60_000,
  );
  const count = await page.evaluate(() => document.querySelector('[data-testid="jg-record-count"]')?.textContent?.trim() || document.querySelector('[role="alert"]')?.textContent?.trim());
  return { generate: { value: gen.ms, longest: gen.longest, note: `${count}; ${taskNote(gen)}; max frame gap ${Math.round(gen.gap)} ms` } };
}

/** Scenario 7: 1,000 IBANs through the bulk "Generate N" (cold worker, then again warm). */
export async function testDataScenario({ page, base }) {
  await page.goto(`${base}/test-data-generator`, { waitUntil: 'networkidle' });
  await page.getByLabel('Data type', { exact: true }).selectOption('iban');
  await page.getByLabel(/^Quantity/).fill('1000');
  const button = page.getByRole('button', { name: 'Generate 1000', exact: true });
  const listed = () => /^1000 × IBAN/.test(document.querySelector('.tdg-list-count')?.textContent?.trim() ?? '') && document.querySelector('.tdg-row') !== null;
  const cold = await clickUntil(page, button, listed, 30_000);
  await settle(page, 300);
  // The second list replaces the first (random values, no seed): done when the first row's value has changed.
  await page.evaluate(() => {
    window.__oldFirst = document.querySelector('.tdg-row .tdg-row-value')?.textContent;
  });
  const warm = await clickUntil(
    page,
    button,
    () => {
      const v = document.querySelector('.tdg-row .tdg-row-value')?.textContent;
      return /^1000 × IBAN/.test(document.querySelector('.tdg-list-count')?.textContent?.trim() ?? '') && v && v !== window.__oldFirst;
    },
    30_000,
  );
  return {
    cold: { value: cold.ms, longest: cold.longest, note: 'includes starting the worker' },
    warm: { value: warm.ms, longest: warm.longest, note: 'second click, worker running' },
  };
}

/** Scenario 8: Format & Diff of the 10 MB JSON (lossless engine and diff in the worker, both views virtualised). */
export async function textToolScenario({ page, base, inputs }) {
  await page.goto(`${base}/text-tool`, { waitUntil: 'networkidle' });
  const paste = await pasteInto(page, 'Input', inputs.json);
  const done = () =>
    document.querySelector('[aria-label="Output"] .vt-row') !== null && /^Changes: /.test(document.querySelector('#tt-diff-label')?.textContent ?? '');
  const fmt = await clickUntil(page, page.getByRole('button', { name: 'Format', exact: true }), done, 120_000);
  const changes = await page.evaluate(() => document.querySelector('#tt-diff-label')?.textContent?.trim());
  await settle(page, 500);
  const scroll = await scrollFrames(page, '[aria-label="Output"]', 2000, 300);
  const scrollTasks = await longTasksBetween(page, scroll.start, scroll.end);
  return {
    paste: { value: paste.block, longest: paste.longest, note: `${paste.count} task(s) >50 ms` },
    format: { value: fmt.ms, longest: fmt.longest, note: `${changes}; ${taskNote(fmt)}; max frame gap ${Math.round(fmt.gap)} ms` },
    scroll: { value: percentile(scroll.intervals, 95), longest: scrollTasks.longest, note: `output list, ${scroll.intervals.length} frames` },
  };
}

/**
 * On a compare page with both inputs filled: clicks Compare Code and waits for the line view (its count badge and
 * rows) and for the structural summary. `cmp` runs to the summary (clickUntil's figures), `lines` to the line view.
 */
export async function compareToSummary(page) {
  // The line view arrives before the summary: its own waiter, armed before the click.
  await page.evaluate(() => {
    window.__lines = window.__waitFor(
      () =>
        /^Found (1 difference|[\d,]+ differences in [\d,]+ blocks?)$/.test(document.querySelector('.cmp__badge')?.textContent?.trim() ?? '') &&
        document.querySelector('.diff-view__row[data-row]') !== null,
      120_000,
    );
    window.__lines.catch(() => undefined);
  });
  const summaryShown = () =>
    /^[\d,]+ structural changes?$/.test(document.querySelector('.cmp__structure-count')?.textContent?.trim() ?? '') &&
    document.querySelector('.cmp__structure .change-list__item') !== null;
  const cmp = await clickUntil(page, page.getByRole('button', { name: 'Compare Code', exact: true }), summaryShown, 120_000);
  const lines = await page.evaluate(() => window.__lines);
  const linesTasks = await longTasksBetween(page, cmp.clickAt, lines.painted);
  const badge = await page.evaluate(() => document.querySelector('.cmp__badge')?.textContent?.trim());
  const count = await page.evaluate(() => document.querySelector('.cmp__structure-count')?.textContent?.trim());
  return { cmp, lines, linesTasks, badge, count };
}

/**
 * Scenario: JSON Compare of the 10 MB JSON against a copy with 1% of its records changed (json-10mb-b1.json): click
 * Compare → line view and → structural summary (budget 2 s, no task over 50 ms); then arrays matched by `id`.
 */
export async function compareStructureScenario({ page, base, inputs }) {
  await page.goto(`${base}/json-compare`, { waitUntil: 'networkidle' });
  await pasteInto(page, 'Original', inputs.json);
  await pasteInto(page, 'Modified', inputs.jsonB1);
  await settle(page, 500);
  const engineBefore = await page.evaluate(() => window.__engineMs.length);
  const { cmp, lines, linesTasks, badge, count } = await compareToSummary(page);
  const first = await page.evaluate(() => document.querySelector('.cmp__structure .change-list__item')?.textContent?.trim());
  const engine = await page.evaluate((n) => window.__engineMs.slice(n), engineBefore);
  const m = {
    summary: { value: cmp.ms, longest: cmp.longest, note: `${count} (first: ${first}); ${taskNote(cmp)}; max frame gap ${Math.round(cmp.gap)} ms` },
    lines: { value: lines.painted - cmp.clickAt, longest: linesTasks.longest, note: `${badge}; ${linesTasks.count} task(s) >50 ms` },
  };
  // The compare's engineMs first, then the summary's.
  if (engine.length >= 2) m.structureEngine = { value: engine.at(-1), note: `line diff engine ${Math.round(engine[0])} ms` };
  await settle(page, 500);

  const key = page.getByLabel('Match array items by key', { exact: true });
  await key.fill('id');
  const byKeyShown = () =>
    /^[\d,]+ structural changes?$/.test(document.querySelector('.cmp__structure-count')?.textContent?.trim() ?? '') &&
    (document.querySelector('.cmp__structure .change-list__item')?.textContent ?? '').includes('[id=');
  const t0 = await page.evaluate((src) => {
    window.__pending = window.__waitFor((0, eval)(`(${src})`), 60_000);
    window.__pending.catch(() => undefined);
    return performance.now();
  }, byKeyShown.toString());
  await key.press('Enter');
  const r = await page.evaluate(() => window.__pending);
  const keyTasks = await longTasksBetween(page, t0, r.painted);
  const keyCount = await page.evaluate(() => document.querySelector('.cmp__structure-count')?.textContent?.trim());
  const keyFirst = await page.evaluate(() => document.querySelector('.cmp__structure .change-list__item')?.textContent?.trim());
  m.byKey = { value: r.painted - t0, longest: keyTasks.longest, note: `${keyCount} (first: ${keyFirst}); ${keyTasks.count} task(s) >50 ms` };
  return m;
}

/** The filter of the JSON query budget (issue 19): the e-mail of every record over 30, on the 10 MB bench JSON. */
export const JQ_BENCH_FILTER = '.[] | select(.age > 30) | .email';

/**
 * Scenario: JSON Query on 10 MB. Paste; the panel runs its initial filter `.` (the whole document through jq, the
 * first call also loading jq's 1.3 MB module and sending the text to the worker); then the budget filter typed and
 * Run clicked (the document already in the worker); then another filter (warm).
 */
export async function jqScenario({ page, base, inputs }) {
  await page.goto(`${base}/json-query`, { waitUntil: 'networkidle' });
  const paste = await pasteInto(page, 'JSON Input', inputs.json);
  // The initial `.` runs as soon as the pasted document arrives: wait for its first row ("[").
  const t0 = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => document.querySelector('.vt-list[aria-label="Query result"] .vt-row .vt-code')?.textContent === '[', null, { timeout: 120_000 });
  const first = (await page.evaluate(() => performance.now())) - t0;
  await settle(page, 500);
  const box = page.getByRole('textbox', { name: 'jq filter', exact: true });
  const run = page.getByRole('button', { name: 'Run', exact: true });
  await box.fill(JQ_BENCH_FILTER);
  const emails = () => {
    const rows = document.querySelectorAll('.vt-list[aria-label="Query result"] .vt-row .vt-code');
    return rows.length > 0 && rows[0].textContent.startsWith('"user');
  };
  const filter = await clickUntil(page, run, emails, 60_000);
  await settle(page, 500);
  await box.fill('[.[] | select(.age > 60) | .email] | length');
  const count = await clickUntil(page, run, () => /^\d+$/.test(document.querySelector('.vt-list[aria-label="Query result"] .vt-row .vt-code')?.textContent ?? ''), 60_000);
  return {
    paste: { value: paste.block, longest: paste.longest, note: `${paste.count} task(s) >50 ms` },
    first: { value: first, note: 'paste → rows of `.` (no pause for a new document; jq loaded, text sent)' },
    filter: { value: filter.ms, longest: filter.longest, note: `${taskNote(filter)}; max frame gap ${Math.round(filter.gap)} ms` },
    warm: { value: count.ms, longest: count.longest, note: taskNote(count) },
  };
}

/** Resident set (MB) of a process, from /proc (Linux); NaN once it has ended. */
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

/** Chromium's processes of `type` (CDP SystemInfo.getProcessInfo): their pids. */
async function pidsOf(browserSession, type) {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === type).map((p) => p.id);
}

/**
 * The pid of the page's renderer process: CDP does not say which renderer runs a page, so the page fills a 96 MB
 * buffer and the renderer whose resident set grows by it is the one (the buffer is then dropped and collected).
 */
async function tabRendererPid(page, browserSession, pageSession) {
  const pids = await pidsOf(browserSession, 'renderer');
  const before = new Map(pids.map((pid) => [pid, rssMb(pid)]));
  await page.evaluate(() => {
    window.__probe = new Uint8Array(96 << 20).fill(1);
  });
  let best = null;
  for (const pid of pids) {
    const grew = rssMb(pid) - before.get(pid);
    if (!best || grew > best.grew) best = { pid, grew };
  }
  await page.evaluate(() => {
    delete window.__probe;
  });
  await pageSession.send('HeapProfiler.collectGarbage');
  return best && best.grew > 64 ? best.pid : null;
}

/**
 * JS heap used (MB) of each dedicated worker, through a browser-level CDP session attached to the worker targets
 * (Runtime.getHeapUsage, sent with Target.sendMessageToTarget). Attachments are kept in `attached` across calls.
 */
async function workerHeapsMb(browserSession, attached) {
  const { targetInfos } = await browserSession.send('Target.getTargets');
  for (const t of targetInfos) {
    if (t.type !== 'worker' || attached.has(t.targetId)) continue;
    const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId: t.targetId, flatten: false });
    attached.set(t.targetId, sessionId);
  }
  let nextId = 1;
  const heaps = [];
  for (const [targetId, sessionId] of attached) {
    if (!targetInfos.some((t) => t.targetId === targetId)) continue;
    const id = nextId++;
    const reply = new Promise((resolve) => {
      const onMessage = (e) => {
        if (e.sessionId !== sessionId) return;
        const m = JSON.parse(e.message);
        if (m.id !== id) return;
        browserSession.off('Target.receivedMessageFromTarget', onMessage);
        resolve(m.result?.usedSize ?? NaN);
      };
      browserSession.on('Target.receivedMessageFromTarget', onMessage);
      setTimeout(() => resolve(NaN), 2000);
    });
    await browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) }).catch(() => undefined);
    heaps.push((await reply) / 1048576);
  }
  return heaps;
}

/**
 * Scenario 9 (test persons, issue 18): 1,000,000 persons to a CSV download, click → file saved, with progress and
 * no long task on the page's main thread. Memory, sampled before the click, at 100,000 and 500,000 rows and when
 * the file is saved: the tab's renderer process (page and worker: its resident set from /proc, the pid found by
 * tabRendererPid), the page's JS heap (CDP
 * Performance.getMetrics JSHeapUsedSize), the worker's JS heap (Runtime.getHeapUsage in its target), and the
 * browser process, which holds the Blob's bytes.
 */
export async function persons1mScenario({ page, base }) {
  const browserSession = await page.context().browser().newBrowserCDPSession();
  await page.goto(`${base}/test-data-generator`, { waitUntil: 'networkidle' });
  await page.getByLabel(/^Seed/).fill('bench');
  const group = page.getByRole('group', { name: 'Download to a file' });
  await group.getByLabel('Records').selectOption('person');
  await group.getByLabel(/^Rows/).fill('1000000');
  await group.getByLabel('Format').selectOption('csv');
  const button = group.getByRole('button', { name: 'Download 1,000,000 persons', exact: true });
  const pageSession = await page.context().newCDPSession(page);
  await pageSession.send('Performance.enable');
  const tabPid = await tabRendererPid(page, browserSession, pageSession);
  const [browserPid] = await pidsOf(browserSession, 'browser');
  const metric = async (name) => {
    const { metrics } = await pageSession.send('Performance.getMetrics');
    return metrics.find((m) => m.name === name)?.value ?? NaN;
  };
  const heapMb = async () => (await metric('JSHeapUsedSize')) / 1048576;
  const attached = new Map();
  const sample = async () => ({ tab: tabPid ? rssMb(tabPid) : NaN, browser: rssMb(browserPid), heap: await heapMb(), workers: await workerHeapsMb(browserSession, attached) });

  const before = await sample();
  const downloaded = page.waitForEvent('download', { timeout: 120_000 });
  let at100k = null;
  let at500k = null;
  const progressValues = new Set();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const v = await page.evaluate(() => Number(document.querySelector('.tdg-progress progress')?.getAttribute('value') ?? -1)).catch(() => -1);
      if (v > 0) progressValues.add(v);
      if (!at100k && v >= 100_000) at100k = { rows: v, ...(await sample()) };
      if (!at500k && v >= 500_000) at500k = { rows: v, ...(await sample()) };
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  // The main thread's CPU time (CDP ThreadTime, seconds) over the download: unlike long tasks and TaskDuration,
  // which are wall time and stretch when other processes take the CPU, it is the page's own work.
  const cpuBefore = await metric('ThreadTime');
  const busyBefore = await metric('TaskDuration');
  const scriptBefore = await metric('ScriptDuration');
  const r = await clickUntil(page, button, () => /^1,000,000 persons saved as persons\.csv/.test(document.querySelector('.tdg-bulk p.tdg-note[role="status"]')?.textContent ?? ''), 120_000);
  sampling = false;
  await sampler;
  const cpuMs = ((await metric('ThreadTime')) - cpuBefore) * 1000;
  const busyMs = ((await metric('TaskDuration')) - busyBefore) * 1000;
  const scriptMs = ((await metric('ScriptDuration')) - scriptBefore) * 1000;
  const at1m = await sample();
  const file = await (await downloaded).path();
  // Rows in the file: the header and 1,000,000 CRLF-ended records.
  let newlines = 0;
  const fd = fs.openSync(file, 'r');
  const buf = new Uint8Array(8 << 20);
  let size = 0;
  for (let n; (n = fs.readSync(fd, buf, 0, buf.length, null)) > 0; ) {
    size += n;
    for (let i = buf.indexOf(10); i !== -1 && i < n; i = buf.indexOf(10, i + 1)) newlines++;
  }
  fs.closeSync(fd);
  await browserSession.detach().catch(() => undefined);
  const mb = (x) => `${Math.round(x)} MB`;
  const memNote = (s) => (s ? `tab's renderer ${mb(s.tab)}, page JS heap ${mb(s.heap)}, worker JS heap ${s.workers.map(mb).join(' + ') || 'none'}, browser process ${mb(s.browser ?? NaN)}` : 'not sampled');
  return {
    total: {
      value: r.ms,
      longest: r.longest,
      ok: newlines === 1_000_001 && progressValues.size >= 5,
      note: `${(size / 1e6).toFixed(0)} MB, ${newlines - 1} rows; ${progressValues.size} progress updates seen; ${taskNote(r)}`,
    },
    cpu: {
      value: cpuMs,
      note: `CDP Performance.getMetrics ThreadTime, click → saved, bench probes included; wall time in tasks (TaskDuration) ${Math.round(busyMs)} ms, of it script ${Math.round(scriptMs)} ms`,
    },
    mem100k: { value: at100k?.tab ?? NaN, unit: 'MB', note: `at ${at100k?.rows ?? '?'} rows: ${memNote(at100k)}; before the click: ${memNote(before)}` },
    mem1m: { value: at1m.tab ?? NaN, unit: 'MB', note: `file saved: ${memNote(at1m)}; at ${at500k?.rows ?? '?'} rows: ${memNote(at500k)}` },
  };
}

/**
 * BENCH_ONLY=bigcmp-web: Text Compare of the 2 × 200 MB pair (scripts/make-big-compare-inputs.mjs, 1% of the lines
 * changed) opened through the file chooser in the built site: click → count and first rows, then the PDF of
 * "Only changes" (3 context lines). `files` are the two paths.
 */
export function bigCompareWebScenario(files) {
  return async ({ page, base }) => {
    await page.goto(`${base}/text-compare`, { waitUntil: 'networkidle' });
    for (const [side, file] of [['Original', files[0]], ['Modified', files[1]]]) {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('region', { name: side }).getByRole('button', { name: 'Open File', exact: true }).click();
      await (await chooser).setFiles(file);
      await page.getByRole('group', { name: `${side} file` }).waitFor();
    }
    await settle(page, 300);
    const cmp = await clickUntil(
      page,
      page.getByRole('button', { name: 'Compare Code', exact: true }),
      () =>
        /^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/.test(document.querySelector('.cmp__badge')?.textContent?.trim() ?? '') &&
        /\S/.test(document.querySelector('.diff-view__row[data-row="0"] .diff-view__left')?.textContent?.replace('…', '') ?? ''),
      120_000,
    );
    const badge = await page.evaluate(() => document.querySelector('.cmp__badge')?.textContent?.trim());
    const m = { compare: { value: cmp.ms, longest: cmp.longest, note: `${badge}; ${taskNote(cmp)}; max frame gap ${Math.round(cmp.gap)} ms` } };
    await page.getByLabel('Only changes', { exact: true }).check();
    await settle(page, 1000);
    const before = await page.evaluate(() => window.__downloads.length);
    const download = page.waitForEvent('download', { timeout: 300_000 });
    const pdf = await clickUntil(page, page.getByRole('button', { name: 'Export PDF', exact: true }), () => window.__downloads.length > 0, 300_000);
    const d = await download;
    const downloadAt = await page.evaluate((n) => window.__downloads[n]?.at, before);
    const size = fs.statSync(await d.path()).size;
    const end = downloadAt ?? pdf.end;
    const tasks = await longTasksBetween(page, pdf.clickAt, end);
    m.pdf = { value: end - pdf.clickAt, longest: tasks.longest, note: `${(size / 1e6).toFixed(1)} MB; ${tasks.count} task(s) >50 ms` };
    return m;
  };
}

/**
 * Scenario: types from data. The 10 MB JSON pasted on /json-to-typescript, click Make Types → the first row of the
 * TypeScript output painted (budget 1 s, no task over 50 ms); then Language → JSON Schema, which re-renders what the
 * worker read without reading the input again.
 */
export async function typesScenario({ page, base, inputs }) {
  await page.goto(`${base}/json-to-typescript`, { waitUntil: 'networkidle' });
  await pasteInto(page, 'Data to make types from', inputs.json);
  const shown = () => /export interface Root \{/.test(document.querySelector('[aria-label="TypeScript"]')?.textContent ?? '');
  const make = await clickUntil(page, page.getByRole('button', { name: 'Make Types', exact: true }), shown, 60_000);
  const summary = await page.evaluate(() => document.querySelector('.tc-summary')?.textContent ?? '');
  return { make: { value: make.ms, longest: make.longest, note: `${summary}; ${taskNote(make)}` } };
}
