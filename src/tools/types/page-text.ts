import type { ToolContent } from '../../content/types';

/** What one language's page says in its own words; the sections around it are the same for every language. */
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

/** A types page's text: why, what every record decides, how to use it, how it is checked, good to know. */
export function typesContent(t: TargetText): ToolContent {
  return {
    sections: [
      { heading: `Why ${t.name} from your data`, paragraphs: [t.why] },
      {
        heading: 'Every record counts',
        items: [
          { title: 'Missing keys', text: t.optional },
          { title: 'Nulls', text: t.nullable },
          { title: 'Numbers', text: t.numbers },
          { title: 'Formats and enums', text: t.formats },
          { title: 'Names', text: t.names },
        ],
      },
      {
        heading: 'How to use it',
        layout: 'steps',
        items: [
          { text: `Paste JSON, NDJSON, YAML or CSV into the Data panel, or open or drop a file; files up to 2 GB are read in parts for ${t.name}.` },
          { text: `Click Make Types or press Ctrl+Enter: the ${t.name} output appears with its colours, and a line says how many records were read.` },
          { text: `Adjust the root type name and the options; the ${t.name} output is rewritten from what was already read.` },
          { text: `Copy the ${t.name} code or download it, or pick another language: the same data gives the same types there.` },
        ],
      },
      { heading: 'Checked by a real compiler', paragraphs: [t.checked] },
      {
        heading: 'Good to know',
        items: [
          { text: t.options },
          { text: `Invalid input is reported with its line and column, and nothing of it goes into the ${t.name} output.` },
          { text: `Memory grows with the structure of the data, not its size: a million records of one shape make the same ${t.name} types as ten.` },
          { text: `Your data stays in this tab: the ${t.name} types are made in a background worker, and Cancel stops it at once.` },
        ],
      },
    ],
  };
}
