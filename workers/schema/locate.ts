/**
 * Where a JSON Pointer (RFC 6901) points in a JSON text: the offset of the member's key for an object member, of
 * the value for an array element or the root. One forward scan per pointer, skipping the values it does not enter,
 * so a document is never built. The text must be valid JSON.
 */
export function locatePointer(text: string, pointer: string): number {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let i = skipWs(text, 0);
  let at = i;
  for (const segment of segments) {
    const c = text.charCodeAt(i);
    if (c === 123 /* { */) {
      i = skipWs(text, i + 1);
      let keyAt = -1;
      let valueAt = -1;
      while (text.charCodeAt(i) === 34) {
        const keyStart = i;
        const keyEnd = skipString(text, i);
        const key = JSON.parse(text.slice(keyStart, keyEnd)) as string;
        i = skipWs(text, skipWs(text, keyEnd) + 1); // past ':'
        // The last member of a name wins, as JSON.parse (and so the validator) reads duplicates.
        if (key === segment) {
          keyAt = keyStart;
          valueAt = i;
        }
        i = skipWs(text, skipValue(text, i));
        if (text.charCodeAt(i) === 44) i = skipWs(text, i + 1);
      }
      if (keyAt === -1) return at;
      i = valueAt;
      at = keyAt;
      continue;
    }
    if (c === 91 /* [ */) {
      const index = Number(segment);
      i = skipWs(text, i + 1);
      for (let k = 0; k < index && text.charCodeAt(i) !== 93; k++) {
        i = skipWs(text, skipValue(text, i));
        if (text.charCodeAt(i) === 44) i = skipWs(text, i + 1);
      }
      if (!Number.isInteger(index) || text.charCodeAt(i) === 93) return at;
      at = i;
      continue;
    }
    return at;
  }
  return at;
}

function skipWs(text: string, i: number): number {
  let c = text.charCodeAt(i);
  while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++i);
  return i;
}

/** The offset after the string starting at `i`. */
function skipString(text: string, i: number): number {
  let j = i + 1;
  for (;;) {
    const c = text.charCodeAt(j);
    if (c === 92) j += 2;
    else if (c === 34 || j >= text.length) return j + 1;
    else j++;
  }
}

/** The offset after the value starting at `i`. */
function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return skipString(text, i);
  if (c === 123 || c === 91) {
    let depth = 0;
    let j = i;
    while (j < text.length) {
      const d = text.charCodeAt(j);
      if (d === 34) {
        j = skipString(text, j);
        continue;
      }
      if (d === 123 || d === 91) depth++;
      else if (d === 125 || d === 93) {
        depth--;
        if (depth === 0) return j + 1;
      }
      j++;
    }
    return j;
  }
  let j = i;
  for (let d = c; j < text.length && !(d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9); d = text.charCodeAt(++j));
  return j;
}
