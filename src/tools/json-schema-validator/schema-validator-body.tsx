import { useId } from 'react';
import { CodeEditor } from '../../components/code-editor';
import { ErrorBanner } from '../../components/error-banner';
import type { DraftChoice } from '@workers/schema/validate';
import type { ToolBodyProps } from '../tool-body-props';
import { Button, Field, Select, Toolbar } from '../../components/controls';
import { useSchemaValidatorT } from './messages';
import { useSchemaValidator } from './use-schema-validator';
import '../../components/tool-layout.css';

const EDITOR_HEIGHT = 360;

/** The drafts one can choose; `auto` is named in the page's language, the others by their names. */
const DRAFTS: { id: DraftChoice; name: string | null }[] = [
  { id: 'auto', name: null },
  { id: '2020-12', name: 'Draft 2020-12' },
  { id: '7', name: 'Draft-07' },
];
/** The schema's pane: a format's name, the same in every language. */
const SCHEMA_TITLE = 'JSON Schema';
const DRAFT_NAMES: Record<string, string> = { '2020-12': 'draft 2020-12', '2019-09': 'draft 2019-09', '7': 'draft-07', '4': 'draft-04' };

/** Document and schema side by side, Validate, and the list of errors; a click on one moves the document's cursor. */
export function SchemaValidatorBody({ tool }: ToolBodyProps<'utility'>) {
  const { doc, schema, draft, setDraft, task, validate, reject } = useSchemaValidator(tool);
  const docId = useId();
  const schemaId = useId();
  const resultId = useId();
  const report = task.result;
  const t = useSchemaValidatorT();

  return (
    <div className="tc-root">
      <Toolbar alignEnd>
        <Button variant="primary" onClick={validate} disabled={task.status === 'running'} title={t('validateTitle')}>
          {t('validate')}
        </Button>
        <Field label={t('draft')} layout="inline">
          <Select
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value as DraftChoice);
              task.reset();
            }}
          >
            {DRAFTS.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name ?? t('draft.auto')}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      {task.status === 'running' && (
        <div className="tc-status" role="status">
          <progress aria-label={t('validatingLabel')} />
          <span>{t('validating')}</span>
          <Button onClick={task.cancel}>{t('cancel')}</Button>
        </div>
      )}
      <ErrorBanner message={task.error?.message ?? null} details={task.error?.details} reload={task.error?.reload} />

      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={docId}>
          <h2 id={docId} className="tc-title">
            {t('documentTitle')}
          </h2>
          <CodeEditor label={t('documentTitle')} placeholder={t('documentPlaceholder')} handleRef={doc} onChange={() => task.reset()} onSubmit={validate} onRejected={reject} acceptDrop minHeight={EDITOR_HEIGHT} />
        </section>
        <section className="tc-pane" aria-labelledby={schemaId}>
          <h2 id={schemaId} className="tc-title">
            {SCHEMA_TITLE}
          </h2>
          <CodeEditor label={SCHEMA_TITLE} placeholder={t('schemaPlaceholder')} handleRef={schema} onChange={() => task.reset()} onSubmit={validate} onRejected={reject} acceptDrop minHeight={EDITOR_HEIGHT} />
        </section>
      </div>

      {report && (
        <section className="tc-pane" aria-labelledby={resultId}>
          <h2 id={resultId} className="tc-title">
            {t('result', { draft: DRAFT_NAMES[report.draft] ?? report.draft })}
          </h2>
          {report.valid ? (
            <p className="tc-ok" role="status">
              {t('valid')}
            </p>
          ) : (
            <>
              <p role="status">{t('issues', { count: report.issues.length })}</p>
              <ul className="tc-list" aria-label={t('issuesLabel')}>
                {report.issues.map((issue, k) => (
                  <li key={k}>
                    <button type="button" onClick={() => doc.current?.revealPosition(issue.line, issue.column)}>
                      <code>{issue.instancePath || '/'}</code> <span className="tc-muted">{t('issueWhere', { keyword: issue.keyword, line: String(issue.line), column: String(issue.column) })}</span>
                      <br />
                      {issue.message}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
