import type { ToolContent } from '../../../content/types';

/** Static text of the Java Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why Java formatting matters',
      paragraphs: [
        'Java code is full of long lines: stream pipelines, builder chains, annotated parameters and generic types. When every developer wraps them differently, pull requests show layout churn instead of logic. One automatic style keeps large Java codebases easy to review.',
      ],
    },
    {
      heading: 'Features',
      items: [
        { title: 'Prettier Java', text: 'Formatting by prettier-plugin-java, the Prettier plugin maintained by the JHipster project, with 4-space indentation.' },
        {
          title: 'Wrapping that follows structure',
          text: 'Parameter lists that do not fit are printed one parameter per line; long method chains such as stream().filter().map() break at each call.',
        },
        { title: 'Current Java syntax', text: 'Records, sealed classes, switch expressions, text blocks, lambdas, generics and annotations are supported.' },
        { title: 'Parse errors located', text: 'If the source does not parse, the error box shows where the parser stopped.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste a Java source file or a complete class into Input Code.' },
        { text: 'Click Format Code. The Java grammar is loaded on first use and the code is parsed into a syntax tree.' },
        { text: 'Prettier prints the tree, wrapping lines at the print width.' },
        { text: 'Copy the formatted class back into your project.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Paste at least a complete class: a lone statement or method is not a valid Java compilation unit and will not parse.' },
        { text: 'Use the same formatter in the build: prettier-plugin-java runs from npm, and Spotless can run it from Maven or Gradle.' },
        { text: 'The formatter does not remove unused imports or reorder members; your IDE or Checkstyle rules handle that.' },
        { text: 'Format whole files in a separate commit so functional changes stay easy to review.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Reading code produced by generators such as OpenAPI Generator or MapStruct, or by a decompiler.' },
        { text: 'Tidying legacy classes before refactoring them.' },
        { text: 'Formatting Java samples for documentation, tickets and interviews.' },
        { text: 'Reviewing a class from a colleague without setting up an IDE.' },
      ],
    },
  ],
};
