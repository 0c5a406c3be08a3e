import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  type UIEvent,
} from 'react';
import { List, type DynamicRowHeight, type ListImperativeAPI, type ListProps } from 'react-window';
import {
  offsetAfterKey,
  offsetForRow,
  offsetFromScrollTop,
  rowRange,
  rowTop,
  SCALE_CAP,
  scrollModel,
  scrollTopFromOffset,
  wheelPixels,
  type RowAlign,
  type ScrollKey,
  type ScrollModel,
} from './scaled-scroll';

/** What a screen can ask of a {@link ScaledList} (react-window's list API, plus the scroll offset). */
export interface ScaledListHandle {
  /** The scrolling element (role list). */
  readonly element: HTMLDivElement | null;
  /**
   * Px from the first row's top to the viewport's top, whatever the list's size: the element's scrollTop below
   * the cap, the mapped position above it.
   */
  readonly scrollOffset: number;
  /** Scrolls row `index` into view, placed as `align` says (default "auto"); above the cap always instantly. */
  scrollToRow(config: { index: number; align?: RowAlign; behavior?: 'auto' | 'instant' | 'smooth' }): void;
}

/** react-window's List props, with our handle and the row heights a scaled list takes. */
export type ScaledListProps<RowProps extends object> = Omit<HTMLAttributes<HTMLDivElement>, 'onResize' | 'children'> & {
  rowComponent: ListProps<RowProps>['rowComponent'];
  rowCount: number;
  /**
   * A fixed height in px, which holds any number of rows; or react-window's measured heights (wrapped rows),
   * which are laid out as native rows and so must stay below the cap (see {@link fitsUnscaled}).
   */
  rowHeight: number | DynamicRowHeight;
  rowProps: ListProps<RowProps>['rowProps'];
  /** Rows rendered beyond each edge of the viewport (default 3). */
  overscanCount?: number;
  /** Height assumed before the element is measured (server rendering); default 0. */
  defaultHeight?: number;
  listRef?: Ref<ScaledListHandle | null>;
  /**
   * Rows keep arriving while the list is shown (a big file being indexed) and may pass the cap: the list is laid
   * out scaled from the start, so that passing the cap does not swap one list for the other (unmounting and
   * mounting every row in view in one long task). Below the cap the scaled layout scrolls natively all the same.
   */
  growing?: boolean;
  onRowsRendered?: ListProps<RowProps>['onRowsRendered'];
};

/** True when `rowCount` rows of `rowHeight` px lay out natively (their total height is within {@link SCALE_CAP}). */
export const fitsUnscaled = (rowCount: number, rowHeight: number): boolean => rowCount * rowHeight <= SCALE_CAP;

/**
 * A virtualised list that holds any number of rows. Up to {@link SCALE_CAP} px of rows it is react-window's List
 * (native scrolling, the same DOM). Past it, the scroll content is SCALE_CAP px tall and its scroll position maps
 * linearly onto the rows, which are laid out in a layer that stays in the viewport; the wheel and the scroll keys
 * move by the browser's own steps in rows (the mapping would turn each into thousands of rows), and only a drag of
 * the scrollbar (or a click on its track) moves by the mapping.
 */
export function ScaledList<RowProps extends object>({ rowHeight, rowCount, listRef, growing = false, ...props }: ScaledListProps<RowProps>) {
  const scaled = typeof rowHeight === 'number' && (growing || !fitsUnscaled(rowCount, rowHeight));
  const native = useRef<ListImperativeAPI>(null);
  const own = useRef<ScaledListHandle>(null);
  useImperativeHandle(
    listRef,
    () => ({
      get element() {
        return own.current?.element ?? native.current?.element ?? null;
      },
      get scrollOffset() {
        return own.current ? own.current.scrollOffset : (native.current?.element?.scrollTop ?? 0);
      },
      scrollToRow(config) {
        if (own.current) own.current.scrollToRow(config);
        else native.current?.scrollToRow(config);
      },
    }),
    [],
  );
  // Crossing the cap swaps one list for the other (rows added while a file is read, a node collapsed): the reader
  // stays where they were, and so does the focus. Read in render, while the old list is still mounted.
  const carry = useRef<{ scaled: boolean; offset: number; focused: boolean }>({ scaled, offset: 0, focused: false });
  if (carry.current.scaled !== scaled) {
    const el = own.current?.element ?? native.current?.element ?? null;
    const offset = own.current ? own.current.scrollOffset : (el?.scrollTop ?? 0);
    carry.current = { scaled, offset, focused: !!el && typeof document !== 'undefined' && el === document.activeElement };
  }
  const switched = useRef(false);
  useLayoutEffect(() => {
    if (!switched.current) {
      switched.current = true;
      return;
    }
    const { offset, focused } = carry.current;
    if (!scaled && native.current?.element) native.current.element.scrollTop = offset;
    if (focused) (own.current?.element ?? native.current?.element)?.focus({ preventScroll: true });
  }, [scaled]);
  if (scaled) return <ScaledRows {...props} rowCount={rowCount} rowHeight={rowHeight} handleRef={own} initialOffset={carry.current.offset} measureLater={growing} />;
  return <List {...props} rowCount={rowCount} rowHeight={rowHeight} listRef={native} />;
}

/** Scrolls this soon after focus moved into a row are the browser bringing the focused control into view. */
const FOCUS_SCROLL_MS = 200;

const SCROLL_KEYS: ReadonlySet<string> = new Set<ScrollKey>(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** Keys typed into these are text editing, not scrolling. */
const isEditable = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.isContentEditable || t.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null);

type ScaledRowsProps<RowProps extends object> = Omit<ScaledListProps<RowProps>, 'rowHeight' | 'listRef' | 'growing'> & {
  rowHeight: number;
  handleRef: Ref<ScaledListHandle>;
  /** The virtual offset to start at (where the reader was in the list this one replaces). */
  initialOffset?: number;
  /**
   * The viewport's height is first taken from the ResizeObserver (after the browser's own layout) rather than
   * read at mount, which would force a layout of the page inside the task that mounts the list (and render the
   * rows again in it): a list that appears while rows stream in shows its rows one frame later instead.
   */
  measureLater?: boolean;
};

/** The list past the cap (see ScaledList). */
function ScaledRows<RowProps extends object>({
  rowComponent: Row,
  rowCount,
  rowHeight,
  rowProps,
  overscanCount = 3,
  defaultHeight = 0,
  handleRef,
  initialOffset = 0,
  onRowsRendered,
  onScroll,
  onKeyDown,
  onPointerDown,
  onFocus,
  className,
  style,
  measureLater = false,
  ...rest
}: ScaledRowsProps<RowProps>) {
  const ref = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState(defaultHeight);
  /** Virtual offset: kept unrounded so that sub-pixel wheel steps add up; rows are placed at its rounded value. */
  const [offset, setOffset] = useState(initialOffset);
  const model = useMemo(() => scrollModel(rowCount, rowHeight, viewport), [rowCount, rowHeight, viewport]);
  const live = useRef({ offset: initialOffset, model, scrollTop: 0 });

  /** Shows virtual offset `o` (clamped) and puts the native scroll position where it maps. */
  const moveTo = (o: number, m: ScrollModel = live.current.model) => {
    const next = Math.min(Math.max(0, o), m.maxOffset);
    live.current.offset = next;
    setOffset(next);
    const el = ref.current;
    if (!el) return;
    el.scrollTop = scrollTopFromOffset(next, m);
    // Read back: the browser may round it. Scroll events at this position are our own, not a drag.
    live.current.scrollTop = el.scrollTop;
  };

  // A new geometry (rows, viewport) keeps the virtual offset, clamped, and the scrollbar where it now maps.
  useLayoutEffect(() => {
    live.current.model = model;
    const { offset: o, scrollTop } = live.current;
    // Rows added below the position (a big file still being indexed) leave it where it maps already: writing
    // scrollTop anyway would force a layout on every batch of new rows.
    const unchanged = o <= model.maxOffset && Math.abs(scrollTopFromOffset(o, model) - scrollTop) < 1 && scrollTop <= model.maxScrollTop;
    if (!unchanged) moveTo(o, model);
  }, [model]);

  useLayoutEffect(() => {
    const el = ref.current!;
    const measure = () => setViewport(el.clientHeight);
    if (!measureLater) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
    // Once, at mount: measureLater only chooses how the first height is taken.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The wheel moves the rows by its own pixels (listener not passive, to keep the browser from scrolling the
  // mapped position). At an end the event is left alone, so that the page scrolls on as it does natively.
  useEffect(() => {
    const el = ref.current!;
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey || e.defaultPrevented) return;
      const { offset: o, model: m } = live.current;
      const dy = wheelPixels(e.deltaY, e.deltaMode, m.viewport);
      const next = Math.min(Math.max(0, o + dy), m.maxOffset);
      if (dy === 0 || next === o) return;
      e.preventDefault();
      if (e.deltaX) el.scrollLeft += wheelPixels(e.deltaX, e.deltaMode, el.clientWidth);
      moveTo(next, m);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  /** True from a press on the element's own scrollbar until the button is released: no settling mid-drag. */
  const onScrollbar = useRef(false);
  const handlePointerDown = (e: PointerEvent<HTMLDivElement>) => {
    onPointerDown?.(e);
    const el = e.currentTarget;
    const x = e.clientX - el.getBoundingClientRect().left - el.clientLeft;
    onScrollbar.current = e.target === el && (x >= el.clientWidth || x < 0);
  };
  useEffect(() => {
    const release = () => {
      onScrollbar.current = false;
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, []);

  // After a scroll by the browser's own pixels (below), the scrollbar is put back where the offset maps, so that it
  // shows the place in the rows and neither end stops the next gesture early.
  useEffect(() => {
    const el = ref.current!;
    const settle = () => {
      if (onScrollbar.current || Math.abs(el.scrollTop - scrollTopFromOffset(live.current.offset, live.current.model)) < 1) return;
      el.scrollTop = scrollTopFromOffset(live.current.offset, live.current.model);
      live.current.scrollTop = el.scrollTop;
    };
    el.addEventListener('scrollend', settle);
    return () => el.removeEventListener('scrollend', settle);
  }, []);

  /**
   * Focus moved to a control in a row (Tab through the fold toggles): the row is brought into view by the list, as
   * little as shows it whole, and the browser's own scroll for it (which, over rows laid out in a sticky layer, goes
   * far past the row and, twice in one frame, reads as a drag of the scrollbar) is undone when it arrives.
   */
  const focusedAt = useRef(-Infinity);
  const handleFocus = (e: FocusEvent<HTMLDivElement>) => {
    onFocus?.(e);
    const row = e.target instanceof Element && e.target !== e.currentTarget ? e.target.closest('[aria-posinset]') : null;
    if (!row) return;
    focusedAt.current = performance.now();
    const { offset: o, model: m } = live.current;
    moveTo(offsetForRow(Number(row.getAttribute('aria-posinset')) - 1, 'auto', o, m), m);
  };

  const handleScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const moved = el.scrollTop - live.current.scrollTop;
    if (Math.abs(moved) >= 1 && performance.now() - focusedAt.current < FOCUS_SCROLL_MS) {
      // The browser bringing a focused row's control into view: the list did already (handleFocus).
      el.scrollTop = scrollTopFromOffset(live.current.offset, live.current.model);
      live.current.scrollTop = el.scrollTop;
    } else if (Math.abs(moved) >= 1) {
      live.current.scrollTop = el.scrollTop;
      const m = live.current.model;
      // A position we did not set. A jump of over a screen is a drag of the scrollbar's thumb (one pixel of it
      // is SCALE_CAP / track length, thousands of px): it goes where it maps. Smaller moves are the browser's own
      // steps (a click on the track, a touch pan, find in page): the rows
      // move by the same pixels, as in a native list.
      const o =
        Math.abs(moved) > m.viewport
          ? offsetFromScrollTop(el.scrollTop, m)
          : Math.min(Math.max(0, live.current.offset + moved), m.maxOffset);
      live.current.offset = o;
      setOffset(o);
    }
    onScroll?.(e);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isEditable(e.target)) return;
    let key = e.key;
    // Space pages only where the list itself has focus (on a button inside a row it presses the button).
    if (key === ' ' && e.target === e.currentTarget) key = e.shiftKey ? 'PageUp' : 'PageDown';
    if (!SCROLL_KEYS.has(key)) return;
    const { offset: o, model: m } = live.current;
    const next = offsetAfterKey(key as ScrollKey, o, m);
    if (next === o) return;
    e.preventDefault();
    moveTo(next, m);
  };

  useImperativeHandle(
    handleRef,
    () => ({
      get element() {
        return ref.current;
      },
      get scrollOffset() {
        return live.current.offset;
      },
      scrollToRow({ index, align = 'auto' }) {
        const el = ref.current;
        // The viewport measured now: a call in the same task as a resize must not use the old height.
        const m = el ? scrollModel(rowCount, rowHeight, el.clientHeight) : live.current.model;
        moveTo(offsetForRow(index, align, live.current.offset, m), m);
      },
    }),
    [rowCount, rowHeight],
  );

  const shown = Math.round(Math.min(offset, model.maxOffset));
  const range = rowRange(shown, model, overscanCount);
  const { start, stop, startVisible, stopVisible } = range;
  useEffect(() => {
    if (start >= 0) onRowsRendered?.({ startIndex: startVisible, stopIndex: stopVisible }, { startIndex: start, stopIndex: stop });
  }, [onRowsRendered, start, stop, startVisible, stopVisible]);

  const rows = useMemo(() => {
    const out = [];
    for (let i = start; i >= 0 && i <= stop; i++) {
      out.push(
        <Row
          {...(rowProps as RowProps)}
          key={i}
          index={i}
          ariaAttributes={{ 'aria-posinset': i + 1, 'aria-setsize': rowCount, role: 'listitem' }}
          style={{ position: 'absolute', left: 0, transform: `translateY(${rowTop(i, shown, model)}px)`, height: rowHeight, width: '100%' }}
        />,
      );
    }
    return out;
  }, [Row, rowProps, start, stop, shown, model, rowCount, rowHeight]);

  return (
    <div
      role="list"
      {...rest}
      ref={ref}
      className={className}
      onScroll={handleScroll}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onFocus={handleFocus}
      style={{ position: 'relative', flexGrow: 1, maxHeight: '100%', overflowY: 'auto', ...style }}
    >
      {/* Stays at the viewport's top whatever the native position; rows are placed in it relative to the viewport.
          Clipped vertically only, so that wide rows still scroll sideways. */}
      <div data-scaled-rows="" style={{ position: 'sticky', top: 0, height: viewport, overflowX: 'visible', overflowY: 'clip' }}>
        {rows}
      </div>
      <div aria-hidden="true" style={{ height: Math.max(0, model.content - viewport), width: '100%' }} />
    </div>
  );
}
