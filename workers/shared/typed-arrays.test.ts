import { describe, expect, it } from 'vitest';
import { resized } from './typed-arrays';

describe('resized', () => {
  it('keeps the type and the entries, and zeroes the new room', () => {
    const a = Uint32Array.of(7, 4_000_000_000, 9);
    const b = resized(a, 6);
    expect(b).toBeInstanceOf(Uint32Array);
    expect([...b]).toEqual([7, 4_000_000_000, 9, 0, 0, 0]);
    expect(b.buffer).not.toBe(a.buffer);
    const f = resized(Float64Array.of(1.5, 2 ** 40), 3);
    expect(f).toBeInstanceOf(Float64Array);
    expect([...f]).toEqual([1.5, 2 ** 40, 0]);
    expect([...resized(Int8Array.of(-1, 1), 2)]).toEqual([-1, 1]);
  });

  it('cuts to a smaller size', () => {
    expect([...resized(Uint8Array.of(1, 2, 3), 2)]).toEqual([1, 2]);
  });
});
