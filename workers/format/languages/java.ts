import java from 'prettier-plugin-java';
import { Language, Parser, type Node } from 'web-tree-sitter';
import { escapeControls } from '../../shared/escape';
import { nodePackageFile } from '../../shared/node-file';
import { fail, type Result } from '../../shared/result';
import type { FormatOptions } from '../meta';
import { formatWithPrettier, prettierLayout } from './prettier';

/** Formats Java with prettier-plugin-java (tree-sitter parser) at 4 spaces. */
export async function formatJava(code: string, options: FormatOptions = {}): Promise<Result<string>> {
  const result = await formatWithPrettier(code, { parser: 'java', plugins: [java], ...prettierLayout('java', options) });
  if (result.ok || !result.error.message.startsWith('Failed to parse')) return result;
  // The plugin's message is the whole syntax tree as an S-expression, without positions.
  const at = await firstSyntaxError(code).catch(() => undefined);
  return at
    ? fail(`Failed to parse Java: ${at.what} at line ${at.line} column ${at.column}`, at.line, at.column)
    : fail('Failed to parse Java');
}

let javaParser: Promise<Parser> | undefined;

/**
 * The plugin keeps its parser private, so a parse error is located by a second parse with our own tree-sitter
 * parser over the same grammar (loaded only after a failure). The relative path reaches the plugin's grammar,
 * which its package exports do not expose; Vite emits it as an asset, and Node finds it beside the plugin's entry.
 */
function loadJavaParser(): Promise<Parser> {
  javaParser ??= (async () => {
    await Parser.init();
    const grammar = new URL('../../../node_modules/prettier-plugin-java/dist/tree-sitter-java_orchard.wasm', import.meta.url);
    // Under Node the relative URL holds only inside this repository's sources: resolve the plugin's folder instead.
    const language = await Language.load(
      import.meta.env.SSR ? await nodePackageFile('prettier-plugin-java', 'tree-sitter-java_orchard.wasm') : grammar.href,
    );
    const parser = new Parser();
    parser.setLanguage(language);
    return parser;
  })().catch((e: unknown) => {
    javaParser = undefined;
    throw e;
  });
  return javaParser;
}

/** Position (1-based) and kind of the first ERROR or MISSING node in document order. */
async function firstSyntaxError(code: string): Promise<{ line: number; column: number; what: string } | undefined> {
  const parser = await loadJavaParser();
  const tree = parser.parse(code);
  if (!tree) return undefined;
  try {
    let node: Node | null = tree.rootNode;
    while (node && !node.isError && !node.isMissing) {
      let next: Node | null = null;
      for (const child of node.children) {
        if (child && (child.hasError || child.isMissing)) {
          next = child;
          break;
        }
      }
      node = next;
    }
    if (!node) return undefined;
    const what = node.isMissing ? `missing "${node.type}"` : unexpectedText(node.text);
    return { line: node.startPosition.row + 1, column: node.startPosition.column + 1, what };
  } finally {
    tree.delete();
  }
}

function unexpectedText(text: string): string {
  const first = text.trim().split('\n')[0];
  return first ? `unexpected "${escapeControls(first.length > 40 ? `${first.slice(0, 40)}…` : first)}"` : 'unexpected input';
}
