import { useState } from 'react';
import { Button } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { ResultView } from '../../components/result-view';
import { BIG_FILE_BYTES, formatBytes, isPastedFile } from '../../lib/input-limit';
import { estimateJob, groupDigits, jobProgressText, type JobStage } from '../../lib/job-progress';
import type { FormatLanguage } from '@workers/format/meta';
import { useBigFile, type IndexProgress } from './use-big-file';
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
          The formatted output of an input over {formatBytes(BIG_FILE_BYTES)} is too large for the clipboard.{' '}
          <Button size="small" onClick={() => void big.download()}>
            Download it instead
          </Button>
        </p>
      )}
      <div className="fmt-panels">
        <section className="fmt-panel" aria-labelledby={inputHeadingId}>
          <div className="fmt-panel-head">
            <h2 id={inputHeadingId} className="fmt-panel-title">
              Input Code
            </h2>
          </div>
          <div className="fmt-big-input">
            <p className="fmt-big-name">{file.name}</p>
            <p>{formatBytes(file.size)}</p>
            <p className="fmt-note">
              {isPastedFile(file)
                ? 'Large paste: kept as bytes, read in parts and shown formatted at once (no need to press Format). It is not loaded into the editor; press Clear to edit text.'
                : 'Large file: read from disk in parts and shown formatted as soon as it is opened (no need to press Format). It is not loaded into the editor; open a smaller file or press Clear to edit text.'}
            </p>
            {limits.map(({ option, why }) => (
              <p key={option} className="fmt-note">
                {option} applies to inputs up to {formatBytes(BIG_FILE_BYTES)} only{why ? `: ${why}` : ''}.
              </p>
            ))}
            {result && (
              <p className="fmt-note" role="status">
                Valid {language.name}: {groupDigits(result.lines)} formatted {result.lines === 1 ? 'line' : 'lines'}.
              </p>
            )}
            {big.views.input.lineCount > 0 && (
              <ResultView source={big.views.input} label="Input Code (read-only)" bare height="fill" className="fmt-big-input-view" listClassName="fmt-big-list" markLine={errorLine} />
            )}
          </div>
        </section>
        <section className="fmt-panel fmt-output" aria-labelledby={outputHeadingId}>
          <div className="fmt-panel-head">
            <h2 id={outputHeadingId} className="fmt-panel-title">
              Formatted Code
            </h2>
            <div className="fmt-view-toggles">
              <Button size="small" onClick={() => setTooLargeToCopy(true)} disabled={!result}>
                Copy
              </Button>
              <Button size="small" onClick={() => void big.download()} disabled={!result || big.saving !== null}>
                {big.saving !== null ? `Saving… ${formatBytes(big.saving)}` : 'Download'}
              </Button>
            </div>
          </div>
          <div className="fmt-output-body">
            {output.lineCount > 0 ? (
              <ResultView source={output} label="Formatted Code" height="fill" growing listClassName="fmt-big-list" />
            ) : (
              <div className="fmt-placeholder">{error ? 'No output: see the error above.' : big.cancelled ? 'Cancelled. Press Format Code to read the file again.' : 'Formatting…'}</div>
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
  const done = progress?.done ?? 0;
  const at = { stage: 0, done, total: size };
  const elapsed = progress ? progress.at - startedAt : 0;
  const text = jobProgressText(READING, at, estimateJob([READING], at, elapsed, elapsed), formatBytes);
  return (
    <div className="fmt-progress fmt-progress-now" role="status">
      <progress className="fmt-progress-bar" aria-label="Reading and indexing the file" max={size || 1} value={done} />
      <span className="fmt-progress-text">
        {text}
        {progress ? ` · ${groupDigits(progress.lines)} lines` : ''}
      </span>
      <Button onClick={onCancel}>Cancel</Button>
    </div>
  );
}
