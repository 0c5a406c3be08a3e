import type { ToolContent } from '../../../content/types';

/** Static text of the CSS Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why CSS formatting matters',
      paragraphs: [
        'A minified stylesheet or a rule written on one line hides duplicate declarations, overridden values and selectors that are more specific than they need to be.',
        'With one declaration per line, CSS reviews and version-control diffs point at the exact property that changed instead of a whole rule.',
      ],
    },
    {
      heading: 'Features',
      items: [
        { title: 'Prettier for CSS', text: 'Stylesheets are parsed and re-printed with 2-space indentation and a print width of 100 characters.' },
        { title: 'One item per line', text: 'Each declaration gets its own line, and each selector in a comma-separated selector list starts a new line.' },
        { title: 'Consistent spacing', text: 'Spaces around colons, braces and combinators such as > and + are normalised.' },
        { title: 'Modern CSS kept', text: 'At-rules like @media, @supports, @layer, @font-face and @keyframes, custom properties and comments are preserved.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste a stylesheet or a few rules into Input Code.' },
        { text: 'Click Format Code. Prettier parses the CSS with PostCSS and reprints every rule in a consistent layout.' },
        { text: 'If a brace or comment is left open, the error box describes where parsing stopped.' },
        { text: 'Fold the rules you are not interested in and copy the output.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'The formatter never reorders properties; if you want a fixed order, enforce it with a Stylelint rule.' },
        { text: 'Move repeated colours and spacing values into custom properties such as --brand-color.' },
        { text: 'Keep selectors short: deeply nested selectors raise specificity and are hard to override.' },
        { text: 'Commit readable CSS and leave minification to the build step.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Un-minifying a production stylesheet to find the rule that breaks a layout.' },
        { text: 'Tidying CSS exported from design tools or copied from browser DevTools.' },
        { text: 'Reading third-party themes and component library styles.' },
        { text: 'Preparing two stylesheets for CSS Compare.' },
      ],
    },
  ],
};
