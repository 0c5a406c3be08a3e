import { useEffect, useRef, useState } from 'react';
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor';
import { DiffView } from '../../components/diff-view';
import { ErrorBanner } from '../../components/error-banner';
import { reportError, trackToolEvent } from '../../lib/telemetry';
import { createWorkerClient, isCancelled } from '../../lib/worker-client';
import type { EngineApi } from '@workers/engine.worker';
import type { CompareView } from '@workers/compare/compare-api';
import type { ToolBodyProps } from '../tool-body-props';
import './text-tool.css';

/** The compare worker also holds the text tool's simple formatter and diff. */
const client = createWorkerClient<EngineApi>(
  () => new Worker(new URL('../../../workers/engine.worker.ts', import.meta.url), { type: 'module' }),
);

type TextType = 'json' | 'xml' | 'html';
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
  const [type, setType] = useState<TextType>('json');
  const [output, setOutput] = useState<string | null>(null);
  const [diff, setDiff] = useState<CompareView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<CodeEditorHandle>(null);
  const seq = useRef(0);
  const opened = useRef(false);

  useEffect(() => {
    // A ref, not a module flag: once per opening of the page, even under StrictMode's repeated effects.
    if (opened.current) return;
    opened.current = true;
    trackToolEvent('Tool Opened', tool.title);
  }, [tool.title]);

  const clear = () => {
    seq.current++;
    setOutput(null);
    setDiff(null);
    setError(null);
    setBusy(false);
  };

  const format = async () => {
    const id = ++seq.current;
    setBusy(true);
    setError(null);
    try {
      // Read in slices with yields: joining a multi-megabyte document at once would block the page.
      const text = (await input.current?.getValueAsync()) ?? '';
      if (id !== seq.current) return;
      const r = await client.call('textTool', type, text);
      if (id !== seq.current) return;
      if (r.ok) {
        setOutput(r.value.output);
        setDiff(r.value.diff);
      } else {
        setOutput(null);
        setDiff(null);
        setError(r.error.message);
      }
    } catch (e) {
      if (id !== seq.current || isCancelled(e)) return;
      setOutput(null);
      setDiff(null);
      setError(`Invalid ${type.toUpperCase()} format`);
      reportError(e, `TextTool: ${tool.title}`);
    } finally {
      if (id === seq.current) setBusy(false);
    }
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
                  clear();
                }}
              />
              {t.name}
            </label>
          ))}
        </div>
        <button type="button" className="tt__btn tt__btn--primary" onClick={() => void format()} disabled={busy}>
          Format
        </button>
      </div>

      <ErrorBanner message={error} />
      {busy && (
        <p className="tt__status" role="status">
          Formatting…
        </p>
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
            onSubmit={() => void format()}
            onRejected={setError}
            acceptDrop
            minHeight={320}
          />
        </section>
        <section className="tt__pane">
          <h2 className="tt__title">
            <label htmlFor="tt-output">Output</label>
          </h2>
          <textarea
            id="tt-output"
            className="tt__output"
            readOnly
            spellCheck={false}
            value={output ?? ''}
            placeholder="Formatted output will appear here..."
          />
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
