/** Shown in place of a tool whose code could not be loaded (offline before the first visit, a new deployment). */
export const TOOL_UNAVAILABLE_MESSAGE = 'This tool could not be loaded. Check your connection and reload the page.';

/**
 * Without the app, a prerendered tool would stay disabled with no word why: says it above the tool. For start-up
 * failures, when React is not there to render the message.
 */
export function showToolUnavailable(doc: Document): void {
  const body = doc.querySelector('fieldset.tool-body');
  if (!body || body.previousElementSibling?.classList.contains('tool-failed')) return;
  const note = doc.createElement('p');
  note.className = 'tool-failed';
  note.setAttribute('role', 'alert');
  note.textContent = TOOL_UNAVAILABLE_MESSAGE;
  body.before(note);
}
