import type { ToolContent } from '../../../content/types';

/** Static text of the C++ Formatter page. */
export const content: ToolContent = {
  sections: [
    {
      heading: 'Why C++ formatting matters',
      paragraphs: [
        'C and C++ have no single house style. Brace placement, pointer alignment (int *p or int* p), indentation width and include order vary from project to project. clang-format settles these questions automatically and is the standard tool in LLVM, Chromium and many other codebases.',
      ],
    },
    {
      heading: 'Features',
      items: [
        { title: 'Real clang-format', text: 'The clang-format engine compiled to WebAssembly, so the output matches the command-line tool with the same style.' },
        {
          title: 'LLVM style',
          text: 'clang-format offers predefined styles such as LLVM, Google, Chromium, Mozilla, WebKit, Microsoft and GNU; this page uses LLVM: 2-space indentation, an 80-column limit, attached braces and right-aligned pointers.',
        },
        { title: 'Sorted includes', text: 'Within each block of #include lines, headers are sorted, as the LLVM style specifies.' },
        { title: 'C and C++', text: 'Works for C sources, C++ sources and headers, including templates, lambdas and macros.' },
      ],
    },
    {
      heading: 'How it works',
      layout: 'steps',
      items: [
        { text: 'Paste C or C++ code into Input Code.' },
        { text: 'Click Format Code. On first use the clang-format engine (about 2.6 MB) is loaded.' },
        { text: 'clang-format tokenises the code and applies the LLVM style rules.' },
        { text: 'Copy the result into your editor.' },
      ],
    },
    {
      heading: 'Best practices',
      items: [
        { text: 'Commit a .clang-format file (for example BasedOnStyle: LLVM) so editors and CI format the same way.' },
        { text: 'Wrap hand-aligned tables, such as matrices, in // clang-format off and // clang-format on.' },
        { text: 'clang-format works on tokens and does not compile your code; most syntax errors pass unnoticed, so build and run clang-tidy too.' },
        { text: 'Keep macros short: clang-format cannot see what a macro expands to.' },
      ],
    },
    {
      heading: 'Common uses',
      items: [
        { text: 'Cleaning up legacy C code or embedded firmware with mixed styles.' },
        { text: 'Formatting examples for documentation, Stack Overflow answers or course material.' },
        { text: 'Reading generated code, for example from protocol buffer or interface compilers.' },
        { text: 'Trying out the LLVM style before adopting clang-format in a project.' },
      ],
    },
  ],
};
