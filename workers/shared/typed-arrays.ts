/** The typed arrays the engines grow as they go (token tables, open-element stacks, line tables, fold records). */
export type GrowableArray = Uint8Array | Int8Array | Uint32Array | Int32Array | Float64Array;

/** A copy of `a` with room for `size` entries (its own type, the entries beyond `a`'s length zero). */
export function resized<T extends GrowableArray>(a: T, size: number): T {
  const b = new (a.constructor as new (length: number) => T)(size);
  b.set(a.length > size ? a.subarray(0, size) : a);
  return b;
}
