import { formatJson } from '../format/languages/json';
import { JSON_TOO_LARGE } from '../format/meta';
import { ok, type Result } from '../shared/result';

/**
 * "Format & Diff" (/text-tool) formatting, with the product's simple rules: JSON is re-printed with a two-space
 * indent by the JSON formatter's lossless engine; XML and HTML are re-indented by tags (two spaces per level); any other type has each line
 * trimmed. Failure: "Invalid {TYPE} format" with the type in upper case (code `text-tool-invalid`, value `type`).
 */
export function formatForTextTool(type: string, input: string): Result<string> {
  const invalid = (): Result<string> => {
    const name = type.toUpperCase();
    return { ok: false, error: { message: `Invalid ${name} format`, code: 'text-tool-invalid', values: { type: name } } };
  };
  if (type === 'json') {
    // The lossless engine: numbers (1e999, -0, 30-digit integers), escapes and duplicate keys keep their text, and
    // nesting is not limited by a parser's recursion. A valid document is never called invalid: one too large to
    // print says so.
    const r = formatJson(input);
    if (r.ok) return r;
    return r.error.code === JSON_TOO_LARGE ? r : invalid();
  }
  if (type === 'xml' || type === 'html') {
    const out = reindentTags(input, type === 'html');
    return out === null ? invalid() : ok(out);
  }
  return ok(
    input
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((l) => l.trim())
      .join('\n'),
  );
}

/** HTML elements that never have content or an end tag. */
const VOID = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);
/** HTML elements whose content is raw text (not parsed for tags). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'pre']);

// A token: comment, CDATA, processing instruction / declaration, or a tag (quoted attribute values may hold '>').
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>|<\/?([A-Za-z_][\w:.-]*)(?:[^<>"']|"[^"]*"|'[^']*')*>/y;

/**
 * One tag, comment or text run per line, indented by nesting depth. An element holding only text stays on one
 * line (`<b>x</b>`). Returns null when the markup is broken: a '<' that starts no valid token, a closing tag
 * that matches no open element, or (XML) an element left open. HTML tolerates void elements and implied end tags
 * (a closing tag closes the open elements above its match).
 */
export function reindentTags(input: string, html: boolean): string | null {
  const text = input.replace(/\r\n?/g, '\n');
  const lines: string[] = [];
  const stack: string[] = [];
  const emit = (s: string) => lines.push('  '.repeat(stack.length) + s);
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? text.length : lt;
    const chunk = text.slice(i, end).trim();
    if (chunk) {
      if (!html && stack.length === 0) return null; // XML text outside the root element
      for (const l of chunk.split('\n')) if (l.trim()) emit(l.trim());
    }
    if (lt < 0) break;
    TOKEN.lastIndex = lt;
    const m = TOKEN.exec(text);
    if (!m) return null;
    const token = m[0];
    i = TOKEN.lastIndex;
    const name = m[1];
    if (!name) {
      emit(token.replace(/\s*\n\s*/g, ' '));
      continue;
    }
    const key = html ? name.toLowerCase() : name;
    if (token.startsWith('</')) {
      const at = stack.lastIndexOf(key);
      if (at < 0 || (!html && at !== stack.length - 1)) return null;
      stack.length = at;
      emit(token);
      continue;
    }
    const selfClosing = token.endsWith('/>') || (html && VOID.has(key));
    if (selfClosing) {
      emit(token);
      continue;
    }
    if (html && RAW_TEXT.has(key)) {
      const close = text.toLowerCase().indexOf(`</${key}`, i);
      if (close < 0) return null;
      const closeEnd = text.indexOf('>', close);
      if (closeEnd < 0) return null;
      const body = text.slice(i, close);
      const closeTag = text.slice(close, closeEnd + 1);
      if (!body.includes('\n')) {
        emit(token + body.trim() + closeTag);
      } else {
        emit(token);
        stack.push(key);
        for (const l of body.split('\n')) if (l.trim()) emit(l.trim());
        stack.pop();
        emit(closeTag);
      }
      i = closeEnd + 1;
      continue;
    }
    // Keep `<a>text</a>` on one line.
    const inner = /^([^<]*)<\/([A-Za-z_][\w:.-]*)\s*>/.exec(text.slice(i, i + 4096));
    if (inner && (html ? inner[2].toLowerCase() : inner[2]) === key && !inner[1].includes('\n')) {
      emit(token + inner[1].trim() + inner[0].slice(inner[1].length));
      i += inner[0].length;
      continue;
    }
    emit(token);
    stack.push(key);
  }
  if (!html && stack.length > 0) return null;
  if (!html && lines.length === 0) return null;
  return lines.join('\n');
}
