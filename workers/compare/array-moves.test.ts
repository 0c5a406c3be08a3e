import { describe, expect, it } from 'vitest';
import { createRandom } from '../testdata/random';
import { arrangeSteps } from './array-moves';

/** Applies the steps as RFC 6902 does (remove at `from`, then insert at `to`), checking every index on the way. */
function apply(kept: readonly number[], length: number): { result: number[]; steps: number } {
  const array = [...kept];
  const steps = arrangeSteps(kept, length);
  for (const { item, from, to } of steps) {
    if (from === undefined) {
      expect(to).toBeLessThanOrEqual(array.length);
      array.splice(to, 0, item);
    } else {
      expect(from).toBeLessThan(array.length);
      expect(array[from]).toBe(item);
      array.splice(from, 1);
      expect(to).toBeLessThanOrEqual(array.length);
      array.splice(to, 0, item);
    }
  }
  return { result: array, steps: steps.length };
}

/** Length of a longest increasing run, the slow and obvious way. */
function lisLength(values: readonly number[]): number {
  const best = values.map(() => 1);
  for (let i = 0; i < values.length; i++) for (let k = 0; k < i; k++) if (values[k] < values[i]) best[i] = Math.max(best[i], best[k] + 1);
  return Math.max(0, ...best);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('arrangeSteps', () => {
  it.each([
    ['in order already', [0, 1, 2, 3], 4, []],
    ['one item to the front', [1, 2, 3, 0], 4, [{ item: 0, from: 3, to: 0 }]],
    ['one item to the end', [3, 0, 1, 2], 4, [{ item: 3, from: 0, to: 3 }]],
    ['a swap', [1, 0], 2, [{ item: 1, from: 0, to: 1 }]],
    ['new items in place', [0, 2], 4, [{ item: 1, to: 1 }, { item: 3, to: 3 }]],
    ['all new', [], 2, [{ item: 0, to: 0 }, { item: 1, to: 1 }]],
    ['nothing', [], 0, []],
  ])('%s', (_name, kept, length, expected) => {
    expect(arrangeSteps(kept, length)).toEqual(expected);
    expect(apply(kept, length).result).toEqual(range(length));
  });

  it('reversed: every item but one moves once', () => {
    const kept = range(50).reverse();
    const { result, steps } = apply(kept, 50);
    expect(result).toEqual(range(50));
    expect(steps).toBe(49);
  });

  it('random orders with new items: the modified order, with the fewest operations (items off a longest run, plus the new ones)', () => {
    const rnd = createRandom(24).next;
    for (let round = 0; round < 500; round++) {
      const length = Math.floor(rnd() * 40);
      const ids = range(length).filter(() => rnd() < 0.8);
      for (let i = ids.length - 1; i > 0 && rnd() < 0.7; i--) {
        const k = Math.floor(rnd() * (i + 1));
        [ids[i], ids[k]] = [ids[k], ids[i]];
      }
      const { result, steps } = apply(ids, length);
      expect(result).toEqual(range(length));
      expect(steps).toBe(ids.length - lisLength(ids) + (length - ids.length));
    }
  });

  it('a shuffle of 200,000 items: each item off the longest run moves once', () => {
    const rnd = createRandom(7).next;
    const ids = range(200_000);
    for (let i = ids.length - 1; i > 0; i--) {
      const k = Math.floor(rnd() * (i + 1));
      [ids[i], ids[k]] = [ids[k], ids[i]];
    }
    const steps = arrangeSteps(ids, ids.length);
    // A random permutation's longest increasing run is about 2√n long: nearly every item moves.
    expect(steps.length).toBeGreaterThan(199_000);
    expect(steps.length).toBeLessThan(200_000);
  });
});
