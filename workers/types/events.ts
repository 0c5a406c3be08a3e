import { RawNumber, type JValue } from '../convert/tree';
import { TYPE_ERRORS, TYPE_LIMITS, type TypeErrorCode } from './meta';

/** The kinds of scalar a JSON value event carries. */
export type ScalarKind = 'string' | 'number' | 'true' | 'false' | 'null';

/**
 * What the inference consumes: a stream of JSON events in document order. `raw` is the token's text as written
 * (a string or key with its quotes and escapes, a number's digits), so big integers and number kinds stay exact.
 * Several top-level values in a row are several records (NDJSON).
 */
export interface JsonEventSink {
  beginObject(): void;
  endObject(): void;
  beginArray(): void;
  endArray(): void;
  key(raw: string): void;
  value(kind: ScalarKind, raw: string): void;
}

/** A thrown refusal with its code; the message is TYPE_ERRORS' (with a reader's own detail after it, if any). */
export class TypesError extends Error {
  constructor(
    readonly code: TypeErrorCode,
    detail?: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(detail ? `${TYPE_ERRORS[code]}: ${detail}` : TYPE_ERRORS[code]);
    this.name = 'TypesError';
    if (detail) this.values = { detail };
  }

  /** The reader's detail, for the message in the page's language (`Invalid JSON: {detail}`). */
  readonly values?: { detail: string };
}

/** The raw JSON text of a decoded string. */
const rawString = (s: string): string => JSON.stringify(s);

/**
 * Sends the events of a value of the converters' lossless tree (workers/convert/tree.ts): a walker over values
 * already read, used for YAML and CSV input (whose readers build values) and in tests. Iterative, so depth is
 * bounded by the limit rather than the stack.
 */
export function walkTree(value: JValue, sink: JsonEventSink): void {
  type Frame = { entries: Iterator<[string, JValue]> | null; items: JValue[] | null; i: number };
  const stack: Frame[] = [];
  /** Keys repeat from record to record: their JSON text is made once. */
  const keyText = new Map<string, string>();
  let v: JValue | undefined = value;
  for (;;) {
    if (v !== undefined) {
      if (v === null) sink.value('null', 'null');
      else if (typeof v === 'string') sink.value('string', rawString(v));
      else if (typeof v === 'number') sink.value('number', String(v));
      else if (v === true) sink.value('true', 'true');
      else if (v === false) sink.value('false', 'false');
      else if (v instanceof RawNumber) sink.value('number', v.text);
      else if (Array.isArray(v)) {
        sink.beginArray();
        push({ entries: null, items: v, i: 0 });
      } else {
        sink.beginObject();
        push({ entries: v.entries(), items: null, i: 0 });
      }
    }
    const top = stack[stack.length - 1];
    if (!top) return;
    if (top.items) {
      if (top.i < top.items.length) {
        v = top.items[top.i++];
        continue;
      }
      stack.pop();
      sink.endArray();
    } else {
      const next = top.entries!.next();
      if (!next.done) {
        const [k, x] = next.value;
        let raw = keyText.get(k);
        if (raw === undefined) keyText.set(k, (raw = rawString(k)));
        sink.key(raw);
        v = x;
        continue;
      }
      stack.pop();
      sink.endObject();
    }
    v = undefined;
  }

  function push(f: Frame) {
    if (stack.length >= TYPE_LIMITS.maxDepth) throw new TypesError('types-too-deep');
    stack.push(f);
  }
}
