/**
 * The job runner's own messages (worker-task.ts): a tool that stopped, a page whose code was replaced, a tool not
 * cached while offline, and each kind of job's time limit. Each has a fixed code; a failed job's `TaskError` carries
 * it beside the English `message`, and the screen shows it in the page's language through `useEngineText()` (the
 * codes are messages of the engine scope, `src/messages/engine/<locale>.json`, which every tool page loads). The
 * English file says exactly what this table says (task-messages.test.ts).
 */
export const TASK_MESSAGES = {
  'tool-crashed': 'The tool stopped unexpectedly. Try again; if it keeps happening, reload the page.',
  'page-updated': 'This page was updated — reload to get the new version.',
  'tool-offline': 'You are offline and this tool has not been cached yet.',
  'format-timeout': 'This input takes too long to format: the formatter was stopped. Try a smaller part of it, or check it for unusual nesting.',
  'convert-timeout': 'This input takes too long to convert: the conversion was stopped. Try a smaller part of it, or check it for unusual nesting.',
  'operation-timeout': 'This input takes too long: the tool was stopped. Try a smaller part of it.',
  'compare-timeout': 'These inputs take too long to compare: the comparison was stopped. Try smaller parts of them.',
  'generate-timeout': 'Generating this data takes too long: generation was stopped. Try fewer records or simpler patterns.',
  'pdf-timeout': 'The PDF takes too long to export: the export was stopped. Try "Only changes".',
  'find-timeout': 'This search takes too long: it was stopped. Try a longer or rarer query.',
  'query-timeout': 'This query takes too long: it was stopped. Try a simpler filter or a smaller document.',
  'xpath-timeout': 'This query takes too long: it was stopped. Try a more specific expression or a smaller document.',
} as const;

export type TaskMessageCode = keyof typeof TASK_MESSAGES;

/** A message with its code: what a screen passes as a job's time-limit or failure message. */
export interface CodedMessage {
  readonly code: string;
  readonly message: string;
}

/** The job runner's message `code`, with its English text. */
export const taskMessage = (code: TaskMessageCode): CodedMessage => ({ code, message: TASK_MESSAGES[code] });
