import type { ToolContent } from '../../../content/types';

/** Static text of the Python Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why Python formatting matters',
      paragraphs: [
        'In Python, indentation is syntax, and PEP 8 sets the expectations for everything else: spacing, line length and blank lines. Black made a single, non-configurable style common across the Python community; Ruff’s formatter produces that style much faster. A shared style keeps reviews about behaviour, not layout.',
      ],
    },
    {
      heading: 'Features',
      items: [
        {
          title: 'Ruff’s formatter in the browser',
          text: 'The Rust formatter from the Ruff project, compiled to WebAssembly. Its output is nearly identical to Black’s.',
        },
        { title: 'Black-style defaults', text: 'Lines of up to 88 characters, 4-space indentation, double-quoted strings and two blank lines around top-level definitions.' },
        {
          title: 'Magic trailing comma',
          text: 'A trailing comma after the last element keeps a list, call or signature expanded one item per line; without it, short collections are joined onto one line.',
        },
        { title: 'Modern Python', text: 'match statements, f-strings, type hints, the walrus operator and async code are understood.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste Python code into Input Code.' },
        { text: 'Click Format Code. The first time, the Ruff engine (about 1.2 MB) is loaded into the page.' },
        { text: 'Ruff parses the code into a syntax tree; an indentation or syntax error is reported with its position.' },
        { text: 'The tree is printed in Black-compatible style; copy the result.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Run ruff format in a pre-commit hook or CI with the same defaults, and keep settings in pyproject.toml under [tool.ruff].' },
        { text: 'The formatter does not sort imports; ruff check --select I --fix does.' },
        { text: 'Add a trailing comma to collections you want to stay one item per line.' },
        { text: 'Indent with spaces only; mixing tabs and spaces raises TabError in Python 3.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Cleaning up code copied out of Jupyter notebooks before it goes into a module.' },
        { text: 'Formatting scripts and snippets for documentation or answers to colleagues.' },
        { text: 'Checking whether a pasted snippet is syntactically valid Python.' },
        { text: 'Tidying Django, Flask or FastAPI code when no local tooling is set up.' },
      ],
    },
  ],
};
