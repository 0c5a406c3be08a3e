/**
 * The stages of a big Text Compare (big-compare.ts), in order, with each one's share of the whole job's time, so
 * that the page can say how long the whole compare has left, not just the reading. The shares were measured on two
 * 200 MB files with 1% of the lines changed (scripts/make-big-compare-inputs.mjs) in the built site, from each
 * stage's first report to the next one's (two runs of 10.8 and 11.1 s: reading 13% and 10%, splitting 51% and
 * 43%, matching 28% and 32%, the line diff 1% and 3%, building the rows and showing them 7% and 12%). Byte stages
 * report bytes done of both files' size, the others only that they started.
 */
export const BIG_COMPARE_STAGES = [
  { label: 'Reading files', share: 0.12, bytes: true },
  { label: 'Splitting lines', share: 0.47, bytes: true },
  { label: 'Matching lines', share: 0.3, bytes: true },
  { label: 'Comparing lines', share: 0.03, bytes: false },
  { label: 'Building rows', share: 0.08, bytes: false },
] as const;

/** Index of each stage in {@link BIG_COMPARE_STAGES}, as the worker reports it. */
export const BIG_STAGE = { read: 0, split: 1, match: 2, diff: 3, rows: 4 } as const;
