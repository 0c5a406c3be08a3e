import type { CSSProperties, ReactNode } from 'react';
import type { RowComponentProps } from 'react-window';
import type { LineTokenizer } from '@workers/shared/highlight/tokens';
import { findMatches, NO_MATCHES, type FindOptions, type Matches } from '@workers/shared/text-search';
import type { FindHit } from '@workers/shared/meta';
import { foldAt, hiddenLines, rowToLine, type FoldMap } from '../lib/fold-model';
import type { Translate } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';
import type { RowSource, RowText } from './row-source';
import { colouredLine } from './row-colours';

/** What every row of a result view reads (react-window's row props). */
export interface ResultRowData {
  source: RowSource;
  map: FoldMap;
  /** The query whose matches are marked (the last one searched). */
  marked: { query: string; options: FindOptions } | null;
  /** The match Find went to: marked as the current one. */
  hit: FindHit | null;
  /** The line marked current (the match's, the line gone to, an error's); −1: none. */
  currentLine: number;
  tokenize: LineTokenizer | null;
  onToggle: (line: number) => void;
  wrap: boolean;
  /** Changes when rows or fold ends arrive, so that the rows in view render again. */
  version: number;
  /** The page's messages (one subscription to the page's language for the whole list, not one per row). */
  t: Translate<MessageKey>;
}

/** The row's text with every match in it wrapped in <mark> (text nodes only, never HTML). */
function highlighted(text: string, start: number, end: number, m: Matches, currentMatch: number): ReactNode[] {
  const parts: ReactNode[] = [];
  let pos = start;
  for (let k = 0; k < m.starts.length; k++) {
    const s = m.starts[k];
    if (s > pos) parts.push(text.slice(pos, s));
    parts.push(
      <mark key={k} className={k === currentMatch ? 'vt-match vt-match-current' : 'vt-match'}>
        {text.slice(s, s + m.length)}
      </mark>,
    );
    pos = s + m.length;
  }
  if (pos < end) parts.push(text.slice(pos, end));
  return parts;
}

/** The row's text: coloured, with Find's matches marked (the current one apart). */
function rowContent(row: RowText, line: number, { marked, hit, tokenize, source }: ResultRowData): ReactNode {
  const { text, start, end } = row;
  const m = marked ? findMatches(text, marked.query, marked.options, start, end) : NO_MATCHES;
  const current = hit && hit.line === line ? m.starts.indexOf(start + hit.column) : -1;
  if (tokenize) return colouredLine(text, start, end, tokenize, source.lineState(line), m, current);
  return m.starts.length ? highlighted(text, start, end, m, current) : text.slice(start, end);
}

/**
 * One row of a result view, whatever the source: the line number, the fold toggle, the text (its first ROW_CHARS
 * characters and the count of the rest) and, when collapsed, the count of the lines it hides.
 */
export function ResultRow({ index, style, ariaAttributes, ...data }: RowComponentProps<ResultRowData>) {
  const { source, map, currentLine, onToggle, wrap, t } = data;
  const line = rowToLine(map, index);
  const row = source.row(line);
  const close = foldAt(map.folds, line);
  const collapsed = close >= 0;
  const n = line + 1;
  return (
    <div {...ariaAttributes} style={wrap ? style : ({ ...style, width: 'max-content', minWidth: '100%' } as CSSProperties)} className={line === currentLine ? 'vt-row vt-row-current' : 'vt-row'}>
      <span className="vt-num" aria-hidden="true">
        {n}
      </span>
      <span className="vt-toggle-cell">
        {(collapsed || (row !== undefined && source.foldable(line, row))) && (
          <button type="button" className="vt-toggle" aria-expanded={!collapsed} aria-label={t(collapsed ? 'resultView.expandLine' : 'resultView.collapseLine', { line: n })} onClick={() => onToggle(line)}>
            {collapsed ? '▸' : '▾'}
          </button>
        )}
      </span>
      <span className="vt-code">
        {row && rowContent(row, line, data)}
        {row && row.cut > 0 && <span className="vt-more"> … {t('resultView.moreCharacters', { count: row.cut - (row.end - row.start) })}</span>}
        {collapsed && <span className="vt-folded"> … {t('resultView.foldedLines', { count: hiddenLines(line, close) })}</span>}
      </span>
    </div>
  );
}
