import type { ToolContent } from '../../../content/types';

/** Static text of the TypeScript Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why TypeScript formatting matters',
      paragraphs: [
        'Type annotations, generics and union types make TypeScript lines long. Without consistent wrapping, a function signature with three generic parameters or a union of ten string literals becomes hard to scan, and reviewers end up discussing layout instead of types.',
      ],
    },
    {
      heading: 'Features',
      items: [
        { title: 'Prettier’s TypeScript parser', text: 'The same output as Prettier in your editor, with semicolons, single quotes, 2-space indentation and ES5 trailing commas.' },
        { title: 'Readable types', text: 'Long union and intersection types break one member per line; long generic parameter lists and signatures wrap cleanly.' },
        {
          title: 'Full TypeScript syntax',
          text: 'Interfaces, enums, abstract classes, decorators, satisfies, type-only imports, overloads and declaration files (.d.ts).',
        },
        { title: 'Syntax, not types', text: 'Code is parsed but not type-checked: a type error is kept as it is, only syntax errors are reported.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste TypeScript into Input Code.' },
        { text: 'Click Format Code. Prettier parses the source with TypeScript’s grammar.' },
        { text: 'Type annotations, generics and decorators are printed in Prettier’s layout within the line width.' },
        { text: 'Copy the result, or fold classes and interfaces to inspect it.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Run tsc --noEmit in CI for type errors; a formatter does not look at types.' },
        { text: 'Give long unions and complex generic constraints a name with a type alias instead of repeating them inline.' },
        { text: 'Use import type for type-only imports so bundlers can drop them safely.' },
        { text: 'Keep the same Prettier options in your repository so local formatting and this tool agree.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Reading API clients generated from OpenAPI or GraphQL schemas.' },
        { text: 'Reviewing .d.ts declaration files shipped with npm packages.' },
        { text: 'Tidying Angular or NestJS code with many decorators.' },
        { text: 'Preparing TypeScript examples for pull requests and documentation.' },
      ],
    },
  ],
};
