import { useId, useState } from 'react';
import { Button, Checkbox, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { downloadFile } from '../../lib/download';
import { BULK_FILE_TIME_LIMIT, GENERATE_TIMEOUT_MESSAGE } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import { progressCallback } from '../../lib/worker-client';
import { personsClient } from '../../lib/workers';
import type { TestDataApi } from '@workers/testdata/testdata.worker';
import { BULK_FILES, BULK_FORMATS, MAX_BULK_ROWS, clampRows, type BulkFormat } from '@workers/testdata/bulk';
import { COUNTRY_OPTIONS } from '@workers/testdata/countries';

const FORMAT_LABELS: Record<BulkFormat, string> = { csv: 'CSV', json: 'JSON', ndjson: 'NDJSON', sql: 'SQL INSERT' };
const ALL_COUNTRIES = COUNTRY_OPTIONS.map((c) => c.code);

/** The file a download produced. */
interface BulkFile {
  blob: Blob;
  rows: number;
  format: BulkFormat;
}

/**
 * Persons to a file: 1 to 1,000,000 rows made in the worker and streamed to the page chunk by chunk. Each chunk is
 * appended to a Blob at once (the browser keeps large blobs out of the page's heap), so the text never exists as one
 * string and the page's memory stays flat; progress shows rows done, Cancel stops the worker.
 */
export function BulkPersons({ tool, country, seed, protectFormulas }: { tool: string; country: string; seed: string; protectFormulas: boolean }) {
  const [rowsText, setRowsText] = useState('1000');
  const [format, setFormat] = useState<BulkFormat>('csv');
  const [mixed, setMixed] = useState(false);
  const rows = clampRows(Number(rowsText));
  const headingId = useId();
  const task = useWorkerTask<TestDataApi, BulkFile>(personsClient, {
    tool,
    action: 'Generate',
    timeoutMs: BULK_FILE_TIME_LIMIT,
    timeoutMessage: GENERATE_TIMEOUT_MESSAGE,
    failureMessage: 'Failed to generate persons',
  });

  const download = async () => {
    const file = await task.run(
      async (ctx) => {
        let blob = new Blob([]);
        const onChunk = progressCallback((bytes: Uint8Array, done: number, total: number) => {
          blob = new Blob([blob, bytes as Uint8Array<ArrayBuffer>]);
          ctx.onProgress(done, total);
        });
        const options = {
          rows,
          countries: mixed ? ALL_COUNTRIES : [country],
          format,
          seed: seed === '' ? undefined : seed,
          protectFormulas,
        };
        const r = await ctx.call('producePersons', options, onChunk);
        return r.ok ? { ok: true as const, value: { blob, rows: r.value.rows, format } } : r;
      },
      { value: rows },
    );
    if (file) downloadFile(file.blob, BULK_FILES[file.format].filename, BULK_FILES[file.format].mime);
  };

  const progress = task.progress;
  return (
    <fieldset className="tdg-bulk" aria-labelledby={headingId}>
      <legend id={headingId}>Download test persons</legend>
      <Toolbar alignEnd>
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
          {`Download ${rows.toLocaleString('en-US')} ${rows === 1 ? 'person' : 'persons'}`}
        </Button>
      </Toolbar>
      {task.status === 'running' && (
        <div className="tdg-progress" role="status">
          <progress aria-label="Generating persons" max={progress?.total || rows} value={progress?.done ?? 0} />
          <span>
            {(progress?.done ?? 0).toLocaleString('en-US')} of {(progress?.total ?? rows).toLocaleString('en-US')} rows
          </span>
          <Button onClick={task.cancel}>Cancel</Button>
        </div>
      )}
      {task.result && task.status === 'idle' && (
        <p className="tdg-note" role="status">
          {`${task.result.rows.toLocaleString('en-US')} ${task.result.rows === 1 ? 'person' : 'persons'} saved as ${BULK_FILES[task.result.format].filename} (${formatSize(task.result.blob.size)}).`}
        </p>
      )}
      <ErrorBanner message={task.error?.message ?? null} reload={task.error?.reload} />
    </fieldset>
  );
}

const formatSize = (bytes: number): string =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : bytes >= 1000 ? `${Math.round(bytes / 1000)} KB` : `${bytes} bytes`;
