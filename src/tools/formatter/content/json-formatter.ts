import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why JSON formatting matters',
      paragraphs: [
        'An API response or a log line usually arrives as one long line of JSON, where a missing field or a wrong nesting level is easy to miss. Indented JSON shows the structure at a glance and keeps code reviews and diffs readable.',
        'Formatting is also validation. JSON has a small, strict grammar (RFC 8259), yet many libraries quietly accept comments or trailing commas that the next system in the chain rejects.',
      ],
    },
    {
      heading: 'Features',
      items: [
        {
          title: 'Lossless output',
          text: 'Only whitespace changes. Big integers such as 12345678901234567890, values like 1.0e+400 or -0, escapes like \\u00e9, duplicate keys and key order keep their exact text. JSON.parse would round any integer above 2^53.',
        },
        {
          title: 'Strict RFC 8259 validation',
          text: 'Trailing commas, comments, single quotes, unquoted keys, NaN and leading zeros are rejected, and the error message names the line and column.',
        },
        { title: 'Collapsible tree', text: 'Every object and array in the output can be folded, so you can walk a large document one level at a time.' },
        { title: 'Large documents', text: 'A 10 MB file formats in about a second, in a background worker, so the page stays responsive. Files up to 2 GB open formatted at once, read in parts.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste your JSON into the Input Code panel.' },
        { text: 'Click Format Code. The text is checked against RFC 8259 and re-indented with two spaces per level.' },
        { text: 'If the JSON is invalid, fix the spot named in the red error box (line and column) and format again.' },
        { text: 'Fold the parts you do not need, then click Copy Code.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Send IDs above 9007199254740991 (2^53 − 1) as strings if a JavaScript client reads them: this formatter keeps them intact, JSON.parse does not.' },
        { text: 'Keep object keys unique. RFC 8259 only says names SHOULD be unique, and parsers disagree on which duplicate wins.' },
        { text: 'Do not rely on key order: JSON objects are unordered. Use an array when order carries meaning.' },
        { text: 'Exchange JSON as UTF-8, which RFC 8259 requires between systems, and escape control characters inside strings.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Reading REST and GraphQL responses or webhook payloads while debugging an integration.' },
        { text: 'Checking package.json, composer.json or other strict JSON config files before a commit.' },
        { text: 'Preparing readable fixtures and mock responses for unit and contract tests.' },
        { text: 'Inspecting JSON taken from logs or message queues before attaching it to a bug report.' },
      ],
    },
  ],
};
