import { describe, expect, it } from 'vitest';
import { partDecoder, utf8Boundary } from './utf8';

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const whole = (bytes: Uint8Array) => decoder.decode(bytes);

/** Bytes that matter to a UTF-8 decoder: ASCII, continuation bytes at the edges of the ranges, every kind of lead byte, and bytes that are never valid. */
const BYTES = [0x41, 0x80, 0x90, 0xa0, 0xbf, 0xc1, 0xc5, 0xe0, 0xe2, 0xed, 0xf0, 0xf4, 0xff];

function* sequences(length: number): Generator<Uint8Array> {
  const n = BYTES.length ** length;
  for (let i = 0; i < n; i++) {
    const s = new Uint8Array(length);
    for (let j = 0, v = i; j < length; j++, v = Math.floor(v / BYTES.length)) s[j] = BYTES[v % BYTES.length];
    yield s;
  }
}

/** Random bytes, mostly well-formed characters of every length (with the BOM's), some malformed. */
function randomBytes(seed: number, length: number): Uint8Array {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
  const enc = new TextEncoder();
  const parts: number[] = [];
  while (parts.length < length) {
    const r = rnd(10);
    if (r < 6) parts.push(...enc.encode(['a', 'Ł', '€', '😀', '\ufeff', '\n'][rnd(6)]));
    else parts.push(BYTES[rnd(BYTES.length)]);
  }
  return new Uint8Array(parts.slice(0, length));
}

describe('utf8Boundary', () => {
  it('cuts every sequence of up to 4 decoder-relevant bytes, at every end, so that both sides decode to the whole', () => {
    for (let length = 1; length <= 4; length++) {
      for (const bytes of sequences(length)) {
        const all = whole(bytes);
        for (let end = 0; end <= length; end++) {
          const cut = utf8Boundary(bytes, end);
          const split = whole(bytes.subarray(0, cut)) + whole(bytes.subarray(cut));
          // Checked without expect() per case: there are about 150,000.
          if (cut > end || cut < end - 3 || split !== all) expect({ bytes: Array.from(bytes), end, cut, split }).toEqual({ all });
        }
      }
    }
  });

  it('leaves a part empty only when it holds the start of one character', () => {
    for (let length = 1; length <= 4; length++) {
      for (const bytes of sequences(length)) {
        if (utf8Boundary(bytes) > 0) continue;
        const need = bytes[0] >= 0xf0 ? 4 : bytes[0] >= 0xe0 ? 3 : 2;
        expect(bytes[0] >= 0xc0 && length < need && bytes.subarray(1).every((b) => b >= 0x80 && b < 0xc0)).toBe(true);
      }
    }
  });

  it('cuts random texts into parts of every size, each decoded on its own, as the whole decodes', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const bytes = randomBytes(seed, 1 + (seed % 40));
      const all = whole(bytes);
      for (let size = 4; size <= 12; size++) {
        let text = '';
        for (let at = 0; at < bytes.length; ) {
          const end = Math.min(bytes.length, at + size);
          const cut = end < bytes.length ? utf8Boundary(bytes.subarray(at, end)) : end - at;
          expect(cut).toBeGreaterThan(0);
          text += whole(bytes.subarray(at, at + cut));
          at += cut;
        }
        expect(text).toBe(all);
      }
    }
  });
});

describe('partDecoder', () => {
  it('decodes parts cut anywhere as the whole decodes, a BOM at the start dropped or kept', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...randomBytes(seed, 1 + (seed % 40))]);
      for (let size = 1; size <= 7; size++) {
        for (const keepBom of [false, true]) {
          const decode = partDecoder(keepBom);
          let text = '';
          for (let at = 0; at < bytes.length; at += size) text += decode(bytes.subarray(at, at + size));
          text += decode(undefined, true);
          expect(text).toBe(new TextDecoder('utf-8', { ignoreBOM: keepBom }).decode(bytes));
        }
      }
    }
  });

  it('ends a character left unfinished at the very end as U+FFFD, as decoding the whole does', () => {
    const decode = partDecoder();
    expect(decode(new Uint8Array([0x61, 0xf0, 0x9f]))).toBe('a');
    expect(decode(new Uint8Array([0x98]), true)).toBe('\ufffd');
  });
});
