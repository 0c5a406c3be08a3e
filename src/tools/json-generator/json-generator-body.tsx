import { useId } from 'react';
import { Button, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { MAX_RECORDS, clampRecordCount, TEMPLATE_IDS, type TemplateId } from '@workers/json-generator/meta';
import { useIntlFormat } from '../../lib/i18n';
import type { ToolBodyProps } from '../tool-body-props';
import { GeneratedPanel, ProgressRow } from './generated-panel';
import { useJsonGeneratorT } from './messages';
import { FieldList } from './schema-editor';
import { shareLink } from './schema-codec';
import { useJsonGenerator } from './use-json-generator';
import './json-generator.css';

/** The JSON generator: template, record count, schema editor, generation in the worker, preview and exports. */
export function JsonGeneratorBody({ tool }: ToolBodyProps<'generator'>) {
  const generator = useJsonGenerator(tool.title);
  const { store, task, exporter, data, generating, attempted, blocked, definitions, count, errorMap } = generator;
  const { generate, exportAs, setTemplate } = generator;
  const { template, countText, fields, seedText, tableName } = generator.settings;
  const ids = { fields: useId() };
  const t = useJsonGeneratorT();
  const intl = useIntlFormat();

  return (
    <div className="jg-root">
      <Toolbar alignEnd className="jg-controls">
        <Field label={t('template')}>
          <Select value={template} onChange={(e) => setTemplate(e.target.value as TemplateId)}>
            {TEMPLATE_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`template.${id}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('records')} hint={t('records.hint', { max: intl.number(MAX_RECORDS) })}>
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
        <Field label={t('seed')} hint={t('seed.hint')}>
          <TextInput className="jg-seed" value={seedText} onChange={(e) => store.getState().setSeedText(e.target.value)} />
        </Field>
        <Toolbar>
          {/* aria-disabled, not disabled, while busy: a disabled button loses focus to the page's top. */}
          <Button variant="primary" onClick={generate} aria-disabled={generating}>
            {generating ? t('generating') : t('generate')}
          </Button>
          <CopyButton
            label={t('shareLink')}
            context="JsonGenerator: Share link"
            getText={() => shareLink(window.location.href, definitions)}
          />
        </Toolbar>
      </Toolbar>

      {attempted && blocked && (
        <p role="alert" className="jg-error jg-error-summary">
          {fields.length === 0 ? t('emptySchema') : t('invalidSchema')}
        </p>
      )}

      <section className="jg-schema" aria-labelledby={ids.fields}>
        <h2 id={ids.fields} className="jg-heading">
          {t('fields')}
        </h2>
        <FieldList fields={fields} parent={[]} errors={errorMap} />
      </section>

      {generating && <ProgressRow progress={task.progress} total={count} onCancel={task.cancel} />}

      <ErrorBanner message={(task.error ?? exporter.error)?.message ?? null} reload={(task.error ?? exporter.error)?.reload} />

      {/* Always mounted, so screen readers announce the text when it changes. */}
      <p className="visually-hidden" role="status">
        {data && data.count > 0 && !generating ? t('generated', { count: data.count }) : ''}
      </p>

      {data && data.count > 0 && (
        <GeneratedPanel data={data} tableName={tableName} onExport={(f) => void exportAs(f)} />
      )}
    </div>
  );
}
