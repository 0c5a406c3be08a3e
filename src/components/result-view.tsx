import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useDynamicRowHeight } from 'react-window';
import type { LineTokenizer } from '@workers/shared/highlight/tokens';
import type { TextPosition } from '@workers/shared/meta';
import { useEngineText } from '../lib/engine-text';
import { lineToRow } from '../lib/fold-model';
import { useT } from '../lib/messages';
import { Button } from './controls';
import { ErrorBanner } from './error-banner';
import { FindBar } from './find-bar';
import { useNextTask } from './next-task';
import { ResultRow, type ResultRowData } from './result-row';
import type { IndexedText } from '@workers/shared/line-index';
import type { WorkerClient } from '../lib/worker-client';
import { useTextRows, type RowSource, type TextWorkerApi } from './row-source';
import { ScaledList, type ScaledListHandle } from './scaled-list';
import { SCALE_CAP } from './scaled-scroll';
import { useFind } from './use-find';
import { useFolds } from './use-folds';
import './syntax-colours.css';
import './result-view.css';

/** Row height in px; must match `.vt-row` line-height in result-view.css (numeric heights keep offsets O(1)). */
export const ROW_HEIGHT = 20;
/** Most lines shown wrapped (400,000): wrapped rows are measured, which only a list below the scaled list's cap does. */
const MAX_WRAPPED_LINES = SCALE_CAP / ROW_HEIGHT;

/** Props of {@link ResultView}. */
export interface ResultViewProps {
  /** Where the rows come from: a text in memory or a worker producing them (see row-source.ts). */
  source: RowSource;
  /** Accessible name of the scrolling list, e.g. "Formatted Code". */
  label: string;
  /** Height of the list in px, or "fill": the whole view fills its parent's height; default 480. */
  height?: number | 'fill';
  /** Colours each row as it renders (see workers/shared/highlight); none: plain text. */
  tokenize?: LineTokenizer | null;
  /** Long lines wrap (rows then take their measured height) instead of scrolling sideways. */
  wrap?: boolean;
  /** Rows keep arriving (a big file being indexed): the list is laid out for any number of rows from the start. */
  growing?: boolean;
  /** More classes of the view (its layout in a screen). */
  className?: string;
  /** More classes of the list. */
  listClassName?: string;
  /** Without the toolbar (folds, Find, Go to line): a plain view, such as a big file's input. */
  bare?: boolean;
  /** A line (0-based) to mark and scroll to, such as an error's. */
  markLine?: number;
  /** Each new object goes to its 0-based line (an XPath result): marked, scrolled to, the folds hiding it expanded. */
  reveal?: { line: number } | null;
}

/**
 * The one result view: a virtualised list of any number of rows from a {@link RowSource}, with one Row, one fold
 * model (Expand all, and Collapse all where the source knows every node), one Find (in the worker, for every size)
 * and Go to line. Only the rows in view are in the DOM.
 */
export function ResultView({ source, label, height = 480, tokenize = null, wrap = false, growing = false, className, listClassName, bare = false, markLine = -1, reveal = null }: ResultViewProps) {
  const t = useT();
  const engineText = useEngineText();
  const listRef = useRef<ScaledListHandle>(null);
  const version = useSyncExternalStore(source.subscribe, source.version, source.version);
  const folds = useFolds(source);
  const [goTo, setGoTo] = useState('');
  // The line marked current (a match's, the line gone to) and a line to scroll to (a new object each time).
  const [current, setCurrent] = useState<{ source: RowSource; line: number }>({ source, line: -1 });
  const [target, setTarget] = useState<{ line: number } | null>(null);
  const currentLine = current.source === source ? current.line : -1;
  const show = (line: number) => {
    setCurrent({ source, line });
    folds.reveal(line);
    setTarget({ line });
  };
  const find = useFind(source, (): TextPosition => (find.hit ?? { line: Math.max(0, currentLine), column: 0 }), (hit) => show(hit.line));

  // The toolbar and the empty list are committed first, the rows one task later (see useNextTask).
  const rowsReady = useNextTask(source);
  const rowCount = rowsReady || growing ? folds.map.rowCount : 0;

  /** Scrolls the row showing `line` to the middle, once there are rows. */
  const scrollTo = (line: number) => {
    if (rowCount > 0) listRef.current?.scrollToRow({ index: Math.min(lineToRow(folds.latest(), line), rowCount - 1), align: 'center' });
  };
  useEffect(() => {
    if (reveal && reveal.line < source.lineCount) show(reveal.line);
  }, [reveal]); // eslint-disable-line react-hooks/exhaustive-deps
  // Scrolls once per target, after the folds hiding it were expanded; later toggles must not jump back to it.
  useEffect(() => {
    if (target) scrollTo(target.line);
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (markLine >= 0 && markLine < source.lineCount) scrollTo(markLine);
  }, [markLine, source, rowCount > 0]); // eslint-disable-line react-hooks/exhaustive-deps
  // Past MAX_WRAPPED_LINES lines stay on one row each (the view says so).
  const wrapRows = wrap && !growing && folds.map.rowCount <= MAX_WRAPPED_LINES;
  const rowProps = useMemo<ResultRowData>(
    () => ({ source, map: folds.map, marked: find.marked, hit: find.hit, currentLine: markLine >= 0 ? markLine : currentLine, tokenize, onToggle: folds.toggle, wrap: wrapRows, version, t }),
    // toggle reads the latest folds through a ref
    [source, source.complete, folds.map, find.marked?.query, find.marked?.options.caseSensitive, find.hit, currentLine, markLine, tokenize, wrapRows, version, t], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // Wrapped rows differ in height: measured as they render (estimated at one line until then), per row index, so
  // they are forgotten when the rows change.
  const dynamicHeight = useDynamicRowHeight({ defaultRowHeight: ROW_HEIGHT, key: `${wrapRows}:${source.lineCount}:${folds.map.rowCount}` });

  const jump = () => {
    const n = Number(goTo.replace(/[,\s]/g, ''));
    if (Number.isInteger(n) && n >= 1 && source.lineCount > 0) show(Math.min(n, source.lineCount) - 1);
  };

  return (
    <div className={['vt-root', wrapRows && 'vt-wrap', height === 'fill' && 'vt-fill', className].filter(Boolean).join(' ')}>
      {!bare && (
        <div className="vt-toolbar">
          {/* Short labels: the toolbar stays one line in a half-width panel. */}
          <Button size="small" aria-label={t('resultView.expandAll')} title={t('resultView.expandAll')} disabled={folds.map.folds.open.length === 0} onClick={folds.expandAll}>
            {t('resultView.expandAllButton')}
          </Button>
          {folds.collapseAll && (
            <Button size="small" aria-label={t('resultView.collapseAll')} title={t('resultView.collapseAll')} onClick={folds.collapseAll}>
              {t('resultView.collapseAllButton')}
            </Button>
          )}
          <FindBar
            query={find.query}
            onQueryChange={find.setQuery}
            status={find.status}
            canStep={find.query !== ''}
            disabled={!source.complete}
            onNext={find.next}
            onPrevious={find.previous}
            caseSensitive={find.caseSensitive}
            onCaseChange={find.setCaseSensitive}
            onCancel={find.cancel}
          />
          <input
            type="text"
            aria-label={t('resultView.goTo')}
            title={t('resultView.goToTitle')}
            placeholder={t('resultView.goToPlaceholder')}
            inputMode="numeric"
            className="find-bar-input vt-goto"
            value={goTo}
            onChange={(e) => setGoTo(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              jump();
            }}
          />
        </div>
      )}
      <ErrorBanner message={find.error ? engineText(find.error) : null} />
      {wrap && !wrapRows && !growing && (
        <p className="vt-note" role="status">
          {t('resultView.notWrapped', { count: MAX_WRAPPED_LINES })}
        </p>
      )}
      <ScaledList
        className={listClassName ? `vt-list ${listClassName}` : 'vt-list'}
        listRef={listRef}
        rowComponent={ResultRow}
        rowCount={rowCount}
        rowHeight={wrapRows ? dynamicHeight : ROW_HEIGHT}
        growing={growing}
        rowProps={rowProps}
        overscanCount={10}
        tabIndex={0}
        aria-label={label}
        style={{ height: height === 'fill' ? undefined : height, ['--vt-num-width' as string]: `${String(source.lineCount).length + 1}ch` }}
      />
    </div>
  );
}

/** Props of {@link TextResultView}. */
export type TextResultViewProps<Api extends TextWorkerApi> = Omit<ResultViewProps, 'source'> & {
  /** The text, as its worker made it (with the id under which it keeps it for Find). */
  data: IndexedText;
  client: WorkerClient<Api>;
  /** The tool's title (failure reports). */
  tool: string;
  lineStates?: Uint8Array | null;
};

/** The result view of a text in memory made by `client`'s worker, which searches it (see memoryRows). */
export function TextResultView<Api extends TextWorkerApi>({ data, client, tool, lineStates = null, ...props }: TextResultViewProps<Api>) {
  return <ResultView source={useTextRows(data, client, tool, lineStates)} {...props} />;
}
