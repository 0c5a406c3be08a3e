import { useEffect, useId, useMemo, useRef } from 'react';
import type { RowComponentProps } from 'react-window';
import { ScaledList } from '../../components/scaled-list';
import { Button, Field, TextInput, Toolbar } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { downloadFile } from '../../lib/download';
import { revealIfBelowFold } from '../../lib/reveal-result';
import type { TaskProgress } from '../../lib/use-worker-task';
import { lineAt } from '@workers/shared/meta';
import type { GeneratedData } from '@workers/json-generator/api';
import { EXPORT_FILES, type ExportFormat } from '@workers/json-generator/meta';
import { EXPORT_LABELS } from './field-labels';
import { useIntlFormat } from '../../lib/i18n';
import { useJsonGeneratorT } from './messages';
import { JsonExportOptions } from './export-options';
import { useJsonGeneratorStore } from './json-generator-store';

const ROW_HEIGHT = 20;
const PREVIEW_HEIGHT = 420;

/** Generation progress (records done of planned) with Cancel. */
export function ProgressRow({ progress, total: planned, onCancel }: { progress: TaskProgress | null; total: number; onCancel: () => void }) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? planned;
  const t = useJsonGeneratorT();
  const intl = useIntlFormat();
  return (
    <div className="jg-progress-row">
      <div
        className="jg-progress"
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('progress.value', { done: intl.number(done), total: intl.number(total) })}
      >
        <div className="jg-progress-bar" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
      </div>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </div>
  );
}

/** The generated records: count, copy and download, the other export formats, and the preview. */
export function GeneratedPanel({
  data,
  tableName,
  onExport,
}: {
  data: GeneratedData;
  tableName: string;
  onExport: (format: ExportFormat) => void;
}) {
  const headingId = useId();
  const t = useJsonGeneratorT();
  const panel = useRef<HTMLElement>(null);
  // New records below the fold (the schema editor can be long) are scrolled into view; the body announces them.
  useEffect(() => revealIfBelowFold(panel.current), [data]);
  return (
    <section className="jg-panel" aria-labelledby={headingId} ref={panel}>
      <div className="jg-panel-head">
        <h2 id={headingId} className="jg-heading">
          {t('panel')}
        </h2>
        <span className="jg-count-label" data-testid="jg-record-count">
          {t('count', { count: data.count })}
        </span>
        <Toolbar end className="jg-panel-actions">
          <CopyButton label={t('copy')} context="JsonGenerator: Copy" getText={() => data.json} />
          <Button onClick={() => downloadFile(data.json, EXPORT_FILES.json.filename, EXPORT_FILES.json.mime)}>{t('download')}</Button>
        </Toolbar>
      </div>
      <Toolbar className="jg-exports">
        {(Object.keys(EXPORT_LABELS) as ExportFormat[]).map((f) => (
          <Button key={f} onClick={() => onExport(f)}>
            {t('downloadAs', { format: EXPORT_LABELS[f] })}
          </Button>
        ))}
        <Field label={t('tableName')} layout="inline">
          <TextInput value={tableName} onChange={(e) => useJsonGeneratorStore.getState().setTableName(e.target.value)} />
        </Field>
        <JsonExportOptions />
      </Toolbar>
      <JsonPreview data={data} />
    </section>
  );
}

interface PreviewRowProps {
  text: string;
  lineStarts: Uint32Array;
}

function PreviewRow({ index, style, ariaAttributes, text, lineStarts }: RowComponentProps<PreviewRowProps>) {
  return (
    <div className="jg-line" style={style} {...ariaAttributes}>
      {lineAt(text, lineStarts, index)}
    </div>
  );
}

/** The JSON text, virtualised: only the visible lines are in the DOM, sliced from the one string. */
function JsonPreview({ data }: { data: GeneratedData }) {
  const t = useJsonGeneratorT();
  const rowProps = useMemo(() => ({ text: data.json, lineStarts: data.lineStarts }), [data]);
  return (
    <ScaledList
      className="jg-preview"
      aria-label={t('preview')}
      rowComponent={PreviewRow}
      rowCount={data.lineStarts.length}
      rowHeight={ROW_HEIGHT}
      rowProps={rowProps}
      style={{ height: Math.min(PREVIEW_HEIGHT, data.lineStarts.length * ROW_HEIGHT + 2) }}
    />
  );
}
