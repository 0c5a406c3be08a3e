import { describe, expect, it } from 'vitest';
import { formatForTextTool, reindentTags } from './text-tool';

describe('formatForTextTool', () => {
  it.each<[string, string, string]>([
    ['json', '{"a":1,"b":[true,null]}', '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}'],
    ['json', ' [ ] ', '[]'],
    // Lossless: numbers keep their text, duplicate keys stay, escapes are not rewritten.
    ['json', '[1e999,-0,123456789012345678901234567890,0.10]', '[\n  1e999,\n  -0,\n  123456789012345678901234567890,\n  0.10\n]'],
    ['json', '{"a":1,"a":2,"\\u00e9":"\\ud83d\\ude00"}', '{\n  "a": 1,\n  "a": 2,\n  "\\u00e9": "\\ud83d\\ude00"\n}'],
    ['xml', '<?xml version="1.0"?><root><a x="1">text</a><b><c/></b></root>', '<?xml version="1.0"?>\n<root>\n  <a x="1">text</a>\n  <b>\n    <c/>\n  </b>\n</root>'],
    ['xml', '<r>\n   <!-- note -->\n<a>1</a>\n</r>', '<r>\n  <!-- note -->\n  <a>1</a>\n</r>'],
    ['xml', '<r a="x>y"><![CDATA[<b>]]></r>', '<r a="x>y">\n  <![CDATA[<b>]]>\n</r>'],
    [
      'html',
      '<!DOCTYPE html><html><body><p>Hi <b>there</b></p><br><img src="a.png"><ul><li>1<li>2</ul></body></html>',
      '<!DOCTYPE html>\n<html>\n  <body>\n    <p>\n      Hi\n      <b>there</b>\n    </p>\n    <br>\n    <img src="a.png">\n    <ul>\n      <li>\n        1\n        <li>\n          2\n    </ul>\n  </body>\n</html>',
    ],
    ['html', '<script>\nif (a < b) {\n  go();\n}\n</script>', '<script>\n  if (a < b) {\n  go();\n  }\n</script>'],
    ['text', '  a  \n\tb\r\n c', 'a\nb\nc'],
  ])('%s %j', (type, input, output) => {
    expect(formatForTextTool(type, input)).toEqual({ ok: true, value: output });
  });

  it.each<[string, string, string]>([
    ['json', '{a:1}', 'Invalid JSON format'],
    ['json', '', 'Invalid JSON format'],
    ['xml', '<a><b></a></b>', 'Invalid XML format'],
    ['xml', '<a>', 'Invalid XML format'],
    ['xml', 'just text', 'Invalid XML format'],
    ['xml', '<a>1 < 2</a>', 'Invalid XML format'],
    ['html', '<div></span>', 'Invalid HTML format'],
    ['html', '<div <p>', 'Invalid HTML format'],
  ])('%s %j fails', (type, input, message) => {
    expect(formatForTextTool(type, input)).toEqual({ ok: false, error: { message, code: 'text-tool-invalid', values: { type: type.toUpperCase() } } });
  });

  it('HTML tolerates unclosed elements at the end', () => {
    expect(reindentTags('<p>one', true)).toBe('<p>\n  one');
  });
});

describe('formatForTextTool on deep JSON', () => {
  it('formats 10,000 nested arrays (no recursion limit)', () => {
    const depth = 10_000;
    const r = formatForTextTool('json', '['.repeat(depth) + ']'.repeat(depth));
    expect(r.ok).toBe(true);
    const lines = r.ok ? r.value.split('\n') : [];
    expect(lines).toHaveLength(2 * depth - 1);
    expect(lines[depth - 1]).toBe(' '.repeat(2 * (depth - 1)) + '[]');
  });

  it('says which limit a valid 200,000-deep array hits instead of calling it invalid', () => {
    const depth = 200_000;
    const r = formatForTextTool('json', '['.repeat(depth) + ']'.repeat(depth));
    expect(r.ok).toBe(false);
    const message = r.ok ? '' : r.error.message;
    expect(message).not.toContain('Invalid');
    expect(message).toMatch(/^The formatted JSON would be longer than the longest possible string \(536870888 characters\) \(nesting depth \d+ here\)$/);
  });
});
