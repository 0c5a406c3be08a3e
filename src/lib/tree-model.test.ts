import { describe, expect, it } from 'vitest';
import { buildLineIndex } from '@workers/shared/line-index';
import {
  collapseAll,
  findAll,
  floorIndex,
  isExpandable,
  lineOfOffset,
  lowerBound,
  revealLine,
  visibleLines,
} from './tree-model';

/** Reference: a line is visible when no collapsed line's subtree contains it. O(n²), for small inputs. */
function naiveVisible(subtreeEnd: Uint32Array, collapsed: Uint8Array): number[] {
  const out: number[] = [];
  for (let j = 0; j < subtreeEnd.length; j++) {
    let hidden = false;
    for (let i = 0; i < j; i++) if (collapsed[i] && subtreeEnd[i] > i + 1 && j < subtreeEnd[i]) hidden = true;
    if (!hidden) out.push(j);
  }
  return out;
}

const SAMPLE = ['{', '  "a": [', '    1,', '    {', '      "b": 2', '    }', '  ],', '  "c": {}', '}'].join('\n');

describe('visibleLines', () => {
  const { subtreeEnd } = buildLineIndex(SAMPLE);

  it('shows every line when nothing is collapsed', () => {
    expect([...visibleLines(subtreeEnd, new Uint8Array(subtreeEnd.length))]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each([
    [[1], [0, 1, 6, 7, 8]],
    [[3], [0, 1, 2, 3, 5, 6, 7, 8]], // the closing brace stays visible, as in an editor fold
    [[0], [0, 8]],
    [[1, 3], [0, 1, 6, 7, 8]],
    [[7], [0, 1, 2, 3, 4, 5, 6, 7, 8]], // "c": {} is a leaf: collapsing it hides nothing
  ])('collapsing %j shows %j', (lines, expected) => {
    const collapsed = new Uint8Array(subtreeEnd.length);
    for (const l of lines) collapsed[l] = 1;
    expect([...visibleLines(subtreeEnd, collapsed)]).toEqual(expected);
  });

  it('matches the reference on random collapse sets', () => {
    const text = Array.from({ length: 300 }, (_, i) => `${' '.repeat((i * 7) % 5)}line${i % 3 === 0 ? ' {' : ''}`).join('\n');
    const { subtreeEnd: ends } = buildLineIndex(text);
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 20; round++) {
      const collapsed = new Uint8Array(ends.length);
      for (let i = 0; i < ends.length; i++) if (rand() < 0.2) collapsed[i] = 1;
      expect([...visibleLines(ends, collapsed)]).toEqual(naiveVisible(ends, collapsed));
    }
  });
});

describe('collapseAll and revealLine', () => {
  const { subtreeEnd } = buildLineIndex(SAMPLE);

  it('collapses every expandable line, leaving the top level', () => {
    const collapsed = collapseAll(subtreeEnd);
    expect([...collapsed]).toEqual([1, 1, 0, 1, 0, 0, 0, 0, 0]);
    expect([...visibleLines(subtreeEnd, collapsed)]).toEqual([0, 8]);
    expect(isExpandable(subtreeEnd, 3)).toBe(true);
    expect(isExpandable(subtreeEnd, 7)).toBe(false);
  });

  it('expands exactly the ancestors of a line', () => {
    const collapsed = collapseAll(subtreeEnd);
    expect(revealLine(subtreeEnd, collapsed, 4)).toBe(true);
    expect([...collapsed]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const again = collapseAll(subtreeEnd);
    expect(revealLine(subtreeEnd, again, 2)).toBe(true);
    expect([...again]).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(revealLine(subtreeEnd, again, 2)).toBe(false);
    expect(revealLine(subtreeEnd, again, 0)).toBe(false);
  });
});

describe('search helpers', () => {
  it('binary-searches sorted offsets', () => {
    const a = Uint32Array.from([0, 5, 9, 20]);
    expect([floorIndex(a, 0), floorIndex(a, 4), floorIndex(a, 9), floorIndex(a, 100)]).toEqual([0, 0, 2, 3]);
    expect(floorIndex(Uint32Array.from([3]), 1)).toBe(-1);
    expect([lowerBound(a, 0), lowerBound(a, 6), lowerBound(a, 21)]).toEqual([0, 2, 4]);
    expect(lineOfOffset(buildLineIndex(SAMPLE).lineStarts, SAMPLE.indexOf('"b"'))).toBe(4);
  });

  it('finds case-insensitive, non-overlapping matches', () => {
    const text = 'Foo foo FOO fofoo';
    expect([...findAll(text, text.toLowerCase(), 'foo').starts]).toEqual([0, 4, 8, 14]);
    expect([...findAll('aaaa', 'aaaa', 'aa').starts]).toEqual([0, 2]);
    expect(findAll(text, text.toLowerCase(), '').starts.length).toBe(0);
    const capped = findAll('xxxxx', 'xxxxx', 'x', 3);
    expect([[...capped.starts], capped.truncated]).toEqual([[0, 1, 2], true]);
  });

  it('falls back to a RegExp when lower-casing changes the length', () => {
    const text = 'İx a.b İX';
    const lower = text.toLowerCase();
    expect(lower.length).not.toBe(text.length);
    expect([...findAll(text, lower, 'ix').starts]).toEqual([]);
    expect([...findAll(text, lower, 'x').starts]).toEqual([1, 8]);
    expect([...findAll(text, lower, '.').starts]).toEqual([4]);
  });
});

describe('a 400,000-line index', () => {
  // A root object with four arrays of 100,000 items; the second array's items are objects (3 lines each).
  const lines: string[] = ['{'];
  const big = 100_000;
  lines.push('  "a": [');
  for (let i = 0; i < big; i++) lines.push(`    ${i},`);
  lines.push('  ],', '  "b": [');
  for (let i = 0; i < big / 4; i++) lines.push('    {', `      "k": ${i}`, '    },');
  lines.push('  ],', '  "c": [');
  for (let i = 0; i < big; i++) lines.push(`    "s${i}",`);
  lines.push('  ],', '  "d": [');
  const rest = 400_000 - lines.length - 2;
  for (let i = 0; i < rest; i++) lines.push(`    ${i},`);
  lines.push('  ]', '}');
  const text = lines.join('\n');
  const { subtreeEnd } = buildLineIndex(text);
  const n = subtreeEnd.length;

  // How long these take on the 10 MB bench input is a figure of the benchmark (tests/bench/engines-node.ts).
  it('collapses a node with 100,000 descendants, collapses all and reveals the last item', () => {
    expect(n).toBeGreaterThanOrEqual(400_000);
    expect(subtreeEnd[1] - 2).toBe(big); // line 1 ("a": [) owns 100,000 lines
    const collapsed = new Uint8Array(n);
    const all = visibleLines(subtreeEnd, collapsed);
    expect(all.length).toBe(n);

    collapsed[1] = 1;
    const visible = visibleLines(subtreeEnd, collapsed);
    expect(visible.length).toBe(n - big);
    expect([visible[0], visible[1], visible[2]]).toEqual([0, 1, big + 2]);
    expect(visible[visible.length - 1]).toBe(n - 1);

    const collapsedAll = collapseAll(subtreeEnd);
    const top = visibleLines(subtreeEnd, collapsedAll);
    revealLine(subtreeEnd, collapsedAll, n - 3);
    const revealed = visibleLines(subtreeEnd, collapsedAll);
    expect([...top]).toEqual([0, n - 1]);
    // root, the three collapsed arrays with their closers, "d": [, all of d's items, its closer and the root's
    const d = lines.indexOf('  "d": [');
    expect(revealed.length).toBe(1 + 6 + 1 + (n - 3 - d) + 2);
    expect(revealed[revealed.length - 3]).toBe(n - 3);
  });

  it('finds matches in the whole text', () => {
    const m = findAll(text, text.toLowerCase(), '"S99999"');
    expect(m.starts.length).toBe(1);
    expect(text.slice(m.starts[0], m.starts[0] + m.length)).toBe('"s99999"');
  });
});
