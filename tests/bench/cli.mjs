// The command line against the classic tools, in the same run (BENCH_ONLY=cli): devtoolbox format of the 10 MB JSON
// and XML against `jq .` and `xmllint --format`, devtoolbox compare of the 100,000-line 1% pair against GNU diff -u,
// and devtoolbox testdata -n 1,000,000 with its peak memory. Every command writes to /dev/null; wall time is taken
// around the process, peak memory (max RSS) from /usr/bin/time when present. Reports, never fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Wall time (ms) and peak memory (MB, when /usr/bin/time exists) of one run of `cmd`; null when it failed. */
function measure(cmd, args) {
  const timed = fs.existsSync('/usr/bin/time');
  const t0 = performance.now();
  const r = timed
    ? spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
    : spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.error) return { error: String(r.error.message) };
  const lines = (r.stderr || '').trim().split('\n');
  const rssKb = timed ? Number(lines.pop()) : NaN;
  // diff exits 1 on a difference, as devtoolbox compare does; anything else is a failure.
  if (r.status !== 0 && r.status !== 1) {
    const message = lines.filter((l) => !/^Command exited with non-zero status/.test(l)).pop() ?? '';
    return { error: `${path.basename(cmd)} exited ${r.status}: ${message}` };
  }
  return { value: ms, mb: rssKb / 1024 };
}

function samples(runs, cmd, args) {
  const out = [];
  const errors = [];
  for (let i = 0; i < runs; i++) {
    const m = measure(cmd, args);
    if (m.error) errors.push(m.error);
    else out.push(m);
  }
  return { out, errors };
}

const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** The built program, or null with a row saying it is not built. */
function builtCli(root, addRow) {
  const bin = path.join(root, 'dist-cli/devtoolbox.mjs');
  if (fs.existsSync(bin)) return bin;
  addRow('devtoolbox (dist-cli/devtoolbox.mjs)', [], '—', undefined, ['not built: run `npm run build` (or `npm run build:cli`) first'], 0);
  return null;
}

/** The samples of a command with the note of their peak memory. */
const withPeak = (s) => {
  const note = s.out.length ? `peak RSS ${Math.round(Math.max(...s.out.map((x) => x.mb)))} MB` : '';
  return s.out.map((x) => ({ ...x, note }));
};

/**
 * Adds the rows of the command-line budgets through `addRow(title, samples, budget, limit, errors, runs)`; a ratio
 * row's samples are run-by-run ratios (devtoolbox run i ÷ baseline median).
 */
export function cliBench({ root, inputsDir, runs, addRow, log }) {
  const bin = builtCli(root, addRow);
  if (!bin) return;
  const node = process.execPath;
  const input = (f) => path.join(inputsDir, f);
  const pairs = [
    ['format JSON 10 MB', [node, [bin, 'format', input('json-10mb.json')]], 'jq . (same file)', ['jq', ['.', input('json-10mb.json')]], 1.5],
    ['format XML 10 MB', [node, [bin, 'format', input('xml-10mb.xml')]], 'xmllint --format (same file)', ['xmllint', ['--format', input('xml-10mb.xml')]], 2],
    [
      'compare 100k lines, 1% changed',
      [node, [bin, 'compare', input('text-100k-a.txt'), input('text-100k-b1.txt')]],
      'GNU diff -u (same pair)',
      ['diff', ['-u', input('text-100k-a.txt'), input('text-100k-b1.txt')]],
      5,
    ],
  ];
  for (const [title, [cmd, args], baseTitle, [baseCmd, baseArgs], factor] of pairs) {
    log(`cli: ${title} …`);
    const base = samples(runs, baseCmd, baseArgs);
    const ours = samples(runs, cmd, args);
    const baseMedian = median(base.out.map((s) => s.value));
    addRow(`CLI ${title}: devtoolbox`, ours.out, `≤ ${factor}× baseline`, undefined, ours.errors, runs);
    addRow(`CLI ${title}: ${baseTitle}`, base.out, 'baseline', undefined, base.errors, runs);
    const ratios = ours.out.map((s) => ({ value: s.value / baseMedian, unit: 'x' }));
    addRow(`CLI ${title}: ratio`, ratios, `≤ ${factor}x`, factor, [], runs);
  }
  // Test data: a million rows in constant memory. `person` is the budget's kind; until it exists, address (the
  // slowest kind today) stands in, and the person row says why it is missing.
  const person = measure(node, [bin, 'testdata', '--kind', 'person', '-n', '1000']);
  if (person.error) addRow('CLI testdata --kind person -n 1,000,000', [], '≤ 15000; flat memory', 15000, [`not available yet: ${person.error.replace(/^node exited 2: (devtoolbox: )?/, '')}`], 0);
  for (const kind of ['address', 'iban']) {
    log(`cli: testdata ${kind} …`);
    const small = samples(1, node, [bin, 'testdata', '--kind', kind, '--country', 'NL', '-n', '100000', '--seed', '1', '--format', 'csv']);
    const big = samples(runs, node, [bin, 'testdata', '--kind', kind, '--country', 'NL', '-n', '1000000', '--seed', '1', '--format', 'csv']);
    const peak = Math.max(...big.out.map((s) => s.mb));
    const note = Number.isFinite(peak) ? `peak RSS ${Math.round(peak)} MB (100,000 rows: ${Math.round(small.out[0]?.mb ?? NaN)} MB)` : '';
    addRow(`CLI testdata --kind ${kind} -n 1,000,000 --format csv`, big.out.map((s) => ({ ...s, note })), '≤ 15000; flat memory', 15000, big.errors, runs);
  }
}

/**
 * BENCH_ONLY=bigcmp: `devtoolbox compare` of two ~200 MB texts (about 5 million lines each, 1% of the lines changed;
 * scripts/make-big-compare-inputs.mjs writes them into the inputs folder once) against GNU diff on the same pair,
 * with the peak memory of each. The site's in-browser path for such files is not measured here.
 */
export async function bigCompareBench({ root, inputsDir, runs, addRow, log }) {
  const bin = builtCli(root, addRow);
  if (!bin) return;
  const { makeBigCompareInputs } = await import('../../scripts/make-big-compare-inputs.mjs');
  log('bigcmp: writing the 2 × 200 MB pair (once) …');
  const [a, b] = makeBigCompareInputs(inputsDir, 200);
  const n = Math.min(runs, 3);
  log('bigcmp: GNU diff …');
  const base = samples(n, 'diff', [a, b]);
  log('bigcmp: devtoolbox compare …');
  const ours = samples(n, process.execPath, [bin, 'compare', a, b]);
  addRow('CLI compare 2 × 200 MB, 1% changed: devtoolbox', withPeak(ours), '—', undefined, ours.errors, n);
  addRow('CLI compare 2 × 200 MB, 1% changed: GNU diff (same pair)', withPeak(base), 'floor', undefined, base.errors, n);
  const baseMedian = median(base.out.map((s) => s.value));
  addRow('CLI compare 2 × 200 MB: ratio', ours.out.map((s) => ({ value: s.value / baseMedian, unit: 'x' })), '—', undefined, [], n);
}

/**
 * BENCH_ONLY=bigcli: `devtoolbox format` of the 1 GB JSON and the 1 GB XML (the bigjson and bigxml inputs, written once
 * into the inputs folder) against `jq .` and `xmllint --format` on the same file, each writing to /dev/null, with the
 * peak memory of each. The two commands of a pair run alternately, so that each ratio compares runs made under the
 * same load.
 */
export async function bigFormatBench({ root, inputsDir, runs, addRow, log }) {
  const bin = builtCli(root, addRow);
  if (!bin) return;
  const { bigJsonInput } = await import('./big-json.mjs');
  const { bigXmlInput } = await import('./big-xml.mjs');
  const n = Math.min(runs, 3);
  const pairs = [
    ['JSON', bigJsonInput(inputsDir, log).file, 'jq .', ['jq', ['.']]],
    ['XML', bigXmlInput(inputsDir, log).file, 'xmllint --format', ['xmllint', ['--format']]],
  ];
  for (const [name, file, baseTitle, [baseCmd, baseArgs]] of pairs) {
    const ours = { out: [], errors: [] };
    const base = { out: [], errors: [] };
    const ratios = [];
    for (let i = 0; i < n; i++) {
      log(`bigcli: ${name} 1 GB, run ${i + 1} of ${n}: ${baseTitle} …`);
      const b = measure(baseCmd, [...baseArgs, file]);
      log(`bigcli: ${name} 1 GB, run ${i + 1} of ${n}: devtoolbox format …`);
      const o = measure(process.execPath, [bin, 'format', file]);
      for (const [m, into] of [[b, base], [o, ours]]) (m.error ? into.errors : into.out).push(m.error ?? m);
      if (!b.error && !o.error) ratios.push({ value: o.value / b.value, unit: 'x' });
    }
    addRow(`CLI format ${name} 1 GB: devtoolbox`, withPeak(ours), '—', undefined, ours.errors, n);
    addRow(`CLI format ${name} 1 GB: ${baseTitle} (same file)`, withPeak(base), 'baseline', undefined, base.errors, n);
    addRow(`CLI format ${name} 1 GB: ratio (run by run)`, ratios, '—', undefined, [], n);
  }
}
