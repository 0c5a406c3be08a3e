import { countryByCode } from './countries';
import type { Random } from './random';
import { fillTemplate } from './template';
import { DEFAULT_COUNTRY } from './meta';

/**
 * A phone number in international format, "+{calling code} {national number}" grouped as the country
 * writes it, drawn from the country's mobile and geographic ranges. Unknown countries fall back to NL.
 */
export function generatePhone(code: string, rng: Random): string {
  const country = countryByCode(code) ?? countryByCode(DEFAULT_COUNTRY)!;
  const { callingCode, ranges } = country.phone;
  return `+${callingCode} ${fillTemplate(rng.pick(ranges), rng)}`;
}
