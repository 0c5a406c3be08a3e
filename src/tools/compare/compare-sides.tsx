import { Button } from '../../components/controls';
import { CodeEditor } from '../../components/code-editor';
import { OpenFileButton } from '../../components/open-file-button';
import { isPastedFile } from '../../lib/input-limit';
import { COMPARE_TYPES, type CompareTypeId } from '@workers/compare/meta';
import { mbText } from './big-progress';
import { SIDES, type CompareInputs } from './use-compare-inputs';
import { useCompareT } from './messages';

const fileAccept = (type: CompareTypeId): string => {
  const ext = COMPARE_TYPES.find((t) => t.id === type)?.ext ?? 'txt';
  return ext === 'txt' ? '.txt,.text,.log,.md,.csv,text/*' : `.${ext},.txt`;
};

/** The two inputs, Original and Modified: an editor each (or a big file's card), with Open File. */
export function CompareSides({
  type,
  label,
  inputs,
  hidden,
  onSubmit,
  onNotice,
}: {
  type: CompareTypeId;
  /** The type as the placeholders name it ("JSON", "text"). */
  label: string;
  inputs: CompareInputs;
  hidden: boolean;
  /** Ctrl+Enter in an editor. */
  onSubmit(): void;
  onNotice(message: string): void;
}) {
  const t = useCompareT();
  return (
    <div className="cmp__inputs" hidden={hidden}>
      {SIDES.map((side) => {
        const title = t(side);
        const bigFile = inputs.bigFiles[side];
        return (
          <section key={side} className="cmp__pane" aria-labelledby={`cmp-${side}-label`} onFocus={() => (inputs.lastSide.current = side)}>
            <div className="cmp__pane-head">
              <h2 id={`cmp-${side}-label`} className="cmp__pane-title">
                {title}
                {inputs.fileNames[side] && <span className="cmp__file-name"> · {inputs.fileNames[side]}</span>}
              </h2>
              <OpenFileButton size="small" accept={fileAccept(type)} {...inputs.openFile(side)} />
            </div>
            {bigFile && (
              <div className="cmp__big-file" role="group" aria-label={t('sideFile', { side: title })}>
                <p className="cmp__big-file-name">{bigFile.name}</p>
                <p>{t('bigFileNote', { size: mbText(bigFile.size), source: isPastedFile(bigFile) ? 'pasted' : 'file' })}</p>
                <Button size="small" onClick={() => inputs.removeBigFile(side)}>
                  {t('removeFile')}
                </Button>
              </div>
            )}
            <div hidden={bigFile !== null}>
              <CodeEditor
                label={title}
                placeholder={t(side === 'original' ? 'placeholderOriginal' : 'placeholderModified', { type: label })}
                handleRef={inputs.editors[side]}
                onChange={inputs.onEditorChange(side)}
                onSubmit={onSubmit}
                onRejected={onNotice}
                onFile={inputs.takeBigFile(side)}
                onLargePaste={inputs.takeLargePaste(side)}
                acceptDrop
                minHeight={360}
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
