/**
 * National identification numbers: one generator and one validator per official rule. The country files give
 * each rule its local name and the public source of the rule; this file only holds the arithmetic.
 *
 * Every generator takes the person the number belongs to, and a number that encodes the birth date, the gender
 * or the name encodes THEIRS. Numbers are written in the form the country prints them (separators included).
 */
import { generateBsn, isValidBsn } from './bsn';
import { italianControlChar, luhn, mod11_10, weightedSum } from './checksums';
import type { IdRule, NationalIdSpec, NoNationalId, PersonFacts } from './countries/types';
import { DIGITS, LETTERS, type Random } from './random';
import { countryOption } from './meta';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

interface Birth {
  y: number;
  m: number;
  d: number;
  yy: string;
  mm: string;
  dd: string;
}

/** The birth date of `p` in pieces ("1985-03-07" → 1985, 3, 7, "85", "03", "07"). */
export function birthOf(p: PersonFacts): Birth {
  const [y, m, d] = p.dateOfBirth.split('-').map(Number);
  return { y, m, d, yy: pad(y % 100), mm: pad(m), dd: pad(d) };
}

/** True when year/month/day is a real calendar date. */
export function isRealDate(y: number, m: number, d: number): boolean {
  if (!(m >= 1 && m <= 12 && d >= 1)) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** An integer in [min, max] that is odd when `odd`, even otherwise. */
function withParity(rng: Random, min: number, max: number, odd: boolean): number {
  for (;;) {
    const n = rng.int(min, max);
    if ((n % 2 === 1) === odd) return n;
  }
}

/** One digit, odd for men and even for women (the convention of most Nordic and Central European numbers). */
const genderDigit = (rng: Random, p: PersonFacts, oddForMale = true): number =>
  withParity(rng, 0, 9, (p.gender === 'male') === oddForMale);

/** Σ digit·weight mod 11. */
const mod11 = (digits: string, weights: readonly number[]): number => weightedSum(digits, weights) % 11;

// ---- Germany: Steuerliche Identifikationsnummer ----------------------------------------------------------

/**
 * 11 digits, first not 0; in the first 10 exactly one digit occurs twice or three times (three never side by
 * side) and every other digit at most once; the 11th is the ISO 7064 MOD 11,10 check digit.
 */
export const deIdnr: IdRule = {
  generate(_p, rng) {
    for (;;) {
      const repeated = rng.int(0, 9);
      const times = rng.int(2, 3);
      const others = [...DIGITS].map(Number).filter((d) => d !== repeated);
      const digits = [...Array<number>(times).fill(repeated)];
      while (digits.length < 10) digits.push(others.splice(rng.int(0, others.length - 1), 1)[0]);
      for (let i = digits.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [digits[i], digits[j]] = [digits[j], digits[i]];
      }
      const body = digits.join('');
      if (body[0] === '0' || /(\d)\1\1/.test(body)) continue;
      return body + mod11_10(body);
    }
  },
  isValid(v) {
    if (!/^[1-9]\d{10}$/.test(v) || /(\d)\1\1/.test(v.slice(0, 10))) return false;
    const counts = new Map<string, number>();
    for (const c of v.slice(0, 10)) counts.set(c, (counts.get(c) ?? 0) + 1);
    const repeated = [...counts.values()].filter((n) => n > 1);
    return repeated.length === 1 && repeated[0] <= 3 && mod11_10(v.slice(0, 10)) === v[10];
  },
};

// ---- France: NIR -----------------------------------------------------------------------------------------

/** Birthplaces as INSEE codes (department + commune): the Paris arrondissements and the largest cities. */
const FR_BIRTHPLACES = [
  '75101', '75104', '75107', '75111', '75115', '75116', '75118', '75120', '69123', '13055', '31555', '06088',
  '44109', '67482', '33063', '59350', '34172', '35238', '51454', '76540',
];

/**
 * 1 digit sex (1 man, 2 woman), YY, MM, 5 digits department + commune of birth, 3 digits order, 2 digits key
 * 97 − (the 13 digits mod 97), Corsica's 2A/2B read as 19/18 for the key.
 */
export const frNir: IdRule = {
  generate(p, rng) {
    const { yy, mm } = birthOf(p);
    const body = (p.gender === 'male' ? '1' : '2') + yy + mm + rng.pick(FR_BIRTHPLACES) + pad(rng.int(1, 999), 3);
    return body + pad(97 - (Number(body) % 97));
  },
  isValid(v) {
    const m = /^([1278]\d{4})(\d{2}|2A|2B)(\d{6})(\d{2})$/.exec(v);
    if (!m) return false;
    const dept = m[2] === '2A' ? '19' : m[2] === '2B' ? '18' : m[2];
    return Number(m[4]) === 97 - (Number(m[1] + dept + m[3]) % 97);
  },
};

// ---- Spain: DNI and NIE ----------------------------------------------------------------------------------

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** 8 digits and the letter of (number mod 23). */
export const esDni: IdRule = {
  generate(_p, rng) {
    const n = rng.digits(8);
    return n + DNI_LETTERS[Number(n) % 23];
  },
  isValid: (v) => /^\d{8}[A-Z]$/.test(v) && DNI_LETTERS[Number(v.slice(0, 8)) % 23] === v[8],
};

/** X, Y or Z (read as 0, 1, 2), 7 digits, and the DNI letter of the 8-digit number so formed. */
export const esNie: IdRule = {
  generate(_p, rng) {
    const prefix = rng.int(0, 2);
    const n = rng.digits(7);
    return 'XYZ'[prefix] + n + DNI_LETTERS[Number(prefix + n) % 23];
  },
  isValid: (v) => /^[XYZ]\d{7}[A-Z]$/.test(v) && DNI_LETTERS[Number('XYZ'.indexOf(v[0]) + v.slice(1, 8)) % 23] === v[8],
};

// ---- Italy: codice fiscale -------------------------------------------------------------------------------

const CF_MONTHS = 'ABCDEHLMPRST';
/** Belfiore codes of the largest comuni: Roma, Milano, Napoli, Torino, Palermo, Genova, Bologna, Firenze, Bari, Venezia. */
const IT_BIRTHPLACES = ['H501', 'F205', 'F839', 'L219', 'G273', 'D969', 'A944', 'D612', 'A662', 'L736'];

/** The letters of a name for the codice fiscale: accents dropped, apostrophes and spaces ignored, capitals. */
const cfLetters = (name: string): string => name.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase();
const consonants = (s: string): string => s.replace(/[AEIOU]/g, '');
const vowels = (s: string): string => s.replace(/[^AEIOU]/g, '');

/** Three letters of the surname: consonants, then vowels, then X. */
export const cfSurname = (last: string): string => {
  const s = cfLetters(last);
  return (consonants(s) + vowels(s) + 'XXX').slice(0, 3);
};

/** Three letters of the first name: the 1st, 3rd and 4th consonant when it has four or more, else as the surname. */
export const cfFirstName = (first: string): string => {
  const s = cfLetters(first);
  const c = consonants(s);
  return c.length >= 4 ? c[0] + c[2] + c[3] : (c + vowels(s) + 'XXX').slice(0, 3);
};

/**
 * 3 letters of the surname, 3 of the first name, YY, a month letter, the day (+40 for women), the Belfiore code
 * of the birthplace, and the control letter.
 */
export const itCodiceFiscale: IdRule = {
  generate(p, rng) {
    const { yy, m, d } = birthOf(p);
    const body =
      cfSurname(p.lastName) + cfFirstName(p.firstName) + yy + CF_MONTHS[m - 1] + pad(d + (p.gender === 'female' ? 40 : 0)) + rng.pick(IT_BIRTHPLACES);
    return body + italianControlChar(body);
  },
  isValid: (v) =>
    /^[A-Z]{6}\d{2}[ABCDEHLMPRST](?:[0-6]\d|7[01])[A-Z]\d{3}[A-Z]$/.test(v) && italianControlChar(v.slice(0, 15)) === v[15],
};

// ---- Belgium: Rijksregisternummer ------------------------------------------------------------------------

/** YYMMDD, a 3-digit counter (odd for men, even for women), and 97 − (the 9 digits mod 97), with a 2 in front for births from 2000. */
export const beRrn: IdRule = {
  generate(p, rng) {
    const { y, yy, mm, dd } = birthOf(p);
    const base = yy + mm + dd + pad(withParity(rng, 1, 997, p.gender === 'male'), 3);
    return base + pad(97 - (Number((y >= 2000 ? '2' : '') + base) % 97));
  },
  isValid(v) {
    if (!/^\d{11}$/.test(v)) return false;
    const base = v.slice(0, 9);
    const check = Number(v.slice(9));
    return check === 97 - (Number(base) % 97) || check === 97 - (Number('2' + base) % 97);
  },
};

// ---- Austria: Sozialversicherungsnummer ------------------------------------------------------------------

const AT_WEIGHTS = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6];

/** A 3-digit serial (100–999), a check digit (Σ weights 3 7 9 · 5 8 4 2 1 6 mod 11; 10 is never issued), DDMMYY. */
export const atSvnr: IdRule = {
  generate(p, rng) {
    const { yy, mm, dd } = birthOf(p);
    for (;;) {
      const serial = String(rng.int(100, 999));
      const check = mod11(serial + '0' + dd + mm + yy, AT_WEIGHTS);
      if (check !== 10) return `${serial}${check} ${dd}${mm}${yy}`;
    }
  },
  isValid(v) {
    const s = v.replace(' ', '');
    return /^[1-9]\d{9}$/.test(s) && mod11(s.slice(0, 3) + '0' + s.slice(4), AT_WEIGHTS) === Number(s[3]);
  },
};

// ---- Portugal: Cartão de Cidadão -------------------------------------------------------------------------

const PT_ALPHABET = DIGITS + LETTERS;

/** Luhn over digits and letters (A = 10 … Z = 35), as the Cartão de Cidadão document number is checked. */
function ptLuhnSum(text: string): number {
  let sum = 0;
  for (let i = text.length - 1, double = false; i >= 0; i--, double = !double) {
    let v = PT_ALPHABET.indexOf(text[i]);
    if (double) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return sum;
}

/**
 * The civil identification number (8 digits) with its mod-11 check digit, a 2-letter version of the card, and
 * a final check digit over all 12 characters (Luhn with letters valued 10–35).
 */
export const ptCc: IdRule = {
  generate(_p, rng) {
    const nic = String(rng.int(1, 9)) + rng.digits(7);
    const r = 11 - mod11(nic, [9, 8, 7, 6, 5, 4, 3, 2]);
    const body = nic + (r >= 10 ? 0 : r) + rng.pick(['ZZ', 'ZY', 'ZX', 'ZW']);
    return body + String((10 - (ptLuhnSum(body + '0') % 10)) % 10);
  },
  isValid: (v) => /^\d{9}[A-Z0-9]{2}\d$/.test(v) && ptLuhnSum(v) % 10 === 0,
};

// ---- Ireland: PPS number ---------------------------------------------------------------------------------

const PPS_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

/** 7 digits, a check letter (Σ digit·(8…2) + 9·suffix value, mod 23; W = 0), and since 2013 the suffix A. */
export const iePps: IdRule = {
  generate(_p, rng) {
    const digits = rng.digits(7);
    const suffix = rng.int(0, 1) === 1 ? 'A' : '';
    const sum = weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + (suffix ? 9 * PPS_LETTERS.indexOf(suffix) : 0);
    return digits + PPS_LETTERS[sum % 23] + suffix;
  },
  isValid(v) {
    const m = /^(\d{7})([A-W])([A-W]?)$/.exec(v);
    if (!m) return false;
    const suffix = m[3] && m[3] !== 'W' ? 9 * PPS_LETTERS.indexOf(m[3]) : 0;
    return PPS_LETTERS[(weightedSum(m[1], [8, 7, 6, 5, 4, 3, 2]) + suffix) % 23] === m[2];
  },
};

// ---- Sweden: personnummer --------------------------------------------------------------------------------

/** YYMMDD, "-" (under 100 years old), a 3-digit birth number whose last digit is odd for men, and a Luhn digit. */
export const sePersonnummer: IdRule = {
  generate(p, rng) {
    const { yy, mm, dd } = birthOf(p);
    const serial = pad(rng.int(0, 99)) + genderDigit(rng, p);
    return `${yy}${mm}${dd}-${serial}${luhn(yy + mm + dd + serial)}`;
  },
  isValid(v) {
    const m = /^(\d{6})[-+](\d{3})(\d)$/.exec(v);
    return !!m && isRealDate(2000, Number(m[1].slice(2, 4)), Number(m[1].slice(4, 6))) && luhn(m[1] + m[2]) === m[3];
  },
};

// ---- Denmark: CPR-nummer ---------------------------------------------------------------------------------

const CPR_WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1];

/**
 * DDMMYY-SSSS: the first serial digit gives the century (0–3: 1900–1999; 4, 9: 2000–2036; 5–8: 2000–2057),
 * the last is odd for men. Numbers are kept to the modulus-11 control (Σ weights 4 3 2 7 6 5 4 3 2 1 ≡ 0),
 * which CPR dropped in 2007 but many systems still apply.
 */
export const dkCpr: IdRule = {
  generate(p, rng) {
    const { y, yy, mm, dd } = birthOf(p);
    const centuries = y < 2000 ? [0, 1, 2, 3] : y <= 2036 ? [4, 5, 6, 7, 8, 9] : [5, 6, 7, 8];
    for (;;) {
      const serial = String(rng.pick(centuries)) + rng.digits(2) + genderDigit(rng, p);
      if (weightedSum(dd + mm + yy + serial, CPR_WEIGHTS) % 11 === 0) return `${dd}${mm}${yy}-${serial}`;
    }
  },
  isValid(v) {
    const m = /^(\d{2})(\d{2})\d{2}-?(\d{4})$/.exec(v);
    return !!m && isRealDate(2000, Number(m[2]), Number(m[1])) && weightedSum(v.replace('-', ''), CPR_WEIGHTS) % 11 === 0;
  },
};

// ---- Norway: fødselsnummer -------------------------------------------------------------------------------

const NO_K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const NO_K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** 11 − (Σ mod 11), 11 → 0; null for 10 (no such number is issued). */
const elevenMinus = (digits: string, weights: readonly number[]): number | null => {
  const r = 11 - mod11(digits, weights);
  return r === 11 ? 0 : r === 10 ? null : r;
};

/**
 * DDMMYY, an individual number (000–499 for 1900–1999, 500–999 for 2000–2039) whose last digit is odd for men,
 * and two mod-11 control digits (weights 3 7 6 1 8 9 4 5 2, then 5 4 3 2 7 6 5 4 3 2).
 */
export const noFodselsnummer: IdRule = {
  generate(p, rng) {
    const { y, yy, mm, dd } = birthOf(p);
    for (;;) {
      const individual = (y < 2000 ? rng.int(0, 49) : rng.int(50, 99)) * 10 + genderDigit(rng, p);
      const nine = dd + mm + yy + pad(individual, 3);
      const k1 = elevenMinus(nine, NO_K1);
      if (k1 === null) continue;
      const k2 = elevenMinus(nine + k1, NO_K2);
      if (k2 !== null) return nine + k1 + k2;
    }
  },
  isValid(v) {
    if (!/^\d{11}$/.test(v) || !isRealDate(2000, Number(v.slice(2, 4)), Number(v.slice(0, 2)))) return false;
    return elevenMinus(v.slice(0, 9), NO_K1) === Number(v[9]) && elevenMinus(v.slice(0, 10), NO_K2) === Number(v[10]);
  },
};

// ---- Finland: henkilötunnus ------------------------------------------------------------------------------

const HETU_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** DDMMYY, the century sign (- for 1900s, A for 2000s), an individual number 002–899 (odd for men), the check character of DDMMYYZZZ mod 31. */
export const fiHetu: IdRule = {
  generate(p, rng) {
    const { y, yy, mm, dd } = birthOf(p);
    const individual = pad(withParity(rng, 2, 899, p.gender === 'male'), 3);
    return dd + mm + yy + (y < 2000 ? '-' : 'A') + individual + HETU_CHECK[Number(dd + mm + yy + individual) % 31];
  },
  isValid(v) {
    const m = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(v);
    return !!m && isRealDate(2000, Number(m[1].slice(2, 4)), Number(m[1].slice(0, 2))) && HETU_CHECK[Number(m[1] + m[2]) % 31] === m[3];
  },
};

// ---- Poland: PESEL ---------------------------------------------------------------------------------------

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** YYMMDD (month + 20 for 2000–2099), 3 serial digits, a sex digit (odd men), and (10 − Σ weights 1 3 7 9… mod 10) mod 10. */
export const plPesel: IdRule = {
  generate(p, rng) {
    const { y, yy, m, dd } = birthOf(p);
    const front = yy + pad(m + (y >= 2000 ? 20 : 0)) + dd + rng.digits(3) + genderDigit(rng, p);
    return front + ((10 - (weightedSum(front, PESEL_WEIGHTS) % 10)) % 10);
  },
  isValid: (v) => /^\d{11}$/.test(v) && (10 - (weightedSum(v.slice(0, 10), PESEL_WEIGHTS) % 10)) % 10 === Number(v[10]),
};

// ---- Czechia and Slovakia: rodné číslo -------------------------------------------------------------------

/**
 * YYMMDD with the month + 50 for women, "/", then 3 digits for births before 1954, or 4 digits making the whole
 * 10-digit number divisible by 11 from 1954 on (remainder 10 is avoided: the old "0" exception is not needed).
 */
export const czSkRodneCislo: IdRule = {
  generate(p, rng) {
    const { y, yy, m, dd } = birthOf(p);
    const date = yy + pad(m + (p.gender === 'female' ? 50 : 0)) + dd;
    if (y < 1954) return `${date}/${rng.digits(3)}`;
    for (;;) {
      const serial = rng.digits(3);
      const r = Number(date + serial) % 11;
      if (r !== 10) return `${date}/${serial}${r}`;
    }
  },
  isValid(v) {
    const m = /^(\d{6})\/(\d{3,4})$/.exec(v);
    if (!m) return false;
    const month = Number(m[1].slice(2, 4)) % 50;
    if (!isRealDate(2000, month, Number(m[1].slice(4, 6)))) return false;
    return m[2].length === 3 || Number(m[1] + m[2]) % 11 === 0;
  },
};

// ---- Greece: AMKA ----------------------------------------------------------------------------------------

/** DDMMYY, 3 serial digits, a sex digit (odd for men, even for women), a Luhn digit over the 10. */
export const grAmka: IdRule = {
  generate(p, rng) {
    const { yy, mm, dd } = birthOf(p);
    const front = dd + mm + yy + rng.digits(3) + genderDigit(rng, p);
    return front + luhn(front);
  },
  isValid: (v) => /^\d{11}$/.test(v) && isRealDate(2000, Number(v.slice(2, 4)), Number(v.slice(0, 2))) && luhn(v.slice(0, 10)) === v[10],
};

// ---- Romania: CNP ----------------------------------------------------------------------------------------

const CNP_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
/** County codes: 01–46 (40–46 Bucharest and its sectors), 51 Călărași, 52 Giurgiu. */
const RO_COUNTIES = [...Array.from({ length: 46 }, (_, i) => pad(i + 1)), '51', '52'];

/** S (1/2 men/women born 1900–1999, 5/6 from 2000), YYMMDD, county, 3-digit serial 001–999, control Σ weights 2 7 9 1 4 6 3 5 8 2 7 9 mod 11 (10 → 1). */
export const roCnp: IdRule = {
  generate(p, rng) {
    const { y, yy, mm, dd } = birthOf(p);
    const sex = (y < 2000 ? 1 : 5) + (p.gender === 'male' ? 0 : 1);
    const front = sex + yy + mm + dd + rng.pick(RO_COUNTIES) + pad(rng.int(1, 999), 3);
    const r = mod11(front, CNP_WEIGHTS);
    return front + (r === 10 ? 1 : r);
  },
  isValid(v) {
    if (!/^[1-8]\d{12}$/.test(v) || !RO_COUNTIES.includes(v.slice(7, 9))) return false;
    const r = mod11(v.slice(0, 12), CNP_WEIGHTS);
    return (r === 10 ? 1 : r) === Number(v[12]);
  },
};

// ---- Bulgaria: EGN ---------------------------------------------------------------------------------------

const EGN_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6];

/** YYMMDD (month + 40 from 2000), 3 region/serial digits whose last is even for men and odd for women, control Σ weights mod 11 (10 → 0). */
export const bgEgn: IdRule = {
  generate(p, rng) {
    const { y, yy, m, dd } = birthOf(p);
    const front = yy + pad(m + (y >= 2000 ? 40 : 0)) + dd + rng.digits(2) + genderDigit(rng, p, false);
    return front + (mod11(front, EGN_WEIGHTS) % 10);
  },
  isValid: (v) => /^\d{10}$/.test(v) && mod11(v.slice(0, 9), EGN_WEIGHTS) % 10 === Number(v[9]),
};

// ---- Croatia: OIB ----------------------------------------------------------------------------------------

/** 10 random digits and an ISO 7064 MOD 11,10 check digit; nothing about the person. */
export const hrOib: IdRule = {
  generate(_p, rng) {
    const body = rng.digits(10);
    return body + mod11_10(body);
  },
  isValid: (v) => /^\d{11}$/.test(v) && mod11_10(v.slice(0, 10)) === v[10],
};

// ---- Lithuania and Estonia: asmens kodas, isikukood ------------------------------------------------------

/** The Baltic control digit: Σ weights 1–9,1 mod 11; when 10, weights 3–9,1–3 mod 11; when 10 again, 0. */
export function balticCheck(ten: string): number {
  const r = mod11(ten, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
  if (r !== 10) return r;
  const r2 = mod11(ten, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]);
  return r2 === 10 ? 0 : r2;
}

/** G (3/4 men/women born 1900–1999, 5/6 from 2000), YYMMDD, 3 serial digits, the Baltic control digit. */
export const balticPersonalCode: IdRule = {
  generate(p, rng) {
    const { y, yy, mm, dd } = birthOf(p);
    const front = String((y < 2000 ? 3 : 5) + (p.gender === 'male' ? 0 : 1)) + yy + mm + dd + rng.digits(3);
    return front + balticCheck(front);
  },
  isValid: (v) =>
    /^[1-8]\d{10}$/.test(v) && isRealDate(2000, Number(v.slice(3, 5)), Number(v.slice(5, 7))) && balticCheck(v.slice(0, 10)) === Number(v[10]),
};

// ---- Latvia: personas kods -------------------------------------------------------------------------------

const LV_WEIGHTS = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** (1101 − Σ weights 1 6 3 7 9 10 5 8 4 2) mod 11; null for 10 (not issued). */
const lvCheck = (ten: string): number | null => {
  const r = (((1101 - weightedSum(ten, LV_WEIGHTS)) % 11) + 11) % 11;
  return r === 10 ? null : r;
};

/** DDMMYY-CNNNK: the century digit (1 for 1900–1999, 2 from 2000), 3 serial digits, the control digit. */
export const lvPersonasKods: IdRule = {
  generate(p, rng) {
    const { y, yy, mm, dd } = birthOf(p);
    for (;;) {
      const ten = dd + mm + yy + (y < 2000 ? '1' : '2') + rng.digits(3);
      const k = lvCheck(ten);
      if (k !== null) return `${ten.slice(0, 6)}-${ten.slice(6)}${k}`;
    }
  },
  isValid(v) {
    const m = /^(\d{6})-?([012]\d{3})(\d)$/.exec(v);
    return !!m && isRealDate(2000, Number(m[1].slice(2, 4)), Number(m[1].slice(0, 2))) && lvCheck(m[1] + m[2]) === Number(m[3]);
  },
};

// ---- Slovenia: EMŠO --------------------------------------------------------------------------------------

const EMSO_WEIGHTS = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** DDMMYYY (last 3 digits of the year), register 50 (Slovenia), 000–499 men / 500–999 women, control 11 − Σ mod 11. */
export const siEmso: IdRule = {
  generate(p, rng) {
    const { y, mm, dd } = birthOf(p);
    for (;;) {
      const front = dd + mm + pad(y % 1000, 3) + '50' + pad(p.gender === 'male' ? rng.int(0, 499) : rng.int(500, 999), 3);
      const k = elevenMinus(front, EMSO_WEIGHTS);
      if (k !== null) return front + k;
    }
  },
  isValid: (v) => /^\d{13}$/.test(v) && isRealDate(2000, Number(v.slice(2, 4)), Number(v.slice(0, 2))) && elevenMinus(v.slice(0, 12), EMSO_WEIGHTS) === Number(v[12]),
};

// ---- Switzerland: AHV-Nummer -----------------------------------------------------------------------------

/** EAN-13 check digit: weights 1, 3, 1, 3 … from the left over 12 digits. */
const ean13 = (twelve: string): number => (10 - (weightedSum(twelve, [1, 3]) % 10)) % 10;

/** 756 (Switzerland's EAN prefix), 9 random digits, an EAN-13 check digit; written 756.XXXX.XXXX.XX. Nothing about the person. */
export const chAhv: IdRule = {
  generate(_p, rng) {
    const twelve = '756' + rng.digits(9);
    const n = twelve + ean13(twelve);
    return `${n.slice(0, 3)}.${n.slice(3, 7)}.${n.slice(7, 11)}.${n.slice(11)}`;
  },
  isValid(v) {
    const s = v.replace(/\./g, '');
    return /^756\d{10}$/.test(s) && ean13(s.slice(0, 12)) === Number(s[12]);
  },
};

// ---- Iceland: kennitala ----------------------------------------------------------------------------------

const KT_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** DDMMYY-RRKC: 2 random digits (20–99), control 11 − Σ weights 3 2 7 6 5 4 3 2 mod 11 (10 not issued), century 9 (1900s) or 0 (2000s). */
export const isKennitala: IdRule = {
  generate(p, rng) {
    const { y, yy, mm, dd } = birthOf(p);
    for (;;) {
      const eight = dd + mm + yy + rng.int(20, 99);
      const k = elevenMinus(eight, KT_WEIGHTS);
      if (k !== null) return `${eight.slice(0, 6)}-${eight.slice(6)}${k}${y < 2000 ? 9 : 0}`;
    }
  },
  isValid(v) {
    const m = /^(\d{6})-?(\d{2})(\d)([890])$/.exec(v);
    return !!m && isRealDate(2000, Number(m[1].slice(2, 4)), Number(m[1].slice(0, 2))) && elevenMinus(m[1] + m[2], KT_WEIGHTS) === Number(m[3]);
  },
};

// ---- Liechtenstein: PEID ---------------------------------------------------------------------------------

/** 4 to 12 digits, no published check digit: written as 11 digits with leading zeros, as the tax administration shows it. */
export const liPeid: IdRule = {
  generate: (_p, rng) => '0000' + String(rng.int(1, 9)) + rng.digits(6),
  isValid: (v) => /^\d{4,12}$/.test(v) && v.replace(/^0+/, '').length >= 4,
};

// ---- United Kingdom: National Insurance number -----------------------------------------------------------

/** First letters HMRC allocates (not D F I Q U V), second letters (not D F I O Q U V), and the prefixes never allocated. */
const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_UNUSED = ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ', 'CR', 'FY', 'MW', 'NC', 'PP', 'PY', 'PZ'];

/** Two prefix letters, 6 digits, a suffix A–D; only prefixes HMRC allocates. */
export const gbNino: IdRule = {
  generate(_p, rng) {
    for (;;) {
      const prefix = rng.pick([...NINO_FIRST]) + rng.pick([...NINO_SECOND]);
      if (!NINO_UNUSED.includes(prefix)) return prefix + rng.digits(6) + rng.pick(['A', 'B', 'C', 'D']);
    }
  },
  isValid(v) {
    const m = /^([A-Z])([A-Z])\d{6}[A-D]$/.exec(v);
    return !!m && NINO_FIRST.includes(m[1]) && NINO_SECOND.includes(m[2]) && !NINO_UNUSED.includes(m[1] + m[2]);
  },
};

// ---- Netherlands: BSN ------------------------------------------------------------------------------------

/** 9 digits passing the 11-proof (see bsn.ts). */
export const nlBsn: IdRule = { generate: (_p, rng) => generateBsn(rng), isValid: isValidBsn };

// ---- the country-facing API ------------------------------------------------------------------------------

/** A country's spec from a rule and its documentation. */
export const nationalIdRule = (rule: IdRule, doc: Omit<NationalIdSpec, 'kind' | keyof IdRule>): NationalIdSpec => ({
  kind: 'rule',
  ...doc,
  generate: rule.generate,
  isValid: rule.isValid,
});

/** A country for which no number is generated, with the reason shown to the user (its line in meta.ts). */
export const noNationalId = (code: string): NoNationalId => ({ kind: 'none', reason: countryOption(code)!.noNationalId!.reason });
