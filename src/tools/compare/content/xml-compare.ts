import type { ToolContent } from '../../../content/types';

/** Static text of the XML Compare page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'How XML Compare works',
      paragraphs: [
        'XML produced by different systems rarely shares a layout: one writes everything on a single line, another indents with four spaces. XML Compare first re-indents both documents the way the XML Formatter does, two spaces per level with one element per line, so only real changes to elements, attributes and text remain. Malformed XML on either side is reported with line and column.',
        'The two normalised documents are then compared line by line. If a line on the left and a later line on the right share more than half of their characters, such as an element whose attribute value changed, they are paired as one modified row and the exact characters that differ are highlighted. Lines without such a partner are shown as removed or added next to an empty row.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignore whitespace', text: 'Runs of spaces and tabs count as one space and leading or trailing spaces are ignored, for example inside text content.' },
        { title: 'Ignore case', text: 'Letter case is ignored, useful when one system writes TRUE and another true.' },
        { title: 'Context view', text: 'Shows each change with three surrounding lines and collapses long unchanged stretches of large documents.' },
        { title: 'Keyboard navigation', text: 'n moves to the next difference and p to the previous one.' },
      ],
    },
    {
      heading: 'Reading and exporting the result',
      items: [
        { text: 'Both sides carry line numbers of the normalised documents, so you can find a change again in formatted output.' },
        { text: 'The difference badge counts removed, added and modified rows.' },
        { text: 'Export PDF produces a multi-page document with every row of both sides as selectable, searchable text.' },
        { text: 'Edit Input returns to the text areas without losing what you pasted.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Comparing SOAP responses from a test and a production environment.' },
        { text: 'Reviewing changes to pom.xml, Spring or .NET configuration files.' },
        { text: 'Checking a transformed document against the expected output of an XSLT or mapping test.' },
        { text: 'Finding what changed between two exports of the same data feed.' },
      ],
    },
  ],
};
