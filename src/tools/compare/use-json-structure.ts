import { useCallback, useEffect } from 'react';
import { sendText } from '../../lib/stage-text';
import { useWorkerTask } from '../../lib/use-worker-task';
import type { EngineApi } from '../../lib/workers';
import type { CompareView, StructureView } from '@workers/compare/api';
import { refusal } from '@workers/shared/meta';
import { COMPARE_ERRORS } from '@workers/compare/meta';
import { useEngineText } from '../../lib/engine-text';
import { structureClient } from './compare-workers';

/**
 * The structural summary of a JSON compare's result, in its own worker: computed from the result's two texts (the
 * lines it names are the line view's) for each new result and each new key field. Cancel ends only this job.
 */
export function useJsonStructure(tool: { title: string }, result: CompareView, arrayKey: string) {
  const engineText = useEngineText();
  const task = useWorkerTask<EngineApi<'compare'>, StructureView>(structureClient, {
    tool: tool.title,
    action: 'Compare',
    describeError: () => ({ message: engineText(refusal(COMPARE_ERRORS, 'structure-failed').error) }),
  });
  const { run } = task;
  const summarise = useCallback(
    () =>
      void run(async (ctx) => {
        // A JSON compare's result carries its texts (only XML compared as XML leaves them in the worker).
        if (!result.left || !result.right) return undefined;
        const left = await sendText(ctx, 'original', result.left.text);
        return ctx.call('jsonStructure', left, await sendText(ctx, 'modified', result.right.text), arrayKey);
      }),
    [run, result, arrayKey],
  );
  useEffect(summarise, [summarise]);

  return { summary: task.result, running: task.status === 'running', error: task.error, summarise, cancel: task.cancel };
}
