import { useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useDynamicRowHeight, type RowComponentProps } from 'react-window';
import type { LineTokenizer } from '@workers/shared/highlight/tokens';
import type { IndexedText } from '@workers/shared/line-index';
import { collapseAll, findAll, isExpandable, lineOfOffset, lowerBound, revealLine, visibleLines, type Matches } from '../lib/tree-model';
import { FindBar } from './find-bar';
import { ScaledList, type ScaledListHandle } from './scaled-list';
import { SCALE_CAP } from './scaled-scroll';
import { useNextTask } from './next-task';
import { Button } from './controls';
import { colouredLine } from './virtual-tree-colours';
import './syntax-colours.css';
import './virtual-tree.css';

/** Row height in px; must match `.vt-row` line-height in virtual-tree.css (numeric heights keep offsets O(1)). */
export const ROW_HEIGHT = 20;
/** Characters of one line put in the DOM; the rest is summarised (copy and download still get everything). */
export const MAX_ROW_CHARS = 5000;
/** Most lines shown wrapped (400,000): wrapped rows are measured, which only a list below the scaled list's cap does. */
const MAX_WRAPPED_LINES = SCALE_CAP / ROW_HEIGHT;

/** Props of {@link VirtualTree}. */
export interface VirtualTreeProps {
  /** One string with its line index, as the worker transfers it. */
  data: IndexedText;
  /** Accessible name of the scrolling list, e.g. "Formatted Code". */
  label: string;
  /** Height of the list in px, or "fill": the whole view fills its parent's height; default 480. */
  height?: number | 'fill';
  /** Colours each row as it renders (see workers/shared/highlight); none: plain text. */
  tokenize?: LineTokenizer | null;
  /** The tokenizer's state at each line's start, from the worker; null or absent: every line starts in state 0. */
  lineStates?: Uint8Array | null;
  /** Long lines wrap (rows then take their measured height) instead of scrolling sideways. */
  wrap?: boolean;
  /** Each new object scrolls its 0-based line into the middle of the view, expanding what hides it. */
  reveal?: { line: number } | null;
}

interface RowData {
  text: string;
  lineStarts: Uint32Array;
  subtreeEnd: Uint32Array;
  /** Line shown in each row; null while nothing is collapsed (row i is line i). */
  visible: Uint32Array | null;
  collapsed: Uint8Array;
  onToggle: (line: number) => void;
  matches: Matches;
  currentMatch: number;
  tokenize: LineTokenizer | null;
  lineStates: Uint8Array | null;
  wrap: boolean;
}

/** The row's text with every match in it wrapped in <mark> (text nodes only, never HTML). */
function highlighted(text: string, start: number, end: number, m: Matches, currentMatch: number): ReactNode[] {
  const parts: ReactNode[] = [];
  let pos = start;
  for (let k = lowerBound(m.starts, start); k < m.starts.length && m.starts[k] < end; k++) {
    const s = m.starts[k];
    const e = Math.min(end, s + m.length);
    if (s > pos) parts.push(text.slice(pos, s));
    parts.push(
      <mark key={k} className={k === currentMatch ? 'vt-match vt-match-current' : 'vt-match'}>
        {text.slice(s, e)}
      </mark>,
    );
    pos = e;
  }
  if (pos < end) parts.push(text.slice(pos, end));
  return parts;
}

function Row({ index, style, ariaAttributes, text, lineStarts, subtreeEnd, visible, collapsed, onToggle, matches, currentMatch, tokenize, lineStates, wrap }: RowComponentProps<RowData>) {
  const line = visible ? visible[index] : index;
  const start = lineStarts[line];
  let end = line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : text.length;
  if (end > start && text.charCodeAt(end - 1) === 13) end--;
  const shownEnd = Math.min(end, start + MAX_ROW_CHARS);
  const expandable = isExpandable(subtreeEnd, line);
  const isCollapsed = expandable && collapsed[line] === 1;
  const n = line + 1;
  const current = currentMatch >= 0 && lineOfOffset(lineStarts, matches.starts[currentMatch]) === line;
  return (
    <div {...ariaAttributes} style={wrap ? style : ({ ...style, width: 'max-content', minWidth: '100%' } as CSSProperties)} className={current ? 'vt-row vt-row-current' : 'vt-row'}>
      <span className="vt-num" aria-hidden="true">
        {n}
      </span>
      <span className="vt-toggle-cell">
        {expandable && (
          <button
            type="button"
            className="vt-toggle"
            aria-expanded={!isCollapsed}
            aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} line ${n}`}
            onClick={() => onToggle(line)}
          >
            {isCollapsed ? '▸' : '▾'}
          </button>
        )}
      </span>
      <span className="vt-code">
        {tokenize
          ? colouredLine(text, start, shownEnd, tokenize, lineStates ? lineStates[line] : 0, matches, currentMatch)
          : matches.starts.length
            ? highlighted(text, start, shownEnd, matches, currentMatch)
            : text.slice(start, shownEnd)}
        {shownEnd < end && <span className="vt-more"> … {(end - shownEnd).toLocaleString('en-US')} more characters</span>}
        {isCollapsed && <span className="vt-folded"> … {(subtreeEnd[line] - line - 1).toLocaleString('en-US')} lines</span>}
      </span>
    </div>
  );
}

interface TreeState {
  data: IndexedText;
  collapsed: Uint8Array;
  /** See RowData.visible. */
  visible: Uint32Array | null;
}

/**
 * Everything expanded. The visible-lines array is left out until something is collapsed: for a 10 MB JSON result
 * (778,000 lines) building it costs 5-10 ms in the task that shows the result, for an identity mapping.
 */
const initialState = (data: IndexedText): TreeState => ({ data, collapsed: new Uint8Array(data.subtreeEnd.length), visible: null });

/**
 * A collapsible, virtualised view of a large text: only the visible rows are in the DOM, each sliced from the one
 * big string as it renders. Every node starts expanded. Includes Expand all / Collapse all and find in output.
 */
export function VirtualTree({ data, label, height = 480, tokenize = null, lineStates = null, wrap = false, reveal = null }: VirtualTreeProps) {
  const listRef = useRef<ScaledListHandle>(null);
  const [stored, setTree] = useState(() => initialState(data));
  let tree = stored;
  if (tree.data !== data) {
    // A new result: reset during render rather than in an effect, so the old rows never render against it.
    tree = initialState(data);
    setTree(tree);
  }
  const { text, lineStarts, subtreeEnd } = data;
  // The toolbar and the empty list are committed first, the rows one task later (see useNextTask).
  const rowsReady = useNextTask(data);
  const rowCount = rowsReady ? (tree.visible ? tree.visible.length : lineStarts.length) : 0;
  // Past MAX_WRAPPED_LINES lines stay on one row each (the view says so).
  const wrapRows = wrap && (tree.visible ? tree.visible.length : lineStarts.length) <= MAX_WRAPPED_LINES;

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const lowerText = useMemo(() => (deferredQuery ? text.toLowerCase() : ''), [text, deferredQuery !== '']); // eslint-disable-line react-hooks/exhaustive-deps
  const matches = useMemo(() => findAll(text, lowerText, deferredQuery), [text, lowerText, deferredQuery]);
  const [current, setCurrent] = useState(-1);
  const [target, setTarget] = useState<{ line: number } | null>(null);

  /** Applies `mutate` to a copy of the collapsed flags (updaters stay pure); `false` from it means no change. */
  const update = (mutate: (collapsed: Uint8Array) => boolean | void) =>
    setTree((t) => {
      const collapsed = t.collapsed.slice();
      if (mutate(collapsed) === false) return t;
      return { ...t, collapsed, visible: visibleLines(t.data.subtreeEnd, collapsed) };
    });

  const setCollapsed = (collapsed: Uint8Array) =>
    setTree((t) => ({ ...t, collapsed, visible: visibleLines(t.data.subtreeEnd, collapsed) }));

  const onToggle = (line: number) =>
    update((c) => {
      c[line] ^= 1;
    });

  const goTo = (k: number) => {
    if (k < 0 || k >= matches.starts.length) return;
    setCurrent(k);
    const line = lineOfOffset(lineStarts, matches.starts[k]);
    update((c) => revealLine(subtreeEnd, c, line));
    setTarget({ line });
  };

  // A new search goes to its first match.
  useEffect(() => {
    if (matches.starts.length) goTo(0);
    else setCurrent(-1);
  }, [matches]); // eslint-disable-line react-hooks/exhaustive-deps

  // A line asked for from outside (an XPath result): revealed and scrolled to like a match.
  useEffect(() => {
    if (!reveal || reveal.line >= lineStarts.length) return;
    update((c) => revealLine(subtreeEnd, c, reveal.line));
    setTarget({ line: reveal.line });
  }, [reveal]); // eslint-disable-line react-hooks/exhaustive-deps

  // Scrolls once per goTo (a new target object each time), after the reveal above has re-rendered the rows;
  // later toggles must not jump back to the match.
  useEffect(() => {
    if (!target) return;
    const row = tree.visible ? lowerBound(tree.visible, target.line) : target.line;
    if (row < rowCount) listRef.current?.scrollToRow({ index: row, align: 'center' });
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps

  const total = matches.starts.length;
  const rowProps = useMemo<RowData>(
    () => ({ text, lineStarts, subtreeEnd, visible: tree.visible, collapsed: tree.collapsed, onToggle, matches, currentMatch: current, tokenize, lineStates, wrap: wrapRows }),
    // onToggle only touches state setters
    [text, lineStarts, subtreeEnd, tree.visible, tree.collapsed, matches, current, tokenize, lineStates, wrapRows], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // Wrapped rows differ in height: measured as they render (estimated at one line until then). Heights are kept
  // per row index, so they are forgotten when the rows change (another result, a collapse).
  const dynamicHeight = useDynamicRowHeight({
    defaultRowHeight: ROW_HEIGHT,
    key: `${wrapRows}:${text.length}:${lineStarts.length}:${tree.visible ? tree.visible.length : -1}`,
  });
  const digits = String(lineStarts.length).length;

  return (
    <div className={['vt-root', wrapRows && 'vt-wrap', height === 'fill' && 'vt-fill'].filter(Boolean).join(' ')}>
      <div className="vt-toolbar">
        <Button size="small" onClick={() => setCollapsed(new Uint8Array(subtreeEnd.length))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setCollapsed(collapseAll(subtreeEnd))}>
          Collapse all
        </Button>
        <FindBar
          query={query}
          onQueryChange={setQuery}
          current={current}
          total={total}
          truncated={matches.truncated}
          onNext={() => goTo(total ? (current + 1) % total : -1)}
          onPrevious={() => goTo(total ? (current - 1 + total) % total : -1)}
        />
      </div>
      {wrap && !wrapRows && (
        <p className="vt-note" role="status">
          Lines are not wrapped in outputs of over {MAX_WRAPPED_LINES.toLocaleString('en-US')} lines.
        </p>
      )}
      <ScaledList
        className="vt-list"
        listRef={listRef}
        rowComponent={Row}
        rowCount={rowCount}
        rowHeight={wrapRows ? dynamicHeight : ROW_HEIGHT}
        rowProps={rowProps}
        overscanCount={10}
        tabIndex={0}
        aria-label={label}
        style={{ height: height === 'fill' ? undefined : height, ['--vt-num-width' as string]: `${digits + 1}ch` }}
      />
    </div>
  );
}
