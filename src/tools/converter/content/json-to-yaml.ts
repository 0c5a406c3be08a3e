import type { ToolContent } from '../../../content/types';

/** Static text of the JSON to YAML page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'From JSON to YAML without surprises',
      paragraphs: [
        'Configuration for Kubernetes, GitHub Actions, Ansible or Docker Compose is written in YAML, while the data often starts life as JSON from an API or a script. This converter rewrites a JSON document as block-style YAML that reads back to exactly the same data.',
      ],
    },
    {
      heading: 'Conversion rules',
      items: [
        { title: 'Exact numbers', text: 'Numbers are copied as written: 12345678901234567890 stays whole, 1.0 keeps its decimal point and -0 its sign. A converter built on JSON.parse would round every integer above 2^53.' },
        { title: 'Careful quoting', text: 'Strings such as "yes", "no", "on", "null", "1.5" or "2024-01-15" are quoted, so neither a YAML 1.1 nor a YAML 1.2 reader turns them into booleans, numbers or dates.' },
        { title: 'Key order', text: 'Keys appear in the order of the JSON, including keys that look like numbers.' },
        { title: 'Empty containers', text: 'Empty objects and arrays are written as {} and [] so they keep their type.' },
        { title: 'Duplicate keys', text: 'YAML forbids them: the last value wins, as in JSON.parse, and a note under the output says how many were dropped.' },
      ],
    },
    {
      heading: 'How to convert',
      layout: 'steps',
      items: [
        { text: 'Paste JSON into the JSON Input panel, or open or drop a .json file.' },
        { text: 'Click Convert or press Ctrl+Enter; invalid JSON is reported with its line and column.' },
        { text: 'Read the YAML in the output panel, fold sections or search it with Find.' },
        { text: 'Copy the YAML or download it as converted.yaml.' },
      ],
    },
    {
      heading: 'Good to know',
      items: [
        { text: 'Indentation is two spaces, with sequence dashes indented under their key, the layout most linters accept.' },
        { text: 'Multi-line strings are written double-quoted with \\n escapes, which every YAML reader understands the same way.' },
        { text: 'Converting the YAML back with the YAML to JSON tool gives the original document, formatted.' },
        { text: 'Ten megabytes of JSON convert in a background worker in about a second; Cancel stops it at once.' },
      ],
    },
  ],
};
