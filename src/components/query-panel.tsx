import { useEffect, useId, useRef, useState } from 'react';
import type { JqFlags } from '@workers/query/jq';
import { JQ_FLAGS, QUERY_MISTAKES, QUERY_NEEDS_TEXT } from '@workers/query/meta';
import type { QueryMode, QueryOutput } from '@workers/query/query';
import { LINE_TOKENIZERS } from '@workers/shared/highlight/index';
import type { Result } from '@workers/shared/result';
import { downloadFile } from '../lib/download';
import { useT, type MessageKey } from '../lib/messages';
import { taskMessage } from '../lib/task-messages';
import { trackToolEvent } from '../lib/telemetry';
import { useWorkerTask } from '../lib/use-worker-task';
import { workerClient, type EngineApi } from '../lib/workers';
import { Button, Checkbox, Field, Radio, TextInput, Toolbar, ToolbarSpacer } from './controls';
import { CopyButton } from './copy-button';
import { queryMistake, QueryErrorBanner, type QueryMistake } from './query-error';
import { TextResultView } from './result-view';
import { useDocumentQuery } from './use-document-query';
import './tool-layout.css';
import './query-panel.css';

/** The queries' worker (one for every query panel): it keeps the last document, so a query never sends it again. */
const queryClient = workerClient('query');

export const QUERY_TIMEOUT_MESSAGE = taskMessage('query-timeout');

/** Each query language: its name, the label of its box, what it says about numbers (where it is chosen), an example. */
const MODES: { id: QueryMode; name: string; label: MessageKey; note: MessageKey; placeholder: string; initial: string }[] = [
  { id: 'jq', name: 'jq', label: 'query.jqLabel', note: 'query.jqNumbers', placeholder: '.[] | select(.age > 30) | .email', initial: '.' },
  { id: 'jsonpath', name: 'JSONPath', label: 'query.jsonpathLabel', note: 'query.jsonpathNumbers', placeholder: '$.store.book[?@.price < 10].title', initial: '$' },
];

/**
 * What a run shows: the output, or a mistake in the query or the document (jq's message). A mistake is an answer,
 * not a failure of the tool: typing a filter passes through many of them, and none is reported to telemetry.
 */
type QueryAnswer = { output: QueryOutput; mistake: null } | { output: null; mistake: QueryMistake };

/** The answer for a worker's result: refusals with a QUERY_MISTAKES code become mistakes; others stay failures. */
function answerOf(r: Result<QueryOutput>): Result<QueryAnswer> {
  if (r.ok) return { ok: true, value: { output: r.value, mistake: null } };
  if (r.error.code && (QUERY_MISTAKES as readonly string[]).includes(r.error.code)) return { ok: true, value: { output: null, mistake: queryMistake(r.error) } };
  return r;
}

/** Props of {@link QueryPanel}. */
export interface QueryPanelProps {
  /** Names the document's current text (a new text, a new id); null while there is no document. */
  docId: string | null;
  /** The document's text in slices of at most 1 M characters (read only when the worker does not hold it yet). */
  getSlices: () => Promise<string[]>;
  /** The text's length, for the time limit. */
  getLength: () => number;
  /** The tool's title (telemetry, never the query). */
  tool: string;
  /** Height of the result view in px. */
  height?: number;
  /** The result area's text while there is no document. */
  emptyText?: string;
  /** Focus the query box when the panel appears (opened with a button). */
  autoFocus?: boolean;
}

/**
 * Query a JSON document with jq or JSONPath: the query runs in the worker 300 ms after the last keystroke (Enter or
 * Run at once), a newer query cancels the one running, and the worker keeps the document between queries, so it is
 * sent and parsed once per text. The result is shown in the highlighted virtualised view with Copy and Download;
 * JSONPath also lists each match's normalized path.
 */
export function QueryPanel({ docId, getSlices, getLength, tool, height = 420, emptyText, autoFocus }: QueryPanelProps) {
  const t = useT();
  const [mode, setMode] = useState<QueryMode>('jq');
  const [queries, setQueries] = useState<Record<QueryMode, string>>({ jq: MODES[0].initial, jsonpath: MODES[1].initial });
  const [flags, setFlags] = useState<JqFlags>({});
  // The last answer stays while the next query runs (marked out of date), so typing a filter never blanks the output.
  const task = useWorkerTask<EngineApi<'query'>, QueryAnswer>(queryClient, { tool, timeoutMessage: QUERY_TIMEOUT_MESSAGE, describeError: queryMistake, keepLastResult: true });
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const query = queries[mode];
  const result = task.result?.output ?? null;
  const mistake = task.result?.mistake ?? null;
  /** What is shown is the last query's answer while a newer one runs. */
  const outOfDate = task.status === 'running' && (task.result !== null || task.error !== null);
  const modeMeta = MODES.find((m) => m.id === mode)!;

  const run = useDocumentQuery(
    task,
    {
      docId,
      active: !!query.trim(),
      getSlices,
      getLength,
      ask: (ctx, id, text) => ctx.call('runQuery', { docId: id, mode, query, flags, text }),
      needsText: (r) => !r.ok && r.error.code === QUERY_NEEDS_TEXT,
      answer: answerOf,
    },
    [mode, query, flags],
  );

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const ext = result && !result.json ? 'txt' : 'json';
  const fullText = () => (result ? result.output.text + (result.output.text ? '\n' : '') : '');

  return (
    <div className={outOfDate ? 'tc-root qp-root qp-out-of-date' : 'tc-root qp-root'}>
      <Toolbar>
        <div role="radiogroup" aria-label={t('query.language')} className="qp-modes">
          {MODES.map((m) => (
            <Radio key={m.id} name={`${id}-mode`} label={m.name} checked={mode === m.id} onChange={() => setMode(m.id)} />
          ))}
        </div>
        {mode === 'jq' &&
          JQ_FLAGS.map((f) => (
            <Checkbox
              key={f.id}
              label={`${f.label} (${f.option})`}
              checked={!!flags[f.id]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setFlags((old) => ({ ...old, [f.id]: checked }));
              }}
            />
          ))}
      </Toolbar>
      <Toolbar>
        <Field label={t(modeMeta.label)} grow>
          <TextInput
            ref={inputRef}
            className="qp-query"
            value={query}
            placeholder={modeMeta.placeholder}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            onChange={(e) => {
              const value = e.currentTarget.value;
              setQueries((old) => ({ ...old, [mode]: value }));
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                run();
              }
            }}
          />
        </Field>
        <Button variant="primary" onClick={run} disabled={docId === null} title={t('query.runTitle')}>
          {t('query.run')}
        </Button>
      </Toolbar>
      <p className="field-hint">{t(modeMeta.note)}</p>

      {task.status === 'running' && (
        <div className="tc-status" role="status">
          <progress aria-label={t('query.runningLabel')} />
          <span>{t('query.running')}</span>
          <Button onClick={task.cancel}>{t('common.cancel')}</Button>
        </div>
      )}
      <QueryErrorBanner mistake={mistake} error={task.error} />

      <section className="tc-pane" aria-labelledby={`${id}-result`} aria-busy={outOfDate}>
        <Toolbar>
          <h3 id={`${id}-result`} className="tc-title">
            {t('query.result')}
            {result?.mode === 'jsonpath' && <span className="tc-muted"> ({t('query.matches', { count: result.count })})</span>}
            {outOfDate && <span className="tc-muted"> — {t('query.outOfDate')}</span>}
          </h3>
          <ToolbarSpacer />
          {result && !outOfDate && <CopyButton label={t('query.copy')} getText={fullText} context={tool} onCopied={() => trackToolEvent('Copy to Clipboard', tool)} />}
          <Button disabled={!result || outOfDate} onClick={() => result && downloadFile(fullText(), `query-result.${ext}`, ext === 'json' ? 'application/json;charset=utf-8' : 'text/plain;charset=utf-8')}>
            {t('query.download')}
          </Button>
        </Toolbar>
        {result ? (
          <TextResultView data={result.output} client={queryClient} tool={tool} label={t('query.result')} height={height} tokenize={result.json ? LINE_TOKENIZERS.json : null} />
        ) : (
          <div className="tc-placeholder" style={{ height }}>
            {docId === null ? (emptyText ?? t('query.empty')) : t('query.willAppear')}
          </div>
        )}
        {result?.stderr && (
          <div className="tc-notes" role="note" aria-label={t('query.jqMessages')}>
            <h3>{t('query.jqWrote')}</h3>
            <pre className="qp-stderr">{result.stderr}</pre>
          </div>
        )}
      </section>
      {result?.paths && result.count > 0 && (
        <section className="tc-pane" aria-labelledby={`${id}-paths`} aria-busy={outOfDate}>
          <h3 id={`${id}-paths`} className="tc-title">
            {t('query.paths')}
          </h3>
          <TextResultView data={result.paths} client={queryClient} tool={tool} label={t('query.paths')} height={Math.min(height, 20 * Math.max(result.count, 3) + 8)} />
        </section>
      )}
    </div>
  );
}
