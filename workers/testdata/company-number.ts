/**
 * National company numbers with a public check rule. Where a country builds its VAT number on the company number
 * (Belgium, Denmark, France, Italy, Spain, Portugal, Czechia, Norway, Sweden, Finland, Croatia, Bulgaria, Latvia,
 * Romania, Switzerland) the company number is read from the generated VAT number, so the two always agree; Poland's
 * REGON and Estonia's registrikood are drawn on their own. The country files give each its names and source.
 */
import { weightedSum } from './checksums';
import type { NoRegistry, RegistrySpec } from './countries/types';
import type { Random } from './random';
import { countryOption } from './meta';

/** The number as it stands inside the VAT number: `vat` without its `prefix` and `suffix` characters. */
const inVat =
  (prefix: number, suffix = 0) =>
  (vat: string): string =>
    vat.slice(prefix, vat.length - suffix);

/** The Finnish Y-tunnus "1234567-8": the ALV number's digits with the check digit after a hyphen. */
export const fiYtunnus = (vat: string): string => `${vat.slice(2, 9)}-${vat.slice(9)}`;

/** The Swiss UID "CHE-123.456.789": the MWST number without its suffix. */
export const chUidOfVat = (vat: string): string => vat.slice(0, 15);

/** Sweden's organisationsnummer: the ten digits between "SE" and "01". */
export const seOrgnr = inVat(2, 2);

/** Norway's organisasjonsnummer: the nine digits between "NO" and "MVA". */
export const noOrgnr = inVat(2, 3);

/** France's SIREN: the nine digits after "FR" and the two-character key. */
export const frSiren = inVat(4);

/** The VAT number without its two-letter country prefix (BE, DK, IT, ES, PT, CZ, HR, BG, LV, RO). */
export const vatDigits = inVat(2);

/**
 * Poland's REGON (9 digits): Σ digit·(8, 9, 2, 3, 4, 5, 6, 7) mod 11, 10 → 0 (GUS, "Numer identyfikacyjny REGON",
 * Rozporządzenie Rady Ministrów z 30 listopada 2015 r.). The first two digits are a voivodeship code (odd, 01–97).
 */
export function plRegon(_vat: string, rng: Random): string {
  const body = String(rng.int(0, 48) * 2 + 1).padStart(2, '0') + rng.digits(6);
  return body + String((weightedSum(body, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10);
}

/**
 * Estonia's registrikood (8 digits, 1… for commercial companies): the check digit of the isikukood rule, weights
 * 1–7, then 3–9 when the remainder is 10, then 0 (Äriregistri seadus; Rahandusministeerium määrus nr 96).
 */
export function eeRegistrikood(_vat: string, rng: Random): string {
  const body = '1' + rng.digits(6);
  let r = weightedSum(body, [1, 2, 3, 4, 5, 6, 7]) % 11;
  if (r === 10) r = (weightedSum(body, [3, 4, 5, 6, 7, 8, 9]) % 11) % 10;
  return body + String(r);
}

/** A registry rule with its documentation (for the country files). */
export const registryRule = (number: RegistrySpec['number'], doc: Omit<RegistrySpec, 'kind' | 'number'>): RegistrySpec => ({
  kind: 'rule',
  ...doc,
  number,
});

/** A country whose company numbers are not generated, and why (its line in meta.ts). */
export const noRegistry = (code: string): NoRegistry => ({ kind: 'none', reason: countryOption(code)!.noCompanyNumber!.reason });
