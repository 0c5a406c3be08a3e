import { generateAddress } from './address';
import { countryByCode } from './countries';
import type { CountryData, Gender, NationalIdSpec, NoNationalId } from './countries/types';
import { ibanFor } from './iban';
import { generatePhone } from './phone';
import type { Random } from './random';
import type { PersonField } from './meta';

/** One consistent test person: every field is a string (empty where a country has no such value). */
export type Person = Record<PersonField, string>;

export interface PersonOptions {
  /** The day ages are counted from, YYYY-MM-DD (default: today, UTC). Same seed and same day give the same person. */
  asOf?: string;
}

const DAY = 86_400_000;
export const MIN_AGE = 18;
export const MAX_AGE = 90;

/** Today as YYYY-MM-DD (UTC). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** The UTC day number of `iso` shifted by `years` (29 February falls back to 28 February). */
function dayNumber(iso: string, years = 0): number {
  const [y, m, d] = iso.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return Date.UTC(y + years, m - 1, Math.min(d, lastDay)) / DAY;
}

/** YYYY-MM-DD of a UTC day number (days since 1970-01-01), without a Date object (H. Hinnant's civil_from_days). */
export function isoOfDay(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** The day numbers of the oldest and youngest birth dates for ages MIN_AGE to MAX_AGE (whole years) on `asOf`. */
export function birthRange(asOf: string): [oldest: number, youngest: number] {
  return [dayNumber(asOf, -(MAX_AGE + 1)) + 1, dayNumber(asOf, -MIN_AGE)];
}

/** A birth date for someone aged MIN_AGE to MAX_AGE (whole years) on `asOf`. */
export function birthDate(asOf: string, rng: Random): string {
  const [oldest, youngest] = birthRange(asOf);
  return isoOfDay(rng.int(oldest, youngest));
}

// ---- email addresses -------------------------------------------------------------------------------------

/** Letters that do not decompose into a base letter and a mark. */
const SPECIAL: Record<string, string> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', þ: 'th', ð: 'd', ı: 'i' };
/** ELOT 743 (Greek, simplified) and the Bulgarian official transliteration (Cyrillic). */
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sht', ъ: 'a', ь: 'y', ю: 'yu', я: 'ya',
};

/** Lower-case ASCII letters and digits only: accents dropped, ß → ss, Greek and Cyrillic transliterated. */
export function asciiFold(text: string): string {
  let folded = foldCache.get(text);
  if (folded === undefined) {
    folded = fold(text);
    if (foldCache.size < 10_000) foldCache.set(text, folded);
  }
  return folded;
}

// Names come from short lists, so folding each once saves the Unicode normalisation on every row.
const foldCache = new Map<string, string>();

function fold(text: string): string {
  const lower = text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ου/g, 'ou');
  let out = '';
  for (const c of lower) out += SPECIAL[c] ?? GREEK[c] ?? CYRILLIC[c] ?? c;
  return out.replace(/[^a-z0-9]/g, '');
}

/** Domains reserved for examples (RFC 2606), so no generated address reaches a real mailbox. */
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

/** firstname.lastname (ASCII-folded), sometimes with a number, at an example domain. */
export function emailFor(firstName: string, lastName: string, rng: Random): string {
  const local = `${asciiFold(firstName) || 'user'}.${asciiFold(lastName) || 'test'}`;
  const suffix = rng.int(0, 2) === 0 ? String(rng.int(1, 99)) : '';
  return `${local}${suffix}@${rng.pick(EMAIL_DOMAINS)}`;
}

// ---- the person ------------------------------------------------------------------------------------------

/** The country's national identification number spec, or why it has none; undefined for an unknown country. */
export const nationalIdInfo = (code: string): NationalIdSpec | NoNationalId | undefined => countryByCode(code)?.nationalId;

function personOf(country: CountryData, rng: Random, range: readonly [number, number]): Person {
  const gender: Gender = rng.int(0, 1) === 0 ? 'female' : 'male';
  const { names } = country;
  const firstName = rng.pick(gender === 'male' ? names.male : names.female);
  const lastIndex = rng.int(0, names.last.length - 1);
  const lastName = gender === 'female' && names.lastFemale ? names.lastFemale[lastIndex] : names.last[lastIndex];
  const dateOfBirth = isoOfDay(rng.int(range[0], range[1]));
  const spec = country.nationalId;
  const nationalId = spec.kind === 'rule' ? spec.generate({ dateOfBirth, gender, firstName, lastName }, rng) : '';
  const email = emailFor(firstName, lastName, rng);
  const phone = generatePhone(country.code, rng);
  const address = generateAddress(country.code, rng);
  return {
    country: country.code,
    firstName,
    lastName,
    gender,
    dateOfBirth,
    nationalId,
    nationalIdName: spec.kind === 'rule' ? spec.localName : '',
    email,
    phone,
    street: address.street,
    houseNumber: String(address.number),
    postcode: address.postcode,
    city: address.city,
    region: address.region ?? '',
    iban: ibanFor(country, rng),
  };
}

/**
 * A consistent person of `code`: a name typical of the country, a birth date 18–90 years before `asOf`, the
 * national identification number agreeing with both, an email derived from the name, and a phone number,
 * address and IBAN of the country. Throws "Unsupported country code: XX" for other codes.
 */
export function generatePerson(code: string, rng: Random, options: PersonOptions = {}): Person {
  const country = countryByCode(code);
  if (!country) throw new Error(`Unsupported country code: ${code}`);
  return personOf(country, rng, birthRange(options.asOf ?? todayIso()));
}

/**
 * A generator of persons drawn from `countries` (one each time, at random when several) for bulk use: the same
 * rows as calling generatePerson in a loop, with the per-call lookups done once.
 */
export function personSource(countries: readonly CountryData[], rng: Random, options: PersonOptions = {}): () => Person {
  const range = birthRange(options.asOf ?? todayIso());
  return () => personOf(countries.length === 1 ? countries[0] : rng.pick(countries), rng, range);
}
