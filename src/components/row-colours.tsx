import type { ReactNode } from 'react';
import { TOKEN_CLASSES, type LineTokenizer } from '@workers/shared/highlight/tokens';
import type { Matches } from '@workers/shared/text-search';

/** One reusable buffer for the tokenizer's runs: rows render one at a time. */
const runs: number[] = [];

/**
 * The runs of `runs` (pairs [end, kind], contiguous from `lineStart`) that fall in `from`..`to`, as text nodes and
 * `<span class="tok-…">` elements (text only, never HTML).
 */
function spans(text: string, lineStart: number, from: number, to: number, out: ReactNode[], key: string): void {
  let pos = lineStart;
  for (let k = 0; k < runs.length && pos < to; k += 2) {
    const end = runs[k];
    const a = Math.max(pos, from);
    const b = Math.min(end, to);
    pos = Math.max(pos, end);
    if (b <= a) continue;
    const cls = TOKEN_CLASSES[runs[k + 1]];
    const slice = text.slice(a, b);
    out.push(cls ? (
      <span key={`${key}${k}`} className={cls}>
        {slice}
      </span>
    ) : slice);
  }
  if (pos < to) out.push(text.slice(Math.max(pos, from), to));
}

/**
 * One row's text `start`..`end`, coloured by `tokenize` from `state`, with every Find match in it wrapped in one
 * <mark> (its coloured pieces inside), so a match stays one element even across tokens.
 */
export function colouredLine(text: string, start: number, end: number, tokenize: LineTokenizer, state: number, m: Matches, currentMatch: number): ReactNode[] {
  runs.length = 0;
  tokenize(text, start, end, state, runs);
  const parts: ReactNode[] = [];
  let pos = start;
  for (let k = 0; k < m.starts.length && m.starts[k] < end; k++) {
    const s = Math.max(m.starts[k], pos);
    const e = Math.min(end, m.starts[k] + m.length);
    if (s > pos) spans(text, start, pos, s, parts, `p${k}-`);
    const inner: ReactNode[] = [];
    spans(text, start, s, e, inner, `m${k}-`);
    parts.push(
      <mark key={`m${k}`} className={k === currentMatch ? 'vt-match vt-match-current' : 'vt-match'}>
        {inner}
      </mark>,
    );
    pos = e;
  }
  if (pos < end) spans(text, start, pos, end, parts, 'r');
  return parts;
}
