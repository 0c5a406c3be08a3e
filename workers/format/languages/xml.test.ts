import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { END, HAS_CHILDREN, SELF_CLOSING, START, formatXml, layoutXml } from './xml';
import { ERROR_CASES, LOSSLESS_CASES, XMLLINT_CASES } from './xml.cases';

const value = (code: string) => {
  const r = formatXml(code);
  if (!r.ok) throw new Error(`unexpected error: ${r.error.message}`);
  return r.value;
};

describe('formatXml layout (as xmllint --format)', () => {
  it.each(XMLLINT_CASES)('%j', (input, expected) => {
    expect(value(input)).toBe(expected);
  });

  it.each(LOSSLESS_CASES)('%s', (_, input, expected) => {
    expect(value(input)).toBe(expected);
  });

  it('caps indentation at 60 spaces like xmllint', () => {
    const d = 35;
    let input = '';
    for (let k = 0; k < d; k++) input += `<e${k}>`;
    input += 'x';
    for (let k = d - 1; k >= 0; k--) input += `</e${k}>`;
    const lines: string[] = [];
    const pad = (k: number) => ' '.repeat(2 * Math.min(k, 30));
    for (let k = 0; k < d - 1; k++) lines.push(`${pad(k)}<e${k}>`);
    lines.push(`${pad(d - 1)}<e${d - 1}>x</e${d - 1}>`);
    for (let k = d - 2; k >= 0; k--) lines.push(`${pad(k)}</e${k}>`);
    expect(value(input)).toBe(lines.join('\n') + '\n');
  });
});

describe('formatXml errors', () => {
  it.each(ERROR_CASES)('%j', (input, message, line, column) => {
    // Each also carries its code and values (engine-messages.test.ts in the formatter's folder checks them).
    expect(formatXml(input)).toMatchObject({
      ok: false,
      error: { message: `${message} (line ${line}, column ${column})`, line, column, code: expect.stringMatching(/^xml-/) },
    });
  });
});

/** Removes whitespace between tags and inside tags, and writes `<a></a>` as `<a/>`. */
function canonical(xml: string): string {
  return xml
    .replace(/>\s+</g, '><')
    .replace(/^\s+|\s+$/g, '')
    .replace(/<([^\s/>!?]+)([^>]*?)\s*>\s*<\/\1\s*>/g, '<$1$2/>')
    .replace(/\s*=\s*/g, '=')
    .replace(/\s+(\/?>)/g, '$1')
    .replace(/\s+/g, ' ');
}

function record(i: number): string {
  return (
    `<person id="${i}" active="${i % 2 === 0}"><name>N ${i}</name><email>user${i}@example.com</email>` +
    `<tags><tag>a</tag><tag>b</tag></tags><address><street>Main ${i}</street><city/></address>` +
    `<bio>Likes <b>x</b> &amp; y.</bio><!-- ${i} --><empty></empty></person>`
  );
}
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?><people>${Array.from({ length: 300 }, (_, i) => record(i)).join('')}</people>`;

describe('formatXml round trip', () => {
  it.each([
    ['generated records', DOCUMENT],
    ...XMLLINT_CASES.filter(([input]) => !/>\s+[^\s<]|[^\s>]\s+</.test(input)).map(([input]) => [input, input]),
  ])('%s: idempotent and only whitespace changes', (_, input) => {
    const once = value(input);
    expect(value(once)).toBe(once);
    expect(canonical(once)).toBe(canonical(input));
  });

  it('formats 20,000 levels of nesting without recursion', () => {
    const d = 20000;
    const out = value('<a>'.repeat(d) + 'x' + '</a>'.repeat(d));
    const lines = out.split('\n');
    expect(lines.length).toBe(2 * (d - 1) + 2);
    expect(lines[0]).toBe('<a>');
    expect(lines[d - 1]).toBe(' '.repeat(60) + '<a>x</a>');
    expect(lines[2 * d - 2]).toBe('</a>');
    expect(formatXml('<a>'.repeat(d) + '</a>'.repeat(d - 1))).toMatchObject({
      ok: false,
      error: { message: `Premature end of data in tag a line 1 (line 1, column ${7 * d - 3})` },
    });
  });
});

const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

describe('formatXml against the xmllint oracle', () => {
  const xmllint = (input: string) => {
    const out = execFileSync('xmllint', ['--format', '-'], { input, maxBuffer: 1 << 28 }).toString();
    return /^\s*<\?xml/.test(input) ? out : out.replace(/^<\?xml[^>]*>\n/, '');
  };

  it.skipIf(!hasXmllint)('matches xmllint --format on every table case (skipped: xmllint not installed)', () => {
    for (const [input] of XMLLINT_CASES) expect(value(input), input).toBe(xmllint(input));
  });

  it.skipIf(!hasXmllint)('matches xmllint --format on a generated document (skipped: xmllint not installed)', () => {
    expect(value(DOCUMENT)).toBe(xmllint(DOCUMENT));
  });

  it.skipIf(!hasXmllint)('matches xmllint --format on 200 random documents (skipped: xmllint not installed)', () => {
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)];
    const ws = () => pick(['', '', '', ' ', '\n', '\n  ', '  ', '\t', '\n\n']);
    const leaf = ['text', 'a b', '&amp;', 'x&lt;y', ' ', '<!--c-->', '<?p d?>', '<![CDATA[z]]>', 'é', '  t  '];
    const attrs = [' x="1"', ' y="2" z="3"', ' xml:space="preserve"', ' xml:space="default"'];
    // Iterative generator: a stack of open elements with the children each still has to receive.
    const randomDocument = () => {
      let out = '<?xml version="1.0" encoding="UTF-8"?>' + ws() + '<root>';
      const stack: Array<[string, number]> = [['root', 2 + Math.floor(rnd() * 3)]];
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (top[1] === 0) {
          out += ws() + `</${top[0]}>`;
          stack.pop();
          continue;
        }
        top[1]--;
        out += ws();
        if (stack.length > 5 || rnd() < 0.25) {
          out += pick(leaf);
        } else {
          const name = pick(['a', 'b', 'c', 'd']);
          const attr = rnd() < 0.3 ? pick(attrs) : '';
          const kids = Math.floor(rnd() * 4);
          if (kids === 0) out += rnd() < 0.5 ? `<${name}${attr}/>` : `<${name}${attr}>${ws()}</${name}>`;
          else {
            out += `<${name}${attr}>`;
            stack.push([name, kids]);
          }
        }
      }
      return out + ws();
    };
    for (let k = 0; k < 200; k++) {
      const doc = randomDocument();
      const mine = value(doc).split(']]><![CDATA[').join('');
      expect(mine, doc).toBe(xmllint(doc));
    }
  });
});

describe('layoutXml', () => {
  const docs = [
    ...LOSSLESS_CASES.map(([, input]) => input),
    ...XMLLINT_CASES.map(([input]) => input),
    '<?xml version="1.0"?>\n<!DOCTYPE r [\n<!ENTITY e "x">\n]>\n<r a="1\n2">\n  <a></a><b>t\nu</b>\n<!-- c\nd --><c><![CDATA[\n]]></c><?p\nq?></r>\n<!-- after -->',
  ];

  it.each(docs)('%j: formatXml\'s text, and each token on the lines where it is written', (doc) => {
    const r = layoutXml(doc);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { text, tokens, lines } = r.value;
    expect(`${text}\n`).toBe(value(doc));
    const rows = text.split('\n');
    const { kind, start, end, flags } = tokens;
    for (let k = 0; k < tokens.count; k++) {
      const [first, last] = [lines[2 * k], lines[2 * k + 1]];
      expect(first).toBeLessThanOrEqual(last);
      const written = doc.slice(start[k], end[k]).replace(/\r\n?/g, '\n');
      const newlines = (t: string) => (t.match(/\n/g) ?? []).length;
      if (kind[k] === END && kind[k - 1] === START && !(flags[k - 1] & (SELF_CLOSING | HAS_CHILDREN))) {
        // `<a></a>` written `<a/>`: the end tag is on its start tag's line.
        expect([first, last]).toEqual([lines[2 * k - 2], lines[2 * k - 1]]);
        continue;
      }
      if (kind[k] === START) {
        // Written with its whitespace collapsed, except in attribute values.
        expect(rows[first]).toContain(written.slice(0, written.search(/[\s/>]|$/)));
        expect(rows[last]).toMatch(/>/);
        expect(last - first).toBe(newlines((written.match(/"[^"]*"|'[^']*'/g) ?? []).join('')));
      } else {
        // As written; a line feed that ends a token ends the token's last line.
        const body = written.endsWith('\n') ? written.slice(0, -1) : written;
        expect(rows.slice(first, last + 1).join('\n'), `token ${k} ${JSON.stringify(written)}`).toContain(body);
        expect(last - first).toBe(newlines(body));
      }
    }
  });

  it('fails as formatXml does', () => {
    expect(layoutXml('<a><b></a>')).toEqual(formatXml('<a><b></a>'));
  });
});
