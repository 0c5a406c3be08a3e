import { useEffect, useId, useRef, useState } from 'react';
import type { JqFlags } from '@workers/query/jq';
import { JQ_FLAGS, QUERY_MISTAKES, QUERY_NEEDS_TEXT } from '@workers/query/meta';
import type { QueryMode, QueryOutput } from '@workers/query/query';
import { LINE_TOKENIZERS } from '@workers/shared/highlight/index';
import type { EngineError, Result } from '@workers/shared/result';
import { downloadFile } from '../lib/download';
import { trackToolEvent } from '../lib/telemetry';
import { useWorkerTask } from '../lib/use-worker-task';
import { workerClient, type EngineApi } from '../lib/workers';
import { Button, Checkbox, Field, Radio, TextInput, Toolbar, ToolbarSpacer } from './controls';
import { CopyButton } from './copy-button';
import { ErrorBanner } from './error-banner';
import { TextResultView } from './result-view';
import { useDocumentQuery } from './use-document-query';
import { useDescribeError, useQueryT } from './query/messages';
import './tool-layout.css';
import './query-panel.css';

/** The queries' worker (one for every query panel): it keeps the last document, so a query never sends it again. */
const queryClient = workerClient('query');

const MODES = [
  { id: 'jq', name: 'jq', label: 'query.jqLabel', placeholder: '.[] | select(.age > 30) | .email', initial: '.' },
  { id: 'jsonpath', name: 'JSONPath', label: 'query.jsonpathLabel', placeholder: '$.store.book[?@.price < 10].title', initial: '$' },
] as const satisfies readonly { id: QueryMode; name: string; label: string; placeholder: string; initial: string }[];

/**
 * What a run shows: the output, or a mistake in the query or the document (jq's message). A mistake is an answer,
 * not a failure of the tool: typing a filter passes through many of them, and none is reported to telemetry.
 */
type QueryAnswer = { output: QueryOutput; mistake: null } | { output: null; mistake: EngineError };

/** The answer for a worker's result: refusals with a QUERY_MISTAKES code become mistakes; others stay failures. */
function answerOf(r: Result<QueryOutput>): Result<QueryAnswer> {
  if (r.ok) return { ok: true, value: { output: r.value, mistake: null } };
  if (r.error.code && (QUERY_MISTAKES as readonly string[]).includes(r.error.code)) return { ok: true, value: { output: null, mistake: r.error } };
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
  const t = useQueryT();
  const describeError = useDescribeError();
  const [mode, setMode] = useState<QueryMode>('jq');
  const [queries, setQueries] = useState<Record<QueryMode, string>>({ jq: MODES[0].initial, jsonpath: MODES[1].initial });
  const [flags, setFlags] = useState<JqFlags>({});
  // The last answer stays while the next query runs (marked out of date), so typing a filter never blanks the output.
  const task = useWorkerTask<EngineApi<'query'>, QueryAnswer>(queryClient, { tool, timeoutMessage: t('query.timeout'), describeError, keepLastResult: true });
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const query = queries[mode];
  const result = task.result?.output ?? null;
  const mistake = task.result?.mistake ? describeError(task.result.mistake) : null;
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
        <div role="radiogroup" aria-label={t('query.languages')} className="qp-modes">
          {MODES.map((m) => (
            <Radio key={m.id} name={`${id}-mode`} label={m.name} checked={mode === m.id} onChange={() => setMode(m.id)} />
          ))}
        </div>
        {mode === 'jq' &&
          JQ_FLAGS.map((f) => (
            <Checkbox
              key={f.id}
              label={`${t(`query.flag.${f.id}`)} (${f.option})`}
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
        <Button variant="primary" onClick={run} disabled={docId === null} title={t('runTitle')}>
          {t('run')}
        </Button>
      </Toolbar>
      <p className="field-hint">{t(mode === 'jq' ? 'query.jqNumbers' : 'query.jsonpathNumbers')}</p>

      {task.status === 'running' && (
        <div className="tc-status" role="status">
          <progress aria-label={t('runningLabel')} />
          <span>{t('running')}</span>
          <Button onClick={task.cancel}>{t('cancel')}</Button>
        </div>
      )}
      <ErrorBanner message={mistake?.message ?? task.error?.message ?? null} details={mistake?.details ?? task.error?.details} reload={task.error?.reload} />

      <section className="tc-pane" aria-labelledby={`${id}-result`} aria-busy={outOfDate}>
        <Toolbar>
          <h3 id={`${id}-result`} className="tc-title">
            {t('result')}
            {result?.mode === 'jsonpath' && <span className="tc-muted"> {t('query.matches', { count: result.count })}</span>}
            {outOfDate && <span className="tc-muted"> {t('outOfDate')}</span>}
          </h3>
          <ToolbarSpacer />
          {result && !outOfDate && <CopyButton label={t('query.copy')} getText={fullText} context={tool} onCopied={() => trackToolEvent('Copy to Clipboard', tool)} />}
          <Button disabled={!result || outOfDate} onClick={() => result && downloadFile(fullText(), `query-result.${ext}`, ext === 'json' ? 'application/json;charset=utf-8' : 'text/plain;charset=utf-8')}>
            {t('query.download')}
          </Button>
        </Toolbar>
        {result ? (
          <TextResultView data={result.output} client={queryClient} tool={tool} label={t('result')} height={height} tokenize={result.json ? LINE_TOKENIZERS.json : null} />
        ) : (
          <div className="tc-placeholder" style={{ height }}>
            {docId === null ? (emptyText ?? t('query.empty')) : t('query.waiting')}
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
