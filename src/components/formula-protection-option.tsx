import { useId } from 'react';
import { Checkbox } from './controls';
import { FORMULA_PROTECTION_HELP } from '@workers/shared/meta';
import './formula-protection-option.css';

/** The "Protect against spreadsheet formulas" checkbox of a CSV download, with the rule it applies. */
export function FormulaProtectionOption({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="formula-option">
      <Checkbox
        label="Protect against spreadsheet formulas"
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span id={`${id}-help`} className="formula-option-help">
        {FORMULA_PROTECTION_HELP}
      </span>
    </div>
  );
}
