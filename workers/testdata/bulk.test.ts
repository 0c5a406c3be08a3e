import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { bulkChunks, type BulkOptions } from './bulk';
import { isValidBsn } from './bsn';
import { COUNTRIES, countryByCode } from './countries';
import { BULK_COLUMNS, BULK_KINDS, bulkFile, DATA_KINDS } from './meta';
import { generateMany } from './api';

const decoder = new TextDecoder();
const fileOf = (options: BulkOptions): string => [...bulkChunks(options)].map((c) => decoder.decode(c.bytes)).join('');
const csvLines = (options: BulkOptions): string[] => {
  const lines = fileOf({ ...options, format: 'csv' }).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines;
};
const ALL = COUNTRIES.map((c) => c.code);

describe('single kinds in bulk', () => {
  it('every kind has its columns, file name and table', () => {
    expect(BULK_KINDS).toEqual(['person', 'company', ...DATA_KINDS]);
    expect(BULK_COLUMNS.iban).toEqual(['country', 'iban']);
    expect(BULK_COLUMNS.address).toEqual(['country', 'street', 'houseNumber', 'postcode', 'city', 'region']);
    expect(bulkFile('iban', 'csv')).toEqual({ filename: 'ibans.csv', mime: 'text/csv;charset=utf-8' });
    expect(bulkFile('company', 'ndjson')).toEqual({ filename: 'companies.ndjson', mime: 'application/x-ndjson' });
    expect(bulkFile('vat', 'sql').filename).toBe('vat_numbers.sql');
  });

  it('IBANs: a header and one valid IBAN per row; the first 1,000 are the on-page list of the same seed', () => {
    const lines = csvLines({ kind: 'iban', rows: 5000, countries: ['DE'], format: 'csv', seed: '42', chunkRows: 700 });
    expect(lines[0]).toBe('country,iban');
    expect(lines).toHaveLength(5001);
    const ibans = lines.slice(1).map((l) => {
      const [country, iban] = l.split(',');
      expect(country).toBe('DE');
      return iban;
    });
    expect(ibans.filter((v) => !isValidIBAN(v))).toEqual([]);
    const list = generateMany('iban', 'DE', 1000, '42');
    expect(list.ok && list.value.values).toEqual(ibans.slice(0, 1000));
    expect(csvLines({ kind: 'iban', rows: 5000, countries: ['DE'], format: 'csv', seed: '42' })).toEqual(lines);
  });

  it('addresses: parts in their own columns, never a line break in a cell', () => {
    const lines = csvLines({ kind: 'address', rows: 3000, countries: ALL, format: 'csv', seed: 1 });
    expect(lines[0]).toBe('country,street,houseNumber,postcode,city,region');
    expect(lines).toHaveLength(3001);
    const rows = fileOf({ kind: 'address', rows: 300, countries: ['IT'], format: 'ndjson', seed: 2 }).trim().split('\n').map((l) => JSON.parse(l));
    const it = countryByCode('IT')!;
    for (const r of rows) {
      expect(Object.keys(r)).toEqual([...BULK_COLUMNS.address]);
      const city = it.address.cities.find((c) => c.name === r.city)!;
      expect(city).toBeDefined();
      expect(r.region).toBe(city.region ?? '');
      expect(r.postcode).toMatch(/^\d{5}$/);
    }
  });

  it('mixed countries draw only among those that have the kind', () => {
    const bsn = fileOf({ kind: 'bsn', rows: 200, countries: ALL, format: 'ndjson', seed: 3 }).trim().split('\n').map((l) => JSON.parse(l));
    expect(new Set(bsn.map((r) => r.country))).toEqual(new Set(['NL']));
    expect(bsn.every((r) => isValidBsn(r.bsn))).toBe(true);
    const vat = fileOf({ kind: 'vat', rows: 3000, countries: ALL, format: 'ndjson', seed: 3 }).trim().split('\n').map((l) => JSON.parse(l));
    const countries = new Set(vat.map((r) => r.country));
    expect(countries.has('LI') || countries.has('VA')).toBe(false);
    expect(countries.size).toBe(34);
    for (const r of vat) expect(countryByCode(r.country)!.vat.kind === 'rule' && (countryByCode(r.country)!.vat as { isValid(v: string): boolean }).isValid(r.vatNumber)).toBe(true);
  });

  it('JSON and SQL of one kind', () => {
    const json = JSON.parse(fileOf({ kind: 'phone', rows: 10, countries: ['NL'], format: 'json', seed: 4 }));
    expect(json).toHaveLength(10);
    expect(json[0]).toEqual({ country: 'NL', phone: expect.stringMatching(/^\+31 /) });
    const sql = fileOf({ kind: 'passport', rows: 2, countries: ['FR'], format: 'sql', seed: 4, tableName: 'docs' }).split('\n');
    expect(sql[0]).toMatch(/^INSERT INTO "?docs"? \("?country"?, "?passport"?\) VALUES \('FR', '\w+'\);$/);
  });

  it('refuses what it cannot make, before writing anything', () => {
    expect(() => fileOf({ kind: 'bsn', rows: 1, countries: ['DE', 'FR'], format: 'csv' })).toThrow('No chosen country has a BSN');
    expect(() => fileOf({ kind: 'vat', rows: 1, countries: ['LI'], format: 'csv' })).toThrow(/no published structure/);
    expect(() => fileOf({ kind: 'car' as 'iban', rows: 1, countries: ['NL'], format: 'csv' })).toThrow('Unknown data type: car');
  });
});
