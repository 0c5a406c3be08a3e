import { useRef, useState } from 'react';
import type { CodeEditorHandle } from '../../components/code-editor';
import { FORMAT_TIMEOUT_MESSAGE, engineTimeLimit } from '../../lib/time-limits';
import { sendText } from '../../lib/stage-text';
import { useWorkerTask } from '../../lib/use-worker-task';
import type { ReturnOf } from '../../lib/worker-client';
import { workerClient, type EngineApi } from '../../lib/workers';
import { useEngineText } from '../../lib/engine-text';

/** The text tool's instance of the compare family's worker. */
const textToolClient = workerClient('compare');

type TextToolResult = ReturnOf<EngineApi<'compare'>, 'textTool'> extends { ok: true; value: infer V } | { ok: false } ? V : never;

export type TextType = 'json' | 'xml' | 'html';

/**
 * "Format & Diff"'s job: the input re-printed with the tool's rules for `type` and diffed against it, in the worker;
 * a new type or an edit drops the result (or stops the job), which no longer describes them.
 */
export function useTextTool(tool: { title: string }) {
  const [type, setTypeState] = useState<TextType>('json');
  const engineText = useEngineText();
  const task = useWorkerTask<EngineApi<'compare'>, TextToolResult>(textToolClient, {
    tool: tool.title,
    action: 'Format',
    timeoutMessage: FORMAT_TIMEOUT_MESSAGE,
    describeError: (e) => ({ message: engineText(e) }),
  });
  const input = useRef<CodeEditorHandle>(null);

  const format = () =>
    void task.run(
      async (ctx) => {
        // Read in slices with yields and sent in slices: one multi-megabyte string at once would block the page.
        const slices = (await input.current?.getSlicesAsync()) ?? [];
        ctx.check();
        return ctx.call('textTool', type, await sendText(ctx, 'input', slices));
      },
      { timeoutMs: engineTimeLimit(input.current?.getLength() ?? 0) },
    );

  return {
    input,
    type,
    setType: (t: TextType) => {
      setTypeState(t);
      task.reset();
    },
    task,
    /** The worker that made the output and keeps it for Find. */
    client: textToolClient,
    format,
    output: task.result?.output ?? null,
    diff: task.result?.diff ?? null,
  };
}
