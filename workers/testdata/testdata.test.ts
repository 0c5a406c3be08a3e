import { isValidBBAN, isValidIBAN } from 'ibantools';
import { parsePhoneNumber } from 'libphonenumber-js/max';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { describe, expect, it } from 'vitest';
import { generateAddress } from './address';
import { generateBsn, isValidBsn } from './bsn';
import { italianCin, luhn, mod11_10, mod97, mod97_10, ribKey, spanishControl } from './checksums';
import { COUNTRIES, countryByCode } from './countries';
import { nl } from './countries/nl';
import type { CountryData } from './countries/types';
import { generate } from './generate';
import { generateIban, ibanFor } from './iban';
import { generatePassport } from './passport';
import { generatePhone } from './phone';
import { createRandom } from './random';
import { generateMany } from './api';
import { csvField } from '../shared/csv';
import { COUNTRY_OPTIONS, formatIbanGrouped } from './meta';

const N = 1000;
const CODES = COUNTRIES.map((c) => c.code);

/** Total IBAN lengths from the product description's table (= SWIFT IBAN registry). */
const IBAN_LENGTHS: Record<string, number> = {
  NL: 18, DE: 22, GB: 22, FR: 27, ES: 24, IT: 27, BE: 16, AT: 20, PT: 25, IE: 22, SE: 24, DK: 18, NO: 15, FI: 18,
  PL: 28, CZ: 24, GR: 27, HU: 28, RO: 24, BG: 22, HR: 21, LT: 20, LV: 21, EE: 20, SI: 19, SK: 24, MT: 31, LU: 20,
  CY: 28, CH: 21, IS: 26, LI: 21, MC: 27, AD: 24, SM: 27, VA: 22,
};

/** BBAN structures of the SWIFT IBAN registry, as regular expressions (n digits, a capitals, c alphanumerics). */
const BBAN_FORMAT: Record<string, RegExp> = {
  NL: /^[A-Z]{4}\d{10}$/, DE: /^\d{18}$/, GB: /^[A-Z]{4}\d{14}$/, FR: /^\d{10}[A-Z0-9]{11}\d{2}$/, ES: /^\d{20}$/,
  IT: /^[A-Z]\d{10}[A-Z0-9]{12}$/, BE: /^\d{12}$/, AT: /^\d{16}$/, PT: /^\d{21}$/, IE: /^[A-Z]{4}\d{14}$/, SE: /^\d{20}$/,
  DK: /^\d{14}$/, NO: /^\d{11}$/, FI: /^\d{14}$/, PL: /^\d{24}$/, CZ: /^\d{20}$/, GR: /^\d{7}[A-Z0-9]{16}$/, HU: /^\d{24}$/,
  RO: /^[A-Z]{4}[A-Z0-9]{16}$/, BG: /^[A-Z]{4}\d{6}[A-Z0-9]{8}$/, HR: /^\d{17}$/, LT: /^\d{16}$/, LV: /^[A-Z]{4}[A-Z0-9]{13}$/,
  EE: /^\d{16}$/, SI: /^\d{15}$/, SK: /^\d{20}$/, MT: /^[A-Z]{4}\d{5}[A-Z0-9]{18}$/, LU: /^\d{3}[A-Z0-9]{13}$/,
  CY: /^\d{8}[A-Z0-9]{16}$/, CH: /^\d{5}[A-Z0-9]{12}$/, IS: /^\d{22}$/, LI: /^\d{5}[A-Z0-9]{12}$/, MC: /^\d{10}[A-Z0-9]{11}\d{2}$/,
  AD: /^\d{8}[A-Z0-9]{12}$/, SM: /^[A-Z]\d{10}[A-Z0-9]{12}$/, VA: /^\d{18}$/,
};

const weighted = (digits: string, weights: number[]): number => [...digits].reduce((s, d, i) => s + Number(d) * weights[i], 0);

/** Our own checks of the national check digits, written independently of the generators where practical. */
const NATIONAL: Record<string, (bban: string) => boolean> = {
  NL: (b) => weighted(b.slice(4), [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  DE: (b) => luhn(b.slice(8, 17)) === b[17],
  BE: (b) => (Number(b.slice(0, 10)) % 97 || 97) === Number(b.slice(10)),
  FR: (b) => (89n * BigInt(b.slice(0, 5)) + 15n * BigInt(b.slice(5, 10)) + 3n * BigInt(b.slice(10, 21)) + BigInt(b.slice(21))) % 97n === 0n,
  MC: (b) => (89n * BigInt(b.slice(0, 5)) + 15n * BigInt(b.slice(5, 10)) + 3n * BigInt(b.slice(10, 21)) + BigInt(b.slice(21))) % 97n === 0n,
  ES: (b) => spanishControl('00' + b.slice(0, 8)) === b[8] && spanishControl(b.slice(10)) === b[9],
  IT: (b) => italianCin(b.slice(1, 6), b.slice(6, 11), b.slice(11)) === b[0],
  SM: (b) => italianCin(b.slice(1, 6), b.slice(6, 11), b.slice(11)) === b[0],
  PT: (b) => BigInt(b) % 97n === 1n,
  SI: (b) => BigInt(b) % 97n === 1n,
  NO: (b) => weighted(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  FI: (b) => luhn(b.slice(0, 13)) === b[13],
  DK: (b) => weighted(b.slice(4), [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  SE: (b) => b.slice(3, 9) === '000000' && weighted(b.slice(10), [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  EE: (b) => weighted(b.slice(2, 16), [7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0,
  HR: (b) => mod11_10(b.slice(0, 6)) === b[6] && mod11_10(b.slice(7, 16)) === b[16],
  HU: (b) =>
    weighted(b.slice(0, 8), [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0 &&
    (b.endsWith('00000000') ? weighted(b.slice(8, 16), [9, 7, 3, 1, 9, 7, 3, 1]) : weighted(b.slice(8), [9, 7, 3, 1, 9, 7, 3, 1, 9, 7, 3, 1, 9, 7, 3, 1])) % 10 === 0,
  PL: (b) => weighted(b.slice(0, 8), [3, 9, 7, 1, 3, 9, 7, 1]) % 10 === 0,
  CZ: (b) => weighted(b.slice(4, 10), [10, 5, 8, 4, 2, 1]) % 11 === 0 && weighted(b.slice(10), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0,
  SK: (b) => weighted(b.slice(4, 10), [10, 5, 8, 4, 2, 1]) % 11 === 0 && weighted(b.slice(10), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0,
  IS: (b) => {
    const kt = b.slice(12);
    const r = weighted(kt.slice(0, 8), [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
    return (r === 0 ? 0 : 11 - r) === Number(kt[8]) && '90'.includes(kt[9]) && Number(kt.slice(2, 4)) >= 1 && Number(kt.slice(2, 4)) <= 12;
  },
};

/** Passport formats written out again here, so a change to a country file must be made twice on purpose. */
const PASSPORT: Record<string, RegExp> = {
  NL: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, DE: /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/, FR: /^\d{2}[A-Z]{2}\d{5}$/, GB: /^\d{9}$/,
  ES: /^[A-Z]{3}\d{6}$/, IT: /^[A-Z]{2}\d{7}$/, BE: /^[A-Z]{2}\d{6}$/, AT: /^[A-Z]\d{7}$/, PT: /^[A-Z]\d{6}$/, IE: /^[A-Z]{2}\d{7}$/,
  SE: /^\d{8}$/, DK: /^\d{9}$/, NO: /^\d{8}$/, FI: /^[A-Z]{2}\d{7}$/, PL: /^[A-Z]{2}\d{7}$/, CZ: /^\d{8}$/, GR: /^[A-Z]{2}\d{7}$/,
  HU: /^[A-Z]{2}\d{6,7}$/, RO: /^\d{8,9}$/, BG: /^\d{9}$/, HR: /^\d{9}$/, LT: /^[A-Z0-9]{8}$/, LV: /^[A-Z0-9]{2}\d{7}$/,
  EE: /^[A-Z]{1,2}\d{7}$/, SI: /^P[A-Z]\d{7}$/, SK: /^[0-9A-Z]\d{7}$/, MT: /^\d{7}$/, LU: /^[A-Z0-9]{8}$/, CY: /^[A-Z](\d{6}|\d{8})$/,
  CH: /^[A-Z]\d{7}$/, IS: /^A\d{7}$/, LI: /^[A-Z]\d{5}$/, MC: /^\d{2}[A-Z]{2}\d{5}$/, AD: /^[A-Z]\d{6}$/, SM: /^[A-Z]{2}\d{6}$/,
  VA: /^[A-Z]\d{6}$/,
};

describe('country registry', () => {
  it('has the 36 countries: the 27 EU members and 9 others, NL alone with a BSN', () => {
    expect(COUNTRIES).toHaveLength(36);
    expect(new Set(CODES).size).toBe(36);
    expect(COUNTRY_OPTIONS.filter((c) => c.group === 'eu')).toHaveLength(27);
    expect(COUNTRY_OPTIONS.filter((c) => c.group === 'other').map((c) => c.code).sort()).toEqual(
      ['GB', 'NO', 'CH', 'IS', 'LI', 'MC', 'AD', 'SM', 'VA'].sort(),
    );
    expect(COUNTRY_OPTIONS.filter((c) => c.hasBSN).map((c) => c.code)).toEqual(['NL']);
    expect(Object.keys(IBAN_LENGTHS).sort()).toEqual([...CODES].sort());
    for (const c of COUNTRIES) expect(c.iban.length, c.code).toBe(IBAN_LENGTHS[c.code]);
  });

  it('gives each country a flag made of its regional indicator letters', () => {
    for (const c of COUNTRIES) {
      const letters = [...c.flag].map((ch) => String.fromCharCode(ch.codePointAt(0)! - 0x1f1e6 + 65)).join('');
      expect(letters).toBe(c.code);
    }
  });

  it('looks countries up case-insensitively', () => {
    expect(countryByCode('nl')?.name).toBe('Netherlands');
    expect(countryByCode('XX')).toBeUndefined();
  });
});

describe('BSN', () => {
  it.each([
    ['111222333', true],
    ['123456782', true],
    ['123456789', false],
    ['000000000', false],
    ['12345678', false],
  ])('isValidBsn(%s) = %s', (value, valid) => {
    expect(isValidBsn(value)).toBe(valid);
  });

  it('generates 10,000 numbers that pass the 11-proof', () => {
    const rng = createRandom(42);
    for (let i = 0; i < 10_000; i++) {
      const bsn = generateBsn(rng);
      expect(bsn).toMatch(/^[1-9]\d{8}$/);
      const sum = weighted(bsn.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - Number(bsn[8]);
      expect(sum % 11).toBe(0);
    }
  });
});

describe('check-digit algorithms against SWIFT IBAN registry examples', () => {
  it.each([
    ['IT CIN', italianCin('05428', '11101', '000000123456'), 'X'],
    ['SM CIN', italianCin('03225', '09800', '000000270100'), 'U'],
    ['FR RIB key', ribKey('20041', '01005', '0500013M026'), '06'],
    ['MC RIB key', ribKey('11222', '00001', '01234567890'), '30'],
    ['PT NIB', mod97_10('0002012312345678901'), '54'],
    ['SI', mod97_10('2633000120390'), '86'],
    ['ES bank-branch', spanishControl('0021000418'), '4'],
    ['ES account', spanishControl('0200051332'), '5'],
    ['FI Luhn', luhn('1234560000078'), '5'],
    ['HR bank', mod11_10('100100'), '5'],
    ['HR account', mod11_10('186300016'), '0'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('computes IBAN check digits on registry examples', () => {
    for (const iban of ['NL91ABNA0417164300', 'DE89370400440532013000', 'GB29NWBK60161331926819', 'BE68539007547034', 'NO9386011117947', 'MT84MALT011000012345MTLCAST001S']) {
      expect(mod97(iban.slice(4) + iban.slice(0, 4)), iban).toBe(1);
      expect(isValidIBAN(iban)).toBe(true);
    }
  });

  it('lists only Croatian bank codes whose own MOD 11,10 digit is right', () => {
    for (const bank of countryByCode('HR')!.iban.banks) expect(mod11_10(bank.code.slice(0, 6)), bank.name).toBe(bank.code[6]);
  });
});

/**
 * Collects failed checks so a loop over thousands of values stays fast (one `expect` per test instead of
 * several per value) and a failure still names the offending values.
 */
function checker() {
  const failures: string[] = [];
  return {
    check(condition: boolean, what: string): void {
      if (!condition && failures.length < 10) failures.push(what);
    },
    failures,
  };
}

describe.each(CODES)('%s', (code) => {
  const country = countryByCode(code)!;

  it(`generates ${N} IBANs that ibantools and the national rules accept`, () => {
    const rng = createRandom(`iban-${code}`);
    const bankCodes = country.iban.banks.map((b) => b.code);
    const national = NATIONAL[code];
    const { check, failures } = checker();
    for (let i = 0; i < N; i++) {
      const iban = generateIban(code, rng);
      const bban = iban.slice(4);
      check(iban.length === IBAN_LENGTHS[code], `length ${iban}`);
      check(iban.slice(0, 2) === code, `country ${iban}`);
      check(BBAN_FORMAT[code].test(bban), `structure ${iban}`);
      check(bankCodes.some((b) => bban.startsWith(b) || bban.slice(1).startsWith(b)), `bank ${iban}`);
      check(mod97(bban + iban.slice(0, 4)) === 1, `mod 97 ${iban}`);
      check(isValidIBAN(iban), `ibantools isValidIBAN ${iban}`);
      check(isValidBBAN(bban, code), `ibantools isValidBBAN ${iban}`);
      if (national) check(national(bban), `national check digits ${iban}`);
    }
    expect(failures).toEqual([]);
  });

  it(`generates ${N} phone numbers valid for ${code} (libphonenumber-js/max)`, () => {
    const rng = createRandom(`phone-${code}`);
    const shape = new RegExp(`^\\+${country.phone.callingCode} \\d[\\d ]*\\d$`);
    const { check, failures } = checker();
    for (let i = 0; i < N; i++) {
      const phone = generatePhone(code, rng);
      check(shape.test(phone), `shape ${phone}`);
      const parsed = parsePhoneNumber(phone);
      check(parsed.isValid() && parsed.country === code, `valid for ${code}: ${phone} (${parsed.country})`);
      // The grouping is the one the numbering plan's formatting rules give.
      check(parsed.formatInternational() === phone, `grouping ${phone} vs ${parsed.formatInternational()}`);
      // A CSV cell keeps it as it is: a phone number is not something a spreadsheet runs.
      check(csvField(phone) === phone, `CSV cell ${csvField(phone)}`);
    }
    expect(failures).toEqual([]);
  });

  it(`generates ${N} passport numbers in the national format`, () => {
    const rng = createRandom(`passport-${code}`);
    const { check, failures } = checker();
    for (let i = 0; i < N; i++) {
      const passport = generatePassport(code, rng);
      check(PASSPORT[code].test(passport) && country.passport.pattern.test(passport), passport);
    }
    expect(failures).toEqual([]);
  });

  it(`generates ${N} addresses with valid postcodes belonging to the city`, () => {
    const rng = createRandom(`address-${code}`);
    expect(postcodeValidatorExistsForCountry(code)).toBe(true);
    const { check, failures } = checker();
    for (let i = 0; i < N; i++) {
      const a = generateAddress(code, rng);
      const city = country.address.cities.find((c) => c.name === a.city);
      if (!city) {
        check(false, `city ${a.city}`);
        continue;
      }
      const all = a.lines.join(' ');
      check((city.streets ?? country.address.streets).includes(a.street), `street ${a.street}`);
      check(Number.isInteger(a.number) && a.number >= 1 && a.number <= 150, `number ${a.number}`);
      check(postcodeValidator(a.postcode, code), `postcode-validator ${a.postcode}`);
      if (city.range) {
        // The numeric part, without a country prefix (LT-, LV-, L-) or Portugal's 3-digit suffix.
        const n = Number((code === 'PT' ? a.postcode.slice(0, 4) : a.postcode).replace(/\D/g, ''));
        check(n >= city.range[0] && n <= city.range[1], `postcode ${a.postcode} outside ${city.name}`);
      } else {
        check(city.prefixes!.some((p) => a.postcode.startsWith(p)), `postcode ${a.postcode} not of ${city.name}`);
      }
      check(a.region === city.region, `region ${a.region}`);
      check(a.text === a.lines.join('\n'), 'text');
      check(all.includes(a.street) && all.includes(String(a.number)) && all.includes(a.postcode), `lines ${a.text}`);
      check(all.toLowerCase().includes(a.city.toLowerCase()), `city line ${a.text}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('address layouts', () => {
  const parts = { street: 'S', number: 7, city: 'C', postcode: 'P' };
  it.each([
    ['NL', parts, 'S 7\nP C'],
    ['FR', parts, '7 S\nP C'],
    ['GB', { ...parts, city: 'London' }, '7 S\nLONDON\nP'],
    ['IE', { ...parts, region: 'Cork' }, '7 S\nC\nCo. Cork\nP'],
    ['ES', { ...parts, region: 'Bizkaia' }, 'S, 7\nP C\nBizkaia'],
    ['ES', { ...parts, region: 'C' }, 'S, 7\nP C'],
    ['IT', { ...parts, region: 'RM' }, 'S 7\nP C RM'],
    ['HU', parts, 'C\nS 7.\nP'],
    ['LV', parts, 'S 7\nC, P'],
    ['MT', parts, '7, S\nC P'],
    ['LU', parts, '7, S\nP C'],
    ['RO', { ...parts, region: 'Cluj' }, 'S nr. 7\nP C\nJudețul Cluj'],
  ])('%s', (code, p, text) => {
    expect(countryByCode(code)!.address.layout(p).join('\n')).toBe(text);
  });
});

describe('fallbacks and errors', () => {
  it('rejects an unknown country for IBANs', () => {
    expect(() => generateIban('XX', createRandom(1))).toThrow('Unsupported country code: XX');
    expect(generateMany('iban', 'XX', 3)).toEqual({ ok: false, error: { message: 'Unsupported country code: XX' } });
  });

  it('reports a country without bank codes', () => {
    const noBanks: CountryData = { ...nl, iban: { ...nl.iban, banks: [] } };
    expect(() => ibanFor(noBanks, createRandom(1))).toThrow('No bank codes found for country: NL');
  });

  it('falls back to NL for passport and phone', () => {
    const rng = createRandom(3);
    for (let i = 0; i < 50; i++) {
      expect(generatePassport('XX', rng)).toMatch(PASSPORT.NL);
      expect(parsePhoneNumber(generatePhone('XX', rng)).country).toBe('NL');
    }
  });

  it('falls back to Main Street / City / 12345 for addresses', () => {
    const rng = createRandom(4);
    for (let i = 0; i < 200; i++) {
      const a = generateAddress('XX', rng);
      expect(a).toMatchObject({ street: 'Main Street', city: 'City', postcode: '12345' });
      expect(a.number).toBeGreaterThanOrEqual(1);
      expect(a.number).toBeLessThanOrEqual(150);
      expect(a.text).toBe(`Main Street ${a.number}\n12345 City`);
    }
  });
});

describe('seeds and bulk generation', () => {
  it('reproduces values for the same seed and differs for another', () => {
    const a = generateMany('iban', 'NL', 20, 'qa-seed');
    const b = generateMany('iban', 'NL', 20, 'qa-seed');
    const c = generateMany('iban', 'NL', 20, 'other');
    expect(a).toEqual(b);
    expect(a.ok && c.ok && a.value.values).not.toEqual(c.ok && c.value.values);
  });

  it('starts a seeded list with the single value of that seed', () => {
    for (const kind of ['bsn', 'iban', 'passport', 'address', 'phone'] as const) {
      const list = generateMany(kind, 'DE', 5, 123);
      expect(list.ok && list.value.values[0]).toBe(generate(kind, 'DE', createRandom(123)));
    }
  });

  it('treats numeric and text seeds consistently and clamps the count to 1–1,000', () => {
    expect(createRandom(7).next()).toBe(createRandom(7).next());
    const big = generateMany('bsn', 'NL', 5000, 1);
    const small = generateMany('bsn', 'NL', 0, 1);
    expect(big.ok && big.value.values.length).toBe(1000);
    expect(small.ok && small.value.values.length).toBe(1);
  });

  it('groups IBANs by four for display only', () => {
    expect(formatIbanGrouped('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIbanGrouped('NO9386011117947')).toBe('NO93 8601 1117 947');
  });

  // The time this takes is a figure of the benchmark (tests/bench/engines-node.ts), not an assertion here.
  it('bulk-generates 1,000 valid IBANs of the chosen country for every country', () => {
    for (const code of CODES) {
      const r = generateMany('iban', code, 1000, `bulk-${code}`);
      if (!r.ok) throw new Error(`${code}: ${r.error.message}`);
      expect(r.value.values, code).toHaveLength(1000);
      const wrong = r.value.values.filter((iban) => !iban.startsWith(code) || iban.length !== IBAN_LENGTHS[code] || !isValidIBAN(iban));
      expect(wrong, code).toEqual([]);
      // Random account numbers: a thousand draws give (almost) a thousand different IBANs.
      expect(new Set(r.value.values).size, code).toBeGreaterThan(990);
    }
  });
});
