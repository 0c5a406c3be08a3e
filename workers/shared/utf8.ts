/**
 * UTF-8 bytes of a big input turned into text a part at a time, exactly as decoding the whole would turn them (the
 * small path decodes the whole text). Every place that decodes parts of a big input goes through one of these two:
 *
 * - utf8Boundary, for parts that must decode on their own (a chunk read again later, in any order): it says where
 *   to end a part so that no character is split between two parts;
 * - partDecoder, for parts decoded one after another (output produced piece by piece): the decoder carries a
 *   character split between two parts over to the next one (`{ stream: true }`).
 */

/**
 * Where to end a part of UTF-8 bytes `bytes[0, end)` so that no character is split: `end` itself unless the bytes
 * end inside a sequence that the next bytes could complete (a lead byte among the last three, followed by fewer
 * continuation bytes than it announces), then that sequence's lead byte. Decoding the two sides of such a cut on
 * their own gives exactly what decoding the whole gives, malformed bytes included: a decoder restarts at any byte
 * that is not a continuation byte, and no sequence is longer than four bytes. 0 only when the bytes are the start of
 * one character (read more before cutting).
 */
export function utf8Boundary(bytes: Uint8Array, end = bytes.length): number {
  for (let p = end - 1; p >= 0 && p >= end - 3; p--) {
    const b = bytes[p];
    if (b < 0x80) return end;
    if (b >= 0xc0) return end - p < (b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2) ? p : end;
  }
  return end;
}

/** Bytes of the longest character (cutting after at least this many bytes never leaves a part empty). */
export const UTF8_MAX_CHAR_BYTES = 4;

/**
 * A decoder for consecutive parts of one UTF-8 text: each call decodes the next part, and a character split
 * between two parts comes out whole with the second. Pass `last` with the final part (or call it with no bytes at
 * the end) so that bytes left over at the very end become U+FFFD, as decoding the whole would give. A byte order
 * mark at the start is dropped (as `Blob.text()` does) unless `keepBom`.
 */
export function partDecoder(keepBom = false): (part?: Uint8Array, last?: boolean) => string {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: keepBom });
  return (part, last = false) => decoder.decode(part, { stream: !last });
}

/** True when `bytes` start with a UTF-8 byte order mark (EF BB BF). */
export const hasUtf8Bom = (bytes: Uint8Array): boolean => bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

const tokenDecoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The text of one token of UTF-8 bytes read without decoding the whole (a JSON string with its quotes): bytes
 * [start, end) between two ASCII bytes, so decoding them alone gives exactly what decoding the whole gives (see
 * utf8Boundary), malformed bytes included. `ascii`: the caller knows every byte is below 0x80.
 */
export function utf8Token(bytes: Uint8Array, start: number, end: number, ascii = false): string {
  if (ascii && end - start <= 64) return String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]);
  return tokenDecoder.decode(bytes.subarray(start, end));
}
