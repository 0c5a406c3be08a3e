import { useId, useState } from 'react';
import { Button, Checkbox, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { downloadFile } from '../../lib/download';
import { BULK_FILE_TIME_LIMIT, GENERATE_TIMEOUT_MESSAGE } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import { BULK_FORMATS, BULK_NOUNS, MAX_BULK_ROWS, bulkFile, clampRows, type BulkFormat, type BulkKind, COUNTRY_OPTIONS, KIND_LABELS, type DataKind } from '@workers/testdata/meta';

/** Files of test data streamed in their own worker: cancelling a list never stops a download, nor the reverse. */
const bulkFileClient = workerClient('testdata');

const FORMAT_LABELS: Record<BulkFormat, string> = { csv: 'CSV', json: 'JSON', ndjson: 'NDJSON', sql: 'SQL INSERT' };
const ALL_COUNTRIES = COUNTRY_OPTIONS.map((c) => c.code);

/** What the file holds, as the Records menu names it. */
const RECORD_LABELS: Record<BulkKind, string> = { person: 'Persons', company: 'Companies', ...KIND_LABELS };

/** The file a download produced. */
interface BulkFile {
  blob: Blob;
  rows: number;
  kind: BulkKind;
  format: BulkFormat;
}

const count = (n: number, kind: BulkKind): string => `${n.toLocaleString('en-US')} ${n === 1 ? BULK_NOUNS[kind].one : BULK_NOUNS[kind].many}`;

/**
 * Persons, companies or one kind of value to a file: 1 to 1,000,000 rows made in the worker, which builds the
 * file's Blob from its chunks of encoded bytes (the browser keeps blob bytes out of both heaps), so the text never
 * exists as one string, memory stays flat and the page's main thread only shows progress; Cancel stops the worker.
 */
export function BulkDownload({
  tool,
  country,
  seed,
  protectFormulas,
  valueKinds,
}: {
  tool: string;
  country: string;
  seed: string;
  protectFormulas: boolean;
  /** The single kinds of value the chosen country has. */
  valueKinds: readonly DataKind[];
}) {
  const [rowsText, setRowsText] = useState('1000');
  const [format, setFormat] = useState<BulkFormat>('csv');
  const [chosenKind, setKind] = useState<BulkKind>('person');
  const [mixed, setMixed] = useState(false);
  const kinds: readonly BulkKind[] = ['person', 'company', ...valueKinds];
  const kind = kinds.includes(chosenKind) ? chosenKind : 'person';
  const rows = clampRows(Number(rowsText));
  const headingId = useId();
  const task = useWorkerTask<EngineApi<'testdata'>, BulkFile>(bulkFileClient, {
    tool,
    action: 'Generate',
    timeoutMs: BULK_FILE_TIME_LIMIT,
    timeoutMessage: GENERATE_TIMEOUT_MESSAGE,
    failureMessage: 'Failed to generate the file',
  });

  const download = async () => {
    const file = await task.run(
      async (ctx) => {
        const options = {
          kind,
          rows,
          countries: mixed ? ALL_COUNTRIES : [country],
          format,
          seed: seed === '' ? undefined : seed,
          protectFormulas,
        };
        const r = await ctx.call('produceFile', options, ctx.onProgress);
        return r.ok ? { ok: true as const, value: { blob: r.value.blob, rows: r.value.rows, kind, format } } : r;
      },
      { value: rows },
    );
    if (file) {
      const { filename, mime } = bulkFile(file.kind, file.format);
      downloadFile(file.blob, filename, mime);
    }
  };

  const progress = task.progress;
  return (
    <fieldset className="tdg-bulk" aria-labelledby={headingId}>
      <legend id={headingId}>Download to a file</legend>
      <Toolbar alignEnd>
        <Field label="Records">
          <Select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as BulkKind);
              task.reset();
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {RECORD_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={`Rows (1–${MAX_BULK_ROWS.toLocaleString('en-US')})`}>
          <TextInput
            inputMode="numeric"
            value={rowsText}
            onChange={(e) => {
              setRowsText(e.target.value);
              task.reset();
            }}
            onBlur={() => setRowsText(String(rows))}
          />
        </Field>
        <Field label="Format">
          <Select value={format} onChange={(e) => setFormat(e.target.value as BulkFormat)}>
            {BULK_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox label="All 36 countries, mixed" checked={mixed} onChange={(e) => setMixed(e.currentTarget.checked)} />
        <Button variant="primary" onClick={() => void download()} disabled={task.status === 'running'}>
          {`Download ${count(rows, kind)}`}
        </Button>
      </Toolbar>
      {task.status === 'running' && (
        <div className="tdg-progress" role="status">
          <progress aria-label={`Generating ${BULK_NOUNS[kind].many}`} max={progress?.total || rows} value={progress?.done ?? 0} />
          <span>
            {(progress?.done ?? 0).toLocaleString('en-US')} of {(progress?.total ?? rows).toLocaleString('en-US')} rows
          </span>
          <Button onClick={task.cancel}>Cancel</Button>
        </div>
      )}
      {task.result && task.status === 'idle' && (
        <p className="tdg-note" role="status">
          {`${count(task.result.rows, task.result.kind)} saved as ${bulkFile(task.result.kind, task.result.format).filename} (${formatSize(task.result.blob.size)}).`}
        </p>
      )}
      <ErrorBanner message={task.error?.message ?? null} reload={task.error?.reload} />
    </fieldset>
  );
}

const formatSize = (bytes: number): string =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : bytes >= 1000 ? `${Math.round(bytes / 1000)} KB` : `${bytes} bytes`;
