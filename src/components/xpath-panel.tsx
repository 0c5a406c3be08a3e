import { useEffect, useId, useRef, useState } from 'react';
import { LINE_TOKENIZERS } from '@workers/shared/highlight/index';
import type { EngineError, Result } from '@workers/shared/result';
import { XML_MISTAKES, XML_NEEDS_TEXT, type XPathItem, type XPathOutput } from '@workers/xml/meta';
import { downloadFile } from '../lib/download';
import { useWorkerTask } from '../lib/use-worker-task';
import { workerClient, type EngineApi } from '../lib/workers';
import { Button, Field, TextInput, Toolbar, ToolbarSpacer } from './controls';
import { ErrorBanner } from './error-banner';
import { useDocumentQuery } from './use-document-query';
import { useDescribeError, useQueryT } from './query/messages';
import { colouredLine } from './row-colours';
import './tool-layout.css';
import './query-panel.css';
import './change-list.css';

/** The query box's example: an XPath expression, the same in every language. */
const XPATH_EXAMPLE = "//item[@id='3']/price";

/** XPath, on its page and on the XML formatter: the worker keeps the last document (and libxml2's parse of it). */
const xpathClient = workerClient('xml');

/** Results listed on the page (each a button); Download holds every one the page received. */
const SHOWN = 500;
/** Characters of a node's XML shown in its row. */
const SNIPPET = 240;
const NO_MATCHES = { starts: new Uint32Array(0), length: 0, truncated: false };
/** The namespaces field's example (code: the same in every language). */
const NAMESPACES_EXAMPLE = 'p=http://example.com/ns q=urn:other';

/** What a run shows: the output, or a mistake in the expression or the document (never reported as a failure). */
type XPathAnswer = { output: XPathOutput; mistake: null } | { output: null; mistake: EngineError };

function answerOf(r: Result<XPathOutput>): Result<XPathAnswer> {
  if (r.ok) return { ok: true, value: { output: r.value, mistake: null } };
  if (r.error.code && XML_MISTAKES.includes(r.error.code)) return { ok: true, value: { output: null, mistake: r.error } };
  return r;
}

/** One line of a node's XML, coloured (text nodes only, never HTML). */
function snippet(item: XPathItem) {
  const first = item.text.split('\n', 1)[0];
  const text = first.length > SNIPPET ? first.slice(0, SNIPPET) + '…' : first + (first.length < item.text.length ? ' …' : '');
  return item.path ? colouredLine(text, 0, text.length, LINE_TOKENIZERS.xml, 0, NO_MATCHES, -1) : text;
}

/** Props of {@link XPathPanel}. */
export interface XPathPanelProps {
  /** Names the document's current text (a new text, a new id); null while there is no document. */
  docId: string | null;
  getSlices: () => Promise<string[]>;
  getLength: () => number;
  /** The tool's title (telemetry, never the expression). */
  tool: string;
  /** Moves the document's view to a node (its line and column in the text queried). */
  onReveal: (item: XPathItem) => void;
  /** Focus the expression when the panel appears. */
  autoFocus?: boolean;
}

/**
 * XPath on an XML document, on the XPath page and on the XML formatter: the query panel's behaviour
 * (useDocumentQuery: debounced, cancellable, the document kept in the worker), results listed with each node's
 * location path and line; choosing one moves the document's view there.
 */
export function XPathPanel({ docId, getSlices, getLength, tool, onReveal, autoFocus }: XPathPanelProps) {
  const [expr, setExpr] = useState('/*');
  const [namespaces, setNamespaces] = useState('');
  const t = useQueryT();
  const describeError = useDescribeError();
  // The last answer stays while the next query runs (marked out of date), as in the jq/JSONPath panel.
  const task = useWorkerTask<EngineApi<'xml'>, XPathAnswer>(xpathClient, { tool, timeoutMessage: t('xpath.timeout'), describeError, keepLastResult: true });
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const run = useDocumentQuery(
    task,
    {
      docId,
      active: !!expr.trim(),
      getSlices,
      getLength,
      ask: (ctx, doc, text) => ctx.call('runXPath', { docId: doc, expr, namespaces, text }),
      needsText: (r) => !r.ok && r.error.code === XML_NEEDS_TEXT,
      answer: answerOf,
    },
    [expr, namespaces],
  );
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const output = task.result?.output ?? null;
  const mistake = task.result?.mistake ? describeError(task.result.mistake) : null;
  const outOfDate = task.status === 'running' && (task.result !== null || task.error !== null);
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      run();
    }
  };
  const fullText = () => (output ? output.items.map((i) => (i.path ? `${i.line}:${i.column} ${i.path}\t${i.text}` : i.text)).join('\n') + '\n' : '');

  return (
    <div className={outOfDate ? 'tc-root qp-root qp-out-of-date' : 'tc-root qp-root'}>
      <Toolbar>
        <Field label={t('xpath.label')} grow>
          <TextInput ref={inputRef} className="qp-query" value={expr} placeholder={XPATH_EXAMPLE} spellCheck={false} autoCapitalize="off" autoComplete="off" onChange={(e) => setExpr(e.currentTarget.value)} onKeyDown={onEnter} />
        </Field>
        <Button variant="primary" onClick={run} disabled={docId === null} title={t('runTitle')}>
          {t('run')}
        </Button>
      </Toolbar>
      <Toolbar>
        <Field label={t('xpath.namespaces')} hint={t('xpath.namespacesHint')} grow>
          <TextInput className="qp-query" value={namespaces} placeholder={NAMESPACES_EXAMPLE} spellCheck={false} autoCapitalize="off" autoComplete="off" onChange={(e) => setNamespaces(e.currentTarget.value)} onKeyDown={onEnter} />
        </Field>
      </Toolbar>
      <p className="field-hint">{t('xpath.engineNote')}</p>
      {task.status === 'running' && (
        <div className="tc-status" role="status">
          <progress aria-label={t('running')} />
          <span>{t('running')}</span>
          <Button onClick={task.cancel}>{t('cancel')}</Button>
        </div>
      )}
      <ErrorBanner message={mistake?.message ?? task.error?.message ?? null} details={mistake?.details ?? task.error?.details} reload={task.error?.reload} />
      <section className="tc-pane" aria-labelledby={`${id}-result`}>
        <Toolbar>
          <h3 id={`${id}-result`} className="tc-title">
            {t('result')}
            {output && (
              <span className="tc-muted" role="status">
                {' '}
                {t('xpath.count', { count: output.count, engine: t(`xpath.engine.${output.engine}`) })}
              </span>
            )}
          </h3>
          <ToolbarSpacer />
          <Button disabled={!output} onClick={() => output && downloadFile(fullText(), 'xpath-results.txt', 'text/plain;charset=utf-8')}>
            {t('xpath.download')}
          </Button>
        </Toolbar>
        {output && output.count === 0 && <p className="tc-placeholder">{t('xpath.noMatch')}</p>}
        {output && output.count > 0 && (
          <ol className="change-list xp-results" aria-label={t('xpath.results')}>
            {output.items.slice(0, SHOWN).map((item, i) => (
              <li key={i}>
                {item.path ? (
                  <button type="button" className="change-list__item change-list__item--changed" onClick={() => onReveal(item)}>
                    <span className="xp-where">
                      {t('xpath.lineColumn', { line: String(item.line), column: String(item.column) })} <b>{item.path}</b>
                    </span>
                    <span className="xp-xml">{snippet(item)}</span>
                  </button>
                ) : (
                  <div className="change-list__item">
                    <span className="xp-where">{item.kind}</span> <span className="xp-xml">{item.text}</span>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
        {output && output.items.length > SHOWN && <p className="field-hint">{t('xpath.listedOf', { shown: SHOWN, total: output.count })}</p>}
        {!output && !mistake && <div className="tc-placeholder">{docId === null ? t('xpath.blankDocument') : t('xpath.blankQuery')}</div>}
      </section>
    </div>
  );
}
