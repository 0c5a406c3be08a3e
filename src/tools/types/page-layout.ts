import type { ToolContent } from '../../content/types';

/** What a content file says of one target in one site language; the words around it are the language's `PageWords`. */
export interface TargetText {
  /** The language's name as the page writes it. */
  name: string;
  /** Why types from data matter for this language (the first section). */
  why: string;
  /** How a key missing from some records is written. */
  optional: string;
  /** How a key that is sometimes null is written. */
  nullable: string;
  /** Integers, fractions and integers past 2^53. */
  numbers: string;
  /** String formats and enums. */
  formats: string;
  /** Keys that are not names in the language, reserved words, nested types. */
  names: string;
  /** How the output is checked in our tests. */
  checked: string;
  /** The options this language offers. */
  options: string;
}

/** A sentence about the target language, given its name ("Go", "JSON Schema"). */
export type AboutTarget = (name: string) => string;

/** What every record decides, in the page's order: each a title of the site language and a text of the target's. */
const RECORD_ITEMS = ['optional', 'nullable', 'numbers', 'formats', 'names'] as const;
/** The steps, in order. */
const STEPS = ['paste', 'make', 'adjust', 'copy'] as const;
/** The notes after the target's options, in order. */
const NOTES = ['invalid', 'memory', 'privacy'] as const;

/**
 * The words of one site language around every types page; each site language writes all of them (a missing one
 * fails the type-check), and `typesLayout` puts them in the one layout every language shares.
 */
export interface PageWords {
  /** First heading: why make this target's types from your data. */
  whyHeading: AboutTarget;
  /** Heading of what every record decides, and its items' titles. */
  recordsHeading: string;
  titles: Record<(typeof RECORD_ITEMS)[number], string>;
  /** Heading of the steps, and the steps: paste or open data, make the types, adjust the options, copy or download. */
  stepsHeading: string;
  steps: Record<(typeof STEPS)[number], AboutTarget>;
  /** Heading of how the output is checked. */
  checkedHeading: string;
  /** Heading of the last list, and its items after the target's options: invalid input, memory, privacy. */
  notesHeading: string;
  notes: Record<(typeof NOTES)[number], AboutTarget>;
}

/**
 * The layout of a types page in one site language: why, what every record decides, how to use it, how it is
 * checked, good to know. Returns the builder the language's content files call with each target's text.
 */
export function typesLayout(w: PageWords): (t: TargetText) => ToolContent {
  return (t) => ({
    sections: [
      { heading: w.whyHeading(t.name), paragraphs: [t.why] },
      { heading: w.recordsHeading, items: RECORD_ITEMS.map((k) => ({ title: w.titles[k], text: t[k] })) },
      { heading: w.stepsHeading, layout: 'steps', items: STEPS.map((k) => ({ text: w.steps[k](t.name) })) },
      { heading: w.checkedHeading, paragraphs: [t.checked] },
      { heading: w.notesHeading, items: [{ text: t.options }, ...NOTES.map((k) => ({ text: w.notes[k](t.name) }))] },
    ],
  });
}
