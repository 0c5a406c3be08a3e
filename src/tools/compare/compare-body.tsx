import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Toolbar } from '../../components/controls';
import type { DiffViewHandle } from '../../components/diff-view';
import { ErrorBanner } from '../../components/error-banner';
import { openChosenFile } from '../../components/open-file-button';
import { downloadFile } from '../../lib/download';
import { useIncomingFiles } from '../../lib/incoming-files';
import { useT, type MessageKey } from '../../lib/messages';
import { COMPARE_TYPES, type CompareOptions, type CompareTypeId } from '@workers/compare/meta';
import type { CompareView } from '@workers/compare/api';
import type { ToolBodyProps } from '../tool-body-props';
import { useCompareOptions } from './compare-store';
import { CompareOptionsBar } from './compare-options';
import { CompareProgress } from './compare-progress';
import { CompareResult } from './compare-result';
import { CompareSides } from './compare-sides';
import { useCompare } from './use-compare';
import { useCompareInputs, type Side } from './use-compare-inputs';
import { useComparePdf } from './use-compare-pdf';
import { useMerge } from './use-merge';
import { useCompareT } from './messages';
import './compare.css';

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

/**
 * The compare screen: two inputs (Original, Modified), options, Compare Code, and the result with its count,
 * navigation, merges and PDF export. A layout over its jobs, each cancelling on its own: the compare
 * (use-compare.ts), the PDF export (use-compare-pdf.ts), merges (use-merge.ts) and, for JSON, the structural
 * summary (use-json-structure.ts).
 */
export function CompareBody({ tool }: ToolBodyProps<'compare'>) {
  const type: CompareTypeId = tool.compareType;
  const t = useCompareT();
  const [showInputs, setShowInputs] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const options = useCompareOptions();
  const narrow = useNarrowScreen();
  const layout = options.layout === 'auto' ? (narrow ? 'unified' : 'split') : options.layout;
  const diffView = useRef<DiffViewHandle>(null);
  const compare = useCompare(tool, type);
  const siteT = useT();
  const toolName = siteT(`tool.${tool.id}.name` as MessageKey);
  const pdf = useComparePdf(tool, toolName);
  const inputs = useCompareInputs(type, {
    onChanged: () => {
      compare.reset();
      pdf.reset();
      merge.forget();
    },
    onNotice: setNotice,
  });
  const { result, shown } = compare;
  // Files the installed app was asked to open: the first on Original, a second on Modified.
  useIncomingFiles(tool.id, (files) => files.slice(0, 2).forEach((file, i) => openChosenFile(file, inputs.openFile(i === 0 ? 'original' : 'modified'))));

  const runCompare = (settings: CompareOptions = options) => {
    setNotice(null);
    pdf.reset();
    merge.reset();
    compare.run(inputs, settings);
  };
  const merge = useMerge(tool, inputs, () => runCompare());
  /** The change block chosen with Next/Previous (its first row) in the result on screen. */
  const [currentBlock, setCurrentBlock] = useState<{ result: CompareView | null; start: number }>({ result: null, start: -1 });
  const busy = compare.running || pdf.running || merge.running;
  const error = notice ?? compare.error?.message ?? pdf.error?.message ?? merge.error?.message ?? null;

  useEffect(() => {
    void useCompareOptions.persist.rehydrate();
  }, []);

  // A result on screen hides the inputs; anything else (a failure, a cancel, a new compare) shows them again.
  useEffect(() => setShowInputs(!shown), [shown]);

  // With a result on screen, an option that changes what is compared applies at once.
  const setEngineOption = (key: Parameters<typeof options.setOption>[0] | 'highlight', value: unknown) => {
    if (key === 'highlight') options.setHighlight(value as CompareOptions['highlight'] & string);
    else options.setOption(key, value as boolean);
    if (shown && !showInputs && !busy) runCompare({ ...options, [key]: value });
  };

  const exportPdf = () => {
    if (!shown) return;
    setNotice(null);
    void pdf.exportPdf(shown.rowCount, { mode: options.view, context: options.context, layout, names }, { differences: shown.differences, blocks: shown.changeStarts.length });
  };

  // The diff view is memoised: its callbacks change only with a new result or a change of busy.
  const mergeAt = (start: number, to: 0 | 1) => {
    if (result && start >= 0 && !busy) void merge.merge(to === 0 ? 'original' : 'modified', start);
  };
  const mergeRef = useRef(mergeAt);
  useEffect(() => {
    mergeRef.current = mergeAt;
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the result and busy state are what the latest mergeAt reads
  const onMerge = useCallback((start: number, to: 0 | 1) => mergeRef.current(start, to), [result, busy]);
  const onCurrentBlock = useCallback((start: number) => setCurrentBlock({ result, start }), [result]);
  const blockChosen = currentBlock.result === result && currentBlock.start >= 0;

  // Stable between renders: the diff view is memoised and must not re-render for the page's own updates.
  const names = useMemo<[string, string]>(
    () => [inputs.fileNames.original ?? t('original'), inputs.fileNames.modified ?? t('modified')],
    [inputs.fileNames.original, inputs.fileNames.modified, t],
  );

  const downloadSide = (side: Side) => {
    const ext = COMPARE_TYPES.find((t) => t.id === type)?.ext ?? 'txt';
    downloadFile(inputs.editors[side].current?.getValue() ?? '', inputs.fileNames[side] ?? `${side}.${ext}`);
  };

  const editInput = () => {
    setShowInputs(true);
    // After the inputs are shown again (a hidden editor cannot take focus).
    requestAnimationFrame(() => inputs.editors[inputs.lastSide.current].current?.focus());
  };

  const canCompare = inputs.bothFilled && !busy;

  return (
    <div className="cmp">
      <div className="cmp__bar">
        {shown && (
          <span className="cmp__badge" role="status">
            {t('count', { differences: shown.differences, blocks: shown.changeStarts.length })}
          </span>
        )}
        <Toolbar end>
          <Button onClick={exportPdf} disabled={!shown || busy}>
            {t('exportPdf')}
          </Button>
          {shown && !showInputs && <Button onClick={editInput}>{t('editInput')}</Button>}
          <Button variant="primary" onClick={() => runCompare()} disabled={!canCompare}>
            {t('compareCode')}
          </Button>
        </Toolbar>
      </div>

      <CompareOptionsBar
        toolId={tool.id}
        type={type}
        layout={layout}
        onEngineOption={setEngineOption}
        onTypeOptions={(changed) => shown && !showInputs && !busy && runCompare({ ...options, ...changed })}
      />

      <ErrorBanner message={error} reload={!notice && (compare.error ?? pdf.error ?? merge.error)?.reload} />

      <CompareProgress
        comparing={compare.running}
        bigProgress={compare.bigProgress}
        pdf={pdf.running ? { progress: pdf.progress } : null}
        onCancelCompare={compare.cancel}
        onCancelPdf={pdf.cancel}
      />

      <CompareSides
        type={type}
        label={type === 'text' ? t('textType') : (COMPARE_TYPES.find((c) => c.id === type)?.name ?? type)}
        inputs={inputs}
        hidden={!showInputs}
        onSubmit={() => {
          if (canCompare) runCompare();
        }}
        onNotice={setNotice}
      />

      {shown && !showInputs && (
        <CompareResult
          tool={{ id: tool.id, title: tool.title, name: toolName }}
          type={type}
          shown={shown}
          result={result}
          lines={compare.workerRows}
          names={names}
          view={{ mode: options.view, context: options.context, layout }}
          diffView={diffView}
          onCurrentBlock={onCurrentBlock}
          merge={
            result
              ? {
                  onMerge,
                  copyTo: blockChosen && !busy ? (to) => mergeAt(currentBlock.start, to === 'original' ? 0 : 1) : undefined,
                  undo: merge.canUndo && !busy ? merge.undoMerge : undefined,
                  download: downloadSide,
                }
              : undefined
          }
        />
      )}
    </div>
  );
}
