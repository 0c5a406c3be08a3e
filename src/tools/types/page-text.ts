import { typesLayout } from './page-layout';

/** A types page's text in English. */
export const typesContent = typesLayout({
  whyHeading: (name) => `Why ${name} from your data`,
  recordsHeading: 'Every record counts',
  titles: { optional: 'Missing keys', nullable: 'Nulls', numbers: 'Numbers', formats: 'Formats and enums', names: 'Names' },
  stepsHeading: 'How to use it',
  steps: {
    paste: (name) => `Paste JSON, NDJSON, YAML or CSV into the Data panel, or open or drop a file; files up to 2 GB are read in parts for ${name}.`,
    make: (name) => `Click Make Types or press Ctrl+Enter: the ${name} output appears with its colours, and a line says how many records were read.`,
    adjust: (name) => `Adjust the root type name and the options; the ${name} output is rewritten from what was already read.`,
    copy: (name) => `Copy the ${name} code or download it, or pick another language: the same data gives the same types there.`,
  },
  checkedHeading: 'Checked by a real compiler',
  notesHeading: 'Good to know',
  notes: {
    invalid: (name) => `Invalid input is reported with its line and column, and nothing of it goes into the ${name} output.`,
    memory: (name) => `Memory grows with the structure of the data, not its size: a million records of one shape make the same ${name} types as ten.`,
    privacy: (name) => `Your data stays in this tab: the ${name} types are made in a background worker, and Cancel stops it at once.`,
  },
});
