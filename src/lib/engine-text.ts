import type { EngineError } from '@workers/shared/result';
import { messageScope, useLocale, useScope, type Translate } from './i18n';

/**
 * The engines' messages in the page's language. An engine's failure carries its English `message` (what the command
 * line and the library print), a fixed `code` and, where the message has arguments, their `values`; the page shows
 * the message for `code` from `src/messages/engine/<locale>.json` (ICU, keyed by the code), formatted with the
 * values. English's file says exactly what the engine says (src/messages/engine-messages.test.ts). A failure whose
 * code has no message (an engine library's own text, e.g. prettier's or jq's) is shown as the engine gave it.
 * Loaded with every tool page (loadToolPage); a prerendered page carries only those it shows.
 */
export const engineMessages = messageScope<string>('engine', {
  en: () => import('../messages/engine/en.json', { with: { type: 'json' } }),
  nl: () => import('../messages/engine/nl.json', { with: { type: 'json' } }),
  de: () => import('../messages/engine/de.json', { with: { type: 'json' } }),
  fr: () => import('../messages/engine/fr.json', { with: { type: 'json' } }),
  es: () => import('../messages/engine/es.json', { with: { type: 'json' } }),
  it: () => import('../messages/engine/it.json', { with: { type: 'json' } }),
  pl: () => import('../messages/engine/pl.json', { with: { type: 'json' } }),
});

/** `error`'s message in `locale`'s words (see {@link engineMessages}). */
export function engineText(error: Pick<EngineError, 'message' | 'code' | 'values'>, t: Translate<string>, has: (key: string) => boolean): string {
  return error.code && has(error.code) ? t(error.code, error.values) : error.message;
}

/**
 * The page's translator of engine failures: `const text = useEngineText(); text(result.error)`. A prerendered page
 * carries only the engine messages it showed (src/lib/i18n.ts, seedPageMessages), and a job's result or failure
 * shows once the whole file is there (worker-task.ts); a text read before that (a refusal of the visitor's input
 * while it loads) is read through the scope, which shows nothing until the file is there, never the English text.
 */
export function useEngineText(): (error: Pick<EngineError, 'message' | 'code' | 'values'>) => string {
  const locale = useLocale();
  const t = useScope(engineMessages);
  return (error) => {
    if (error.code && engineMessages.loaded(locale) && !engineMessages.complete(locale) && !engineMessages.has(locale, error.code)) return t(error.code, error.values);
    return engineText(error, t, (key) => engineMessages.loaded(locale) && engineMessages.has(locale, key));
  };
}
