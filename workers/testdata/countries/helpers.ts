import type { Random } from '../random';
import type { AddressParts, City, PassportSpec } from './types';

/** A postcode of the city: one of its listed codes, else a number in its range, zero-padded to `width`. */
export function cityCode(city: City, rng: Random, width: number): string {
  if (city.prefixes) return rng.pick(city.prefixes);
  const [from, to] = city.range ?? [0, 0];
  return String(rng.int(from, to)).padStart(width, '0');
}

/** Inserts a space after `at` characters ("11122" → "111 22"). */
export const splitAt = (code: string, at: number, sep = ' '): string => code.slice(0, at) + sep + code.slice(at);

/** "{street} {number}" / "{postcode} {city}": the layout most continental countries use. */
export const streetNumberPostcodeCity = (a: AddressParts): string[] => [`${a.street} ${a.number}`, `${a.postcode} ${a.city}`];

/** "{number} {street}" / "{postcode} {city}" (France, Monaco). */
export const numberStreetPostcodeCity = (a: AddressParts): string[] => [`${a.number} ${a.street}`, `${a.postcode} ${a.city}`];

/** A passport spec whose number is the concatenation of `count` characters from each alphabet in turn. */
export function passportOf(pattern: RegExp, parts: readonly (readonly [alphabet: string, count: number])[]): PassportSpec {
  return { pattern, generate: (rng) => parts.map(([alphabet, count]) => rng.chars(alphabet, count)).join('') };
}

/** Draws until `make` returns a value (used where a check digit cannot exist for some inputs). */
export function retry<T>(make: () => T | null): T {
  for (;;) {
    const v = make();
    if (v !== null) return v;
  }
}
