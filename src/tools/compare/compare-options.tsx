import type { ComponentType } from 'react';
import { Checkbox, Field, Radio, TextInput } from '../../components/controls';
import type { CompareOptions, CompareTypeId, HighlightMode } from '@workers/compare/meta';
import { XmlCompareOptionsFields } from './xml-compare-panel';
import { useCompareT } from './messages';
import type en from './messages/en.json';
import { CONTEXT_MAX, TYPE_OPTIONS, useCompareOptions, type CommonOptionKey, type CompareLayout, type CompareViewMode, type TypeOptionKey } from './compare-store';

type Choice<T extends string> = readonly (readonly [T, keyof typeof en])[];

/**
 * A type's own fields beyond its on/off options (TYPE_OPTIONS): they store what they set and hand the engine options
 * that changed to `onChanged` (the screen compares again when a result is on show).
 */
const TYPE_FIELDS: Partial<Record<CompareTypeId, ComponentType<{ onChanged(options: Partial<CompareOptions>): void }>>> = {
  xml: ({ onChanged }) => <XmlCompareOptionsFields onChanged={(xml) => onChanged({ xml })} />,
};

const HIGHLIGHTS: Choice<HighlightMode> = [
  ['words', 'highlightWords'],
  ['characters', 'highlightCharacters'],
];
const VIEWS: Choice<CompareViewMode> = [
  ['all', 'viewAll'],
  ['changes', 'viewChanges'],
];
const LAYOUTS: Choice<Exclude<CompareLayout, 'auto'>> = [
  ['split', 'layoutSplit'],
  ['unified', 'layoutUnified'],
];
/** The on/off options every type has; each option's label is the message of its name. */
const COMMON: readonly CommonOptionKey[] = ['ignoreWhitespace', 'ignoreCase'];

function RadioGroup<T extends string>({ label, name, choices, value, onChange }: { label: string; name: string; choices: Choice<T>; value: T; onChange(value: T): void }) {
  const t = useCompareT();
  return (
    <span className="cmp__view" role="radiogroup" aria-label={label}>
      {choices.map(([id, text]) => (
        <Radio key={id} label={t(text)} name={name} value={id} checked={value === id} onChange={() => onChange(id)} />
      ))}
    </span>
  );
}

interface CompareOptionsBarProps {
  toolId: string;
  type: CompareTypeId;
  /** The layout in use ('auto' resolved for the screen's width). */
  layout: Exclude<CompareLayout, 'auto'>;
  /** An option that changes what is compared was set: the screen compares again when a result is on show. */
  onEngineOption(key: CommonOptionKey | TypeOptionKey | 'highlight', value: boolean | HighlightMode): void;
  /** A type's own field changed these engine options (already stored). */
  onTypeOptions(options: Partial<CompareOptions>): void;
}

/**
 * The options bar: what is compared (whitespace, case, the type's own options from TYPE_OPTIONS, highlights) and
 * how the result is shown (all lines or only changes with context, side by side or unified).
 */
export function CompareOptionsBar({ toolId, type, layout, onEngineOption, onTypeOptions }: CompareOptionsBarProps) {
  const options = useCompareOptions();
  const t = useCompareT();
  const Fields = TYPE_FIELDS[type];
  const checkbox = (key: CommonOptionKey | TypeOptionKey) => (
    <Checkbox key={key} label={t(key)} checked={options[key]} onChange={(e) => onEngineOption(key, e.currentTarget.checked)} />
  );
  return (
    <fieldset className="cmp__options">
      <legend className="cmp__legend">{t('options')}</legend>
      {COMMON.map(checkbox)}
      {TYPE_OPTIONS[type]?.map(checkbox)}
      {Fields && <Fields onChanged={onTypeOptions} />}
      <RadioGroup label={t('highlight')} name={`cmp-highlight-${toolId}`} choices={HIGHLIGHTS} value={options.highlight} onChange={(h) => onEngineOption('highlight', h)} />
      <RadioGroup label={t('view')} name={`cmp-view-${toolId}`} choices={VIEWS} value={options.view} onChange={options.setView} />
      {options.view === 'changes' && (
        <Field label={t('contextLines')} layout="inline">
          <TextInput
            type="number"
            min={0}
            max={CONTEXT_MAX}
            className="cmp__context"
            value={options.context}
            onChange={(e) => options.setContext(e.currentTarget.valueAsNumber)}
          />
        </Field>
      )}
      <RadioGroup label={t('layout')} name={`cmp-layout-${toolId}`} choices={LAYOUTS} value={layout} onChange={options.setLayout} />
    </fieldset>
  );
}
