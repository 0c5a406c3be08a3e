import { describe, expect, it } from 'vitest';
import {
  LINE_STEP,
  offsetAfterKey,
  offsetForRow,
  offsetFromScrollTop,
  rowRange,
  rowTop,
  SCALE_CAP,
  scrollModel,
  scrollTopFromOffset,
  wheelPixels,
} from './scaled-scroll';

const ROW = 20;
const VIEW = 480;

describe('scrollModel', () => {
  it('is unscaled up to the cap and capped past it', () => {
    const below = scrollModel(SCALE_CAP / ROW, ROW, VIEW);
    expect(below).toMatchObject({ scaled: false, total: SCALE_CAP, content: SCALE_CAP, maxOffset: SCALE_CAP - VIEW, maxScrollTop: SCALE_CAP - VIEW });
    const above = scrollModel(SCALE_CAP / ROW + 1, ROW, VIEW);
    expect(above).toMatchObject({ scaled: true, total: SCALE_CAP + ROW, content: SCALE_CAP, maxOffset: SCALE_CAP + ROW - VIEW, maxScrollTop: SCALE_CAP - VIEW });
  });

  it('has no scroll range when the rows fit the viewport', () => {
    expect(scrollModel(3, ROW, VIEW)).toMatchObject({ maxOffset: 0, maxScrollTop: 0, content: 60 });
    expect(scrollModel(0, ROW, VIEW)).toMatchObject({ total: 0, maxOffset: 0 });
  });
});

describe('below the cap the mapping is the identity', () => {
  const m = scrollModel(100_000, ROW, VIEW);
  it.each([0, 1, 19, 20, 12_345, 1_999_520])('scrollTop %i shows offset %i', (top) => {
    expect(offsetFromScrollTop(top, m)).toBe(top);
    expect(scrollTopFromOffset(top, m)).toBe(top);
  });
  it('clamps to the range', () => {
    expect(offsetFromScrollTop(-5, m)).toBe(0);
    expect(offsetFromScrollTop(5_000_000, m)).toBe(2_000_000 - VIEW);
  });
});

describe('past the cap', () => {
  // 3.8 million lines at 20 px: 76,000,000 px of rows, over twice Chromium's element cap.
  const m = scrollModel(3_800_000, ROW, VIEW);

  it('maps the top to the first row and the bottom to the last row, shown whole', () => {
    expect(offsetFromScrollTop(0, m)).toBe(0);
    const end = offsetFromScrollTop(m.maxScrollTop, m);
    expect(end).toBe(76_000_000 - VIEW);
    const r = rowRange(end, m, 0);
    expect(r.stopVisible).toBe(3_799_999);
    expect(r.startVisible).toBe(3_799_976);
    // The last row's bottom is the viewport's bottom exactly.
    expect(rowTop(3_799_999, end, m) + ROW).toBe(VIEW);
  });

  it('maps linearly: the middle of the scrollbar is the middle of the rows', () => {
    expect(offsetFromScrollTop(m.maxScrollTop / 2, m)).toBe(m.maxOffset / 2);
    expect(offsetFromScrollTop(m.maxScrollTop / 4, m)).toBe(m.maxOffset / 4);
  });

  it('round-trips every offset through the native position, and native positions back within one offset step', () => {
    const ratio = m.maxOffset / m.maxScrollTop;
    for (const o of [0, 1, 2, 20, 999, 40_000_000, 40_000_001, 75_999_000, m.maxOffset - 1, m.maxOffset]) {
      expect(offsetFromScrollTop(scrollTopFromOffset(o, m), m)).toBe(o);
    }
    for (const top of [0, 1, 1234.5, 3_999_760, m.maxScrollTop - 1, m.maxScrollTop]) {
      const back = scrollTopFromOffset(offsetFromScrollTop(top, m), m);
      expect(Math.abs(back - top)).toBeLessThanOrEqual(1 / ratio);
    }
    // A browser that rounds scrollTop to whole pixels moves the offset by less than one scrollTop pixel's worth.
    const o = 40_000_123;
    expect(Math.abs(offsetFromScrollTop(Math.round(scrollTopFromOffset(o, m)), m) - o)).toBeLessThan(ratio);
  });

  it('never leaves the range', () => {
    expect(offsetFromScrollTop(-10, m)).toBe(0);
    expect(offsetFromScrollTop(m.maxScrollTop + 10, m)).toBe(m.maxOffset);
    expect(scrollTopFromOffset(-10, m)).toBe(0);
    expect(scrollTopFromOffset(m.maxOffset + 1e6, m)).toBe(m.maxScrollTop);
  });

  it('places consecutive rows exactly one row height apart, relative to the viewport', () => {
    const o = 57_654_321;
    const r = rowRange(o, m, 3);
    expect(rowTop(r.startVisible, o, m)).toBeLessThanOrEqual(0);
    expect(rowTop(r.startVisible, o, m)).toBeGreaterThan(-ROW);
    for (let i = r.start; i < r.stop; i++) expect(rowTop(i + 1, o, m) - rowTop(i, o, m)).toBe(ROW);
    expect(rowTop(r.stopVisible, o, m)).toBeLessThan(VIEW);
    expect(rowTop(r.stopVisible, o, m) + ROW).toBeGreaterThanOrEqual(VIEW);
  });
});

describe('rowRange', () => {
  const m = scrollModel(1000, ROW, VIEW);
  it('lists the visible rows and the overscan, inclusive, within the rows', () => {
    expect(rowRange(0, m, 3)).toEqual({ startVisible: 0, stopVisible: 23, start: 0, stop: 26 });
    expect(rowRange(10, m, 3)).toEqual({ startVisible: 0, stopVisible: 24, start: 0, stop: 27 });
    expect(rowRange(m.maxOffset, m, 3)).toEqual({ startVisible: 976, stopVisible: 999, start: 973, stop: 999 });
  });
  it('is empty without rows', () => {
    expect(rowRange(0, scrollModel(0, ROW, VIEW), 3)).toEqual({ startVisible: -1, stopVisible: -1, start: -1, stop: -1 });
  });
});

describe('offsetForRow', () => {
  const m = scrollModel(3_000_000, ROW, VIEW);
  it('aligns as react-window does', () => {
    expect(offsetForRow(2_000_000, 'start', 0, m)).toBe(40_000_000);
    expect(offsetForRow(2_000_000, 'end', 0, m)).toBe(40_000_000 + ROW - VIEW);
    expect(offsetForRow(2_000_000, 'center', 0, m)).toBe(40_000_000 + ROW / 2 - VIEW / 2);
    // auto: the least movement that shows the row whole; none when it already shows.
    expect(offsetForRow(2_000_000, 'auto', 0, m)).toBe(40_000_000 + ROW - VIEW);
    expect(offsetForRow(2_000_000, 'auto', 50_000_000, m)).toBe(40_000_000);
    expect(offsetForRow(2_000_000, 'auto', 40_000_000 - 100, m)).toBe(40_000_000 - 100);
    // smart: auto when in view, else center.
    expect(offsetForRow(2_000_000, 'smart', 40_000_000 - 100, m)).toBe(40_000_000 - 100);
    expect(offsetForRow(2_000_000, 'smart', 0, m)).toBe(40_000_000 + ROW / 2 - VIEW / 2);
  });
  it('clamps at both ends: the last row centred is the end', () => {
    expect(offsetForRow(0, 'center', 123, m)).toBe(0);
    expect(offsetForRow(2_999_999, 'center', 0, m)).toBe(m.maxOffset);
    expect(offsetForRow(2_999_999, 'start', 0, m)).toBe(m.maxOffset);
    expect(offsetForRow(5_000_000, 'start', 0, m)).toBe(m.maxOffset);
  });
  it('maps back to a native position that shows the same offset', () => {
    const o = offsetForRow(2_000_000, 'center', 0, m);
    expect(offsetFromScrollTop(scrollTopFromOffset(o, m), m)).toBe(o);
  });
});

describe('keys and the wheel move by the browser’s own pixels, not by the mapping', () => {
  const m = scrollModel(3_000_000, ROW, VIEW);
  it('steps a line, a page, to the ends', () => {
    expect(offsetAfterKey('ArrowDown', 1000, m)).toBe(1000 + LINE_STEP);
    expect(offsetAfterKey('ArrowUp', 1000, m)).toBe(1000 - LINE_STEP);
    expect(offsetAfterKey('PageDown', 1000, m)).toBe(1000 + 420);
    expect(offsetAfterKey('PageUp', 1000, m)).toBe(580);
    expect(offsetAfterKey('Home', 1000, m)).toBe(0);
    expect(offsetAfterKey('End', 1000, m)).toBe(m.maxOffset);
    expect(offsetAfterKey('ArrowUp', 10, m)).toBe(0);
    expect(offsetAfterKey('PageDown', m.maxOffset - 5, m)).toBe(m.maxOffset);
  });
  it('reads wheel deltas in pixels, lines and pages', () => {
    expect(wheelPixels(100, 0, VIEW)).toBe(100);
    expect(wheelPixels(-3, 1, VIEW)).toBe(-3 * LINE_STEP);
    expect(wheelPixels(1, 2, VIEW)).toBe(420);
  });
});
