import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { List, type RowComponentProps } from 'react-window';
import { Button, Field, Hint, Select, TextInput, Toolbar } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { downloadFile } from '../../lib/download';
import { useWorkerTask, type TaskProgress } from '../../lib/use-worker-task';
import { jsonGeneratorClient } from '../../lib/workers';
import { lineAt } from '@workers/shared/line-index';
import type { GeneratedData, JsonGeneratorApi } from '@workers/json-generator/json-generator.worker';
import { EXPORT_FILES, type ExportFormat } from '@workers/json-generator/exports';
import {
  ARRAY_ITEM_TYPES,
  FIELD_TYPES,
  MAX_RECORDS,
  clampRecordCount,
  seedFromText,
  validateSchema,
  type FieldType,
} from '@workers/json-generator/schema';
import { TEMPLATE_IDS, TEMPLATE_LABELS, type TemplateId } from '@workers/json-generator/templates';
import type { ToolBodyProps } from '../tool-body-props';
import { optionsForType, toDefinitions, toEditorFields, useJsonGeneratorStore, type EditorField } from './json-generator-store';
import { schemaFromHash, shareLink } from './schema-codec';
import './json-generator.css';

const ROW_HEIGHT = 20;
const PREVIEW_HEIGHT = 420;
const INVALID_SCHEMA_MESSAGE = 'Please fix the highlighted fields before generating.';
const EMPTY_SCHEMA_MESSAGE = 'Add at least one field before generating.';

const TYPE_LABELS: Record<FieldType, string> = {
  string: 'String',
  number: 'Number',
  boolean: 'Boolean',
  uuid: 'UUID',
  email: 'Email',
  phone: 'Phone',
  name: 'Name',
  address: 'Address',
  city: 'City',
  country: 'Country',
  date: 'Date',
  time: 'Time',
  datetime: 'Date & time',
  url: 'URL',
  ip: 'IP address',
  color: 'Color',
  array: 'Array',
  object: 'Object',
  enum: 'Enum',
  regex: 'Regex',
};

const EXPORT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', ndjson: 'NDJSON', sql: 'SQL' };

/** Schema problems by field path ("0.2"), for the messages under each row. */
type ErrorMap = ReadonlyMap<string, string[]>;

/** The JSON generator: template, record count, schema editor, generation in the worker, preview and exports. */
export function JsonGeneratorBody({ tool }: ToolBodyProps) {
  const { template, countText, fields, seedText, tableName } = useJsonGeneratorStore();
  const store = useJsonGeneratorStore;
  const task = useWorkerTask<JsonGeneratorApi, GeneratedData>(jsonGeneratorClient, {
    tool: tool.title,
    action: 'Generate',
    failureMessage: 'Failed to generate data. Please try again.',
  });
  const exporter = useWorkerTask<JsonGeneratorApi, string>(jsonGeneratorClient, {
    tool: tool.title,
    action: 'Export',
    failureMessage: 'Failed to export data. Please try again.',
  });
  const data = task.result;
  const generating = task.status === 'running';
  const [attempted, setAttempted] = useState(false);
  /** The worker generation that holds `data`'s records; after a cancel or crash, exports send the JSON text. */
  const recordsIn = useRef(0);
  const ids = { fields: useId() };

  const definitions = useMemo(() => toDefinitions(fields), [fields]);
  const seed = seedFromText(seedText);
  const count = clampRecordCount(countText);
  const schemaErrors = useMemo(() => validateSchema(definitions), [definitions]);
  const errorMap: ErrorMap = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const e of schemaErrors) {
      const k = e.path.join('.');
      m.set(k, [...(m.get(k) ?? []), e.message]);
    }
    return m;
  }, [schemaErrors]);
  const blocked = schemaErrors.length > 0 || fields.length === 0;

  // The records shown were made from one schema, count and seed: any change to them stops a generation under way
  // and clears records that no longer match the form.
  const { reset } = task;
  useEffect(() => reset(), [definitions, count, seed, reset]);

  // Start the worker while the user reads the form: loading faker would otherwise delay the first preview.
  useEffect(() => {
    const warm = () => void jsonGeneratorClient.call('ready').catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const t = setTimeout(warm, 500);
    return () => clearTimeout(t);
  }, []);

  // The saved schema (localStorage) and a shared link (#schema=…) are applied after mount; a link also when a new
  // one is pasted into this tab.
  useEffect(() => {
    const restore = () => {
      const shared = schemaFromHash(window.location.hash);
      if (!shared) return;
      store.getState().loadFields(shared);
      // Drop the hash once applied, so a reload keeps the user's later edits instead of re-applying the link.
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    };
    // The saved schema first, then a shared link over it.
    let live = true;
    void Promise.resolve(store.persist.rehydrate()).then(() => live && restore());
    window.addEventListener('hashchange', restore);
    return () => {
      live = false;
      window.removeEventListener('hashchange', restore);
    };
  }, [store]);

  const generate = () => {
    if (generating) return;
    store.getState().setCountText(String(count));
    if (blocked) {
      setAttempted(true);
      return;
    }
    setAttempted(false);
    exporter.reset();
    void task
      .run((ctx) => ctx.call('generate', definitions, count, seed, ctx.onProgress), { value: count })
      .then((generated) => {
        if (generated) recordsIn.current = jsonGeneratorClient.generation;
      });
  };

  const exportAs = async (format: ExportFormat) => {
    if (!data) return;
    // The worker keeps the last records unless it was replaced since (a cancel, a crash): then the JSON goes along.
    const kept = recordsIn.current === jsonGeneratorClient.generation && jsonGeneratorClient.pending === 0;
    const file = await exporter.run((ctx) => ctx.call('exportAs', format, tableName, kept ? undefined : data.json));
    if (file === null) return;
    recordsIn.current = jsonGeneratorClient.generation;
    downloadFile(file, EXPORT_FILES[format].filename, EXPORT_FILES[format].mime);
  };

  const setTemplate = (id: TemplateId) => {
    store.getState().setTemplate(id);
    setAttempted(false);
  };

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
          <Button variant="primary" onClick={generate} disabled={generating}>
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

      {data && data.count > 0 && (
        <GeneratedPanel data={data} tableName={tableName} onExport={(f) => void exportAs(f)} />
      )}
    </div>
  );
}

function ProgressRow({ progress, total: planned, onCancel }: { progress: TaskProgress | null; total: number; onCancel: () => void }) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? planned;
  return (
    <div className="jg-progress-row">
      <div
        className="jg-progress"
        role="progressbar"
        aria-label="Generating records"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} records`}
      >
        <div className="jg-progress-bar" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
      </div>
      <Button onClick={onCancel}>Cancel</Button>
    </div>
  );
}

function GeneratedPanel({
  data,
  tableName,
  onExport,
}: {
  data: GeneratedData;
  tableName: string;
  onExport: (format: ExportFormat) => void;
}) {
  const headingId = useId();
  return (
    <section className="jg-panel" aria-labelledby={headingId}>
      <div className="jg-panel-head">
        <h2 id={headingId} className="jg-heading">
          Generated Data
        </h2>
        <span className="jg-count-label" data-testid="jg-record-count">
          {data.count.toLocaleString('en-US')} {data.count === 1 ? 'record' : 'records'}
        </span>
        <Toolbar end className="jg-panel-actions">
          <CopyButton label="Copy" context="JsonGenerator: Copy" getText={() => data.json} />
          <Button onClick={() => downloadFile(data.json, EXPORT_FILES.json.filename, EXPORT_FILES.json.mime)}>Download</Button>
        </Toolbar>
      </div>
      <Toolbar className="jg-exports">
        {(Object.keys(EXPORT_LABELS) as ExportFormat[]).map((f) => (
          <Button key={f} onClick={() => onExport(f)}>
            Download {EXPORT_LABELS[f]}
          </Button>
        ))}
        <Field label="SQL table name" layout="inline">
          <TextInput value={tableName} onChange={(e) => useJsonGeneratorStore.getState().setTableName(e.target.value)} />
        </Field>
      </Toolbar>
      <JsonPreview data={data} />
    </section>
  );
}

interface PreviewRowProps {
  text: string;
  lineStarts: Uint32Array;
}

function PreviewRow({ index, style, ariaAttributes, text, lineStarts }: RowComponentProps<PreviewRowProps>) {
  return (
    <div className="jg-line" style={style} {...ariaAttributes}>
      {lineAt(text, lineStarts, index)}
    </div>
  );
}

/** The JSON text, virtualised: only the visible lines are in the DOM, sliced from the one string. */
function JsonPreview({ data }: { data: GeneratedData }) {
  const rowProps = useMemo(() => ({ text: data.json, lineStarts: data.lineStarts }), [data]);
  return (
    <List
      className="jg-preview"
      aria-label="Generated JSON"
      rowComponent={PreviewRow}
      rowCount={data.lineStarts.length}
      rowHeight={ROW_HEIGHT}
      rowProps={rowProps}
      style={{ height: Math.min(PREVIEW_HEIGHT, data.lineStarts.length * ROW_HEIGHT + 2) }}
    />
  );
}

function FieldList({ fields, parent, errors }: { fields: EditorField[]; parent: number[]; errors: ErrorMap }) {
  const nested = parent.length > 0;
  return (
    <div className={nested ? 'jg-fields jg-fields-nested' : 'jg-fields'}>
      {fields.length > 0 && (
        <ul className="jg-field-list">
          {fields.map((f, i) => (
            <FieldRow key={f.uid} field={f} path={[...parent, i]} errors={errors} />
          ))}
        </ul>
      )}
      <Button onClick={() => useJsonGeneratorStore.getState().addField(parent)}>{nested ? 'Add Nested Field' : 'Add Field'}</Button>
    </div>
  );
}

function FieldRow({ field, path, errors }: { field: EditorField; path: number[]; errors: ErrorMap }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const messages = errors.get(path.join('.')) ?? [];
  const s = useJsonGeneratorStore.getState;
  const changeType = (type: FieldType) => {
    s().updateField(path, { type, options: optionsForType(type) });
    if (['number', 'array', 'object', 'enum', 'regex'].includes(type)) setOpen(true);
  };
  return (
    <li className="jg-field" data-testid="jg-field">
      <div className="jg-field-row">
        <Field label="Field name" className="jg-field-name">
          <TextInput
            value={field.key}
            aria-invalid={messages.length > 0 || undefined}
            aria-describedby={messages.length > 0 ? `${id}-errors` : undefined}
            onChange={(e) => s().updateField(path, { key: e.target.value })}
          />
        </Field>
        <Field label="Type" className="jg-field-type">
          <Select value={field.type} onChange={(e) => changeType(e.target.value as FieldType)}>
            {FIELD_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Toolbar>
          <Button aria-expanded={open} aria-controls={`${id}-options`} onClick={() => setOpen((o) => !o)}>
            Options
          </Button>
          <Button variant="danger" onClick={() => s().removeField(path)}>
            Remove
          </Button>
        </Toolbar>
      </div>
      {messages.length > 0 && (
        <div id={`${id}-errors`} className="jg-field-errors">
          {messages.map((m) => (
            <p key={m} role="alert" className="jg-error">
              {m}
            </p>
          ))}
        </div>
      )}
      <div id={`${id}-options`} className="jg-options" hidden={!open}>
        {open && <FieldOptionsEditor field={field} path={path} errors={errors} />}
      </div>
    </li>
  );
}

/** A number option input: empty means "not set". */
function NumberOption({ label, value, placeholder, onChange }: { label: string; value: number | undefined; placeholder: string; onChange: (v: number | undefined) => void }) {
  return (
    <Field label={label}>
      <TextInput
        className="jg-number"
        type="number"
        value={value ?? ''}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value === '' || !Number.isFinite(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber)}
      />
    </Field>
  );
}

function TextOption({ label, value, placeholder, hint, onChange }: { label: string; value: string; placeholder?: string; hint?: string; onChange: (v: string) => void }) {
  return (
    <Field label={label} hint={hint} grow>
      <TextInput value={value} placeholder={placeholder} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** The advanced options of a field; an array shows its item type's options too (they sit on the array). */
function FieldOptionsEditor({ field, path, errors }: { field: EditorField; path: number[]; errors: ErrorMap }) {
  const s = useJsonGeneratorStore.getState;
  const o = field.options;
  const type = field.type === 'array' ? (o.items ?? 'string') : field.type;
  const parts: ReactNode[] = [];

  if (field.type === 'array') {
    parts.push(
      <NumberOption key="length" label="Length" value={o.length} placeholder="3" onChange={(v) => s().setOption(path, 'length', v)} />,
      <Field key="items" label="Item type">
        <Select
          value={o.items ?? 'string'}
          onChange={(e) => {
            const items = e.target.value as FieldType;
            s().setOption(path, 'items', items);
            if (items === 'object' && !o.fields?.length) s().setOption(path, 'fields', toEditorFields([{ key: 'value', type: 'string' }]));
          }}
        >
          {ARRAY_ITEM_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>,
    );
  }
  if (type === 'number') {
    parts.push(
      <NumberOption key="min" label="Min" value={o.min} placeholder="18" onChange={(v) => s().setOption(path, 'min', v)} />,
      <NumberOption key="max" label="Max" value={o.max} placeholder="100" onChange={(v) => s().setOption(path, 'max', v)} />,
    );
  } else if (type === 'enum') {
    parts.push(
      <TextOption
        key="enum"
        label="Values"
        value={o.pattern ?? ''}
        placeholder="A, B, C"
        hint="Comma-separated; A, B, C when empty"
        onChange={(v) => s().setOption(path, 'pattern', v)}
      />,
    );
  } else if (type === 'regex') {
    parts.push(
      <TextOption
        key="regex"
        label="Pattern"
        value={o.pattern ?? ''}
        placeholder="[A-Z]{3}-\d{4}"
        hint="A regular expression the values match"
        onChange={(v) => s().setOption(path, 'pattern', v)}
      />,
    );
  }

  return (
    <div className="jg-options-body">
      {parts.length > 0 ? <div className="jg-options-row">{parts}</div> : type !== 'object' && <Hint>No options for this type.</Hint>}
      {type === 'object' && (
        <div className="jg-nested">
          <p className="jg-nested-title">{field.type === 'array' ? 'Fields of each item' : 'Nested fields'}</p>
          <FieldList fields={o.fields ?? []} parent={path} errors={errors} />
        </div>
      )}
    </div>
  );
}
