import { countryByCode } from './countries';
import type { Random } from './random';
import { DEFAULT_COUNTRY } from './meta';

/** A passport number in the country's document-number format. Unknown countries fall back to NL. */
export function generatePassport(code: string, rng: Random): string {
  const country = countryByCode(code) ?? countryByCode(DEFAULT_COUNTRY)!;
  return country.passport.generate(rng);
}
