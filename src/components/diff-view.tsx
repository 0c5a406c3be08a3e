import {
  memo,
  useSyncExternalStore,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
  type UIEvent,
} from 'react';
import type { RowComponentProps } from 'react-window';
import { changeRowIndexes, rowAt, rowOfModel } from '@workers/compare/meta';
import type { DiffIndexes } from '@workers/compare/api';
import type { CompareResult, RowModel } from '@workers/compare/types';
import {
  blockEnd,
  buildDisplay,
  buildUnified,
  CONTEXT_LINES,
  indexOfRow,
  longestLine,
  rowOfIndex,
  splitHighlights,
  type DiffDisplay,
} from './diff-view-model';
import { useNextTask } from './next-task';
import { ScaledList, type ScaledListHandle } from './scaled-list';
import type { Translate } from '../lib/i18n';
import { useT, type MessageKey } from '../lib/messages';
import { Button } from './controls';
import './diff-view.css';

/** Fixed row height: the list then positions rows by arithmetic, with no measuring, and holds any number of them. */
const ROW_HEIGHT = 22;
/**
 * Characters shown per cell. A single 5 MB line would make a row wider than browsers can lay out; the PDF
 * export still carries every character.
 */
const MAX_CELL_CHARS = 10_000;
const NO_EXPANDED: ReadonlySet<number> = new Set();

/**
 * Line texts that are not on the page (a big compare's, which the worker decodes for the rows in view): `text`
 * gives a line's text, or undefined while it is being fetched; `subscribe` tells when fetched texts arrived,
 * and `version` changes with them.
 */
export interface LineSource {
  text(row: number, side: 0 | 1, line: number): string | undefined;
  subscribe(listener: () => void): () => void;
  version(): number;
}

/** The result a DiffView shows: a compare result with its texts, or a row model whose texts come from a LineSource. */
export type DiffModel = RowModel & Partial<DiffIndexes> & Partial<Pick<CompareResult, 'left' | 'right'>>;

/** What a screen can ask of the view. */
export interface DiffViewHandle {
  /** Scrolls to the row showing 1-based `line` of a side (0 original, 1 modified), unfolding it if hidden. */
  showLine(side: 0 | 1, line: number): void;
}

export interface DiffViewProps {
  handleRef?: Ref<DiffViewHandle>;
  /** The diff; the compare worker also sends its indexes, which spares walking every row here. */
  result: DiffModel;
  /** Where the line texts come from when the result has none (left and right absent). */
  lines?: LineSource;
  /** "all" shows every row; "changes" shows changes with `context` lines around them and folds the rest. */
  mode?: 'all' | 'changes';
  /** Unchanged lines shown around each change in "changes" mode (default 3). */
  context?: number;
  /** "split": both sides next to each other (default); "unified": one column, the original's line first. */
  layout?: 'split' | 'unified';
  /** Column titles: the sides' file names, or Original and Modified. */
  names?: readonly [string, string];
  /** Told the first row of the current change block whenever Next/Previous moves (-1 before any). */
  onCurrentBlock?: (blockStart: number) => void;
  /**
   * Given, the first line of every change block gets two buttons (a column between the sides): → copies the block
   * to the modified side, ← to the original; called with the block's first row and the side to change.
   */
  onMerge?: (blockStart: number, to: 0 | 1) => void;
  /** Moves focus to the rows when a result arrives (after Compare), so that n / p and the arrows work at once. */
  autoFocus?: boolean;
  /** Shows "Previous difference" / "Next difference" buttons. */
  navigation?: boolean;
  /** Also binds the keys n and p on the document (ignored while focus is in an input). */
  keyboard?: boolean;
  /** Accessible name of the table. */
  label?: string;
  /**
   * Commit the frame first and the rows one task later (see useNextTask), so that mounting a large result is two
   * short tasks. Off by default, as rows must render at once on the server.
   */
  deferRows?: boolean;
}

interface RowData {
  result: DiffModel;
  lines: LineSource | undefined;
  /** Changes when fetched texts arrive, so that the rows in view render again. */
  linesVersion: number;
  /** null in "all" mode of the split layout: display index i is result row i. */
  display: DiffDisplay | null;
  currentStart: number;
  currentEnd: number;
  /** The row a showLine call went to (-1: none), marked until another is chosen. */
  target: number;
  onExpand: (runStart: number) => void;
  /** The first row of each change block, ascending. */
  blocks: ArrayLike<number>;
  names: readonly [string, string];
  onMerge?: (blockStart: number, to: 0 | 1) => void;
  t: Translate<MessageKey>;
}

/** Shown in a cell whose text is still being fetched. */
const LOADING_TEXT = '…';

/** The cells of a row, from the result's texts or from the line source. */
function cellsOf({ result, lines }: Pick<RowData, 'result' | 'lines'>, row: number) {
  if (lines) return rowOfModel(result, row, (r, side, line) => lines.text(r, side, line) ?? LOADING_TEXT);
  return rowAt(result as CompareResult, row);
}

/** The index of the change block starting at `row` in the ascending `blocks`, -1 when no block starts there. */
function blockAt(blocks: ArrayLike<number>, row: number): number {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid] === row) return mid;
    if (blocks[mid] < row) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The merge column's cell: on a block's first line, its two copy buttons, named by the block's number. */
function MergeCell({ row, first, blocks, names, onMerge, t }: { row: number; first: boolean } & Pick<RowData, 'blocks' | 'names' | 'onMerge' | 't'>) {
  const k = first && onMerge ? blockAt(blocks, row) : -1;
  const toModified = t('diff.copyTo', { index: k + 1, name: names[1] });
  const toOriginal = t('diff.copyTo', { index: k + 1, name: names[0] });
  return (
    <div role="cell" className="diff-view__merge">
      {k >= 0 && (
        <>
          <button type="button" className="diff-view__merge-btn" aria-label={toModified} title={toModified} onClick={() => onMerge!(row, 1)}>
            →
          </button>
          <button type="button" className="diff-view__merge-btn" aria-label={toOriginal} title={toOriginal} onClick={() => onMerge!(row, 0)}>
            ←
          </button>
        </>
      )}
    </div>
  );
}

function CellText({ content, highlights, t }: { content: string; highlights: [number, number][]; t: Translate<MessageKey> }) {
  const clipped = content.length > MAX_CELL_CHARS;
  const text = clipped ? content.slice(0, MAX_CELL_CHARS) : content;
  const parts = highlights.length ? splitHighlights(text, highlights) : [{ text, hl: false }];
  return (
    <>
      {parts.map((p, i) =>
        p.hl ? (
          <span key={i} className="diff-view__hl">
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
      {clipped && <span className="diff-view__clip"> … {t('diff.moreCharacters', { count: content.length - MAX_CELL_CHARS })}</span>}
    </>
  );
}

function CollapsedRow({ index, style, display, item, onExpand, cols, t }: { index: number; style: CSSProperties; display: DiffDisplay; item: number; onExpand: (runStart: number) => void; cols: number; t: Translate<MessageKey> }) {
  const k = -item - 1;
  const start = display.runStart[k];
  const hidden = display.runEnd[k] - start;
  return (
    <div role="row" aria-rowindex={index + 2} style={style} className="diff-view__row diff-view__row--collapsed">
      <div role="cell" aria-colspan={cols} className="diff-view__collapsed">
        <button type="button" className="diff-view__expand" onClick={() => onExpand(start)}>
          {t('diff.unchanged', { count: hidden })}
        </button>
      </div>
    </div>
  );
}

/**
 * One line of the unified layout: both line numbers, a marker (− removed, + added) and the text of one side, with
 * the same cell classes as the split layout (left: the original's colours, right: the modified's).
 */
function UnifiedRow({ index, style, result, lines, display, currentStart, currentEnd, target, onExpand, blocks, names, onMerge, t }: RowComponentProps<RowData>) {
  const item = display!.items[index];
  if (item < 0) return <CollapsedRow index={index} style={style} display={display!} item={item} onExpand={onExpand} cols={onMerge ? 4 : 3} t={t} />;
  const row = item >> 1;
  const side = item & 1;
  const { left, right } = cellsOf({ result, lines }, row);
  const unchanged = left.type === 'unchanged' && right.type === 'unchanged';
  const cell = side === 0 ? left : right;
  const type = unchanged ? 'unchanged' : side === 0 ? 'removed' : 'added';
  const current = row >= currentStart && row < currentEnd;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      style={style}
      data-row={row}
      data-side={unchanged ? undefined : side === 0 ? 'original' : 'modified'}
      data-current={current || undefined}
      data-target={row === target || undefined}
      className={`diff-view__row diff-view__row--unified${current ? ' diff-view__row--current' : ''}`}
    >
      <div role="cell" className={`diff-view__num diff-view__cell--${type}`}>
        {side === 0 || unchanged ? (left.lineNumber ?? '') : ''}
      </div>
      <div role="cell" className={`diff-view__num diff-view__cell--${type}`}>
        {side === 1 || unchanged ? (right.lineNumber ?? '') : ''}
      </div>
      {onMerge && <MergeCell row={row} first={side === 0 || left.type === 'empty'} blocks={blocks} names={names} onMerge={onMerge} t={t} />}
      <div
        role="cell"
        className={`diff-view__text ${side === 0 ? 'diff-view__left' : 'diff-view__right'} diff-view__cell--${type}`}
        data-marker={unchanged ? ' ' : side === 0 ? '-' : '+'}
      >
        <CellText content={cell.content} highlights={cell.highlights} t={t} />
      </div>
    </div>
  );
}

function DiffRow({ index, style, result, lines, display, currentStart, currentEnd, target, onExpand, blocks, names, onMerge, t }: RowComponentProps<RowData>) {
  const item = display ? display.items[index] : index;
  if (display && item < 0) return <CollapsedRow index={index} style={style} display={display} item={item} onExpand={onExpand} cols={onMerge ? 5 : 4} t={t} />;
  const { left, right } = cellsOf({ result, lines }, item);
  const current = item >= currentStart && item < currentEnd;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      style={style}
      data-row={item}
      data-current={current || undefined}
      data-target={item === target || undefined}
      className={`diff-view__row${current ? ' diff-view__row--current' : ''}`}
    >
      <div role="cell" className={`diff-view__num diff-view__cell--${left.type}`}>
        {left.lineNumber ?? ''}
      </div>
      <div role="cell" className={`diff-view__text diff-view__left diff-view__cell--${left.type}`}>
        <CellText content={left.content} highlights={left.highlights} t={t} />
      </div>
      {onMerge && <MergeCell row={item} first blocks={blocks} names={names} onMerge={onMerge} t={t} />}
      <div role="cell" className={`diff-view__num diff-view__cell--${right.type}`}>
        {right.lineNumber ?? ''}
      </div>
      <div role="cell" className={`diff-view__text diff-view__right diff-view__cell--${right.type}`}>
        <CellText content={right.content} highlights={right.highlights} t={t} />
      </div>
    </div>
  );
}

const isEditable = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement &&
  (t.isContentEditable || t.closest(
      'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable]:not([contenteditable="false"])',
    ) !== null);

/**
 * The side-by-side diff: one virtualised list whose rows hold both sides (line number and text of Original,
 * then of Modified), so both sides scroll together and only the visible rows exist in the DOM. Rows are
 * sliced from the result's typed arrays as they scroll into view; user text is rendered as text nodes.
 * Memoised, so that the page's own updates (PDF export progress) do not re-render the list.
 */
export const DiffView = memo(function DiffView({
  result,
  lines,
  mode = 'all',
  context = CONTEXT_LINES,
  layout = 'split',
  names: givenNames,
  autoFocus = false,
  handleRef,
  onCurrentBlock,
  onMerge,
  navigation = false,
  keyboard = false,
  label: givenLabel,
  deferRows = false,
}: DiffViewProps) {
  const t = useT();
  const names = useMemo(() => givenNames ?? ([t('diff.original'), t('diff.modified')] as const), [givenNames, t]);
  const label = givenLabel ?? t('diff.label');
  const listRef = useRef<ScaledListHandle>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [expandedFor, setExpandedFor] = useState<{ result: DiffModel; starts: ReadonlySet<number> }>({
    result,
    starts: NO_EXPANDED,
  });
  const [navFor, setNavFor] = useState<{ result: DiffModel; index: number }>({ result, index: -1 });
  const expanded = expandedFor.result === result ? expandedFor.starts : NO_EXPANDED;
  const current = navFor.result === result ? navFor.index : -1;
  const [jumped, setJumped] = useState<{ result: DiffModel; row: number }>({ result, row: -1 });


  // "all" shows row i at index i: no need for two 100,000-entry identity arrays.
  const unified = layout === 'unified';
  const display = useMemo(() => {
    const shown = mode === 'all' ? null : buildDisplay(result, mode, expanded, context);
    return unified ? buildUnified(result, shown) : shown;
  }, [result, mode, expanded, context, unified]);
  /** The result row at the top of the list, kept as the user scrolls, so that a change of view stays in place. */
  const anchorRow = useRef(0);
  const blocks = useMemo(() => result.changeStarts ?? changeRowIndexes(result), [result]);
  const cols = useMemo(
    () =>
      result.longestLine !== undefined
        ? Math.min(result.longestLine, MAX_CELL_CHARS)
        : Math.max(
            longestLine(result.left?.text ?? '', result.left?.lineStarts ?? new Uint32Array(0), MAX_CELL_CHARS),
            longestLine(result.right?.text ?? '', result.right?.lineStarts ?? new Uint32Array(0), MAX_CELL_CHARS),
          ),
    [result],
  );

  const onExpand = useCallback(
    (start: number) =>
      setExpandedFor((prev) => ({
        result,
        starts: new Set([...(prev.result === result ? prev.starts : []), start]),
      })),
    [result],
  );

  const go = useCallback(
    (dir: 1 | -1) => {
      if (blocks.length === 0) return;
      const next = current < 0 ? (dir > 0 ? 0 : blocks.length - 1) : (current + dir + blocks.length) % blocks.length;
      setNavFor({ result, index: next });
      onCurrentBlock?.(blocks[next]);
      anchorRow.current = blocks[next];
      const index = display ? display.rowToDisplay[blocks[next]] : blocks[next];
      if (index >= 0) listRef.current?.scrollToRow({ index, align: 'center' });
    },
    [blocks, current, display, listRef, result, onCurrentBlock],
  );

  // n / p work from the moment the result is on screen: the listener is attached before the first paint (a layout
  // effect, once) and always calls the latest `go`, so no key pressed between a render and its effects is lost.
  const goRef = useRef(go);
  useLayoutEffect(() => {
    goRef.current = go;
  }, [go]);
  useLayoutEffect(() => {
    if (!keyboard) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isEditable(e.target)) return;
      if (e.key === 'n' || e.key === 'p') {
        e.preventDefault();
        goRef.current(e.key === 'n' ? 1 : -1);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keyboard]);

  const currentStart = current >= 0 ? blocks[current] : -1;
  const noSource = useCallback(() => () => undefined, []);
  const linesVersion = useSyncExternalStore(lines?.subscribe ?? noSource, () => lines?.version() ?? 0, () => 0);
  const rowProps = useMemo<RowData>(
    () => ({
      result,
      lines,
      linesVersion,
      display,
      currentStart,
      currentEnd: currentStart >= 0 ? blockEnd(result, currentStart) : -1,
      target: jumped.result === result ? jumped.row : -1,
      onExpand,
      blocks,
      names,
      onMerge,
      t,
    }),
    [result, lines, linesVersion, display, currentStart, onExpand, jumped, blocks, names, onMerge, t],
  );

  // The table's DOM rather than listRef.element: the list sets that one a render after mounting.
  const tableRef = useRef<HTMLDivElement>(null);
  /** A row asked for by showLine, shown once the view holds it (after unfolding its run). */
  const jumpRow = useRef(-1);
  useImperativeHandle(
    handleRef,
    () => ({
      showLine(side, line) {
        const lines = side === 0 ? result.leftLine : result.rightLine;
        const row = lines.indexOf(line - 1);
        if (row < 0) return;
        tableRef.current?.scrollIntoView({ block: 'nearest' });
        anchorRow.current = row;
        setJumped({ result, row });
        if (display && display.rowToDisplay[row] < 0) {
          const k = display.runStart.findIndex((start, i) => start <= row && row < display.runEnd[i]);
          if (k >= 0) {
            jumpRow.current = row;
            onExpand(display.runStart[k]);
            return;
          }
        }
        listRef.current?.scrollToRow({ index: indexOfRow(display, row), align: 'center', behavior: 'instant' });
      },
    }),
    [result, display, listRef, onExpand],
  );

  // A new view of the same result (only changes, context lines, layout): the current change, or else the row at
  // the top, stays where the user was. A new result starts at the top.
  const shownFor = useRef<{ result: DiffModel; display: DiffDisplay | null }>({ result, display });
  useLayoutEffect(() => {
    const before = shownFor.current;
    shownFor.current = { result, display };
    if (before.result !== result) {
      anchorRow.current = 0;
      return;
    }
    if (before.display === display) return;
    if (jumpRow.current >= 0) {
      listRef.current?.scrollToRow({ index: indexOfRow(display, jumpRow.current), align: 'center', behavior: 'instant' });
      jumpRow.current = -1;
    } else if (current >= 0) listRef.current?.scrollToRow({ index: indexOfRow(display, blocks[current]), align: 'center', behavior: 'instant' });
    else listRef.current?.scrollToRow({ index: indexOfRow(display, anchorRow.current), align: 'start', behavior: 'instant' });
  }, [result, display, current, blocks, listRef]);

  useEffect(() => {
    if (autoFocus) tableRef.current?.querySelector<HTMLElement>('.diff-view__list')?.focus();
  }, [autoFocus, result]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (headerRef.current) headerRef.current.scrollLeft = e.currentTarget.scrollLeft;
    if (shownFor.current.display === display) {
      anchorRow.current = rowOfIndex(display, unified, Math.floor((listRef.current?.scrollOffset ?? e.currentTarget.scrollTop) / ROW_HEIGHT));
    }
  };

  const rowsReady = useNextTask(result) || !deferRows;
  const mergeHead = (
    <div role="columnheader" className="diff-view__merge">
      <span className="diff-view__sr">{t('diff.merge')}</span>
    </div>
  );
  const count = display ? display.items.length : result.rowCount;
  const shown = rowsReady ? count : 0;
  return (
    <div className={`diff-view${unified ? ' diff-view--unified' : ''}${onMerge ? ' diff-view--merge' : ''}`} style={{ '--diff-cols': cols } as CSSProperties}>
      {navigation && (
        <div className="diff-view__nav">
          <Button size="small" onClick={() => go(-1)} disabled={blocks.length === 0} aria-keyshortcuts="p">
            {t('diff.previous')}
          </Button>
          <Button size="small" onClick={() => go(1)} disabled={blocks.length === 0} aria-keyshortcuts="n">
            {t('diff.next')}
          </Button>
          <span className="diff-view__pos" aria-live="polite">
            {blocks.length === 0 ? '' : current >= 0 ? t('diff.position', { index: current + 1, total: blocks.length }) : t('diff.keys')}
          </span>
        </div>
      )}
      <div role="table" aria-label={label} aria-rowcount={count + 1} className="diff-view__table" ref={tableRef}>
        <div className="diff-view__head" ref={headerRef} role="rowgroup">
          {unified ? (
            <div role="row" aria-rowindex={1} className="diff-view__row diff-view__row--head diff-view__row--unified">
              <div role="columnheader" className="diff-view__num">
                <span className="diff-view__sr">{t('diff.lineNumber', { name: names[0] })}</span>
              </div>
              <div role="columnheader" className="diff-view__num">
                <span className="diff-view__sr">{t('diff.lineNumber', { name: names[1] })}</span>
              </div>
              {onMerge && mergeHead}
              <div role="columnheader" className="diff-view__text">
                {names[0]} → {names[1]}
              </div>
            </div>
          ) : (
            <div role="row" aria-rowindex={1} className="diff-view__row diff-view__row--head">
              <div role="columnheader" className="diff-view__num">
                <span className="diff-view__sr">{t('diff.lineNumber', { name: names[0] })}</span>
              </div>
              <div role="columnheader" className="diff-view__text">
                {names[0]}
              </div>
              {onMerge && mergeHead}
              <div role="columnheader" className="diff-view__num">
                <span className="diff-view__sr">{t('diff.lineNumber', { name: names[1] })}</span>
              </div>
              <div role="columnheader" className="diff-view__text">
                {names[1]}
              </div>
            </div>
          )}
        </div>
        <ScaledList
          role="rowgroup"
          tabIndex={0}
          aria-label={t('diff.rows', { label })}
          className="diff-view__list"
          listRef={listRef}
          rowComponent={unified ? UnifiedRow : DiffRow}
          rowCount={shown}
          rowHeight={ROW_HEIGHT}
          rowProps={rowProps}
          defaultHeight={Math.min(count, 20) * ROW_HEIGHT}
          onScroll={onScroll}
          style={{ height: `min(70vh, ${count * ROW_HEIGHT + 20}px)`, overflow: 'auto' }}
        />
      </div>
    </div>
  );
});
