#!/usr/bin/env node
/**
 * Writes the pair of large texts that the big-file compare budget is stated for, deterministically (a fixed-seed
 * generator, so figures stay comparable between runs and machines):
 *   text-200mb-a.txt   about 200 MB, about 4 million lines
 *   text-200mb-b.txt   the same with 1% of the lines changed: every 100th line, in turn modified, deleted, or
 *                      followed by an inserted line
 *
 *   node scripts/make-big-compare-inputs.mjs [OUT_DIR] [MB]    (default bench-inputs/ in the repository, 200 MB)
 *
 * Writes in chunks, so it needs little memory; a file already of the right size is kept. Used by
 * `BENCH_ONLY=bigcmp npm run bench` (tests/bench/big-compare.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Writes the pair into `out` with `mb` megabytes in the first file; returns the two paths. */
export function makeBigCompareInputs(out, mb = 200) {
  fs.mkdirSync(out, { recursive: true });
  const a = path.join(out, `text-${mb}mb-a.txt`);
  const b = path.join(out, `text-${mb}mb-b.txt`);
  const target = mb * 1024 * 1024;
  if (fs.existsSync(a) && fs.existsSync(b) && Math.abs(fs.statSync(a).size - target) < 1024) return [a, b];
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa'];
  const pick = () => words[Math.floor(rnd() * words.length)];
  const fa = fs.openSync(a, 'w');
  const fb = fs.openSync(b, 'w');
  let chunkA = [];
  let chunkB = [];
  let size = 0;
  const flush = () => {
    fs.writeSync(fa, chunkA.join(''));
    fs.writeSync(fb, chunkB.join(''));
    chunkA = [];
    chunkB = [];
  };
  for (let i = 0; size < target; i++) {
    const line = `line ${i}: ${pick()} ${pick()} ${pick()} ${pick()} ${pick()}\n`;
    size += line.length;
    chunkA.push(line);
    if (i % 100 === 50) {
      const kind = (i / 100) % 3 | 0;
      if (kind === 0) chunkB.push(line.replace(': ', ': changed '));
      else if (kind === 2) chunkB.push(line, `inserted after ${i}\n`);
      // kind 1: the line is deleted.
    } else chunkB.push(line);
    if (chunkA.length === 65536) flush();
  }
  flush();
  fs.closeSync(fa);
  fs.closeSync(fb);
  return [a, b];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const out = path.resolve(process.argv[2] ?? path.join(root, 'bench-inputs'));
  const mb = Number(process.argv[3] ?? 200);
  for (const file of makeBigCompareInputs(out, mb)) console.log(`${path.relative(process.cwd(), file)}  ${fs.statSync(file).size} bytes`);
}
