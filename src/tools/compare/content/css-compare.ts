import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Compare page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'How CSS Compare works',
      paragraphs: [
        'A minified stylesheet and its source look nothing alike, although the rules may be identical. CSS Compare formats both stylesheets the same way, with one declaration per line, before comparing, so a changed property value shows up as a single line instead of a whole rewritten rule.',
        'The formatted stylesheets are then compared line by line. A removed declaration and a later added one are paired as modified when more than half of their characters match, as with color: #333 becoming color: #222, and the changed characters are highlighted. Lines with no similar partner are marked removed or added opposite an empty row.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignore whitespace', text: 'Differences in the amount of spacing within a line, for example inside a comment or a string, are not counted.' },
        { title: 'Ignore case', text: 'Treats #FFF and #fff, or PX and px, as equal.' },
        { title: 'Context view', text: 'Shows only the changed rules with three lines around them, so long stylesheets stay readable.' },
        { title: 'Navigation', text: 'Use n for the next difference and p for the previous one.' },
      ],
    },
    {
      heading: 'Reading and exporting the result',
      items: [
        { text: 'Line numbers refer to the formatted stylesheets on each side.' },
        { text: 'The difference count covers removed, added and modified declarations and selectors.' },
        { text: 'Export PDF contains every row of both sides as text, split over as many pages as needed.' },
        { text: 'Edit Input restores the text areas so you can paste another version.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Finding what changed between two releases of a theme or component library.' },
        { text: 'Comparing production CSS with the local build when a style differs.' },
        { text: 'Reviewing the output of a preprocessor or PostCSS plugin upgrade.' },
        { text: 'Checking that a refactoring changed no declarations.' },
      ],
    },
  ],
};
