import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { CodeEditor, isBlankText, type CodeEditorChange, type CodeEditorHandle } from '../../components/code-editor';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { yieldToPage } from '../../lib/yield-to-page';
import { OpenFileButton } from '../../components/open-file-button';
import { VirtualTree } from '../../components/virtual-tree';
import { downloadFile } from '../../lib/download';
import { reportError, trackToolEvent } from '../../lib/telemetry';
import { createWorkerClient, isCancelled } from '../../lib/worker-client';
import type { EngineApi } from '@workers/engine.worker';
import { FORMAT_LANGUAGES, SQL_DIALECTS, type FormatLanguage, type SqlDialect } from '@workers/format/meta';
import type { ToolBodyProps } from '../tool-body-props';
import type { ToolEntry } from '../tool-entry';
import { BLANK_MESSAGE, FALLBACK_MESSAGE, createFormatterStore, formatterError } from './formatter-store';
import './formatter.css';

/** One format worker for every formatter screen, started on the first Format click. */
const client = createWorkerClient<EngineApi>(
  () => new Worker(new URL('../../../workers/engine.worker.ts', import.meta.url), { type: 'module' }),
);

const PANEL_HEIGHT = 480;

/** The interactive formatter for `tool.language`: input editor, Format, output tree, copy, download, find. */
export function FormatterBody({ tool }: ToolBodyProps<'formatter'>) {
  const language = FORMAT_LANGUAGES.find((l) => l.id === tool.language);
  if (!language) return <ErrorBanner message={`Unsupported language: ${tool.language}`} />;
  // Keyed so that moving to another language's page starts with a fresh screen and store.
  return <FormatterScreen key={tool.id} tool={tool} language={language} />;
}

function FormatterScreen({ tool, language }: { tool: ToolEntry; language: FormatLanguage }) {
  const [store] = useState(createFormatterStore);
  const { status, startedAt, output, error, sqlDialect } = useStore(store);
  const editor = useRef<CodeEditorHandle>(null);
  /** Incremented per format and on cancel/input change, so a late result of an abandoned job is dropped. */
  const job = useRef(0);
  const context = `Formatter: ${tool.title}`;
  const dialectId = useId();
  const inputHeadingId = useId();
  const outputHeadingId = useId();

  useEffect(() => {
    trackToolEvent('Tool Opened', tool.title);
  }, [tool.title]);

  // Leaving the page stops a long format instead of letting it run on in the background.
  useEffect(
    () => () => {
      if (store.getState().status === 'formatting') {
        job.current++;
        client.cancel();
      }
    },
    [store],
  );

  const reading = useRef(false);
  const format = async () => {
    const s = store.getState();
    if (s.status === 'formatting' || reading.current) return;
    reading.current = true;
    let code: string;
    try {
      code = (await editor.current?.getValueAsync()) ?? '';
    } finally {
      reading.current = false;
    }
    if (isBlankText(code)) {
      s.failWith({ message: BLANK_MESSAGE, details: [] });
      return;
    }
    const id = ++job.current;
    trackToolEvent('Format Started', tool.title);
    s.start();
    try {
      const result = await client.call('format', language.id, code, language.id === 'sql' ? { sqlDialect: s.sqlDialect } : undefined);
      if (id !== job.current) return;
      // The result's message (a 20 MB string for 10 MB of JSON) was deserialised in this task; the store update
      // renders synchronously (useSyncExternalStore), so it goes to the next task to keep each one short.
      await yieldToPage();
      if (id !== job.current) return;
      if (result.ok) {
        store.getState().succeed(result.value);
        trackToolEvent('Format Completed', tool.title);
      } else {
        store.getState().failWith(formatterError(language, result.error));
        // The engine's message can quote the user's code, and telemetry must never carry user input.
        const where = result.error.line !== undefined ? ` at line ${result.error.line}` : '';
        reportError(new Error(`${language.name} input rejected${where}`), context, 'warning');
      }
    } catch (e) {
      if (isCancelled(e) || id !== job.current) return;
      const message = e instanceof Error && e.message ? e.message : FALLBACK_MESSAGE;
      store.getState().failWith(formatterError(language, { message }));
      reportError(e, context);
    }
  };

  const cancel = () => {
    job.current++;
    client.cancel();
    store.getState().cancelled();
  };

  /** An input over the size limit is not loaded; the previous text stays and the message explains why. */
  const rejectInput = (message: string) => store.getState().failWith({ message, details: [] });

  const onInputChange = (_: CodeEditorChange) => {
    const s = store.getState();
    if (s.status === 'formatting') cancel();
    else s.clearOutput();
  };

  return (
    <div
      className="fmt-root"
      onKeyDown={(e) => {
        // The editor handles Ctrl/Cmd+Enter itself (and marks the event handled); this covers the rest of the tool.
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.defaultPrevented) {
          e.preventDefault();
          void format();
        }
      }}
    >
      <div className="fmt-toolbar">
        <button type="button" className="fmt-btn fmt-btn-primary" onClick={() => void format()} disabled={status === 'formatting'} title="Format Code (Ctrl+Enter)">
          Format Code
        </button>
        <OpenFileButton
          className="fmt-btn"
          accept={`.${language.ext},${language.mime},.txt,text/plain`}
          onText={(text) => editor.current?.setValue(text)}
          onRejected={rejectInput}
        />
        {language.id === 'sql' && (
          <span className="fmt-field">
            <label htmlFor={dialectId}>SQL dialect</label>
            <select
              id={dialectId}
              className="fmt-select"
              value={sqlDialect}
              onChange={(e) => store.getState().setSqlDialect(e.currentTarget.value as SqlDialect)}
            >
              {SQL_DIALECTS.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </span>
        )}
        <span className="fmt-spacer" />
        {output && (
          <CopyButton
            className="fmt-btn"
            getText={() => output.text}
            context={context}
            onCopied={() => trackToolEvent('Copy to Clipboard', tool.title)}
          />
        )}
        <button
          type="button"
          className="fmt-btn"
          disabled={!output}
          onClick={() => output && downloadFile(output.text, `formatted.${language.ext}`, `${language.mime};charset=utf-8`)}
        >
          Download
        </button>
      </div>

      {status === 'formatting' && <FormatProgress startedAt={startedAt} onCancel={cancel} />}
      <ErrorBanner message={error?.message ?? null} details={error?.details} />

      <div className="fmt-panels">
        <section className="fmt-panel" aria-labelledby={inputHeadingId}>
          <h2 id={inputHeadingId} className="fmt-panel-title">
            Input Code
          </h2>
          <CodeEditor
            label="Input Code"
            placeholder={`Paste your ${language.name} code here, or drop a file...`}
            handleRef={editor}
            onChange={onInputChange}
            onSubmit={() => void format()}
            onRejected={rejectInput}
            acceptDrop
            minHeight={PANEL_HEIGHT}
          />
        </section>
        <section className="fmt-panel" aria-labelledby={outputHeadingId}>
          <h2 id={outputHeadingId} className="fmt-panel-title">
            Formatted Code
          </h2>
          {output ? (
            <VirtualTree data={output} label="Formatted Code" height={PANEL_HEIGHT - 46} />
          ) : (
            <div className="fmt-placeholder" style={{ height: PANEL_HEIGHT }}>
              Formatted code will appear here...
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** Indeterminate progress with elapsed seconds and Cancel (which terminates the worker at once). */
function FormatProgress({ startedAt, onCancel }: { startedAt: number; onCancel: () => void }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const t = setInterval(() => setNow(performance.now()), 500);
    return () => clearInterval(t);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className="fmt-progress" role="status">
      <progress className="fmt-progress-bar" aria-label="Formatting" />
      <span className="fmt-progress-text">Formatting… {seconds} s</span>
      <button type="button" className="fmt-btn" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
