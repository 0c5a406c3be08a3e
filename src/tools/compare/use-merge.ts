import { useState } from 'react';
import { refusal } from '@workers/shared/meta';
import { COMPARE_ERRORS } from '@workers/compare/meta';
import { useWorkerTask } from '../../lib/use-worker-task';
import type { EngineApi } from '../../lib/workers';
import { useEngineText } from '../../lib/engine-text';
import { mergeJobs } from './compare-workers';
import type { CompareInputs, Side } from './use-compare-inputs';

/**
 * Merges: a change block copied from one side to the other, read from the result the compare's worker holds, then
 * compared again; Undo merge puts the earlier text back. `compareAgain` runs after each text change.
 */
export function useMerge(tool: { title: string }, inputs: CompareInputs, compareAgain: () => void) {
  const engineText = useEngineText();
  const task = useWorkerTask<EngineApi<'compare'>, string>(mergeJobs, {
    tool: tool.title,
    describeError: () => ({ message: engineText(refusal(COMPARE_ERRORS, 'merge-failed').error) }),
  });
  /** Earlier texts of the sides changed by a merge, newest last. */
  const [undo, setUndo] = useState<{ side: Side; text: string }[]>([]);

  const replace = (side: Side, text: string) => {
    inputs.place(side, text);
    compareAgain();
  };

  /** Copies the change block starting at row `block` of the result into side `to`. */
  const merge = async (to: Side, block: number) => {
    const before = inputs.editors[to].current?.getValue() ?? '';
    const text = await task.run((ctx) => ctx.call('mergeBlock', block, to === 'original' ? 0 : 1));
    if (text === null) return;
    setUndo((prev) => [...prev, { side: to, text: before }]);
    replace(to, text);
  };

  const undoMerge = () => {
    const last = undo.at(-1);
    if (!last) return;
    setUndo(undo.slice(0, -1));
    replace(last.side, last.text);
  };

  return {
    merge,
    undoMerge,
    canUndo: undo.length > 0,
    running: task.status === 'running',
    error: task.error,
    /** The user edited a side: the earlier texts no longer lead back to it, and a merge's error is out of date. */
    forget: () => {
      task.reset();
      setUndo((prev) => (prev.length ? [] : prev));
    },
    /** A new compare: a merge's error is out of date. */
    reset: task.reset,
  };
}
