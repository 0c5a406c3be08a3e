import { useId, useRef, useState } from 'react';
import type { XmlFile } from '@workers/xml/meta';
import { useEngineText } from '../../lib/engine-text';
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor';
import { Button, Field, Radio, Toolbar } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { OpenFileButton } from '../../components/open-file-button';
import type { ToolBodyProps } from '../tool-body-props';
import { useXmlValidatorT } from './messages';
import { useXmlValidator } from './use-xml-validator';
import '../../components/tool-layout.css';

const EDITOR_HEIGHT = 360;
const XML_ACCEPT = '.xml,.xsd,.dtd,.svg,.pom,.wsdl,application/xml,text/xml';
/** The names the document and the schema have until a file gives them its own (file names: the same in every language). */
const DEFAULT_NAMES = { doc: 'document.xml', schema: 'schema.xsd' };

/** Document and schema side by side, the schema's other files, Validate, and libxml2's errors (click: cursor there). */
export function XmlValidatorBody({ tool }: ToolBodyProps<'utility'>) {
  const t = useXmlValidatorT();
  const engineText = useEngineText();
  const [kind, setKind] = useState<'xsd' | 'dtd'>('xsd');
  const [more, setMore] = useState<XmlFile[]>([]);
  const [names, setNames] = useState<{ doc: string; schema: string }>(DEFAULT_NAMES);
  const task = useXmlValidator(tool.title);
  const doc = useRef<CodeEditorHandle>(null);
  const schema = useRef<CodeEditorHandle>(null);
  const ids = { doc: useId(), schema: useId(), result: useId(), kind: useId() };
  const report = task.result;
  const validate = () => task.validate(kind, doc.current, schema.current, names, more);
  const reject = (message: string) => task.fail({ message, details: [] });
  const reveal = (file: string, line: number, column: number) => (file === names.schema && kind === 'xsd' ? schema : doc).current?.revealPosition(Math.max(1, line), Math.max(1, column));

  return (
    <div className="tc-root">
      <Toolbar alignEnd>
        <Button variant="primary" onClick={validate} disabled={task.status === 'running'} title={t('validateTitle')}>
          {t('validate')}
        </Button>
        <div role="radiogroup" aria-label={t('against')} className="qp-modes">
          <Radio name={ids.kind} label={t('againstXsd')} checked={kind === 'xsd'} onChange={() => (setKind('xsd'), task.reset())} />
          <Radio name={ids.kind} label={t('againstDtd')} checked={kind === 'dtd'} onChange={() => (setKind('dtd'), task.reset())} />
        </div>
      </Toolbar>
      {task.status === 'running' && (
        <div className="tc-status" role="status">
          <progress aria-label={t('validating')} />
          <span>{t('validating')}</span>
          <Button onClick={task.cancel}>{t('cancel')}</Button>
        </div>
      )}
      <ErrorBanner message={task.error?.message ?? null} details={task.error?.details} reload={task.error?.reload} />

      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={ids.doc}>
          <h2 id={ids.doc} className="tc-title">
            {t('documentTitle')}
          </h2>
          <Toolbar>
            <OpenFileButton accept={XML_ACCEPT} onText={(t, f) => (doc.current?.setValue(t), setNames((n) => ({ ...n, doc: f.name })))} onRejected={reject} />
          </Toolbar>
          <CodeEditor label={t('documentTitle')} placeholder={t('documentPlaceholder')} handleRef={doc} onChange={() => task.reset()} onSubmit={validate} onRejected={reject} acceptDrop minHeight={EDITOR_HEIGHT} language="xml" />
        </section>
        {kind === 'xsd' && (
          <section className="tc-pane" aria-labelledby={ids.schema}>
            <h2 id={ids.schema} className="tc-title">
              {t('schemaTitle')}
            </h2>
            <Toolbar>
              <OpenFileButton accept={XML_ACCEPT} onText={(t, f) => (schema.current?.setValue(t), setNames((n) => ({ ...n, schema: f.name })))} onRejected={reject} />
            </Toolbar>
            <CodeEditor label={t('schemaTitle')} placeholder={t('schemaPlaceholder')} handleRef={schema} onChange={() => task.reset()} onSubmit={validate} onRejected={reject} acceptDrop minHeight={EDITOR_HEIGHT} language="xml" />
            <Field label={t('moreFiles')} hint={t('moreFilesHint')}>
              <Toolbar>
                <OpenFileButton label={t('addFile')} accept={XML_ACCEPT} onText={(text, f) => (setMore((m) => [...m.filter((x) => x.name !== f.name), { name: f.name, text }]), task.reset())} onRejected={reject} />
                {more.map((f) => (
                  <Button key={f.name} size="small" title={t('removeFile', { name: f.name })} aria-label={t('removeFile', { name: f.name })} onClick={() => (setMore((m) => m.filter((x) => x !== f)), task.reset())}>
                    {f.name} ×
                  </Button>
                ))}
              </Toolbar>
            </Field>
          </section>
        )}
      </div>

      {report && (
        <section className="tc-pane" aria-labelledby={ids.result}>
          <h2 id={ids.result} className="tc-title">
            {t('result')}
          </h2>
          {report.valid ? (
            <p className="tc-ok" role="status">
              {report.kind === 'dtd' ? t('validDtd') : t('valid', { document: names.doc, schema: names.schema })}
            </p>
          ) : (
            <>
              <p role="status">{t('issues', { count: report.issues.length })}</p>
              <ul className="tc-list" aria-label={t('issuesLabel')}>
                {report.issues.map((issue, k) => (
                  <li key={k}>
                    <button type="button" onClick={() => reveal(issue.file, issue.line, issue.column)}>
                      <code>
                        {issue.file}:{issue.line}
                        {issue.column > 0 ? `:${issue.column}` : ''}
                      </code>{' '}
                      {issue.message}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {report.notes.map((note) => (
            <p key={note.message} className="field-hint" role="note">
              {engineText(note)}
            </p>
          ))}
        </section>
      )}
    </div>
  );
}
