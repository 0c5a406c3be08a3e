import { decodeJsonString, forEachChild, valueBounds } from '../format/json-scanner';

/**
 * Where a JSON Pointer (RFC 6901) points in a JSON text: the offset of the member's key for an object member, of
 * the value for an array element or the root. One pass of the JSON scanner over each container on the way, which
 * skips the values it does not enter, so a document is never built. The text must be valid JSON.
 */
export function locatePointer(text: string, pointer: string): number {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let { start, end } = valueBounds(text);
  let at = start;
  for (const segment of segments) {
    const object = text[start] === '{';
    if (!object && text[start] !== '[') return at;
    const index = object ? -1 : Number(segment);
    let found: { at: number; start: number; end: number } | null = null;
    let item = 0;
    forEachChild(text, start, end, (key, keyAt, s, e) => {
      // The last member of a name wins, as JSON.parse (and so the validator) reads duplicates.
      if (object ? decodeJsonString(key!) === segment : item++ === index) found = { at: object ? keyAt : s, start: s, end: e };
    });
    if (!found) return at;
    ({ at, start, end } = found);
  }
  return at;
}
