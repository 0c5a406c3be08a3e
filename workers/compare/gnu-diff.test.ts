import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffByteTexts } from './byte-compare';
import { diffTexts } from './diff-texts';
import type { RowModel } from './types';

// The product's large-input budgets are stated for the bench files (scripts/make-bench-inputs.mjs); the line diff
// must change exactly as many lines as GNU diff does on them (GNU diff is minimal on such ordinary inputs).
const here = path.dirname(fileURLToPath(import.meta.url));
const makeInputs = path.resolve(here, '../../scripts/make-bench-inputs.mjs');
const NO_CAPS = { lineMs: 1e9, lineWork: Infinity, charMs: 1e9 };
const NONE = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };
let dir = '';

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-bench-'));
  execFileSync(process.execPath, [makeInputs, dir]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Lines GNU diff reports as deleted or inserted. */
function gnuChangedLines(a: string, b: string): number {
  const out = spawnSync('diff', [a, b], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (out.error) throw out.error;
  return out.stdout.split('\n').filter((l) => l.startsWith('< ') || l.startsWith('> ')).length;
}

/** Lines of either side in a changed row. */
function changedLines(r: RowModel): number {
  let changed = 0;
  for (let i = 0; i < r.rowCount; i++) {
    if (r.leftType[i] !== 0) changed += r.leftLine[i] >= 0 ? 1 : 0;
    if (r.rightType[i] !== 0) changed += r.rightLine[i] >= 0 ? 1 : 0;
  }
  return changed;
}

describe('line diff (string and byte paths) against GNU diff on the 100,000-line bench files', () => {
  it.each(['b1', 'b10', 'c'])('text-100k-a vs text-100k-%s', (name) => {
    const fa = path.join(dir, 'text-100k-a.txt');
    const fb = path.join(dir, `text-100k-${name}.txt`);
    const fromText = diffTexts(fs.readFileSync(fa, 'utf8'), fs.readFileSync(fb, 'utf8'), NONE, NO_CAPS);
    const fromBytes = diffByteTexts(fs.readFileSync(fa), fs.readFileSync(fb), NONE, { caps: NO_CAPS });
    const gnu = gnuChangedLines(fa, fb);
    for (const r of [fromText, fromBytes]) {
      expect(changedLines(r)).toBe(gnu);
      expect(r.approximate).toBe(false);
    }
  });
});
