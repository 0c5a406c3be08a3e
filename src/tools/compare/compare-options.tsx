import type { ComponentType } from 'react';
import { Checkbox, Field, Radio, TextInput } from '../../components/controls';
import type { CompareOptions, CompareTypeId, HighlightMode } from '@workers/compare/meta';
import { XmlCompareOptionsFields } from './xml-compare-panel';
import { CONTEXT_MAX, TYPE_OPTIONS, useCompareOptions, type CommonOptionKey, type CompareLayout, type CompareViewMode, type TypeOptionKey } from './compare-store';

type Choice<T extends string> = readonly (readonly [T, string])[];

/**
 * A type's own fields beyond its on/off options (TYPE_OPTIONS): they store what they set and hand the engine options
 * that changed to `onChanged` (the screen compares again when a result is on show).
 */
const TYPE_FIELDS: Partial<Record<CompareTypeId, ComponentType<{ onChanged(options: Partial<CompareOptions>): void }>>> = {
  xml: ({ onChanged }) => <XmlCompareOptionsFields onChanged={(xml) => onChanged({ xml })} />,
};

const HIGHLIGHTS: Choice<HighlightMode> = [
  ['words', 'Highlight words'],
  ['characters', 'Highlight characters'],
];
const VIEWS: Choice<CompareViewMode> = [
  ['all', 'Show all lines'],
  ['changes', 'Only changes'],
];
const LAYOUTS: Choice<Exclude<CompareLayout, 'auto'>> = [
  ['split', 'Side by side'],
  ['unified', 'Unified'],
];
const COMMON: Choice<CommonOptionKey> = [
  ['ignoreWhitespace', 'Ignore whitespace'],
  ['ignoreCase', 'Ignore case'],
];

function RadioGroup<T extends string>({ label, name, choices, value, onChange }: { label: string; name: string; choices: Choice<T>; value: T; onChange(value: T): void }) {
  return (
    <span className="cmp__view" role="radiogroup" aria-label={label}>
      {choices.map(([id, text]) => (
        <Radio key={id} label={text} name={name} value={id} checked={value === id} onChange={() => onChange(id)} />
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
  const Fields = TYPE_FIELDS[type];
  const checkbox = (key: CommonOptionKey | TypeOptionKey, label: string) => (
    <Checkbox key={key} label={label} checked={options[key]} onChange={(e) => onEngineOption(key, e.currentTarget.checked)} />
  );
  return (
    <fieldset className="cmp__options">
      <legend className="cmp__legend">Options</legend>
      {COMMON.map(([key, label]) => checkbox(key, label))}
      {TYPE_OPTIONS[type]?.map(({ key, label }) => checkbox(key, label))}
      {Fields && <Fields onChanged={onTypeOptions} />}
      <RadioGroup label="Highlight" name={`cmp-highlight-${toolId}`} choices={HIGHLIGHTS} value={options.highlight} onChange={(h) => onEngineOption('highlight', h)} />
      <RadioGroup label="View" name={`cmp-view-${toolId}`} choices={VIEWS} value={options.view} onChange={options.setView} />
      {options.view === 'changes' && (
        <Field label="Context lines" layout="inline">
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
      <RadioGroup label="Layout" name={`cmp-layout-${toolId}`} choices={LAYOUTS} value={layout} onChange={options.setLayout} />
    </fieldset>
  );
}
