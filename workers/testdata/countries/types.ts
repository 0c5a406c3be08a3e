import type { Random } from '../random';

/** A real bank (or clearing/sort-code owner) of a country, by the code its IBANs carry. */
export interface Bank {
  code: string;
  name: string;
}

export interface IbanSpec {
  /** Total IBAN length from the SWIFT IBAN registry. */
  length: number;
  banks: readonly Bank[];
  /** The BBAN for `bank` with random account digits and the national check digits, or null to draw again. */
  bban(bank: Bank, rng: Random): string | null;
}

export interface PhoneSpec {
  /** Country calling code without "+". */
  callingCode: string;
  /**
   * National significant numbers as templates: '#' is a random digit, other digits are literal and spaces
   * give the grouping the country writes (e.g. '6 ########' for a Dutch mobile number).
   */
  ranges: readonly string[];
}

export interface PassportSpec {
  /** The document-number format, used by the tests and as documentation. */
  pattern: RegExp;
  generate(rng: Random): string;
}

export interface City {
  name: string;
  /** Province, county or other region where the country's addresses name one. */
  region?: string;
  /** Inclusive range of the city's numeric postcodes (the country's `postcode` formats it). */
  range?: readonly [number, number];
  /** Postcode prefixes of the city where the code is not numeric (GB outward codes, IE routing keys, MT). */
  prefixes?: readonly string[];
  /** Streets of this city where they differ by language from the country's list (BE, CH). */
  streets?: readonly string[];
}

export interface AddressParts {
  street: string;
  number: number;
  city: string;
  postcode: string;
  region?: string;
}

export interface AddressSpec {
  streets: readonly string[];
  cities: readonly City[];
  postcode(city: City, rng: Random): string;
  /** The lines of the address in the country's layout. */
  layout(a: AddressParts): string[];
}

/** Everything the generators know about one country. */
export interface CountryData {
  code: string;
  name: string;
  flag: string;
  group: 'eu' | 'other';
  hasBSN: boolean;
  iban: IbanSpec;
  phone: PhoneSpec;
  passport: PassportSpec;
  address: AddressSpec;
  /** First and last names typical of the country, in its own letters. */
  names: NameSpec;
  /** The national identification number, or why none is generated. */
  nationalId: NationalIdSpec | NoNationalId;
  /** The VAT number of companies (or the tax number used for VAT), or why none is generated. */
  vat: VatSpec | NoVat;
  /** What a company of the country is called and registered as. */
  company: CompanySpec;
}

export type Gender = 'female' | 'male';

/** The facts about a person that a national identification number may encode. */
export interface PersonFacts {
  /** ISO date, YYYY-MM-DD. */
  dateOfBirth: string;
  gender: Gender;
  firstName: string;
  lastName: string;
}

/** What a number encodes of its holder, so the tests (and the UI) know what must agree. */
export type EncodedFact = 'dateOfBirth' | 'gender' | 'name';

/** An identification number rule: a generator and a validator written from the public rule. */
export interface IdRule {
  generate(person: PersonFacts, rng: Random): string;
  /** True when `value` (in the form `generate` writes) has the structure and check digits of the rule. */
  isValid(value: string): boolean;
}

/** A country's national identification number: its names, the public source of its rule, and the rule. */
export interface NationalIdSpec extends IdRule {
  kind: 'rule';
  /** English name. */
  name: string;
  /** Name in the country's language, as the tester will see it on forms. */
  localName: string;
  abbreviation: string;
  /** Where the structure and check digits are published. */
  source: string;
  encodes: readonly EncodedFact[];
}

/** A country for which no number is generated, and why (the UI shows the reason). */
export interface NoNationalId {
  kind: 'none';
  reason: string;
}

/** Names typical of a country. Where surnames take a feminine form, `lastFemale[i]` is the form of `last[i]`. */
export interface NameSpec {
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
  lastFemale?: readonly string[];
}

/** A VAT number rule: a generator and a validator written from the public rule. */
export interface VatRule {
  generate(rng: Random): string;
  /** True when `value` (in the form `generate` writes, country prefix included) has the rule's structure and check digits. */
  isValid(value: string): boolean;
}

/** A country's VAT number: its names, the public source of its rule, and the rule. */
export interface VatSpec extends VatRule {
  kind: 'rule';
  /** English name. */
  name: string;
  /** Name in the country's language. */
  localName: string;
  abbreviation: string;
  /** Where the structure and check digits are published. */
  source: string;
  /** True when the rule has no check digit, so only the format can be checked. */
  formatOnly?: boolean;
}

/** A country for which no VAT number is generated, and why. */
export interface NoVat {
  kind: 'none';
  reason: string;
}

/** How companies of a country are named and registered. */
export interface CompanySpec {
  /** Legal forms as written after the name (GmbH, SARL, sp. z o.o.), the commonest first; each is drawn equally. */
  legalForms: readonly string[];
  /** Trades in the country's language ("Bau", "Logistik"): a company is named "{surname} {trade} {legal form}". */
  trades: readonly string[];
  /** The national company or registry number, or why none is generated. */
  registry: RegistrySpec | NoRegistry;
}

/** A national company number with a public check rule. */
export interface RegistrySpec {
  kind: 'rule';
  /** English name. */
  name: string;
  /** Name in the country's language. */
  localName: string;
  /** Where the structure and check digits are published. */
  source: string;
  /**
   * The number of the company whose VAT number is `vat` (empty when the country has none): where the VAT number
   * is built on the registry number the two agree; otherwise a number of its own is drawn.
   */
  number(vat: string, rng: Random): string;
}

/** A country whose company numbers have no public check rule (or none exists), and why none is generated. */
export interface NoRegistry {
  kind: 'none';
  reason: string;
}
