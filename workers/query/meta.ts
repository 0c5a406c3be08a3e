/** What the page may import from the query engine: plain data and types (the engine stays in the worker). */

/** The refusal code when the worker does not hold the document named in the request: send its text. */
export const QUERY_NEEDS_TEXT = 'query-needs-text';

/** The jq flags the query panel offers, with the command-line option each one is. */
export const JQ_FLAGS = [
  { id: 'compact', option: '-c', label: 'Compact' },
  { id: 'raw', option: '-r', label: 'Raw strings' },
  { id: 'slurp', option: '-s', label: 'Slurp' },
  { id: 'sortKeys', option: '-S', label: 'Sort keys' },
] as const;

/** Refusals that are mistakes in the query or the document (shown as the answer, never reported as failures). */
export const QUERY_MISTAKES = ['jq-compile', 'jq-runtime', 'jsonpath-invalid', 'query-invalid-json'] as const;
