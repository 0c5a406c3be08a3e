import type { TextInput } from '@workers/shared/staging';
import type { JobContext } from './worker-task';
import { yieldToPage } from './yield-to-page';

/** The largest slice sent in one message (the editor reads its text in slices of this size). */
export const SLICE_CHARS = 1 << 20;

/** A worker whose API stages texts (see workers/shared/staging.ts). */
interface StagingApi {
  stageText(key: string, slice: string, first: boolean): void;
}

/** `text` in slices of at most {@link SLICE_CHARS} characters. */
export function sliceText(text: string): string[] {
  const slices: string[] = [];
  for (let i = 0; i < text.length; i += SLICE_CHARS) slices.push(text.slice(i, i + SLICE_CHARS));
  return slices.length ? slices : [''];
}

/**
 * Sends a text to the job's worker the one way large text goes there (workers/shared/staging.ts): a text of one
 * slice goes with the call itself; a longer one is staged under `key`, one message per slice with a yield to the page
 * between them, and the call then names the key. Returns what the call takes as its text.
 */
export async function sendText<Api extends StagingApi>(ctx: JobContext<Api>, key: string, text: string | readonly string[]): Promise<TextInput> {
  const slices = typeof text === 'string' ? sliceText(text) : text;
  if (slices.length <= 1) return slices[0] ?? '';
  const stage = ctx.call as unknown as (method: 'stageText', ...args: Parameters<StagingApi['stageText']>) => Promise<void>;
  const posted: Promise<void>[] = [];
  for (const [i, slice] of slices.entries()) {
    ctx.check();
    const call = stage('stageText', key, slice, i === 0);
    // Awaited together below; until then a cancel's rejection must not count as unhandled.
    call.catch(() => undefined);
    posted.push(call);
    await yieldToPage();
  }
  await Promise.all(posted);
  return { staged: key };
}
