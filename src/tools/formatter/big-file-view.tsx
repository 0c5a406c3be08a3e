import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { RowComponentProps } from 'react-window';
import { Button, TextInput, ToolbarSpacer } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { ScaledList, type ScaledListHandle } from '../../components/scaled-list';
import { BIG_FILE_BYTES, BIG_FILE_TOO_LARGE_MESSAGE, BIG_XML_TOKEN_TOO_LARGE_MESSAGE, formatBytes, isPastedFile } from '../../lib/input-limit';
import { estimateJob, groupDigits, jobProgressText, type JobStage } from '../../lib/job-progress';
import { useWorkerQueries, useWorkerTask, type WorkerQueries } from '../../lib/use-worker-task';
import { engineTimeLimit } from '../../lib/time-limits';
import { ok } from '@workers/shared/result';
import { bigFileClient } from '../../lib/workers';
import { progressCallback } from '../../lib/worker-client';
import type { BigFileApi } from '@workers/format/big-file.worker';
import type { BigSummary } from '@workers/format/big-document';
import type { BigInput } from './use-big-file-input';
import type { FormatLanguage } from '@workers/format/meta';
import { formatterError } from './formatter-store';
import { collapse, expand, foldAt, foldMap, hiddenLines, lineToRow, mayOpenNode, reveal, rowToLine, type Fold, type FoldMap } from './big-folds';
import { bigPathLanguage } from './big-path';

const ROW_HEIGHT = 20;
/** Rows fetched from the worker at a time, and how many such pages the page keeps. */
const PAGE_ROWS = 200;
const MAX_PAGES = 60;

/** Where rows come from: produced on demand (here by the big-file worker), never held all at once. */
export interface RowSource {
  /** Rows known so far. */
  rowCount: number;
  /** Rows [from, from + count): their text (long ones cut) and, per row, the full length when cut (else −1). */
  load(from: number, count: number): Promise<{ lines: string[]; cut: number[] }>;
}

interface Progress {
  done: number;
  total: number;
  lines: number;
  at: number;
}

/** Props of {@link BigFileScreen}. */
export interface BigFileScreenProps {
  input: BigInput;
  language: FormatLanguage;
  tool: string;
  inputHeadingId: string;
  outputHeadingId: string;
}

/**
 * A file too large for the editor (over {@link BIG_FILE_BYTES}): the worker reads it in chunks, validates it and
 * indexes its formatted output in one pass, and this screen shows the formatted rows as soon as the first chunk is
 * indexed — opening the file is the only action. Rows, Find and the download are produced by the worker on demand.
 */
export function BigFileScreen({ input, language, tool, inputHeadingId, outputHeadingId }: BigFileScreenProps) {
  const { file, layout, ignoredOptions } = input;
  const task = useWorkerTask<BigFileApi, BigSummary>(bigFileClient, {
    tool,
    action: 'Format',
    describeError: (e) =>
      e.code === 'big-file-too-large'
        ? { message: BIG_FILE_TOO_LARGE_MESSAGE }
        : e.code === 'xml-token-too-large'
          ? { message: BIG_XML_TOKEN_TOO_LARGE_MESSAGE, details: e.line !== undefined ? [`Line ${e.line}, column ${e.column ?? 1}`] : [] }
          : formatterError(language, e),
  });
  // Rows, the input's lines, folds and Find only read the open document: through the runner, never terminating it.
  const queries = useWorkerQueries(bigFileClient, { tool, timeoutMs: engineTimeLimit(file.size) });
  const exporter = useWorkerTask<BigFileApi, true>(bigFileClient, {
    tool,
    action: 'Export',
    readOnly: true,
    timeoutMs: engineTimeLimit(file.size),
    failureMessage: 'The download stopped before it was complete. Please try again.',
  });
  const [progress, setProgress] = useState<Progress | null>(null);
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const startedAt = useRef(0);
  // Cancel terminates the worker: the file's index is gone with it.
  const [cancelled, setCancelled] = useState(false);
  const { status, result, error } = task;
  // The input's own lines, for its read-only view: counted while the file is read, asked for once that settles.
  const [inputLines, setInputLines] = useState(0);
  useEffect(() => {
    setInputLines(0);
    if (status !== 'idle' || (!result && !error) || cancelled) return;
    let live = true;
    queries.call('inputLines').then(
      (n) => live && setInputLines(n),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [status, result, error, cancelled, generation, queries]);
  const inputSource = useMemo<RowSource>(
    () => ({ rowCount: inputLines, load: (from, count) => queries.call('getInputLines', from, count) }),
    // A new source (and so a fresh row cache) for each opened document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [inputLines, generation],
  );

  useEffect(() => {
    let live = true;
    setProgress(null);
    setNotice(null);
    setCancelled(false);
    startedAt.current = performance.now();
    const onProgress = progressCallback((done: number, total: number, lines: number) => {
      if (live) setProgress({ done, total, lines, at: performance.now() });
    });
    void task.run(async (ctx) => {
      const r = await ctx.call('open', file, bigPathLanguage(language.id), layout, onProgress);
      if (live) setGeneration((g) => g + 1);
      return r;
    });
    return () => {
      live = false;
      task.reset();
    };
    // A new file or layout opens anew; `task` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, layout.indent]);

  // While indexing, the last known line may continue in the next chunk: rows up to the one before are shown.
  const rowCount = result ? result.lines : progress && !error && !cancelled ? Math.max(0, progress.lines - 1) : 0;
  const source = useMemo<RowSource>(
    () => ({
      rowCount,
      load: (from, count) => queries.call('getLines', from, count),
    }),
    // A new source (and so a fresh row cache) for each opened document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [generation, file],
  );
  source.rowCount = rowCount;

  const download = async () => {
    if (!result || saving !== null) return;
    const name = `formatted.${language.ext}`;
    setSaving(0);
    setNotice(null);
    try {
      const picker = (
        window as unknown as {
          showSaveFilePicker?: (o: object) => Promise<FileSystemFileHandle>;
        }
      ).showSaveFilePicker;
      let writable: FileSystemWritableFileStream | null = null;
      if (picker) {
        try {
          const handle = await picker({ suggestedName: name });
          writable = await handle.createWritable();
        } catch (e) {
          if (e instanceof DOMException && e.name === 'AbortError') return;
          writable = null;
        }
      }
      const parts: Uint8Array[] = [];
      const done = await exporter.run(async (ctx) => {
        await ctx.call('exportStart');
        let written = 0;
        for (;;) {
          const part = await ctx.call('exportNext');
          if (!part) return ok(true as const);
          written += part.length;
          setSaving(written);
          if (writable) await writable.write(part as Uint8Array<ArrayBuffer>);
          else parts.push(part);
          ctx.check();
        }
      });
      if (!done) {
        await writable?.abort();
        return;
      }
      if (writable) await writable.close();
      else {
        const url = URL.createObjectURL(
          new Blob(parts as Uint8Array<ArrayBuffer>[], {
            type: `${language.mime};charset=utf-8`,
          }),
        );
        const a = document.createElement('a');
        a.href = url;
        a.download = name;
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch {
      setNotice('The download stopped before it was complete. Please try again.');
    } finally {
      setSaving(null);
    }
  };

  const copy = () =>
    setNotice(
      <>
        The formatted output of an input over {formatBytes(BIG_FILE_BYTES)} is too large for the clipboard.{' '}
        <Button size="small" onClick={() => void download()}>
          Download it instead
        </Button>
      </>,
    );

  return (
    <>
      {status === 'running' && (
        <IndexProgress progress={progress} size={file.size} startedAt={startedAt.current} onCancel={() => {
            setCancelled(true);
            task.cancel();
          }} />
      )}
      <ErrorBanner message={error?.message ?? queries.error?.message ?? exporter.error?.message ?? null} details={error?.details} />
      {notice && (
        <p className="fmt-note" role="status">
          {notice}
        </p>
      )}
      <div className="fmt-panels">
        <section className="fmt-panel" aria-labelledby={inputHeadingId}>
          <div className="fmt-panel-head">
            <h2 id={inputHeadingId} className="fmt-panel-title">
              Input Code
            </h2>
          </div>
          <div className="fmt-big-input">
            <p className="fmt-big-name">{file.name}</p>
            <p>{formatBytes(file.size)}</p>
            {isPastedFile(file) ? (
              <p className="fmt-note">
                Large paste: kept as bytes, read in parts and shown formatted at once (no need to press Format). It is not loaded
                into the editor; press Clear to edit text.
              </p>
            ) : (
              <p className="fmt-note">
                Large file: read from disk in parts and shown formatted as soon as it is opened (no need to press Format). It is not
                loaded into the editor; open a smaller file or press Clear to edit text.
              </p>
            )}
            {ignoredOptions.length > 0 && (
              <p className="fmt-note">
                {ignoredOptions.join(' and ')} {ignoredOptions.length === 1 ? 'applies' : 'apply'} to inputs up to{' '}
                {formatBytes(BIG_FILE_BYTES)} only.
              </p>
            )}
            {result && (
              <p className="fmt-note" role="status">
                Valid {language.name}: {groupDigits(result.lines)} formatted lines.
              </p>
            )}
            {inputLines > 0 && <InputRows source={inputSource} errorLine={(error as { line?: number } | null)?.line} />}
          </div>
        </section>
        <section className="fmt-panel fmt-output" aria-labelledby={outputHeadingId}>
          <div className="fmt-panel-head">
            <h2 id={outputHeadingId} className="fmt-panel-title">
              Formatted Code
            </h2>
            <div className="fmt-view-toggles">
              <Button size="small" onClick={copy} disabled={!result}>
                Copy
              </Button>
              <Button size="small" onClick={() => void download()} disabled={!result || saving !== null}>
                {saving !== null ? `Saving… ${formatBytes(saving)}` : 'Download'}
              </Button>
            </div>
          </div>
          <div className="fmt-output-body">
            {rowCount > 0 ? (
              <BigRows source={source} complete={!!result} languageId={language.id} queries={queries} />
            ) : (
              <div className="fmt-placeholder">{error ? 'No output: see the error above.' : cancelled ? 'Cancelled. Press Format Code to read the file again.' : 'Formatting…'}</div>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

/** Reading and indexing is one pass over the file's bytes. */
const READING: JobStage = { label: '', share: 1, bytes: true };

/** MB done, MB/s and time left, with Cancel (which terminates the worker and so frees the file's index). */
function IndexProgress({
  progress,
  size,
  startedAt,
  onCancel,
}: {
  progress: Progress | null;
  size: number;
  startedAt: number;
  onCancel: () => void;
}) {
  const done = progress?.done ?? 0;
  const at = { stage: 0, done, total: size };
  const elapsed = progress ? progress.at - startedAt : 0;
  const text = jobProgressText(READING, at, estimateJob([READING], at, elapsed, elapsed), formatBytes);
  return (
    <div className="fmt-progress fmt-progress-now" role="status">
      <progress className="fmt-progress-bar" aria-label="Reading and indexing the file" max={size || 1} value={done} />
      <span className="fmt-progress-text">
        {text}
        {progress ? ` · ${groupDigits(progress.lines)} lines` : ''}
      </span>
      <Button onClick={onCancel}>Cancel</Button>
    </div>
  );
}

interface RowData {
  /** The text of a line (undefined until its page arrives). */
  rows: (line: number) => string | undefined;
  cutAt: (line: number) => number;
  /** Rows ↔ lines through the collapsed nodes. */
  map: FoldMap;
  /** True when the line's row gets a fold toggle (the document is indexed and the line may open a node). */
  canFold: (line: number, text: string | undefined, cut: boolean) => boolean;
  onToggle: (line: number) => void;
  query: string;
  current: number;
  /** Changes when a page of rows arrives, so the rows in view render again. */
  version: number;
}

function Row({ index, style, ariaAttributes, rows, cutAt, map, canFold, onToggle, query, current }: RowComponentProps<RowData>) {
  const line = rowToLine(map, index);
  const text = rows(line);
  const cut = cutAt(line);
  const fold = foldAt(map.folds, line);
  const n = line + 1;
  return (
    <div
      {...ariaAttributes}
      style={{ ...style, width: 'max-content', minWidth: '100%' } as CSSProperties}
      className={line === current ? 'vt-row vt-row-current' : 'vt-row'}
    >
      <span className="vt-num" aria-hidden="true">
        {n}
      </span>
      <span className="vt-toggle-cell">
        {(fold || canFold(line, text, cut > 0)) && (
          <button
            type="button"
            className="vt-toggle"
            aria-expanded={!fold}
            aria-label={`${fold ? 'Expand' : 'Collapse'} line ${n}`}
            onClick={() => onToggle(line)}
          >
            {fold ? '▸' : '▾'}
          </button>
        )}
      </span>
      <span className="vt-code">
        {text === undefined ? '' : highlight(text, query)}
        {cut > 0 && <span className="vt-more"> … {groupDigits(cut - text!.length)} more characters</span>}
        {fold && <span className="vt-folded"> … {groupDigits(hiddenLines(fold))} lines</span>}
      </span>
    </div>
  );
}

/** The text with case-insensitive matches of `query` marked (as text, never HTML). */
function highlight(text: string, query: string): ReactNode {
  if (!query) return text;
  const lower = text.toLowerCase();
  const q = query.toLowerCase();
  if (lower.length !== text.length || !lower.includes(q)) return text;
  const out: ReactNode[] = [];
  let at = 0;
  for (let p = lower.indexOf(q); p !== -1; p = lower.indexOf(q, p + q.length)) {
    if (p > at) out.push(text.slice(at, p));
    out.push(<mark key={p} className="vt-match">{text.slice(p, p + q.length)}</mark>);
    at = p + q.length;
  }
  out.push(text.slice(at));
  return out;
}

const noFold = () => false;

/**
 * The input as written, read-only: its lines come from the file in the worker, a page at a time. After an error
 * its line (1-based `errorLine`, when it has been read) is marked and scrolled into view.
 */
function InputRows({ source, errorLine }: { source: RowSource; errorLine?: number }) {
  const { rows, cutAt, version } = usePagedRows(source);
  const listRef = useRef<ScaledListHandle | null>(null);
  const marked = errorLine !== undefined && errorLine <= source.rowCount ? errorLine - 1 : -1;
  // The formatted view's rows, with nothing collapsed and nothing to collapse.
  const map = useMemo(() => foldMap([], source.rowCount), [source.rowCount]);
  useEffect(() => {
    if (marked >= 0) listRef.current?.scrollToRow({ index: marked, align: 'center' });
  }, [marked, source]);
  return (
    <ScaledList
      className="vt-list fmt-big-list fmt-big-input-list"
      aria-label="Input Code (read-only)"
      listRef={listRef}
      rowComponent={Row}
      rowCount={source.rowCount}
      rowHeight={ROW_HEIGHT}
      rowProps={{ rows, cutAt, map, canFold: noFold, onToggle: noFold, query: '', current: marked, version }}
      overscanCount={10}
      tabIndex={0}
      style={{ ['--vt-num-width' as string]: `${String(source.rowCount).length + 1}ch` }}
    />
  );
}

/**
 * Rows of a {@link RowSource} a page at a time: the text and cut length of a line once its page has arrived
 * (undefined before: the page is asked for), at most MAX_PAGES pages kept. `version` changes when a page arrives.
 * A new source starts afresh.
 */
function usePagedRows(source: RowSource) {
  const pages = useRef(new Map<number, { lines: string[]; cut: number[] }>());
  const pending = useRef(new Set<number>());
  const [version, setVersion] = useState(0);
  const rowCount = source.rowCount;

  useEffect(() => {
    pages.current.clear();
    pending.current.clear();
    setVersion((v) => v + 1);
  }, [source]);

  const fetchPage = useCallback(
    (page: number) => {
      if (pending.current.has(page)) return;
      pending.current.add(page);
      source.load(page * PAGE_ROWS, PAGE_ROWS).then(
        (r) => {
          pending.current.delete(page);
          const map = pages.current;
          if (map.size >= MAX_PAGES) map.delete(map.keys().next().value!);
          map.set(page, r);
          setVersion((v) => v + 1);
        },
        () => pending.current.delete(page),
      );
    },
    [source],
  );

  const rows = useCallback(
    (index: number) => {
      const page = Math.floor(index / PAGE_ROWS);
      const p = pages.current.get(page);
      // A page read while indexing may end early: read it again once more rows are known.
      if (
        !p ||
        (p.lines.length < PAGE_ROWS && (page + 1) * PAGE_ROWS <= rowCount && index - page * PAGE_ROWS >= p.lines.length)
      ) {
        fetchPage(page);
        return p?.lines[index - page * PAGE_ROWS];
      }
      return p.lines[index - page * PAGE_ROWS];
    },
    [fetchPage, rowCount],
  );
  const cutAt = useCallback(
    (index: number) => pages.current.get(Math.floor(index / PAGE_ROWS))?.cut[index % PAGE_ROWS] ?? -1,
    [],
  );
  return { rows, cutAt, version };
}

/**
 * The formatted rows of a big document: a scaled virtual list (any number of rows) whose rows come from `source`
 * a page at a time; Find (count, next, previous) and Go to line ask the worker, which streams through the output.
 * Nodes collapse as in the small view: the worker's foldEnd says where a node ends; the collapsed nodes are a
 * sorted list that maps rows to lines (big-folds.ts), so only they are held, never a row per line. Go to line and
 * Find expand the nodes hiding their line. "Collapse all" is not offered: it needs the end of every node, which
 * for a 1 GB file means producing its tens of millions of lines again.
 */
function BigRows({ source, complete, languageId, queries }: { source: RowSource; complete: boolean; languageId: string; queries: WorkerQueries<BigFileApi> }) {
  const { rows, cutAt, version } = usePagedRows(source);
  const listRef = useRef<ScaledListHandle | null>(null);
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [current, setCurrent] = useState(-1);
  const [found, setFound] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [goTo, setGoTo] = useState('');
  const findId = useId();
  // Lines of the document; the list shows fewer rows while nodes are collapsed.
  const rowCount = source.rowCount;
  const [folds, setFolds] = useState<readonly Fold[]>([]);
  const map = useMemo(() => foldMap(folds, rowCount), [folds, rowCount]);
  const mapRef = useRef(map);
  mapRef.current = map;
  // What foldEnd answered for a line (−1: it opens no node, so no toggle). Rows cut for length are asked as they
  // render (their text cannot tell), other rows when their toggle is pressed.
  const [ends, setEnds] = useState<ReadonlyMap<number, number>>(() => new Map());
  const asked = useRef(new Set<number>());
  // A line to scroll to once the nodes hiding it are expanded (a new object each time).
  const [target, setTarget] = useState<{ line: number } | null>(null);

  useEffect(() => {
    setFolds([]);
    setEnds(new Map());
    asked.current = new Set();
  }, [source]);

  useEffect(() => {
    if (target) listRef.current?.scrollToRow({ index: lineToRow(mapRef.current, target.line), align: 'center' });
  }, [target]);

  /** Asks the worker where the node opened on `line` ends (once per line); `then` gets the answer. */
  const askEnd = useCallback(
    (line: number, then?: (end: number) => void) => {
      if (asked.current.has(line) && !then) return;
      const set = asked.current;
      set.add(line);
      queries.call('foldEnd', line).then(
        (end) => {
          // An answer about a document opened before (the source changed since) is dropped.
          if (asked.current !== set) return;
          setEnds((m) => new Map(m).set(line, end));
          then?.(end);
        },
        () => set.delete(line),
      );
    },
    [queries],
  );

  const canFold = useCallback(
    (line: number, text: string | undefined, cut: boolean) => {
      if (!complete || text === undefined) return false;
      const end = ends.get(line);
      if (end !== undefined) return end >= 0;
      if (!cut) return mayOpenNode(languageId, text, false);
      askEnd(line);
      return false;
    },
    [complete, ends, languageId, askEnd],
  );

  const onToggle = useCallback(
    (line: number) => {
      if (foldAt(mapRef.current.folds, line)) setFolds((f) => expand(f, line));
      else askEnd(line, (end) => end >= 0 && setFolds((f) => collapse(f, line, end)));
    },
    [askEnd],
  );

  /** Marks `line` current and scrolls to it, expanding the collapsed nodes hiding it. */
  const show = (line: number) => {
    setCurrent(line);
    setFolds((f) => reveal(f, line));
    setTarget({ line });
  };

  const find = async (backwards: boolean) => {
    const q = query;
    if (!q || busy) return;
    setBusy(true);
    try {
      if (q !== applied) {
        setApplied(q);
        setFound('Searching…');
        const from = current >= 0 ? current : 0;
        const line = await queries.call('findNext', q, from, backwards);
        if (line < 0) {
          setFound('No matches');
          setCurrent(-1);
          return;
        }
        show(line);
        setFound(`Match at line ${groupDigits(line + 1)} · counting…`);
        const n = await queries.call('count', q);
        setFound(`${groupDigits(n)} ${n === 1 ? 'match' : 'matches'} · line ${groupDigits(line + 1)}`);
        return;
      }
      const line = await queries.call('findNext', q, backwards ? current - 1 : current + 1, backwards);
      if (line < 0) setFound('No matches');
      else {
        show(line);
        setFound((f) => f.replace(/line [\d,]+$/, `line ${groupDigits(line + 1)}`));
      }
    } catch {
      setFound('');
    } finally {
      setBusy(false);
    }
  };

  const jump = () => {
    const n = Number(goTo.replace(/[,\s]/g, ''));
    if (!Number.isInteger(n) || n < 1) return;
    show(Math.min(n, rowCount) - 1);
  };

  return (
    <div className="vt-root vt-fill fmt-big-rows">
      <div className="vt-toolbar">
        <Button size="small" disabled={folds.length === 0} onClick={() => setFolds([])}>
          Expand all
        </Button>
        <TextInput
          id={findId}
          type="search"
          aria-label="Find in the formatted output"
          placeholder="Find"
          value={query}
          disabled={!complete}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find(e.shiftKey);
            }
          }}
        />
        <Button size="small" disabled={!complete || !query} onClick={() => void find(true)} aria-label="Previous match">
          Previous
        </Button>
        <Button size="small" disabled={!complete || !query} onClick={() => void find(false)} aria-label="Next match">
          Next
        </Button>
        <span className="fmt-note" role="status">
          {found}
        </span>
        <ToolbarSpacer />
        <TextInput
          aria-label="Go to line"
          placeholder="Line"
          inputMode="numeric"
          className="fmt-big-goto"
          value={goTo}
          onChange={(e) => setGoTo(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              jump();
            }
          }}
        />
        <Button size="small" onClick={jump}>
          Go
        </Button>
      </div>
      <ScaledList
        className="vt-list fmt-big-list"
        aria-label="Formatted Code"
        listRef={listRef}
        rowComponent={Row}
        rowCount={map.rowCount}
        rowHeight={ROW_HEIGHT}
        growing
        rowProps={{ rows, cutAt, map, canFold, onToggle, query: applied, current, version }}
        overscanCount={10}
        tabIndex={0}
        style={{ ['--vt-num-width' as string]: `${String(rowCount).length + 1}ch` }}
      />
    </div>
  );
}
