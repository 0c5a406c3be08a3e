import type { RefObject } from 'react';
import { Button, Toolbar } from '../../components/controls';
import { DiffView, type DiffModel, type DiffViewHandle, type LineSource } from '../../components/diff-view';
import type { CompareView } from '@workers/compare/api';
import { BIG_FILE_THRESHOLD, type CompareTypeId } from '@workers/compare/meta';
import { mbText } from './big-progress';
import type { CompareLayout, CompareViewMode } from './compare-store';
import { JsonStructurePanel } from './json-structure-panel';
import { XmlStructurePanel } from './xml-compare-panel';
import type { Side } from './use-compare-inputs';
import { useCompareT } from './messages';

interface CompareResultProps {
  /** The tool: its id, English title (for error reports) and name in the page's language. */
  tool: { id: string; title: string; name: string };
  type: CompareTypeId;
  /** The result on screen; `result` when it is a small compare's, `lines` when its texts stayed in the worker. */
  shown: DiffModel & Pick<CompareView, 'changeStarts'>;
  result: CompareView | null;
  lines: LineSource | undefined;
  names: [string, string];
  view: { mode: CompareViewMode; context: number; layout: Exclude<CompareLayout, 'auto'> };
  diffView: RefObject<DiffViewHandle | null>;
  onCurrentBlock(start: number): void;
  /** The merge controls; undefined for a big compare (no merging from the files' bytes). */
  merge?: {
    onMerge(start: number, to: 0 | 1): void;
    /** Copies the current change block to a side; undefined while none is chosen or something runs. */
    copyTo?: (to: Side) => void;
    undo?: () => void;
    download(side: Side): void;
  };
}

/** The result: notes, the JSON structural summary, the merge toolbar and the line view. */
export function CompareResult({ tool, type, shown, result, lines, names, view, diffView, onCurrentBlock, merge }: CompareResultProps) {
  const t = useCompareT();
  /** Scrolls the line view to a structural change's line (the original's, unless the change adds the node). */
  const showChange = (c: { leftLine: number; rightLine: number; kind: string }) =>
    c.leftLine > 0 && c.kind !== 'added' ? diffView.current?.showLine(0, c.leftLine) : diffView.current?.showLine(1, c.rightLine);
  return (
    <section className="cmp__result" aria-label={t('resultLabel')}>
      {shown.approximate && (
        <p className="cmp__note" role="note">
          {t('approximate')}
        </p>
      )}
      {type === 'json' && result && <JsonStructurePanel result={result} toolId={tool.id} toolTitle={tool.title} onShow={showChange} />}
      {type === 'xml' && result && <XmlStructurePanel result={result} toolId={tool.id} onShow={showChange} />}
      {merge && (
        <Toolbar className="cmp__merge">
          <Button size="small" onClick={() => merge.copyTo?.('modified')} disabled={!merge.copyTo}>
            {t('copyToModified', { name: names[1] })}
          </Button>
          <Button size="small" onClick={() => merge.copyTo?.('original')} disabled={!merge.copyTo}>
            {t('copyToOriginal', { name: names[0] })}
          </Button>
          <Button size="small" onClick={merge.undo} disabled={!merge.undo}>
            {t('undoMerge')}
          </Button>
          <Button size="small" onClick={() => merge.download('original')}>
            {t('downloadSide', { name: names[0] })}
          </Button>
          <Button size="small" onClick={() => merge.download('modified')}>
            {t('downloadSide', { name: names[1] })}
          </Button>
        </Toolbar>
      )}
      {!merge && (
        <p className="cmp__note" role="note">
          {t('bigNoMerge', { size: mbText(BIG_FILE_THRESHOLD) })}
        </p>
      )}
      <DiffView
        handleRef={diffView}
        onCurrentBlock={onCurrentBlock}
        onMerge={merge?.onMerge}
        deferRows
        result={shown}
        lines={lines}
        mode={view.mode}
        context={view.context}
        layout={view.layout}
        names={names}
        autoFocus
        navigation
        keyboard
        label={t('diffLabel', { tool: tool.name })}
      />
    </section>
  );
}
