import type { ToolContent } from '../../../content/types';

/** Static text of the Markdown Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why Markdown formatting matters',
      paragraphs: [
        'Markdown renders forgivingly, so messy source goes unnoticed until someone has to edit it: mixed list markers, uneven tables, lines of 300 characters. READMEs, changelogs and documentation live in version control, and consistently wrapped Markdown produces diffs that show which sentence changed.',
      ],
    },
    {
      heading: 'Features',
      items: [
        { title: 'Prettier for Markdown', text: 'CommonMark plus GitHub Flavored Markdown: tables, task lists, strikethrough and autolinks.' },
        { title: 'Prose wrapped at 80 characters', text: 'Paragraphs are re-flowed to lines of at most 80 characters; headings, tables and code blocks are never wrapped.' },
        { title: 'Consistent syntax', text: 'One list marker style, one emphasis style and normalised heading markers throughout the document.' },
        { title: 'Aligned tables', text: 'Table columns are padded so the pipes line up in the source.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste Markdown into Input Code, front matter included.' },
        { text: 'Click Format Code. Prettier parses the document into a Markdown syntax tree.' },
        { text: 'The tree is printed with wrapped paragraphs, normalised lists and aligned tables.' },
        { text: 'Copy the result into your README or documentation file.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'If your project writes one sentence per line, do not adopt the wrapped output; the two conventions conflict.' },
        { text: 'Add a language tag to fenced code blocks (```bash, ```json) so they get syntax highlighting.' },
        { text: 'Use one H1 per document and do not skip heading levels; screen readers and tables of contents depend on it.' },
        { text: 'Check the rendered page after reformatting: HTML inside Markdown is left as it is.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Tidying README and CHANGELOG files before a release.' },
        { text: 'Preparing pages for MkDocs, Docusaurus or other static documentation sites.' },
        { text: 'Cleaning up pull request descriptions and wiki pages.' },
        { text: 'Aligning large Markdown tables by hand without counting spaces.' },
      ],
    },
  ],
};
