import { useEffect, useRef, useState } from 'react';
import { CodeEditor, isBlankText, type CodeEditorHandle } from '../../components/code-editor';
import { DiffView } from '../../components/diff-view';
import { ErrorBanner } from '../../components/error-banner';
import { yieldToPage } from '../../lib/yield-to-page';
import { OpenFileButton } from '../../components/open-file-button';
import { downloadFile } from '../../lib/download';
import { reportError } from '../../lib/telemetry';
import { createWorkerClient, isCancelled, progressCallback } from '../../lib/worker-client';
import type { EngineApi } from '@workers/engine.worker';
import { COMPARE_TYPES, type CompareOptions, type CompareTypeId } from '@workers/compare/meta';
import type { CompareView } from '@workers/compare/compare-api';
import type { ToolBodyProps } from '../tool-body-props';
import { engineOptions, useCompareOptions, type CompareViewMode } from './compare-store';
import './compare.css';

/** One compare worker for every compare page; it keeps the last result for the PDF export. */
const client = createWorkerClient<EngineApi>(
  () => new Worker(new URL('../../../workers/engine.worker.ts', import.meta.url), { type: 'module' }),
);

type Side = 'original' | 'modified';
type Busy = null | 'compare' | 'pdf';

const typeLabel = (type: CompareTypeId): string =>
  type === 'text' ? 'text' : (COMPARE_TYPES.find((t) => t.id === type)?.name ?? type);

const fileAccept = (type: CompareTypeId): string => {
  const ext = COMPARE_TYPES.find((t) => t.id === type)?.ext ?? 'txt';
  return ext === 'txt' ? '.txt,.text,.log,.md,.csv,text/*' : `.${ext},.txt`;
};

const messageOf = (e: unknown, fallback: string): string => (e instanceof Error && e.message ? e.message : fallback);

/**
 * The compare screen's interactive part: two editors (Original, Modified), options, Compare Code, and the
 * side-by-side result with difference count, navigation and PDF export. The diff runs in the compare worker.
 */
export function CompareBody({ tool }: ToolBodyProps<'compare'>) {
  const type: CompareTypeId = tool.compareType;
  const label = typeLabel(type);
  const editors = { original: useRef<CodeEditorHandle>(null), modified: useRef<CodeEditorHandle>(null) };
  const [blank, setBlank] = useState<Record<Side, boolean>>({ original: true, modified: true });
  const [result, setResult] = useState<CompareView | null>(null);
  const [showInputs, setShowInputs] = useState(true);
  const [busy, setBusy] = useState<Busy>(null);
  const [pdfProgress, setPdfProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const options = useCompareOptions();

  useEffect(() => {
    void useCompareOptions.persist.rehydrate();
  }, []);

  const fail = (message: string, cause: unknown) => {
    setResult(null);
    setShowInputs(true);
    setError(message);
    reportError(cause, `Compare: ${tool.title}`);
  };

  /**
   * Reads both editors in slices and posts them to the worker one message per slice, yielding between them:
   * reading and serialising 2 × 5 MB in one go blocks the page longer than a task may take. False when a side is
   * blank (nothing is sent then) or when compare `id` was abandoned meanwhile.
   */
  const sendInputs = async (id: number): Promise<boolean> => {
    const sides = [
      (await editors.original.current?.getSlicesAsync()) ?? [],
      (await editors.modified.current?.getSlicesAsync()) ?? [],
    ];
    if (sides.some((slices) => slices.every(isBlankText))) return false;
    const posted: Promise<void>[] = [];
    for (const [side, slices] of sides.entries()) {
      for (const [i, slice] of slices.entries()) {
        if (id !== seq.current) return false;
        const call = client.call('stageInput', side as 0 | 1, slice, i === 0);
        // Handled by Promise.all below; until then a cancel's rejection must not count as unhandled.
        call.catch(() => undefined);
        posted.push(call);
        await yieldToPage();
      }
    }
    await Promise.all(posted);
    return true;
  };

  const runCompare = async (opts: CompareOptions = options) => {
    const id = ++seq.current;
    setBusy('compare');
    setError(null);
    try {
      if (!(await sendInputs(id)) || id !== seq.current) return;
      const r = await client.call('compareStaged', type, engineOptions(opts, type === 'json'));
      if (id !== seq.current) return;
      if (r.ok) {
        setResult(r.value);
        setShowInputs(false);
      } else {
        fail(r.error.message || 'Comparison failed', new Error(r.error.message || 'Comparison failed'));
      }
    } catch (e) {
      if (id !== seq.current) return;
      // Cancelling terminates the worker and with it the result the PDF export needs: back to the inputs.
      if (isCancelled(e)) {
        setResult(null);
        setShowInputs(true);
      } else {
        fail(messageOf(e, 'Comparison failed'), e);
      }
    } finally {
      if (id === seq.current) setBusy(null);
    }
  };

  const exportPdf = async () => {
    if (!result) return;
    setBusy('pdf');
    setError(null);
    setPdfProgress({ done: 0, total: result.rowCount });
    try {
      const r = await client.call(
        'exportPdf',
        { title: tool.title, dateText: new Date().toLocaleString() },
        progressCallback((done: number, total: number) => setPdfProgress({ done, total })),
      );
      if (!r.ok) throw new Error(r.error.message);
      downloadFile(r.value as Uint8Array<ArrayBuffer>, `${tool.id}-diff.pdf`, 'application/pdf');
    } catch (e) {
      setError('Failed to export PDF');
      reportError(e, `Compare: ${tool.title}`);
    } finally {
      setBusy(null);
      setPdfProgress(null);
    }
  };

  const cancel = () => {
    // Also abandons a compare still reading or sending its inputs (no worker call is pending then).
    seq.current++;
    client.cancel();
    setResult(null);
    setShowInputs(true);
    setBusy(null);
  };

  const setOption = (key: keyof CompareOptions, value: boolean) => {
    options.setOption(key, value);
    // With a result on screen, the new setting applies at once.
    if (result && !showInputs && busy === null) void runCompare({ ...options, [key]: value });
  };

  const onEditorChange = (side: Side) => (s: { blank: boolean }) =>
    setBlank((prev) => (prev[side] === s.blank ? prev : { ...prev, [side]: s.blank }));

  const canCompare = !blank.original && !blank.modified && busy === null;

  return (
    <div className="cmp">
      <div className="cmp__bar">
        {result && (
          <span className="cmp__badge" role="status">
            Found {result.differences} difference(s)
          </span>
        )}
        <div className="cmp__actions">
          <button type="button" className="cmp__btn" onClick={() => void exportPdf()} disabled={!result || busy !== null}>
            Export PDF
          </button>
          {result && !showInputs && (
            <button type="button" className="cmp__btn" onClick={() => setShowInputs(true)}>
              Edit Input
            </button>
          )}
          <button
            type="button"
            className="cmp__btn cmp__btn--primary"
            onClick={() => void runCompare()}
            disabled={!canCompare}
          >
            Compare Code
          </button>
        </div>
      </div>

      <fieldset className="cmp__options">
        <legend className="cmp__legend">Options</legend>
        <label className="cmp__check">
          <input
            type="checkbox"
            checked={options.ignoreWhitespace}
            onChange={(e) => setOption('ignoreWhitespace', e.currentTarget.checked)}
          />
          Ignore whitespace
        </label>
        <label className="cmp__check">
          <input
            type="checkbox"
            checked={options.ignoreCase}
            onChange={(e) => setOption('ignoreCase', e.currentTarget.checked)}
          />
          Ignore case
        </label>
        {type === 'json' && (
          <label className="cmp__check">
            <input
              type="checkbox"
              checked={options.ignoreKeyOrder}
              onChange={(e) => setOption('ignoreKeyOrder', e.currentTarget.checked)}
            />
            Ignore key order
          </label>
        )}
        <span className="cmp__view" role="radiogroup" aria-label="View">
          {(
            [
              ['all', 'Show all lines'],
              ['changes', 'Only changes'],
            ] as [CompareViewMode, string][]
          ).map(([value, text]) => (
            <label key={value} className="cmp__check">
              <input
                type="radio"
                name={`cmp-view-${tool.id}`}
                value={value}
                checked={options.view === value}
                onChange={() => options.setView(value)}
              />
              {text}
            </label>
          ))}
        </span>
      </fieldset>

      <ErrorBanner message={error} />

      {busy && (
        <div className="cmp__progress" role="status">
          {busy === 'compare' ? (
            <>
              <progress aria-label="Comparing" />
              <span>Comparing…</span>
              <button type="button" className="cmp__btn" onClick={cancel}>
                Cancel
              </button>
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
            <section key={side} className="cmp__pane" aria-labelledby={`cmp-${side}-label`}>
              <div className="cmp__pane-head">
                <h2 id={`cmp-${side}-label`} className="cmp__pane-title">
                  {title}
                </h2>
                <OpenFileButton
                  className="cmp__btn cmp__btn--small"
                  accept={fileAccept(type)}
                  onText={(text) => editors[side].current?.setValue(text)}
                  onRejected={setError}
                />
              </div>
              <CodeEditor
                label={title}
                placeholder={`Paste your ${side} ${label} code here...`}
                handleRef={editors[side]}
                onChange={onEditorChange(side)}
                onSubmit={() => {
                  if (canCompare) void runCompare();
                }}
                onRejected={setError}
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
          <DiffView
            deferRows
            result={result}
            mode={options.view}
            navigation
            keyboard
            label={`${tool.title} result`}
          />
        </section>
      )}
    </div>
  );
}
