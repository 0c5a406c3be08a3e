import { useId } from 'react';
import { FormulaProtectionOption } from '../../components/formula-protection-option';
import { SQL_DIALECTS, SQL_DIALECT_LABELS, type SqlDialect } from '@workers/json-generator/exports';
import { useJsonGeneratorStore } from './json-generator-store';

/** The export settings beside the download buttons (kept in the tool's store, so they are remembered). */
export function JsonExportOptions() {
  const protectFormulas = useJsonGeneratorStore((s) => s.protectFormulas);
  const sqlDialect = useJsonGeneratorStore((s) => s.sqlDialect);
  const dialectId = useId();
  const store = useJsonGeneratorStore.getState;
  return (
    <>
      <div className="jg-control jg-control-inline">
        <label htmlFor={dialectId}>SQL dialect</label>
        <select id={dialectId} className="jg-input" value={sqlDialect} onChange={(e) => store().setSqlDialect(e.target.value as SqlDialect)}>
          {SQL_DIALECTS.map((d) => (
            <option key={d} value={d}>
              {SQL_DIALECT_LABELS[d]}
            </option>
          ))}
        </select>
      </div>
      <div className="jg-export-options">
        <FormulaProtectionOption checked={protectFormulas} onChange={(on) => store().setProtectFormulas(on)} />
      </div>
    </>
  );
}
