/**
 * Micro-benchmark of the JSON and XML formatter engines in Node, on the inputs the budgets are stated for.
 *   npm run bench:inputs      (once: writes bench-inputs/)
 *   npx tsx tests/bench/engines-node.ts [bench-inputs] [runs]
 * Prints the median of the runs as wall-clock time and as process CPU time (the latter is steadier on a busy
 * machine), beside JSON.parse + JSON.stringify as a reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatJson } from '../../workers/format/languages/json';
import { formatXml } from '../../workers/format/languages/xml';

const dir = process.argv[2] ?? 'bench-inputs';
const runs = Number(process.argv[3] ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function bench(label: string, fn: () => unknown): void {
  // The first call in a fresh process is what a page's first format costs (the engine is not yet optimised).
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
  const fmt = (v: number[]) => v.map((x) => Math.round(x)).join(' ');
  console.log(
    `${label.padEnd(30)} median ${Math.round(median(wall))} ms wall, ${Math.round(median(cpu))} ms cpu;` +
      ` first call ${Math.round(firstMs)} ms  [wall: ${fmt(wall)}]`,
  );
}

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
