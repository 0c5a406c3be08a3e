import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const relative = (cycle: string[]) => cycle.map((f) => path.relative(root, f));

describe('the import graph', () => {
  const graph = importGraph(root);

  it('holds every part of the project, type-only and lazy imports included', () => {
    const edges = (from: string) => relative(graph.get(path.join(root, from)) ?? []);
    expect(graph.size).toBeGreaterThan(300);
    // A type-only import (the page's client is typed from the families' list) …
    expect(edges('src/lib/workers.ts')).toContain('workers/families.ts');
    // … a lazy one (the list imports each family's API on use) and the @workers alias.
    expect(edges('workers/families.ts')).toContain('workers/compare/api.ts');
    expect(edges('src/tools/compare/compare-body.tsx')).toContain('workers/compare/meta.ts');
  });

  it('has no cycle', () => {
    expect(importCycles(graph).map(relative)).toEqual([]);
  });
});

describe('importCycles', () => {
  const g = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it('finds each cycle once, as the path around it, and nothing in a graph without one', () => {
    expect(importCycles(g({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(importCycles(g({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'] }))).toEqual(
      expect.arrayContaining([
        ['a', 'b', 'c'],
        ['d', 'e'],
      ]),
    );
    expect(importCycles(g({ a: ['a'] }))).toEqual([['a']]);
    // A type-only edge counts like any other: x → y for a type, y → x for a value.
    expect(importCycles(g({ x: ['y'], y: ['x'] }))).toEqual([['x', 'y']]);
  });
});
