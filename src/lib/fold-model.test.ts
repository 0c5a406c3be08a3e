import { describe, expect, it } from 'vitest';
import { buildLineIndex } from '@workers/shared/line-index';
import { allFolds, collapse, expand, foldAt, foldMap, hiddenLines, isHidden, lineToRow, NO_FOLDS, reveal, rowToLine, type Folds } from './fold-model';

/** A deterministic pseudo-random generator (tests repeat exactly). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Node = [open: number, close: number];

/** The folds as [open, close] pairs, for comparing. */
const pairs = (f: Folds): Node[] => Array.from(f.open, (o, k) => [o, f.close[k]]);
/** Folds from pairs (sorted as the functions keep them). */
const folds = (...nodes: Node[]): Folds => nodes.reduce<Folds>((f, [o, c]) => collapse(f, o, c), NO_FOLDS);

/**
 * The nodes of a random formatted document of about `n` lines: each node opens on one line and closes on a later
 * one, nested as brackets are (at least one line between).
 */
function nodes(n: number, rnd: () => number): { lines: number; nodes: Node[] } {
  const out: Node[] = [];
  const open: number[] = [];
  let line = 0;
  while (line < n || open.length) {
    const r = rnd();
    if (line < n && (r < 0.3 || !open.length)) open.push(line);
    else if (open.length && r < 0.55 && open[open.length - 1] < line - 1) out.push([open.pop()!, line]);
    line++;
  }
  return { lines: line, nodes: out.sort((a, b) => a[0] - b[0]) };
}

/** The lines shown, the slow way: every line not strictly inside a collapsed node. */
const shown = (lines: number, f: Folds) =>
  Array.from({ length: lines }, (_, i) => i).filter((i) => !pairs(f).some(([o, c]) => o < i && i < c));

describe('folds: rows ↔ lines', () => {
  it('with nothing collapsed, row i is line i', () => {
    const map = foldMap(NO_FOLDS, 10);
    expect(map.rowCount).toBe(10);
    expect([0, 5, 9].map((r) => rowToLine(map, r))).toEqual([0, 5, 9]);
    expect([0, 5, 9].map((l) => lineToRow(map, l))).toEqual([0, 5, 9]);
  });

  it('one collapsed node keeps its first and last lines', () => {
    // Lines 2 … 7 hidden inside the node 1 … 8 of 12 lines.
    const f = folds([1, 8]);
    const map = foldMap(f, 12);
    expect(hiddenLines(1, foldAt(f, 1))).toBe(6);
    expect(map.rowCount).toBe(6);
    expect(Array.from({ length: 6 }, (_, r) => rowToLine(map, r))).toEqual([0, 1, 8, 9, 10, 11]);
    expect(Array.from({ length: 12 }, (_, l) => lineToRow(map, l))).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5]);
    expect([1, 2, 7, 8].map((l) => isHidden(map, l))).toEqual([false, true, true, false]);
  });

  it('matches the slow way for random documents and random collapsed nodes', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const rnd = random(seed);
      const doc = nodes(20 + Math.floor(rnd() * 400), rnd);
      let f = NO_FOLDS;
      for (const [o, c] of doc.nodes) if (rnd() < 0.25) f = collapse(f, o, c);
      const map = foldMap(f, doc.lines);
      const want = shown(doc.lines, f);
      expect(map.rowCount).toBe(want.length);
      expect(want.map((_, r) => rowToLine(map, r))).toEqual(want);
      for (let line = 0; line < doc.lines; line++) {
        const row = lineToRow(map, line);
        const visible = want.indexOf(line);
        if (visible >= 0) expect(row).toBe(visible);
        else {
          // A hidden line: the row of the outermost collapsed node around it.
          const outer = pairs(f).find(([o, c]) => o < line && line < c && want.includes(o))!;
          expect(row).toBe(want.indexOf(outer[0]));
        }
        expect(isHidden(map, line)).toBe(visible < 0);
      }
    }
  });

  it('expanding the outer node keeps the inner one collapsed', () => {
    let f = folds([3, 9], [0, 20]);
    expect(foldMap(f, 22).rowCount).toBe(3);
    f = expand(f, 0);
    expect(pairs(f)).toEqual([[3, 9]]);
    const map = foldMap(f, 22);
    expect(map.rowCount).toBe(22 - 5);
    expect([3, 4, 5].map((r) => rowToLine(map, r))).toEqual([3, 9, 10]);
  });

  it('collapse and expand keep the list sorted, once per node', () => {
    let f = folds([50, 60], [10, 20], [30, 40]);
    expect(Array.from(f.open)).toEqual([10, 30, 50]);
    expect(collapse(f, 30, 40)).toBe(f);
    // A node hiding nothing is not collapsed.
    expect(collapse(f, 70, 71)).toBe(f);
    expect(foldAt(f, 30)).toBe(40);
    expect(foldAt(f, 31)).toBe(-1);
    f = expand(f, 30);
    expect(Array.from(f.open)).toEqual([10, 50]);
    expect(expand(f, 30)).toBe(f);
    expect(expand(f, 99)).toBe(f);
  });

  it('reveal expands every collapsed node around a line, and only those', () => {
    // 0 … 100 holds 10 … 50 (which holds 20 … 30) and 60 … 70.
    const f = folds([0, 100], [10, 50], [20, 30], [60, 70]);
    expect(pairs(reveal(f, 25))).toEqual([[60, 70]]);
    expect(pairs(reveal(f, 40))).toEqual([
      [20, 30],
      [60, 70],
    ]);
    // A node's own first and last lines are shown while it is collapsed.
    expect(reveal(f, 0)).toBe(f);
    const map = foldMap(reveal(f, 65), 101);
    expect(isHidden(map, 65)).toBe(false);
    expect(rowToLine(map, lineToRow(map, 65))).toBe(65);
    expect(foldMap(reveal(f, 100), 101).rowCount).toBe(2);
  });

  it('holds documents of billions of lines', () => {
    const lines = 3_000_000_000;
    const f = folds([1, lines - 2], [0, lines - 1]);
    const map = foldMap(f, lines);
    expect(map.rowCount).toBe(2);
    expect(rowToLine(map, 1)).toBe(lines - 1);
    const inner = foldMap(expand(f, 0), lines);
    expect(inner.rowCount).toBe(4);
    expect([0, 1, 2, 3].map((r) => rowToLine(inner, r))).toEqual([0, 1, lines - 2, lines - 1]);
    expect(lineToRow(inner, lines - 100)).toBe(1);
  });
});

describe('folds of a document whose nodes are all known', () => {
  const SAMPLE = ['{', '  "a": [', '    1,', '    {', '      "b": 2', '    }', '  ],', '  "c": {}', '}'].join('\n');
  const { subtreeEnd } = buildLineIndex(SAMPLE);

  it('"Collapse all" collapses every node with lines to hide; the root keeps its first and last lines', () => {
    const all = allFolds(subtreeEnd);
    expect(pairs(all)).toEqual([
      [0, 8],
      [1, 6],
      [3, 5],
    ]);
    const map = foldMap(all, subtreeEnd.length);
    expect(Array.from({ length: map.rowCount }, (_, r) => rowToLine(map, r))).toEqual([0, 8]);
    // Expanding the root shows its children, each still collapsed.
    const open = foldMap(expand(all, 0), subtreeEnd.length);
    expect(Array.from({ length: open.rowCount }, (_, r) => rowToLine(open, r))).toEqual([0, 1, 6, 7, 8]);
  });

  it('an indented outline (no closing lines): the node hides its children up to the next line', () => {
    const { subtreeEnd: outline } = buildLineIndex('a:\n  b\n  c\nd:\n  e');
    const map = foldMap(allFolds(outline), outline.length);
    expect(Array.from({ length: map.rowCount }, (_, r) => rowToLine(map, r))).toEqual([0, 3]);
  });
});
