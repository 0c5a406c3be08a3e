import { useId } from 'react';
import { useT } from '../lib/messages';
import { Checkbox } from './controls';
import './formula-protection-option.css';

/** The "Protect against spreadsheet formulas" checkbox of a CSV download, with the rule it applies. */
export function FormulaProtectionOption({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="formula-option">
      <Checkbox
        label={t('formula.label')}
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span id={`${id}-help`} className="formula-option-help">
        {t('formula.help')}
      </span>
    </div>
  );
}
