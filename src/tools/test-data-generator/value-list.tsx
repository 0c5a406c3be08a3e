import { useEffect } from 'react';
import type { RowComponentProps } from 'react-window';
import { Button, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { FormulaProtectionOption } from '../../components/formula-protection-option';
import { ScaledList } from '../../components/scaled-list';
import { downloadFile } from '../../lib/download';
import { KIND_LABELS, type DataKind } from '@workers/testdata/meta';
import { displayValue } from './display';
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
  const kind: DataKind = kinds.includes(bulkKind) ? bulkKind : 'iban';
  const quantity = clampQuantity(quantityText);
  const list = values.list;
  const fileBase = list ? `test-data-${list.kind}-${list.country.toLowerCase()}` : '';

  // A list is shown only for the settings it was made from: changing them stops a generation under way and clears it.
  const { reset } = values;
  useEffect(() => reset(), [kind, country, quantity, seed, reset]);

  return (
    <fieldset className="tdg-bulk">
      <legend>Generate a list</legend>
      <Toolbar alignEnd className="tdg-controls">
        <Field label="Data type" grow>
          <Select value={kind} onChange={(e) => store.getState().setBulkKind(e.target.value as DataKind)}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={`Quantity (1–${MAX_QUANTITY.toLocaleString('en-US')})`} grow>
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
          {values.running ? 'Generating…' : `Generate ${quantity}`}
        </Button>
      </Toolbar>
      <FormulaProtectionOption checked={protectFormulas} onChange={(on) => store.getState().setProtectFormulas(on)} />
      <ErrorBanner message={values.error?.message ?? null} reload={values.error?.reload} />
      {list && (
        <div className="tdg-list-wrap">
          <Toolbar>
            <span className="tdg-list-count" role="status">
              {list.values.length} × {KIND_LABELS[list.kind]} ({list.country})
            </span>
            <CopyButton label="Copy all" context={COPY_CONTEXT} getText={() => list.values.join(list.kind === 'address' ? '\n\n' : '\n')} />
            <Button onClick={() => void values.downloadCsv(list, fileBase, store.getState().protectFormulas)}>Download CSV</Button>
            <Button onClick={() => downloadFile(JSON.stringify(list.values, null, 2) + '\n', `${fileBase}.json`, 'application/json')}>
              Download JSON
            </Button>
          </Toolbar>
          <ScaledList
            className="tdg-list"
            aria-label={`Generated ${KIND_LABELS[list.kind]} values`}
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
