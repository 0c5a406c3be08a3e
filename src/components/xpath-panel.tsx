import { useEffect, useId, useRef, useState } from 'react';
import { LINE_TOKENIZERS } from '@workers/shared/highlight/index';
import type { EngineError, Result } from '@workers/shared/result';
import { XML_MISTAKES, XML_NEEDS_TEXT, XML_TEXT, XPATH_ENGINE_LABEL, type XPathItem, type XPathOutput } from '@workers/xml/meta';
import { downloadFile } from '../lib/download';
import { useWorkerTask } from '../lib/use-worker-task';
import { workerClient, type EngineApi } from '../lib/workers';
import { Button, Field, TextInput, Toolbar, ToolbarSpacer } from './controls';
import { ErrorBanner } from './error-banner';
import { useDocumentQuery } from './use-document-query';
import { colouredLine } from './row-colours';
import './tool-layout.css';
import './query-panel.css';
import './change-list.css';

/** XPath, on its page and on the XML formatter: the worker keeps the last document (and libxml2's parse of it). */
const xpathClient = workerClient('xml');

/** Results listed on the page (each a button); Download holds every one the page received. */
const SHOWN = 500;
/** Characters of a node's XML shown in its row. */
const SNIPPET = 240;
const NO_MATCHES = { starts: new Uint32Array(0), length: 0, truncated: false };

/** What a run shows: the output, or a mistake in the expression or the document (never reported as a failure). */
type XPathAnswer = { output: XPathOutput; mistake: null } | { output: null; mistake: { message: string; details: string[] } };

const describeError = (e: EngineError) => {
  const [message, ...details] = e.message.split('\n');
  if (e.line !== undefined) details.push(`Line ${e.line}, column ${e.column ?? 1}`);
  return { message, details };
};

function answerOf(r: Result<XPathOutput>): Result<XPathAnswer> {
  if (r.ok) return { ok: true, value: { output: r.value, mistake: null } };
  if (r.error.code && XML_MISTAKES.includes(r.error.code)) return { ok: true, value: { output: null, mistake: describeError(r.error) } };
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
  // The last answer stays while the next query runs (marked out of date), as in the jq/JSONPath panel.
  const task = useWorkerTask<EngineApi<'xml'>, XPathAnswer>(xpathClient, { tool, timeoutMessage: XML_TEXT.timeout, describeError, keepLastResult: true });
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
  const mistake = task.result?.mistake ?? null;
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
        <Field label={XML_TEXT.xpathLabel} grow>
          <TextInput ref={inputRef} className="qp-query" value={expr} placeholder={XML_TEXT.xpathPlaceholder} spellCheck={false} autoCapitalize="off" autoComplete="off" onChange={(e) => setExpr(e.currentTarget.value)} onKeyDown={onEnter} />
        </Field>
        <Button variant="primary" onClick={run} disabled={docId === null} title={XML_TEXT.runTitle}>
          {XML_TEXT.run}
        </Button>
      </Toolbar>
      <Toolbar>
        <Field label={XML_TEXT.namespacesLabel} hint={XML_TEXT.namespacesHint} grow>
          <TextInput className="qp-query" value={namespaces} placeholder={XML_TEXT.namespacesPlaceholder} spellCheck={false} autoCapitalize="off" autoComplete="off" onChange={(e) => setNamespaces(e.currentTarget.value)} onKeyDown={onEnter} />
        </Field>
      </Toolbar>
      <p className="field-hint">{XML_TEXT.engineNote}</p>
      {task.status === 'running' && (
        <div className="tc-status" role="status">
          <progress aria-label={XML_TEXT.running} />
          <span>{XML_TEXT.running}</span>
          <Button onClick={task.cancel}>{XML_TEXT.cancel}</Button>
        </div>
      )}
      <ErrorBanner message={mistake?.message ?? task.error?.message ?? null} details={mistake?.details ?? task.error?.details} reload={task.error?.reload} />
      <section className="tc-pane" aria-labelledby={`${id}-result`}>
        <Toolbar>
          <h3 id={`${id}-result`} className="tc-title">
            {XML_TEXT.resultTitle}
            {output && (
              <span className="tc-muted" role="status">
                {' '}
                ({XML_TEXT.count(output.count)} · {XPATH_ENGINE_LABEL[output.engine]})
              </span>
            )}
          </h3>
          <ToolbarSpacer />
          <Button disabled={!output} onClick={() => output && downloadFile(fullText(), 'xpath-results.txt', 'text/plain;charset=utf-8')}>
            {XML_TEXT.download}
          </Button>
        </Toolbar>
        {output && output.count === 0 && <p className="tc-placeholder">{XML_TEXT.noMatch}</p>}
        {output && output.count > 0 && (
          <ol className="change-list xp-results" aria-label={XML_TEXT.resultsLabel}>
            {output.items.slice(0, SHOWN).map((item, i) => (
              <li key={i}>
                {item.path ? (
                  <button type="button" className="change-list__item change-list__item--changed" onClick={() => onReveal(item)}>
                    <span className="xp-where">
                      {XML_TEXT.lineCol(item.line, item.column)} <b>{item.path}</b>
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
        {output && output.items.length > SHOWN && <p className="field-hint">{XML_TEXT.listedOf(SHOWN, output.count)}</p>}
        {!output && !mistake && <div className="tc-placeholder">{docId === null ? XML_TEXT.blankDocument : XML_TEXT.blankQuery}</div>}
      </section>
    </div>
  );
}
