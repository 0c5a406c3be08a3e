import type { ToolContent } from '../../../content/types';

/** Static text of the HTML Compare page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'How HTML Compare works',
      paragraphs: [
        'The same page can be served minified by one build and indented by another. HTML Compare formats both documents with Prettier, using the HTML Formatter’s settings, before comparing them, so differences in indentation and line breaks disappear and changed elements, attributes and text stand out.',
        'After formatting, the documents are compared line by line. When a line from the original and a later line from the modified version share more than half of their characters, for example a tag whose class attribute changed, they are shown as one modified row with the differing characters highlighted. Other lines are listed as removed or added against an empty row.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignore whitespace', text: 'Extra spaces inside a line, such as between attributes or words, are not reported.' },
        { title: 'Ignore case', text: 'Text and attribute values that differ only in letter case count as equal.' },
        { title: 'Context view', text: 'Collapses the unchanged parts of a long page and keeps three lines of context around each change.' },
        { title: 'Keys n and p', text: 'Jump straight to the next or previous changed row.' },
      ],
    },
    {
      heading: 'Reading and exporting the result',
      items: [
        { text: 'Removed characters are highlighted on the left and added characters on the right of each modified row.' },
        { text: 'The badge above the result counts every row that changed.' },
        { text: 'Export PDF writes the whole diff as searchable text, however long the page is.' },
        { text: 'Click Edit Input to change the markup and compare again.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Checking what a CMS or template change did to the rendered HTML.' },
        { text: 'Comparing server-rendered output before and after a framework upgrade.' },
        { text: 'Reviewing edits to HTML email templates.' },
        { text: 'Finding why a snapshot test of a component fails.' },
      ],
    },
  ],
};
