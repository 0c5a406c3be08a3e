import { Field, Select } from '../../components/controls';
import { FormulaProtectionOption } from '../../components/formula-protection-option';
import { SQL_DIALECTS, SQL_DIALECT_LABELS, type SqlDialect } from '@workers/json-generator/meta';
import { useJsonGeneratorStore } from './json-generator-store';
import { useJsonGeneratorT } from './messages';

/** The export settings beside the download buttons (kept in the tool's store, so they are remembered). */
export function JsonExportOptions() {
  const protectFormulas = useJsonGeneratorStore((s) => s.protectFormulas);
  const sqlDialect = useJsonGeneratorStore((s) => s.sqlDialect);
  const store = useJsonGeneratorStore.getState;
  const t = useJsonGeneratorT();
  return (
    <>
      <Field label={t('sqlDialect')} layout="inline">
        <Select value={sqlDialect} onChange={(e) => store().setSqlDialect(e.target.value as SqlDialect)}>
          {SQL_DIALECTS.map((d) => (
            <option key={d} value={d}>
              {d === 'standard' ? t('sqlDialect.standard') : SQL_DIALECT_LABELS[d]}
            </option>
          ))}
        </Select>
      </Field>
      <FormulaProtectionOption checked={protectFormulas} onChange={(on) => store().setProtectFormulas(on)} />
    </>
  );
}
