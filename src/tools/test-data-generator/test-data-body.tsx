import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { List, type RowComponentProps } from 'react-window';
import { CopyButton, COPIED_MS } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { FormulaProtectionOption } from '../../components/formula-protection-option';
import { copyText } from '../../lib/clipboard';
import { downloadFile } from '../../lib/download';
import { reportError, trackToolEvent } from '../../lib/telemetry';
import { createWorkerClient, isCancelled } from '../../lib/worker-client';
import { COUNTRY_OPTIONS, countryByCode } from '@workers/testdata/countries';
import { DATA_KINDS, KIND_LABELS, generate, type DataKind } from '@workers/testdata/generate';
import { formatIbanGrouped } from '@workers/testdata/iban';
import { createRandom } from '@workers/testdata/random';
import { singleColumnCsv } from '@workers/shared/csv';
import type { TestDataApi } from '@workers/testdata/testdata.worker';
import type { ToolBodyProps } from '../tool-body-props';
import { MAX_QUANTITY, clampQuantity, useTestDataStore } from './test-data-store';
import './test-data.css';

/** One testdata worker for the page, started on the first bulk generation. */
const client = createWorkerClient<TestDataApi>(
  () => new Worker(new URL('../../../workers/testdata/testdata.worker.ts', import.meta.url), { type: 'module' }),
);

const GENERATE_CONTEXT = 'TestDataGenerator: Generate';
const COPY_CONTEXT = 'TestDataGenerator: Copy';
const ROW_HEIGHT = 32;
const LIST_HEIGHT = 320;

const EU = COUNTRY_OPTIONS.filter((c) => c.group === 'eu');
const OTHER = COUNTRY_OPTIONS.filter((c) => c.group === 'other');

/** How a value is shown: IBANs grouped by four, addresses on one line in the list. */
const display = (kind: DataKind, value: string, multiline: boolean): string =>
  kind === 'iban' ? formatIbanGrouped(value) : kind === 'address' && !multiline ? value.replace(/\n/g, ', ') : value;

interface BulkResult {
  kind: DataKind;
  country: string;
  values: string[];
}

/** The Test Data Generator: one value per click on the main thread (copied at once), and bulk lists in the worker. */
export function TestDataBody({ tool }: ToolBodyProps) {
  const { country, outputs, copied, seed, bulkKind, quantityText, protectFormulas } = useTestDataStore();
  const store = useTestDataStore;
  const ids = useId();
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const opened = useRef(false);
  const [bulk, setBulk] = useState<BulkResult | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkError, setBulkError] = useState<string | null>(null);

  const hasBSN = countryByCode(country)?.hasBSN ?? false;
  const kinds = DATA_KINDS.filter((k) => k !== 'bsn' || hasBSN);
  const effectiveBulkKind: DataKind = kinds.includes(bulkKind) ? bulkKind : 'iban';
  const quantity = clampQuantity(quantityText);

  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      trackToolEvent('Tool Opened', tool.name);
    }
    return () => clearTimeout(copiedTimer.current);
  }, [tool.name]);

  useEffect(() => () => client.cancel(), []);

  const onGenerate = (kind: DataKind) => {
    trackToolEvent('Generate Started', tool.name);
    store.getState().clearOutputs();
    clearTimeout(copiedTimer.current);
    let value: string;
    try {
      // Synchronous on purpose: the clipboard write below must happen inside the click's user activation.
      value = generate(kind, country, createRandom(seed === '' ? undefined : seed));
    } catch (e) {
      reportError(e, GENERATE_CONTEXT);
      return;
    }
    void copyText(value, COPY_CONTEXT);
    store.getState().showOutput(kind, value);
    copiedTimer.current = setTimeout(() => store.getState().setCopied(kind, false), COPIED_MS);
    trackToolEvent('Generate Completed', tool.name);
  };

  const onGenerateMany = useCallback(async () => {
    const kind = effectiveBulkKind;
    trackToolEvent('Generate Started', tool.name, quantity);
    setBulkBusy(true);
    setBulkError(null);
    try {
      const result = await client.call('generateMany', kind, country, quantity, seed === '' ? undefined : seed);
      if (result.ok) {
        setBulk({ kind, country, values: result.value.values });
        trackToolEvent('Generate Completed', tool.name, quantity);
      } else {
        setBulk(null);
        setBulkError(result.error.message);
        reportError(new Error(result.error.message), GENERATE_CONTEXT);
      }
    } catch (e) {
      if (!isCancelled(e)) {
        setBulkError('Failed to generate test data');
        reportError(e, GENERATE_CONTEXT);
      }
    } finally {
      setBulkBusy(false);
    }
  }, [effectiveBulkKind, country, quantity, seed, tool.name]);

  const shown = DATA_KINDS.filter((k) => outputs[k] !== undefined);
  const fileBase = bulk ? `test-data-${bulk.kind}-${bulk.country.toLowerCase()}` : '';

  return (
    <section className="tdg" aria-label="Test data generator">
      <div className="tdg-output" aria-live="polite">
        {shown.length === 0 ? (
          <h2 className="tdg-heading">Generate Test Data</h2>
        ) : (
          shown.map((kind) => (
            <div key={kind} className="tdg-result">
              <h2 className="tdg-heading">
                <span className="tdg-label">{KIND_LABELS[kind]}:</span>{' '}
                <span className={`tdg-value${kind === 'address' ? ' tdg-value-multiline' : ''}`} data-testid={`tdg-value-${kind}`}>
                  {display(kind, outputs[kind]!, true)}
                </span>
              </h2>
              {copied[kind] && (
                <span className="tdg-copied" role="status">
                  Copied!
                </span>
              )}
            </div>
          ))
        )}
      </div>
      <p className="tdg-note">Generated data will be automatically copied to your clipboard for easy use.</p>

      <div className="tdg-controls">
        <div className="tdg-field">
          <label htmlFor={`${ids}-country`}>Select country for data generation</label>
          <select id={`${ids}-country`} value={country} onChange={(e) => store.getState().setCountry(e.target.value)}>
            <optgroup label="European Union (EU)">
              {EU.map((c) => (
                <option key={c.code} value={c.code}>{`${c.flag} ${c.name}`}</option>
              ))}
            </optgroup>
            <optgroup label="Other European Countries">
              {OTHER.map((c) => (
                <option key={c.code} value={c.code}>{`${c.flag} ${c.name}`}</option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="tdg-field">
          <label htmlFor={`${ids}-seed`}>Seed (optional, makes output reproducible)</label>
          <input
            id={`${ids}-seed`}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            value={seed}
            onChange={(e) => store.getState().setSeed(e.target.value)}
            placeholder="e.g. 42"
          />
        </div>
      </div>

      <div className="tdg-buttons">
        {kinds.map((kind) => (
          <button key={kind} type="button" className="btn btn-primary" onClick={() => onGenerate(kind)}>
            Generate {KIND_LABELS[kind]}
          </button>
        ))}
      </div>

      <fieldset className="tdg-bulk">
        <legend>Generate a list</legend>
        <div className="tdg-controls">
          <div className="tdg-field">
            <label htmlFor={`${ids}-kind`}>Data type</label>
            <select id={`${ids}-kind`} value={effectiveBulkKind} onChange={(e) => store.getState().setBulkKind(e.target.value as DataKind)}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="tdg-field">
            <label htmlFor={`${ids}-qty`}>Quantity (1–{MAX_QUANTITY.toLocaleString('en-US')})</label>
            <input
              id={`${ids}-qty`}
              type="number"
              min={1}
              max={MAX_QUANTITY}
              step={1}
              value={quantityText}
              onChange={(e) => store.getState().setQuantityText(e.target.value)}
              onBlur={() => store.getState().setQuantityText(String(quantity))}
            />
          </div>
          <button type="button" className="btn btn-primary tdg-bulk-go" onClick={onGenerateMany} disabled={bulkBusy}>
            {bulkBusy ? 'Generating…' : `Generate ${quantity}`}
          </button>
        </div>
        <FormulaProtectionOption checked={protectFormulas} onChange={(on) => store.getState().setProtectFormulas(on)} />
        <ErrorBanner message={bulkError} />
        {bulk && (
          <div className="tdg-list-wrap">
            <div className="tdg-list-actions">
              <span className="tdg-list-count" role="status">
                {bulk.values.length} × {KIND_LABELS[bulk.kind]} ({bulk.country})
              </span>
              <CopyButton
                className="btn btn-secondary"
                label="Copy all"
                context={COPY_CONTEXT}
                getText={() => bulk.values.join(bulk.kind === 'address' ? '\n\n' : '\n')}
              />
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() =>
                  downloadFile(
                    singleColumnCsv('value', bulk.values, { protectFormulas: store.getState().protectFormulas }),
                    `${fileBase}.csv`,
                    'text/csv;charset=utf-8',
                  )
                }
              >
                Download CSV
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => downloadFile(JSON.stringify(bulk.values, null, 2) + '\n', `${fileBase}.json`, 'application/json')}
              >
                Download JSON
              </button>
            </div>
            <List
              className="tdg-list"
              aria-label={`Generated ${KIND_LABELS[bulk.kind]} values`}
              rowComponent={BulkRow}
              rowCount={bulk.values.length}
              rowHeight={ROW_HEIGHT}
              rowProps={{ values: bulk.values, kind: bulk.kind }}
              style={{ height: Math.min(LIST_HEIGHT, bulk.values.length * ROW_HEIGHT + 2) }}
            />
          </div>
        )}
      </fieldset>
    </section>
  );
}

interface BulkRowProps {
  values: string[];
  kind: DataKind;
}

function BulkRow({ index, style, ariaAttributes, values, kind }: RowComponentProps<BulkRowProps>) {
  return (
    <div className="tdg-row" style={style} {...ariaAttributes}>
      <span className="tdg-row-index">{index + 1}</span>
      <span className="tdg-row-value">{display(kind, values[index], false)}</span>
    </div>
  );
}
