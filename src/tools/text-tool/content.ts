import type { ToolContent } from '../../content/types';

/** Static text of the Format & Diff page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'What Format & Diff does',
      paragraphs: [
        'Format & Diff re-prints JSON, XML or HTML with clean indentation and then shows, side by side, how the result differs from what you pasted. It answers two questions in one step: what does the document look like formatted, and what exactly did formatting change?',
      ],
    },
    {
      heading: 'Formatting rules',
      items: [
        { title: 'JSON', text: 'Parsed and printed again with two-space indentation.' },
        { title: 'XML', text: 'Re-indented tag by tag, one level per nested element.' },
        { title: 'HTML', text: 'Re-indented by tags in the same simple way as XML.' },
        { title: 'Errors', text: 'Input that cannot be read is reported as “Invalid JSON format”, “Invalid XML format” or “Invalid HTML format”.' },
      ],
    },
    {
      heading: 'How to use it',
      layout: 'steps',
      items: [
        { text: 'Choose JSON, XML or HTML.' },
        { text: 'Paste your input.' },
        { text: 'Read the formatted output in the output pane.' },
        { text: 'Check the diff view for every line that formatting added, removed or changed.' },
      ],
    },
    {
      heading: 'When to use it',
      items: [
        { text: 'Seeing whether a file was already formatted: an empty diff means nothing changed.' },
        { text: 'Showing a colleague what a reformat touches before committing it.' },
        { text: 'Quickly switching between the three types without leaving the page.' },
        { text: 'For production formatting with strict validation, use the dedicated JSON, XML and HTML formatters instead.' },
      ],
    },
  ],
};
