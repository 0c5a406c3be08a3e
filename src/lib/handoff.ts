/**
 * An input handed from one screen to the next within the page's life, never stored: the JSON formatter's document
 * to the types pages, and a types page's input to the page of another language. Only one is pending at a time.
 */
export interface HandedInput {
  /** The text, or a file too large for the editor. */
  text?: string;
  file?: File;
  /** The screen's own state to carry over (options, an input id). */
  state?: unknown;
}

/** The types pages' family (the JSON formatter's Types action hands its document to them). */
export const TYPES_HANDOFF = 'types';

let pending: { to: string; input: HandedInput } | null = null;

/** Leaves `input` for the next screen of `to` (a tool family) to take. */
export function handOff(to: string, input: HandedInput): void {
  pending = { to, input };
}

/** The input left for `to`, once (null when there is none). */
export function takeHandoff(to: string): HandedInput | null {
  if (pending?.to !== to) return null;
  const { input } = pending;
  pending = null;
  return input;
}
