/**
 * The text operations' plain data (see workers/families.ts): small tools that turn a text into another text (an
 * encoder, a decoder, a case converter …), one file each in `operations/`, named by the tool's id. `npm run new:tool`
 * writes such a file with the tool's folder.
 */

/** The text operations' refusals. An operation that rejects its input has the code `operation-failed` and its own message. */
export const TEXT_ERRORS = {
  'text-blank': 'Please enter some text',
  'text-unknown-operation': 'This tool is not available in this version of the site: reload the page',
} as const;

export type TextErrorCode = keyof typeof TEXT_ERRORS | 'operation-failed';

/** One example of an operation: its input and exactly the output it gives. */
export interface TextExample {
  input: string;
  output: string;
}

/**
 * One text operation: `run` turns the input into the output (throwing an Error whose message the user reads for an
 * input it cannot take), and `examples` are its unit test, run by operations.test.ts.
 */
export interface TextOperation {
  run(input: string): string;
  examples: readonly TextExample[];
}
