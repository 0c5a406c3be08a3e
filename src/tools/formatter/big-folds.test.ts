import { describe, expect, it } from 'vitest';
import { collapse, expand, foldAt, foldMap, hiddenLines, isHidden, lineToRow, mayOpenNode, reveal, rowToLine, type Fold } from './big-folds';

/** A deterministic pseudo-random generator (tests repeat exactly). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * The nodes of a random formatted document of about `n` lines: each node opens on one line and closes on a later
 * one, nested as brackets are (at least one line between).
 */
function nodes(n: number, rnd: () => number): { lines: number; nodes: Fold[] } {
  const out: Fold[] = [];
  const open: number[] = [];
  let line = 0;
  while (line < n || open.length) {
    const r = rnd();
    if (line < n && (r < 0.3 || !open.length)) open.push(line);
    else if (open.length && r < 0.55 && open[open.length - 1] < line - 1) out.push({ open: open.pop()!, close: line });
    line++;
  }
  return { lines: line, nodes: out.sort((a, b) => a.open - b.open) };
}

/** The lines shown, the slow way: every line not strictly inside a collapsed node. */
const shown = (lines: number, folds: readonly Fold[]) =>
  Array.from({ length: lines }, (_, i) => i).filter((i) => !folds.some((f) => f.open < i && i < f.close));

describe('big-file folds: rows ↔ lines', () => {
  it('with nothing collapsed, row i is line i', () => {
    const map = foldMap([], 10);
    expect(map.rowCount).toBe(10);
    expect([0, 5, 9].map((r) => rowToLine(map, r))).toEqual([0, 5, 9]);
    expect([0, 5, 9].map((l) => lineToRow(map, l))).toEqual([0, 5, 9]);
  });

  it('one collapsed node keeps its first and last lines', () => {
    // Lines 2 … 7 hidden inside the node 1 … 8 of 12 lines.
    const folds = collapse([], 1, 8);
    const map = foldMap(folds, 12);
    expect(hiddenLines(folds[0])).toBe(6);
    expect(map.rowCount).toBe(6);
    expect(Array.from({ length: 6 }, (_, r) => rowToLine(map, r))).toEqual([0, 1, 8, 9, 10, 11]);
    expect(Array.from({ length: 12 }, (_, l) => lineToRow(map, l))).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5]);
    expect([1, 2, 7, 8].map((l) => isHidden(map, l))).toEqual([false, true, true, false]);
  });

  it('matches the slow way for random documents and random collapsed nodes', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const rnd = random(seed);
      const doc = nodes(20 + Math.floor(rnd() * 400), rnd);
      let folds: readonly Fold[] = [];
      for (const f of doc.nodes) if (rnd() < 0.25) folds = collapse(folds, f.open, f.close);
      const map = foldMap(folds, doc.lines);
      const want = shown(doc.lines, folds);
      expect(map.rowCount).toBe(want.length);
      expect(want.map((_, r) => rowToLine(map, r))).toEqual(want);
      for (let line = 0; line < doc.lines; line++) {
        const row = lineToRow(map, line);
        const visible = want.indexOf(line);
        if (visible >= 0) expect(row).toBe(visible);
        else {
          // A hidden line: the row of the outermost collapsed node around it.
          const outer = folds.find((f) => f.open < line && line < f.close && want.includes(f.open))!;
          expect(row).toBe(want.indexOf(outer.open));
        }
        expect(isHidden(map, line)).toBe(visible < 0);
      }
    }
  });

  it('expanding the outer node keeps the inner one collapsed', () => {
    // Outer 0 … 20, inner 3 … 9.
    let folds = collapse(collapse([], 3, 9), 0, 20);
    expect(foldMap(folds, 22).rowCount).toBe(3);
    folds = expand(folds, 0);
    expect(folds).toEqual([{ open: 3, close: 9 }]);
    const map = foldMap(folds, 22);
    expect(map.rowCount).toBe(22 - 5);
    expect([3, 4, 5].map((r) => rowToLine(map, r))).toEqual([3, 9, 10]);
  });

  it('collapse and expand keep the list sorted, once per node', () => {
    let folds = collapse(collapse(collapse([], 50, 60), 10, 20), 30, 40);
    expect(folds.map((f) => f.open)).toEqual([10, 30, 50]);
    expect(collapse(folds, 30, 40)).toBe(folds);
    // A node hiding nothing is not collapsed.
    expect(collapse(folds, 70, 71)).toBe(folds);
    expect(foldAt(folds, 30)).toEqual({ open: 30, close: 40 });
    expect(foldAt(folds, 31)).toBeUndefined();
    folds = expand(folds, 30);
    expect(folds.map((f) => f.open)).toEqual([10, 50]);
    expect(expand(folds, 30)).toBe(folds);
  });

  it('reveal expands every collapsed node around a line, and only those', () => {
    // 0 … 100 holds 10 … 50 (which holds 20 … 30) and 60 … 70.
    const folds = [
      { open: 0, close: 100 },
      { open: 10, close: 50 },
      { open: 20, close: 30 },
      { open: 60, close: 70 },
    ];
    expect(reveal(folds, 25)).toEqual([{ open: 60, close: 70 }]);
    expect(reveal(folds, 40)).toEqual([
      { open: 20, close: 30 },
      { open: 60, close: 70 },
    ]);
    // A node's own first and last lines are shown while it is collapsed.
    expect(reveal(folds, 0)).toBe(folds);
    const map = foldMap(reveal(folds, 65), 101);
    expect(isHidden(map, 65)).toBe(false);
    expect(rowToLine(map, lineToRow(map, 65))).toBe(65);
    expect(foldMap(reveal(folds, 100), 101).rowCount).toBe(2);
  });

  it('holds documents of billions of lines', () => {
    const lines = 3_000_000_000;
    const folds = collapse(collapse([], 1, lines - 2), 0, lines - 1);
    const map = foldMap(folds, lines);
    expect(map.rowCount).toBe(2);
    expect(rowToLine(map, 1)).toBe(lines - 1);
    const inner = foldMap(expand(folds, 0), lines);
    expect(inner.rowCount).toBe(4);
    expect([0, 1, 2, 3].map((r) => rowToLine(inner, r))).toEqual([0, 1, lines - 2, lines - 1]);
    expect(lineToRow(inner, lines - 100)).toBe(1);
  });
});

describe('big-file folds: rows that may open a node', () => {
  it.each([
    ['json', '{', true],
    ['json', '  "a": [', true],
    ['json', '    "b": {},', false],
    ['json', '  ],', false],
    ['json', '  "x{"', false],
    ['xml', '  <item id="1">', true],
    ['xml', '<root>', true],
    ['xml', '  <item/>', false],
    ['xml', '  <name>x</name>', false],
    ['xml', '  </item>', false],
    ['xml', '<?xml version="1.0"?>', false],
    ['xml', '<!-- c -->', false],
  ] as const)('%s %j → %s', (language, text, want) => {
    expect(mayOpenNode(language, text, false)).toBe(want);
  });

  it('a row cut for length may open one', () => {
    expect(mayOpenNode('json', '      ', true)).toBe(true);
  });
});
