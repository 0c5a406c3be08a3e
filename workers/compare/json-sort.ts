/**
 * Lossless recursive key sort for JSON ("ignore key order"): every object's members are ordered by key
 * (code-unit order of the decoded key; equal keys keep their order), while numbers, strings and escapes keep
 * their exact source text — `1.0`, `1e2`, `12345678901234567890` and `"\u00e9"` are not rewritten, as
 * JSON.parse + JSON.stringify would. The output is minified; the caller formats it.
 *
 * Iterative (an explicit stack), so deeply nested documents cannot overflow the call stack. Each container is
 * serialised when it closes; string concatenation in V8 builds ropes, so nesting does not copy repeatedly.
 */

interface Frame {
  isObject: boolean;
  keys: string[];
  rawKeys: string[];
  values: string[];
}

// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WS = /[ \t\n\r]*/y;

/** Returns the document with all object keys sorted, minified; `null` when `text` is not valid JSON. */
export function sortJsonKeys(text: string): string | null {
  let i = 0;
  const skipWs = () => {
    WS.lastIndex = i;
    WS.test(text);
    i = WS.lastIndex;
  };
  const match = (re: RegExp): string | null => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) return null;
    i = re.lastIndex;
    return m[0];
  };
  /** Reads `"key" :` into the frame; false on a syntax error. */
  const readKey = (frame: Frame): boolean => {
    skipWs();
    const raw = match(STRING);
    if (raw === null) return false;
    skipWs();
    if (text.charCodeAt(i) !== 58 /* : */) return false;
    i++;
    frame.rawKeys.push(raw);
    frame.keys.push(JSON.parse(raw) as string);
    return true;
  };
  const close = (frame: Frame): string => {
    if (!frame.isObject) return '[' + frame.values.join(',') + ']';
    const order = frame.keys.map((_, k) => k);
    order.sort((x, y) => (frame.keys[x] < frame.keys[y] ? -1 : frame.keys[x] > frame.keys[y] ? 1 : x - y));
    return '{' + order.map((k) => frame.rawKeys[k] + ':' + frame.values[k]).join(',') + '}';
  };

  const stack: Frame[] = [];
  for (;;) {
    // Read one value; containers push a frame and continue with their first member.
    skipWs();
    const c = text.charCodeAt(i);
    let value: string | null = null;
    if (c === 123 /* { */ || c === 91 /* [ */) {
      i++;
      const frame: Frame = { isObject: c === 123, keys: [], rawKeys: [], values: [] };
      skipWs();
      if (text.charCodeAt(i) === (c === 123 ? 125 : 93)) {
        i++;
        value = c === 123 ? '{}' : '[]';
      } else {
        stack.push(frame);
        if (frame.isObject && !readKey(frame)) return null;
        continue;
      }
    } else if (c === 34 /* " */) {
      value = match(STRING);
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      value = match(NUMBER);
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
      value = text.slice(i, i + 4);
      i += 4;
    } else if (text.startsWith('false', i)) {
      value = 'false';
      i += 5;
    }
    if (value === null) return null;

    // Hand the value to the enclosing containers, closing those that end here.
    for (;;) {
      const frame = stack[stack.length - 1];
      if (!frame) {
        skipWs();
        return i === text.length ? value : null;
      }
      frame.values.push(value);
      skipWs();
      const d = text.charCodeAt(i++);
      if (d === 44 /* , */) {
        if (frame.isObject && !readKey(frame)) return null;
        break;
      }
      if (d !== (frame.isObject ? 125 : 93)) return null;
      stack.pop();
      value = close(frame);
    }
  }
}
