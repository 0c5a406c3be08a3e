import { useId, useState, type ReactNode } from 'react';
import { Button, Field, Hint, Select, TextInput, Toolbar } from '../../components/controls';
import {
  ARRAY_ITEM_TYPES,
  COUNTRY_CHOICES,
  COUNTRY_TYPES,
  DEFAULT_ARRAY_LENGTH,
  DEFAULT_ENUM_VALUES,
  DEFAULT_NUMBER_MAX,
  DEFAULT_NUMBER_MIN,
  FIELD_TYPES,
  MAX_GENERATED_STRING_LENGTH,
  RANDOM_COUNTRY,
  UNBOUNDED_REPEAT_EXTRA,
  type FieldType,
} from '@workers/json-generator/meta';
import { useIntlFormat } from '../../lib/i18n';
import { useJsonGeneratorT } from './messages';
import { optionsForType, toEditorFields, useJsonGeneratorStore, type EditorField } from './json-generator-store';

/** The regex field's example pattern (code, the same in every language). */
const REGEX_EXAMPLE = String.raw`[A-Z]{3}-\d{4}`;

/** Schema problems by field path ("0.2"), for the messages under each row. */
export type ErrorMap = ReadonlyMap<string, string[]>;

/** The editable list of fields at `parent` ([] for the top level; nested lists for objects), with Add Field. */
export function FieldList({ fields, parent, errors }: { fields: EditorField[]; parent: number[]; errors: ErrorMap }) {
  const nested = parent.length > 0;
  const t = useJsonGeneratorT();
  return (
    <div className={nested ? 'jg-fields jg-fields-nested' : 'jg-fields'}>
      {fields.length > 0 && (
        <ul className="jg-field-list">
          {fields.map((f, i) => (
            <FieldRow key={f.uid} field={f} path={[...parent, i]} errors={errors} />
          ))}
        </ul>
      )}
      <Button onClick={() => useJsonGeneratorStore.getState().addField(parent)}>{nested ? t('addNestedField') : t('addField')}</Button>
    </div>
  );
}

function FieldRow({ field, path, errors }: { field: EditorField; path: number[]; errors: ErrorMap }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const t = useJsonGeneratorT();
  const messages = errors.get(path.join('.')) ?? [];
  const s = useJsonGeneratorStore.getState;
  const changeType = (type: FieldType) => {
    s().updateField(path, { type, options: optionsForType(type) });
    if (['number', 'array', 'object', 'enum', 'regex'].includes(type)) setOpen(true);
  };
  return (
    <li className="jg-field" data-testid="jg-field">
      <div className="jg-field-row">
        <Field label={t('fieldName')} className="jg-field-name">
          <TextInput
            value={field.key}
            aria-invalid={messages.length > 0 || undefined}
            aria-describedby={messages.length > 0 ? `${id}-errors` : undefined}
            onChange={(e) => s().updateField(path, { key: e.target.value })}
          />
        </Field>
        <Field label={t('type')} className="jg-field-type">
          <Select value={field.type} onChange={(e) => changeType(e.target.value as FieldType)}>
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Toolbar>
          <Button aria-expanded={open} aria-controls={`${id}-options`} onClick={() => setOpen((o) => !o)}>
            {t('options')}
          </Button>
          <Button variant="danger" onClick={() => s().removeField(path)}>
            {t('remove')}
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
  const t = useJsonGeneratorT();
  const intl = useIntlFormat();
  const o = field.options;
  const type = field.type === 'array' ? (o.items ?? 'string') : field.type;
  const parts: ReactNode[] = [];

  if (field.type === 'array') {
    parts.push(
      <NumberOption key="length" label={t('length')} value={o.length} placeholder={String(DEFAULT_ARRAY_LENGTH)} onChange={(v) => s().setOption(path, 'length', v)} />,
      <Field key="items" label={t('itemType')}>
        <Select
          value={o.items ?? 'string'}
          onChange={(e) => {
            const items = e.target.value as FieldType;
            s().setOption(path, 'items', items);
            // A country belongs to country-bound items only; keep none behind that the panel no longer shows.
            if (!COUNTRY_TYPES.includes(items)) s().setOption(path, 'country', undefined);
            if (items === 'object' && !o.fields?.length) s().setOption(path, 'fields', toEditorFields([{ key: 'value', type: 'string' }]));
          }}
        >
          {ARRAY_ITEM_TYPES.map((item) => (
            <option key={item} value={item}>
              {t(`type.${item}`)}
            </option>
          ))}
        </Select>
      </Field>,
    );
  }
  if (COUNTRY_TYPES.includes(type)) {
    parts.push(
      <Field key="country" label={t('country')} hint={t('country.hint')}>
        <Select value={o.country ?? ''} onChange={(e) => s().setOption(path, 'country', e.target.value === '' ? undefined : e.target.value)}>
          <option value="">{t('country.record')}</option>
          <option value={RANDOM_COUNTRY}>{t('country.random')}</option>
          {COUNTRY_CHOICES.map(([code]) => (
            <option key={code} value={code}>
              {t('country.option', { country: intl.country(code), code })}
            </option>
          ))}
        </Select>
      </Field>,
    );
  }
  if (type === 'number') {
    parts.push(
      <NumberOption key="min" label={t('min')} value={o.min} placeholder={String(DEFAULT_NUMBER_MIN)} onChange={(v) => s().setOption(path, 'min', v)} />,
      <NumberOption key="max" label={t('max')} value={o.max} placeholder={String(DEFAULT_NUMBER_MAX)} onChange={(v) => s().setOption(path, 'max', v)} />,
    );
  } else if (type === 'enum') {
    parts.push(
      <TextOption
        key="enum"
        label={t('values')}
        value={o.pattern ?? ''}
        placeholder={DEFAULT_ENUM_VALUES.join(', ')}
        hint={t('values.hint')}
        onChange={(v) => s().setOption(path, 'pattern', v)}
      />,
    );
  } else if (type === 'regex') {
    parts.push(
      <TextOption
        key="regex"
        label={t('pattern')}
        value={o.pattern ?? ''}
        placeholder={REGEX_EXAMPLE}
        hint={t('pattern.hint', { max: intl.number(MAX_GENERATED_STRING_LENGTH), repeat: UNBOUNDED_REPEAT_EXTRA })}
        onChange={(v) => s().setOption(path, 'pattern', v)}
      />,
    );
  }

  return (
    <div className="jg-options-body">
      {parts.length > 0 ? <div className="jg-options-row">{parts}</div> : type !== 'object' && <Hint>{t('noOptions')}</Hint>}
      {type === 'object' && (
        <div className="jg-nested">
          <p className="jg-nested-title">{field.type === 'array' ? t('itemFields') : t('nestedFields')}</p>
          <FieldList fields={o.fields ?? []} parent={path} errors={errors} />
        </div>
      )}
    </div>
  );
}
