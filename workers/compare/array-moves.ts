/**
 * The order half of a JSON Patch between two arrays whose items are matched by a key: the fewest `move` and `add`
 * operations that put the items in the modified array's order, each index valid at its step (RFC 6902 applies
 * operations one after the other).
 */

/** One step of {@link arrangeSteps}: move the item at `from` to `to`, or (no `from`) add the new item at `to`. */
export interface ArrangeStep {
  /** Index of the item in the modified array. */
  item: number;
  from?: number;
  to: number;
}

/**
 * The JSON Patch `move` and `add` steps that turn an array of the kept items (`kept`: the modified index of each, in
 * their present order) into the modified array of `length` items, every index valid at its step: the items on a
 * longest increasing run of `kept` stay where they are; each other kept item is moved once and each new item added
 * once, in the modified order, right after the item that precedes it there — the fewest operations there can be.
 * O(n log n): positions are counted in a Fenwick tree over slots, one per kept item and one per arrival, laid out
 * in the final order (the arrivals right after the staying item they follow).
 */
export function arrangeSteps(kept: readonly number[], length: number): ArrangeStep[] {
  const stays = new Uint8Array(length);
  for (const p of longestIncreasingRun(kept)) stays[kept[p]] = 1;
  /** Present position of each kept item by its modified index, -1 for a new item. */
  const at = new Int32Array(length).fill(-1);
  kept.forEach((j, p) => (at[j] = p));
  // Arrivals are grouped by the staying item they follow (group p + 1 for the kept item at p; 0: the start).
  const group = new Int32Array(length);
  const arrivals = new Int32Array(kept.length + 1);
  let follows = 0;
  for (let j = 0; j < length; j++) {
    if (stays[j]) follows = at[j] + 1;
    else arrivals[(group[j] = follows)]++;
  }
  const next = new Int32Array(kept.length + 1);
  const keptSlot = new Int32Array(kept.length);
  let slots = arrivals[0];
  for (let p = 0; p < kept.length; p++) {
    keptSlot[p] = slots++;
    next[p + 1] = slots;
    slots += arrivals[p + 1];
  }
  const tree = new Int32Array(slots + 1);
  const add = (slot: number, delta: number) => {
    for (let i = slot + 1; i <= slots; i += i & -i) tree[i] += delta;
  };
  /** Occupied slots before `slot`: the array index of whatever is (or arrives) there. */
  const before = (slot: number) => {
    let n = 0;
    for (let i = slot; i > 0; i -= i & -i) n += tree[i];
    return n;
  };
  for (let p = 0; p < kept.length; p++) add(keptSlot[p], 1);
  const steps: ArrangeStep[] = [];
  for (let j = 0; j < length; j++) {
    if (stays[j]) continue;
    const target = next[group[j]]++;
    if (at[j] < 0) {
      steps.push({ item: j, to: before(target) });
    } else {
      const from = before(keptSlot[at[j]]);
      add(keptSlot[at[j]], -1);
      const to = before(target);
      if (to !== from) steps.push({ item: j, from, to });
    }
    add(target, 1);
  }
  return steps;
}

/** Positions of a longest strictly increasing run of `values` (patience sorting, O(n log n)). */
function longestIncreasingRun(values: readonly number[]): number[] {
  const tails: number[] = [];
  const previous = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = i;
  }
  const run = new Array<number>(tails.length);
  for (let i = tails.length - 1, k = tails.at(-1) ?? -1; i >= 0; i--, k = previous[k]) run[i] = k;
  return run;
}
