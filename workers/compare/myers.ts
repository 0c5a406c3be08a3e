/**
 * Myers' O(ND) difference algorithm over integer sequences (interned lines or character codes), in linear space.
 *
 * `diffSequences` follows GNU diff's `diffseq.h` (compareseq + diag): a forward and a backward search meet at a
 * middle snake, and the two halves are solved in turn (here with an explicit stack, so deep inputs cannot
 * overflow the call stack). Like GNU diff it gives up on a single split once its cost reaches `tooExpensive`
 * (GNU's default heuristic, which keeps ordinary inputs minimal) unless `minimal` is set. On top of that a
 * global work budget and a deadline bound the whole run. When either is exhausted, the regions not yet solved
 * are finished in a coarse mode — the same heuristic with a per-split cost limit of COARSE_COST, which costs
 * O((N + M) · COARSE_COST) in all — and `approximate` is set; should even that overrun its own budget, what
 * remains becomes replaced blocks.
 */

export interface SequenceDiff {
  /** removed[i] = 1 when a[i] is not part of the common subsequence. */
  removed: Uint8Array;
  /** added[j] = 1 when b[j] is not part of the common subsequence. */
  added: Uint8Array;
  /** True when the work budget or the deadline cut the search short. */
  approximate: boolean;
}

export interface DiffLimits {
  /** Never use the per-split cost heuristic (GNU `diff --minimal`). Default false. */
  minimal?: boolean;
  /** Budget in diagonal steps plus snake steps for the whole run. Default: unlimited. */
  maxWork?: number;
  /** `performance.now()` value after which remaining regions become replaced blocks. Default: none. */
  deadline?: number;
}

const OFFSET_MAX = 0x7fffffff;
/** Per-split cost limit once the budget is spent: cheap, and still finds the common runs of ordinary edits. */
const COARSE_COST = 64;

interface Partition {
  xmid: number;
  ymid: number;
  loMinimal: boolean;
  hiMinimal: boolean;
}

/** GNU diff's per-split cost limit: about the square root of the number of diagonals, at least 4096. */
function tooExpensiveFor(diags: number): number {
  let t = 1;
  for (let d = diags; d !== 0; d >>>= 2) t <<= 1;
  return Math.max(4096, t);
}

/** Marks the lines of `a` and `b` that are not in a (near-)longest common subsequence. */
export function diffSequences(a: Int32Array, b: Int32Array, limits: DiffLimits = {}): SequenceDiff {
  const n = a.length;
  const m = b.length;
  const removed = new Uint8Array(n);
  const added = new Uint8Array(m);
  const offset = m + 1;
  const fd = new Int32Array(n + m + 3);
  const bd = new Int32Array(n + m + 3);
  let tooExpensive = tooExpensiveFor(n + m + 3);
  let coarse = false;
  let coarseWork = 0;
  const maxWork = limits.maxWork ?? Infinity;
  const deadline = limits.deadline ?? Infinity;
  let work = 0;
  let exhausted = false;
  const part: Partition = { xmid: 0, ymid: 0, loMinimal: true, hiMinimal: true };

  /** Returns false when the budget ran out before a split was found. */
  const diag = (xoff: number, xlim: number, yoff: number, ylim: number, findMinimal: boolean): boolean => {
    const dmin = xoff - ylim;
    const dmax = xlim - yoff;
    const fmid = xoff - yoff;
    const bmid = xlim - ylim;
    let fmin = fmid;
    let fmax = fmid;
    let bmin = bmid;
    let bmax = bmid;
    const odd = ((fmid - bmid) & 1) !== 0;
    fd[fmid + offset] = xoff;
    bd[bmid + offset] = xlim;
    for (let c = 1; ; c++) {
      if (fmin > dmin) fd[--fmin - 1 + offset] = -1;
      else ++fmin;
      if (fmax < dmax) fd[++fmax + 1 + offset] = -1;
      else --fmax;
      for (let d = fmax; d >= fmin; d -= 2) {
        const tlo = fd[d - 1 + offset];
        const thi = fd[d + 1 + offset];
        const x0 = tlo < thi ? thi : tlo + 1;
        let x = x0;
        let y = x0 - d;
        while (x < xlim && y < ylim && a[x] === b[y]) {
          x++;
          y++;
        }
        work += x - x0;
        fd[d + offset] = x;
        if (odd && bmin <= d && d <= bmax && bd[d + offset] <= x) {
          part.xmid = x;
          part.ymid = y;
          part.loMinimal = part.hiMinimal = true;
          return true;
        }
      }
      if (bmin > dmin) bd[--bmin - 1 + offset] = OFFSET_MAX;
      else ++bmin;
      if (bmax < dmax) bd[++bmax + 1 + offset] = OFFSET_MAX;
      else --bmax;
      for (let d = bmax; d >= bmin; d -= 2) {
        const tlo = bd[d - 1 + offset];
        const thi = bd[d + 1 + offset];
        const x0 = tlo < thi ? tlo : thi - 1;
        let x = x0;
        let y = x0 - d;
        while (xoff < x && yoff < y && a[x - 1] === b[y - 1]) {
          x--;
          y--;
        }
        work += x0 - x;
        bd[d + offset] = x;
        if (!odd && fmin <= d && d <= fmax && x <= fd[d + offset]) {
          part.xmid = x;
          part.ymid = y;
          part.loMinimal = part.hiMinimal = true;
          return true;
        }
      }
      work += fmax - fmin + bmax - bmin + 2;
      if (coarse) {
        if (work > coarseWork) return false;
      } else if (work > maxWork || ((c & 63) === 0 && performance.now() > deadline)) return false;
      if ((findMinimal && !coarse) || c < tooExpensive) continue;

      // GNU's heuristic: report the better of the furthest forward and backward points reached so far.
      let fxybest = -1;
      let fxbest = xoff;
      for (let d = fmax; d >= fmin; d -= 2) {
        let x = Math.min(fd[d + offset], xlim);
        let y = x - d;
        if (ylim < y) {
          x = ylim + d;
          y = ylim;
        }
        if (fxybest < x + y) {
          fxybest = x + y;
          fxbest = x;
        }
      }
      let bxybest = OFFSET_MAX;
      let bxbest = xlim;
      for (let d = bmax; d >= bmin; d -= 2) {
        let x = Math.max(xoff, bd[d + offset]);
        let y = x - d;
        if (y < yoff) {
          x = yoff + d;
          y = yoff;
        }
        if (x + y < bxybest) {
          bxybest = x + y;
          bxbest = x;
        }
      }
      if (xlim + ylim - bxybest < fxybest - (xoff + yoff)) {
        part.xmid = fxbest;
        part.ymid = fxybest - fxbest;
        part.loMinimal = true;
        part.hiMinimal = false;
      } else {
        part.xmid = bxbest;
        part.ymid = bxybest - bxbest;
        part.loMinimal = false;
        part.hiMinimal = true;
      }
      return true;
    }
  };

  // Explicit stack of regions: xoff, xlim, yoff, ylim, minimal.
  const stack: number[] = [0, n, 0, m, limits.minimal ? 1 : 0];
  while (stack.length > 0) {
    const findMinimal = stack.pop() === 1;
    let ylim = stack.pop()!;
    let yoff = stack.pop()!;
    let xlim = stack.pop()!;
    let xoff = stack.pop()!;
    while (xoff < xlim && yoff < ylim && a[xoff] === b[yoff]) {
      xoff++;
      yoff++;
    }
    while (xoff < xlim && yoff < ylim && a[xlim - 1] === b[ylim - 1]) {
      xlim--;
      ylim--;
    }
    if (xoff === xlim) {
      added.fill(1, yoff, ylim);
    } else if (yoff === ylim) {
      removed.fill(1, xoff, xlim);
    } else if (exhausted || !diag(xoff, xlim, yoff, ylim, findMinimal)) {
      if (!coarse) {
        coarse = true;
        tooExpensive = COARSE_COST;
        coarseWork = work + (n + m) * COARSE_COST * 16;
        stack.push(xoff, xlim, yoff, ylim, 0);
        continue;
      }
      exhausted = true;
      removed.fill(1, xoff, xlim);
      added.fill(1, yoff, ylim);
    } else {
      const { xmid, ymid, loMinimal, hiMinimal } = part;
      stack.push(xmid, xlim, ymid, ylim, hiMinimal ? 1 : 0);
      stack.push(xoff, xmid, yoff, ymid, loMinimal ? 1 : 0);
    }
  }
  return { removed, added, approximate: coarse };
}

let scratch = new Int32Array(1024);

/**
 * The edit distance (insertions + deletions, no substitutions) between `a` and `b`, or -1 when it exceeds `maxD`.
 * Forward-only Myers in O((N + M) · D) time and O(N + M) space, with the common prefix and suffix skipped first.
 */
export function editDistance(a: ArrayLike<number>, b: ArrayLike<number>, maxD: number): number {
  let lo = 0;
  let n = a.length;
  let m = b.length;
  while (lo < n && lo < m && a[lo] === b[lo]) lo++;
  while (n > lo && m > lo && a[n - 1] === b[m - 1]) {
    n--;
    m--;
  }
  const N = n - lo;
  const M = m - lo;
  if (N === 0 || M === 0) return N + M <= maxD ? N + M : -1;
  if (Math.abs(N - M) > maxD) return -1;
  if (scratch.length < N + M + 3) scratch = new Int32Array(N + M + 3);
  const v = scratch;
  const off = M + 1; // diagonal k = x - y lies in [-M, N]
  const dLimit = Math.min(maxD, N + M);
  for (let d = 0; d <= dLimit; d++) {
    const kLo = Math.max(-d, -M);
    const kHi = Math.min(d, N);
    for (let k = kLo + (((kLo + d) % 2) + 2) % 2; k <= kHi; k += 2) {
      let x = -1;
      if (d > 0) {
        // down (an insertion) from diagonal k + 1, or right (a deletion) from diagonal k − 1
        if (k + 1 <= d - 1 && k + 1 <= N) {
          const xp = v[k + 1 + off];
          if (xp >= 0 && xp - k <= M) x = xp;
        }
        if (k - 1 >= -(d - 1) && k - 1 >= -M) {
          const xp = v[k - 1 + off];
          if (xp >= 0 && xp + 1 <= N && xp + 1 > x) x = xp + 1;
        }
        if (x < 0) {
          v[k + off] = -1;
          continue;
        }
      } else {
        x = 0;
      }
      let y = x - k;
      while (x < N && y < M && a[lo + x] === b[lo + y]) {
        x++;
        y++;
      }
      v[k + off] = x;
      if (x === N && y === M) return d;
    }
  }
  return -1;
}
