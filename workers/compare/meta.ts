/**
 * The compare family's plain data (see workers/families.ts): the compare types (the page's catalogue derives the
 * compare tools from them), the options, the limits, the error codes and their messages, and the row model every
 * compare result is read through — on the page, in the PDF and on the command line alike.
 */
import type { CompareResult, RowModel } from './types';
import { BIG_FILE_CEILING, BIG_FILE_THRESHOLD, lineAt } from '../shared/meta';

export const COMPARE_TYPES = [
  { id: 'json', name: 'JSON', ext: 'json' },
  { id: 'xml', name: 'XML', ext: 'xml' },
  { id: 'text', name: 'Text', ext: 'txt' },
  { id: 'html', name: 'HTML', ext: 'html' },
  { id: 'css', name: 'CSS', ext: 'css' },
] as const;

export type CompareTypeId = (typeof COMPARE_TYPES)[number]['id'];

export interface CompareOptions {
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
  /** JSON only: sort object keys recursively before the diff. */
  ignoreKeyOrder: boolean;
  /**
   * Where a modified row's highlights go: whole words and numbers (default) or single characters. Pairing
   * (similarity > 0.5) is by characters either way.
   */
  highlight?: HighlightMode;
  /** XML only: compare as XML (see xml-semantic.ts); absent, XML is compared line by line in the formatter's layout. */
  xml?: XmlCompareOptions;
}

/** What an XML compare ignores, and which attribute pairs repeated sibling elements in the structural summary. */
export interface XmlCompareOptions {
  ignoreAttributeOrder: boolean;
  /** Names compared by namespace URI, whatever their prefixes. */
  ignoreNamespacePrefixes: boolean;
  /** Text nodes of whitespace only are dropped (indentation, also where xmllint's layout keeps them). */
  ignoreWhitespaceText: boolean;
  ignoreComments: boolean;
  /** An attribute (e.g. `id`) whose value pairs repeated siblings in the structural summary; '' by position. */
  matchBy: string;
}

/** The defaults a reviewer would choose: attribute order, namespace prefixes and whitespace-only text ignored. */
export const XML_COMPARE_DEFAULTS: XmlCompareOptions = {
  ignoreAttributeOrder: true,
  ignoreNamespacePrefixes: true,
  ignoreWhitespaceText: true,
  ignoreComments: false,
  matchBy: '',
};

export type HighlightMode = 'words' | 'characters';

/**
 * The compare family's refusals with a fixed message (syntax errors have the code `<type>-syntax` and the
 * formatter's message, line and column; `compare-failed` the engine's).
 */
export const COMPARE_ERRORS = {
  /** A file over {@link BIG_FILE_CEILING} on a side of Text Compare. */
  'compare-too-large':
    'This file is larger than 2 GB. DevToolbox compares files up to 2 GB each in the browser: please split it or compare a smaller excerpt.',
  /** A big file could not be read (it was moved or changed since it was chosen). */
  'compare-read-failed': 'The file could not be read. Open it again and compare once more.',
  /** "Show all lines" exported as PDF past {@link PDF_ALL_ROWS_MAX} rows. */
  'pdf-too-large': 'A PDF of all lines holds at most 200,000 rows. Choose "Only changes" to export the changes of these files.',
  'pdf-failed': 'Failed to export PDF',
  /** The worker holds no result for the call (a PDF, rows or a merge asked for after the compare was dropped). */
  'compare-no-result': 'Compare the documents first',
  'structure-failed': 'Structural summary failed',
  'merge-failed': 'This change could not be copied. Compare again and retry.',
  'compare-failed': 'Comparison failed',
} as const;

export type CompareErrorCode = keyof typeof COMPARE_ERRORS;

// Text Compare takes a file over BIG_FILE_THRESHOLD as bytes (compared in the worker, never loaded into the editor),
// up to BIG_FILE_CEILING per side.
export { BIG_FILE_CEILING, BIG_FILE_THRESHOLD };

/** The most rows a PDF of every row ("Show all lines") of a big compare holds; "Only changes" has no such limit. */
export const PDF_ALL_ROWS_MAX = 200_000;

/**
 * The stages of a big Text Compare (big-compare.ts), in order, with each one's share of the whole job's time, so
 * that the page can say how long the whole compare has left, not just the reading. The shares were measured on two
 * 200 MB files with 1% of the lines changed (scripts/make-big-compare-inputs.mjs) in the built site, from each
 * stage's first report to the next one's (two runs of 10.8 and 11.1 s: reading 13% and 10%, splitting 51% and
 * 43%, matching 28% and 32%, the line diff 1% and 3%, building the rows and showing them 7% and 12%). Byte stages
 * report bytes done of both files' size, the others only that they started.
 */
export const BIG_COMPARE_STAGES = [
  { label: 'Reading files', share: 0.12, bytes: true },
  { label: 'Splitting lines', share: 0.47, bytes: true },
  { label: 'Matching lines', share: 0.3, bytes: true },
  { label: 'Comparing lines', share: 0.03, bytes: false },
  { label: 'Building rows', share: 0.08, bytes: false },
] as const;

/** Index of each stage in {@link BIG_COMPARE_STAGES}, as the worker reports it. */
export const BIG_STAGE = { read: 0, split: 1, match: 2, diff: 3, rows: 4 } as const;

/** One change of a structural summary, JSON's (json-structure.ts) and XML's (xml-semantic.ts). */
export interface StructureChange {
  /**
   * JSON: JSONPath-like, `$.orders[3].total`, `$.orders[id=17].total` for arrays matched by key, `$["a b"]`.
   * XML: a location path, `/invoice/line[@id='3']/price`, `/invoice/line[2]/@currency`.
   */
  path: string;
  kind: 'changed' | 'added' | 'removed';
  /**
   * The value before (changed, removed) and after (changed, added): JSON as compact JSON with numbers as written,
   * XML an element's own text or an attribute's value.
   */
  from?: string;
  to?: string;
  /** 1-based lines in the compared (formatted) texts, original and modified; 0 where the side has no such node. */
  leftLine: number;
  rightLine: number;
}

/** Changes sent to the page for the structural summary's list; the exports always hold all of them. */
export const STRUCTURE_LIST_MAX = 5000;

/** One structural change as the summary's list shows it: its path and the values, each cut to `max` characters. */
export function describeChange(c: StructureChange, max = 80): string {
  const cut = (s: string) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
  if (c.kind === 'changed') return `${c.path}: ${cut(c.from!)} → ${cut(c.to!)}`;
  return `${c.path}: ${c.kind}`;
}

// The row model: how a compare result's typed arrays are read (types.ts has its shape).

/** Cell types per row and side, stored in `leftType` / `rightType`. */
export const CELL = {
  UNCHANGED: 0,
  MODIFIED: 1,
  REMOVED: 2,
  ADDED: 3,
  EMPTY: 4,
} as const;

export type CellType = (typeof CELL)[keyof typeof CELL];

export type CellTypeName = 'unchanged' | 'modified' | 'removed' | 'added' | 'empty';

/** `CELL_NAMES[CELL.X]` is the name of cell type X. */
export const CELL_NAMES: readonly CellTypeName[] = ['unchanged', 'modified', 'removed', 'added', 'empty'];


/** One cell of a diff row, built on demand for the rows on screen (the product's "diff line row"). */
export interface DiffLine {
  /** 1-based line number in that side's normalised text; null for an empty cell. */
  lineNumber: number | null;
  /**
   * The displayed line text: the line of the normalised text (after the type's formatting), shown as is —
   * ignore-whitespace and ignore-case only change how lines are compared, never what is displayed.
   */
  content: string;
  /**
   * The same line before the whitespace/case comparison normalisation; since the display keeps the original
   * text, this is always equal to `content` ('' for an empty cell). Kept for the product's row shape.
   */
  rawContent: string;
  type: CellTypeName;
  /** [start, end) columns (UTF-16 units, end exclusive) of the changed characters in a modified cell. */
  highlights: [number, number][];
}


/** The text of line `line` of side `side` (0 original, 1 modified), shown in `row`. */
export type LineTextOf = (row: number, side: 0 | 1, line: number) => string;

function cell(result: RowModel, row: number, s: 0 | 1, text: LineTextOf): DiffLine {
  const line = s === 0 ? result.leftLine[row] : result.rightLine[row];
  const type = CELL_NAMES[s === 0 ? result.leftType[row] : result.rightType[row]];
  const content = line < 0 ? '' : text(row, s, line);
  const highlights: [number, number][] = [];
  for (let k = result.hlOffsets[2 * row + s]; k < result.hlOffsets[2 * row + s + 1]; k++) {
    highlights.push([result.hlRanges[2 * k], result.hlRanges[2 * k + 1]]);
  }
  return { lineNumber: line < 0 ? null : line + 1, content, rawContent: content, type, highlights };
}

/** Row `i` of a result as two cells. */
export function rowAt(result: CompareResult, i: number): { left: DiffLine; right: DiffLine } {
  const text: LineTextOf = (_row, s, line) => {
    const side = s === 0 ? result.left : result.right;
    return lineAt(side.text, side.lineStarts, line);
  };
  return { left: cell(result, i, 0, text), right: cell(result, i, 1, text) };
}

/** Row `i` of a row model whose line texts come from `text` (a big compare's rows, fetched for the rows in view). */
export function rowOfModel(result: RowModel, i: number, text: LineTextOf): { left: DiffLine; right: DiffLine } {
  return { left: cell(result, i, 0, text), right: cell(result, i, 1, text) };
}

/** Indexes of the first row of each run of changed rows, in order (for next/previous difference). */
export function changeRowIndexes(result: Pick<CompareResult, 'rowCount' | 'leftType' | 'rightType'>): Uint32Array {
  const { rowCount, leftType, rightType } = result;
  let count = 0;
  let prevChanged = false;
  for (let r = 0; r < rowCount; r++) {
    const changed = leftType[r] !== CELL.UNCHANGED || rightType[r] !== CELL.UNCHANGED;
    if (changed && !prevChanged) count++;
    prevChanged = changed;
  }
  const out = new Uint32Array(count);
  let k = 0;
  prevChanged = false;
  for (let r = 0; r < rowCount; r++) {
    const changed = leftType[r] !== CELL.UNCHANGED || rightType[r] !== CELL.UNCHANGED;
    if (changed && !prevChanged) out[k++] = r;
    prevChanged = changed;
  }
  return out;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The one count a result is summed up by, on screen, in the PDF and on the command line, in the words decided for
 * it: "Found 30 differences in 27 blocks" (a difference is a row that is not unchanged; a block is a run of such
 * rows), "Found 1 difference" (one row is one block), "Found no differences" when there are none.
 */
export function countText(differences: number, blocks: number): string {
  if (differences === 0) return 'Found no differences';
  if (differences === 1) return 'Found 1 difference';
  return `Found ${plural(differences, 'difference')} in ${plural(blocks, 'block')}`;
}

/**
 * The rows "Only changes" shows: 1 for a changed row and for an unchanged row within `context` rows of a change
 * (two sweeps, linear). The screen's list and the PDF fold the other runs (a run of one row is shown as is).
 */
export function visibleRows(r: Pick<CompareResult, 'rowCount' | 'leftType' | 'rightType'>, context: number): Uint8Array {
  const n = r.rowCount;
  const visible = new Uint8Array(n);
  const changed = (i: number) => r.leftType[i] !== CELL.UNCHANGED || r.rightType[i] !== CELL.UNCHANGED;
  let last = -Infinity;
  for (let i = 0; i < n; i++) {
    if (changed(i)) last = i;
    if (i - last <= context) visible[i] = 1;
  }
  last = Infinity;
  for (let i = n - 1; i >= 0; i--) {
    if (changed(i)) last = i;
    if (last - i <= context) visible[i] = 1;
  }
  return visible;
}
