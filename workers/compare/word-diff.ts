/**
 * Word-level highlights: the pieces char-diff.ts puts together when a modified row is highlighted by words.
 *
 * A line is cut into tokens — a number (`421.72`, `1,000`), a word (letters, digits, `_`), a run of whitespace,
 * or one other character — and the tokens are diffed (char-diff.ts runs its bit-parallel diff over token ids).
 * The token diff is then cleaned up the way diff-match-patch's `cleanupSemantic` does: an unchanged stretch no
 * longer than the changes on either side of it is folded into them, so "Hanna Vos" → "Changed Name" is one
 * highlight per side instead of "Change", "Nam" and their neighbours. Why: a reviewer reads words, and a scatter
 * of letters that happen to match ("a", "n", "e") reads as noise.
 */

/** Numbers first (so the decimal point stays inside), then words, whitespace runs, any other single code point. */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}\p{N}_]+|\s+|[\s\S]/gu;

/** Start offsets of the tokens of `s`, plus s.length at the end (UTF-16 units). */
export function tokenBounds(s: string): number[] {
  const out: number[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(s); m; m = TOKEN.exec(s)) out.push(m.index);
  out.push(s.length);
  return out;
}

/** One stretch of a token diff in character offsets: unchanged (eq) or a change (a[aStart..aEnd) → b[bStart..bEnd)). */
export interface Segment {
  eq: boolean;
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
}

/**
 * The segments of a token diff: `removed[t]` / `added[t]` flag the tokens of a and b outside the common
 * subsequence (bounds from tokenBounds). Adjacent changes form one segment, so eq and change segments alternate.
 */
export function segmentsOf(aBounds: number[], bBounds: number[], removed: Uint8Array, added: Uint8Array): Segment[] {
  const out: Segment[] = [];
  const na = aBounds.length - 1;
  const nb = bBounds.length - 1;
  let i = 0;
  let j = 0;
  while (i < na || j < nb) {
    const i0 = i;
    const j0 = j;
    if (i < na && j < nb && !removed[i] && !added[j]) {
      while (i < na && j < nb && !removed[i] && !added[j]) {
        i++;
        j++;
      }
      out.push({ eq: true, aStart: aBounds[i0], aEnd: aBounds[i], bStart: bBounds[j0], bEnd: bBounds[j] });
      continue;
    }
    while (i < na && removed[i]) i++;
    while (j < nb && added[j]) j++;
    if (i === i0 && j === j0) break; // cannot happen for a consistent diff
    out.push({ eq: false, aStart: aBounds[i0], aEnd: aBounds[i], bStart: bBounds[j0], bEnd: bBounds[j] });
  }
  return out;
}

const changeSize = (s: Segment): number => Math.max(s.aEnd - s.aStart, s.bEnd - s.bStart);

/**
 * diff-match-patch's semantic rule: an unchanged segment between two changes whose length is at most the larger
 * side of the change before it and at most the larger side of the change after it becomes part of one change
 * with both. Repeated until nothing folds (a fold makes the merged change larger, which may fold its neighbours).
 */
export function cleanupSemantic(segments: Segment[]): Segment[] {
  const segs = segments.slice();
  let folded = true;
  while (folded) {
    folded = false;
    for (let k = 1; k + 1 < segs.length; k++) {
      const eq = segs[k];
      const before = segs[k - 1];
      const after = segs[k + 1];
      if (!eq.eq || before.eq || after.eq) continue;
      const len = eq.aEnd - eq.aStart;
      if (len <= changeSize(before) && len <= changeSize(after)) {
        segs.splice(k - 1, 3, { eq: false, aStart: before.aStart, aEnd: after.aEnd, bStart: before.bStart, bEnd: after.bEnd });
        folded = true;
        k--;
      }
    }
  }
  return segs;
}

/** [start, end) pairs of the changed parts of each side, empty ones left out. */
export function segmentRanges(segments: Segment[]): { left: number[]; right: number[] } {
  const left: number[] = [];
  const right: number[] = [];
  for (const s of segments) {
    if (s.eq) continue;
    if (s.aEnd > s.aStart) left.push(s.aStart, s.aEnd);
    if (s.bEnd > s.bStart) right.push(s.bStart, s.bEnd);
  }
  return { left, right };
}
