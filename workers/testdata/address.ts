import { countryByCode } from './countries';
import type { AddressParts } from './countries/types';
import type { Random } from './random';

/** A generated postal address: its parts, its lines in the country's layout, and the multi-line text to copy. */
export interface Address extends AddressParts {
  lines: string[];
  text: string;
}

/**
 * A postal address: a street in the country's language, building number 1–150, a real city and a postcode
 * of that city, laid out as the country writes addresses. Unknown countries get the description's fallback:
 * "Main Street", number 1–150, "City", postcode 12345.
 */
export function generateAddress(code: string, rng: Random): Address {
  const country = countryByCode(code);
  const number = rng.int(1, 150);
  let parts: AddressParts;
  let lines: string[];
  if (!country) {
    parts = { street: 'Main Street', number, city: 'City', postcode: '12345' };
    lines = [`${parts.street} ${number}`, `${parts.postcode} ${parts.city}`];
  } else {
    const { address } = country;
    const city = rng.pick(address.cities);
    parts = { street: rng.pick(city.streets ?? address.streets), number, city: city.name, postcode: address.postcode(city, rng) };
    if (city.region) parts.region = city.region;
    lines = address.layout(parts);
  }
  return { ...parts, lines, text: lines.join('\n') };
}
