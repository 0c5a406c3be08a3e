/**
 * Micro-benchmark of the engines in Node, on the inputs the budgets are stated for: the JSON and XML formatters on
 * 10 MB, the view over the formatted 10 MB JSON (collapse, reveal, search), the JSON generator's 10,000 User
 * Profiles and the test-data generator's 1,000 IBANs per country. Unit tests check what these compute; the time
 * they take is measured here, reported and never asserted.
 *   npm run bench:inputs      (once: writes bench-inputs/)
 *   npx tsx tests/bench/engines-node.ts [bench-inputs] [runs]
 * Prints the median of the runs as wall-clock time and as process CPU time (the latter is steadier on a busy
 * machine), beside JSON.parse + JSON.stringify as a reference. `npm run bench` reads these lines (BENCH_ONLY=node
 * for them alone): the first word of a line names the figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allFolds, foldMap, NO_FOLDS, reveal } from '../../src/lib/fold-model';
import { findMatches } from '../../workers/shared/text-search';
import { convertText } from '../../workers/convert/convert';
import type { ConversionId } from '../../workers/convert/types';
import { formatJson } from '../../workers/format/languages/json';
import { formatXml } from '../../workers/format/languages/xml';
import { generateRecords } from '../../workers/json-generator/generate';
import { templateFields } from '../../workers/json-generator/meta';
import { buildLineIndex } from '../../workers/shared/line-index';
import { COUNTRIES } from '../../workers/testdata/countries';
import { personChunks } from '../../workers/testdata/bulk';
import { generateMany } from '../../workers/testdata/api';

const dir = process.argv[2] ?? 'bench-inputs';
const runs = Number(process.argv[3] ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Runs `fn` once (the first call, reported apart) and then `runs` times; returns the wall-clock times of the runs. */
function measure(fn: () => unknown): { firstMs: number; wall: number[]; cpu: number[] } {
  // The first call in a fresh process is what a page's first use costs (the engine is not yet optimised).
  const first = performance.now();
  fn();
  const firstMs = performance.now() - first;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let k = 0; k < runs; k++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { firstMs, wall, cpu };
}

function report(label: string, { firstMs, wall, cpu }: { firstMs: number; wall: number[]; cpu: number[] }): void {
  const fmt = (v: number[]) => v.map((x) => Math.round(x)).join(' ');
  console.log(
    `${label.padEnd(30)} median ${Math.round(median(wall))} ms wall, ${Math.round(median(cpu))} ms cpu;` +
      ` first call ${Math.round(firstMs)} ms  [wall: ${fmt(wall)}]`,
  );
}

const bench = (label: string, fn: () => unknown): void => report(label, measure(fn));

const read = (name: string) => {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    console.error(`missing ${file}: run node scripts/make-bench-inputs.mjs ${dir}`);
    process.exit(2);
  }
  return fs.readFileSync(file, 'utf8');
};

const json = read('json-10mb.json');
const xml = read('xml-10mb.xml');
const check = (r: { ok: boolean }, what: string): void => {
  if (!r.ok) throw new Error(`${what} failed: ${JSON.stringify(r)}`);
};
console.log(`runs: ${runs}, json ${(json.length / 1048576).toFixed(1)} MB, xml ${(xml.length / 1048576).toFixed(1)} MB`);
bench('formatJson json-10mb.json', () => check(formatJson(json), 'formatJson'));
bench('JSON.parse + stringify(…, 2)', () => JSON.stringify(JSON.parse(json), null, 2));
bench('formatXml xml-10mb.xml', () => check(formatXml(xml), 'formatXml'));

// The converters on 10 MB (what the worker's convert() does: the conversion, then the output's line index); the
// reverse conversions read what the forward ones wrote from the same 10 MB JSON.
const convert = (id: ConversionId, input: string, options = {}) => {
  const out = convertText(id, input, options);
  buildLineIndex(out.text);
  return out.text;
};
const asYaml = convert('json-to-yaml', json);
const asCsv = convert('json-to-csv', json);
const mb = (s: string) => `${(s.length / 1048576).toFixed(1)} MB`;
bench('json-to-yaml 10 MB (convert)', () => convert('json-to-yaml', json));
bench(`yaml-to-json ${mb(asYaml)} (convert)`, () => convert('yaml-to-json', asYaml));
bench('json-to-csv 10 MB (convert)', () => convert('json-to-csv', json));
bench(`csv-to-json ${mb(asCsv)} typed (convert)`, () => convert('csv-to-json', asCsv, { inferTypes: true }));
bench('json-to-xml 10 MB (convert)', () => convert('json-to-xml', json));
bench('xml-to-json xml-10mb.xml (convert)', () => convert('xml-to-json', xml));

// The result view of the formatted 10 MB JSON: what Expand all / Collapse all / a revealed search hit recompute.
const formatted = formatJson(json);
if (!formatted.ok) throw new Error(`formatJson failed: ${formatted.error.message}`);
const text = formatted.value;
const { subtreeEnd } = buildLineIndex(text);
const n = subtreeEnd.length;
const lowerText = text.toLowerCase();
console.log(`view of the formatted JSON: ${n} lines, ${(text.length / 1048576).toFixed(1)} MB`);
bench('foldMap all expanded', () => {
  if (foldMap(NO_FOLDS, n).rowCount !== n) throw new Error('foldMap: lines missing');
});
bench('Collapse all: allFolds + foldMap', () => {
  if (foldMap(allFolds(subtreeEnd), n).rowCount !== 2) throw new Error('allFolds: more than the root shown');
});
bench('reveal last item + foldMap', () => {
  if (foldMap(reveal(allFolds(subtreeEnd), n - 3), n).rowCount <= 2) throw new Error('reveal: nothing revealed');
});
// The last record's e-mail: a single match, near the end of the text.
const lastEmail = json.lastIndexOf('"email":"') + '"email":'.length;
const needle = json.slice(lastEmail, json.indexOf('"', lastEmail + 1) + 1);
bench('Find: findMatches one match in the view (the worker)', () => {
  if (findMatches(text, needle, {}, 0, text.length, undefined, lowerText).starts.length !== 1) throw new Error(`findMatches: not one match of ${needle}`);
});

// Generators: the engine's share of the JSON generator's and the test-data generator's click budgets.
const userFields = templateFields('user');
bench('generateRecords 10,000 User Profiles', () => {
  if (generateRecords(userFields, 10_000, { seed: 1 }).length !== 10_000) throw new Error('generateRecords: wrong count');
});
// 1,000 IBANs per click, for every country: the slowest country is the figure that meets the budget or not.
let slowest: { code: string; result: ReturnType<typeof measure> } | undefined;
for (const { code } of COUNTRIES) {
  let seed = 0;
  const result = measure(() => {
    const r = generateMany('iban', code, 1000, seed++);
    if (!r.ok || r.value.values.length !== 1000) throw new Error(`generateMany ${code} failed`);
  });
  if (!slowest || median(result.wall) > median(slowest.result.wall)) slowest = { code, result };
}
report(`generateMany 1,000 IBANs, slowest country (${slowest!.code} of ${COUNTRIES.length})`, slowest!.result);

// 1,000,000 persons of all countries to CSV, once (budget: 20 s in the page, with progress and Cancel): the
// engine's share of it, the size of the file, and the longest gap between two chunks (the worker's longest
// stretch without a progress report).
{
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let bytes = 0;
  let longest = 0;
  let last = t0;
  for (const chunk of personChunks({ rows: 1_000_000, countries: COUNTRIES.map((c) => c.code), format: 'csv', seed: 'bench', asOf: '2026-01-01' })) {
    bytes += chunk.bytes.length;
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }
  const c = process.cpuUsage(c0);
  console.log(
    `${'1,000,000 persons to CSV'.padEnd(30)} ${Math.round(performance.now() - t0)} ms wall, ${Math.round((c.user + c.system) / 1000)} ms cpu;` +
      ` ${(bytes / 1e6).toFixed(1)} MB, longest gap between chunks ${Math.round(longest)} ms`,
  );
}
