import { lineKey } from './diff-texts';
import type { CompareOptions } from './meta';

/**
 * Lines of a text held as UTF-8 bytes, for comparing large files without decoding them into one string: the lines
 * are found on bytes, hashed, and interned into integer ids that the line diff (line-diff.ts) takes as they are.
 * Every step gives what the string path (diff-texts.ts: toLines, split, lineKey, a Map of strings) gives on the
 * decoded text, so the two paths' results are identical.
 */

/** The lines of one side: line i is bytes[starts[i] .. ends[i]) (without its line break). */
export interface ByteLines {
  bytes: Uint8Array;
  count: number;
  starts: Uint32Array;
  ends: Uint32Array;
}

const LF = 10;
const CR = 13;

/**
 * Splits UTF-8 bytes into lines as toLines + split('\n') split the decoded text: CRLF, lone CR and LF each end a
 * line, one final line break ends the last line rather than starting an empty one, and an empty input is one
 * empty line.
 */
export function splitByteLines(bytes: Uint8Array): ByteLines {
  let starts = new Uint32Array(1024);
  let ends = new Uint32Array(1024);
  let count = 0;
  const push = (s: number, e: number) => {
    if (count === starts.length) {
      const grownS = new Uint32Array(count * 2);
      grownS.set(starts);
      starts = grownS;
      const grownE = new Uint32Array(count * 2);
      grownE.set(ends);
      ends = grownE;
    }
    starts[count] = s;
    ends[count++] = e;
  };
  const len = bytes.length;
  let start = 0;
  if (bytes.indexOf(CR) === -1) {
    // The usual case: only LF. indexOf is the engine's native byte search, several times faster than a loop here.
    for (let i = bytes.indexOf(LF); i !== -1; i = bytes.indexOf(LF, i + 1)) {
      push(start, i);
      start = i + 1;
    }
  } else {
    for (let i = 0; i < len; i++) {
      const c = bytes[i];
      if (c === LF) {
        push(start, i);
        start = i + 1;
      } else if (c === CR) {
        push(start, i);
        if (bytes[i + 1] === LF) i++;
        start = i + 1;
      }
    }
  }
  if (start < len || count === 0) push(start, len);
  return { bytes, count, starts: starts.slice(0, count), ends: ends.slice(0, count) };
}

/** Decodes bytes as readFileSync(…, 'utf8') does: a byte order mark stays, malformed bytes become U+FFFD. */
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();

/** The text of line i. */
export function lineText(lines: ByteLines, i: number): string {
  return decoder.decode(lines.bytes.subarray(lines.starts[i], lines.ends[i]));
}

/** True when bytes[from .. to) is well-formed UTF-8 (so decoding and encoding it again gives the same bytes). */
export function isWellFormedUtf8(bytes: Uint8Array, from: number, to: number): boolean {
  let i = from;
  while (i < to) {
    const c = bytes[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (c >= 0xc2 && c <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return false;
    if (i + need >= to) return false;
    let cp = c & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const d = bytes[i + k];
      if ((d & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (d & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return false;
    i += need + 1;
  }
  return true;
}

/**
 * The compared form of each line (lineKey's), as bytes: key i is keyBytes[keyStarts[i] .. keyEnds[i]), or
 * `special.get(i)` when set. Without options the keys are the lines themselves; with ignore-whitespace or
 * ignore-case, ASCII lines are transformed on bytes (runs of tab, vertical tab, form feed and space collapsed
 * to one space and trimmed; A–Z lowered), which is exactly lineKey on them. A line with other bytes is decoded
 * and its lineKey encoded again, since Unicode whitespace and case need the string rules; so is a line that is
 * not well-formed UTF-8 (it decodes with U+FFFD, and equal texts must give equal keys).
 */
export interface LineKeys {
  keyBytes: Uint8Array;
  keyStarts: Uint32Array;
  keyEnds: Uint32Array;
  special: Map<number, Uint8Array>;
}

const isAsciiSpace = (c: number) => c === 32 || (c >= 9 && c <= 12);

export function lineKeys(lines: ByteLines, options: Pick<CompareOptions, 'ignoreWhitespace' | 'ignoreCase'>): LineKeys {
  const { bytes, count, starts, ends } = lines;
  const special = new Map<number, Uint8Array>();
  const transform = options.ignoreWhitespace || options.ignoreCase;
  const fromString = (i: number) => {
    const text = lineText(lines, i);
    special.set(i, encoder.encode(transform ? lineKey(text, options) : text));
  };
  if (!transform) {
    for (let i = 0; i < count; i++) {
      const s = starts[i];
      const e = ends[i];
      for (let p = s; p < e; p++) {
        if (bytes[p] >= 0x80) {
          if (!isWellFormedUtf8(bytes, s, e)) fromString(i);
          break;
        }
      }
    }
    return { keyBytes: bytes, keyStarts: starts, keyEnds: ends, special };
  }
  const out = new Uint8Array(bytes.length);
  const keyStarts = new Uint32Array(count);
  const keyEnds = new Uint32Array(count);
  const ws = options.ignoreWhitespace;
  const lower = options.ignoreCase;
  let o = 0;
  for (let i = 0; i < count; i++) {
    const s = starts[i];
    const e = ends[i];
    const o0 = o;
    keyStarts[i] = o0;
    let pendingSpace = false;
    let ascii = true;
    for (let p = s; p < e; p++) {
      let c = bytes[p];
      if (c >= 0x80) {
        ascii = false;
        break;
      }
      if (ws && isAsciiSpace(c)) {
        pendingSpace = o > o0;
        continue;
      }
      if (pendingSpace) {
        out[o++] = 32;
        pendingSpace = false;
      }
      if (lower && c >= 65 && c <= 90) c += 32;
      out[o++] = c;
    }
    if (!ascii) {
      o = o0;
      fromString(i);
    }
    keyEnds[i] = o;
  }
  return { keyBytes: out, keyStarts, keyEnds, special };
}

/** FNV-1a, 32 bits, over bytes[from .. to). */
function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5 | 0;
  for (let p = from; p < to; p++) h = Math.imul(h ^ bytes[p], 0x01000193);
  return h;
}

/**
 * Interns the keys of both sides into ids, numbered as line-diff.ts's Map numbers strings: in order of first
 * occurrence, a's lines first, so ids below `inA` occur in a. Keys are hashed (FNV-1a) into an open-addressing
 * table; on equal hashes the bytes are compared, so a hash collision never merges two different lines.
 */
export function internLines(a: LineKeys, aCount: number, b: LineKeys, bCount: number): { aIds: Int32Array; bIds: Int32Array; inA: number } {
  let size = 1 << 16;
  while (size < (aCount + bCount) / 4) size <<= 1;
  let table = new Int32Array(size).fill(-1);
  let idHash = new Int32Array(1024);
  let idSide = new Uint8Array(1024);
  let idLine = new Int32Array(1024);
  let ids = 0;
  const sides = [a, b];

  const keyOf = (k: LineKeys, i: number): [Uint8Array, number, number] => {
    const sp = k.special.get(i);
    return sp ? [sp, 0, sp.length] : [k.keyBytes, k.keyStarts[i], k.keyEnds[i]];
  };
  const grow = () => {
    size <<= 1;
    table = new Int32Array(size).fill(-1);
    const mask = size - 1;
    for (let id = 0; id < ids; id++) {
      let slot = idHash[id] & mask;
      while (table[slot] !== -1) slot = (slot + 1) & mask;
      table[slot] = id;
    }
  };
  const intern = (side: number, k: LineKeys, i: number): number => {
    const hasSpecial = k.special.size > 0 && k.special.has(i);
    let bytes = k.keyBytes;
    let from = k.keyStarts[i];
    let to = k.keyEnds[i];
    if (hasSpecial) [bytes, from, to] = keyOf(k, i);
    const h = hashBytes(bytes, from, to);
    const mask = size - 1;
    let slot = h & mask;
    for (;;) {
      const id = table[slot];
      if (id === -1) break;
      if (idHash[id] === h) {
        const other = sides[idSide[id]];
        const line = idLine[id];
        let ob = other.keyBytes;
        let of = other.keyStarts[line];
        let ot = other.keyEnds[line];
        if (other.special.size > 0 && other.special.has(line)) [ob, of, ot] = keyOf(other, line);
        if (ot - of === to - from) {
          let p = 0;
          const len = to - from;
          while (p < len && ob[of + p] === bytes[from + p]) p++;
          if (p === len) return id;
        }
      }
      slot = (slot + 1) & mask;
    }
    if (ids === idHash.length) {
      const h2 = new Int32Array(ids * 2);
      h2.set(idHash);
      idHash = h2;
      const s2 = new Uint8Array(ids * 2);
      s2.set(idSide);
      idSide = s2;
      const l2 = new Int32Array(ids * 2);
      l2.set(idLine);
      idLine = l2;
    }
    const id = ids++;
    idHash[id] = h;
    idSide[id] = side;
    idLine[id] = i;
    table[slot] = id;
    if (ids * 2 > size) grow();
    return id;
  };

  const aIds = new Int32Array(aCount);
  for (let i = 0; i < aCount; i++) aIds[i] = intern(0, a, i);
  const inA = ids;
  const bIds = new Int32Array(bCount);
  for (let j = 0; j < bCount; j++) bIds[j] = intern(1, b, j);
  return { aIds, bIds, inA };
}
