import { useEffect, useMemo, useRef, useState } from 'react';
import { pagedRows, viewClient } from '../../components/row-source';
import { saveParts } from '../../lib/download';
import { engineTimeLimit } from '../../lib/time-limits';
import { useWorkerQueries, useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import { progressCallback } from '../../lib/worker-client';
import type { BigViews } from '@workers/big-file/api';
import { BIG_FILE_ERRORS } from '@workers/big-file/meta';
import type { BigSummary } from '@workers/format/big-document';
import type { FormatLanguage } from '@workers/format/meta';
import { mayOpenNode } from './big-folds';
import { bigPathLanguage } from './big-path';
import { formatterError } from './formatter-store';
import { useEngineText } from '../../lib/engine-text';
import { useFormatterT } from './messages';
import type { BigInput } from './use-big-file-input';

/** Reading and indexing: bytes read of the file and output lines known. */
export interface IndexProgress {
  done: number;
  total: number;
  lines: number;
  at: number;
}

/** The big-file worker: it keeps the open file's index for the rows in view, folds, Find and the download. */
const bigFileClient = workerClient('big-file');

/** View ids unique on this page (and so across restarts of the worker). */
const pagePrefix = Math.random().toString(36).slice(2, 8);
let opened = 0;

/**
 * A big file on the formatter, as a job of the runner: the worker reads it in chunks, validates it and indexes its
 * formatted output in one pass (progress, Cancel), while its rows are shown (two result views, the output and the
 * input as written, whose rows, folds and Find are read-only calls that never terminate the worker); the download
 * streams the output in parts to a file (a read-only job: its Cancel leaves the file open).
 */
export function useBigFile({ file, layout }: BigInput, language: FormatLanguage, tool: string) {
  const t = useFormatterT();
  const engine = useEngineText();
  const downloadStopped = t('big.downloadStopped');
  const timeoutMs = engineTimeLimit(file.size);
  const task = useWorkerTask<EngineApi<'big-file'>, BigSummary>(bigFileClient, {
    tool,
    action: 'Format',
    describeError: (e) =>
      e.code === 'big-file-too-large'
        ? { message: engine({ ...e, message: BIG_FILE_ERRORS['big-file-too-large'] }) }
        : e.code === 'xml-token-too-large'
          ? {
              message: engine({ ...e, message: BIG_FILE_ERRORS['xml-token-too-large'] }),
              details: e.line !== undefined ? [t('error.lineColumn', { line: String(e.line), column: String(e.column ?? 1) })] : [],
            }
          : formatterError(language, e, { t, engine }),
  });
  const queries = useWorkerQueries(viewClient(bigFileClient), { tool, timeoutMs });
  const exporter = useWorkerTask<EngineApi<'big-file'>, true>(bigFileClient, {
    tool,
    action: 'Export',
    readOnly: true,
    timeoutMs,
    failureMessage: downloadStopped,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<IndexProgress | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  // Cancel terminates the worker: the file's index is gone with it.
  const [cancelled, setCancelled] = useState(false);
  const startedAt = useRef(0);
  const { status, result, error } = task;

  // The views of this opening: the formatted output (folds, Find) and the input as written.
  const views = useMemo(() => {
    const id = `${pagePrefix}-${++opened}`;
    const ids: BigViews = { output: `${id}:output`, input: `${id}:input` };
    const finder = { client: viewClient(bigFileClient), tool, timeoutMs };
    const lang = bigPathLanguage(language.id);
    return {
      ids,
      output: pagedRows(queries, ids.output, finder, (text) => mayOpenNode(lang, text, false)),
      input: pagedRows(queries, ids.input, finder, () => false),
    };
    // A new file or layout opens anew (a new Format run remounts the screen).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, layout.indent, layout.minify]);
  useEffect(
    () => () => {
      views.output.close();
      views.input.close();
    },
    [views],
  );

  useEffect(() => {
    let live = true;
    setProgress(null);
    setCancelled(false);
    startedAt.current = performance.now();
    const onProgress = progressCallback((done: number, total: number, lines: number) => {
      if (live) setProgress({ done, total, lines, at: performance.now() });
    });
    void task.run((ctx) => ctx.call('open', file, bigPathLanguage(language.id), layout, views.ids, onProgress));
    return () => {
      live = false;
      task.reset();
    };
    // `task` is stable; the views change with the file and layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [views]);

  // While indexing, the last known line may continue in the next chunk: rows up to the one before are shown.
  views.output.lineCount = result ? result.lines : progress && !error && !cancelled ? Math.max(0, progress.lines - 1) : 0;
  views.output.complete = !!result;

  // The input's own lines, for its read-only view: asked for once reading has settled (its error's line is there).
  const [inputLines, setInputLines] = useState(0);
  const settled = status === 'idle' && (!!result || !!error) && !cancelled;
  useEffect(() => {
    setInputLines(0);
    if (!settled) return;
    let live = true;
    queries.call('viewLineCount', views.ids.input).then(
      (r) => live && r.ok && setInputLines(r.value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [settled, views, queries]);
  views.input.lineCount = inputLines;
  views.input.complete = inputLines > 0;

  /** Streams the formatted output to a file (the save dialog where there is one, else a download). */
  const download = async () => {
    if (!result || saving !== null) return;
    setSaving(0);
    setNotice(null);
    await saveParts(`formatted.${language.ext}`, `${language.mime};charset=utf-8`, (write) =>
      exporter.run(async (ctx) => {
        await ctx.call('exportStart');
        let written = 0;
        for (let part = await ctx.call('exportNext'); part; part = await ctx.call('exportNext')) {
          await write(part);
          ctx.check();
          setSaving((written += part.length));
        }
        return { ok: true, value: true } as const;
      }),
    ).catch(() => setNotice(downloadStopped));
    setSaving(null);
  };

  return {
    task,
    queries,
    exporter,
    views,
    progress,
    startedAt: startedAt.current,
    cancelled,
    saving,
    /** A failure of the download outside the job (the file could not be closed). */
    notice,
    download,
    cancel() {
      setCancelled(true);
      task.cancel();
    },
  };
}
