import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { CodeEditor, isBlankText, type CodeEditorChange, type CodeEditorHandle } from '../../components/code-editor';
import { Button, Checkbox, Field, Radio, TextInput, Toolbar } from '../../components/controls';
import { DiffView, type DiffModel, type DiffViewHandle } from '../../components/diff-view';
import { ErrorBanner } from '../../components/error-banner';
import { OpenFileButton, openChosenFile } from '../../components/open-file-button';
import { downloadFile } from '../../lib/download';
import { useIncomingFiles } from '../../lib/incoming-files';
import { useWorkerQueries, useWorkerTask, type JobContext } from '../../lib/use-worker-task';
import { sendText } from '../../lib/stage-text';
import type { TextInput as EngineText } from '@workers/shared/staging';
import { compareClient } from '../../lib/workers';
import { COMPARE_TIMEOUT_MESSAGE, PDF_TIMEOUT_MESSAGE, PDF_TIME_LIMIT, ROWS_TIME_LIMIT, engineTimeLimit } from '../../lib/time-limits';
import type { EngineApi } from '@workers/engine.worker';
import { COMPARE_TYPES, type CompareOptions, type CompareTypeId, type HighlightMode } from '@workers/compare/meta';
import { countText } from '@workers/compare/rows';
import type { CompareView } from '@workers/compare/compare-api';
import type { BigCompareView } from '@workers/compare/big-compare';
import { BIG_FILE_CEILING, BIG_FILE_THRESHOLD, BIG_FILE_TOO_LARGE_MESSAGE, PDF_TOO_LARGE_MESSAGE } from '@workers/compare/big-limits';
import { mbText } from './big-progress';
import { BigCompareProgress } from './big-progress-view';
import { isPastedFile, pastedFile, textBlobParts } from '../../lib/input-limit';
import { BigRows } from './big-rows';
import { mergeBlock } from '@workers/compare/merge';
import type { ToolBodyProps } from '../tool-body-props';
import { CONTEXT_MAX, engineOptions, useCompareOptions, type CompareLayout, type CompareViewMode } from './compare-store';
import { JsonStructurePanel } from './json-structure-panel';
import { XmlCompareOptionsFields, XmlStructurePanel } from './xml-compare-panel';
import './compare.css';

type Side = 'original' | 'modified';
type Busy = null | 'compare' | 'pdf';

const typeLabel = (type: CompareTypeId): string =>
  type === 'text' ? 'text' : (COMPARE_TYPES.find((t) => t.id === type)?.name ?? type);

/** Below this width the result defaults to the unified layout: two columns of code do not fit a phone. */
const NARROW = '(max-width: 767.98px)';

function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

/** Shown when a big file could not be read (it was moved or changed since it was chosen). */
const FILE_READ_FAILED_MESSAGE = 'The file could not be read. Open it again and compare once more.';

const fileAccept = (type: CompareTypeId): string => {
  const ext = COMPARE_TYPES.find((t) => t.id === type)?.ext ?? 'txt';
  return ext === 'txt' ? '.txt,.text,.log,.md,.csv,text/*' : `.${ext},.txt`;
};

/**
 * The compare screen's interactive part: two editors (Original, Modified), options, Compare Code, and the
 * side-by-side result with difference count, navigation and PDF export. The diff runs in the compare worker.
 */
export function CompareBody({ tool }: ToolBodyProps<'compare'>) {
  const type: CompareTypeId = tool.compareType;
  const label = typeLabel(type);
  const editors = { original: useRef<CodeEditorHandle>(null), modified: useRef<CodeEditorHandle>(null) };
  const [blank, setBlank] = useState<Record<Side, boolean>>({ original: true, modified: true });
  const [showInputs, setShowInputs] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  /**
   * The name of the file a side was opened from or dropped onto it. It stays while the text came from that file
   * (edits, merges) and goes when the side is emptied or a paste replaces its whole text; another file replaces it.
   */
  const [fileNames, setFileNames] = useState<Record<Side, string | null>>({ original: null, modified: null });
  /**
   * A file over BIG_FILE_THRESHOLD opened or dropped on a side (Text Compare only): it is not loaded into the
   * editor; the worker reads it in chunks and compares it from its bytes.
   */
  const [bigFiles, setBigFiles] = useState<Record<Side, File | null>>({ original: null, modified: null });
  /** The side last edited or focused, which Edit Input returns focus to. */
  const lastSide = useRef<Side>('original');
  const options = useCompareOptions();
  const diffView = useRef<DiffViewHandle>(null);
  /** The change block chosen with Next/Previous (its first row) in the result on screen. */
  const [currentBlock, setCurrentBlock] = useState<{ result: CompareView | null; start: number }>({ result: null, start: -1 });
  /** Earlier texts of the sides changed by a merge, newest last (Undo merge restores them). */
  const [undo, setUndo] = useState<{ side: Side; text: string }[]>([]);
  /** The text a merge put in a side: its change event must not clear the result the merge re-compares. */
  const merged = useRef<Record<Side, string | null>>({ original: null, modified: null });
  const narrow = useNarrowScreen();
  const layout = options.layout === 'auto' ? (narrow ? 'unified' : 'split') : options.layout;
  const compare = useWorkerTask<EngineApi, CompareView>(compareClient, {
    tool: tool.title,
    action: 'Compare',
    timeoutMessage: COMPARE_TIMEOUT_MESSAGE,
    describeError: (e) => ({ message: e.message || 'Comparison failed' }),
  });
  const pdf = useWorkerTask<EngineApi, Uint8Array>(compareClient, {
    tool: tool.title,
    action: 'Export',
    timeoutMs: PDF_TIME_LIMIT,
    timeoutMessage: PDF_TIMEOUT_MESSAGE,
    describeError: (e) => ({ message: e.code === 'pdf-too-large' ? PDF_TOO_LARGE_MESSAGE : 'Failed to export PDF' }),
    failureMessage: 'Failed to export PDF',
  });
  const bigCompare = useWorkerTask<EngineApi, BigCompareView>(compareClient, {
    tool: tool.title,
    action: 'Compare',
    describeError: (e) => ({
      message: e.code === 'too-large' ? BIG_FILE_TOO_LARGE_MESSAGE : e.code === 'read-failed' ? FILE_READ_FAILED_MESSAGE : 'Comparison failed',
    }),
  });
  // The rows in view of a big compare's result, read from the worker that keeps it.
  const rowQueries = useWorkerQueries(compareClient, { tool: tool.title, timeoutMs: ROWS_TIME_LIMIT, timeoutMessage: COMPARE_TIMEOUT_MESSAGE });
  const result = compare.result;
  const bigResult = bigCompare.result;
  /** The result on screen: a small compare's (with its texts) or a big one's (texts fetched for the rows in view). */
  const shown: (DiffModel & Pick<CompareView, 'changeStarts'>) | null = result ?? bigResult;
  const bigRows = useMemo(
    () => (bigResult ? new BigRows(bigResult.rowCount, (from, count) => rowQueries.call('getRows', from, count)) : undefined),
    [bigResult, rowQueries],
  );
  useEffect(() => () => bigRows?.close(), [bigRows]);
  const busy: Busy =
    compare.status === 'running' || bigCompare.status === 'running' ? 'compare' : pdf.status === 'running' ? 'pdf' : null;
  const error = notice ?? compare.error?.message ?? bigCompare.error?.message ?? pdf.error?.message ?? rowQueries.error?.message ?? null;

  useEffect(() => {
    void useCompareOptions.persist.rehydrate();
  }, []);

  // A result on screen hides the inputs; anything else (a failure, a cancel, a new compare) shows them again.
  useEffect(() => setShowInputs(!shown), [shown]);

  /**
   * Reads both editors in slices and sends them to the worker (sendText: staged one message per slice, as reading
   * and serialising 2 × 5 MB in one go blocks the page longer than a task may take). Null when a side is blank
   * (nothing is sent then).
   */
  const sendInputs = async (ctx: JobContext<EngineApi>): Promise<[EngineText, EngineText] | null> => {
    const sides = [
      (await editors.original.current?.getSlicesAsync()) ?? [],
      (await editors.modified.current?.getSlicesAsync()) ?? [],
    ];
    ctx.check();
    if (sides.some((slices) => slices.every(isBlankText))) return null;
    return [await sendText(ctx, 'original', sides[0]), await sendText(ctx, 'modified', sides[1])];
  };

  /**
   * Compares from the files' bytes when a side holds a big file (the other side's text goes as a Blob, which the
   * worker reads as File.text() reads it).
   */
  const runBigCompare = (opts: CompareOptions) => {
    const sources = (['original', 'modified'] as Side[]).map(
      (side) => bigFiles[side] ?? new Blob(textBlobParts(editors[side].current?.getValue() ?? ''), { type: 'text/plain' }),
    );
    void bigCompare.run((ctx) => ctx.call('compareFiles', sources[0], sources[1], engineOptions(opts, false), ctx.onProgress));
  };

  const runCompare = (opts: CompareOptions = options) => {
    setNotice(null);
    rowQueries.clearError();
    pdf.reset();
    if (bigFiles.original || bigFiles.modified) {
      compare.reset();
      runBigCompare(opts);
      return;
    }
    bigCompare.reset();
    const length = (editors.original.current?.getLength() ?? 0) + (editors.modified.current?.getLength() ?? 0);
    void compare.run(
      async (ctx) => {
        const inputs = await sendInputs(ctx);
        if (!inputs) return undefined;
        return ctx.call('compare', type, inputs[0], inputs[1], engineOptions(opts, type === 'json', type === 'xml'));
      },
      { timeoutMs: engineTimeLimit(length) },
    );
  };

  const exportPdf = async () => {
    if (!shown) return;
    setNotice(null);
    const bytes = await pdf.run(async (ctx) => {
      ctx.onProgress(0, shown.rowCount);
      const view = { mode: options.view, context: options.context, layout, names };
      const meta = { title: tool.title, dateText: new Date().toLocaleString() };
      return ctx.call(result ? 'exportPdf' : 'exportBigPdf', meta, ctx.onProgress, view);
    });
    if (bytes) downloadFile(bytes as Uint8Array<ArrayBuffer>, `${tool.id}-diff.pdf`, 'application/pdf');
  };

  // Cancelling terminates the worker and with it the result the PDF export needs: back to the inputs.
  const cancel = () => {
    compare.cancel();
    bigCompare.cancel();
    pdf.cancel();
  };

  const setOption = (key: 'ignoreWhitespace' | 'ignoreCase' | 'ignoreKeyOrder', value: boolean) => {
    options.setOption(key, value);
    // With a result on screen, the new setting applies at once.
    if (shown && !showInputs && busy === null) runCompare({ ...options, [key]: value });
  };

  const setHighlight = (highlight: HighlightMode) => {
    options.setHighlight(highlight);
    if (shown && !showInputs && busy === null) runCompare({ ...options, highlight });
  };

  // Editing either side: the result on screen no longer describes the inputs (a compare under way stops).
  const onEditorChange = (side: Side) => (s: CodeEditorChange) => {
    const expected = merged.current[side];
    if (expected !== null) {
      merged.current[side] = null;
      if (editors[side].current?.getValue() === expected) return;
    }
    setUndo((prev) => (prev.length ? [] : prev));
    setNotice(null);
    compare.reset();
    bigCompare.reset();
    pdf.reset();
    setBlank((prev) => (prev[side] === s.blank ? prev : { ...prev, [side]: s.blank }));
    const name = s.file ?? (s.blank || (s.pasted && s.replaced) ? null : undefined);
    if (name !== undefined) setFileNames((prev) => (prev[side] === name ? prev : { ...prev, [side]: name }));
  };

  /** Puts `text` in a side as a merge does, and compares again. */
  const replaceSide = (side: Side, text: string) => {
    merged.current[side] = text;
    editors[side].current?.setValue(text);
    runCompare();
  };

  /** Copies the change block starting at row `block` of the result on screen into side `to`. */
  const mergeAt = (to: Side, block: number) => {
    if (!result || block < 0 || busy !== null) return;
    const before = editors[to].current?.getValue() ?? ''; // read now: an updater would run after the change
    setUndo((prev) => [...prev, { side: to, text: before }]);
    replaceSide(to, mergeBlock(result, block, to === 'original' ? 0 : 1));
  };
  const merge = (to: Side) => mergeAt(to, currentBlock.result === result ? currentBlock.start : -1);
  // The diff view is memoised: a new callback only with a new result or a change of busy.
  const mergeRef = useRef(mergeAt);
  useEffect(() => {
    mergeRef.current = mergeAt;
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the result and busy state are what the latest mergeAt reads
  const onMerge = useCallback((start: number, to: 0 | 1) => mergeRef.current(to === 0 ? 'original' : 'modified', start), [result, busy]);

  const undoMerge = () => {
    const last = undo.at(-1);
    if (!last) return;
    setUndo(undo.slice(0, -1));
    replaceSide(last.side, last.text);
  };

  const downloadSide = (side: Side) => {
    const ext = COMPARE_TYPES.find((t) => t.id === type)?.ext ?? 'txt';
    downloadFile(editors[side].current?.getValue() ?? '', fileNames[side] ?? `${side}.${ext}`);
  };

  const editInput = () => {
    setShowInputs(true);
    // After the inputs are shown again (a hidden editor cannot take focus).
    requestAnimationFrame(() => editors[lastSide.current].current?.focus());
  };

  // Stable between renders: the diff view is memoised and must not re-render for the page's own updates.
  const names = useMemo<[string, string]>(
    () => [fileNames.original ?? 'Original', fileNames.modified ?? 'Modified'],
    [fileNames.original, fileNames.modified],
  );
  const onCurrentBlock = useCallback((start: number) => setCurrentBlock({ result, start }), [result]);

  /** Offered a file opened or dropped on a side: true when it is a big file, taken here (or refused with a message). */
  const takeBigFile =
    (side: Side) =>
    (file: File): boolean => {
      if (type !== 'text' || file.size <= BIG_FILE_THRESHOLD) return false;
      if (file.size > BIG_FILE_CEILING) {
        setNotice(BIG_FILE_TOO_LARGE_MESSAGE);
        return true;
      }
      setNotice(null);
      compare.reset();
      bigCompare.reset();
      pdf.reset();
      setBigFiles((prev) => ({ ...prev, [side]: file }));
      setFileNames((prev) => ({ ...prev, [side]: file.name }));
      return true;
    };

  /** A paste over the editor's limit on a side (Text Compare only): taken as bytes, like an opened file. */
  const takeLargePaste =
    (side: Side) =>
    (text: string): boolean =>
      type === 'text' && takeBigFile(side)(pastedFile(text, 'text/plain'));

  const removeBigFile = (side: Side) => {
    compare.reset();
    bigCompare.reset();
    pdf.reset();
    setBigFiles((prev) => ({ ...prev, [side]: null }));
    setFileNames((prev) => ({ ...prev, [side]: null }));
    requestAnimationFrame(() => editors[side].current?.focus());
  };

  /** What Open File does with a file on a side (and files handed to the page, below). */
  const openFile = (side: Side) => ({
    onFile: takeBigFile(side),
    onText: (text: string, file: File) => {
      editors[side].current?.setValue(text);
      setFileNames((prev) => ({ ...prev, [side]: file.name }));
    },
    onRejected: setNotice,
  });

  // Files the installed app was asked to open: the first on Original, a second on Modified.
  useIncomingFiles(tool.id, (files) => files.slice(0, 2).forEach((file, i) => openChosenFile(file, openFile(i === 0 ? 'original' : 'modified'))));

  const sideBlank = (side: Side) => !bigFiles[side] && blank[side];
  const canCompare = !sideBlank('original') && !sideBlank('modified') && busy === null;
  const bigProgress = bigCompare.status === 'running' ? bigCompare.progress : null;
  const pdfProgress = pdf.progress;

  return (
    <div className="cmp">
      <div className="cmp__bar">
        {shown && (
          <span className="cmp__badge" role="status">
            {countText(shown.differences, shown.changeStarts.length)}
          </span>
        )}
        <Toolbar end>
          <Button onClick={() => void exportPdf()} disabled={!shown || busy !== null}>
            Export PDF
          </Button>
          {shown && !showInputs && <Button onClick={editInput}>Edit Input</Button>}
          <Button variant="primary" onClick={() => runCompare()} disabled={!canCompare}>
            Compare Code
          </Button>
        </Toolbar>
      </div>

      <fieldset className="cmp__options">
        <legend className="cmp__legend">Options</legend>
        <Checkbox
          label="Ignore whitespace"
          checked={options.ignoreWhitespace}
          onChange={(e) => setOption('ignoreWhitespace', e.currentTarget.checked)}
        />
        <Checkbox label="Ignore case" checked={options.ignoreCase} onChange={(e) => setOption('ignoreCase', e.currentTarget.checked)} />
        {type === 'json' && (
          <Checkbox
            label="Ignore key order"
            checked={options.ignoreKeyOrder}
            onChange={(e) => setOption('ignoreKeyOrder', e.currentTarget.checked)}
          />
        )}
        {type === 'xml' && <XmlCompareOptionsFields onChanged={(xml) => shown && !showInputs && busy === null && runCompare({ ...options, xml })} />}
        <span className="cmp__view" role="radiogroup" aria-label="Highlight">
          {(
            [
              ['words', 'Highlight words'],
              ['characters', 'Highlight characters'],
            ] as [HighlightMode, string][]
          ).map(([value, text]) => (
            <Radio
              key={value}
              label={text}
              name={`cmp-highlight-${tool.id}`}
              value={value}
              checked={options.highlight === value}
              onChange={() => setHighlight(value)}
            />
          ))}
        </span>
        <span className="cmp__view" role="radiogroup" aria-label="View">
          {(
            [
              ['all', 'Show all lines'],
              ['changes', 'Only changes'],
            ] as [CompareViewMode, string][]
          ).map(([value, text]) => (
            <Radio
              key={value}
              label={text}
              name={`cmp-view-${tool.id}`}
              value={value}
              checked={options.view === value}
              onChange={() => options.setView(value)}
            />
          ))}
        </span>
        {options.view === 'changes' && (
          <Field label="Context lines" layout="inline">
            <TextInput
              type="number"
              min={0}
              max={CONTEXT_MAX}
              className="cmp__context"
              value={options.context}
              onChange={(e) => options.setContext(e.currentTarget.valueAsNumber)}
            />
          </Field>
        )}
        <span className="cmp__view" role="radiogroup" aria-label="Layout">
          {(
            [
              ['split', 'Side by side'],
              ['unified', 'Unified'],
            ] as [Exclude<CompareLayout, 'auto'>, string][]
          ).map(([value, text]) => (
            <Radio
              key={value}
              label={text}
              name={`cmp-layout-${tool.id}`}
              value={value}
              checked={layout === value}
              onChange={() => options.setLayout(value)}
            />
          ))}
        </span>
      </fieldset>

      <ErrorBanner message={error} reload={!notice && (compare.error ?? pdf.error)?.reload} />

      {busy && (
        <div className="cmp__progress" role="status">
          {busy === 'compare' ? (
            <>
              {bigCompare.status === 'running' ? (
                <BigCompareProgress progress={bigProgress} startedAt={bigCompare.startedAt} />
              ) : (
                <>
                  <progress aria-label="Comparing" />
                  <span>Comparing…</span>
                </>
              )}
              <Button onClick={cancel}>Cancel</Button>
            </>
          ) : (
            <>
              <progress
                aria-label="Exporting PDF"
                max={pdfProgress?.total || 1}
                value={pdfProgress ? pdfProgress.done : 0}
              />
              <span>
                Exporting PDF…
                {pdfProgress && pdfProgress.total > 0
                  ? ` ${Math.min(100, Math.round((pdfProgress.done / pdfProgress.total) * 100))}%`
                  : ''}
              </span>
            </>
          )}
        </div>
      )}

      <div className="cmp__inputs" hidden={!showInputs}>
        {(['original', 'modified'] as Side[]).map((side) => {
          const title = side === 'original' ? 'Original' : 'Modified';
          return (
            <section
              key={side}
              className="cmp__pane"
              aria-labelledby={`cmp-${side}-label`}
              onFocus={() => (lastSide.current = side)}
            >
              <div className="cmp__pane-head">
                <h2 id={`cmp-${side}-label`} className="cmp__pane-title">
                  {title}
                  {fileNames[side] && <span className="cmp__file-name"> · {fileNames[side]}</span>}
                </h2>
                <OpenFileButton size="small" accept={fileAccept(type)} {...openFile(side)} />
              </div>
              {bigFiles[side] && (
                <div className="cmp__big-file" role="group" aria-label={`${title} file`}>
                  <p className="cmp__big-file-name">{bigFiles[side].name}</p>
                  <p>
                    {mbText(bigFiles[side].size)} · read-only: compared from the {isPastedFile(bigFiles[side]) ? 'pasted text’s bytes' : 'file'}, not
                    loaded into the editor.
                  </p>
                  <Button size="small" onClick={() => removeBigFile(side)}>
                    Remove file
                  </Button>
                </div>
              )}
              <div hidden={bigFiles[side] !== null}>
                <CodeEditor
                  label={title}
                  placeholder={`Paste your ${side} ${label} code here...`}
                  handleRef={editors[side]}
                  onChange={onEditorChange(side)}
                  onSubmit={() => {
                    if (canCompare) runCompare();
                  }}
                  onRejected={setNotice}
                  onFile={takeBigFile(side)}
                  onLargePaste={takeLargePaste(side)}
                  acceptDrop
                  minHeight={360}
                />
              </div>
            </section>
          );
        })}
      </div>

      {shown && !showInputs && (
        <section className="cmp__result" aria-label="Comparison result">
          {shown.approximate && (
            <p className="cmp__note" role="note">
              These inputs differ so much that a work limit applied: the diff is complete but may not be the smallest
              possible.
            </p>
          )}
          {type === 'json' && result && (
            <JsonStructurePanel
              result={result}
              toolId={tool.id}
              toolTitle={tool.title}
              onShow={(c) => (c.leftLine > 0 && c.kind !== 'added' ? diffView.current?.showLine(0, c.leftLine) : diffView.current?.showLine(1, c.rightLine))}
            />
          )}
          {type === 'xml' && result && (
            <XmlStructurePanel
              result={result}
              toolId={tool.id}
              toolTitle={tool.title}
              onShow={(c) => (c.leftLine > 0 && c.kind !== 'added' ? diffView.current?.showLine(0, c.leftLine) : diffView.current?.showLine(1, c.rightLine))}
            />
          )}
          {result && (
            <Toolbar className="cmp__merge">
              <Button size="small" onClick={() => merge('modified')} disabled={busy !== null || currentBlock.result !== result || currentBlock.start < 0}>
                Copy change to {names[1]} →
              </Button>
              <Button size="small" onClick={() => merge('original')} disabled={busy !== null || currentBlock.result !== result || currentBlock.start < 0}>
                ← Copy change to {names[0]}
              </Button>
              <Button size="small" onClick={undoMerge} disabled={busy !== null || undo.length === 0}>
                Undo merge
              </Button>
              <Button size="small" onClick={() => downloadSide('original')}>
                Download {names[0]}
              </Button>
              <Button size="small" onClick={() => downloadSide('modified')}>
                Download {names[1]}
              </Button>
            </Toolbar>
          )}
          {bigResult && (
            <p className="cmp__note" role="note">
              Compared from the files&apos; bytes: copying changes between the sides is not available for files over{' '}
              {mbText(BIG_FILE_THRESHOLD)}.
            </p>
          )}
          <DiffView
            handleRef={diffView}
            onCurrentBlock={onCurrentBlock}
            onMerge={result ? onMerge : undefined}
            deferRows
            result={shown}
            lines={result ? undefined : bigRows}
            mode={options.view}
            context={options.context}
            layout={layout}
            names={names}
            autoFocus
            navigation
            keyboard
            label={`${tool.title} result`}
          />
        </section>
      )}
    </div>
  );
}
