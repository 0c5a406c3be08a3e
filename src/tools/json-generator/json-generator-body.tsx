import { useId } from 'react';
import { Button, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { MAX_RECORDS, clampRecordCount, TEMPLATE_IDS, TEMPLATE_LABELS, type TemplateId } from '@workers/json-generator/meta';
import type { ToolBodyProps } from '../tool-body-props';
import { GeneratedPanel, ProgressRow } from './generated-panel';
import { FieldList } from './schema-editor';
import { shareLink } from './schema-codec';
import { useJsonGenerator } from './use-json-generator';
import './json-generator.css';

const INVALID_SCHEMA_MESSAGE = 'Please fix the highlighted fields before generating.';
const EMPTY_SCHEMA_MESSAGE = 'Add at least one field before generating.';

/** The JSON generator: template, record count, schema editor, generation in the worker, preview and exports. */
export function JsonGeneratorBody({ tool }: ToolBodyProps<'generator'>) {
  const generator = useJsonGenerator(tool.title);
  const { store, task, exporter, data, generating, attempted, blocked, definitions, count, errorMap } = generator;
  const { generate, exportAs, setTemplate } = generator;
  const { template, countText, fields, seedText, tableName } = generator.settings;
  const ids = { fields: useId() };

  return (
    <div className="jg-root">
      <Toolbar alignEnd className="jg-controls">
        <Field label="Template">
          <Select value={template} onChange={(e) => setTemplate(e.target.value as TemplateId)}>
            {TEMPLATE_IDS.map((t) => (
              <option key={t} value={t}>
                {TEMPLATE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Number of Records" hint={`1 to ${MAX_RECORDS.toLocaleString('en-US')}`}>
          <TextInput
            className="jg-count"
            inputMode="numeric"
            value={countText}
            onChange={(e) => store.getState().setCountText(e.target.value)}
            onBlur={() => store.getState().setCountText(String(clampRecordCount(countText)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') generate();
            }}
          />
        </Field>
        <Field label="Seed (optional)" hint="Same seed, same data">
          <TextInput className="jg-seed" value={seedText} onChange={(e) => store.getState().setSeedText(e.target.value)} />
        </Field>
        <Toolbar>
          {/* aria-disabled, not disabled, while busy: a disabled button loses focus to the page's top. */}
          <Button variant="primary" onClick={generate} aria-disabled={generating}>
            {generating ? 'Generating…' : 'Generate'}
          </Button>
          <CopyButton
            label="Copy share link"
            context="JsonGenerator: Share link"
            getText={() => shareLink(window.location.href, definitions)}
          />
        </Toolbar>
      </Toolbar>

      {attempted && blocked && (
        <p role="alert" className="jg-error jg-error-summary">
          {fields.length === 0 ? EMPTY_SCHEMA_MESSAGE : INVALID_SCHEMA_MESSAGE}
        </p>
      )}

      <section className="jg-schema" aria-labelledby={ids.fields}>
        <h2 id={ids.fields} className="jg-heading">
          Fields
        </h2>
        <FieldList fields={fields} parent={[]} errors={errorMap} />
      </section>

      {generating && <ProgressRow progress={task.progress} total={count} onCancel={task.cancel} />}

      <ErrorBanner message={(task.error ?? exporter.error)?.message ?? null} reload={(task.error ?? exporter.error)?.reload} />

      {/* Always mounted, so screen readers announce the text when it changes. */}
      <p className="visually-hidden" role="status">
        {data && data.count > 0 && !generating ? `Generated ${data.count.toLocaleString('en-US')} ${data.count === 1 ? 'record' : 'records'}.` : ''}
      </p>

      {data && data.count > 0 && (
        <GeneratedPanel data={data} tableName={tableName} onExport={(f) => void exportAs(f)} />
      )}
    </div>
  );
}
