import { useRef, useState } from 'react';
import { isBlankText, type CodeEditorHandle } from '../../components/code-editor';
import { CONVERT_TIMEOUT_MESSAGE, engineTimeLimit } from '../../lib/time-limits';
import { sendText } from '../../lib/stage-text';
import { useWorkerTask } from '../../lib/use-worker-task';
import { workerClient, type EngineApi } from '../../lib/workers';
import type { ConvertResult } from '@workers/convert/api';
import { CONVERT_ERRORS, type ConversionId } from '@workers/convert/meta';
import { refusal } from '@workers/shared/meta';
import type { EngineError } from '@workers/shared/result';
import { useEngineText } from '../../lib/engine-text';
import { useConverterT } from './messages';

/** The converters' worker. */
const convertClient = workerClient('convert');

/**
 * A converter page's job: the input editor's text converted in the worker with the page's options (a changed
 * option drops the result, which no longer describes them).
 */
export function useConverter(tool: { title: string }, conversion: ConversionId) {
  const [inferTypes, setInferTypesState] = useState(false);
  const [protectFormulas, setProtectFormulasState] = useState(true);
  const t = useConverterT();
  const engineText = useEngineText();
  /** The error box: the engine's message in the page's language, with the line and column beneath it when known. */
  const describeError = (e: EngineError) => ({
    message: engineText(e),
    details: e.line !== undefined ? [t('errorPosition', { line: e.line, column: e.column ?? 1 })] : [],
  });
  const task = useWorkerTask<EngineApi<'convert'>, ConvertResult>(convertClient, { tool: tool.title, timeoutMessage: CONVERT_TIMEOUT_MESSAGE, describeError });
  const editor = useRef<CodeEditorHandle>(null);

  const convert = () => {
    if (task.status === 'running') return;
    void task.run(
      async (ctx) => {
        const slices = (await editor.current?.getSlicesAsync()) ?? [];
        ctx.check();
        if (slices.every(isBlankText)) return refusal(CONVERT_ERRORS, 'convert-blank');
        return ctx.call('convert', conversion, await sendText(ctx, 'input', slices), { inferTypes, protectFormulas }, ctx.onProgress);
      },
      { timeoutMs: engineTimeLimit(editor.current?.getLength() ?? 0) },
    );
  };

  return {
    editor,
    task,
    /** The worker that made the result and keeps it for Find. */
    client: convertClient,
    convert,
    inferTypes,
    protectFormulas,
    setInferTypes: (on: boolean) => {
      setInferTypesState(on);
      task.reset();
    },
    setProtectFormulas: (on: boolean) => {
      setProtectFormulasState(on);
      task.reset();
    },
    /** A message instead of a result (a file too large to open). */
    reject: (message: string) => task.fail({ message, details: [] }),
  };
}
