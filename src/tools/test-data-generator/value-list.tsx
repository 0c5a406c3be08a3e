import { useEffect } from 'react';
import type { RowComponentProps } from 'react-window';
import { Button, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { FormulaProtectionOption } from '../../components/formula-protection-option';
import { ScaledList } from '../../components/scaled-list';
import { downloadFile } from '../../lib/download';
import type { DataKind } from '@workers/testdata/meta';
import { useIntlFormat } from '../../lib/i18n';
import { displayValue } from './display';
import { useTestDataT } from './messages';
import { MAX_QUANTITY, clampQuantity, useTestDataStore } from './test-data-store';
import { useValueList } from './use-test-data';

const ROW_HEIGHT = 32;
const LIST_HEIGHT = 320;
const COPY_CONTEXT = 'TestDataGenerator: Copy';

/** "Generate a list": up to 1,000 values of one kind, copied or downloaded as CSV or JSON. */
export function ValueList({ tool, kinds }: { tool: string; kinds: readonly DataKind[] }) {
  const { country, seed, bulkKind, quantityText, protectFormulas } = useTestDataStore();
  const store = useTestDataStore;
  const values = useValueList(tool);
  const t = useTestDataT();
  const intl = useIntlFormat();
  const kind: DataKind = kinds.includes(bulkKind) ? bulkKind : 'iban';
  const quantity = clampQuantity(quantityText);
  const list = values.list;
  const fileBase = list ? `test-data-${list.kind}-${list.country.toLowerCase()}` : '';

  // A list is shown only for the settings it was made from: changing them stops a generation under way and clears it.
  const { reset } = values;
  useEffect(() => reset(), [kind, country, quantity, seed, reset]);

  return (
    <fieldset className="tdg-bulk">
      <legend>{t('list.legend')}</legend>
      <Toolbar alignEnd className="tdg-controls">
        <Field label={t('list.kind')} grow>
          <Select value={kind} onChange={(e) => store.getState().setBulkKind(e.target.value as DataKind)}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('list.quantity', { max: intl.number(MAX_QUANTITY) })} grow>
          <TextInput
            type="number"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            value={quantityText}
            onChange={(e) => store.getState().setQuantityText(e.target.value)}
            onBlur={() => store.getState().setQuantityText(String(quantity))}
          />
        </Field>
        <Button variant="primary" onClick={() => values.generate(kind, country, quantity, seed)} disabled={values.running}>
          {values.running ? t('list.generating') : t('list.generate', { count: String(quantity) })}
        </Button>
      </Toolbar>
      <FormulaProtectionOption checked={protectFormulas} onChange={(on) => store.getState().setProtectFormulas(on)} />
      <ErrorBanner message={values.error?.message ?? null} reload={values.error?.reload} />
      {list && (
        <div className="tdg-list-wrap">
          <Toolbar>
            <span className="tdg-list-count" role="status">
              {t('list.count', { count: String(list.values.length), kind: t(`kind.${list.kind}`), country: list.country })}
            </span>
            <CopyButton label={t('list.copyAll')} context={COPY_CONTEXT} getText={() => list.values.join(list.kind === 'address' ? '\n\n' : '\n')} />
            <Button onClick={() => void values.downloadCsv(list, fileBase, store.getState().protectFormulas)}>{t('list.downloadCsv')}</Button>
            <Button onClick={() => downloadFile(JSON.stringify(list.values, null, 2) + '\n', `${fileBase}.json`, 'application/json')}>
              {t('list.downloadJson')}
            </Button>
          </Toolbar>
          <ScaledList
            className="tdg-list"
            aria-label={t('list.values', { kind: t(`kind.${list.kind}`) })}
            rowComponent={ListRow}
            rowCount={list.values.length}
            rowHeight={ROW_HEIGHT}
            rowProps={{ values: list.values, kind: list.kind }}
            style={{ height: Math.min(LIST_HEIGHT, list.values.length * ROW_HEIGHT + 2) }}
          />
        </div>
      )}
    </fieldset>
  );
}

interface ListRowProps {
  values: string[];
  kind: DataKind;
}

function ListRow({ index, style, ariaAttributes, values, kind }: RowComponentProps<ListRowProps>) {
  return (
    <div className="tdg-row" style={style} {...ariaAttributes}>
      <span className="tdg-row-index">{index + 1}</span>
      <span className="tdg-row-value">{displayValue(kind, values[index], false)}</span>
    </div>
  );
}
