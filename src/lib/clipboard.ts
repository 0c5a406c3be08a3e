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
