import { isValidIBAN } from 'ibantools';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { personChunks, type BulkPersonsOptions } from './bulk';
import { COUNTRIES } from './countries';
import { asciiFold, birthRange, generatePerson, isoOfDay } from './person';
import { createRandom } from './random';
import { parseCsvLine } from '../shared/csv.test-support';
import { PERSON_FIELDS } from './meta';

const AS_OF = '2026-01-01';
const HEADER = 'country,firstName,lastName,gender,dateOfBirth,nationalId,nationalIdName,email,phone,street,houseNumber,postcode,city,region,iban';

/** Whole years between two ISO dates. */
function age(born: string, on: string): number {
  const [by, bm, bd] = born.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

describe('generatePerson', () => {
  for (const country of COUNTRIES) {
    it(`${country.code}: 200 consistent persons`, () => {
      const rng = createRandom(`person-${country.code}`);
      for (let i = 0; i < 200; i++) {
        const p = generatePerson(country.code, rng, { asOf: AS_OF });
        expect(Object.keys(p)).toEqual([...PERSON_FIELDS]);
        expect(p.country).toBe(country.code);
        const names = country.names;
        expect(p.gender === 'male' ? names.male : names.female).toContain(p.firstName);
        expect(p.gender === 'female' && names.lastFemale ? names.lastFemale : names.last).toContain(p.lastName);
        expect(age(p.dateOfBirth, AS_OF)).toBeGreaterThanOrEqual(18);
        expect(age(p.dateOfBirth, AS_OF)).toBeLessThanOrEqual(90);
        const spec = country.nationalId;
        if (spec.kind === 'rule') {
          expect(spec.isValid(p.nationalId), p.nationalId).toBe(true);
          expect(p.nationalIdName).toBe(spec.localName);
        } else {
          expect([p.nationalId, p.nationalIdName]).toEqual(['', '']);
        }
        expect(p.email).toMatch(/^[a-z0-9]+\.[a-z0-9]+\d{0,2}@example\.(com|org|net)$/);
        expect(p.email.startsWith(`${asciiFold(p.firstName)}.${asciiFold(p.lastName)}`)).toBe(true);
        expect(p.phone).toMatch(new RegExp(`^\\+${country.phone.callingCode} `));
        expect(isValidIBAN(p.iban), p.iban).toBe(true);
        expect(p.iban.slice(0, 2)).toBe(country.code);
        expect(Number(p.houseNumber)).toBeGreaterThanOrEqual(1);
        expect(country.address.cities.map((c) => c.name)).toContain(p.city);
        expect(p.street.length).toBeGreaterThan(0);
        for (const f of PERSON_FIELDS) expect(p[f]).not.toMatch(/[\r\n]/);
      }
    });
  }

  it('uses the feminine surname form where the country has one', () => {
    const rng = createRandom(3);
    const women = Array.from({ length: 300 }, () => generatePerson('PL', rng, { asOf: AS_OF })).filter((p) => p.gender === 'female');
    expect(women.some((p) => p.lastName.endsWith('ska'))).toBe(true);
    expect(women.some((p) => p.lastName.endsWith('ski'))).toBe(false);
  });

  it('throws for an unknown country', () => {
    expect(() => generatePerson('XX', createRandom(1))).toThrow('Unsupported country code: XX');
  });

  it('folds names to ASCII for email addresses', () => {
    expect(asciiFold('Łukasz')).toBe('lukasz');
    expect(asciiFold('Groß')).toBe('gross');
    expect(asciiFold('Søren')).toBe('soren');
    expect(asciiFold('Þórður')).toBe('thordur');
    expect(asciiFold("O'Brien")).toBe('obrien');
    expect(asciiFold('Ó Súilleabháin')).toBe('osuilleabhain');
    expect(asciiFold('Παπαδόπουλος')).toBe('papadopoulos');
    expect(asciiFold('Γεωργίου')).toBe('georgiou');
    expect(asciiFold('Иванова')).toBe('ivanova');
    expect(asciiFold('Щерев')).toBe('shterev');
    expect(asciiFold('Dvořáková')).toBe('dvorakova');
  });

  it('counts ages 18 to 90 from the as-of day', () => {
    // Born 2008-01-01: 18 on 2026-01-01. Born 1935-01-02: 90, one day short of 91.
    expect(birthRange(AS_OF).map(isoOfDay)).toEqual(['1935-01-02', '2008-01-01']);
    expect(birthRange('2024-02-29').map(isoOfDay)).toEqual(['1933-03-01', '2006-02-28']);
    for (let day = -30000; day < 30000; day += 97) expect(isoOfDay(day)).toBe(new Date(day * 86400000).toISOString().slice(0, 10));
  });
});

// ---- bulk --------------------------------------------------------------------------------------------------

const decoder = new TextDecoder();
const fileOf = (options: BulkPersonsOptions): { text: string; chunks: number } => {
  let text = '';
  let chunks = 0;
  for (const c of personChunks(options)) {
    text += decoder.decode(c.bytes);
    chunks++;
  }
  return { text, chunks };
};

const ALL = COUNTRIES.map((c) => c.code);

describe('bulk persons', () => {
  it('a 10,000-row CSV of mixed countries loads into SQLite with the header as columns', async () => {
    const { text, chunks } = fileOf({ rows: 10_000, countries: ALL, format: 'csv', seed: 'sqlite', asOf: AS_OF, chunkRows: 1000 });
    expect(chunks).toBe(10);
    const lines = text.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(10_001);
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    const columns = parseCsvLine(lines[0]);
    db.run(`CREATE TABLE persons (${columns.map((c) => `"${c}" TEXT NOT NULL`).join(', ')})`);
    const insert = db.prepare(`INSERT INTO persons VALUES (${columns.map(() => '?').join(', ')})`);
    db.run('BEGIN');
    for (const line of lines.slice(1)) {
      const fields = parseCsvLine(line);
      expect(fields).toHaveLength(columns.length);
      insert.run(fields);
    }
    db.run('COMMIT');
    insert.free();
    expect(db.exec('SELECT COUNT(*) FROM persons')[0].values[0][0]).toBe(10_000);
    expect(db.exec('SELECT COUNT(DISTINCT country) FROM persons')[0].values[0][0]).toBe(36);
    const irish = db.exec(`SELECT COUNT(*) FROM persons WHERE lastName LIKE 'O''%'`)[0].values[0][0];
    expect(irish).toBeGreaterThan(0);
    // Formula protection is on, and leaves phone numbers as they are: every one is a valid number of its country.
    const phones = db.exec('SELECT country, phone FROM persons')[0].values as [CountryCode, string][];
    expect(phones.filter(([country, phone]) => !(phone.startsWith('+') && isValidPhoneNumber(phone, country)))).toEqual([]);
    db.close();
  });

  it('the same seed gives the same bytes; another seed other bytes', () => {
    const options: BulkPersonsOptions = { rows: 2000, countries: ['DE', 'PL', 'IS'], format: 'csv', seed: 42, asOf: AS_OF, chunkRows: 300 };
    const a = fileOf(options).text;
    expect(fileOf(options).text).toBe(a);
    expect(fileOf({ ...options, chunkRows: 7 }).text).toBe(a);
    expect(fileOf({ ...options, seed: 43 }).text).not.toBe(a);
  });

  it('JSON, NDJSON and CSV hold the same rows (formula protection alters no generated value)', () => {
    const options: BulkPersonsOptions = { rows: 2000, countries: ALL, format: 'json', seed: 'formats', asOf: AS_OF, chunkRows: 64 };
    const json = JSON.parse(fileOf(options).text) as Record<string, string>[];
    const ndjson = fileOf({ ...options, format: 'ndjson' }).text.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    const csv = fileOf({ ...options, format: 'csv' }).text.trimEnd().split('\r\n').slice(1).map((l) => Object.fromEntries(parseCsvLine(l).map((v, i) => [PERSON_FIELDS[i], v])));
    expect(json).toHaveLength(2000);
    expect(ndjson).toEqual(json);
    expect(csv).toEqual(json);
    expect(fileOf({ ...options, rows: 1 }).text).toBe(`[\n${JSON.stringify(json[0])}\n]\n`);
  });

  it('SQL INSERTs run in SQLite', async () => {
    const sql = fileOf({ rows: 300, countries: ['IE', 'IT'], format: 'sql', seed: 5, asOf: AS_OF, dialect: 'sqlite', tableName: 'people' }).text;
    expect(sql.split('\n')[0]).toMatch(/^INSERT INTO "people" \("country", "firstName", .*"iban"\) VALUES \('I[ET]', /);
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(`CREATE TABLE people (${PERSON_FIELDS.map((c) => `"${c}" TEXT`).join(', ')})`);
    db.run(sql);
    expect(db.exec('SELECT COUNT(*) FROM people')[0].values[0][0]).toBe(300);
    expect(db.exec(`SELECT COUNT(*) FROM people WHERE lastName LIKE 'O''%' OR lastName LIKE 'D''%'`)[0].values[0][0]).toBeGreaterThan(0);
    db.close();
  });

  it('clamps the row count and refuses unknown countries and formats', () => {
    expect(fileOf({ rows: 0, countries: ['NL'], format: 'ndjson', seed: 1 }).text.split('\n')).toHaveLength(2);
    expect(() => fileOf({ rows: 5, countries: ['NL', 'XX'], format: 'csv' })).toThrow('Unsupported country code: XX');
    expect(() => fileOf({ rows: 5, countries: [], format: 'csv' })).toThrow('Choose at least one country');
    expect(() => fileOf({ rows: 5, countries: ['NL'], format: 'xml' as 'csv' })).toThrow('Unknown format: xml');
  });
});

describe('produceFile (the worker API)', () => {
  it('builds the file as a Blob, telling the page the rows done after each chunk', async () => {
    const { produceFile } = await import('./api');
    const seen: [number, number][] = [];
    const r = await produceFile({ rows: 1200, countries: ['NL'], format: 'ndjson', seed: 9, asOf: AS_OF, chunkRows: 500 }, async (done, total) => {
      seen.push([done, total]);
    });
    expect(seen).toEqual([[500, 1200], [1000, 1200], [1200, 1200]]);
    if (!r.ok) throw new Error(r.error.message);
    const text = await r.value.blob.text();
    expect(text).toBe(fileOf({ rows: 1200, countries: ['NL'], format: 'ndjson', seed: 9, asOf: AS_OF }).text);
    expect(r.value).toMatchObject({ rows: 1200, bytes: new TextEncoder().encode(text).byteLength });
    expect(r.value.blob.size).toBe(r.value.bytes);
    expect(await produceFile({ rows: 1, countries: ['XX'], format: 'csv' }, () => undefined)).toEqual({ ok: false, error: { message: 'Unsupported country code: XX' } });
  });

  it('a file larger than one Blob part keeps every byte in order', async () => {
    const { produceFile } = await import('./api');
    const options = { kind: 'company' as const, rows: 40_000, countries: ['DE', 'FR'], format: 'csv' as const, seed: 2 };
    const r = await produceFile(options, () => undefined);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.bytes).toBeGreaterThan(4 * 1024 * 1024);
    const { bulkChunks } = await import('./bulk');
    expect(await r.value.blob.text()).toBe([...bulkChunks(options)].map((c) => decoder.decode(c.bytes)).join(''));
  });
});
