import { useEffect, useState } from 'react';

/**
 * The clock of a job's progress line: re-renders every 500 ms while the job runs (so that the time left goes on
 * counting down in a stage that reports nothing until it ends), and notes when the reported stage changed.
 * Returns the time now and when the current stage started (the job's start for its first stage).
 */
export function useJobClock(running: boolean, startedAt: number, stage: number): { now: number; stageStartedAt: number } {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((t) => t + 1), 500);
    return () => clearInterval(timer);
  }, [running]);
  const now = performance.now();
  const [mark, setMark] = useState({ startedAt, stage, at: startedAt });
  // A new job, or a new stage of this one (state adjusted while rendering, as React recommends for derived state).
  if (mark.startedAt !== startedAt || mark.stage !== stage) setMark({ startedAt, stage, at: mark.startedAt !== startedAt ? startedAt : now });
  return { now, stageStartedAt: mark.startedAt === startedAt && mark.stage === stage ? mark.at : stage === 0 ? startedAt : now };
}
