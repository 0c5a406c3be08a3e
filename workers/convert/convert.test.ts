import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { csvToJson, jsonToCsv, parseCsv } from './csv';
import { convertText } from './convert';
import type { Conversion } from './types';
import { ConvertError, parseJsonTree, RawNumber, writeJson } from './tree';
import { jsonToXml, xmlToJson } from './xml';
import { jsonToYaml, writeYaml, yamlToJson } from './yaml';

/** The English text of a conversion's notes (what the command line and the library print). */
const said = (c: Conversion) => c.notes.map((n) => n.message);

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/convert/${name}`, import.meta.url), 'utf8');
const repos = fixture('repos.json');
const orders = fixture('orders.csv');
const stack = fixture('stack.yaml');
const catalog = fixture('catalog.xml');

/** The refusal thrown by `fn`. */
function refusal(fn: () => unknown): ConvertError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConvertError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('lossless JSON tree', () => {
  it('keeps key order, exact numbers and __proto__, and writes JSON as JSON.stringify lays it out', () => {
    const text = '{"b":1,"10":2,"__proto__":{"x":[]},"big":12345678901234567890,"f":1.0,"e":1E2,"z":-0,"s":"\\u00e9\\n"}';
    const { value } = parseJsonTree(text);
    expect([...(value as Map<string, unknown>).keys()]).toEqual(['b', '10', '__proto__', 'big', 'f', 'e', 'z', 's']);
    expect(writeJson(value, 0)).toBe('{"b":1,"10":2,"__proto__":{"x":[]},"big":12345678901234567890,"f":1.0,"e":1E2,"z":-0,"s":"é\\n"}');
    // Without numbers JavaScript cannot hold, the layout is exactly JSON.stringify's.
    const plain = '{"a":[1,{"b":null,"c":[true,false,"x"]},[]],"d":{},"e":-1.5e-7}';
    expect(writeJson(parseJsonTree(plain).value)).toBe(JSON.stringify(JSON.parse(plain), null, 2));
  });

  it('refuses invalid JSON with the formatter message, line and column', () => {
    const e = refusal(() => parseJsonTree('{\n  "a": 1,\n}'));
    expect(e.message).toMatch(/^Invalid JSON: /);
    expect([e.line, e.column]).toEqual([3, 1]);
  });

  it('counts duplicate keys, keeping the last value as JSON.parse does', () => {
    const { value, duplicateKeys } = parseJsonTree('{"a":1,"b":2,"a":3}');
    expect(duplicateKeys).toBe(1);
    expect(writeJson(value, 0)).toBe('{"b":2,"a":3}');
  });
});

describe('JSON ↔ YAML', () => {
  it('writes YAML that js-yaml reads back to the same data', () => {
    const yaml = jsonToYaml(repos).text;
    // js-yaml rounds the big integers; compare everything else with JSON.parse's reading.
    const loaded = load(yaml) as Record<string, unknown>[];
    const parsed = JSON.parse(repos) as Record<string, unknown>[];
    for (const r of [...loaded, ...parsed]) {
      delete r.snowflake;
      delete r.id;
    }
    expect(loaded).toEqual(parsed);
  });

  it('round-trips JSON → YAML → JSON to the formatted input, big integers and number text included', () => {
    const yaml = jsonToYaml(repos);
    expect(yaml.notes).toEqual([]);
    expect(yaml.text).toContain('snowflake: 1234567890123456789012\n');
    expect(yaml.text).toContain('- id: 9007199254740993\n');
    expect(yaml.text).toContain('name: "yes"\n');
    expect(yaml.text).toContain('pushed_at: "2024-02-29T23:59:59+01:00"\n');
    expect(yamlToJson(yaml.text).text).toBe(writeJson(parseJsonTree(repos).value) + '\n');
  });

  it('lays out nested blocks', () => {
    expect(writeYaml(parseJsonTree('{"a":[1,[2,3],{"b":{}},[]],"c":{"d":"x: y"},"":null}').value)).toBe(
      ['a:', '  - 1', '  - - 2', '    - 3', '  - b: {}', '  - []', 'c:', '  d: "x: y"', '"": null', ''].join('\n'),
    );
    expect(writeYaml('plain')).toBe('plain\n');
    expect(writeYaml(new RawNumber('1e400'))).toBe('1e400\n');
  });

  it('reads YAML as js-yaml does, resolving anchors and merge keys, keeping dates as strings', () => {
    const out = yamlToJson(stack);
    const value = JSON.parse(out.text) as { services: Record<string, Record<string, unknown>> };
    expect(value.services.web.restart).toBe('unless-stopped');
    expect(value.services.db.logging).toEqual({ driver: 'json-file', options: { 'max-size': '10m' } });
    expect(value.services.web.environment).toEqual({
      DEBUG: 'false',
      ENABLE_X: 'yes',
      COUNT: 3,
      RATIO: 0.75,
      TRACE_ID: 123456789012345680000,
      RELEASED: '2024-01-15',
      EMPTY: null,
    });
    expect(out.text).toContain('"TRACE_ID": 123456789012345678901,');
    expect(out.notes).toEqual([]);
    // Everything but the big integer equals js-yaml's own reading (YAML 1.2 core schema plus merge keys).
    const viaJsYaml = load(stack, { schema: CORE_SCHEMA.withTags(mergeTag) }) as typeof value;
    expect(JSON.parse(out.text.replace('123456789012345678901', '123456789012345680000'))).toEqual(JSON.parse(JSON.stringify(viaJsYaml)));
  });

  it('says what JSON could not carry over', () => {
    const nonFinite = yamlToJson('a: .inf\nb: .nan\n');
    expect(nonFinite.text).toBe('{\n  "a": null,\n  "b": null\n}\n');
    expect(said(nonFinite)).toEqual(['JSON has no infinity or NaN: .inf was written as null.', 'JSON has no infinity or NaN: .nan was written as null.']);
    expect(nonFinite.notes[1]).toEqual({ message: 'JSON has no infinity or NaN: .nan was written as null.', code: 'convert-note-yaml-non-finite', values: { value: '.nan' } });
    // YAML 1.2: 0x10 is an integer, 1_000 a string.
    const multi = yamlToJson('a: 1\n---\n- 0x10\n- 1_000\n');
    expect(multi.text).toBe('[\n  {\n    "a": 1\n  },\n  [\n    16,\n    "1_000"\n  ]\n]\n');
    expect(said(multi)).toEqual(['The YAML holds 2 documents: the JSON is an array of them, in order.']);
    expect(said(jsonToYaml('{"a":1,"a":2,"b":3,"b":4}'))).toEqual(['2 duplicate keys in the JSON: only the last value of each was kept (YAML does not allow duplicates).']);
    const complexKey = yamlToJson('? [a, b]\n: 1\n? [c]\n: 2\n');
    expect(said(complexKey)).toEqual(['A mapping key that was a sequence or a mapping was written as its JSON text.']);
    expect(yamlToJson('? [a, b]\n: 1\n3: x\n').text).toBe('{\n  "[\\"a\\",\\"b\\"]": 1,\n  "3": "x"\n}\n');
  });

  it('refuses invalid YAML and cycles with a position or a reason', () => {
    const e = refusal(() => yamlToJson('a: [1, 2\nb: 3\n'));
    expect(e.message).toMatch(/^Invalid YAML: /);
    expect(e.line).toBeGreaterThan(0);
    expect(refusal(() => yamlToJson('a: &x\n  b: *x\n')).message).toMatch(/cycle/);
  });
});

describe('JSON ↔ CSV', () => {
  it('flattens nested objects, writes arrays as JSON, keeps number text, protects formulas', () => {
    const out = jsonToCsv(repos);
    const [header, first, second] = out.text.split('\r\n');
    expect(header).toBe(
      'id,node_id,name,full_name,owner.login,owner.id,owner.type,owner.site_admin,private,description,fork,homepage,language,forks_count,stargazers_count,size,default_branch,topics,has_issues,pushed_at,license.key,license.name,license.spdx_id,score,snowflake,license',
    );
    expect(first).toBe(
      '1296269,MDEwOlJlcG9zaXRvcnkxMjk2MjY5,Hello-World,octocat/Hello-World,octocat,1,User,false,false,This your first repo!,false,https://github.com,,9,80,108,master,"[""octocat"",""atom"",""electron"",""api""]",true,2011-01-26T19:06:43Z,mit,MIT License,MIT,1.0,1234567890123456789012,',
    );
    expect(second.startsWith('9007199254740993,R_kgDOAbCdEf,yes,acme/yes,acme,42,Organization,false,true,"Notes: ""quoted"", commas, and a line')).toBe(true);
    expect(out.text).toContain(',-3,1e3,main,[],false,');
    expect(out.text.endsWith(',,,,0.1,-0,{}\r\n')).toBe(true);
    expect(said(out)).toEqual([
      'Nested objects became columns with dotted names (address.city); converting back gives flat keys with dots.',
      'Arrays were written as JSON text in one cell.',
      'null values and missing keys both became empty cells.',
    ]);
    const formulas = jsonToCsv('[{"f":"=1+1","n":-5,"s":"-x","phone":"+1 (555) 010-0199","d":"2026-01-01"}]');
    expect(formulas.text).toBe("f,n,s,phone,d\r\n'=1+1,-5,'-x,+1 (555) 010-0199,2026-01-01\r\n");
    expect(formulas.notes).toEqual([
      {
        message: "Formula protection: 2 cells that a spreadsheet could run as formulas got a leading ' (turn it off to keep them as they are).",
        code: 'convert-note-csv-formulas',
        values: { count: 2 },
      },
    ]);
    expect(said(jsonToCsv('[{"f":"@SUM(1)"}]'))).toEqual([
      "Formula protection: 1 cell that a spreadsheet could run as a formula got a leading ' (turn it off to keep them as they are).",
    ]);
    expect(jsonToCsv('[{"f":"=1+1"}]', { protectFormulas: false }).text).toBe('f\r\n=1+1\r\n');
  });

  it('round-trips CSV → JSON → CSV to the same bytes', () => {
    const json = csvToJson(orders);
    expect(json.notes).toEqual([]);
    expect(jsonToCsv(json.text, { protectFormulas: false }).text).toBe(orders);
    // With type inference the text null becomes JSON null, which goes back as an empty cell (and says so).
    const typed = jsonToCsv(csvToJson(orders, { inferTypes: true }).text, { protectFormulas: false });
    expect(typed.text).toBe(orders.replace(',GBP,null,', ',GBP,,'));
    expect(said(typed)).toEqual(['null values and missing keys both became empty cells.']);
  });

  it('reads every value as a string unless type inference is on, keeping big numbers exact', () => {
    const rows = JSON.parse(csvToJson(orders).text) as Record<string, string>[];
    expect(rows[1]).toEqual({
      order_id: '10002',
      customer: 'Müller GmbH',
      email: 'einkauf@example.de',
      total: '1999.00',
      currency: 'EUR',
      paid: 'false',
      shipped_at: '',
      notes: 'Deliver to "Gate 4"\r\nRing the bell twice',
    });
    const typed = csvToJson(orders, { inferTypes: true }).text;
    expect(typed).toContain('"total": 1999.00,');
    expect(typed).toContain('"total": 12345678901234567890,');
    expect(typed).toContain('"paid": null,');
    expect(typed).toContain('"notes": "007 is not a number here"');
    expect(typed).toContain('"order_id": 10001,');
  });

  it('round-trips flat JSON records of strings through CSV', () => {
    const flat = '[\n  {\n    "a": "1",\n    "b": "x, \\"y\\"\\nz"\n  },\n  {\n    "a": "",\n    "b": "é"\n  }\n]\n';
    expect(csvToJson(jsonToCsv(flat).text).text).toBe(flat);
  });

  it('parses RFC 4180 edge cases and names odd columns', () => {
    expect(parseCsv('\ufeffa,b\n"x\r\ny",""\r\n,\n')).toEqual([['a', 'b'], ['x\r\ny', ''], ['', '']]);
    expect(said(csvToJson('a,a,\n1,2,3,4\n5\n'))).toEqual([
      'Repeated column names got a suffix (_2, _3…): a.',
      'Empty column names were named by position (column1, column2…).',
      '1 row has fewer cells than the header: the missing ones are empty strings.',
      '1 cell beyond the header\'s columns were named by position (column4…).',
    ]);
    expect(refusal(() => csvToJson('a,b\n"open,2\n')).message).toBe('Invalid CSV: a quoted field is not closed.');
    expect(refusal(() => jsonToCsv('42')).message).toMatch(/needs an array of objects/);
  });
});

describe('JSON ↔ XML', () => {
  const catalogJson = {
    catalog: {
      '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      '@updated': '2024-03-01',
      book: [
        {
          '@id': 'bk101',
          '@available': 'true',
          author: 'Gambardella, Matthew',
          title: "XML Developer's Guide",
          genre: 'Computer',
          price: { '@currency': 'EUR', '#text': '44.95' },
          publish_date: '2000-10-01',
          description: 'An in-depth look at creating applications with XML & <schemas>.',
          'dc:subject': ['xml', 'programming'],
        },
        {
          '@id': 'bk102',
          '@available': 'false',
          author: 'Ralls, Kim',
          title: 'Midnight Rain',
          genre: 'Fantasy',
          price: { '@currency': 'USD', '#text': '5.95' },
          publish_date: '2000-12-16',
          description: 'A former architect <battles> corporate zombies.',
          reviews: '',
        },
      ],
    },
  };

  it('maps attributes to @keys, text beside them to #text and repeated elements to arrays', () => {
    const out = xmlToJson(catalog);
    expect(JSON.parse(out.text)).toEqual(catalogJson);
    expect(out.notes).toEqual([]);
    const typed = JSON.parse(xmlToJson(catalog, { inferTypes: true }).text) as typeof catalogJson;
    expect(typed.catalog.book[0].price).toEqual({ '@currency': 'EUR', '#text': 44.95 });
    expect(typed.catalog.book[1]['@available']).toBe(false);
  });

  it('is reversible: XML → JSON → XML → JSON gives the same JSON, and the XML the same elements', () => {
    const json = xmlToJson(catalog).text;
    const xml = jsonToXml(json);
    expect(xml.notes).toEqual([]);
    expect(xmlToJson(xml.text).text).toBe(json);
    expect(xml.text).toContain('    <price currency="EUR">44.95</price>\n');
    expect(xml.text).toContain('    <description>A former architect &lt;battles&gt; corporate zombies.</description>\n');
    expect(xml.text).toContain('    <reviews></reviews>\n');
    expect(xml.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<catalog xmlns:dc="http://purl.org/dc/elements/1.1/" updated="2024-03-01">\n  <book id="bk101" available="true">\n')).toBe(true);
  });

  it('writes JSON types as text and says so; wraps other top levels in <root>', () => {
    const out = jsonToXml('{"order":{"id":12345678901234567890,"paid":true,"note":null,"items":[{"sku":"A"}],"tags":[],"first name":"x"}}');
    expect(out.text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<order>\n  <id>12345678901234567890</id>\n  <paid>true</paid>\n  <note/>\n  <items>\n    <sku>A</sku>\n  </items>\n  <first_name>x</first_name>\n</order>\n',
    );
    expect(said(out)).toEqual([
      'A one-element array is one element in XML: converting back gives the value without the array.',
      'Empty arrays have no XML form: their keys were left out.',
      'Keys that are not valid XML names had their other characters replaced by _ (a leading _ when needed).',
      'Numbers and booleans became text: converting back gives strings unless "Infer types" is on.',
      'null values became empty elements or attributes: converting back gives empty strings.',
    ]);
    expect(jsonToXml('[1,"a"]').text).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <item>1</item>\n  <item>a</item>\n</root>\n');
  });

  it('refuses malformed XML with a position', () => {
    const e = refusal(() => xmlToJson('<a>\n  <b></c>\n</a>'));
    expect(e.message).toBe('Invalid XML: </c> closes <b>');
    expect([e.line, e.column]).toEqual([2, 6]);
    expect(refusal(() => xmlToJson('<a>&nbsp;</a>')).message).toMatch(/unknown entity &nbsp;/);
  });
});

describe('convertText', () => {
  it('dispatches every conversion', () => {
    expect(convertText('json-to-yaml', '{"a":1}').text).toBe('a: 1\n');
    expect(convertText('yaml-to-json', 'a: 1').text).toBe('{\n  "a": 1\n}\n');
    expect(convertText('json-to-csv', '[{"a":1}]').text).toBe('a\r\n1\r\n');
    expect(convertText('csv-to-json', 'a\r\n1\r\n', { inferTypes: true }).text).toBe('[\n  {\n    "a": 1\n  }\n]\n');
    expect(convertText('json-to-xml', '{"a":1}').text).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a>1</a>\n');
    expect(convertText('xml-to-json', '<a>1</a>').text).toBe('{\n  "a": "1"\n}\n');
  });
});
