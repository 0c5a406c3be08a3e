import type { ToolContent } from '../../../content/types';

/** Static text of the JSON Compare page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'How JSON Compare works',
      paragraphs: [
        'Two JSON documents can be equal in content and still look completely different: one minified, one indented with tabs. JSON Compare therefore parses both inputs and prints them with the same 2-space indentation before comparing, so layout alone never counts as a difference. If either side is not valid JSON, the error names the problem instead of producing a misleading diff.',
        'The normalised documents are then compared line by line. Unchanged lines sit side by side. When a removed line and a later added line have more than half of their characters in common, they are shown on one row as modified, with the changed characters highlighted on each side. Any other line appears as removed on the left or added on the right, opposite an empty row.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignore key order', text: 'Sorts object keys on both sides before comparing, for serialisers that emit properties in varying order. Array order still counts.' },
        { title: 'Ignore whitespace', text: 'Differences in the amount of spacing, such as double spaces inside a string value, no longer count.' },
        { title: 'Ignore case', text: 'Treats "Active" and "active" as equal, in keys and values alike.' },
        { title: 'Context view', text: 'Hides long runs of unchanged lines and keeps three lines around each change, which helps with large payloads.' },
      ],
    },
    {
      heading: 'Reading and exporting the result',
      items: [
        { text: 'The badge shows the number of differences: every row that is not unchanged counts once.' },
        { text: 'Press n and p to jump to the next and previous difference.' },
        { text: 'Export PDF writes the complete diff, every row of both sides, as searchable text over as many pages as it needs.' },
        { text: 'Edit Input brings back both text areas with your documents, ready for another comparison.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Comparing an API response against the expected payload of a contract test.' },
        { text: 'Spotting what changed between two versions of a configuration or feature-flag file.' },
        { text: 'Checking a response before and after a deployment or a library upgrade.' },
        { text: 'Attaching a PDF of the differences to a bug report.' },
      ],
    },
  ],
};
