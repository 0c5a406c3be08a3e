import { useId } from 'react';
import { CodeEditor } from '../../components/code-editor';
import { ErrorBanner } from '../../components/error-banner';
import type { DraftChoice } from '@workers/schema/validate';
import type { ToolBodyProps } from '../tool-body-props';
import { Button, Field, Select, Toolbar } from '../../components/controls';
import { useSchemaValidator } from './use-schema-validator';
import '../../components/tool-layout.css';

const EDITOR_HEIGHT = 360;
export const VALID_MESSAGE = 'The document is valid against the schema.';

const DRAFTS: { id: DraftChoice; name: string }[] = [
  { id: 'auto', name: 'From $schema (default 2020-12)' },
  { id: '2020-12', name: 'Draft 2020-12' },
  { id: '7', name: 'Draft-07' },
];
const DRAFT_NAMES: Record<string, string> = { '2020-12': 'draft 2020-12', '2019-09': 'draft 2019-09', '7': 'draft-07', '4': 'draft-04' };

/** Document and schema side by side, Validate, and the list of errors; a click on one moves the document's cursor. */
export function SchemaValidatorBody({ tool }: ToolBodyProps<'utility'>) {
  const { doc, schema, draft, setDraft, task, validate, reject } = useSchemaValidator(tool);
  const docId = useId();
  const schemaId = useId();
  const resultId = useId();
  const report = task.result;

  return (
    <div className="tc-root">
      <Toolbar alignEnd>
        <Button variant="primary" onClick={validate} disabled={task.status === 'running'} title="Validate (Ctrl+Enter)">
          Validate
        </Button>
        <Field label="Draft" layout="inline">
          <Select
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value as DraftChoice);
              task.reset();
            }}
          >
            {DRAFTS.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      {task.status === 'running' && (
        <div className="tc-status" role="status">
          <progress aria-label="Validating" />
          <span>Validating…</span>
          <Button onClick={task.cancel}>Cancel</Button>
        </div>
      )}
      <ErrorBanner message={task.error?.message ?? null} details={task.error?.details} reload={task.error?.reload} />

      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={docId}>
          <h2 id={docId} className="tc-title">
            JSON Document
          </h2>
          <CodeEditor label="JSON Document" placeholder="Paste the JSON to validate..." handleRef={doc} onChange={() => task.reset()} onSubmit={validate} onRejected={reject} acceptDrop minHeight={EDITOR_HEIGHT} />
        </section>
        <section className="tc-pane" aria-labelledby={schemaId}>
          <h2 id={schemaId} className="tc-title">
            JSON Schema
          </h2>
          <CodeEditor label="JSON Schema" placeholder="Paste the JSON Schema..." handleRef={schema} onChange={() => task.reset()} onSubmit={validate} onRejected={reject} acceptDrop minHeight={EDITOR_HEIGHT} />
        </section>
      </div>

      {report && (
        <section className="tc-pane" aria-labelledby={resultId}>
          <h2 id={resultId} className="tc-title">
            Result ({DRAFT_NAMES[report.draft] ?? report.draft})
          </h2>
          {report.valid ? (
            <p className="tc-ok" role="status">
              {VALID_MESSAGE}
            </p>
          ) : (
            <>
              <p role="status">
                {report.issues.length} error{report.issues.length === 1 ? '' : 's'}. Click one to put the cursor on it in the document.
              </p>
              <ul className="tc-list" aria-label="Schema errors">
                {report.issues.map((issue, k) => (
                  <li key={k}>
                    <button type="button" onClick={() => doc.current?.revealPosition(issue.line, issue.column)}>
                      <code>{issue.instancePath || '/'}</code> <span className="tc-muted">({issue.keyword}, line {issue.line}, column {issue.column})</span>
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
