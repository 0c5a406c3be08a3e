import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralText from './scripts/lint/no-literal-text.js';

/**
 * The page runs engines only in their workers: src/ imports engine code as types, values only from a family's meta.ts.
 * The per-line syntax tokenizers (workers/shared/highlight/) and the definition of a Find match
 * (workers/shared/text-search.ts) are the exceptions: they colour and mark the rows in view on the page by design (the
 * worker uses the same code for the state at each line's start and for Find, so both agree). Tests (*.test.ts) run in
 * Node and may call engines.
 */
const ENGINE_BOUNDARY = [
  {
    regex: '^@workers/(?![\\w-]+/meta$|shared/highlight/|shared/text-search$)',
    allowTypeImports: true,
    message: "src/ imports engine code only as types (import type), values only from a family's meta.ts: engines run in their workers",
  },
  { regex: '^(\\.\\./)+workers/', message: 'src/ reaches the engines as @workers/…' },
];

/** Names that stay as they are in every language (the glossaries' "never translated"), allowed alone in JSX. */
const NEVER_TRANSLATED = ['DevToolbox', 'JSON', 'XML', 'YAML', 'CSV', 'XPath', 'XSD', 'jq', 'JSONPath', 'NDJSON', 'TypeScript', 'IBAN', 'BIC', 'PDF', 'SQL', 'HTML', 'CSS'];

export default tseslint.config(
  { ignores: ['.tmp*', 'dist', 'dist-ssr', 'dist-configured', 'dist-subfolder', 'dist-subfolder-ssr', 'dist-cli', 'release', 'node_modules', 'test-results', 'playwright-report', 'bench-inputs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Engines are pure: they never import the UI.
    files: ['workers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '../src/*', '../../src/*'], message: 'workers/ must not import src/' }] }],
    },
  },
  {
    // A family's meta.ts is what the page may import: plain data, so it imports values only from other meta.ts files.
    files: ['workers/*/meta.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./meta$|\\.\\./[\\w-]+/meta$)',
              allowTypeImports: true,
              message: "a family's meta.ts is plain data: it imports values only from another meta.ts (types from anywhere)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: ENGINE_BOUNDARY }] },
  },
  {
    // The command line is argument parsing, files and streams over the library: it imports the engines only through
    // workers/lib.ts (the package's entry), besides Node's modules and its own files.
    files: ['cli/**/*.ts'],
    ignores: ['cli/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!workers/lib$)', message: 'cli/ imports the engines only through workers/lib.ts (the library entry)' }] },
      ],
    },
  },
  // Imports inside src/ flow one way: lib and content → components → tools → catalogue → pages → app (and the entry
  // files beside them). Shared code never reaches up, and tool folders never reach into each other. The patterns
  // match relative paths that climb out to a layer's folder (src/content/pages is text, not src/pages).
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(components|tools|pages|app)(/|$)', message: 'src/lib is shared: it must not import components, tools, pages or app' }] }],
    },
  },
  {
    files: ['src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(components|tools|pages|app)(/|$)', message: 'src/content is static text as data: it must not import components, tools, pages or app' }] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(tools|pages|app)(/|$)', message: 'src/components is shared: it must not import tools, pages or app; pass tool data down as props' }] }],
    },
  },
  {
    // The catalogue and the entry types (src/tools/*.ts) gather the folders; they never reach up either.
    files: ['src/tools/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(pages|app)(/|$)', message: 'a tool must not import pages or app' }] }],
    },
  },
  // A tool folder imports shared code, the entry types and the catalogue's types, never another tool folder: for a
  // file `depth` folders inside src/tools/<tool>/, a path climbing exactly to src/tools/ must name one of those.
  ...[0, 1].flatMap((depth) => {
    const folderRules = [
      { regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./|catalogue$|tool-entry$|tool-body-props$)`, message: 'a tool folder must not import another tool folder' },
      { regex: '^(\\.\\./)+tools/', message: 'a tool folder must not import another tool folder' },
      { regex: `^(\\.\\./){${depth + 1}}catalogue$`, allowTypeImports: true, message: 'a tool folder may import only types from the catalogue (ToolId): the catalogue imports the folders' },
    ];
    const files = [`src/tools/*/${'*/'.repeat(depth)}*.{ts,tsx}`];
    const tests = [`src/tools/*/${'*/'.repeat(depth)}*.test.{ts,tsx}`];
    return [
      { files, ignores: tests, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...folderRules, ...ENGINE_BOUNDARY] }] } },
      { files: tests, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: folderRules }] } },
    ];
  }),
  {
    // Pages see tools only through the catalogue and the entry types.
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(app)(/|$)', message: 'a page must not import app' },
            { regex: '^\\.\\./tools/(?!(catalogue|tool-entry|tool-body-props)$)', message: 'pages reach tools only through the catalogue (src/tools/catalogue.ts)' },
          ],
        },
      ],
    },
  },
  {
    // Words a person reads come from the message files (src/messages, a tool folder's messages/): no literal text in
    // JSX, nor in aria-label, placeholder, title, label or alt (scripts/lint/no-literal-text.js). Product and format
    // names that no language translates may stand alone.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { devtoolbox: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'devtoolbox/no-literal-text': ['error', { allow: NEVER_TRANSLATED }] },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', performance: 'readonly', setTimeout: 'readonly' } },
  },
);
