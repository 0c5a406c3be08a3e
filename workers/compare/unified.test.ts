import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffTexts } from './diff-texts';
import { unifiedDiff } from './unified';

const NONE = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unified-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** GNU diff's unified output for two texts, labelled a and b. */
function gnu(a: string, b: string, context: number): string {
  fs.writeFileSync(path.join(dir, 'a'), a);
  fs.writeFileSync(path.join(dir, 'b'), b);
  const r = spawnSync('diff', [`-U${context}`, '--label', 'a', '--label', 'b', path.join(dir, 'a'), path.join(dir, 'b')], { encoding: 'utf8' });
  if (r.error) throw r.error;
  return r.stdout;
}

const ours = (a: string, b: string, context: number) => [...unifiedDiff(diffTexts(a, b, NONE), { labels: ['a', 'b'], context })].join('');

/** Lines 1..n ("line i"), each line edited by `edit` (null drops it); distinct lines, so the alignment is unique. */
function text(n: number, edit: (i: number) => string | null = (i) => `line ${i}`): string {
  const out: string[] = [];
  for (let i = 1; i <= n; i++) {
    const l = edit(i);
    if (l !== null) out.push(l);
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

const base = text(40);
const cases: [string, string][] = [
  ['one changed line', text(40, (i) => (i === 20 ? 'changed' : `line ${i}`))],
  ['insert at the start', `new first\n${base}`],
  ['delete at the end', text(38)],
  ['append at the end', `${base}extra 1\nextra 2\n`],
  ['changes 6 lines apart (one hunk at -U3)', text(40, (i) => (i === 10 || i === 17 ? `x${i}` : `line ${i}`))],
  ['changes 7 lines apart (two hunks at -U3)', text(40, (i) => (i === 10 || i === 18 ? `x${i}` : `line ${i}`))],
  ['a block replaced by a longer one', text(40, (i) => (i >= 5 && i <= 7 ? `new ${i}\nnew ${i}b` : `line ${i}`))],
  ['deletions and insertions mixed', text(40, (i) => (i % 9 === 0 ? null : i % 7 === 0 ? `seven ${i}\nline ${i}` : `line ${i}`))],
  ['everything removed', ''],
];

describe('unifiedDiff prints what GNU diff -u prints', () => {
  for (const context of [0, 1, 3]) {
    it.each(cases)(`%s (-U${context})`, (_, modified) => {
      const expected = gnu(base, modified, context);
      expect(expected).not.toBe('');
      expect(ours(base, modified, context)).toBe(expected);
    });
  }

  it('adds to an empty original with the range -0,0', () => {
    expect(ours('', 'a\nb\n', 3)).toBe(gnu('', 'a\nb\n', 3));
  });

  it('shows an empty first line added to an empty original', () => {
    expect(ours('', '\nx\n', 3)).toBe(gnu('', '\nx\n', 3));
  });

  it('yields nothing for equal texts, whatever their line endings', () => {
    expect(ours(base, base.replace(/\n/g, '\r\n'), 3)).toBe('');
  });
});
