/**
 * Benchmark of the compare engine in Node on the 100,000-line bench files, with GNU diff on the same files as the floor.
 *   npm run bench:inputs      (once: writes bench-inputs/)
 *   npx tsx tests/bench/compare-node.ts [bench-inputs] [runs]
 * Prints medians of wall-clock and process CPU time (CPU is steadier on a busy machine), then the PDF export of
 * the 10% case (100,000 rows), the "Only changes" PDF of the 1% case, and the structural JSON summary of the 10 MB
 * JSON against a copy with 1% of its records changed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { diffTexts } from '../../workers/compare/diff-texts';
import { diffJsonStructure } from '../../workers/compare/json-structure';
import { normaliseInput } from '../../workers/compare/normalise';
import { buildComparePdf } from '../../workers/compare/pdf';

const dir = process.argv[2] ?? 'bench-inputs';
const runs = Number(process.argv[3] ?? 5);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const NONE = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

function time(fn: () => unknown): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const c = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (c.user + c.system) / 1000 };
}

const file = (name: string) => {
  const f = path.join(dir, name);
  if (!fs.existsSync(f)) {
    console.error(`missing ${f}: run node scripts/make-bench-inputs.mjs ${dir}`);
    process.exit(2);
  }
  return f;
};
const a = fs.readFileSync(file('text-100k-a.txt'), 'utf8');
for (const name of ['b1', 'b10', 'c']) {
  const fb = file(`text-100k-${name}.txt`);
  const b = fs.readFileSync(fb, 'utf8');
  let last = diffTexts(a, b, NONE); // warm-up
  const engine = Array.from({ length: runs }, () => time(() => (last = diffTexts(a, b, NONE))));
  const gnu = Array.from({ length: runs }, () => time(() => spawnSync('diff', [file('text-100k-a.txt'), fb])));
  console.log(
    `a vs ${name.padEnd(3)} engine median ${Math.round(median(engine.map((t) => t.wall)))} ms wall, ` +
      `${Math.round(median(engine.map((t) => t.cpu)))} ms cpu; rows ${last.rowCount}, differences ${last.differences}, ` +
      `approximate ${last.approximate} | GNU diff median ${Math.round(median(gnu.map((t) => t.wall)))} ms wall`,
  );
}

const r = diffTexts(a, fs.readFileSync(file('text-100k-b10.txt'), 'utf8'), NONE);
const c0 = process.cpuUsage();
const t0 = performance.now();
const pdf = await buildComparePdf(r, { title: 'Text Compare', dateText: new Date().toUTCString() });
const c = process.cpuUsage(c0);
console.log(
  `PDF of ${r.rowCount} rows: ${Math.round(performance.now() - t0)} ms wall, ${Math.round((c.user + c.system) / 1000)} ms cpu, ` +
    `${(pdf.length / 1e6).toFixed(1)} MB`,
);

const r1 = diffTexts(a, fs.readFileSync(file('text-100k-b1.txt'), 'utf8'), NONE);
const onlyChanges = { mode: 'changes', context: 3, layout: 'split', names: ['a.txt', 'b1.txt'] } as const;
await buildComparePdf(r1, { title: 'Text Compare', dateText: 'warm-up' }, undefined, onlyChanges);
const pdfRuns: { wall: number; cpu: number }[] = [];
let onlyPdf: Uint8Array = new Uint8Array();
for (let k = 0; k < runs; k++) {
  const c1 = process.cpuUsage();
  const t1 = performance.now();
  onlyPdf = await buildComparePdf(r1, { title: 'Text Compare', dateText: 'now' }, undefined, onlyChanges);
  const c2 = process.cpuUsage(c1);
  pdfRuns.push({ wall: performance.now() - t1, cpu: (c2.user + c2.system) / 1000 });
}
console.log(
  `PDF "Only changes" (3 context lines) of a vs b1 (${r1.differences} differences in ${r1.rowCount} rows): median ` +
    `${Math.round(median(pdfRuns.map((t) => t.wall)))} ms wall, ${Math.round(median(pdfRuns.map((t) => t.cpu)))} ms cpu, ` +
    `${(onlyPdf.length / 1e6).toFixed(2)} MB (budget 1 s)`,
);

// 1% of the records changed (every 100th record's age): json-10mb-b1.json, as the browser scenario cmp-struct uses.
const json = fs.readFileSync(file('json-10mb.json'), 'utf8');
const json1 = fs.readFileSync(file('json-10mb-b1.json'), 'utf8');
const seen = (json.match(/"age":/g) ?? []).length;
const left = await normaliseInput('json', json, { ignoreKeyOrder: false }, 'Original');
const right = await normaliseInput('json', json1, { ignoreKeyOrder: false }, 'Modified');
if (!left.ok || !right.ok) throw new Error('bench JSON did not normalise');
for (const key of ['', 'id']) {
  let changes = 0;
  diffJsonStructure(left.value, right.value, key); // warm-up
  const t = Array.from({ length: runs }, () => time(() => (changes = diffJsonStructure(left.value, right.value, key).changes.length)));
  console.log(
    `JSON structure ${(json.length / 1e6).toFixed(1)} MB × 2, ${seen} records, arrays by ${key || 'position'}: ${changes} changes, ` +
      `median ${Math.round(median(t.map((x) => x.wall)))} ms wall, ${Math.round(median(t.map((x) => x.cpu)))} ms cpu (budget 2 s)`,
  );
}
