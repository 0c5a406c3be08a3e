import type { jsPDF as JsPdf } from 'jspdf';
import { nodePackageFile } from '../shared/node-file';
import type { ProgressFn } from '../shared/result';
import { changeRowIndexes, countText, visibleRows, CELL } from './meta';
import type { ByteCompareResult } from './byte-compare';
import { lineText as byteLineText, type ByteLines } from './byte-lines';
import type { CompareResult, CompareSide } from './types';

/** What the PDF header shows besides the difference count. */
export interface PdfMeta {
  title: string;
  dateText: string;
}

/** The view the PDF follows: the screen's. */
export interface PdfView {
  /** "all": every row; "changes": changed rows with `context` rows around them, the rest folded into a note. */
  mode: 'all' | 'changes';
  context: number;
  /** "split": the sides next to each other; "unified": one column, the original's line first (− / +). */
  layout: 'split' | 'unified';
  /** The sides' names: their file names, or Original and Modified. */
  names: readonly [string, string];
}

export const FULL_VIEW: PdfView = { mode: 'all', context: 3, layout: 'split', names: ['Original', 'Modified'] };

/**
 * Page geometry in px (jsPDF's px unit with the `px_scaling` hotfix: 96 px per inch), A4 landscape so that the two
 * sides sit next to each other. The first page starts with the 100 px header band; every page has 20 px margins
 * and a footer line.
 */
const PAGE_W = 1122.52;
const PAGE_H = 793.7;
const MARGIN = 20;
const HEADER = 100;
const FOOTER = 18;
const GAP = 10;
const ROW_H = 11;
const FONT_PT = 7;
/** DejaVu Sans Mono advances 1233/2048 em per character; 1 pt = 4/3 px. */
const CHAR_W = FONT_PT * (1233 / 2048) * (4 / 3);
const SIDE_W = (PAGE_W - 2 * MARGIN - GAP) / 2;
const NUM_W = 40;
const TEXT_PAD = 4;
const COLS = Math.floor((SIDE_W - NUM_W - 2 * TEXT_PAD) / CHAR_W);
/** The unified layout: both line numbers and a marker column, then the text across the page. */
const UNI_W = PAGE_W - 2 * MARGIN;
const MARKER_W = 2 * CHAR_W;
const UNI_COLS = Math.floor((UNI_W - 2 * NUM_W - MARKER_W - 2 * TEXT_PAD) / CHAR_W);
/**
 * Long lines wrap onto continuation lines of the same row (so the export is complete for ordinary code), up to
 * MAX_WRAP visual lines per row; beyond that the row ends with "... (+N chars)" — a 10 MB one-line input would
 * otherwise need thousands of pages for a single row.
 */
const MAX_WRAP = 12;
const TAB = '    ';

/** The screen's light-theme colours (src/styles/theme.css). */
const COLOURS = {
  navy: '#0B0B2B',
  removedBg: '#fde8e8',
  removedStrong: '#f8b4b4',
  addedBg: '#e1effe',
  addedStrong: '#a4cafe',
  emptyBg: '#f3f4f6',
  number: '#6b7280',
  text: '#111827',
} as const;

/** jsPDF's built-in fonts (used for the header and footers) cover Latin-1 only. */
const NOT_LATIN1 = /[^\x20-\x7e\xa0-\xff]/;

const MONO_FONT = 'DejaVuSansMono.ttf';
const MONO_FAMILY = 'DejaVuSansMono';
let monoFont: Promise<string> | null = null;

/**
 * DejaVu Sans Mono (Bitstream Vera licence, 340 kB) as the binary string jsPDF's addFileToVFS accepts. Vite emits
 * the file as an asset of this lazily loaded module, fetched on the first export only, so neither the page nor
 * the compare path pays for it. Under Node (unit tests, benchmarks) the URL is a file: URL, which fetch cannot read.
 */
function loadMonoFont(): Promise<string> {
  monoFont ??= (async () => {
    const url = new URL('../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf', import.meta.url);
    let bytes: Uint8Array;
    if (url.protocol === 'file:') {
      // Node: the relative URL holds only inside this repository's sources; resolve the package instead.
      const fsModule = 'node:fs/promises'; // a variable, so that the browser build leaves it alone
      const { readFile } = (await import(/* @vite-ignore */ fsModule)) as { readFile(path: string): Promise<Uint8Array> };
      bytes = await readFile(await nodePackageFile('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'));
    } else {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Failed to load the PDF font (HTTP ${response.status})`);
      bytes = new Uint8Array(await response.arrayBuffer());
    }
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return binary;
  })();
  monoFont.catch(() => (monoFont = null));
  return monoFont;
}

/** The parts of jsPDF's TTFFont (font.metadata of an Identity-H font) that the row encoder needs. */
interface TtfMetadata {
  characterToGlyph(code: number): number;
  widthOfGlyph(glyph: number): number;
  maxp: { numGlyphs: number };
  glyIdsUsed: number[];
  toUnicode: Record<number, number>;
  Unicode: { widths: (number | number[])[] };
}

/**
 * Encodes strings as the hex glyph ids of an Identity-H font, recording each glyph once for jsPDF's subsetting,
 * /W widths and ToUnicode map — what jsPDF's pdfEscape16 does, without its per-character array scans, and per
 * UTF-16 code unit so that columns stay one unit wide.
 *
 * Characters the font lacks (CJK, ...) get CIDs past the font's last glyph: viewers draw those as the missing
 * glyph (.notdef: blank or a box) one column wide, and the ToUnicode map still carries the real character, so it
 * is extracted, searched and copied correctly. Strings reaching it hold no surrogates (see layoutCell).
 */
function glyphEncoder(font: TtfMetadata): (s: string) => string {
  const hexByUnit = new Array<string | undefined>(0x10000);
  const used = new Set(font.glyIdsUsed);
  let nextMissing = font.maxp.numGlyphs;
  const advance = Math.round(font.widthOfGlyph(font.characterToGlyph(0x30)));
  const use = (unit: number): string => {
    let gid = font.characterToGlyph(unit);
    let width = advance;
    if (gid !== 0) {
      width = Math.round(font.widthOfGlyph(gid));
      if (!used.has(gid)) font.glyIdsUsed.push(gid);
    } else if (nextMissing <= 0xffff) {
      gid = nextMissing++; // deliberately not in glyIdsUsed: the subsetter has no glyph to copy
    }
    if (!used.has(gid)) {
      used.add(gid);
      font.Unicode.widths.push(gid, [width]);
      font.toUnicode[gid] = unit;
    }
    return (hexByUnit[unit] = gid.toString(16).padStart(4, '0'));
  };
  return (s) => {
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const unit = s.charCodeAt(i);
      out += hexByUnit[unit] ?? use(unit);
    }
    return out;
  };
}

function lineText(side: CompareSide | ByteLines, i: number): string {
  if ('bytes' in side) return byteLineText(side, i);
  const end = i + 1 < side.lineStarts.length ? side.lineStarts[i + 1] - 1 : side.text.length;
  return side.text.slice(side.lineStarts[i], end);
}

/** jsPDF's internal API used for raw operators; present at runtime, missing from its type definitions. */
interface RawInternal {
  write(content: string): void;
}

/** The resource name ("F1"…) of the current font; typed as a number in jsPDF's definitions, a string at runtime. */
function fontId(doc: JsPdf): string {
  return String(doc.getFont().id);
}

interface Cell {
  lines: string[];
  /** Highlight rectangles as [visual line, start col, end col]. */
  marks: number[];
}

/** Characters the layout rewrites: tabs, and surrogates (astral characters such as emoji). */
const REWRITTEN = /[\t\ud800-\udfff]/;

/**
 * Expands tabs, replaces astral characters (emoji...) by U+FFFD, wraps to COLS and maps highlight columns onto the
 * wrapped lines. DejaVu Sans Mono has no astral glyphs and jsPDF's ToUnicode map holds 16-bit codes only, so an
 * emoji could be neither drawn nor extracted; one '�' column keeps the rest of the line aligned and a wrap from
 * splitting a surrogate pair.
 */
function layoutCell(text: string, ranges: Uint32Array, from: number, to: number, COLS: number): Cell {
  let shown = text;
  let map: Int32Array | null = null; // source column -> shown column, when the text was rewritten
  if (REWRITTEN.test(text)) {
    map = new Int32Array(text.length + 1);
    let out = '';
    for (let c = 0; c < text.length; c++) {
      map[c] = out.length;
      const unit = text.charCodeAt(c);
      if (unit === 9) out += TAB;
      else if (unit < 0xd800 || unit > 0xdfff) out += text[c];
      else {
        out += '\ufffd';
        const low = text.charCodeAt(c + 1);
        if (unit < 0xdc00 && low >= 0xdc00 && low <= 0xdfff) map[++c] = out.length;
      }
    }
    map[text.length] = out.length;
    shown = out;
  }
  const lines: string[] = [];
  const total = Math.max(1, Math.ceil(shown.length / COLS));
  const count = Math.min(total, MAX_WRAP);
  for (let v = 0; v < count; v++) lines.push(shown.slice(v * COLS, (v + 1) * COLS));
  if (total > MAX_WRAP) {
    const rest = shown.length - (MAX_WRAP - 1) * COLS;
    const note = ` ... (+${rest} chars)`;
    lines[MAX_WRAP - 1] = shown.slice((MAX_WRAP - 1) * COLS, (MAX_WRAP - 1) * COLS + COLS - note.length) + note;
  }
  const marks: number[] = [];
  const limit = count * COLS;
  for (let k = from; k < to; k++) {
    let s = ranges[2 * k];
    let e = ranges[2 * k + 1];
    if (map) {
      s = map[Math.min(s, text.length)];
      e = map[Math.min(e, text.length)];
    }
    e = Math.min(e, limit);
    while (s < e) {
      const v = Math.floor(s / COLS);
      const lineEnd = Math.min(e, (v + 1) * COLS);
      marks.push(v, s - v * COLS, lineEnd - v * COLS);
      s = lineEnd;
    }
  }
  return { lines, marks };
}

/**
 * Writes the complete diff — every row of both sides with line numbers, the screen's colours and highlight
 * spans — as searchable DejaVu Sans Mono text (any Unicode text: see glyphEncoder and layoutCell), on as many
 * landscape pages as needed. `onProgress(done, total)` is called every 500 rows, or every 1% of the rows beyond
 * 50,000 (not awaited), and `pause` is awaited after each report: the worker's export yields there so that it can be
 * stopped (a rejection ends the export). Measured in Node: 100,000 rows in ~5.7 s
 * of CPU (4.8 MB; the hex glyph ids cost ~1.5 s and 0.7 MB over the former Latin-1-only Courier text).
 */
export async function buildComparePdf(
  result: CompareResult | ByteCompareResult,
  meta: PdfMeta,
  onProgress?: ProgressFn,
  view: PdfView = FULL_VIEW,
  pause?: () => Promise<void>,
): Promise<Uint8Array> {
  const [{ jsPDF }, fontFile] = await Promise.all([import('jspdf'), loadMonoFont()]);
  const doc: JsPdf = new jsPDF({ orientation: 'landscape', unit: 'px', format: [PAGE_W, PAGE_H], hotfixes: ['px_scaling'], compress: true });
  // Rows are written as raw content-stream operators (doc.internal.write): jsPDF's text() and rect() cost
  // ~25 µs per call in Node, which made 100,000 rows take ~17 s of CPU; the raw operators take a fraction of that.
  // The header and footers use the ordinary API.
  const k = doc.internal.scaleFactor;
  const num = (v: number) => (Math.round(v * k * 100) / 100).toString();
  const px = (x: number) => num(x);
  const py = (y: number) => num(PAGE_H - y);
  const rgb = (hex: string) =>
    [1, 3, 5].map((i) => (Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000).toString()).join(' ') + ' rg';
  const RG = Object.fromEntries(Object.entries(COLOURS).map(([name, hex]) => [name, rgb(hex)])) as Record<keyof typeof COLOURS, string>;
  const esc = (t: string) => t.replace(/[\\()]/g, '\\$&');

  // Header band on the first page.
  doc.setFillColor(COLOURS.navy);
  doc.rect(0, 0, PAGE_W, HEADER, 'F');
  doc.setTextColor('#FFFFFF');
  doc.addFileToVFS(MONO_FONT, fontFile);
  doc.addFont(MONO_FONT, MONO_FAMILY, 'normal', 'Identity-H');
  doc.setFont(MONO_FAMILY, 'normal');
  const mono = fontId(doc);
  const encode = glyphEncoder(doc.getFont().metadata as TtfMetadata);
  /** Header lines in Helvetica, or in the mono font when Helvetica (Latin-1) cannot show them. */
  const headerLine = (font: 'bold' | 'normal', size: number, baseline: number, t: string) => {
    if (!NOT_LATIN1.test(t)) {
      doc.setFont('helvetica', font);
      doc.setFontSize(size);
      doc.text(t, MARGIN, baseline);
    } else {
      const shown = t.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, '\ufffd'); // as in layoutCell
      const op = `BT /${mono} ${num(size / k)} Tf ${px(MARGIN)} ${py(baseline)} Td <${encode(shown)}> Tj ET`;
      (doc.internal as unknown as RawInternal).write(`1 1 1 rg ${op}`);
    }
  };
  const [leftName, rightName] = view.names;
  headerLine('bold', 18, 32, meta.title);
  headerLine('normal', 10, 52, `${leftName} -> ${rightName}`);
  headerLine('normal', 10, 68, meta.dateText);
  const counts = countText(result.differences, changeRowIndexes(result).length);
  const shownText = view.mode === 'changes' ? `, only changes with ${view.context} context line${view.context === 1 ? '' : 's'}` : '';
  headerLine('normal', 10, 84, `${counts}${shownText}${result.approximate ? ' (approximate: a work limit applied)' : ''}`);
  doc.setFont('helvetica', 'bold');
  const bold = fontId(doc);

  const leftX = MARGIN;
  const rightX = MARGIN + SIDE_W + GAP;
  const bottom = PAGE_H - MARGIN - FOOTER;
  let y = HEADER + MARGIN;
  let ops: string[] = [];

  const text = (font: string, size: number, x: number, baseline: number, t: string) =>
    ops.push(`BT /${font} ${num(size / k)} Tf ${px(x)} ${py(baseline)} Td (${esc(t)}) Tj ET`);
  const monoText = (x: number, baseline: number, t: string) =>
    ops.push(`BT /${mono} ${num(FONT_PT / k)} Tf ${px(x)} ${py(baseline)} Td <${encode(t)}> Tj ET`);
  const rect = (x: number, top: number, w: number, h: number) => ops.push(`${px(x)} ${py(top + h)} ${num(w)} ${num(h)} re f`);

  /** A column title in Helvetica bold, or in the mono font when Helvetica (Latin-1) cannot show it (a file name). */
  const head = (x: number, t: string) => {
    if (NOT_LATIN1.test(t)) ops.push(`BT /${mono} ${num(9 / k)} Tf ${px(x)} ${py(y + 10)} Td <${encode(t.replace(/[\ud800-\udfff]/g, '\ufffd'))}> Tj ET`);
    else text(bold, 9, x, y + 10, t);
  };
  const unified = view.layout === 'unified';
  const columnHeads = () => {
    ops.push(RG.text);
    if (unified) head(leftX + TEXT_PAD, `${leftName} -> ${rightName}`);
    else {
      head(leftX + TEXT_PAD, leftName);
      head(rightX + TEXT_PAD, rightName);
    }
    y += 16;
  };
  columnHeads();

  /** Removed and the left of a modified row are light red, added and the right of a modified row light blue. */
  const backgroundOf = (type: number, side: 0 | 1): string => {
    if (type === CELL.REMOVED || (type === CELL.MODIFIED && side === 0)) return RG.removedBg;
    if (type === CELL.ADDED || (type === CELL.MODIFIED && side === 1)) return RG.addedBg;
    return type === CELL.EMPTY ? RG.emptyBg : '';
  };

  const drawCell = (x: number, type: number, lineIndex: number, cell: Cell | null, side: 0 | 1, height: number) => {
    const bg = backgroundOf(type, side);
    if (bg) {
      ops.push(bg);
      rect(x, y, SIDE_W, height);
    }
    if (!cell) return;
    const label = String(lineIndex + 1);
    ops.push(RG.number);
    monoText(x + NUM_W - TEXT_PAD - label.length * CHAR_W, y + 8, label);
    drawText(x + NUM_W + TEXT_PAD, cell, side);
  };

  /** One line of the unified layout: the side's colour (none for an unchanged row), both numbers, a marker. */
  const drawUnified = (type: number, numbers: [number, number], marker: string, cell: Cell, side: 0 | 1, height: number) => {
    const bg = backgroundOf(type, side);
    if (bg) {
      ops.push(bg);
      rect(leftX, y, UNI_W, height);
    }
    ops.push(RG.number);
    numbers.forEach((n, c) => {
      if (n < 0) return;
      const label = String(n + 1);
      monoText(leftX + (c + 1) * NUM_W - TEXT_PAD - label.length * CHAR_W, y + 8, label);
    });
    monoText(leftX + 2 * NUM_W + TEXT_PAD, y + 8, marker);
    drawText(leftX + 2 * NUM_W + MARKER_W + TEXT_PAD, cell, side);
  };

  const drawText = (tx: number, cell: Cell, side: 0 | 1) => {
    if (cell.marks.length > 0) {
      ops.push(side === 0 ? RG.removedStrong : RG.addedStrong);
      for (let m = 0; m < cell.marks.length; m += 3) {
        rect(tx + cell.marks[m + 1] * CHAR_W, y + cell.marks[m] * ROW_H + 1, (cell.marks[m + 2] - cell.marks[m + 1]) * CHAR_W, ROW_H - 1);
      }
    }
    ops.push(RG.text);
    for (let v = 0; v < cell.lines.length; v++) if (cell.lines[v]) monoText(tx, y + 8 + v * ROW_H, cell.lines[v]);
  };

  const fitOnPage = (height: number) => {
    if (y + height <= bottom) return;
    flush();
    doc.addPage([PAGE_W, PAGE_H], 'landscape');
    y = MARGIN;
    columnHeads();
  };

  /** The note standing for a folded run of unchanged rows. */
  const drawHidden = (count: number) => {
    fitOnPage(ROW_H + 4);
    ops.push(RG.emptyBg);
    rect(leftX, y, UNI_W, ROW_H + 4);
    ops.push(RG.number);
    monoText(leftX + TEXT_PAD, y + 10, `… ${count} unchanged line${count === 1 ? '' : 's'} hidden`);
    y += ROW_H + 4;
  };

  const flush = () => {
    if (ops.length > 0) (doc.internal as unknown as RawInternal).write(ops.join('\n'));
    ops = [];
  };

  const { rowCount, leftType, rightType, leftLine, rightLine, hlOffsets, hlRanges } = result;
  const visible = view.mode === 'changes' ? visibleRows(result, view.context) : null;
  // Each report re-renders the page's progress bar: at most about 100 of them, whatever the size.
  const progressStep = Math.max(500, Math.ceil(rowCount / 100));
  for (let r = 0; r < rowCount; r++) {
    if (r > 0 && r % progressStep === 0) {
      onProgress?.(r, rowCount);
      if (pause) await pause();
    }
    if (visible && !visible[r]) {
      let end = r;
      while (end < rowCount && !visible[end]) end++;
      if (end - r >= 2) {
        drawHidden(end - r);
        if (Math.floor(end / progressStep) > Math.floor(r / progressStep)) {
          onProgress?.(end, rowCount);
          if (pause) await pause();
        }
        r = end - 1;
        continue;
      }
    }
    const li = leftLine[r];
    const ri = rightLine[r];
    if (unified) {
      const same = leftType[r] === CELL.UNCHANGED && rightType[r] === CELL.UNCHANGED;
      if (li >= 0) {
        const cell = layoutCell(lineText(result.left, li), hlRanges, hlOffsets[2 * r], hlOffsets[2 * r + 1], UNI_COLS);
        const height = cell.lines.length * ROW_H;
        fitOnPage(height);
        drawUnified(same ? CELL.UNCHANGED : CELL.REMOVED, [li, same ? ri : -1], same ? ' ' : '-', cell, 0, height);
        y += height;
      }
      if (ri >= 0 && !same) {
        const cell = layoutCell(lineText(result.right, ri), hlRanges, hlOffsets[2 * r + 1], hlOffsets[2 * r + 2], UNI_COLS);
        const height = cell.lines.length * ROW_H;
        fitOnPage(height);
        drawUnified(CELL.ADDED, [-1, ri], '+', cell, 1, height);
        y += height;
      }
      continue;
    }
    const lc = li < 0 ? null : layoutCell(lineText(result.left, li), hlRanges, hlOffsets[2 * r], hlOffsets[2 * r + 1], COLS);
    const rc = ri < 0 ? null : layoutCell(lineText(result.right, ri), hlRanges, hlOffsets[2 * r + 1], hlOffsets[2 * r + 2], COLS);
    const height = Math.max(lc?.lines.length ?? 1, rc?.lines.length ?? 1) * ROW_H;
    fitOnPage(height);
    drawCell(leftX, leftType[r], li, lc, 0, height);
    drawCell(rightX, rightType[r], ri, rc, 1, height);
    y += height;
  }
  flush();

  // Footers, now that the page count is known.
  const pages = doc.getNumberOfPages();
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.setTextColor(COLOURS.number);
    doc.text(`Generated by DevToolbox - page ${p} of ${pages}`, MARGIN, PAGE_H - MARGIN);
  }
  onProgress?.(rowCount, rowCount);
  return new Uint8Array(doc.output('arraybuffer'));
}
