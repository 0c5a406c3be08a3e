/**
 * Companies: 1,000 per country, each field checked against the country's data and an independent validator: the VAT
 * number and the national company number by stdnum (a port of python-stdnum), the IBAN by ibantools, the postcode by
 * postcode-validator, the phone number by libphonenumber-js.
 */
import { isValidIBAN } from 'ibantools';
import { parsePhoneNumber } from 'libphonenumber-js/max';
import { postcodeValidator } from 'postcode-validator';
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { bulkChunks } from './bulk';
import { companyDomain, generateCompany } from './company';
import { COUNTRIES } from './countries';
import { createRandom } from './random';
import { STDNUM, forStdnum, type Validate } from './vat-validators.test-support';
import { parseCsvLine } from '../shared/csv.test-support';
import { COMPANY_FIELDS } from './meta';

/** The independent validator of each generated company number, and how it sits in the VAT number (if it does). */
const REGISTRY: Record<string, { validate: Validate; inVat?: (registration: string) => string }> = {
  BE: { validate: stdnum.BE.vat.validate, inVat: (r) => `BE${r}` },
  BG: { validate: stdnum.BG.vat.validate, inVat: (r) => `BG${r}` },
  CH: { validate: stdnum.CH.uid.validate },
  CZ: { validate: stdnum.CZ.dic.validate, inVat: (r) => `CZ${r}` },
  DK: { validate: stdnum.DK.cvr.validate, inVat: (r) => `DK${r}` },
  EE: { validate: stdnum.EE.registrikood.validate },
  ES: { validate: stdnum.ES.cif.validate, inVat: (r) => `ES${r}` },
  FI: { validate: stdnum.FI.ytunnus.validate, inVat: (r) => `FI${r.replace('-', '')}` },
  FR: { validate: stdnum.FR.siren.validate },
  HR: { validate: stdnum.HR.oib.validate, inVat: (r) => `HR${r}` },
  IT: { validate: stdnum.IT.iva.validate, inVat: (r) => `IT${r}` },
  LV: { validate: stdnum.LV.pvn.validate, inVat: (r) => `LV${r}` },
  NO: { validate: stdnum.NO.orgnr.validate, inVat: (r) => `NO${r}MVA` },
  PL: { validate: stdnum.PL.regon.validate },
  PT: { validate: stdnum.PT.nif.validate, inVat: (r) => `PT${r}` },
  RO: { validate: stdnum.RO.cui.validate, inVat: (r) => `RO${r}` },
  SE: { validate: stdnum.SE.orgnr.validate, inVat: (r) => `SE${r}01` },
};

describe('generateCompany', () => {
  it('gives every country a registry number with a check rule or the reason why not', () => {
    for (const c of COUNTRIES) {
      const { registry } = c.company;
      if (c.code in REGISTRY) {
        expect(registry.kind, c.code).toBe('rule');
        if (registry.kind === 'rule') expect(registry.source, c.code).toMatch(/python-stdnum/);
      } else {
        expect(registry.kind, c.code).toBe('none');
        if (registry.kind === 'none') expect(registry.reason.length, c.code).toBeGreaterThan(30);
      }
    }
  });

  for (const country of COUNTRIES) {
    it(`${country.code}: 1,000 consistent companies`, () => {
      const rng = createRandom(`company-${country.code}`);
      const { company, vat } = country;
      const registry = REGISTRY[country.code];
      const failures: string[] = [];
      const check = (ok: boolean, what: string) => {
        if (!ok && failures.length < 10) failures.push(what);
      };
      const names = new Set<string>();
      for (let i = 0; i < 1000; i++) {
        const c = generateCompany(country.code, rng);
        names.add(c.name);
        check(Object.keys(c).join() === COMPANY_FIELDS.join(), 'fields');
        check(c.country === country.code, `country ${c.country}`);
        check(company.legalForms.includes(c.legalForm) && c.name.endsWith(` ${c.legalForm}`), `legal form ${c.name}`);
        const surname = country.names.last.find((n) => c.name.startsWith(`${n} `));
        const trade = company.trades.find((t) => c.name === `${surname} ${t} ${c.legalForm}`);
        check(surname !== undefined && trade !== undefined, `name ${c.name}`);
        const domain = companyDomain(surname ?? '', trade ?? '');
        check(/^[a-z0-9]+-[a-z0-9]+\.example$/.test(domain), `domain ${domain}`);
        check(c.email === `info@${domain}` && c.website === `https://www.${domain}`, `email ${c.email} website ${c.website}`);
        if (vat.kind === 'rule') {
          check(vat.isValid(c.vatNumber) && STDNUM[country.code](forStdnum(country.code, c.vatNumber)).isValid, `VAT ${c.vatNumber}`);
        } else {
          check(c.vatNumber === '', `VAT ${c.vatNumber}`);
        }
        if (registry && company.registry.kind === 'rule') {
          check(registry.validate(c.registrationNumber).isValid, `registration number ${c.registrationNumber}`);
          if (registry.inVat) check(registry.inVat(c.registrationNumber) === c.vatNumber, `${c.registrationNumber} in ${c.vatNumber}`);
          if (country.code === 'FR') check(c.vatNumber.endsWith(c.registrationNumber), `SIREN ${c.registrationNumber} in ${c.vatNumber}`);
          if (country.code === 'CH') check(c.vatNumber.startsWith(`${c.registrationNumber} `), `UID ${c.registrationNumber} in ${c.vatNumber}`);
          check(c.registrationNumberName === company.registry.localName, 'registration number name');
        } else {
          check(c.registrationNumber === '' && c.registrationNumberName === '', `registration number ${c.registrationNumber}`);
        }
        const city = country.address.cities.find((x) => x.name === c.city);
        check(city !== undefined, `city ${c.city}`);
        check((city?.streets ?? country.address.streets).includes(c.street), `street ${c.street}`);
        check(postcodeValidator(c.postcode, country.code), `postcode ${c.postcode}`);
        check(c.region === (city?.region ?? ''), `region ${c.region}`);
        const n = Number(c.houseNumber);
        check(Number.isInteger(n) && n >= 1 && n <= 150, `house number ${c.houseNumber}`);
        check(isValidIBAN(c.iban) && c.iban.startsWith(country.code), `IBAN ${c.iban}`);
        check(c.phone.startsWith(`+${country.phone.callingCode} `) && parsePhoneNumber(c.phone).isValid(), `phone ${c.phone}`);
        for (const f of COMPANY_FIELDS) check(!/[\r\n]/.test(c[f]), `line break in ${f}`);
      }
      expect(failures).toEqual([]);
      expect(names.size, 'distinct names').toBeGreaterThan(10);
    });
  }

  it('the same seed gives the same company; an unknown country is refused', () => {
    expect(generateCompany('DE', createRandom('x'))).toEqual(generateCompany('DE', createRandom('x')));
    expect(() => generateCompany('XX', createRandom(1))).toThrow('Unsupported country code: XX');
  });
});

describe('companies in bulk', () => {
  const decoder = new TextDecoder();
  const text = (options: Parameters<typeof bulkChunks>[0]): string => [...bulkChunks(options)].map((c) => decoder.decode(c.bytes)).join('');

  it('CSV: the documented header, one line per company, mixed countries on request', () => {
    const csv = text({ kind: 'company', rows: 2000, countries: COUNTRIES.map((c) => c.code), format: 'csv', seed: 5, chunkRows: 300 });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('country,name,legalForm,vatNumber,registrationNumber,registrationNumberName,email,website,phone,street,houseNumber,postcode,city,region,iban');
    expect(lines).toHaveLength(2002);
    expect(lines.at(-1)).toBe('');
    const countries = new Set(lines.slice(1, -1).map((l) => l.slice(0, 2)));
    expect(countries.size).toBe(COUNTRIES.length);
    // Formula protection (on) alters no generated value: each row reads back as the NDJSON row of the same seed.
    const ndjson = text({ kind: 'company', rows: 2000, countries: COUNTRIES.map((c) => c.code), format: 'ndjson', seed: 5 }).trim().split('\n');
    const fields = parseCsvLine(lines[0]);
    expect(lines.slice(1, -1).map((l) => Object.fromEntries(parseCsvLine(l).map((v, i) => [fields[i], v])))).toEqual(ndjson.map((l) => JSON.parse(l)));
  });

  it('NDJSON rows are the companies generateCompany gives for the same seed', () => {
    const rows = text({ kind: 'company', rows: 50, countries: ['PL'], format: 'ndjson', seed: 'c' }).trim().split('\n').map((l) => JSON.parse(l));
    const rng = createRandom('c');
    expect(rows).toEqual(Array.from({ length: 50 }, () => generateCompany('PL', rng)));
  });

  it('SQL: one INSERT per company into "companies"', () => {
    const sql = text({ kind: 'company', rows: 3, countries: ['FR'], format: 'sql', seed: 1 });
    expect(sql.split('\n').filter(Boolean)).toHaveLength(3);
    expect(sql).toMatch(/^INSERT INTO "?companies"? \("?country"?, "?name"?/);
  });
});
