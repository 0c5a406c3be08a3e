import { describe, expect, it } from 'vitest';
import { diffTexts } from '@workers/compare/diff-texts';
import { renderInLocale } from '../lib/render-in-locale.test-support';
import { DiffView } from './diff-view';

const OPTIONS = { ignoreWhitespace: false, ignoreCase: false, ignoreKeyOrder: false };

/** Server-renders the view (react-window renders the first `defaultHeight` worth of rows without measuring). */
const render = (left: string, right: string, mode: 'all' | 'changes' = 'all') =>
  renderInLocale(<DiffView result={diffTexts(left, right, OPTIONS)} mode={mode} navigation label="Result" />);

describe('DiffView', () => {
  it('renders both sides of each row with line numbers and cell-type classes', async () => {
    const html = await render('alpha\nbeta\ngamma', 'alpha\ngamma\ndelta');
    expect(html).toContain('role="table" aria-label="Result"');
    expect(html).toMatch(/role="columnheader"[^>]*>Original</);
    expect(html).toMatch(/role="columnheader"[^>]*>Modified</);
    expect(html).toContain('diff-view__left diff-view__cell--removed">beta<');
    expect(html).toContain('diff-view__right diff-view__cell--added">delta<');
    expect(html.match(/diff-view__cell--empty/g)?.length).toBe(4);
    expect(html.match(/data-row="/g)?.length).toBe(4);
  });

  it('offers merge buttons on the first row of each change block only, named by the block and the side', async () => {
    const html = await renderInLocale(
      <DiffView result={diffTexts('a\nb\nc\nd\ne', 'a\nB\nC\nd\ne\nf', OPTIONS)} names={['old.txt', 'new.txt']} onMerge={() => undefined} label="Result" />,
    );
    expect(html.match(/aria-label="Copy change \d to [a-z.]+"/g)).toEqual([
      'aria-label="Copy change 1 to new.txt"',
      'aria-label="Copy change 1 to old.txt"',
      'aria-label="Copy change 2 to new.txt"',
      'aria-label="Copy change 2 to old.txt"',
    ]);
    expect(html).toMatch(/data-row="1"[^]*Copy change 1 to new\.txt[^]*data-row="2"/);
    // Without onMerge (the text tool), no merge column.
    expect(await render('a', 'b')).not.toContain('diff-view__merge');
  });

  it('renders user text as text, never as HTML', async () => {
    const html = await render('<img src=x onerror=alert(1)>', '<b>bold</b>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('wraps the changed characters of a modified row in highlight spans', async () => {
    const html = await render('hello world', 'hello there');
    expect(html).toContain('diff-view__left diff-view__cell--modified');
    expect(html).toMatch(/diff-view__left diff-view__cell--modified">hello <span class="diff-view__hl">/);
    expect(html).toMatch(/diff-view__right diff-view__cell--modified">hello <span class="diff-view__hl">/);
  });

  it('collapses unchanged runs in "changes" mode', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`);
    const changed = lines.map((l, i) => (i === 14 ? 'line 15 changed' : l));
    const html = await render(lines.join('\n'), changed.join('\n'), 'changes');
    expect(html).toContain('… 11 unchanged lines');
    expect(html).toContain('… 12 unchanged lines');
    expect(html.match(/data-row="/g)?.length).toBe(7);
  });

  it('shows only the first screenful of a long diff', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `line ${i + 1}`).join('\n');
    const html = await render(lines, lines.replace('line 2500', 'line 2500!'));
    const rendered = html.match(/data-row="/g)?.length ?? 0;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    expect(html).toContain('data-row="0"');
  });

  it('takes the texts of a row model without texts from a line source, showing … until they arrive', async () => {
    const full = diffTexts('alpha\nbeta', 'alpha\nBETA', OPTIONS);
    const { left: _l, right: _r, ...model } = full;
    const asked: [number, number, number][] = [];
    const lines = {
      text: (row: number, side: 0 | 1, line: number) => {
        asked.push([row, side, line]);
        return row === 0 ? 'alpha' : undefined;
      },
      subscribe: () => () => undefined,
      version: () => 0,
    };
    const html = await renderInLocale(<DiffView result={model} lines={lines} label="Result" />);
    expect(html).toContain('diff-view__left diff-view__cell--unchanged">alpha<');
    expect(html).toContain('diff-view__right diff-view__cell--unchanged">alpha<');
    expect(html).toContain('diff-view__left diff-view__cell--removed">…<');
    expect(html).toContain('diff-view__right diff-view__cell--added">…<');
    expect(asked).toEqual([
      [0, 0, 0],
      [0, 1, 0],
      [1, 0, 1],
      [1, 1, 1],
    ]);
  });

  it('speaks the page’s language: column titles, navigation and the counts of folded lines (Polish plurals)', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i}`);
    const changed = lines.map((l, i) => (i === 20 ? 'CHANGED' : l));
    const html = await renderInLocale(<DiffView result={diffTexts(lines.join('\n'), changed.join('\n'), OPTIONS)} mode="changes" navigation />, 'pl');
    expect(html).toMatch(/role="columnheader"[^>]*>Oryginał</);
    expect(html).toMatch(/role="columnheader"[^>]*>Zmieniony</);
    expect(html).toContain('aria-label="Różnice"');
    expect(html).toContain('Następna różnica');
    expect(html).toContain('… 17 niezmienionych wierszy');
    expect(html).toContain('… 16 niezmienionych wierszy');
    expect(html).not.toMatch(/>(Original|Modified|Next difference)</);
  });
});
