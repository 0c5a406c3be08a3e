import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { CodeEditor, isBlankText, type CodeEditorChange, type CodeEditorHandle } from '../../components/code-editor';
import { Button, Field, Select, Toolbar, ToolbarSpacer } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { OpenFileButton } from '../../components/open-file-button';
import { downloadFile } from '../../lib/download';
import { trackToolEvent } from '../../lib/telemetry';
import { useWorkerTask } from '../../lib/use-worker-task';
import { formatClient } from '../../lib/workers';
import { FORMAT_TIMEOUT_MESSAGE, engineTimeLimit } from '../../lib/time-limits';
import type { EngineApi } from '@workers/engine.worker';
import { FORMAT_LANGUAGES, SQL_DIALECTS, type FormatLanguage, type SqlDialect } from '@workers/format/meta';
import type { FormattedText } from '@workers/format/format-api';
import { fail, withCode } from '@workers/shared/result';
import type { ToolBodyProps } from '../tool-body-props';
import type { ToolEntry } from '../tool-entry';
import { BLANK_MESSAGE, createFormatterStore, formatterError } from './formatter-store';
import { OutputPanel } from './output-panel';
import './formatter.css';

/** Both panels are as tall as the window allows (see .fmt-panels in formatter.css). */
const PANEL_HEIGHT = 'var(--fmt-panel-h)';

/** The interactive formatter for `tool.language`: input editor, Format, output tree, copy, download, find. */
export function FormatterBody({ tool }: ToolBodyProps<'formatter'>) {
  const language = FORMAT_LANGUAGES.find((l) => l.id === tool.language);
  if (!language) return <ErrorBanner message={`Unsupported language: ${tool.language}`} />;
  // Keyed so that moving to another language's page starts with a fresh screen and store.
  return <FormatterScreen key={tool.id} tool={tool} language={language} />;
}

function FormatterScreen({ tool, language }: { tool: ToolEntry; language: FormatLanguage }) {
  const [store] = useState(createFormatterStore);
  const { sqlDialect } = useStore(store);
  const task = useWorkerTask<EngineApi, FormattedText>(formatClient, {
    tool: tool.title,
    action: 'Format',
    timeoutMessage: FORMAT_TIMEOUT_MESSAGE,
    describeError: (e) => formatterError(language, e),
  });
  const { status, startedAt, result: output, error } = task;
  const editor = useRef<CodeEditorHandle>(null);
  const context = `Formatter: ${tool.title}`;
  const inputHeadingId = useId();
  const outputHeadingId = useId();

  const format = () => {
    if (task.status === 'running') return;
    void task.run(
      async (ctx) => {
        const code = (await editor.current?.getValueAsync()) ?? '';
        ctx.check();
        if (isBlankText(code)) return withCode(fail(BLANK_MESSAGE), 'blank');
        const options = language.id === 'sql' ? { sqlDialect: store.getState().sqlDialect } : undefined;
        return ctx.call('format', language.id, code, options);
      },
      { timeoutMs: engineTimeLimit(editor.current?.getLength() ?? 0) },
    );
  };

  /** An input over the size limit is not loaded; the previous text stays and the message explains why. */
  const rejectInput = (message: string) => task.fail({ message, details: [] });

  // The output describes the input it was made from: any edit clears it (or stops the format under way).
  const onInputChange = (_: CodeEditorChange) => task.reset();

  return (
    <div
      className="fmt-root"
      onKeyDown={(e) => {
        // The editor handles Ctrl/Cmd+Enter itself (and marks the event handled); this covers the rest of the tool.
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.defaultPrevented) {
          e.preventDefault();
          format();
        }
      }}
    >
      <Toolbar>
        <Button variant="primary" onClick={format} disabled={status === 'running'} title="Format Code (Ctrl+Enter)">
          Format Code
        </Button>
        <OpenFileButton
          accept={`.${language.ext},${language.mime},.txt,text/plain`}
          onText={(text) => editor.current?.setValue(text)}
          onRejected={rejectInput}
        />
        {language.id === 'sql' && (
          <Field label="SQL dialect" layout="inline">
            <Select
              value={sqlDialect}
              onChange={(e) => {
                store.getState().setSqlDialect(e.currentTarget.value as SqlDialect);
                task.reset();
              }}
            >
              {SQL_DIALECTS.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <ToolbarSpacer />
        {output && (
          <CopyButton
            getText={() => output.text}
            context={context}
            onCopied={() => trackToolEvent('Copy to Clipboard', tool.title)}
          />
        )}
        <Button
          disabled={!output}
          onClick={() => output && downloadFile(output.text, `formatted.${language.ext}`, `${language.mime};charset=utf-8`)}
        >
          Download
        </Button>
      </Toolbar>

      {status === 'running' && <FormatProgress startedAt={startedAt} onCancel={task.cancel} />}
      <ErrorBanner message={error?.message ?? null} details={error?.details} reload={error?.reload} />

      <div className="fmt-panels">
        <section className="fmt-panel" aria-labelledby={inputHeadingId}>
          <div className="fmt-panel-head">
            <h2 id={inputHeadingId} className="fmt-panel-title">
              Input Code
            </h2>
          </div>
          <CodeEditor
            label="Input Code"
            placeholder={`Paste your ${language.name} code here, or drop a file...`}
            handleRef={editor}
            onChange={onInputChange}
            onSubmit={format}
            onRejected={rejectInput}
            acceptDrop
            minHeight={PANEL_HEIGHT}
            language={language.id}
          />
        </section>
        <OutputPanel output={output} language={language.id} headingId={outputHeadingId} />
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
      <Button onClick={onCancel}>Cancel</Button>
    </div>
  );
}
