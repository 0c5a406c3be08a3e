import { reportError } from './telemetry';

/**
 * Writes text to the clipboard. Call it synchronously inside the click handler (no await before it) so the
 * click's user activation is kept. A failure is only reported, never shown (product rule).
 */
export async function copyText(text: string, context: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (e) {
    reportError(e, context, 'warning');
    return false;
  }
}

/**
 * Writes text that is still being made (a worker's answer) to the clipboard. Call it synchronously inside the click
 * handler: the write starts during the click's activation with a ClipboardItem whose text arrives later (Safari,
 * Chromium and Firefox accept a promise there); where ClipboardItem is missing, the text is written when it
 * arrives. `text` resolving to null (nothing was made) writes nothing. A failure is only reported, never shown.
 */
export async function copyTextWhenReady(text: Promise<string | null>, context: string): Promise<boolean> {
  try {
    if (typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function') {
      const blob = text.then((t) => {
        if (t === null) throw new Error('Nothing to copy');
        return new Blob([t], { type: 'text/plain' });
      });
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    }
    const t = await text;
    return t === null ? false : copyText(t, context);
  } catch (e) {
    if ((await text.catch(() => null)) !== null) reportError(e, context, 'warning');
    return false;
  }
}
