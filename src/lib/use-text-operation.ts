import type { IndexedText } from '@workers/shared/line-index';
import { sendText } from './stage-text';
import { OPERATION_TIMEOUT_MESSAGE, engineTimeLimit } from './time-limits';
import { useWorkerTask } from './use-worker-task';
import { workerClient, type EngineApi } from './workers';

/** The text operations' worker (workers/text/): one for every tool that is a text operation. */
const textClient = workerClient('text');

/**
 * The job of a tool that is a text operation (workers/text/operations/<tool id>.ts): runs it in the worker on an
 * input (read in slices, staged to the worker) and holds the output, its error, Cancel and the rest of the job
 * runner's state; the worker keeps the output for the result view's Find (`client`). A refusal shows the operation's
 * message (it names what in the input it could not take), in the page's language where it has a code.
 */
export function useTextOperation(tool: { id: string; title: string }) {
  const task = useWorkerTask<EngineApi<'text'>, IndexedText>(textClient, { tool: tool.title, timeoutMessage: OPERATION_TIMEOUT_MESSAGE });
  const run = (input: () => Promise<readonly string[]>, length: number) =>
    void task.run(
      async (ctx) => {
        const slices = await input();
        ctx.check();
        return ctx.call('run', tool.id, await sendText(ctx, 'input', slices));
      },
      { timeoutMs: engineTimeLimit(length) },
    );
  return { output: task.result, client: textClient, error: task.error, running: task.status === 'running', run, cancel: task.cancel, reset: task.reset };
}
