import { fail, type EngineError } from '../../shared/result';
import { positionAt } from '../../shared/position';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses text with an unpaired surrogate for a formatter that runs on UTF-8 (the WASM ones): UTF-8 cannot encode
 * a lone surrogate, so the text would come back with U+FFFD in its place, silently changing the user's code.
 * Returns the failure naming the 1-based line and column, or null when the text is well formed.
 */
export function refuseLoneSurrogate(code: string, formatterName: string): { ok: false; error: EngineError } | null {
  const m = LONE_SURROGATE.exec(code);
  if (!m) return null;
  const { line, column } = positionAt(code, m.index);
  const hex = m[0].charCodeAt(0).toString(16).toUpperCase();
  const refusal = fail(
    `Line ${line}, column ${column}: this text contains an unpaired surrogate character (U+${hex}), which the ${formatterName} cannot keep.`,
    line,
    column,
  );
  refusal.error.code = 'lone-surrogate';
  return refusal;
}
