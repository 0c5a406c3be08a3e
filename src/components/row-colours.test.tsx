import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LINE_TOKENIZERS } from '@workers/shared/highlight/index';
import { findMatches } from '@workers/shared/text-search';
import { colouredLine } from './row-colours';

const html = (text: string, query = '', current = -1) => {
  const m = findMatches(text, query);
  return renderToStaticMarkup(<>{colouredLine(text, 0, text.length, LINE_TOKENIZERS.json, 0, m, current)}</>);
};

describe('colouredLine', () => {
  it('renders coloured runs as spans and plain runs as text', () => {
    expect(html('  "a": 1,')).toBe('  <span class="tok-key">&quot;a&quot;</span>: <span class="tok-number">1</span>,');
  });

  it('wraps each match in one mark around its coloured pieces', () => {
    expect(html('"a": "bc"', 'a": "b', 0)).toBe(
      '<span class="tok-key">&quot;</span><mark class="vt-match vt-match-current"><span class="tok-key">a&quot;</span>: <span class="tok-string">&quot;b</span></mark><span class="tok-string">c&quot;</span>',
    );
  });

  it('puts text in text nodes, never HTML', () => {
    expect(html('"<img src=x onerror=alert(1)>": 1')).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
