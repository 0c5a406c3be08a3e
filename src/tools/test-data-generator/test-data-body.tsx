import { useEffect, useRef } from 'react';
import type { RowComponentProps } from 'react-window';
import { ScaledList } from '../../components/scaled-list';
import { Button, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { CopyButton, COPIED_MS } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { FormulaProtectionOption } from '../../components/formula-protection-option';
import { copyText } from '../../lib/clipboard';
import { downloadFile } from '../../lib/download';
import { reportError, trackToolEvent } from '../../lib/telemetry';
import { GENERATE_TIMEOUT_MESSAGE, GENERATE_TIME_LIMIT } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import { COUNTRY_OPTIONS, countryByCode } from '@workers/testdata/countries';
import { DATA_KINDS, KIND_LABELS, generate, type DataKind } from '@workers/testdata/generate';
import { formatIbanGrouped } from '@workers/testdata/iban';
import { createRandom } from '@workers/testdata/random';
import { singleColumnCsv } from '@workers/shared/csv';
import type { ToolBodyProps } from '../tool-body-props';
import { MAX_QUANTITY, clampQuantity, useTestDataStore } from './test-data-store';
import { BulkDownload } from './bulk-download';
import { CompanyCard } from './company-card';
import { PersonCard } from './person-card';
import './test-data.css';


/** The test-data generator's lists. */
const testDataClient = workerClient('testdata');

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
export function TestDataBody({ tool }: ToolBodyProps<'generator'>) {
  const { country, outputs, copied, seed, bulkKind, quantityText, protectFormulas } = useTestDataStore();
  const store = useTestDataStore;
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const task = useWorkerTask<EngineApi<'testdata'>, BulkResult>(testDataClient, {
    tool: tool.title,
    action: 'Generate',
    timeoutMs: GENERATE_TIME_LIMIT,
    timeoutMessage: GENERATE_TIMEOUT_MESSAGE,
    failureMessage: 'Failed to generate test data',
  });
  const bulk = task.result;

  const hasBSN = countryByCode(country)?.hasBSN ?? false;
  const hasVat = countryByCode(country)?.vat.kind === 'rule';
  const kinds = DATA_KINDS.filter((k) => (k !== 'bsn' || hasBSN) && (k !== 'vat' || hasVat));
  const effectiveBulkKind: DataKind = kinds.includes(bulkKind) ? bulkKind : 'iban';
  const quantity = clampQuantity(quantityText);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  // A list is shown only for the settings it was made from: changing them stops a generation under way and
  // clears the list.
  const { reset } = task;
  useEffect(() => reset(), [effectiveBulkKind, country, quantity, seed, reset]);

  const onGenerate = (kind: DataKind) => {
    trackToolEvent('Generate Started', tool.title);
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
    trackToolEvent('Generate Completed', tool.title);
  };

  const onGenerateMany = () => {
    const kind = effectiveBulkKind;
    void task.run(
      async (ctx) => {
        const r = await ctx.call('generateMany', kind, country, quantity, seed === '' ? undefined : seed);
        return r.ok ? { ok: true, value: { kind, country, values: r.value.values } } : r;
      },
      { value: quantity },
    );
  };

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

      <Toolbar alignEnd className="tdg-controls">
        <Field label="Select country for data generation" grow>
          <Select value={country} onChange={(e) => store.getState().setCountry(e.target.value)}>
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
          </Select>
        </Field>
        <Field label="Seed (optional, makes output reproducible)" grow>
          <TextInput
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            value={seed}
            onChange={(e) => store.getState().setSeed(e.target.value)}
            placeholder="e.g. 42"
          />
        </Field>
      </Toolbar>

      <Toolbar className="tdg-buttons">
        {kinds.map((kind) => (
          <Button key={kind} variant="primary" onClick={() => onGenerate(kind)}>
            Generate {KIND_LABELS[kind]}
          </Button>
        ))}
      </Toolbar>

      <PersonCard tool={tool.title} country={country} seed={seed} />
      <CompanyCard tool={tool.title} country={country} seed={seed} />

      <fieldset className="tdg-bulk">
        <legend>Generate a list</legend>
        <Toolbar alignEnd className="tdg-controls">
          <Field label="Data type" grow>
            <Select value={effectiveBulkKind} onChange={(e) => store.getState().setBulkKind(e.target.value as DataKind)}>
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
          <Button variant="primary" onClick={onGenerateMany} disabled={task.status === 'running'}>
            {task.status === 'running' ? 'Generating…' : `Generate ${quantity}`}
          </Button>
        </Toolbar>
        <FormulaProtectionOption checked={protectFormulas} onChange={(on) => store.getState().setProtectFormulas(on)} />
        <ErrorBanner message={task.error?.message ?? null} reload={task.error?.reload} />
        {bulk && (
          <div className="tdg-list-wrap">
            <Toolbar>
              <span className="tdg-list-count" role="status">
                {bulk.values.length} × {KIND_LABELS[bulk.kind]} ({bulk.country})
              </span>
              <CopyButton
                label="Copy all"
                context={COPY_CONTEXT}
                getText={() => bulk.values.join(bulk.kind === 'address' ? '\n\n' : '\n')}
              />
              <Button
                onClick={() =>
                  downloadFile(
                    singleColumnCsv('value', bulk.values, { protectFormulas: store.getState().protectFormulas }),
                    `${fileBase}.csv`,
                    'text/csv;charset=utf-8',
                  )
                }
              >
                Download CSV
              </Button>
              <Button
                onClick={() => downloadFile(JSON.stringify(bulk.values, null, 2) + '\n', `${fileBase}.json`, 'application/json')}
              >
                Download JSON
              </Button>
            </Toolbar>
            <ScaledList
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

      <BulkDownload tool={tool.title} country={country} seed={seed} protectFormulas={protectFormulas} valueKinds={kinds} />
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
