#!/usr/bin/env node
/**
 * Writes the large inputs the product's budgets are stated for, deterministically (a fixed-seed generator: the
 * same bytes on every machine, so benchmark figures stay comparable between runs and branches):
 *   json-10mb.json      minified JSON array of records (one 10 MB line), with big integers
 *   xml-10mb.xml        minified XML document of the same records
 *   text-100k-a.txt     100,000 lines (~5 MB)
 *   text-100k-b1.txt    the same with ~1,000 scattered edits (modified, deleted, inserted lines)
 *   text-100k-b10.txt   the same with every 10th line modified (10,000 edits)
 *   text-100k-c.txt     100,000 lines sharing no line with text-100k-a.txt
 *   json-10mb-b1.json   json-10mb.json with 1% of its records changed (every 100th record's age + 1)
 *   xml-10mb-b1.xml     xml-10mb.xml with 1% of its elements changed (every 10th person's city)
 *
 *   node scripts/make-bench-inputs.mjs [OUT_DIR]     (default bench-inputs/ in the repository; npm run bench:inputs)
 *
 * Used by `npm run bench` (when its inputs are missing), by tests/bench/*-node.ts and by the GNU diff comparison in
 * workers/compare/gnu-diff.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files written, in the order the benchmark reads them. */
export const BENCH_INPUT_FILES = ['json-10mb.json', 'xml-10mb.xml', 'text-100k-a.txt', 'text-100k-b1.txt', 'text-100k-b10.txt', 'text-100k-c.txt', 'json-10mb-b1.json', 'xml-10mb-b1.xml'];

/** Writes every bench input into `out` (created if missing); returns the file names with their sizes in bytes. */
export function makeBenchInputs(out) {
  fs.mkdirSync(out, { recursive: true });
  // A linear congruential generator with a fixed seed: the files must be identical everywhere. Every call below
  // consumes numbers in a fixed order; reordering them would change the files and break comparisons with old figures.
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa'];
  const pick = () => words[Math.floor(rnd() * words.length)];

  const records = [];
  let size = 0;
  for (let i = 0; size < 10 * 1024 * 1024; i++) {
    const r =
      `{"id":${i},"uuid":"${Math.floor(rnd() * 1e12).toString(16)}-${i}","name":"${pick()} ${pick()}","email":"user${i}@example.com",` +
      `"age":${18 + Math.floor(rnd() * 80)},"balance":${(rnd() * 1e6).toFixed(2)},"big":12345678901234567890,"active":${rnd() < 0.5},` +
      `"tags":["${pick()}","${pick()}","${pick()}"],"address":{"street":"Main Street ${1 + Math.floor(rnd() * 150)}","city":"City${Math.floor(rnd() * 100)}",` +
      `"geo":{"lat":${(rnd() * 180 - 90).toFixed(6)},"lng":${(rnd() * 360 - 180).toFixed(6)}}},"note":"caf\\u00e9 \\"quoted\\" text"}`;
    records.push(r);
    size += r.length + 1;
  }
  fs.writeFileSync(path.join(out, 'json-10mb.json'), '[' + records.join(',') + ']');

  const xml = ['<?xml version="1.0" encoding="UTF-8"?><people>'];
  size = 0;
  for (let i = 0; size < 10 * 1024 * 1024; i++) {
    const p =
      `<person id="${i}" active="${rnd() < 0.5}"><name>${pick()} ${pick()}</name><email>user${i}@example.com</email>` +
      `<tags><tag>${pick()}</tag><tag>${pick()}</tag></tags><address><street>Main Street ${1 + Math.floor(rnd() * 150)}</street>` +
      `<city>City${Math.floor(rnd() * 100)}</city></address><bio>Likes <b>${pick()}</b> &amp; ${pick()}.</bio><!-- ${i} --></person>`;
    xml.push(p);
    size += p.length;
  }
  xml.push('</people>');
  fs.writeFileSync(path.join(out, 'xml-10mb.xml'), xml.join(''));

  const a = [];
  for (let i = 0; i < 100000; i++) a.push(`  line ${i}: ${pick()} ${pick()} ${pick()} ${pick()} ${pick()} ${pick()}`);
  const b1 = a.slice();
  for (let j = 99000; j > 100; j -= 99) {
    const t = rnd();
    if (t < 0.4) b1[j] = b1[j].replace('line', 'LINE');
    else if (t < 0.7) b1.splice(j, 1);
    else b1.splice(j, 0, `inserted ${j}`);
  }
  const b10 = a.map((l, i) => (i % 10 === 5 ? l.replace('line', 'LINE') : l));
  const c = a.map((_, i) => `other ${i}: ${pick()} ${pick()} ${pick()} ${pick()}`);
  for (const [name, lines] of [
    ['text-100k-a.txt', a],
    ['text-100k-b1.txt', b1],
    ['text-100k-b10.txt', b10],
    ['text-100k-c.txt', c],
  ]) {
    fs.writeFileSync(path.join(out, name), lines.join('\n'));
  }
  // Derived from the JSON above without drawing from the generator, so the other files stay as they were.
  fs.writeFileSync(path.join(out, 'json-10mb-b1.json'), changeOnePercent('[' + records.join(',') + ']'));
  fs.writeFileSync(path.join(out, 'xml-10mb-b1.xml'), changeOnePercentXml(xml.join('')));
  return BENCH_INPUT_FILES.map((f) => [f, fs.statSync(path.join(out, f)).size]);
}

/** `json` with every 100th record's age (starting at the 51st record) one higher: 1% of the records changed. */
export function changeOnePercent(json) {
  let seen = 0;
  return json.replace(/"age":(\d+)/g, (m, age) => (seen++ % 100 === 50 ? `"age":${Number(age) + 1}` : m));
}

/**
 * `xml` with every 10th person's city changed (`City42` → `City42b`, from the 6th person on): about 3,900 of the
 * 427,000 elements, 1%.
 */
export function changeOnePercentXml(xml) {
  let seen = 0;
  return xml.replace(/<city>([^<]*)<\/city>/g, (m, city) => (seen++ % 10 === 5 ? `<city>${city}b</city>` : m));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const out = path.resolve(process.argv[2] ?? path.join(root, 'bench-inputs'));
  for (const [f, bytes] of makeBenchInputs(out)) console.log(f, bytes);
}
