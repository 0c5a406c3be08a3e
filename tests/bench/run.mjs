#!/usr/bin/env node
/**
 * `npm run bench`: the performance budgets of the formatter, compare, test-data and JSON-generator issues, measured
 * on the BUILT site in headless Chromium, printed as one table (median of the runs, with min and max). It reports
 * and never asserts: the exit code is 0 unless the setup itself fails (no build, no inputs, no browser).
 *
 *   npm run build && npm run bench
 *
 * Environment:
 *   BENCH_DIST     built site to serve (default dist/)
 *   BENCH_INPUTS   folder of the large inputs (default bench-inputs/; the missing ones are written by
 *                  scripts/make-bench-inputs.mjs, the same bytes on every machine)
 *   BENCH_RUNS     runs per scenario (default 5); BENCH_ONLY: comma-separated scenario ids (json,jsinput,xml,js,types,cmp-b1,
 *                  cmp-b10,cmp-c,cmp-struct,xpath,xsd,xml-struct,jsongen,texttool,jq,testdata,persons1m,node,cli, and bigcmp, bigjson,
 *                  bigxml, bigtypes, bigcmp-web and bigcli, which run only when named); BENCH_PORT (default 4180); CHROMIUM_PATH (/usr/bin/chromium)
 *
 * `node` is the engines alone, in Node (tests/bench/engines-node.ts): formatters, the result view's collapse and
 * search, the generators. It needs no build and no browser: BENCH_ONLY=node npm run bench
 */
/* global fetch */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { BENCH_INPUT_FILES, makeBenchInputs } from '../../scripts/make-bench-inputs.mjs';
import { makeBigCompareInputs } from '../../scripts/make-big-compare-inputs.mjs';
import { bigJsonInput, bigJsonScenario, jqFloor } from './big-json.mjs';
import { bigXmlInput, bigXmlScenario, xmllintFloor } from './big-xml.mjs';
import { PEOPLE_XSD_FILE, xmlStructureScenario, xpathScenario, xsdScenario } from './xml-web.mjs';
import { bigCompareBench, bigFormatBench, cliBench } from './cli.mjs';
import { installProbes } from './probes.mjs';
import { bigTypesScenario, typesCli } from './big-types.mjs';
import { bigCompareWebScenario, compareScenario, compareStructureScenario, jqScenario, JQ_BENCH_FILTER, jsInputScenario, jsScenario, jsonGeneratorScenario, jsonScenario, makeJavaScript, persons1mScenario, testDataScenario, textToolScenario, typesScenario, xmlScenario } from './scenarios.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.resolve(root, process.env.BENCH_DIST || 'dist');
const inputsDir = path.resolve(root, process.env.BENCH_INPUTS || 'bench-inputs');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const PORT = Number(process.env.BENCH_PORT || 4180);
const BASE = `http://127.0.0.1:${PORT}`;

const log = (...a) => console.error('[bench]', ...a);
const die = (message) => {
  console.error(`bench: ${message}`);
  process.exit(1);
};

// ---- setup: inputs ----------------------------------------------------------------------------------------

const missingInputs = () => BENCH_INPUT_FILES.filter((f) => !fs.existsSync(path.join(inputsDir, f)));
if (missingInputs().length) {
  log(`creating the inputs in ${inputsDir} (scripts/make-bench-inputs.mjs) …`);
  try {
    makeBenchInputs(inputsDir);
  } catch (e) {
    die(`cannot write the inputs in ${inputsDir}: ${String(e?.message ?? e)}`);
  }
}

const read = (f) => fs.readFileSync(path.join(inputsDir, f), 'utf8');
const inputs = {
  json: read('json-10mb.json'),
  xml: read('xml-10mb.xml'),
  textA: read('text-100k-a.txt'),
  textB1: read('text-100k-b1.txt'),
  textB10: read('text-100k-b10.txt'),
  textC: read('text-100k-c.txt'),
  jsonB1: read('json-10mb-b1.json'),
  xmlB1: read('xml-10mb-b1.xml'),
  peopleXsd: fs.readFileSync(PEOPLE_XSD_FILE, 'utf8'),
  js: makeJavaScript(1024 * 1024),
};
// Our JSON layout is JSON.stringify(v, null, 2)'s, so its line count is the expected last line number.
inputs.jsonLines = JSON.stringify(JSON.parse(inputs.json), null, 2).split('\n').length;

// ---- statistics and table ---------------------------------------------------------------------------------

const sorted = (v) => [...v].sort((a, b) => a - b);
const median = (v) => {
  const s = sorted(v);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const fmt = (v, unit = 'ms') =>
  Number.isFinite(v) ? (unit === 'x' ? `${v.toFixed(2)}x` : unit === 'ms.1' ? v.toFixed(1) : `${Math.round(v)}`) : '—';

/** Rows of the final table: [scenario, median, min, max, budget, longest task, notes]. */
const table = [];

/**
 * Adds the row of one metric from its per-run samples `{value, longest?, note?, ok?}`; `limit` (ms) flags a median
 * over budget, `runs` is how many runs were attempted.
 */
function addRow(title, samples, budget, limit, errors = [], runs = samples.length) {
  const values = samples.map((s) => s.value).filter(Number.isFinite);
  const unit = samples.find((s) => s.unit)?.unit ?? 'ms';
  const longests = samples.map((s) => s.longest).filter((x) => x !== undefined);
  let longest = '';
  if (longests.length) {
    // Nearest-rank median: with an even count, averaging "none over 50 ms" (0) with a real task would invent a figure.
    const med = sorted(longests)[Math.ceil(longests.length / 2) - 1];
    const max = Math.max(...longests);
    longest = `${med > 0 ? Math.round(med) : '<50'}${max > med ? ` (max ${Math.round(max)})` : ''}`;
  }
  const notes = [];
  if (samples.length < runs || runs !== RUNS) notes.push(`${samples.length}/${runs} runs`);
  if (limit !== undefined && median(values) > limit) notes.push('OVER BUDGET');
  if (/tasks ≤ 50|freeze/.test(budget) && longests.length && sorted(longests)[Math.ceil(longests.length / 2) - 1] > 50) notes.push('LONG TASKS');
  if (samples.some((s) => s.ok === false)) notes.push(`FAILED CHECK in ${samples.filter((s) => s.ok === false).length} run(s)`);
  const lastNote = samples.findLast?.((s) => s.note)?.note ?? samples.filter((s) => s.note).pop()?.note;
  if (lastNote) notes.push(lastNote);
  for (const e of new Set(errors)) notes.push(`error: ${e}`);
  table.push([title, fmt(median(values), unit), fmt(Math.min(...values), unit), fmt(Math.max(...values), unit), budget, longest, notes.join('; ')]);
}

function printTable() {
  const head = ['scenario', 'median', 'min', 'max', 'budget', 'longest task (median)', 'notes'];
  const rows = [head, ...table];
  const widths = head.map((_, i) => (i === 6 ? 0 : Math.max(...rows.map((r) => String(r[i]).length))));
  const line = (r) => '| ' + r.map((c, i) => (i === 6 ? String(c) : String(c).padEnd(widths[i]))).join(' | ') + ' |';
  console.log('');
  console.log(line(head));
  console.log('| ' + widths.map((w, i) => '-'.repeat(i === 6 ? 5 : w)).join(' | ') + ' |');
  for (const r of table) console.log(line(r));
  console.log('');
  console.log(
    'Times in ms, page clock: click (capture phase) to the frame that paints the result. "longest task": longest main-thread',
  );
  console.log('task (Long Tasks API, so only tasks over 50 ms are seen) between click and result; "<50" = none.');
}

// ---- Node-side figures: GNU diff floor, engines in Node -----------------------------------------------------

const wanted = (id) => !ONLY || ONLY.has(id);

/** `jq <filter> json-10mb.json > /dev/null`, wall time of 5 runs: the floor of the JSON query scenario. */
function jqCli(filter) {
  const samples = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const r = spawnSync('jq', [filter, path.join(inputsDir, 'json-10mb.json')], { stdio: 'ignore' });
    if (r.error) return [];
    samples.push({ value: performance.now() - t0 });
  }
  return samples;
}

/** The 2 × 200 MB pair of bigcmp-web (written once into the inputs folder). */
let bigPairFiles = null;
function bigPair() {
  bigPairFiles ??= makeBigCompareInputs(inputsDir, 200);
  return bigPairFiles;
}

function gnuDiff(other) {
  const a = path.join(inputsDir, 'text-100k-a.txt');
  const b = path.join(inputsDir, other);
  const samples = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    spawnSync('diff', [a, b], { stdio: 'ignore' });
    samples.push({ value: performance.now() - t0 });
  }
  return samples;
}

/**
 * The engines measured in Node (tests/bench/engines-node.ts), parsed: per figure (the first word of its line) the
 * wall-clock samples of the runs.
 */
function nodeEngines() {
  const r = spawnSync('npx', ['tsx', path.join(root, 'tests/bench/engines-node.ts'), inputsDir, String(RUNS)], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
  });
  const out = {};
  for (const lineText of (r.stdout || '').split('\n')) {
    const m = /^(\S+) .*median (\d+) ms wall.*\[wall: ([\d ]+)\]/.exec(lineText);
    if (!m) continue;
    // "generateMany 1,000 IBANs, slowest country (BG of 36)": the country goes into the notes.
    const note = m[1] === 'generateMany' ? /\((\w+) of \d+\)/.exec(lineText)?.[1] : undefined;
    out[m[1]] = m[3].trim().split(/\s+/).map((v) => ({ value: Number(v), ...(note ? { note: `slowest: ${note}` } : {}) }));
  }
  if (r.status !== 0) out.error = (r.stderr || '').trim().split('\n').pop();
  return out;
}

// ---- browser scenarios --------------------------------------------------------------------------------------

const scenarios = [
  {
    id: 'json',
    runs: RUNS,
    fn: jsonScenario,
    rows: [
      ['paste', 'JSON 10 MB: paste → page free', '≤ 300, once', 300],
      ['keystroke', 'JSON 10 MB: keystroke → next frame (median of 10)', '≤ 100', 100],
      ['format', 'JSON 10 MB: click Format → coloured rows', '≤ 1000; tasks ≤ 50', 1000],
      ['scroll', 'JSON 10 MB: scroll coloured result, p95 frame', '≤ 17', 17],
      ['find', 'JSON 10 MB: Find "example" → first match marked', 'works; tasks ≤ 50'],
      ['warmColoured', 'JSON 10 MB: Format again (warm) → coloured rows', '—'],
      ['warmPlain', 'JSON 10 MB: Format again (warm), Colours off → rows', '—'],
      ['colourRatio', 'ratio: coloured ÷ plain, warm click→rows (note: scroll p95)', '—'],
      ['scrollCpuColoured', 'JSON 10 MB: scrolling, main-thread CPU per frame, coloured', '< 16.7'],
      ['scrollCpuPlain', 'JSON 10 MB: scrolling, main-thread CPU per frame, Colours off', '—'],
      ['scrollCpuRatio', 'ratio: coloured ÷ plain, scrolling CPU per frame', '—'],
      ['lastLine', 'JSON 10 MB: scroll to end → last line', 'reachable'],
      ['collapse', 'JSON 10 MB: collapse root → DOM updated', '< 100', 100],
      ['baseline', 'baseline: JSON.parse + stringify(v,null,2), main thread', '—'],
      ['ratio', 'ratio: click→rows ÷ baseline', '—'],
    ],
  },
  {
    id: 'jsinput',
    runs: RUNS,
    fn: jsInputScenario,
    rows: [
      ['keyEnd', 'JS 1 MB coloured input: keystroke at the end (median of 10)', '≤ 50', 50],
      ['keyTop', 'JS 1 MB coloured input: keystroke at the top (median of 10)', '≤ 50', 50],
      ['keyEndPlain', 'JS 1 MB, editor without a language: keystroke at the end', '—'],
      ['keyTopPlain', 'JS 1 MB, editor without a language: keystroke at the top', '—'],
      ['keyRatio', 'ratio: coloured ÷ uncoloured keystroke (end + top)', '—'],
    ],
  },
  {
    id: 'xml',
    runs: RUNS,
    fn: xmlScenario,
    rows: [
      ['paste', 'XML 10 MB: paste → page free', '≤ 300, once', 300],
      ['format', 'XML 10 MB: click Format → rows', '≤ 1500; tasks ≤ 50', 1500],
    ],
  },
  {
    // Issue 28's XML tools (tests/bench/xml-web.mjs), each with its command-line counterpart timed in the same run.
    id: 'xpath',
    runs: RUNS,
    fn: xpathScenario(path.join(inputsDir, 'xml-10mb.xml')),
    rows: [
      ['load', 'XPath 10 MB: paste → result of the page\'s /* (no pause for a new document; document sent and parsed)', '≤ 2000; tasks ≤ 50', 2000],
      ['loadBase', 'xmllint --xpath /* on the file', '—'],
      ['loadRatio', 'ratio: paste → result ÷ xmllint', '—'],
      ['count', 'XPath 10 MB: count(//tag), Enter → result (document kept in the worker)', '≤ 2000; tasks ≤ 50', 2000],
      ['countBase', 'xmllint --xpath count(//tag) on the file', '—'],
      ['countRatio', 'ratio: count(//tag) ÷ xmllint', '—'],
      ['byId', "XPath 10 MB: //person[@id='30000']/name, Enter → result", '≤ 2000; tasks ≤ 50', 2000],
      ['byIdBase', "xmllint --xpath //person[@id='30000']/name on the file", '—'],
      ['byIdRatio', 'ratio: //person[@id=…]/name ÷ xmllint', '—'],
      ['v31', 'XPath 3.1 10 MB: first count(/people/person ! name) (its node tree made)', '≤ 2000; tasks ≤ 50', 2000],
      ['v31Base', 'xmllint --xpath count(/people/person/name) on the file', '—'],
      ['v31Ratio', 'ratio: XPath 3.1 query ÷ xmllint', '—'],
    ],
  },
  {
    id: 'xsd',
    runs: RUNS,
    fn: xsdScenario(path.join(inputsDir, 'xml-10mb.xml')),
    rows: [
      ['validate', 'XSD 10 MB: click Validate → "valid"', '≤ 3000; tasks ≤ 50', 3000],
      ['validateBase', 'xmllint --noout --schema on the file', '—'],
      ['validateRatio', 'ratio: Validate ÷ xmllint', '—'],
    ],
  },
  {
    id: 'xml-struct',
    runs: RUNS,
    fn: xmlStructureScenario([path.join(inputsDir, 'xml-10mb.xml'), path.join(inputsDir, 'xml-10mb-b1.xml')]),
    rows: [
      ['summary', 'XML Compare as XML 10 MB × 2 (1% of elements changed): click → structural summary', '≤ 2000; tasks ≤ 50', 2000],
      ['lines', 'XML Compare as XML 10 MB × 2: click → line view (same click)', 'tasks ≤ 50'],
      ['engine', 'XML Compare as XML 10 MB × 2: engine in the worker (layout, units, line diff, summary)', '—'],
      ['summaryBase', 'GNU diff of the two files', '—'],
      ['summaryRatio', 'ratio: summary ÷ GNU diff', '—'],
    ],
  },
  {
    id: 'js',
    runs: RUNS,
    fn: jsScenario,
    rows: [
      ['format', 'JS 1 MB (prettier): click Format → rows', 'progress; tasks ≤ 50'],
      ['cancel', 'JS 1 MB: click Cancel → UI idle', 'at once; tasks ≤ 50'],
    ],
  },
  {
    // Only when asked for (BENCH_ONLY=bigcmp-web): it writes the 2 × 200 MB pair once.
    id: 'bigcmp-web',
    optIn: true,
    runs: Math.min(RUNS, 3),
    fn: (ctx) => bigCompareWebScenario(bigPair())(ctx),
    rows: [
      ['compare', 'Text Compare 2 × 200 MB files, 1% changed: click → count and rows', '≤ 15000; tasks ≤ 50', 15000],
      ['gnu', 'Text Compare 2 × 200 MB: GNU diff on the same pair (floor)', '—'],
      ['pdf', 'PDF of the 2 × 200 MB "Only changes" (3 context lines): click → download', 'tasks ≤ 50'],
    ],
  },
  {
    id: 'cmp-b1',
    runs: RUNS,
    fn: compareScenario('textB1', true),
    rows: [
      ['compare', 'Compare 100k a/b1 (~1,000 edits): click → result', '≤ 1000; tasks ≤ 50', 1000],
      ['engine', 'Compare a/b1: engine (worker)', '≤ 300', 300],
      ['gnu', 'Compare a/b1: GNU diff (floor)', '—'],
      ['pdf', 'PDF export of a/b1 diff: click → download', '≤ 30000; no freeze', 30000],
      ['pdfOnlyChanges', 'PDF of a/b1 "Only changes" (3 context lines): click → download', '≤ 1000; tasks ≤ 50', 1000],
    ],
  },
  {
    id: 'cmp-b10',
    runs: RUNS,
    fn: compareScenario('textB10', false),
    rows: [
      ['compare', 'Compare 100k a/b10 (10% changed): click → result', 'tasks ≤ 50'],
      ['engine', 'Compare a/b10: engine (worker)', '≤ 500', 500],
      ['gnu', 'Compare a/b10: GNU diff (floor)', '—'],
    ],
  },
  {
    id: 'cmp-c',
    runs: RUNS,
    fn: compareScenario('textC', false),
    rows: [
      ['compare', 'Compare 100k a/c (all different): click → result', '≤ 3000; tasks ≤ 50', 3000],
      ['engine', 'Compare a/c: engine (worker)', '—'],
      ['gnu', 'Compare a/c: GNU diff (floor)', '—'],
    ],
  },
  {
    id: 'cmp-struct',
    runs: RUNS,
    fn: compareStructureScenario,
    rows: [
      ['summary', 'JSON Compare 10 MB × 2 (1% of records changed): click → structural summary', '≤ 2000; tasks ≤ 50', 2000],
      ['lines', 'JSON Compare 10 MB × 2: click → line view (same click)', 'tasks ≤ 50'],
      ['structureEngine', 'JSON Compare 10 MB × 2: structural summary, engine (worker)', '—'],
      ['byKey', 'JSON Compare 10 MB × 2: "Match array items by key" id + Enter → summary', '≤ 2000; tasks ≤ 50', 2000],
    ],
  },
  {
    id: 'jsongen',
    runs: RUNS,
    fn: jsonGeneratorScenario,
    rows: [['generate', 'JSON generator 10,000 User Profiles: click → preview', '≤ 1000; tasks ≤ 50', 1000]],
  },
  {
    id: 'types',
    runs: RUNS,
    fn: typesScenario,
    rows: [['make', 'Types from data: 10 MB JSON pasted, click Make Types → TypeScript shown', '≤ 1000; tasks ≤ 50', 1000]],
  },
  {
    id: 'texttool',
    runs: RUNS,
    fn: textToolScenario,
    rows: [
      ['paste', 'Format & Diff 10 MB JSON: paste → page free', '≤ 300', 300],
      ['format', 'Format & Diff 10 MB JSON: click Format → output and diff', 'tasks ≤ 50'],
      ['scroll', 'Format & Diff output: scroll p95 frame', '≤ 17', 17],
    ],
  },
  {
    id: 'jq',
    runs: RUNS,
    fn: jqScenario,
    rows: [
      ['paste', 'JSON Query 10 MB: paste → page free', '≤ 300', 300],
      ['first', 'JSON Query 10 MB: initial `.` → rows (jq loaded, text sent)', '—'],
      ['filter', `JSON Query 10 MB: \`${JQ_BENCH_FILTER}\` click Run → rows`, '≤ 2000; tasks ≤ 50', 2000],
      ['gnu', `jq 1.6 command line, same filter and file > /dev/null (floor)`, '—'],
      ['warm', 'JSON Query 10 MB: another filter (document in the worker)', 'tasks ≤ 50'],
    ],
  },
  {
    id: 'testdata',
    runs: RUNS,
    fn: testDataScenario,
    rows: [
      ['cold', 'Test data 1,000 IBANs: click "Generate 1000" → list', '≤ 200; tasks ≤ 50', 200],
      ['warm', 'Test data 1,000 IBANs again (worker warm)', '≤ 200; tasks ≤ 50', 200],
    ],
  },
  {
    id: 'persons1m',
    runs: RUNS,
    fn: persons1mScenario,
    rows: [
      ['total', 'Test persons 1,000,000 to a CSV download: click → file saved', '≤ 20000; progress; tasks ≤ 50', 20000],
      ['cpu', 'Test persons 1,000,000: the page\'s main-thread CPU time during the download', '—'],
      ['mem100k', 'Test persons: the tab\'s memory (renderer RSS, MB) at 100,000 rows', 'flat'],
      ['mem1m', 'Test persons: the tab\'s memory (renderer RSS, MB) at 1,000,000 rows', 'flat'],
    ],
  },
];

// The 1 GB JSON opened from a file (tests/bench/big-json.mjs): only when BENCH_ONLY names it.
if (ONLY?.has('bigjson')) {
  const big = bigJsonInput(inputsDir, log);
  scenarios.push({
    id: 'bigjson',
    runs: Math.min(RUNS, 3),
    fn: async (ctx) => ({ ...(await bigJsonScenario(big)(ctx)), jq: jqFloor(big.file) }),
    rows: [
      ['first', 'JSON 1 GB file: Open File → first formatted rows', '≤ 1500', 1500],
      ['indexed', 'JSON 1 GB file: Open File → validated and indexed', '≤ 15000; tasks ≤ 50', 15000],
      ['memory', 'JSON 1 GB file: peak memory of the tab (MB)', '≤ 2048', 2048],
      ['lastLine', 'JSON 1 GB file: Go to the last line (1 = shown)', 'reachable'],
      ['find', 'JSON 1 GB file: Find the last record from the top → marked', '≤ 10000; tasks ≤ 50', 10000],
      ['jq', 'floor: jq . file > /dev/null', '—'],
    ],
  });
}

// Types from the 1 GB JSON (tests/bench/big-types.mjs), in the built site and on the command line: only when named.
if (ONLY?.has('bigtypes')) {
  const big = bigJsonInput(inputsDir, log);
  scenarios.push({
    id: 'bigtypes',
    runs: Math.min(RUNS, 3),
    fn: async (ctx) => {
      const page = await bigTypesScenario(big)(ctx);
      const cli = typesCli(root, big.file);
      return { ...page, cli: cli.time, cliRss: cli.rss };
    },
    rows: [
      ['schema', 'Types, 1 GB JSON file: Open File, Make Types → JSON Schema shown', '≤ 15000; tasks ≤ 50', 15000],
      ['memory', 'Types, 1 GB JSON file: peak memory of the tab (MB)', '≤ 1536', 1536],
      ['cli', 'Types, 1 GB JSON file: devtoolbox types --lang json-schema', '≤ 15000', 15000],
      ['cliRss', 'Types, 1 GB JSON file: the command line\'s peak memory (MB)', 'flat'],
    ],
  });
}

// The 1 GB XML opened from a file (tests/bench/big-xml.mjs): only when BENCH_ONLY names it.
if (ONLY?.has('bigxml')) {
  const big = bigXmlInput(inputsDir, log);
  scenarios.push({
    id: 'bigxml',
    runs: Math.min(RUNS, 3),
    fn: async (ctx) => ({ ...(await bigXmlScenario(big)(ctx)), xmllint: xmllintFloor(big.file) }),
    rows: [
      ['first', 'XML 1 GB file: Open File → first formatted rows', '≤ 1500', 1500],
      ['indexed', 'XML 1 GB file: Open File → validated and indexed', '≤ 15000; tasks ≤ 50', 15000],
      ['memory', 'XML 1 GB file: peak memory of the tab (MB)', '≤ 2048', 2048],
      ['lastLine', 'XML 1 GB file: Go to the last line (1 = shown)', 'reachable'],
      ['find', 'XML 1 GB file: Find the last record from the top → marked', '≤ 10000; tasks ≤ 50', 10000],
      ['xmllint', 'floor: xmllint --format file > /dev/null', '—'],
    ],
  });
}

let server = null;
let browser = null;
const stopServer = () => {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM'); // the whole group: npx and the vite process under it
    } catch {
      /* already gone */
    }
  }
  server = null;
};
process.on('exit', stopServer);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopServer();
    process.exit(130);
  });
}

async function startServer() {
  server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', distDir], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) die(`vite preview exited (port ${PORT} in use?):\n${output}`);
    try {
      const res = await fetch(`${BASE}/`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  die(`vite preview did not answer on ${BASE} within 30 s:\n${output}`);
}

async function runScenario(s) {
  const samples = {};
  const errors = [];
  for (let run = 0; run < s.runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true,
      // The service worker's precaching would run in the background of the first measurements; it plays no part in them.
      serviceWorkers: 'block',
      // The probes evaluate predicates in the page, which the site's CSP (no eval) would refuse.
      bypassCSP: true,
    });
    await context.addInitScript(installProbes);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const t0 = Date.now();
    try {
      const m = await s.fn({ page, base: BASE, inputs });
      for (const [k, v] of Object.entries(m)) (samples[k] ??= []).push(v);
      log(`${s.id} run ${run + 1}/${s.runs} (${((Date.now() - t0) / 1000).toFixed(1)} s):`, Object.entries(m).map(([k, v]) => `${k}=${fmt(v.value, v.unit)}`).join(' '));
    } catch (e) {
      const msg = String(e?.message ?? e).split('\n')[0].slice(0, 160);
      errors.push(msg);
      log(`${s.id} run ${run + 1}/${s.runs} failed: ${msg}`);
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  return { samples, errors };
}

const started = Date.now();
const loadBefore = os.loadavg()[0];
const gnu = {};
for (const [id, file] of [
  ['cmp-b1', 'text-100k-b1.txt'],
  ['cmp-b10', 'text-100k-b10.txt'],
  ['cmp-c', 'text-100k-c.txt'],
]) {
  if (wanted(id)) gnu[id] = gnuDiff(file);
}
if (ONLY?.has('bigcmp-web')) {
  const [a, b] = bigPair();
  gnu['bigcmp-web'] = [0, 1, 2, 3, 4].map(() => {
    const t0 = performance.now();
    spawnSync('diff', [a, b], { stdio: 'ignore' });
    return { value: performance.now() - t0 };
  });
}
if (wanted('jq')) gnu.jq = jqCli(JQ_BENCH_FILTER);
const engines = wanted('node') || wanted('json') || wanted('xml') ? nodeEngines() : null;
if (engines) log('engines in Node:', Object.keys(engines).join(', '));

const browserScenarios = scenarios.filter((s) => (s.optIn ? ONLY?.has(s.id) : wanted(s.id)));
let chromiumVersion = 'not started';
if (browserScenarios.length) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    die(
      `no built site in ${process.env.BENCH_DIST || 'dist'}/ (no index.html) — run \`npm run build\` first ` +
        `(or build elsewhere, e.g. \`npx vite build --outDir /tmp/bench-dist --emptyOutDir\`, and set BENCH_DIST=/tmp/bench-dist)`,
    );
  }
  await startServer();
  log(`serving ${path.relative(root, distDir) || distDir} on ${BASE}; inputs ${inputsDir}; ${RUNS} run(s) per scenario`);
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  } catch (e) {
    stopServer();
    die(`cannot start Chromium (set CHROMIUM_PATH): ${String(e?.message ?? e).split('\n')[0]}`);
  }
  chromiumVersion = browser.version();
}

try {
  for (const s of browserScenarios) {
    const { samples, errors } = await runScenario(s);
    for (const [key, title, budget, limit] of s.rows) {
      if (key === 'gnu') addRow(title, gnu[s.id] ?? [], budget, limit, [], 5);
      else addRow(title, samples[key] ?? [], budget, limit, errors, s.runs);
    }
    if (s.id === 'json' && engines?.formatJson) addRow('JSON 10 MB: engine in Node (engines-node.ts)', engines.formatJson, '≤ 250 (worker)', 250);
    if (s.id === 'xml' && engines?.formatXml) addRow('XML 10 MB: engine in Node (engines-node.ts)', engines.formatXml, '—');
  }
  if (engines && wanted('node')) {
    // Engine-only figures (tests/bench/engines-node.ts); the JSON and XML formatters' rows sit with their scenarios.
    const nodeRows = [
      ['formatJson', 'JSON 10 MB: engine in Node (engines-node.ts)', '≤ 250 (worker)', 250, !wanted('json')],
      ['JSON.parse', 'JSON 10 MB: JSON.parse + stringify in Node (baseline)', '—', undefined, true],
      ['formatXml', 'XML 10 MB: engine in Node (engines-node.ts)', '—', undefined, !wanted('xml')],
      ['visibleLines', 'Formatted JSON 10 MB view: Expand all (visibleLines)', '—', undefined, true],
      ['collapseAll', 'Formatted JSON 10 MB view: Collapse all', '—', undefined, true],
      ['revealLine', 'Formatted JSON 10 MB view: reveal the last item', '—', undefined, true],
      ['findAll', 'Formatted JSON 10 MB view: search, one match', '—', undefined, true],
      ['generateRecords', 'JSON generator 10,000 User Profiles: engine in Node', '—', undefined, true],
      ['generateMany', 'Test data 1,000 IBANs, slowest country: engine in Node', '≤ 200', 200, true],
      ['json-to-yaml', 'Convert JSON 10 MB → YAML: engine in Node', '≤ 2000', 2000, true],
      ['yaml-to-json', 'Convert that YAML (10.6 MB) → JSON: engine in Node', '≤ 2000', 2000, true],
      ['json-to-csv', 'Convert JSON 10 MB → CSV: engine in Node', '≤ 2000', 2000, true],
      ['csv-to-json', 'Convert that CSV (6 MB) → JSON, types inferred: engine in Node', '≤ 2000', 2000, true],
      ['json-to-xml', 'Convert JSON 10 MB → XML: engine in Node', '≤ 2000', 2000, true],
      ['xml-to-json', 'Convert XML 10 MB → JSON: engine in Node', '≤ 2000', 2000, true],
    ];
    for (const [key, title, budget, limit, show] of nodeRows) if (show && engines[key]) addRow(title, engines[key], budget, limit);
  }
  if (engines?.error) table.push(['engines-node.ts', '—', '—', '—', '—', '', `error: ${engines.error}`]);
  // The command line (dist-cli/, built by npm run build) against jq, xmllint and GNU diff (tests/bench/cli.mjs).
  if (wanted('cli')) cliBench({ root, inputsDir, runs: RUNS, addRow, log });
  // Two 200 MB texts on the command line against GNU diff; only when asked for (BENCH_ONLY=bigcmp): it writes 400 MB.
  if (ONLY?.has('bigcmp')) await bigCompareBench({ root, inputsDir, runs: RUNS, addRow, log });
  // devtoolbox format of the 1 GB JSON and XML against jq and xmllint; only when asked for (BENCH_ONLY=bigcli).
  if (ONLY?.has('bigcli')) await bigFormatBench({ root, inputsDir, runs: RUNS, addRow, log });
} finally {
  await browser?.close().catch(() => undefined);
  stopServer();
}

printTable();
console.log(
  `Total ${((Date.now() - started) / 1000).toFixed(0)} s; Chromium ${chromiumVersion}; ${RUNS} run(s) per scenario, each in a fresh page; ` +
    `${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end (above the CPU count, other work skews the figures).`,
);
process.exit(0);
