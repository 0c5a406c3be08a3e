import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The most lines a component may take: a screen is a layout over hooks, its work in its use-<tool>.ts. */
export const MAX_COMPONENT_LINES = 250;

/** A component of the page: a function named in PascalCase in a .tsx file, and the lines it spans. */
export interface ComponentSize {
  file: string;
  name: string;
  lines: number;
}

/** The span of `node` in lines of `source`. */
const linesOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

const isComponentName = (name: string) => /^[A-Z]/.test(name);

/**
 * The components of one .tsx text: function declarations and functions assigned to a const (arrow or
 * function expression, also inside memo() or forwardRef()) whose name starts with a capital letter, at any depth.
 */
export function componentsOf(file: string, text: string): ComponentSize[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ComponentSize[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && isComponentName(node.name.text)) {
      found.push({ file, name: node.name.text, lines: linesOf(source, node) });
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isComponentName(node.name.text) && node.initializer) {
      let init: ts.Expression = node.initializer;
      // memo(function …) / forwardRef((…) => …): the component is the wrapped function.
      if (ts.isCallExpression(init) && init.arguments.length > 0) init = init.arguments[0];
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) found.push({ file, name: node.name.text, lines: linesOf(source, init) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every .tsx file under `dir`, tests left out. */
function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The components of the page's code under `srcDir`. */
export function pageComponents(srcDir: string): ComponentSize[] {
  return tsxFiles(srcDir).flatMap((file) => componentsOf(file, fs.readFileSync(file, 'utf8')));
}
