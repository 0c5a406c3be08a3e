import type { ToolContent } from '../../../content/types';

/** Static text of the YAML to JSON page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Read YAML as JSON',
      paragraphs: [
        'Many tools accept only JSON: a schema validator, jq, an HTTP client, a test fixture loader. This page reads a YAML file with the YAML 1.2 core schema and writes the same data as indented JSON, keeping key order and the exact digits of large numbers.',
      ],
    },
    {
      heading: 'How YAML is read',
      items: [
        { title: 'Anchors and aliases', text: 'Every *alias is replaced by a copy of the node its &anchor names; a node that refers to itself is refused, because JSON cannot express a cycle.' },
        { title: 'Merge keys', text: '<<: *defaults copies the keys of the merged mapping, and keys written beside it win, as Docker Compose expects.' },
        { title: 'YAML 1.2 types', text: 'yes, on and 2024-01-15 stay strings; true, false, null, ~ and numbers such as 0x1F or 1e3 become JSON values.' },
        { title: 'Large integers', text: 'An integer like 123456789012345678901 is written with all its digits instead of being rounded.' },
        { title: 'Several documents', text: 'A file with --- separators becomes a JSON array of its documents, and a note says so.' },
      ],
    },
    {
      heading: 'Steps',
      layout: 'steps',
      items: [
        { text: 'Paste YAML into the YAML Input panel or drop a .yaml or .yml file onto it.' },
        { text: 'Click Convert; a syntax error names the line and column where reading stopped.' },
        { text: 'Check the notes under the output for anything JSON could not hold.' },
        { text: 'Copy the JSON or download it as converted.json.' },
      ],
    },
    {
      heading: 'What JSON cannot hold',
      items: [
        { text: '.inf, -.inf and .nan have no JSON form and are written as null, each listed in a note.' },
        { text: 'A mapping key that is itself a list or a mapping becomes the JSON text of that key.' },
        { text: 'Comments and the choice of block or flow style are layout, not data, and are not kept.' },
        { text: 'Custom tags such as !Ref are refused with a message instead of being guessed.' },
      ],
    },
  ],
};
