import { useId } from 'react';
import { CodeEditor } from '../../components/code-editor';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { FormulaProtectionOption } from '../../components/formula-protection-option';
import { OpenFileButton, openChosenFile } from '../../components/open-file-button';
import { TextResultView } from '../../components/result-view';
import { downloadFile } from '../../lib/download';
import { useEngineText } from '../../lib/engine-text';
import { useIncomingFiles } from '../../lib/incoming-files';
import { trackToolEvent } from '../../lib/telemetry';
import { CONVERSION_SIDES } from '@workers/convert/meta';
import type { ToolBodyProps } from '../tool-body-props';
import { Button, Checkbox, Toolbar, ToolbarSpacer } from '../../components/controls';
import { useConverter } from './use-converter';
import { useConverterT } from './messages';
import '../../components/tool-layout.css';

const PANEL_HEIGHT = 480;

/** A converter page: input editor, Convert, the output in the result view, notes on what was not carried over. */
export function ConverterBody({ tool }: ToolBodyProps<'converter'>) {
  return <ConverterScreen key={tool.id} tool={tool} />;
}

function ConverterScreen({ tool }: ToolBodyProps<'converter'>) {
  const meta = CONVERSION_SIDES[tool.conversion];
  const t = useConverterT();
  const engineText = useEngineText();
  const converter = useConverter(tool, tool.conversion);
  const { editor, task, convert, inferTypes, protectFormulas } = converter;
  const inputId = useId();
  const outputId = useId();
  const result = task.result;
  const rejectInput = converter.reject;
  const loadText = (text: string) => editor.current?.setValue(text);

  // A file the installed app was asked to open: loaded as Open File does, and converted.
  useIncomingFiles(tool.id, ([file]) =>
    openChosenFile(file, {
      onText: (text) => {
        loadText(text);
        convert();
      },
      onRejected: rejectInput,
    }),
  );

  return (
    <div className="tc-root">
      <Toolbar>
        <Button variant="primary" onClick={convert} disabled={task.status === 'running'} title={t('convertTitle')}>
          {t('convert')}
        </Button>
        <OpenFileButton accept={`.${meta.from.toLowerCase()},.txt,text/plain`} onText={loadText} onRejected={rejectInput} />
        {meta.options.includes('inferTypes') && (
          <Checkbox
            label={t('inferTypes')}
            checked={inferTypes}
            onChange={(e) => {
              converter.setInferTypes(e.currentTarget.checked);
            }}
          />
        )}
        <ToolbarSpacer />
        {result && (
          <CopyButton getText={() => result.output.text} context={tool.title} onCopied={() => trackToolEvent('Copy to Clipboard', tool.title)} />
        )}
        <Button
          disabled={!result}
          onClick={() => result && downloadFile(result.output.text, `converted.${meta.ext}`, `${meta.mime};charset=utf-8`)}
        >
          {t('download')}
        </Button>
      </Toolbar>
      {meta.options.includes('protectFormulas') && (
        <FormulaProtectionOption
          checked={protectFormulas}
          onChange={(checked) => {
            converter.setProtectFormulas(checked);
          }}
        />
      )}

      {task.status === 'running' && (
        <div className="tc-status" role="status">
          <progress aria-label={t('converting')} max={task.progress?.total ?? undefined} value={task.progress?.done ?? undefined} />
          <span>{t('convertingNow')}</span>
          <Button onClick={task.cancel}>{t('cancel')}</Button>
        </div>
      )}
      <ErrorBanner message={task.error?.message ?? null} details={task.error?.details} reload={task.error?.reload} />

      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={inputId}>
          <h2 id={inputId} className="tc-title">
            {t('inputTitle', { format: meta.from })}
          </h2>
          <CodeEditor
            label={t('inputTitle', { format: meta.from })}
            placeholder={t('placeholder', { format: meta.from })}
            handleRef={editor}
            onChange={() => task.reset()}
            onSubmit={convert}
            onRejected={rejectInput}
            acceptDrop
            minHeight={PANEL_HEIGHT}
          />
        </section>
        <section className="tc-pane" aria-labelledby={outputId}>
          <h2 id={outputId} className="tc-title">
            {t('outputTitle', { format: meta.to })}
          </h2>
          {result ? (
            <TextResultView data={result.output} client={converter.client} tool={tool.title} label={t('outputTitle', { format: meta.to })} height={PANEL_HEIGHT - 46} />
          ) : (
            <div className="tc-placeholder" style={{ height: PANEL_HEIGHT }}>
              {t('outputPlaceholder', { format: meta.to })}
            </div>
          )}
          {result && result.notes.length > 0 && (
            <div className="tc-notes" role="note" aria-label={t('notCarried')}>
              <h3>{t('notCarriedTitle', { format: meta.to })}</h3>
              <ul>
                {result.notes.map((n) => (
                  <li key={n.message}>{engineText(n)}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
