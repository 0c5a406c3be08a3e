import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { CodeEditor, isBlankText, type CodeEditorChange, type CodeEditorHandle } from '../../components/code-editor';
import { Button, Checkbox, Field, Radio, TextInput, Toolbar } from '../../components/controls';
import { DiffView, type DiffViewHandle } from '../../components/diff-view';
import { ErrorBanner } from '../../components/error-banner';
import { yieldToPage } from '../../lib/yield-to-page';
import { OpenFileButton } from '../../components/open-file-button';
import { downloadFile } from '../../lib/download';
import { useWorkerTask, type JobContext } from '../../lib/use-worker-task';
import { compareClient } from '../../lib/workers';
import { COMPARE_TIMEOUT_MESSAGE, PDF_TIMEOUT_MESSAGE, PDF_TIME_LIMIT, engineTimeLimit } from '../../lib/time-limits';
import type { EngineApi } from '@workers/engine.worker';
import { COMPARE_TYPES, type CompareOptions, type CompareTypeId, type HighlightMode } from '@workers/compare/meta';
import { countText } from '@workers/compare/rows';
import type { CompareView } from '@workers/compare/compare-api';
import { mergeBlock } from '@workers/compare/merge';
import type { ToolBodyProps } from '../tool-body-props';
import { CONTEXT_MAX, engineOptions, useCompareOptions, type CompareLayout, type CompareViewMode } from './compare-store';
import { JsonStructurePanel } from './json-structure-panel';
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
    describeError: () => ({ message: 'Failed to export PDF' }),
    failureMessage: 'Failed to export PDF',
  });
  const result = compare.result;
  const busy: Busy = compare.status === 'running' ? 'compare' : pdf.status === 'running' ? 'pdf' : null;
  const error = notice ?? compare.error?.message ?? pdf.error?.message ?? null;

  useEffect(() => {
    void useCompareOptions.persist.rehydrate();
  }, []);

  // A result on screen hides the inputs; anything else (a failure, a cancel, a new compare) shows them again.
  useEffect(() => setShowInputs(!result), [result]);

  /**
   * Reads both editors in slices and posts them to the worker one message per slice, yielding between them:
   * reading and serialising 2 × 5 MB in one go blocks the page longer than a task may take. False when a side is
   * blank (nothing is sent then).
   */
  const sendInputs = async (ctx: JobContext<EngineApi>): Promise<boolean> => {
    const sides = [
      (await editors.original.current?.getSlicesAsync()) ?? [],
      (await editors.modified.current?.getSlicesAsync()) ?? [],
    ];
    ctx.check();
    if (sides.some((slices) => slices.every(isBlankText))) return false;
    const posted: Promise<void>[] = [];
    for (const [side, slices] of sides.entries()) {
      for (const [i, slice] of slices.entries()) {
        ctx.check();
        const call = ctx.call('stageInput', side as 0 | 1, slice, i === 0);
        // Handled by Promise.all below; until then a cancel's rejection must not count as unhandled.
        call.catch(() => undefined);
        posted.push(call);
        await yieldToPage();
      }
    }
    await Promise.all(posted);
    return true;
  };

  const runCompare = (opts: CompareOptions = options) => {
    setNotice(null);
    pdf.reset();
    const length = (editors.original.current?.getLength() ?? 0) + (editors.modified.current?.getLength() ?? 0);
    void compare.run(
      async (ctx) => {
        if (!(await sendInputs(ctx))) return undefined;
        return ctx.call('compareStaged', type, engineOptions(opts, type === 'json'));
      },
      { timeoutMs: engineTimeLimit(length) },
    );
  };

  const exportPdf = async () => {
    if (!result) return;
    setNotice(null);
    const bytes = await pdf.run(async (ctx) => {
      ctx.onProgress(0, result.rowCount);
      const view = { mode: options.view, context: options.context, layout, names };
      return ctx.call('exportPdf', { title: tool.title, dateText: new Date().toLocaleString() }, ctx.onProgress, view);
    });
    if (bytes) downloadFile(bytes as Uint8Array<ArrayBuffer>, `${tool.id}-diff.pdf`, 'application/pdf');
  };

  // Cancelling terminates the worker and with it the result the PDF export needs: back to the inputs.
  const cancel = () => {
    compare.cancel();
    pdf.cancel();
  };

  const setOption = (key: 'ignoreWhitespace' | 'ignoreCase' | 'ignoreKeyOrder', value: boolean) => {
    options.setOption(key, value);
    // With a result on screen, the new setting applies at once.
    if (result && !showInputs && busy === null) runCompare({ ...options, [key]: value });
  };

  const setHighlight = (highlight: HighlightMode) => {
    options.setHighlight(highlight);
    if (result && !showInputs && busy === null) runCompare({ ...options, highlight });
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

  const canCompare = !blank.original && !blank.modified && busy === null;
  const pdfProgress = pdf.progress;

  return (
    <div className="cmp">
      <div className="cmp__bar">
        {result && (
          <span className="cmp__badge" role="status">
            {countText(result.differences, result.changeStarts.length)}
          </span>
        )}
        <Toolbar end>
          <Button onClick={() => void exportPdf()} disabled={!result || busy !== null}>
            Export PDF
          </Button>
          {result && !showInputs && <Button onClick={editInput}>Edit Input</Button>}
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
              <progress aria-label="Comparing" />
              <span>Comparing…</span>
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
                <OpenFileButton
                  size="small"
                  accept={fileAccept(type)}
                  onText={(text, file) => {
                    editors[side].current?.setValue(text);
                    setFileNames((prev) => ({ ...prev, [side]: file.name }));
                  }}
                  onRejected={setNotice}
                />
              </div>
              <CodeEditor
                label={title}
                placeholder={`Paste your ${side} ${label} code here...`}
                handleRef={editors[side]}
                onChange={onEditorChange(side)}
                onSubmit={() => {
                  if (canCompare) runCompare();
                }}
                onRejected={setNotice}
                acceptDrop
                minHeight={360}
              />
            </section>
          );
        })}
      </div>

      {result && !showInputs && (
        <section className="cmp__result" aria-label="Comparison result">
          {result.approximate && (
            <p className="cmp__note" role="note">
              These inputs differ so much that a work limit applied: the diff is complete but may not be the smallest
              possible.
            </p>
          )}
          {type === 'json' && (
            <JsonStructurePanel
              result={result}
              toolId={tool.id}
              toolTitle={tool.title}
              onShow={(c) => (c.leftLine > 0 && c.kind !== 'added' ? diffView.current?.showLine(0, c.leftLine) : diffView.current?.showLine(1, c.rightLine))}
            />
          )}
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
          <DiffView
            handleRef={diffView}
            onCurrentBlock={onCurrentBlock}
            onMerge={onMerge}
            deferRows
            result={result}
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
