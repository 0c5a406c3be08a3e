/**
 * Benchmark of the compare engine in Node on the 100,000-line bench files, with GNU diff on the same files as the floor.
 *   npm run bench:inputs      (once: writes bench-inputs/)
 *   npx tsx tests/bench/compare-node.ts [bench-inputs] [runs]
 * Prints medians of wall-clock and process CPU time (CPU is steadier on a busy machine), then the PDF export of
 * the 10% case (100,000 rows).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { diffTexts } from '../../workers/compare/diff-texts';
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
