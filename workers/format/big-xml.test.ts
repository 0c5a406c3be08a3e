import { describe, expect, it } from 'vitest';
import { bytesSource, CHECKPOINT_LINES, MAX_LINE_CHARS } from './big-document';
import { BigXmlDocument } from './big-xml';
import { formatXml, type XmlLayout } from './languages/xml';
import { ERROR_CASES, LOSSLESS_CASES, XMLLINT_CASES } from './languages/xml.cases';

const encoder = new TextEncoder();

/** The small path on the same bytes, decoded as File.text() does (BOM dropped). */
function small(bytes: Uint8Array, layout: XmlLayout = {}) {
  return formatXml(new TextDecoder().decode(bytes), layout);
}

async function big(bytes: Uint8Array, options: { chunkBytes?: number; segmentChars?: number } = {}, indent?: '2' | '4' | 'tab') {
  const doc = new BigXmlDocument(bytesSource(bytes), { indent }, options);
  const result = await doc.index();
  if (!result.ok) return { doc, result, text: '' };
  const lines = (await doc.getLines(0, result.value.lines)).lines;
  return { doc, result, text: lines.join('\n') + '\n' };
}

async function exported(doc: BigXmlDocument): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const part of doc.export()) parts.push(part);
  return new TextDecoder().decode(Buffer.concat(parts));
}

const DOCS = [
  '<a/>',
  '<a></a>',
  '<a>text</a>',
  '<a><b/><c>x</c></a>',
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- top -->\n<root>\n  <item id="1"  name = \'x\'>v</item>\n  <item/>\n</root>\n<?pi data?>\n',
  '<p>Hello <b>bold</b> and <i>it<u>al</u></i> text</p>',
  '<r>\n  <a>\n    <b/>\n  </a>\n  text at the end\n</r>',
  '<r><a><b/><c/></a>mixed later<d><e/></d></r>',
  '<r>  <a/>  <b>  </b>\n<c> x </c></r>',
  '<r><![CDATA[ <not> & markup ]]><x/></r>',
  '<r><x/><![CDATA[cdata]]></r>',
  '<!DOCTYPE r [\n  <!ENTITY e "value">\n  <!-- in subset -->\n]>\n<r>&e; &amp; &#x1F600; &#233;</r>',
  '<r xml:space="preserve">\n  <a>  </a>\n  <b/>\n</r>',
  '<r><s xml:space="preserve">  <t> </t> </s><u> </u></r>',
  '<r attr="multi\nline\r\nvalue">\r\n  <c>line1\r\nline2\rline3</c>\r\n  <!-- c\r\nd -->\r\n</r>',
  '<r>\n<!-- comment\nwith lines -->\n<?pi with\nlines?>\n<a/>\n</r>',
  '\uFEFF<r>bom</r>',
  '<r><é名 ключ="значение">😀 astral 𝄞</é名><𝒜/></r>',
  '<root>' + '<d>'.repeat(45) + '<leaf/>' + '</d>'.repeat(45) + '</root>',
  '<root>' + Array.from({ length: 900 }, (_, i) => `<item n="${i}"><name>n${i}</name><tags><t>a</t><t/></tags><!-- ${i} --></item>`).join('') + '</root>',
  '<root>' + Array.from({ length: 600 }, (_, i) => `<item n="${i}"><x/></item>`).join('\n') + 'tail text</root>',
  '<a>\n\n</a>',
  '<a>  <!-- c -->  </a>',
  '<a> <b/> </a>',
  '<r>\n  <a>x</a>\n  <b>\n    <c/>\n  </b>\n</r>\n<!-- after -->',
];

const shortName = (d: string) => JSON.stringify(d.length > 50 ? d.slice(0, 50) + '…' : d);

describe('big XML path: output identical to formatXml', () => {
  it.each(DOCS.map((d) => [shortName(d), d]))('%s', async (_, text) => {
    const bytes = encoder.encode(text);
    const want = small(bytes);
    if (!want.ok) throw new Error(want.error.message);
    for (const options of [{}, { chunkBytes: 7, segmentChars: 5 }, { chunkBytes: 64, segmentChars: 200 }]) {
      const { doc, result, text: got } = await big(bytes, options);
      expect(result.ok, JSON.stringify(options)).toBe(true);
      if (want.value.split('\n').every((l) => l.length <= MAX_LINE_CHARS)) expect(got).toBe(want.value);
      expect(doc.lines).toBe(want.value.split('\n').length - 1);
      expect(await exported(doc)).toBe(want.value);
    }
  });

  it('on every formatXml layout case, read 7 bytes at a time', async () => {
    for (const input of [...XMLLINT_CASES.map(([i]) => i), ...LOSSLESS_CASES.map(([, i]) => i)]) {
      const bytes = encoder.encode(input);
      const want = small(bytes);
      const { result, text } = await big(bytes, { chunkBytes: 7, segmentChars: 3 });
      expect(result.ok && text, input).toBe(want.ok && want.value);
    }
  });

  it('on 150 random documents, chunked at random sizes', async () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)];
    const ws = () => pick(['', '', '', ' ', '\n', '\r\n  ', '  ', '\t', '\n\n']);
    const leaf = ['text', 'a b', '&amp;', 'x&lt;y', ' ', '<!--c\nd-->', '<?p d?>', '<![CDATA[z\n]]>', 'é😀', '  t  ', 'l1\r\nl2'];
    const attrs = [' x="1"', ' y="2"\n z="a\nb"', ' xml:space="preserve"', ' xml:space="default"'];
    for (let n = 0; n < 150; n++) {
      let out = pick(['', '<?xml version="1.0"?>', '<!DOCTYPE root>']) + ws() + '<root>';
      const stack: Array<[string, number]> = [['root', 2 + Math.floor(rnd() * 4)]];
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (top[1] === 0) {
          out += ws() + `</${top[0]}>`;
          stack.pop();
          continue;
        }
        top[1]--;
        out += ws();
        if (stack.length > 6 || rnd() < 0.25) out += pick(leaf);
        else {
          const name = pick(['a', 'b', 'cé', 'd']);
          const attr = rnd() < 0.3 ? pick(attrs) : '';
          const kids = Math.floor(rnd() * 5);
          if (kids === 0) out += rnd() < 0.5 ? `<${name}${attr}/>` : `<${name}${attr}>${ws()}</${name}>`;
          else {
            out += `<${name}${attr}>`;
            stack.push([name, kids]);
          }
        }
      }
      out += ws() + pick(['', '<!-- end -->', '<?pi?>']);
      const bytes = encoder.encode(out);
      const want = small(bytes);
      const options = { chunkBytes: 4 + Math.floor(rnd() * 40), segmentChars: 1 + Math.floor(rnd() * 60) };
      const { doc, result, text } = await big(bytes, options);
      expect(result.ok && text, out).toBe(want.ok && want.value);
      for (let line = 0; line < doc.lines; line += 5) {
        expect((await doc.getLines(line, 2)).lines, `${out} @${line}`).toEqual(text.split('\n').slice(0, doc.lines).slice(line, line + 2));
      }
    }
  });

  it('20,000 levels of nesting', async () => {
    const d = 20000;
    const bytes = encoder.encode('<a>'.repeat(d) + 'x' + '</a>'.repeat(d));
    const want = small(bytes);
    const { doc, text } = await big(bytes, { chunkBytes: 4096, segmentChars: 1000 });
    expect(want.ok && text === want.value).toBe(true);
    expect(doc.lines).toBe(2 * (d - 1) + 1);
    expect((await doc.getLines(d - 1, 1)).lines).toEqual([' '.repeat(60) + '<a>x</a>']);
    expect(await doc.foldEnd(0)).toBe(2 * d - 2);
    expect(await doc.foldEnd(d - 2)).toBe(d);
    expect(await doc.foldEnd(d - 1)).toBe(-1);
  });

  it.each(['4', 'tab'] as const)('indent %s', async (indent) => {
    for (const text of [DOCS[4], DOCS[18], DOCS[19]]) {
      const bytes = encoder.encode(text);
      const want = small(bytes, { indent });
      const { text: got } = await big(bytes, { chunkBytes: 7, segmentChars: 11 }, indent);
      expect(want.ok && got).toBe(want.ok && want.value);
    }
  });
});

describe('big XML path: the same errors as formatXml', () => {
  it.each(ERROR_CASES)('%j', async (input, message, line, column) => {
    const bytes = encoder.encode(input);
    const want = small(bytes);
    for (const options of [{}, { chunkBytes: 5, segmentChars: 3 }, { chunkBytes: 9, segmentChars: 100 }]) {
      const { result, text } = await big(bytes, options);
      if (want.ok) expect(text).toBe(want.value);
      else expect(result, JSON.stringify(options)).toEqual(want);
    }
    // Lone surrogates do not survive UTF-8; the others give the table's message.
    if (!/[\ud800-\udfff]/.test(input)) {
      expect(want).toMatchObject({ ok: false, error: { message: `${message} (line ${line}, column ${column})`, line, column, code: expect.stringMatching(/^xml-/) } });
    }
  });

  it('an error near the end of a long document, and a mismatch with a start tag chunks earlier', async () => {
    const body = Array.from({ length: 2000 }, (_, i) => `<item n="${i}">\r\n  <v>${i}</v>\r\n</item>`).join('\n');
    for (const text of [`<root>\n${body}\n<bad x="1" x="2"/></root>`, `<root>\n${body}\n</wrong>`, `<root><open>${body}`]) {
      const bytes = encoder.encode(text);
      const want = small(bytes);
      expect(want.ok).toBe(false);
      const { result } = await big(bytes, { chunkBytes: 1000, segmentChars: 300 });
      expect(result).toEqual(want);
    }
  });

  it('a token over the limit of one token is refused with its line and column', async () => {
    const bytes = encoder.encode('<r>\n  <!--' + 'x'.repeat(3000) + '--></r>');
    const doc = new BigXmlDocument(bytesSource(bytes), {}, { chunkBytes: 100, maxTokenChars: 1000 });
    const r = await doc.index();
    expect(r).toEqual({
      ok: false,
      error: { message: 'A single piece of the document (a text, comment, CDATA section or tag) is longer than 1000 characters', line: 2, column: 3, code: 'xml-token-too-large' },
    });
  });
});

describe('big XML path: any range of lines', () => {
  const text = DOCS[19] + '\n<!-- end -->';
  const bytes = encoder.encode(text);
  const want = small(bytes);
  const lines = want.ok ? want.value.split('\n').slice(0, -1) : [];

  it('getLines at and around every checkpoint equals the slice of the whole output', async () => {
    expect(lines.length).toBeGreaterThan(4 * CHECKPOINT_LINES);
    const doc = new BigXmlDocument(bytesSource(bytes), {}, { chunkBytes: 4096, segmentChars: 1000 });
    const r = await doc.index();
    expect(r.ok && r.value.lines).toBe(lines.length);
    for (let from = 0; from < lines.length; from += 97) {
      for (const count of [1, 3, 256]) {
        expect((await doc.getLines(from, count)).lines).toEqual(lines.slice(from, from + count));
      }
    }
    expect((await doc.getLines(lines.length - 1, 10)).lines).toEqual([lines[lines.length - 1]]);
    expect((await doc.getLines(lines.length, 10)).lines).toEqual([]);
  });

  it('Find: next, previous and count, same as searching the output', async () => {
    for (const options of [{ chunkBytes: 7, segmentChars: 5 }, { chunkBytes: 4096, segmentChars: 1000 }]) {
      const doc = new BigXmlDocument(bytesSource(bytes), {}, options);
      await doc.index();
      for (const q of ['n899', 'N45<', '<t/>', '"12"', 'tags>', 'end', 'nope', '  <item n="5"']) {
        const lower = q.toLowerCase();
        const all = lines.map((l, i) => (l.toLowerCase().includes(lower) ? i : -1)).filter((i) => i >= 0);
        expect(await doc.findNext(q, 0), q).toBe(all.length ? all[0] : -1);
        expect(await doc.findNext(q, lines.length - 1, true), q).toBe(all.length ? all[all.length - 1] : -1);
        expect(await doc.count(q), q).toBe((want.ok ? want.value : '').toLowerCase().split(lower).length - 1);
      }
    }
  });

  it('Find where the output normalises a start tag, in small parts', async () => {
    const records = Array.from({ length: 300 }, (_, i) => `<person\r\n    id="${i}"\t  x='a  b'   ><n>person ${i} text</n></person>`);
    const input = encoder.encode(`<root>${records.join('\n')}</root>`);
    const out = small(input);
    const all = out.ok ? out.value.split('\n').slice(0, -1) : [];
    expect(all[1]).toBe(`  <person id="0" x='a  b'>`);
    for (const options of [{ chunkBytes: 64, segmentChars: 50 }, { chunkBytes: 1000, segmentChars: 300 }]) {
      const doc = new BigXmlDocument(bytesSource(input), {}, options);
      await doc.index();
      for (const q of ['person id', '"299" x', "x='a  b'", 'PERSON 299 TEXT', 'person 29 text', 'n>person 5 ', ' x']) {
        const lower = q.toLowerCase();
        const hits = all.map((l, i) => (l.toLowerCase().includes(lower) ? i : -1)).filter((i) => i >= 0);
        expect(await doc.findNext(q, 0), q).toBe(hits.length ? hits[0] : -1);
        expect(await doc.findNext(q, all.length - 1, true), q).toBe(hits.length ? hits[hits.length - 1] : -1);
        expect(await doc.count(q), q).toBe(hits.length);
      }
    }
  });

  it('a line longer than MAX_LINE_CHARS is cut and its length told', async () => {
    const long = `<r><a>${'x'.repeat(MAX_LINE_CHARS * 3)}</a><b/></r>`;
    const doc = new BigXmlDocument(bytesSource(encoder.encode(long)), {}, { chunkBytes: 5000 });
    await doc.index();
    const got = await doc.getLines(0, 10);
    expect(got.lines[1]).toBe('  <a>' + 'x'.repeat(MAX_LINE_CHARS - 5));
    expect(got.cut).toEqual([-1, MAX_LINE_CHARS * 3 + 9, -1, -1]);
  });
});

describe('big XML path: foldEnd', () => {
  /** The fold ends computed from the output itself: an indented start tag line whose element continues below. */
  function expectedFolds(out: string[]): number[] {
    const ends = out.map(() => -1);
    const stack: { line: number; indent: string; name: string }[] = [];
    out.forEach((l, i) => {
      const open = l.endsWith('/>') ? null : /^(\s*)<([^\s/>!?]+)(?:\s[^>]*)?>$/.exec(l);
      const close = /^(\s*)<\/([^>]+)>$/.exec(l);
      if (close && stack.length && stack[stack.length - 1].indent === close[1] && stack[stack.length - 1].name === close[2]) {
        ends[stack.pop()!.line] = i;
      } else if (open && !l.includes('</')) stack.push({ line: i, indent: open[1], name: open[2] });
    });
    return ends;
  }

  it('gives the end tag line of every element laid out one child per line, else −1', async () => {
    for (const text of [DOCS[4], DOCS[6], DOCS[7], DOCS[18], DOCS[19], DOCS[20], DOCS[24]]) {
      const bytes = encoder.encode(text);
      const want = small(bytes);
      const out = want.ok ? want.value.split('\n').slice(0, -1) : [];
      const doc = new BigXmlDocument(bytesSource(bytes), {}, { chunkBytes: 512, segmentChars: 300 });
      await doc.index();
      const ends = expectedFolds(out);
      for (let line = 0; line < out.length; line += line > 40 ? 13 : 1) expect(await doc.foldEnd(line), `${shortName(text)} line ${line}`).toBe(ends[line]);
    }
  });

  it('a big element recorded while indexing', async () => {
    const text = '<root><a>' + '<b/>'.repeat(1000) + '</a><c>' + '<d>x</d>'.repeat(300) + '</c></root>';
    const doc = new BigXmlDocument(bytesSource(encoder.encode(text)), {}, { chunkBytes: 100, segmentChars: 64 });
    await doc.index();
    expect(await doc.foldEnd(0)).toBe(1305);
    expect(await doc.foldEnd(1)).toBe(1002);
    expect(await doc.foldEnd(1003)).toBe(1304);
    expect(await doc.foldEnd(2)).toBe(-1);
    expect(await doc.foldEnd(1004)).toBe(-1);
  });
});
