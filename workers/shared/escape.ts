/**
 * Input text quoted in an error message, with control characters escaped: a line break, tab or other invisible
 * character from the input would otherwise break the message's line or hide in it. `\n`, `\r` and `\t` are
 * written as in source code, other control characters as U+XXXX.
 */
export function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}
