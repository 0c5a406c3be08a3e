/**
 * The big-file family (the JSON and XML formatters' files over 16 MB, read in parts by their own worker): its error
 * codes and the messages the page shows for them. Plain data (see workers/families.ts).
 */

/** The refusals of the big-file path and what the page says for each. */
export const BIG_FILE_ERRORS = {
  'big-file-too-large':
    'This file is larger than 2 GB. DevToolbox formats JSON and XML files up to 2 GB in the browser: please split it or use a smaller excerpt.',
  /** One piece of a big XML file over MAX_TOKEN_CHARS (workers/format/big-xml.ts); shown with its line and column. */
  'xml-token-too-large':
    'This XML file has a single text, comment, CDATA section or tag longer than 64 MB, the most DevToolbox takes in one piece: please split it or use a smaller excerpt.',
} as const;

export type BigFileErrorCode = keyof typeof BIG_FILE_ERRORS;
