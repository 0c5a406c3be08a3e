import type { ToolContent } from '../../../content/types';

/** Static text of the PHP Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why PHP formatting matters',
      paragraphs: [
        'PHP projects often carry years of mixed styles, from templates that interleave PHP and HTML to modern typed classes. PHP-FIG’s coding standards (PSR-12 and its successor, the PER Coding Style) describe a common layout; applying it automatically keeps reviews focused on behaviour.',
      ],
    },
    {
      heading: 'Features',
      items: [
        { title: 'Prettier’s PHP plugin', text: 'Formatting by @prettier/plugin-php, with 4-space indentation as PSR-2 and its successors require.' },
        { title: 'PER-style braces', text: 'Opening braces of classes, functions and methods go on their own line; control structures keep them on the same line.' },
        { title: 'Trailing commas', text: 'Multi-line arrays, argument lists and parameter lists get a trailing comma, so adding an item changes one line.' },
        { title: 'Modern PHP 8 syntax', text: 'Enums, match expressions, attributes, named arguments, readonly and typed properties are supported.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste PHP code, starting with the <?php tag, into Input Code.' },
        { text: 'Click Format Code. The plugin parses the code into a PHP syntax tree.' },
        { text: 'Prettier prints the tree in PER-style layout and reports syntax errors in the error box.' },
        { text: 'Copy the formatted file.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Start the input with <?php: anything outside PHP tags is inline HTML, so code without the tag is printed unchanged.' },
        { text: 'Omit the closing ?> tag in files that contain only PHP; it avoids stray whitespace in the response.' },
        { text: 'WordPress has its own coding standard with tab indentation, so output for WordPress code will differ from it.' },
        { text: 'Add PHP_CodeSniffer or PHP-CS-Fixer to CI for rules a formatter does not cover, such as naming.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Cleaning up legacy PHP before a refactor or a PHP version upgrade.' },
        { text: 'Reviewing Laravel and Symfony classes copied from tickets or chat.' },
        { text: 'Formatting plugin and theme code before reading it.' },
        { text: 'Preparing PHP snippets for documentation.' },
      ],
    },
  ],
};
