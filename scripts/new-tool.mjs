#!/usr/bin/env node
// npm run new:tool -- <id> "<Name>"
//
// Scaffolds a tool that turns a text into another text (an encoder, a decoder, a case converter …), the README's
// "Adding a tool" recipe exactly. It writes four files and touches one:
//   src/tools/<id>/index.ts            the catalogue entry (kind utility): path, texts, recommended tools, lazy body
//   src/tools/<id>/<id>-body.tsx       the screen: input, Run, the output in the result view, over useTextOperation
//   src/tools/<id>/content.ts          the page's text, to be written (catalogue.test.ts refuses the markers)
//   workers/text/operations/<id>.ts    the engine function and its examples, which are its unit test
//   src/tools/catalogue.ts             its import and its place at the end of FOLDERS
//   src/messages/<locale>.json         its name, title, description, intro, keywords and its screen's words, in
//                                      English in every language's file until translated (README "Languages")
// The worker, its client and its test need nothing: the text family runs any file of workers/text/operations/.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = 'Usage: npm run new:tool -- <id> "<Name>"   e.g. npm run new:tool -- base64-encoder "Base64 Encoder"';

/**
 * Writes the tool `id` named `name` into the repository at `root`; returns the paths written, relative to it.
 * Throws with a message for an id that is not kebab-case or already taken.
 */
export function newTool(root, id, name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id ?? '') || !name?.trim()) throw new Error(USAGE);
  const folder = path.join(root, 'src/tools', id);
  const operation = path.join(root, 'workers/text/operations', `${id}.ts`);
  const cataloguePath = path.join(root, 'src/tools/catalogue.ts');
  let catalogue = readFileSync(cataloguePath, 'utf8');
  if (existsSync(folder) || existsSync(operation) || new RegExp(`'${id}'`).test(catalogue)) throw new Error(`A tool named ${id} exists already`);

  const camel = id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const files = {
    [`src/tools/${id}/index.ts`]: indexFile(id, name.trim(), pascal),
    [`src/tools/${id}/${id}-body.tsx`]: bodyFile(id, name.trim(), pascal),
    [`src/tools/${id}/content.ts`]: contentFile(name.trim()),
    [`workers/text/operations/${id}.ts`]: operationFile(name.trim()),
  };

  // The catalogue line: its import after the last folder's, its name at the end of FOLDERS (the footer's order).
  const imports = [...catalogue.matchAll(/^import \{ tools as \w+ \} from '\.\/[\w-]+';\n/gm)];
  const folders = /const FOLDERS = \[([^\]]*)\] as const;/.exec(catalogue);
  if (!imports.length || !folders) throw new Error('src/tools/catalogue.ts has no FOLDERS list to add the tool to');
  const last = imports[imports.length - 1];
  catalogue = catalogue.slice(0, last.index + last[0].length) + `import { tools as ${camel} } from './${id}';\n` + catalogue.slice(last.index + last[0].length);
  catalogue = catalogue.replace(folders[0], `const FOLDERS = [${folders[1]}, ${camel}] as const;`);

  // The page's texts are messages named after the id, in every language's file (English until translated).
  const messageFiles = readdirSync(path.join(root, 'src/messages'))
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .sort()
    .map((f) => `src/messages/${f}`);
  const texts = toolMessages(id, name.trim());

  mkdirSync(folder, { recursive: true });
  mkdirSync(path.dirname(operation), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  writeFileSync(cataloguePath, catalogue);
  for (const file of messageFiles) {
    const messages = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    writeFileSync(path.join(root, file), `${JSON.stringify({ ...messages, ...texts }, null, 2)}\n`);
  }
  return [...Object.keys(files), 'src/tools/catalogue.ts', ...messageFiles];
}

const indexFile = (id, name, pascal) => `import type { UtilityEntry } from '../tool-entry';

/** ${name}: a text operation (workers/text/operations/${id}.ts) on its own page. */
export const tools: readonly UtilityEntry<'${id}'>[] = [
  {
    kind: 'utility',
    id: '${id}',
    path: '/${id}',
    // Its English title (analytics, error reports); what pages show are the messages tool.${id}.* (src/messages).
    title: '${name}',
    // Three other tools' ids (catalogue.test.ts checks that they exist).
    recommended: ['json-formatter', 'text-compare', 'json-generator'],
    body: () => import('./${id}-body').then((m) => m.${pascal}Body),
    content: () => import('./content'),
  },
];
`;

/** The messages of a new tool's page texts (src/messages/<locale>.json). */
const toolMessages = (id, name) => ({
  [`tool.${id}.name`]: name,
  [`tool.${id}.title`]: name,
  [`tool.${id}.description`]: `${name} in your browser: paste a text and get the result at once; nothing you paste leaves the page.`,
  [`tool.${id}.intro`]: 'Paste or type a text and press Run: the result appears beside it, ready to copy. It runs in your browser; nothing you paste is sent anywhere.',
  [`tool.${id}.keywords`]: `${name.toLowerCase()}, ${name.toLowerCase()} online`,
  // The words of its screen (a screen that grows gets a message scope of its own: README "Languages").
  [`tool.${id}.run`]: 'Run',
  [`tool.${id}.runTitle`]: 'Run (Ctrl+Enter)',
  [`tool.${id}.running`]: 'Running',
  [`tool.${id}.input`]: 'Input',
  [`tool.${id}.output`]: 'Output',
  [`tool.${id}.placeholder`]: 'The output will appear here...',
});

const bodyFile = (id, name, pascal) => `import { useId, useRef } from 'react';
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor';
import { Button, Toolbar, ToolbarSpacer } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { TextResultView } from '../../components/result-view';
import { useT } from '../../lib/messages';
import { useTextOperation } from '../../lib/use-text-operation';
import type { ToolBodyProps } from '../tool-body-props';
import '../../components/tool-layout.css';

const PANEL_HEIGHT = 360;

/** ${name}: the input, Run, and the output of workers/text/operations/${id}.ts beside it. */
export function ${pascal}Body({ tool }: ToolBodyProps<'utility'>) {
  const t = useT();
  const operation = useTextOperation(tool);
  const editor = useRef<CodeEditorHandle>(null);
  const inputId = useId();
  const outputId = useId();
  const output = operation.output;
  const run = () => operation.run(async () => (await editor.current?.getSlicesAsync()) ?? [], editor.current?.getLength() ?? 0);

  return (
    <div className="tc-root">
      <Toolbar>
        <Button variant="primary" onClick={run} disabled={operation.running} title={t('tool.${id}.runTitle')}>
          {t('tool.${id}.run')}
        </Button>
        <ToolbarSpacer />
        {output && <CopyButton getText={() => output.text} context={tool.title} />}
      </Toolbar>
      {operation.running && (
        <div className="tc-status" role="status">
          <progress aria-label={t('tool.${id}.running')} />
          <Button onClick={operation.cancel}>{t('common.cancel')}</Button>
        </div>
      )}
      <ErrorBanner error={operation.error} />
      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={inputId}>
          <h2 id={inputId} className="tc-title">
            {t('tool.${id}.input')}
          </h2>
          <CodeEditor label={t('tool.${id}.input')} handleRef={editor} onChange={operation.reset} onSubmit={run} minHeight={PANEL_HEIGHT} />
        </section>
        <section className="tc-pane" aria-labelledby={outputId}>
          <h2 id={outputId} className="tc-title">
            {t('tool.${id}.output')}
          </h2>
          {output ? (
            <TextResultView data={output} client={operation.client} tool={tool.title} label={t('tool.${id}.output')} height={PANEL_HEIGHT - 46} />
          ) : (
            <div className="tc-placeholder" style={{ height: PANEL_HEIGHT }}>
              {t('tool.${id}.placeholder')}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
`;

const contentFile = (name) => `import type { ToolContent } from '../../content/types';

/**
 * Static text of the ${name} page. TODO: write it (at least four sections, 120 to 400 words, lists of four to
 * seven items); catalogue.test.ts refuses the page until then.
 */
export const content: ToolContent = {
  sections: [
    { heading: 'What ${name} does', paragraphs: ['TODO'] },
    { heading: 'Features', items: [{ text: 'TODO' }] },
    { heading: 'How to use it', layout: 'steps', items: [{ text: 'TODO' }] },
    { heading: 'Details', items: [{ text: 'TODO' }] },
  ],
};
`;

const operationFile = (name) => `import type { TextOperation } from '../meta';

/**
 * ${name}. \`run\` gives the output for an input (it throws an Error whose message the user reads for an input it
 * cannot take); the examples are its unit test (workers/text/operations.test.ts): write the operation, then give
 * inputs and exactly the outputs it must give.
 */
export const operation: TextOperation = {
  run: (input) => input,
  examples: [{ input: 'DevToolbox', output: 'DevToolbox' }],
};
`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [id, name] = process.argv.slice(2);
  try {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    for (const file of newTool(root, id, name)) console.log(`  ${file}`);
    console.log(`\nNext: write the operation and its examples, the page text, and run npx vitest run workers/text src/tools/catalogue.test.ts`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
