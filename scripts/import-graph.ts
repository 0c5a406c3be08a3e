import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's import graph, types included: every TypeScript file tracked by git (test fixtures aside) and the
 * files it imports — `import`, `import type`, `export … from`, `import()` and `typeof import()` alike — resolved as
 * the bundler does, with the `@workers/*` alias. Packages are left out.
 *
 * TypeScript's own scanner (`preProcessFile`) reads the imports without type-checking, so the whole repository takes
 * about a second; eslint-plugin-import's no-cycle resolves and re-parses module by module per linted file, and would
 * be a heavy dependency for this one check.
 */
export function importGraph(root: string): Map<string, string[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('tests/fixtures/') && !f.endsWith('.d.ts'))
    .map((f) => path.join(root, f));
  const known = new Set(files);
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: root,
    paths: { '@workers/*': ['./workers/*'] },
    resolveJsonModule: true,
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && known.has(path.resolve(resolved))) targets.add(path.resolve(resolved));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * The cycles of a graph: its strongly connected components of more than one file (or a file importing itself),
 * each as the files of one import path around it, starting from its first file in sorted order.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  // Tarjan's algorithm, iterative: the graph is deep enough to matter for recursion.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [v, i] = frame;
      if (i === 0) {
        index.set(v, counter);
        low.set(v, counter++);
        stack.push(v);
        onStack.add(v);
      }
      const next = graph.get(v) ?? [];
      if (i < next.length) {
        frame[1]++;
        const w = next[i];
        if (!index.has(w)) work.push([w, 0]);
        else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || next.includes(v)) components.push(component);
      }
    }
  }
  return components.map((component) => cyclePath(graph, new Set(component)));
}

/** One import path around a strongly connected component, as the files met in order (breadth-first, shortest). */
function cyclePath(graph: Map<string, string[]>, component: Set<string>): string[] {
  const first = [...component].sort()[0];
  const from = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === first) {
        const path = [v];
        while (path[0] !== first) path.unshift(from.get(path[0])!);
        return path;
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [first];
}
