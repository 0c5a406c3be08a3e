/**
 * Without the app, a prerendered tool would stay disabled with no word why: says it above the tool, in the page's
 * language (the tool page writes its message into the tool's fieldset, `data-unavailable`). For start-up failures,
 * when React is not there to render the message (the tool page renders it itself otherwise).
 */
export function showToolUnavailable(doc: Document): void {
  const body = doc.querySelector<HTMLElement>('fieldset.tool-body');
  if (!body || !body.dataset.unavailable || body.previousElementSibling?.classList.contains('tool-failed')) return;
  const note = doc.createElement('p');
  note.className = 'tool-failed';
  note.setAttribute('role', 'alert');
  note.textContent = body.dataset.unavailable;
  body.before(note);
}
