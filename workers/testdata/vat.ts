/**
 * VAT numbers of companies: one generator and one validator per national rule (the EU's 27, the United Kingdom,
 * Switzerland, Norway, and the tax numbers Andorra, Iceland, Monaco and San Marino use for VAT). The country files
 * give each rule its local name and the public source; this file holds the arithmetic.
 *
 * Numbers are written as they are exchanged between businesses: the VIES country prefix (EL for Greece) and the
 * digits without spaces; the Swiss UID keeps its printed form "CHE-123.456.789 MWST", Norway its "MVA" suffix.
 */
import { luhn, mod11_10, weightedSum } from './checksums';
import type { NoVat, VatRule, VatSpec } from './countries/types';
import type { Random } from './random';
import { countryOption } from './meta';

/** `count` digits, the first one not 0. */
const nonZeroDigits = (rng: Random, count: number): string => String(rng.int(1, 9)) + rng.digits(count - 1);

/** A rule whose number is `prefix` + body: `make` draws a body (null to draw again), `check` tests one. */
function prefixed(prefix: string, make: (rng: Random) => string | null, check: (body: string) => boolean): VatRule {
  return {
    generate(rng) {
      for (;;) {
        const body = make(rng);
        if (body !== null) return prefix + body;
      }
    },
    isValid: (v) => v.startsWith(prefix) && check(v.slice(prefix.length)),
  };
}

/** 11 − (Σ digit·weight mod 11), 11 → 0, 10 → null (no valid digit). */
function elevenMinus(digits: string, weights: readonly number[]): number | null {
  const r = 11 - (weightedSum(digits, weights) % 11);
  return r === 11 ? 0 : r === 10 ? null : r;
}

/** A body of `n` digits followed by a check computed by `check` over them, or null when it has none. */
const withCheck =
  (n: number, check: (body: string) => string | null, first: (rng: Random) => string = (rng) => String(rng.int(1, 9))) =>
  (rng: Random): string | null => {
    const start = first(rng);
    const body = start + rng.digits(n - start.length);
    const c = check(body);
    return c === null ? null : body + c;
  };

/** True when `v` is `n` digits (after the prefix) and its last `checkLen` digits are `check` of the others. */
const checked =
  (n: number, check: (body: string) => string | null, checkLen = 1) =>
  (v: string): boolean =>
    new RegExp(`^\\d{${n + checkLen}}$`).test(v) && check(v.slice(0, n)) === v.slice(n);

const pad2 = (n: number): string => String(n).padStart(2, '0');

// ---- Austria: UID ----------------------------------------------------------------------------------------

/** U + 7 digits + check: (10 − (Σ Luhn-doubled digits + 4) mod 10) mod 10 (BMF, § 28 UStG). */
const atCheck = (seven: string): string => {
  let s = 0;
  for (let i = 0; i < 7; i++) {
    const d = seven.charCodeAt(i) - 48;
    s += i % 2 === 1 ? Math.floor((2 * d) / 10) + ((2 * d) % 10) : d;
  }
  return String((10 - ((s + 4) % 10)) % 10);
};
export const atUid = prefixed('ATU', withCheck(7, atCheck), checked(7, atCheck));

// ---- Belgium: ondernemingsnummer -------------------------------------------------------------------------

/** 10 digits starting with 0 or 1: the last two are 97 − (the first eight mod 97). */
const beCheck = (eight: string): string => pad2(97 - (Number(eight) % 97));
export const beVat = prefixed('BE', withCheck(8, beCheck, (rng) => '0' + String(rng.int(2, 9))), (v) => /^[01]\d{9}$/.test(v) && beCheck(v.slice(0, 8)) === v.slice(8));

// ---- Bulgaria: ЕИК/БУЛСТАТ ---------------------------------------------------------------------------------

/**
 * 9 digits: Σ digit·(1…8) mod 11, and when that is 10, Σ digit·(3…10) mod 11 (10 → 0). Generated numbers start
 * with 1 or 2 (stdnum accepts only 0, 1, 2, 3 and 9 as first digit, although 8… numbers exist).
 */
const bgCheck = (eight: string): string => {
  let r = weightedSum(eight, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (r === 10) r = (weightedSum(eight, [3, 4, 5, 6, 7, 8, 9, 10]) % 11) % 10;
  return String(r);
};
export const bgVat = prefixed('BG', withCheck(8, bgCheck, (rng) => String(rng.int(1, 2))), checked(8, bgCheck));

// ---- Croatia: OIB ----------------------------------------------------------------------------------------

/** The OIB: 10 digits and an ISO 7064 MOD 11,10 check digit. */
export const hrVat = prefixed('HR', withCheck(10, mod11_10), checked(10, mod11_10));

// ---- Cyprus ----------------------------------------------------------------------------------------------

const CY_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
/** 8 digits (first 0, 1, 3, 4, 5 or 9; never 12…) and a letter: (Σ converted odd positions + even digits) mod 26. */
const cyCheck = (eight: string): string => {
  let s = 0;
  for (let i = 0; i < 8; i++) s += i % 2 === 0 ? CY_ODD[eight.charCodeAt(i) - 48] : eight.charCodeAt(i) - 48;
  return String.fromCharCode(65 + (s % 26));
};
export const cyVat = prefixed(
  'CY',
  (rng) => {
    const eight = rng.pick(['0', '1', '3', '4', '5', '9']) + rng.digits(7);
    return eight.startsWith('12') ? null : eight + cyCheck(eight);
  },
  (v) => /^[013459]\d{7}[A-Z]$/.test(v) && !v.startsWith('12') && cyCheck(v.slice(0, 8)) === v[8],
);

// ---- Czech Republic: DIČ of a legal entity ---------------------------------------------------------------

/** 8 digits, first not 9: check (11 − Σ digit·(8…2) mod 11) mod 11, 0 → 1, then mod 10. */
const czCheck = (seven: string): string => {
  const c = (11 - (weightedSum(seven, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return String((c || 1) % 10);
};
export const czDic = prefixed('CZ', withCheck(7, czCheck, (rng) => String(rng.int(1, 8))), (v) => /^[0-8]\d{7}$/.test(v) && czCheck(v.slice(0, 7)) === v[7]);

// ---- Germany: USt-IdNr. ----------------------------------------------------------------------------------

/** 9 digits, first not 0, the last an ISO 7064 MOD 11,10 check digit. */
export const deVat = prefixed('DE', withCheck(8, mod11_10), checked(8, mod11_10));

// ---- Denmark: CVR ----------------------------------------------------------------------------------------

/** 8 digits, first not 0, Σ digit·(2 7 6 5 4 3 2 1) ≡ 0 mod 11 (the last digit is the check). */
const dkCheck = (seven: string): string | null => {
  const r = weightedSum(seven, [2, 7, 6, 5, 4, 3, 2]) % 11;
  const c = (11 - r) % 11;
  return c === 10 ? null : String(c);
};
export const dkCvr = prefixed('DK', withCheck(7, dkCheck), checked(7, dkCheck));

// ---- Estonia: KMKR ---------------------------------------------------------------------------------------

/** 9 digits starting 10: Σ digit·(3 7 1 3 7 1 3 7 1) ≡ 0 mod 10. */
const eeCheck = (eight: string): string => String((10 - (weightedSum(eight, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10);
export const eeKmkr = prefixed('EE', withCheck(8, eeCheck, () => '10'), (v) => /^10\d{7}$/.test(v) && eeCheck(v.slice(0, 8)) === v[8]);

// ---- Finland: ALV ----------------------------------------------------------------------------------------

/** The Y-tunnus: 7 digits and 11 − Σ digit·(7 9 10 5 8 4 2) mod 11 (0 when 11, never 10). */
const fiCheck = (seven: string): string | null => {
  const c = elevenMinus(seven, [7, 9, 10, 5, 8, 4, 2]);
  return c === null ? null : String(c);
};
export const fiAlv = prefixed('FI', withCheck(7, fiCheck, (rng) => String(rng.int(0, 3))), checked(7, fiCheck));

// ---- France (and Monaco): numéro de TVA intracommunautaire -----------------------------------------------

/** FR + key + SIREN (8 digits + Luhn); key = (12 + 3·(SIREN mod 97)) mod 97. */
const frKey = (siren: string): string => pad2((12 + 3 * (Number(siren) % 97)) % 97);
const frBody = (eight: string): string => {
  const siren = eight + luhn(eight);
  return frKey(siren) + siren;
};
const frValid = (v: string): boolean => /^\d{11}$/.test(v) && luhn(v.slice(2, 10)) === v[10] && frKey(v.slice(2)) === v.slice(0, 2);
export const frTva = prefixed('FR', (rng) => frBody(nonZeroDigits(rng, 8)), frValid);
/**
 * Monaco is in the French VAT area: French numbers whose 9-digit company number starts 000 (Direction des Services
 * Fiscaux). That number is Monaco's own, not an INSEE SIREN, so it carries no Luhn digit; the key is the French one.
 */
export const mcTva = prefixed(
  'FR',
  (rng) => {
    const nine = '000' + rng.digits(6);
    return frKey(nine) + nine;
  },
  (v) => /^\d{2}000\d{6}$/.test(v) && frKey(v.slice(2)) === v.slice(0, 2),
);

// ---- Greece: ΑΦΜ -----------------------------------------------------------------------------------------

/** 9 digits: the check is (Σ digit·2^(9−i) over the first eight) mod 11 mod 10. */
const grCheck = (eight: string): string => {
  let s = 0;
  for (const c of eight) s = s * 2 + (c.charCodeAt(0) - 48);
  return String(((s * 2) % 11) % 10);
};
export const grVat = prefixed('EL', withCheck(8, grCheck, (rng) => String(rng.int(0, 9))), checked(8, grCheck));

// ---- Hungary: adószám ------------------------------------------------------------------------------------

/** 8 digits (the first eight of the adószám): Σ digit·(9 7 3 1 9 7 3 1) ≡ 0 mod 10. */
const huCheck = (seven: string): string => String((10 - (weightedSum(seven, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10);
export const huAnum = prefixed('HU', withCheck(7, huCheck), checked(7, huCheck));

// ---- Ireland ---------------------------------------------------------------------------------------------

const IE_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
/** 7 digits and a letter: Σ digit·(8…2) mod 23 in W, A, B, … V. */
const ieCheck = (seven: string): string => IE_LETTERS[weightedSum(seven, [8, 7, 6, 5, 4, 3, 2]) % 23];
export const ieVat = prefixed('IE', withCheck(7, ieCheck), (v) => /^\d{7}[A-W]$/.test(v) && ieCheck(v.slice(0, 7)) === v[7]);

// ---- Italy: partita IVA ----------------------------------------------------------------------------------

/** Provincial office codes the Agenzia delle Entrate issues (001–100, 120, 121, 888, 999). */
const IT_OFFICES = [...Array.from({ length: 100 }, (_, i) => String(i + 1).padStart(3, '0')), '120', '121', '888', '999'];
/** 7 digits company number, 3 digits office, Luhn check digit. */
export const itIva = prefixed(
  'IT',
  (rng) => {
    const ten = nonZeroDigits(rng, 7) + rng.pick(IT_OFFICES);
    return ten + luhn(ten);
  },
  (v) => /^\d{11}$/.test(v) && !v.startsWith('0000000') && IT_OFFICES.includes(v.slice(7, 10)) && luhn(v.slice(0, 10)) === v[10],
);

// ---- Latvia: PVN of a legal entity -----------------------------------------------------------------------

/** 11 digits starting 4–9: Σ digit·(9 1 4 8 3 10 2 5 7 6 1) ≡ 3 mod 11. */
const lvCheck = (ten: string): string | null => {
  const d = (((3 - weightedSum(ten, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6])) % 11) + 11) % 11;
  return d === 10 ? null : String(d);
};
export const lvPvn = prefixed('LV', withCheck(10, lvCheck, () => '4'), (v) => /^[4-9]\d{10}$/.test(v) && lvCheck(v.slice(0, 10)) === v[10]);

// ---- Lithuania: PVM mokėtojo kodas of a legal entity -----------------------------------------------------

/** 9 digits, the 8th a 1: Σ digit·(1…8) mod 11, and when 10, Σ digit·(3…9, 1) mod 11 (10 → 0). */
const ltCheck = (eight: string): string => {
  let r = weightedSum(eight, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (r === 10) r = (weightedSum(eight, [3, 4, 5, 6, 7, 8, 9, 1]) % 11) % 10;
  return String(r);
};
export const ltPvm = prefixed(
  'LT',
  (rng) => {
    const eight = nonZeroDigits(rng, 6) + '01';
    return eight + ltCheck(eight);
  },
  (v) => /^\d{7}1\d$/.test(v) && ltCheck(v.slice(0, 8)) === v[8],
);

// ---- Luxembourg ------------------------------------------------------------------------------------------

/** 8 digits: the last two are the first six mod 89. */
const luCheck = (six: string): string => pad2(Number(six) % 89);
export const luTva = prefixed('LU', withCheck(6, luCheck), (v) => /^\d{8}$/.test(v) && luCheck(v.slice(0, 6)) === v.slice(6));

// ---- Malta -----------------------------------------------------------------------------------------------

/** 8 digits, first not 0: Σ digit·(3 4 6 7 8 9 10 1) ≡ 0 mod 37 (the last two digits read as one number). */
const mtCheck = (six: string): string => pad2((37 - (weightedSum(six, [3, 4, 6, 7, 8, 9]) % 37)) % 37);
export const mtVat = prefixed('MT', withCheck(6, mtCheck), (v) => /^[1-9]\d{7}$/.test(v) && mtCheck(v.slice(0, 6)) === v.slice(6));

// ---- Netherlands: btw-nummer -----------------------------------------------------------------------------

/** 9 digits passing the 11-proof (weights 9…2, −1), B and a two-digit branch 01–99. */
const nlElevenProof = (nine: string): boolean => (weightedSum(nine.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - Number(nine[8])) % 11 === 0;
export const nlBtw = prefixed(
  'NL',
  (rng) => {
    const eight = nonZeroDigits(rng, 8);
    const c = weightedSum(eight, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
    return c === 10 ? null : `${eight}${c}B${pad2(rng.int(1, 99))}`;
  },
  (v) => /^\d{9}B\d{2}$/.test(v) && v.slice(10) !== '00' && nlElevenProof(v.slice(0, 9)),
);

// ---- Poland: NIP -----------------------------------------------------------------------------------------

/** 10 digits: Σ digit·(6 5 7 2 3 4 5 6 7) mod 11 is the last (never 10). */
const plCheck = (nine: string): string | null => {
  const r = weightedSum(nine, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return r === 10 ? null : String(r);
};
export const plNip = prefixed('PL', withCheck(9, plCheck), checked(9, plCheck));

// ---- Portugal: NIPC --------------------------------------------------------------------------------------

/** 9 digits (legal persons start with 5): (11 − Σ digit·(9…2) mod 11) mod 11 mod 10. */
const ptCheck = (eight: string): string => String(((11 - (weightedSum(eight, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10);
export const ptNipc = prefixed('PT', withCheck(8, ptCheck, () => '5'), (v) => /^[1-9]\d{8}$/.test(v) && ptCheck(v.slice(0, 8)) === v[8]);

// ---- Romania: CUI/CIF ------------------------------------------------------------------------------------

/** 2–10 digits; the last is 10·Σ digit·(7 5 3 2 1 7 5 3 2, aligned right) mod 11 (10 → 0). Written with 8 digits. */
const roCheck = (body: string): string => {
  const padded = body.padStart(9, '0');
  return String(((10 * weightedSum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10);
};
export const roCui = prefixed('RO', withCheck(7, roCheck), (v) => /^[1-9]\d{1,9}$/.test(v) && roCheck(v.slice(0, -1)) === v.slice(-1));

// ---- Slovakia: IČ DPH ------------------------------------------------------------------------------------

/**
 * 10 digits, first not 0, third 2, 3, 4, 7, 8 or 9, and the whole number divisible by 11. Generated numbers also
 * start with one of those digits, which stdnum asks of the first digit instead of the third.
 */
export const skDph = prefixed(
  'SK',
  (rng) => {
    const nine = rng.pick(['2', '3', '4', '7', '8', '9']) + rng.digits(1) + rng.pick(['2', '3', '4', '7', '8', '9']) + rng.digits(6);
    const d = (11 - ((Number(nine) * 10) % 11)) % 11;
    return d === 10 ? null : nine + d;
  },
  (v) => /^[1-9]\d[234789]\d{7}$/.test(v) && Number(v) % 11 === 0,
);

// ---- Slovenia: ID za DDV ---------------------------------------------------------------------------------

/** 8 digits, first not 0: 11 − Σ digit·(8…2) mod 11 (10 → 0, 11 not issued). */
const siCheck = (seven: string): string | null => {
  const r = 11 - (weightedSum(seven, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return r === 11 ? null : String(r % 10);
};
export const siDdv = prefixed('SI', withCheck(7, siCheck), checked(7, siCheck));

// ---- Spain: NIF of a company (CIF) -----------------------------------------------------------------------

/** Letters of companies whose control character is a digit (S.A., S.L., cooperatives, …). */
const ES_DIGIT_ENTITIES = 'ABCDEFGHJUV';
/** A letter, 7 digits and a control digit: 10 − (even positions + digit sums of doubled odd ones) mod 10. */
const esCheck = (seven: string): string => {
  let s = 0;
  for (let i = 0; i < 7; i++) {
    const d = seven.charCodeAt(i) - 48;
    s += i % 2 === 0 ? Math.floor((2 * d) / 10) + ((2 * d) % 10) : d;
  }
  return String((10 - (s % 10)) % 10);
};
export const esCif = prefixed(
  'ES',
  (rng) => {
    const seven = String(rng.int(0, 9)) + String(rng.int(1, 9)) + rng.digits(5);
    return rng.pick([...ES_DIGIT_ENTITIES]) + seven + esCheck(seven);
  },
  (v) => /^[ABCDEFGHJUV]\d{8}$/.test(v) && esCheck(v.slice(1, 8)) === v[8],
);

// ---- Sweden: momsregistreringsnummer ---------------------------------------------------------------------

/** SE + the organisationsnummer (10 digits, Luhn; third digit ≥ 2 for legal entities) + 01. */
export const seVat = prefixed(
  'SE',
  (rng) => {
    const nine = String(rng.int(1, 9)) + rng.digits(1) + String(rng.int(2, 9)) + rng.digits(6);
    return nine + luhn(nine) + '01';
  },
  (v) => /^\d{10}01$/.test(v) && luhn(v.slice(0, 9)) === v[9],
);

// ---- United Kingdom: VAT registration number -------------------------------------------------------------

/** 9 digits: Σ digit·(8 7 6 5 4 3 2) over the first seven + the last two read as a number ≡ 0 mod 97. */
const gbCheck = (seven: string): string => pad2((97 - (weightedSum(seven, [8, 7, 6, 5, 4, 3, 2]) % 97)) % 97);
export const gbVat = prefixed('GB', withCheck(7, gbCheck), (v) => /^\d{9}$/.test(v) && gbCheck(v.slice(0, 7)) === v.slice(7));

// ---- Switzerland: UID with MWST/TVA/IVA ------------------------------------------------------------------

/** CHE, 8 digits and 11 − Σ digit·(5 4 3 2 7 6 5 4) mod 11 (11 → 0, 10 not issued), then the language suffix. */
const chCheck = (eight: string): string | null => {
  const c = elevenMinus(eight, [5, 4, 3, 2, 7, 6, 5, 4]);
  return c === null ? null : String(c);
};
export const chUid: VatRule = {
  generate(rng) {
    for (;;) {
      const eight = nonZeroDigits(rng, 8);
      const c = chCheck(eight);
      if (c === null) continue;
      const n = eight + c;
      return `CHE-${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)} ${rng.pick(['MWST', 'TVA', 'IVA'])}`;
    }
  },
  isValid(v) {
    const m = /^CHE-(\d{3})\.(\d{3})\.(\d{3}) (MWST|TVA|IVA)$/.exec(v);
    if (!m) return false;
    const n = m[1] + m[2] + m[3];
    return chCheck(n.slice(0, 8)) === n[8];
  },
};

// ---- Norway: organisasjonsnummer + MVA -------------------------------------------------------------------

/** NO, the organisasjonsnummer (8 or 9 first, 11 − Σ digit·(3 2 7 6 5 4 3 2) mod 11 check, never 10) and MVA. */
const noCheck = (eight: string): string | null => {
  const c = elevenMinus(eight, [3, 2, 7, 6, 5, 4, 3, 2]);
  return c === null ? null : String(c);
};
export const noMva: VatRule = {
  generate(rng) {
    for (;;) {
      const eight = rng.pick(['8', '9']) + rng.digits(7);
      const c = noCheck(eight);
      if (c !== null) return `NO${eight}${c}MVA`;
    }
  },
  isValid: (v) => /^NO[89]\d{8}MVA$/.test(v) && noCheck(v.slice(2, 10)) === v[10],
};

// ---- Iceland: VSK-númer ----------------------------------------------------------------------------------

/** 5 or 6 digits with no check digit (format only); written with five. */
export const isVsk = prefixed('IS', (rng) => nonZeroDigits(rng, 5), (v) => /^\d{5,6}$/.test(v));

// ---- Andorra: NRT ----------------------------------------------------------------------------------------

/**
 * Número de Registre Tributari: a letter for the kind of holder, 6 digits, a letter; no check character (format
 * only). F and E are residents and non-residents, A and L public and limited companies (700000–799999 only),
 * C, D, G, O, P and U other entities. Generated numbers are those of other entities (U, C, D, G, O, P): stdnum
 * reads the A/L range the other way round, so numbers of A and L would not be checked independently.
 */
export const adNrt: VatRule = {
  generate(rng) {
    const kind = rng.pick(['U', 'C', 'D', 'G', 'O', 'P']);
    return `${kind}-${rng.digits(6)}-${String.fromCharCode(65 + rng.int(0, 25))}`;
  },
  isValid(v) {
    const m = /^([ACDEFGLOPU])-(\d{6})-([A-Z])$/.exec(v);
    if (!m) return false;
    const n = Number(m[2]);
    if (m[1] === 'F') return n <= 699999;
    if (m[1] === 'A' || m[1] === 'L') return n >= 700000 && n <= 799999;
    return true;
  },
};

// ---- San Marino: COE -------------------------------------------------------------------------------------

/** Codice operatore economico: up to 5 digits, no check digit (format only); written with five, SM prefix. */
export const smCoe = prefixed('SM', (rng) => nonZeroDigits(rng, 5), (v) => /^\d{1,5}$/.test(v));

// ---- the country-facing API ------------------------------------------------------------------------------

/** A country's spec from a rule and its documentation. */
export const vatRule = (rule: VatRule, doc: Omit<VatSpec, 'kind' | keyof VatRule>): VatSpec => ({
  kind: 'rule',
  ...doc,
  generate: rule.generate,
  isValid: rule.isValid,
});

/** A country for which no VAT number is generated, with the reason shown to the user (its line in meta.ts). */
export const noVat = (code: string): NoVat => ({ kind: 'none', reason: countryOption(code)!.noVat!.reason });

/** One VAT number of `country`'s rule; throws for a country without one (its reason as the message). */
export function generateVat(spec: VatSpec | NoVat, rng: Random): string {
  if (spec.kind === 'none') throw new Error(spec.reason);
  return spec.generate(rng);
}
