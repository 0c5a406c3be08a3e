import { useState } from 'react';
import { Button } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { ResultView } from '../../components/result-view';
import { BIG_FILE_BYTES, isPastedFile } from '../../lib/input-limit';
import { estimateJob, jobProgressText, type JobStage } from '../../lib/job-progress';
import type { FormatLanguage } from '@workers/format/meta';
import { useBigFile, type IndexProgress } from './use-big-file';
import { useFormatterT } from './messages';
import { useSizeText } from './size-text';
import type { BigInput } from './use-big-file-input';

/** Props of {@link BigFileScreen}. */
export interface BigFileScreenProps {
  input: BigInput;
  language: FormatLanguage;
  tool: string;
  inputHeadingId: string;
  outputHeadingId: string;
}

/**
 * A file too large for the editor (over {@link BIG_FILE_BYTES}), laid out over its job (use-big-file.ts): the
 * worker reads it in parts, validates it and indexes its formatted output in one pass, and the formatted rows show
 * as soon as the first part is indexed — opening the file is the only action. Both panels are result views over
 * rows the worker produces on demand, with the same folds and Find as any result.
 */
export function BigFileScreen({ input, language, tool, inputHeadingId, outputHeadingId }: BigFileScreenProps) {
  const t = useFormatterT();
  const size = useSizeText();
  const { file, limits } = input;
  const big = useBigFile(input, language, tool);
  const { status, result, error } = big.task;
  const [tooLargeToCopy, setTooLargeToCopy] = useState(false);
  const output = big.views.output;
  const errorLine = error?.line !== undefined && error.line <= big.views.input.lineCount ? error.line - 1 : -1;

  return (
    <>
      {status === 'running' && <IndexingProgress progress={big.progress} size={file.size} startedAt={big.startedAt} onCancel={big.cancel} />}
      <ErrorBanner message={error?.message ?? big.queries.error?.message ?? big.exporter.error?.message ?? big.notice} details={error?.details} />
      {tooLargeToCopy && (
        <p className="fmt-note" role="status">
          {t('big.tooLargeToCopy', { size: size(BIG_FILE_BYTES) })}{' '}
          <Button size="small" onClick={() => void big.download()}>
            {t('big.downloadInstead')}
          </Button>
        </p>
      )}
      <div className="fmt-panels">
        <section className="fmt-panel" aria-labelledby={inputHeadingId}>
          <div className="fmt-panel-head">
            <h2 id={inputHeadingId} className="fmt-panel-title">
              {t('input')}
            </h2>
          </div>
          <div className="fmt-big-input">
            <p className="fmt-big-name">{file.name}</p>
            <p>{size(file.size)}</p>
            <p className="fmt-note">
              {isPastedFile(file) ? t('big.pasteNote') : t('big.fileNote')}
            </p>
            {limits.map((limit) => (
              <p key={limit} className="fmt-note">
                {limit === 'sortKeys'
                  ? t('big.limitWhy', { option: t('options.sortKeys'), size: size(BIG_FILE_BYTES), why: t('big.sortKeysWhy') })
                  : t('big.limit', { option: t('options.minify'), size: size(BIG_FILE_BYTES) })}
              </p>
            ))}
            {result && (
              <p className="fmt-note" role="status">
                {t('big.valid', { language: language.name, lines: result.lines })}
              </p>
            )}
            {big.views.input.lineCount > 0 && (
              <ResultView source={big.views.input} label={t('big.inputReadOnly')} bare height="fill" className="fmt-big-input-view" listClassName="fmt-big-list" markLine={errorLine} />
            )}
          </div>
        </section>
        <section className="fmt-panel fmt-output" aria-labelledby={outputHeadingId}>
          <div className="fmt-panel-head">
            <h2 id={outputHeadingId} className="fmt-panel-title">
              {t('output.title')}
            </h2>
            <div className="fmt-view-toggles">
              <Button size="small" onClick={() => setTooLargeToCopy(true)} disabled={!result}>
                {t('big.copy')}
              </Button>
              <Button size="small" onClick={() => void big.download()} disabled={!result || big.saving !== null}>
                {big.saving !== null ? t('big.saving', { size: size(big.saving) }) : t('download')}
              </Button>
            </div>
          </div>
          <div className="fmt-output-body">
            {output.lineCount > 0 ? (
              <ResultView source={output} label={t('output.title')} height="fill" growing listClassName="fmt-big-list" />
            ) : (
              <div className="fmt-placeholder">{error ? t('big.noOutput') : big.cancelled ? t('big.cancelled') : t('big.formatting')}</div>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

/** Reading and indexing is one pass over the file's bytes. */
const READING: JobStage = { label: '', share: 1, bytes: true };

/** MB done, MB/s and time left, with Cancel (which terminates the worker and so frees the file's index). */
function IndexingProgress({ progress, size, startedAt, onCancel }: { progress: IndexProgress | null; size: number; startedAt: number; onCancel: () => void }) {
  const t = useFormatterT();
  const sizeText = useSizeText();
  const done = progress?.done ?? 0;
  const at = { stage: 0, done, total: size };
  const elapsed = progress ? progress.at - startedAt : 0;
  const text = jobProgressText(READING, at, estimateJob([READING], at, elapsed, elapsed), sizeText);
  return (
    <div className="fmt-progress fmt-progress-now" role="status">
      <progress className="fmt-progress-bar" aria-label={t('big.progressLabel')} max={size || 1} value={done} />
      <span className="fmt-progress-text">
        {text}
        {progress ? ` · ${t('big.progressLines', { lines: progress.lines })}` : ''}
      </span>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </div>
  );
}
