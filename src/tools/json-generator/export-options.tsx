import { FormulaProtectionOption } from '../../components/formula-protection-option';
import { useJsonGeneratorStore } from './json-generator-store';

/** The export settings beside the download buttons (kept in the tool's store, so they are remembered). */
export function JsonExportOptions() {
  const protectFormulas = useJsonGeneratorStore((s) => s.protectFormulas);
  return (
    <div className="jg-export-options">
      <FormulaProtectionOption checked={protectFormulas} onChange={(on) => useJsonGeneratorStore.getState().setProtectFormulas(on)} />
    </div>
  );
}
