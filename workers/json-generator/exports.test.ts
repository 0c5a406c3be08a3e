import { describe, expect, it } from 'vitest';
import { flattenRecord, quoteIdentifier, quoteString, toCsv, toJson, toNdjson, toSql, type FlatValue } from './exports';
import { generateRecords, type JsonRecord } from './generate';
import { FIELD_TYPES, RANDOM_COUNTRY, type FieldDefinition, templateFields, TEMPLATE_IDS } from './meta';

/** A strict RFC 4180 reader (quoted fields, doubled quotes, CRLF records) to read our CSV back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new Error('unterminated quote');
        cell += text.slice(i, q);
        i = q + 1;
        if (text[i] === '"') {
          cell += '"';
          i++;
        } else break;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
        cell += text[i++];
      }
    }
    row.push(cell);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  return rows;
}

const cellText = (v: FlatValue | undefined): string => (v === null || v === undefined ? '' : String(v));

const tricky: JsonRecord[] = [
  {
    id: 1,
    text: 'comma, "quote" and\nnew line',
    cr: 'a\rb',
    ok: true,
    none: null,
    tags: ['x', 'y,z'],
    author: { name: "O'Brien", address: { city: 'Zürich' } },
    empty: [],
    blank: {},
  },
  { id: 2, text: '', cr: ' padded ', ok: false, none: null, tags: ['only'], author: { name: 'Ann', address: { city: 'Oslo' } }, empty: [], blank: {} },
];

describe('flattenRecord', () => {
  it('uses dotted names, arrays by index', () => {
    expect([...flattenRecord(tricky[0]).entries()]).toEqual([
      ['id', 1],
      ['text', 'comma, "quote" and\nnew line'],
      ['cr', 'a\rb'],
      ['ok', true],
      ['none', null],
      ['tags.0', 'x'],
      ['tags.1', 'y,z'],
      ['author.name', "O'Brien"],
      ['author.address.city', 'Zürich'],
      ['empty', '[]'],
      ['blank', '{}'],
    ]);
  });
});

describe('toCsv', () => {
  it('writes the exact RFC 4180 text', () => {
    expect(toCsv([{ a: 'x', b: 'he said "hi", then left', c: [1, 2] }])).toBe(
      'a,b,c.0,c.1\r\nx,"he said ""hi"", then left",1,2\r\n',
    );
  });

  it('reads back to the same flattened rows (tricky values)', () => {
    const rows = parseCsv(toCsv(tricky, { protectFormulas: false }));
    const header = rows[0];
    expect(header).toEqual(['id', 'text', 'cr', 'ok', 'none', 'tags.0', 'tags.1', 'author.name', 'author.address.city', 'empty', 'blank']);
    tricky.forEach((record, r) => {
      const flat = flattenRecord(record);
      expect(rows[r + 1]).toEqual(header.map((h) => cellText(flat.get(h))));
    });
  });

  it.each(TEMPLATE_IDS)('reads back to the same flattened rows, formula protection on (%s template)', (id) => {
    const records = generateRecords(templateFields(id), 50, { seed: 11 });
    const rows = parseCsv(toCsv(records));
    expect(rows).toHaveLength(51);
    const header = rows[0];
    records.forEach((record, r) => {
      const flat = flattenRecord(record);
      expect(header.filter((h) => flat.has(h))).toEqual([...flat.keys()]);
      expect(rows[r + 1]).toEqual(header.map((h) => cellText(flat.get(h))));
    });
  });

  it('takes the union of columns in first-seen order; missing cells are empty', () => {
    expect(toCsv([{ a: 1 }, { b: 2, a: 3 }])).toBe('a,b\r\n1,\r\n3,2\r\n');
    expect(toCsv([])).toBe('\r\n');
  });

  it('neutralises formulas in values and column names by default, and keeps them when told to', () => {
    const records: JsonRecord[] = [{ '=cmd': "-2+3+cmd|' /C calc'!A0", n: -5, e: '@SUM(A1)', phone: '+1 555 0100', ok: 'fine' }];
    expect(toCsv(records)).toBe("'=cmd,n,e,phone,ok\r\n'-2+3+cmd|' /C calc'!A0,-5,'@SUM(A1),+1 555 0100,fine\r\n");
    expect(toCsv(records, { protectFormulas: false })).toBe("=cmd,n,e,phone,ok\r\n-2+3+cmd|' /C calc'!A0,-5,@SUM(A1),+1 555 0100,fine\r\n");
  });

  it('formula protection alters no generated value: phones of every country, negative numbers, dates, every type', () => {
    const fields: FieldDefinition[] = FIELD_TYPES.filter((t) => t !== 'regex').map((type) => ({ key: type, type }));
    fields.push(
      { key: 'anyPhone', type: 'phone', options: { country: RANDOM_COUNTRY } },
      { key: 'negative', type: 'number', options: { min: -1000, max: -1 } },
      { key: 'signed', type: 'number', options: { min: -5, max: 5 } },
      { key: 'phones', type: 'array', options: { items: 'phone', length: 3 } },
    );
    const records = generateRecords(fields, 3000, { seed: 24 });
    expect(toCsv(records)).toBe(toCsv(records, { protectFormulas: false }));
    const flat = records.map(flattenRecord);
    // The values the rule is about were there: phone numbers (with +), negative numbers and dates.
    expect(new Set(flat.map((r) => String(r.get('anyPhone')).split(' ')[0])).size).toBeGreaterThan(30);
    expect(flat.every((r) => /^\+\d/.test(String(r.get('phone'))) && Number(r.get('negative')) < 0)).toBe(true);
    expect(flat.some((r) => Number(r.get('signed')) < 0)).toBe(true);
    expect(flat.every((r) => /^\d{4}-\d\d-\d\d$/.test(String(r.get('date'))))).toBe(true);
  });
});

describe('toJson and toNdjson', () => {
  it('pretty-prints with 2 spaces', () => {
    expect(toJson([{ a: 1, b: [true] }])).toBe('[\n  {\n    "a": 1,\n    "b": [\n      true\n    ]\n  }\n]');
  });

  it('writes one record per line', () => {
    const text = toNdjson(tricky);
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).map((l) => JSON.parse(l))).toEqual(tricky);
    expect(toNdjson([])).toBe('');
  });
});

describe('toSql', () => {
  it.each([
    ['plain', '"plain"'],
    ['my "table"', '"my ""table"""'],
  ])('quotes identifier %s', (name, expected) => {
    expect(quoteIdentifier(name)).toBe(expected);
  });

  it.each([
    ["O'Brien", "'O''Brien'"],
    ["''", "''''''"],
    ['back\\slash', "'back\\slash'"],
  ])('quotes string %s', (s, expected) => {
    expect(quoteString(s)).toBe(expected);
  });

  it('writes one INSERT per record with escaped values and nested values as JSON text', () => {
    expect(toSql(tricky.slice(0, 1), 'users')).toBe(
      'INSERT INTO "users" ("id", "text", "cr", "ok", "none", "tags", "author", "empty", "blank") VALUES ' +
        `(1, 'comma, "quote" and\nnew line', 'a\rb', TRUE, NULL, '["x","y,z"]', '{"name":"O''Brien","address":{"city":"Zürich"}}', '[]', '{}');\n`,
    );
  });

  it('quotes column names and defaults a blank table name', () => {
    expect(toSql([{ 'we"ird': false }], '  ')).toBe('INSERT INTO "generated_data" ("we""ird") VALUES (FALSE);\n');
    expect(toSql([{ a: 1.5 }])).toBe('INSERT INTO "generated_data" ("a") VALUES (1.5);\n');
  });
});
