import { lineKey } from './diff-texts';
import type { CompareOptions } from './meta';
import { resized } from '../shared/typed-arrays';

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
  /** FNV-1a hash of each line's bytes, computed while splitting (the keys of the usual compare without options). */
  hashes: Int32Array;
}

const LF = 10;
const CR = 13;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** Bytes (when splitting) or lines (when interning) between two progress reports of a long pass. */
const REPORT_BYTES = 4 << 20;
const REPORT_LINES = 1 << 16;

/**
 * Splits UTF-8 bytes into lines as toLines + split('\n') split the decoded text: CRLF, lone CR and LF each end a
 * line, one final line break ends the last line rather than starting an empty one, and an empty input is one
 * empty line. Each line's hash is computed in the same pass, so the bytes are read once. `onBytes` hears the
 * bytes split so far about every 4 MB (a long pass on a big file).
 */
export function splitByteLines(bytes: Uint8Array, onBytes?: (done: number) => void): ByteLines {
  const len = bytes.length;
  // A first guess from the average line length of the first 64 KB, so that the arrays rarely grow.
  let guess = 1;
  const sample = Math.min(len, 1 << 16);
  for (let i = 0; i < sample; i++) if (bytes[i] === LF) guess++;
  let capacity = Math.max(1024, Math.ceil(((guess * len) / Math.max(1, sample)) * 1.1));
  let starts = new Uint32Array(capacity);
  let ends = new Uint32Array(capacity);
  let hashes = new Int32Array(capacity);
  let count = 0;
  let start = 0;
  let h = FNV_OFFSET;
  let nextReport = onBytes ? REPORT_BYTES : Infinity;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? bytes[i] : LF;
    if (c !== LF && c !== CR) {
      h = Math.imul(h ^ c, FNV_PRIME);
      continue;
    }
    // The end of the input ends a line only when something is left (or the input is empty).
    if (i === len && start === len && count > 0) break;
    if (count === capacity) {
      capacity *= 2;
      starts = resized(starts, capacity);
      ends = resized(ends, capacity);
      hashes = resized(hashes, capacity);
    }
    starts[count] = start;
    ends[count] = i;
    hashes[count++] = h;
    h = FNV_OFFSET;
    if (c === CR && i + 1 < len && bytes[i + 1] === LF) i++;
    start = i + 1;
    if (start >= nextReport) {
      nextReport = start + REPORT_BYTES;
      onBytes!(Math.min(start, len));
    }
  }
  return { bytes, count, starts: starts.slice(0, count), ends: ends.slice(0, count), hashes: hashes.slice(0, count) };
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
 * The compared form of each line (lineKey's), as bytes: key i is keyBytes[keyStarts[i] .. keyEnds[i]). Without
 * options the keys are the lines themselves. With ignore-whitespace or ignore-case, ASCII lines are transformed on
 * bytes (runs of tab, vertical tab, form feed and space collapsed to one space and trimmed; A–Z lowered), which
 * is exactly lineKey on them; a line with other bytes is decoded and its lineKey encoded again, since Unicode
 * whitespace and case need the string rules. So is a line that is not well-formed UTF-8, with or without options
 * (it decodes with U+FFFD, and equal texts must give equal keys).
 */
export interface LineKeys {
  keyBytes: Uint8Array;
  keyStarts: Uint32Array;
  keyEnds: Uint32Array;
  /** FNV-1a hash of each key. */
  keyHashes: Int32Array;
}

/** Tells whether bytes are well-formed UTF-8 as a whole (a faster native check where the runtime has one). */
export type Utf8Check = (bytes: Uint8Array) => boolean;

const isAsciiSpace = (c: number) => c === 32 || (c >= 9 && c <= 12);

export function lineKeys(
  lines: ByteLines,
  options: Pick<CompareOptions, 'ignoreWhitespace' | 'ignoreCase'>,
  isUtf8?: Utf8Check,
): LineKeys {
  const { bytes, count, starts, ends, hashes } = lines;
  const transform = options.ignoreWhitespace || options.ignoreCase;
  if (!transform && (isUtf8 ? isUtf8(bytes) : !hasMalformedLine(lines))) {
    return { keyBytes: bytes, keyStarts: starts, keyEnds: ends, keyHashes: hashes };
  }
  let out = new Uint8Array(bytes.length + 16);
  const keyStarts = new Uint32Array(count);
  const keyEnds = new Uint32Array(count);
  const keyHashes = new Int32Array(count);
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
      const text = lineText(lines, i);
      // Lower case can be longer than the original ('İ' is 2 bytes, 'i̇' 3), hence the growing buffer.
      const key = encoder.encode(transform ? lineKey(text, options) : text);
      if (o + key.length > out.length) {
        const grown = new Uint8Array(Math.max(out.length * 2, o + key.length));
        grown.set(out.subarray(0, o));
        out = grown;
      }
      out.set(key, o);
      o += key.length;
    }
    keyEnds[i] = o;
    let h = FNV_OFFSET;
    for (let p = o0; p < o; p++) h = Math.imul(h ^ out[p], FNV_PRIME);
    keyHashes[i] = h;
  }
  return { keyBytes: out, keyStarts, keyEnds, keyHashes };
}

/** True when some line is not well-formed UTF-8 (checked only on lines with a byte ≥ 0x80). */
function hasMalformedLine({ bytes, count, starts, ends }: ByteLines): boolean {
  for (let i = 0; i < count; i++) {
    const s = starts[i];
    const e = ends[i];
    for (let p = s; p < e; p++) {
      if (bytes[p] >= 0x80) {
        if (!isWellFormedUtf8(bytes, s, e)) return true;
        break;
      }
    }
  }
  return false;
}

/**
 * Interns the keys of both sides into ids, numbered as line-diff.ts's Map numbers strings: in order of first
 * occurrence, a's lines first, so ids below `inA` occur in a. Keys are hashed (FNV-1a, 32 bits) into an
 * open-addressing table; on equal hashes the bytes are compared, so a hash collision never merges two different
 * lines. The loops are written out (no helper calls per byte): this is the hot path of a large compare.
 * `onLines` hears the side (0: a, 1: b) and its lines interned so far, every 65,536 lines.
 */
export function internLines(
  a: LineKeys,
  aCount: number,
  b: LineKeys,
  bCount: number,
  onLines?: (side: 0 | 1, done: number) => void,
): { aIds: Int32Array; bIds: Int32Array; inA: number } {
  // Each slot holds [hash, id] side by side (id -1: empty), so a probe reads one cache line; the table starts at
  // twice a's line count (room for every line of a being distinct) and doubles past half full.
  let size = 1 << 12;
  while (size < 2 * aCount) size <<= 1;
  let mask = size - 1;
  let table = new Int32Array(size * 2);
  for (let k = 1; k < table.length; k += 2) table[k] = -1;
  let capacity = 1 << 12;
  // Where each id's key is: side, start and length, side by side.
  let idInfo = new Uint32Array(capacity * 3);
  const buffers = [a.keyBytes, b.keyBytes];
  let ids = 0;

  const internSide = (side: 0 | 1, count: number, out: Int32Array) => {
    const { keyStarts, keyEnds, keyHashes, keyBytes: bytes } = side === 0 ? a : b;
    let nextReport = onLines ? REPORT_LINES : Infinity;
    for (let i = 0; i < count; i++) {
      if (i === nextReport) {
        nextReport += REPORT_LINES;
        onLines!(side, i);
      }
      const from = keyStarts[i];
      const to = keyEnds[i];
      const h = keyHashes[i];
      const len = to - from;
      let slot = h & mask;
      let found = -1;
      for (;;) {
        const id = table[slot * 2 + 1];
        if (id === -1) break;
        if (table[slot * 2] === h && idInfo[id * 3 + 2] === len) {
          const other = buffers[idInfo[id * 3]];
          const of = idInfo[id * 3 + 1] - from;
          let p = from;
          while (p < to && other[p + of] === bytes[p]) p++;
          if (p === to) {
            found = id;
            break;
          }
        }
        slot = (slot + 1) & mask;
      }
      if (found === -1) {
        if (ids === capacity) {
          capacity *= 2;
          const grown = new Uint32Array(capacity * 3);
          grown.set(idInfo);
          idInfo = grown;
        }
        found = ids++;
        idInfo[found * 3] = side;
        idInfo[found * 3 + 1] = from;
        idInfo[found * 3 + 2] = len;
        table[slot * 2] = h;
        table[slot * 2 + 1] = found;
        if (ids * 2 > size) {
          const old = table;
          size <<= 1;
          mask = size - 1;
          table = new Int32Array(size * 2);
          for (let k = 1; k < table.length; k += 2) table[k] = -1;
          for (let k = 0; k < old.length; k += 2) {
            if (old[k + 1] === -1) continue;
            let s = old[k] & mask;
            while (table[s * 2 + 1] !== -1) s = (s + 1) & mask;
            table[s * 2] = old[k];
            table[s * 2 + 1] = old[k + 1];
          }
        }
      }
      out[i] = found;
    }
  };

  const aIds = new Int32Array(aCount);
  internSide(0, aCount, aIds);
  const inA = ids;
  const bIds = new Int32Array(bCount);
  internSide(1, bCount, bIds);
  return { aIds, bIds, inA };
}
