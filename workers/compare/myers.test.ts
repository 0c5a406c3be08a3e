import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';
import { diffSequences, editDistance, type SequenceDiff } from './myers';

/** Reference: the O(N·M) dynamic-programming LCS length. */
function lcsReference(a: ArrayLike<unknown>, b: ArrayLike<unknown>): number {
  const w = b.length + 1;
  const t = new Int32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      t[i * w + j] = a[i] === b[j] ? t[(i + 1) * w + j + 1] + 1 : Math.max(t[(i + 1) * w + j], t[i * w + j + 1]);
  return t[0];
}

function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** The kept elements must be equal pairwise, in order: a common subsequence. Returns its length. */
function checkCommon(a: ArrayLike<unknown>, b: ArrayLike<unknown>, d: SequenceDiff): number {
  const keptA: unknown[] = [];
  const keptB: unknown[] = [];
  for (let i = 0; i < a.length; i++) if (!d.removed[i]) keptA.push(a[i]);
  for (let j = 0; j < b.length; j++) if (!d.added[j]) keptB.push(b[j]);
  expect(keptA).toEqual(keptB);
  return keptA.length;
}

function randomCase(r: () => number, alphabet: number, maxLen: number) {
  const n = Math.floor(r() * maxLen);
  const a = Int32Array.from({ length: n }, () => Math.floor(r() * alphabet));
  // b: a with random edits, or unrelated
  const b: number[] = [];
  if (r() < 0.2) for (let k = Math.floor(r() * maxLen); k > 0; k--) b.push(Math.floor(r() * alphabet));
  else
    for (const x of a) {
      const t = r();
      if (t < 0.1) continue;
      if (t < 0.2) b.push(Math.floor(r() * alphabet));
      b.push(x);
    }
  return { a, b: Int32Array.from(b) };
}

describe('diffSequences', () => {
  it.each([
    ['identical', [1, 2, 3], [1, 2, 3], 3],
    ['both empty', [], [], 0],
    ['one empty', [1, 2], [], 0],
    ['insert in middle', [1, 3], [1, 2, 3], 2],
    ['swap', [1, 2], [2, 1], 1],
    ['classic Myers example', [...'ABCABBA'].map((c) => c.charCodeAt(0)), [...'CBABAC'].map((c) => c.charCodeAt(0)), 4],
  ])('%s', (_name, a, b, lcs) => {
    const d = diffSequences(Int32Array.from(a), Int32Array.from(b));
    expect(checkCommon(a, b, d)).toBe(lcs);
    expect(d.approximate).toBe(false);
  });

  it('is minimal: matches the O(N·M) LCS on 600 random cases (minimal and GNU-heuristic modes)', () => {
    const r = rng(7);
    for (let k = 0; k < 600; k++) {
      const { a, b } = randomCase(r, k % 2 ? 4 : 30, 120);
      const lcs = lcsReference(a, b);
      expect(checkCommon(a, b, diffSequences(a, b, { minimal: true }))).toBe(lcs);
      expect(checkCommon(a, b, diffSequences(a, b))).toBe(lcs);
    }
  });

  it('under a work cap gives a valid, approximate diff', () => {
    const r = rng(3);
    const a = Int32Array.from({ length: 3000 }, () => Math.floor(r() * 5));
    const b = Int32Array.from({ length: 3000 }, () => Math.floor(r() * 5));
    const d = diffSequences(a, b, { maxWork: 10_000 });
    expect(d.approximate).toBe(true);
    expect(checkCommon(a, b, d)).toBeLessThanOrEqual(lcsReference(a, b));
    const past = diffSequences(a, b, { deadline: performance.now() - 1 });
    expect(past.approximate).toBe(true);
    checkCommon(a, b, past);
  });

  it('after the cap, the coarse mode still finds most of the common lines of an edited copy', () => {
    const r = rng(4);
    const a = Int32Array.from({ length: 20_000 }, () => Math.floor(r() * 20));
    const b = a.map((x, i) => (i % 7 === 0 ? (x + 1) % 20 : x));
    const d = diffSequences(a, b, { maxWork: 1000 });
    expect(d.approximate).toBe(true);
    expect(checkCommon(a, b, d)).toBeGreaterThan(0.8 * a.length);
  });
});

describe('editDistance', () => {
  it('equals n + m − 2·LCS, or −1 beyond maxD', () => {
    const r = rng(11);
    for (let k = 0; k < 400; k++) {
      const { a, b } = randomCase(r, 6, 60);
      const d = a.length + b.length - 2 * lcsReference(a, b);
      expect(editDistance(a, b, a.length + b.length)).toBe(d);
      expect(editDistance(a, b, d)).toBe(d);
      if (d > 0) expect(editDistance(a, b, d - 1)).toBe(-1);
    }
  });
});

describe('lineDiff', () => {
  it('drops one-sided lines and stays minimal (random line lists against the reference)', () => {
    const r = rng(5);
    for (let k = 0; k < 300; k++) {
      const { a, b } = randomCase(r, 12, 80);
      const al = [...a].map((x) => `line ${x}`);
      const bl = [...b].map((x) => (x === 11 ? 'only in b' : `line ${x}`));
      expect(checkCommon(al, bl, lineDiff(al, bl))).toBe(lcsReference(al, bl));
    }
  });
});
