/**
 * The one way a large text reaches a worker: sent ahead in slices of at most 1 M characters, one message each, under
 * a key (`stageText`), then named by that key in the call that uses it (`{ staged: key }`). Serialising 10 MB in one
 * message blocks the page for longer than a task may take; slices spread it over short tasks, and the page never
 * joins the editor's text into one string. A text of one slice goes with the call itself, as a plain string.
 */

/** A text sent ahead with stageText, by its key. */
export interface StagedText {
  staged: string;
}

/** What a call takes as text: the text itself (one message) or the key of a text staged ahead. */
export type TextInput = string | StagedText;

/** Texts being staged in this worker, by key. */
const staged = new Map<string, string[]>();

/** The staging part of a worker's API (the engine worker spreads it into its own). */
export const stagingApi = {
  /** Appends one slice of the text `key`; `first` starts it afresh (what an earlier, unfinished staging left goes). */
  stageText(key: string, slice: string, first: boolean): void {
    const parts = first ? [] : (staged.get(key) ?? []);
    parts.push(slice);
    staged.set(key, parts);
  },
};

/**
 * The text a call was given: itself, or the slices staged under its key, joined and released. A key with nothing
 * staged is a fault of the page (staging and the call are one job, on one worker): it throws.
 */
export function textOf(input: TextInput): string {
  if (typeof input === 'string') return input;
  const parts = staged.get(input.staged);
  if (!parts) throw new Error('No text was staged under this key');
  staged.delete(input.staged);
  return parts.join('');
}
