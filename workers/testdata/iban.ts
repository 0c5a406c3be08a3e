import { ibanCheckDigits } from './checksums';
import { countryByCode } from './countries';
import type { CountryData } from './countries/types';
import type { Random } from './random';

/** An IBAN in electronic format (no spaces) for the country's data. Throws when the country has no banks. */
export function ibanFor(country: CountryData, rng: Random): string {
  const { banks, bban: makeBban, length } = country.iban;
  if (banks.length === 0) throw new Error(`No bank codes found for country: ${country.code}`);
  for (;;) {
    const bban = makeBban(rng.pick(banks), rng);
    // A null BBAN means no national check digit exists for the drawn digits; so does a wrong length.
    if (bban === null || bban.length + 4 !== length || length < 15 || length > 34) continue;
    return country.code + ibanCheckDigits(country.code, bban) + bban;
  }
}

/**
 * An IBAN for a country code: a real bank of the country, random account digits with the national check
 * digits, and the mod-97 check digits. Throws "Unsupported country code: {code}" for other codes.
 */
export function generateIban(code: string, rng: Random): string {
  const country = countryByCode(code);
  if (!country) throw new Error(`Unsupported country code: ${code}`);
  return ibanFor(country, rng);
}

