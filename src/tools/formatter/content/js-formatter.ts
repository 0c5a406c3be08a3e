import type { ToolContent } from '../../../content/types';

/** Static text of the JavaScript Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why JavaScript formatting matters',
      paragraphs: [
        'Teams lose time arguing about semicolons, quotes and line breaks, and code reviews fill up with layout changes. Prettier ends that: it parses JavaScript into a syntax tree and prints it again in one consistent style, so a diff only shows changes in logic.',
      ],
    },
    {
      heading: 'Features',
      items: [
        {
          title: 'Prettier with fixed options',
          text: 'Semicolons, single quotes, 2-space indentation, trailing commas where ES5 allows them, spaces inside object braces and no parentheses around a single arrow-function parameter (x => x * 2).',
        },
        { title: 'Modern syntax and JSX', text: 'ES modules, async/await, optional chaining, nullish coalescing, classes with private fields and React JSX.' },
        { title: 'Line fitting', text: 'Long calls, arrays and object literals are broken over several lines only when they do not fit the print width.' },
        { title: 'Syntax errors', text: 'If the code does not parse, the parser’s message and position are shown in the error box.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste JavaScript into Input Code.' },
        { text: 'Click Format Code. Prettier builds an abstract syntax tree, so comments and code keep their meaning.' },
        { text: 'The tree is printed with the options above, fitting each statement to the line width.' },
        { text: 'Copy the result or fold functions and blocks to read it.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        {
          text: 'To match this output in a repository, use a .prettierrc with { "singleQuote": true, "trailingComma": "es5", "arrowParens": "avoid" }.',
        },
        { text: 'Formatting is not linting: use ESLint to catch unused variables, missing awaits and risky comparisons.' },
        { text: 'Format on save or in a pre-commit hook so unformatted code never reaches review.' },
        { text: 'Reading a minified bundle helps with a quick look; for real debugging, source maps are more reliable.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Making minified third-party scripts or bookmarklets readable.' },
        { text: 'Cleaning up snippets before pasting them into documentation or a blog post.' },
        { text: 'Normalising two versions of a file before comparing them in Text Compare.' },
        { text: 'Checking quickly whether a piece of JavaScript parses at all.' },
      ],
    },
  ],
};
