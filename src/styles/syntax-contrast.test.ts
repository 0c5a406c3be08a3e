import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOKEN_CLASSES } from '@workers/shared/highlight/tokens';

const theme = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
const colours = readFileSync(new URL('../components/syntax-colours.css', import.meta.url), 'utf8');

/** The custom properties declared in the first block whose selector is exactly `selector`. */
function variables(selector: string): Map<string, string> {
  const at = theme.search(new RegExp(`(^|\\n)${selector.replace('.', '\\.')}\\s*\\{`));
  expect(at, selector).toBeGreaterThanOrEqual(0);
  const body = theme.slice(theme.indexOf('{', at) + 1, theme.indexOf('}', at));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('syntax colours', () => {
  it('computes WCAG ratios as the specification does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const [theme_, selector] of [['light', ':root'], ['dark', ':root.dark']] as const) {
    it(`${theme_}: every token colour has at least 4.5:1 on every row background (plain, hover, current)`, () => {
      const vars = variables(selector);
      const tokens = [...vars.keys()].filter((k) => k.startsWith('--tok-'));
      expect(tokens.length).toBeGreaterThanOrEqual(13);
      const backgrounds = ['--surface', '--surface-2', '--accent-soft'];
      for (const t of tokens)
        for (const bg of backgrounds) {
          const ratio = contrast(vars.get(t)!, vars.get(bg)!);
          expect(ratio, `${t} ${vars.get(t)} on ${bg} ${vars.get(bg)}`).toBeGreaterThanOrEqual(4.5);
        }
    });
  }

  it('every token class has a rule, and every colour it uses is defined in both themes', () => {
    const light = variables(':root');
    const dark = variables(':root.dark');
    for (const cls of TOKEN_CLASSES.filter(Boolean)) expect(colours, cls).toContain(`.${cls} {`);
    for (const [, v] of colours.matchAll(/var\((--tok-[\w-]+)\)/g)) {
      expect(light.has(v), v).toBe(true);
      expect(dark.has(v), v).toBe(true);
    }
  });

  it('token kinds that tests tell apart have different colours in both themes', () => {
    for (const vars of [variables(':root'), variables(':root.dark')]) {
      const kinds = ['--tok-key', '--tok-string', '--tok-number', '--tok-keyword', '--tok-literal', '--tok-comment', '--tok-tag', '--tok-attr'];
      expect(new Set(kinds.map((k) => vars.get(k))).size).toBe(kinds.length);
    }
  });
});
