import type { ToolContent } from '../../../content/types';

/** Static text of the Text Compare page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'How Text Compare works',
      paragraphs: [
        'Text Compare works with any plain text: log files, code in any language, CSV, configuration, prose. Unlike the JSON or XML comparisons it does not reformat anything; the lines are compared as you pasted them, with Windows and old Mac line endings read as plain line breaks, and only the options you switch on change what counts as a difference.',
        'Lines are matched in order. Identical lines appear side by side. A removed line and a later added line are shown on the same row as modified when more than half of their characters match; the characters that differ are highlighted, so a changed digit in a long log line is visible at once. All other lines are marked removed (left) or added (right), opposite an empty row.',
      ],
    },
    {
      heading: 'Options',
      items: [
        { title: 'Ignore whitespace', text: 'Changes in indentation and in the amount of spacing, such as tabs replaced by spaces, are not counted.' },
        { title: 'Ignore case', text: 'Upper and lower case are treated as the same letter.' },
        { title: 'Context view', text: 'Only changed lines and the three lines around them are shown; a collapsed identical stretch can be expanded again.' },
        { title: 'Next and previous', text: 'Press n or p to step through the differences one at a time.' },
      ],
    },
    {
      heading: 'Reading and exporting the result',
      items: [
        { text: 'Each side shows its own line numbers, so you can find a change in the original file.' },
        { text: 'The count above the result (“3 differences in 2 blocks”) counts every removed, added or modified row, and the blocks they form.' },
        { text: 'Export PDF saves the full comparison, not a screenshot: all rows of both sides, as text you can search and copy.' },
        { text: 'Edit Input shows the two text areas again so you can adjust either side.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Comparing log output from a passing and a failing test run.' },
        { text: 'Checking two versions of a script, SQL file or environment file.' },
        { text: 'Reviewing edits to documentation, release notes or contract text.' },
        { text: 'Verifying that an export or report matches the expected output line by line.' },
      ],
    },
  ],
};
