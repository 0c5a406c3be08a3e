/**
 * The scroll model of {@link ScaledList}: pure arithmetic between the native scroll position of the list's element
 * and the "virtual" offset into its rows, so that a list can hold more rows than an element can be tall.
 *
 * Browsers cap an element's height (Chromium at 33,554,431 px, Firefox near 17,895,697 px, both counted in device
 * pixels on some set-ups, so half or a third of that in CSS pixels on a high-density screen). A list whose rows
 * add up to more than {@link SCALE_CAP} gets a scroll content of exactly SCALE_CAP px instead, and its scroll
 * position maps linearly onto the rows: the top shows the first row, the bottom shows the last row fully.
 * Below the cap the mapping is the identity, and the list is an ordinary one.
 */

/**
 * Tallest scroll content, in CSS px, a list is given. 8,000,000 px is under every browser's cap with room for a
 * device pixel ratio up to 2 in Firefox and 4 in Chromium, and still leaves the native scrollbar's thumb a fine
 * grain: on a 500 px track one pixel of thumb is 16,000 px of content. 400,000 rows of 20 px fit below it.
 */
export const SCALE_CAP = 8_000_000;

/** Pixels one arrow key press scrolls in Chromium (its `kPixelsPerLineStep`), and what a "line" wheel step is worth. */
export const LINE_STEP = 40;
/** Share of the viewport one Page Up/Down scrolls in Chromium (`kMinFractionToStepWhenPaging`). */
export const PAGE_FRACTION = 0.875;

/** The geometry of a list for one row count, row height and viewport height. */
export interface ScrollModel {
  /** Height of all rows: rowCount × rowHeight. */
  total: number;
  /** Height of the element's scroll content: `total`, or SCALE_CAP when `total` is over it. */
  content: number;
  /** True when `content` < `total`: scroll positions are mapped. */
  scaled: boolean;
  /** Largest virtual offset: the top of the viewport when the last row's bottom is at the viewport's bottom. */
  maxOffset: number;
  /** Largest native scrollTop. */
  maxScrollTop: number;
  rowHeight: number;
  rowCount: number;
  viewport: number;
}

/** The model of `rowCount` rows of `rowHeight` px seen through a viewport of `viewport` px. */
export function scrollModel(rowCount: number, rowHeight: number, viewport: number, cap = SCALE_CAP): ScrollModel {
  const total = rowCount * rowHeight;
  const scaled = total > cap;
  const content = scaled ? cap : total;
  return {
    total,
    content,
    scaled,
    maxOffset: Math.max(0, total - viewport),
    maxScrollTop: Math.max(0, content - viewport),
    rowHeight,
    rowCount,
    viewport,
  };
}

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/**
 * The virtual offset (whole px from the top of the first row) that a native `scrollTop` shows. The identity
 * below the cap; above it, linear with 0 ↦ 0 and maxScrollTop ↦ maxOffset exactly.
 */
export function offsetFromScrollTop(scrollTop: number, m: ScrollModel): number {
  if (!m.scaled) return clamp(scrollTop, 0, m.maxOffset);
  if (m.maxScrollTop <= 0) return 0;
  return clamp(Math.round((scrollTop * m.maxOffset) / m.maxScrollTop), 0, m.maxOffset);
}

/** The native scrollTop that shows virtual `offset`: the inverse of {@link offsetFromScrollTop}. */
export function scrollTopFromOffset(offset: number, m: ScrollModel): number {
  if (!m.scaled) return clamp(offset, 0, m.maxScrollTop);
  if (m.maxOffset <= 0) return 0;
  return clamp((offset * m.maxScrollTop) / m.maxOffset, 0, m.maxScrollTop);
}

/** Rows visible at `offset`, and the rows to render with `overscan` more on each side (inclusive indexes). */
export interface RowRange {
  startVisible: number;
  stopVisible: number;
  start: number;
  stop: number;
}

/** The rows at virtual `offset`; all -1 when there are none. */
export function rowRange(offset: number, m: ScrollModel, overscan: number): RowRange {
  if (m.rowCount === 0 || m.rowHeight <= 0) return { startVisible: -1, stopVisible: -1, start: -1, stop: -1 };
  const last = m.rowCount - 1;
  const startVisible = clamp(Math.floor(offset / m.rowHeight), 0, last);
  const stopVisible = clamp(Math.ceil((offset + m.viewport) / m.rowHeight) - 1, startVisible, last);
  return { startVisible, stopVisible, start: Math.max(0, startVisible - overscan), stop: Math.min(last, stopVisible + overscan) };
}

/** Top of row `index` relative to the viewport's top when the list shows virtual `offset`. */
export const rowTop = (index: number, offset: number, m: ScrollModel): number => index * m.rowHeight - offset;

/** How {@link offsetForRow} places a row, as react-window's `scrollToRow` does. */
export type RowAlign = 'auto' | 'smart' | 'center' | 'start' | 'end';

/**
 * The virtual offset that shows row `index` aligned as asked, from the current `offset`: "start" puts it at the
 * top, "end" at the bottom, "center" in the middle, "auto" scrolls as little as shows it whole, "smart" is "auto"
 * when the row is already in view and "center" otherwise. Clamped to the scrollable range.
 */
export function offsetForRow(index: number, align: RowAlign, offset: number, m: ScrollModel): number {
  const i = clamp(index, 0, Math.max(0, m.rowCount - 1));
  const top = i * m.rowHeight;
  const start = clamp(top, 0, m.maxOffset);
  const end = clamp(top + m.rowHeight - m.viewport, 0, m.maxOffset);
  const inView = m.rowHeight > m.viewport ? offset >= top && offset <= end : offset >= end && offset <= top;
  const a = align === 'smart' ? (inView ? 'auto' : 'center') : align;
  switch (a) {
    case 'start':
      return start;
    case 'end':
      return end;
    case 'center':
      return clamp(Math.round(top + m.rowHeight / 2 - m.viewport / 2), 0, m.maxOffset);
    default:
      return inView ? offset : offset < end ? end : start;
  }
}

/** Scroll keys a scaled list handles itself (the browser's own steps would move the mapped position). */
export type ScrollKey = 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End';

/** The virtual offset after pressing `key` at `offset`, with the browser's steps (40 px a line, 87.5% a page). */
export function offsetAfterKey(key: ScrollKey, offset: number, m: ScrollModel): number {
  const page = Math.max(1, Math.floor(m.viewport * PAGE_FRACTION));
  switch (key) {
    case 'ArrowUp':
      return clamp(offset - LINE_STEP, 0, m.maxOffset);
    case 'ArrowDown':
      return clamp(offset + LINE_STEP, 0, m.maxOffset);
    case 'PageUp':
      return clamp(offset - page, 0, m.maxOffset);
    case 'PageDown':
      return clamp(offset + page, 0, m.maxOffset);
    case 'Home':
      return 0;
    case 'End':
      return m.maxOffset;
  }
}

/** A wheel event's vertical movement in px (`deltaMode` 0 pixels, 1 lines, 2 pages), as the browser scrolls it. */
export function wheelPixels(deltaY: number, deltaMode: number, viewport: number): number {
  if (deltaMode === 1) return deltaY * LINE_STEP;
  if (deltaMode === 2) return deltaY * Math.max(1, Math.floor(viewport * PAGE_FRACTION));
  return deltaY;
}
