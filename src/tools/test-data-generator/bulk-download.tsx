import { useId, useState } from 'react';
import { Button, Checkbox, Field, Select, TextInput, Toolbar } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { downloadFile } from '../../lib/download';
import { BULK_FILE_TIME_LIMIT, GENERATE_TIMEOUT_MESSAGE } from '../../lib/time-limits';
import { useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import { BULK_FORMATS, MAX_BULK_ROWS, bulkFile, clampRows, type BulkFormat, type BulkKind, COUNTRY_OPTIONS, type DataKind } from '@workers/testdata/meta';
import { useIntlFormat } from '../../lib/i18n';
import { useTestDataT } from './messages';

/** Files of test data streamed in their own worker: cancelling a list never stops a download, nor the reverse. */
const bulkFileClient = workerClient('testdata');

const FORMAT_LABELS: Record<BulkFormat, string> = { csv: 'CSV', json: 'JSON', ndjson: 'NDJSON', sql: 'SQL INSERT' };
const ALL_COUNTRIES = COUNTRY_OPTIONS.map((c) => c.code);


/** The file a download produced. */
interface BulkFile {
  blob: Blob;
  rows: number;
  kind: BulkKind;
  format: BulkFormat;
}

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
  const t = useTestDataT();
  const intl = useIntlFormat();
  /** "2,500 persons" in the page's words. */
  const count = (n: number, k: BulkKind): string => t(`rows.${k}`, { count: n });
  /** What the file holds, as the Records menu names it. */
  const recordLabel = (k: BulkKind): string => (k === 'person' || k === 'company' ? t(`file.records.${k}`) : t(`kind.${k}`));
  /** A file's size: "1.2 MB", "34 KB", "512 bytes" (decimal units). */
  const size = (bytes: number): string =>
    bytes >= 1_000_000
      ? `${intl.number(bytes / 1_000_000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
      : bytes >= 1000
        ? `${intl.number(Math.round(bytes / 1000))} KB`
        : t('file.bytes', { count: bytes });
  const task = useWorkerTask<EngineApi<'testdata'>, BulkFile>(bulkFileClient, {
    tool,
    action: 'Generate',
    timeoutMs: BULK_FILE_TIME_LIMIT,
    timeoutMessage: GENERATE_TIMEOUT_MESSAGE,
    failureMessage: t('failed.file'),
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
      <legend id={headingId}>{t('file.legend')}</legend>
      <Toolbar alignEnd>
        <Field label={t('file.records')}>
          <Select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as BulkKind);
              task.reset();
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {recordLabel(k)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('file.rows', { max: intl.number(MAX_BULK_ROWS) })}>
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
        <Field label={t('file.format')}>
          <Select value={format} onChange={(e) => setFormat(e.target.value as BulkFormat)}>
            {BULK_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox label={t('file.mixed')} checked={mixed} onChange={(e) => setMixed(e.currentTarget.checked)} />
        <Button variant="primary" onClick={() => void download()} disabled={task.status === 'running'}>
          {t('file.download', { rows: count(rows, kind) })}
        </Button>
      </Toolbar>
      {task.status === 'running' && (
        <div className="tdg-progress" role="status">
          <progress aria-label={t(`generating.${kind}`)} max={progress?.total || rows} value={progress?.done ?? 0} />
          <span>
            {t('file.progress', { done: intl.number(progress?.done ?? 0), total: intl.number(progress?.total ?? rows) })}
          </span>
          <Button onClick={task.cancel}>{t('file.cancel')}</Button>
        </div>
      )}
      {task.result && task.status === 'idle' && (
        <p className="tdg-note" role="status">
          {t('file.saved', {
            rows: count(task.result.rows, task.result.kind),
            file: bulkFile(task.result.kind, task.result.format).filename,
            size: size(task.result.blob.size),
          })}
        </p>
      )}
      <ErrorBanner message={task.error?.message ?? null} reload={task.error?.reload} />
    </fieldset>
  );
}

