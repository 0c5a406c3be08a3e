import { diffSequences, type DiffLimits, type SequenceDiff } from './myers';

/**
 * Line diff of two line lists (already normalised for the compare options), minimal as GNU diff's for ordinary
 * inputs and fast on 100,000-line files:
 * 1. lines are interned to integer ids (one Map from line text to id), so comparisons are integer compares;
 * 2. lines that occur on one side only are marked changed and dropped — exact, since they cannot be part of any
 *    common subsequence — which shrinks the problem to the lines both sides share (nothing, for unrelated files);
 * 3. Myers (myers.ts) runs on what is left, and its verdicts are mapped back to the original line numbers.
 */
export function lineDiff(aLines: readonly string[], bLines: readonly string[], limits: DiffLimits = {}): SequenceDiff {
  const n = aLines.length;
  const m = bLines.length;
  const ids = new Map<string, number>();
  const aIds = new Int32Array(n);
  const bIds = new Int32Array(m);
  for (let i = 0; i < n; i++) {
    const line = aLines[i];
    let id = ids.get(line);
    if (id === undefined) {
      id = ids.size;
      ids.set(line, id);
    }
    aIds[i] = id;
  }
  const inA = ids.size;
  // Ids from b that are new get numbers >= inA, so "occurs in a" is a range check.
  for (let j = 0; j < m; j++) {
    const line = bLines[j];
    let id = ids.get(line);
    if (id === undefined) {
      id = ids.size;
      ids.set(line, id);
    }
    bIds[j] = id;
  }
  return lineDiffIds(aIds, bIds, inA, limits);
}

/**
 * The line diff of two sequences of interned line ids (steps 2 and 3 above). Ids are numbered in order of first
 * occurrence, a's lines first, so the ids below `inA` are exactly those that occur in a; two interners that
 * number alike (this file's Map of strings, byte-lines.ts's hash table over bytes) give identical results.
 */
export function lineDiffIds(aIds: Int32Array, bIds: Int32Array, inA: number, limits: DiffLimits = {}): SequenceDiff {
  const n = aIds.length;
  const m = bIds.length;
  const inB = new Uint8Array(inA);
  for (let j = 0; j < m; j++) if (bIds[j] < inA) inB[bIds[j]] = 1;

  const removed = new Uint8Array(n);
  const added = new Uint8Array(m);
  const aKeep = new Int32Array(n); // reduced index -> original index
  const bKeep = new Int32Array(m);
  let na = 0;
  let nb = 0;
  for (let i = 0; i < n; i++) {
    if (inB[aIds[i]]) aKeep[na++] = i;
    else removed[i] = 1;
  }
  for (let j = 0; j < m; j++) {
    if (bIds[j] < inA) bKeep[nb++] = j;
    else added[j] = 1;
  }
  const aRed = new Int32Array(na);
  const bRed = new Int32Array(nb);
  for (let i = 0; i < na; i++) aRed[i] = aIds[aKeep[i]];
  for (let j = 0; j < nb; j++) bRed[j] = bIds[bKeep[j]];

  const sub = diffSequences(aRed, bRed, limits);
  for (let i = 0; i < na; i++) if (sub.removed[i]) removed[aKeep[i]] = 1;
  for (let j = 0; j < nb; j++) if (sub.added[j]) added[bKeep[j]] = 1;
  return { removed, added, approximate: sub.approximate };
}
