/**
 * The JSON generator speaks Europe: country-bound fields (phone, name, address, city, country, iban, nationalId,
 * vat) agree within a record, and the values pass independent validators: postcode-validator for postcodes,
 * libphonenumber-js for phones, ibantools for IBANs, stdnum for national IDs and VAT numbers.
 */
import { isValidIBAN } from 'ibantools';
import { parsePhoneNumber } from 'libphonenumber-js/max';
import { postcodeValidator } from 'postcode-validator';
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../testdata/countries';
import type { CountryData } from '../testdata/countries/types';
import { generateRecords, type JsonRecord } from './generate';
import { validateSchema } from './schema';
import { COUNTRY_CHOICES, type FieldDefinition, templateFields } from './meta';

const N = 1000;
const byName = new Map(COUNTRIES.map((c) => [c.name, c]));

/** Collects failures instead of stopping at the first, so one run shows them all. */
function checker() {
  const failures: string[] = [];
  return { failures, check: (ok: boolean, what: string) => void (ok || failures.push(what)) };
}

const countryNamed = (name: unknown): CountryData => {
  const c = byName.get(String(name));
  if (!c) throw new Error(`not one of the 36 countries: ${String(name)}`);
  return c;
};

/** True when `line` is a street line of `country`: one of its streets and a building number 1–150. */
function isStreetLine(line: unknown, country: CountryData, city: string): boolean {
  const c = country.address.cities.find((x) => x.name === city);
  const streets = c?.streets ?? country.address.streets;
  const s = String(line);
  const street = streets.find((st) => s.includes(st));
  if (!street) return false;
  const n = Number(s.replace(street, '').replace(/[^\d]/g, ''));
  return n >= 1 && n <= 150;
}

const phoneOf = (phone: unknown, code: string): boolean => {
  const p = parsePhoneNumber(String(phone));
  return p.isValid() && p.country === code;
};

describe('countries', () => {
  it('the schema lists the test-data generator\'s 36 countries, codes and names', () => {
    expect(COUNTRY_CHOICES.map(([code, name]) => `${code} ${name}`)).toEqual(COUNTRIES.map((c) => `${c.code} ${c.name}`));
  });
});

describe('User Profile: one coherent person and address per record', () => {
  it(`${N} seeded records: city, street, phone and country of one country`, () => {
    const { check, failures } = checker();
    const seen = new Set<string>();
    for (const r of generateRecords(templateFields('user'), N, { seed: 11 })) {
      const c = countryNamed(r.country);
      seen.add(c.code);
      check(c.address.cities.some((x) => x.name === r.city), `${c.code}: city ${String(r.city)}`);
      check(isStreetLine(r.address, c, String(r.city)), `${c.code}: street ${String(r.address)}`);
      check(phoneOf(r.phone, c.code), `${c.code}: phone ${String(r.phone)}`);
      const female = c.names.lastFemale ?? [];
      check([...c.names.male, ...c.names.female].includes(String(r.firstName)), `${c.code}: first name ${String(r.firstName)}`);
      check([...c.names.last, ...female].includes(String(r.lastName)), `${c.code}: last name ${String(r.lastName)}`);
      check(/@example\.(com|org|net)$/.test(String(r.email)), `email ${String(r.email)}`);
    }
    expect(failures).toEqual([]);
    expect(seen.size, 'records spread over the countries').toBe(36);
  });
});

describe('Order Details: coherent shipping address, exact total within range', () => {
  const records = generateRecords(templateFields('order'), N, { seed: 12 });

  it(`${N} seeded records: street, city, zipCode and country of one country; the zip code valid there`, () => {
    const { check, failures } = checker();
    for (const r of records) {
      const a = r.shippingAddress as JsonRecord;
      const c = countryNamed(a.country);
      const city = c.address.cities.find((x) => x.name === a.city);
      check(!!city, `${c.code}: city ${String(a.city)}`);
      check(isStreetLine(a.street, c, String(a.city)), `${c.code}: street ${String(a.street)}`);
      check(postcodeValidator(String(a.zipCode), c.code), `${c.code}: postcode ${String(a.zipCode)}`);
      if (city?.range) {
        const n = Number((c.code === 'PT' ? String(a.zipCode).slice(0, 4) : String(a.zipCode)).replace(/\D/g, ''));
        check(n >= city.range[0] && n <= city.range[1], `${c.code}: ${String(a.zipCode)} is not ${city.name}'s`);
      }
    }
    expect(failures).toEqual([]);
  });

  it(`${N} seeded records: totalAmount = Σ quantity × price to the cent, 0 ≤ total ≤ 10,000, items in their ranges`, () => {
    const { check, failures } = checker();
    let over5000 = 0;
    for (const r of records) {
      const items = r.items as JsonRecord[];
      expect(items).toHaveLength(3);
      let cents = 0;
      for (const it of items) {
        const q = it.quantity as number;
        const p = it.price as number;
        check(Number.isInteger(q) && q >= 1 && q <= 10, `quantity ${q}`);
        check(p >= 1 && p <= 1000, `price ${p}`);
        check(Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, `price in cents ${p}`);
        cents += q * Math.round(p * 100);
      }
      check(r.totalAmount === cents / 100, `total ${String(r.totalAmount)} ≠ ${cents / 100}`);
      check((r.totalAmount as number) >= 0 && (r.totalAmount as number) <= 10_000, `total ${String(r.totalAmount)} out of range`);
      if ((r.totalAmount as number) > 5000) over5000++;
    }
    expect(failures).toEqual([]);
    // The range is used, not squeezed to small totals.
    expect(over5000).toBeGreaterThan(N / 10);
  });

  it('a total whose bounds cannot all be met by the items still equals their sum', () => {
    const fields: FieldDefinition[] = [
      { key: 'items', type: 'array', options: { length: 2, items: 'object', fields: [{ key: 'quantity', type: 'number', options: { min: 5, max: 5 } }, { key: 'price', type: 'number', options: { min: 100, max: 200 } }] } },
      { key: 'total', type: 'number', options: { min: 0, max: 50 } },
    ];
    for (const r of generateRecords(fields, 50, { seed: 3 })) {
      const items = r.items as JsonRecord[];
      for (const it of items) expect(it.price).toBe(100);
      expect(r.total).toBe(1000);
    }
  });
});

describe('European field types', () => {
  it('iban with country DE: valid German IBANs (ibantools)', () => {
    for (const r of generateRecords([{ key: 'iban', type: 'iban', options: { country: 'DE' } }], N, { seed: 1 })) {
      expect(String(r.iban)).toMatch(/^DE\d{20}$/);
      expect(isValidIBAN(String(r.iban))).toBe(true);
    }
  });

  it('without a country, IBAN, phone, national ID and VAT number follow the record\'s country field', () => {
    const fields: FieldDefinition[] = [
      { key: 'country', type: 'country' },
      { key: 'iban', type: 'iban' },
      { key: 'phone', type: 'phone' },
      { key: 'id', type: 'nationalId' },
      { key: 'vat', type: 'vat' },
    ];
    const { check, failures } = checker();
    for (const r of generateRecords(fields, N, { seed: 2 })) {
      const c = countryNamed(r.country);
      check(String(r.iban).startsWith(c.code) && isValidIBAN(String(r.iban)), `${c.code}: iban ${String(r.iban)}`);
      check(phoneOf(r.phone, c.code), `${c.code}: phone ${String(r.phone)}`);
      if (c.nationalId.kind === 'rule') check(c.nationalId.isValid(String(r.id)), `${c.code}: national ID ${String(r.id)}`);
      else check(r.id === null, `${c.code} has no national ID: ${String(r.id)}`);
      if (c.vat.kind === 'rule') check(c.vat.isValid(String(r.vat)), `${c.code}: VAT ${String(r.vat)}`);
      else check(r.vat === null, `${c.code} has no VAT number: ${String(r.vat)}`);
    }
    expect(failures).toEqual([]);
  });

  it('a country named on the country field pins every record, nested levels included', () => {
    const fields: FieldDefinition[] = [
      { key: 'country', type: 'country', options: { country: 'FR' } },
      { key: 'office', type: 'object', options: { fields: [{ key: 'city', type: 'city' }, { key: 'zip', type: 'string' }] } },
      { key: 'phone', type: 'phone' },
    ];
    const fr = COUNTRIES.find((c) => c.code === 'FR')!;
    for (const r of generateRecords(fields, 200, { seed: 4 })) {
      expect(r.country).toBe('France');
      const office = r.office as JsonRecord;
      expect(fr.address.cities.map((c) => c.name)).toContain(office.city);
      expect(postcodeValidator(String(office.zip), 'FR')).toBe(true);
      expect(phoneOf(r.phone, 'FR')).toBe(true);
    }
  });

  it('a field\'s own country wins over the record\'s', () => {
    const fields: FieldDefinition[] = [
      { key: 'country', type: 'country', options: { country: 'ES' } },
      { key: 'phone', type: 'phone', options: { country: 'SE' } },
      { key: 'vat', type: 'vat', options: { country: 'IT' } },
    ];
    for (const r of generateRecords(fields, 200, { seed: 5 })) {
      expect(r.country).toBe('Spain');
      expect(phoneOf(r.phone, 'SE')).toBe(true);
      expect(stdnum.IT.iva.validate(String(r.vat)).isValid).toBe(true);
    }
  });

  it('"random" draws one country per record, shared by the random fields', () => {
    const fields: FieldDefinition[] = [
      { key: 'country', type: 'country', options: { country: 'NL' } },
      { key: 'a', type: 'country', options: { country: 'random' } },
      { key: 'iban', type: 'iban', options: { country: 'random' } },
    ];
    const seen = new Set<string>();
    for (const r of generateRecords(fields, 300, { seed: 6 })) {
      expect(r.country).toBe('Netherlands');
      const c = countryNamed(r.a);
      seen.add(c.code);
      expect(String(r.iban).slice(0, 2)).toBe(c.code);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('national IDs pass stdnum and agree with nothing else needed: DE, IT, SE, NL', () => {
    const validators: Record<string, (v: string) => { isValid: boolean }> = {
      DE: stdnum.DE.idnr.validate, IT: stdnum.IT.codicefiscale.validate, SE: stdnum.SE.personnummer.validate, NL: stdnum.NL.bsn.validate,
    };
    for (const [code, validate] of Object.entries(validators)) {
      for (const r of generateRecords([{ key: 'id', type: 'nationalId', options: { country: code } }], 300, { seed: 7 })) {
        expect(validate(String(r.id)).isValid, `${code} ${String(r.id)}`).toBe(true);
      }
    }
  });

  it('an Italian codice fiscale encodes the name of the person on its level', () => {
    const fields: FieldDefinition[] = [
      { key: 'firstName', type: 'name', options: { country: 'IT' } },
      { key: 'lastName', type: 'name' },
      { key: 'cf', type: 'nationalId', options: { country: 'IT' } },
    ];
    const consonants = (s: string) => s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, '');
    for (const r of generateRecords(fields, 200, { seed: 8 })) {
      // The surname part: the first three consonants when there are three.
      const c = consonants(String(r.lastName));
      if (c.length >= 3) expect(String(r.cf).slice(0, 3)).toBe(c.slice(0, 3));
    }
  });

  it('VAT numbers pass stdnum: DE, FR, NL, GB, CH, NO', () => {
    const validators: Record<string, (v: string) => { isValid: boolean }> = {
      DE: stdnum.DE.vat.validate, FR: stdnum.FR.tva.validate, NL: stdnum.NL.btw.validate, GB: stdnum.GB.vat.validate,
      CH: stdnum.CH.vat.validate, NO: stdnum.NO.mva.validate,
    };
    for (const [code, validate] of Object.entries(validators)) {
      for (const r of generateRecords([{ key: 'vat', type: 'vat', options: { country: code } }], 300, { seed: 9 })) {
        expect(validate(String(r.vat)).isValid, `${code} ${String(r.vat)}`).toBe(true);
      }
    }
  });

  it('bsn: 9 digits passing stdnum nl.bsn', () => {
    for (const r of generateRecords([{ key: 'bsn', type: 'bsn' }], 300, { seed: 10 })) expect(stdnum.NL.bsn.validate(String(r.bsn)).isValid).toBe(true);
  });

  it('arrays of cities get a city each, all of the record\'s country', () => {
    const fields: FieldDefinition[] = [
      { key: 'country', type: 'country' },
      { key: 'cities', type: 'array', options: { items: 'city', length: 5 } },
    ];
    let differing = 0;
    for (const r of generateRecords(fields, 100, { seed: 13 })) {
      const c = countryNamed(r.country);
      const cities = r.cities as string[];
      for (const city of cities) expect(c.address.cities.map((x) => x.name)).toContain(city);
      if (new Set(cities).size > 1) differing++;
    }
    expect(differing).toBeGreaterThan(50);
  });

  it('the same seed gives the same records', () => {
    const a = generateRecords(templateFields('user'), 50, { seed: 99 });
    const b = generateRecords(templateFields('user'), 50, { seed: 99 });
    expect(a).toEqual(b);
  });
});

describe('schema validation of the country option', () => {
  it('accepts the 36 codes and "random" on country-bound types', () => {
    for (const [code] of COUNTRY_CHOICES) expect(validateSchema([{ key: 'x', type: 'iban', options: { country: code } }])).toEqual([]);
    expect(validateSchema([{ key: 'x', type: 'phone', options: { country: 'random' } }])).toEqual([]);
    expect(validateSchema([{ key: 'x', type: 'array', options: { items: 'city', country: 'DE' } }])).toEqual([]);
  });

  it('refuses unknown countries and countries on other types', () => {
    expect(validateSchema([{ key: 'x', type: 'iban', options: { country: 'US' } }])).toMatchObject([{ path: [0], message: 'Unknown country "US"' }]);
    expect(validateSchema([{ key: 'x', type: 'iban', options: { country: 'de' } }])).toMatchObject([{ path: [0], message: 'Unknown country "de"' }]);
    expect(validateSchema([{ key: 'x', type: 'number', options: { country: 'DE' } }])).toMatchObject([{ path: [0], message: 'A number field has no country' }]);
  });
});
