import { useState } from 'react';
import { CodeEditor } from '../../components/code-editor';
import { Button } from '../../components/controls';
import { DiffView } from '../../components/diff-view';
import { ErrorBanner } from '../../components/error-banner';
import { TextResultView } from '../../components/result-view';
import type { ToolBodyProps } from '../tool-body-props';
import { useTextTool, type TextType } from './use-text-tool';
import { useTextToolT } from './messages';
import './text-tool.css';

/** Height of the output list in px (the input editor is 320 px with its 46 px header). */
const OUTPUT_HEIGHT = 320;

const TYPES: { id: TextType; name: string }[] = [
  { id: 'json', name: 'JSON' },
  { id: 'xml', name: 'XML' },
  { id: 'html', name: 'HTML' },
];

/**
 * "Format & Diff": re-prints JSON, XML or HTML with the product description's simple rules (in the compare
 * worker) and shows the output and the side-by-side diff of input against output.
 */
export function TextToolBody({ tool }: ToolBodyProps<'utility'>) {
  const t = useTextToolT();
  const { input, type, setType, task, client, output, diff, format: run } = useTextTool(tool);
  const [notice, setNotice] = useState<string | null>(null);
  const error = notice ?? task.error?.message ?? null;

  const format = () => {
    setNotice(null);
    run();
  };

  // The output and diff describe the input they were made from: an edit clears them (or stops the job).
  const onInputChange = () => {
    setNotice(null);
    task.reset();
  };

  const name = TYPES.find((option) => option.id === type)?.name ?? type;

  return (
    <div className="tt">
      <div className="tt__bar">
        <div className="tt__types" role="radiogroup" aria-label={t('type')}>
          {TYPES.map((option) => (
            <label key={option.id} className={`tt__type${type === option.id ? ' tt__type--on' : ''}`}>
              <input
                type="radio"
                name="tt-type"
                value={option.id}
                checked={type === option.id}
                onChange={() => {
                  setType(option.id);
                }}
              />
              {option.name}
            </label>
          ))}
        </div>
        <Button variant="primary" onClick={format} disabled={task.status === 'running'}>
          {t('format')}
        </Button>
      </div>

      <ErrorBanner message={error} reload={!notice && task.error?.reload} />
      {task.status === 'running' && (
        <div className="tt__status" role="status">
          <progress aria-label={t('formatting')} />
          <span>{t('formattingNow')}</span>
          <Button onClick={task.cancel}>{t('cancel')}</Button>
        </div>
      )}

      <div className="tt__panes">
        <section className="tt__pane" aria-labelledby="tt-input-label">
          <h2 id="tt-input-label" className="tt__title">
            {t('input')}
          </h2>
          <CodeEditor
            label={t('input')}
            placeholder={t('placeholder', { type: name })}
            handleRef={input}
            onChange={onInputChange}
            onSubmit={format}
            onRejected={setNotice}
            acceptDrop
            minHeight={320}
          />
        </section>
        <section className="tt__pane" aria-labelledby="tt-output-label">
          <h2 id="tt-output-label" className="tt__title">
            {t('output')}
          </h2>
          {output ? (
            <TextResultView data={output} client={client} tool={tool.title} label={t('output')} height={OUTPUT_HEIGHT} />
          ) : (
            <div className="tt__output tt__placeholder">{t('outputPlaceholder')}</div>
          )}
        </section>
      </div>

      {diff && (
        <section className="tt__diff" aria-labelledby="tt-diff-label">
          <h2 id="tt-diff-label" className="tt__title">
            {t('changes', { count: diff.differences })}
          </h2>
          <DiffView result={diff} navigation label={t('diffLabel')} deferRows />
        </section>
      )}
    </div>
  );
}
