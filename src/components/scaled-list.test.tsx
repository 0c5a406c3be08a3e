import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RowComponentProps } from 'react-window';
import { ScaledList } from './scaled-list';
import { SCALE_CAP } from './scaled-scroll';

function Row({ index, style, ariaAttributes, prefix }: RowComponentProps<{ prefix: string }>) {
  return (
    <div className="row" style={style} {...ariaAttributes}>
      {prefix}
      {index + 1}
    </div>
  );
}

/** Server-renders a list of `rowCount` rows of 20 px, 100 px tall before measuring. */
const render = (rowCount: number, growing = false) =>
  renderToString(
    <ScaledList aria-label="Lines" className="lines" rowComponent={Row} rowCount={rowCount} rowHeight={20} rowProps={{ prefix: 'line ' }} overscanCount={2} defaultHeight={100} growing={growing} />,
  );

describe('ScaledList', () => {
  it('below the cap is a react-window list: rows placed by their offset in one tall sizer', () => {
    const rows = SCALE_CAP / 20;
    const html = render(rows);
    expect(html).toContain('role="list"');
    expect(html).toContain('aria-label="Lines"');
    expect(html).toContain(`data-react-window-sizer`);
    expect(html).toContain(`height:${SCALE_CAP}px`);
    expect(html).not.toContain('data-scaled-rows');
    expect(html).toContain(`aria-posinset="1" aria-setsize="${rows}" role="listitem">line <!-- -->1<`);
  });

  it('past the cap holds every row: a capped sizer, rows relative to the viewport, exactly one height apart', () => {
    const rows = 3_000_000;
    const html = render(rows);
    expect(html).toContain('role="list"');
    expect(html).toContain('data-scaled-rows');
    // The viewport (100 px) plus the sizer make SCALE_CAP px of content, not 60,000,000.
    expect(html).toContain(`height:${SCALE_CAP - 100}px`);
    expect(html).not.toContain('height:60000000px');
    const items = [...html.matchAll(/translateY\((-?\d+)px\)[^>]*aria-posinset="(\d+)" aria-setsize="(\d+)"/g)];
    // Rows 1-5 fill 100 px, plus 2 of overscan below.
    expect(items.map((m) => Number(m[2]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(items.map((m) => Number(m[1]))).toEqual([0, 20, 40, 60, 80, 100, 120]);
    expect(new Set(items.map((m) => m[3]))).toEqual(new Set([String(rows)]));
  });

  it('growing: the same layout below the cap as past it, so rows arriving past the cap swap nothing', () => {
    const html = render(1000, true);
    expect(html).toContain('data-scaled-rows');
    expect(html).not.toContain('data-react-window-sizer');
    // Below the cap the content is as tall as the rows: 1,000 × 20 px, the viewport's 100 px included.
    expect(html).toContain('height:19900px');
    const items = [...html.matchAll(/translateY\((-?\d+)px\)[^>]*aria-posinset="(\d+)" aria-setsize="(\d+)"/g)];
    expect(items.map((m) => Number(m[2]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(items.map((m) => Number(m[1]))).toEqual([0, 20, 40, 60, 80, 100, 120]);
  });
});
