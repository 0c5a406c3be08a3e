import { useState } from 'react';
import { CodeEditor } from '../../components/code-editor';
import { Button } from '../../components/controls';
import { DiffView } from '../../components/diff-view';
import { ErrorBanner } from '../../components/error-banner';
import { TextResultView } from '../../components/result-view';
import type { ToolBodyProps } from '../tool-body-props';
import { useTextTool, type TextType } from './use-text-tool';
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

  const name = TYPES.find((t) => t.id === type)?.name ?? type;

  return (
    <div className="tt">
      <div className="tt__bar">
        <div className="tt__types" role="radiogroup" aria-label="Type">
          {TYPES.map((t) => (
            <label key={t.id} className={`tt__type${type === t.id ? ' tt__type--on' : ''}`}>
              <input
                type="radio"
                name="tt-type"
                value={t.id}
                checked={type === t.id}
                onChange={() => {
                  setType(t.id);
                }}
              />
              {t.name}
            </label>
          ))}
        </div>
        <Button variant="primary" onClick={format} disabled={task.status === 'running'}>
          Format
        </Button>
      </div>

      <ErrorBanner message={error} reload={!notice && task.error?.reload} />
      {task.status === 'running' && (
        <div className="tt__status" role="status">
          <progress aria-label="Formatting" />
          <span>Formatting…</span>
          <Button onClick={task.cancel}>Cancel</Button>
        </div>
      )}

      <div className="tt__panes">
        <section className="tt__pane" aria-labelledby="tt-input-label">
          <h2 id="tt-input-label" className="tt__title">
            Input
          </h2>
          <CodeEditor
            label="Input"
            placeholder={`Paste your ${name} here...`}
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
            Output
          </h2>
          {output ? (
            <TextResultView data={output} client={client} tool={tool.title} label="Output" height={OUTPUT_HEIGHT} />
          ) : (
            <div className="tt__output tt__placeholder">Formatted output will appear here...</div>
          )}
        </section>
      </div>

      {diff && (
        <section className="tt__diff" aria-labelledby="tt-diff-label">
          <h2 id="tt-diff-label" className="tt__title">
            Changes: {diff.differences} line{diff.differences === 1 ? '' : 's'} differ
          </h2>
          <DiffView result={diff} navigation label="Input against output" deferRows />
        </section>
      )}
    </div>
  );
}
