/**
 * The test-data family's plain data (see workers/families.ts): the countries as the page lists them, the kinds of
 * values, the person and company columns, the bulk files' kinds, formats and limits. The countries' reference data
 * and the generators stay in the worker.
 */
import type { EngineNote } from '../shared/result';

/** What the page knows of a country without its reference data (which only the worker loads). */
export interface CountryOption {
  code: string;
  name: string;
  flag: string;
  group: 'eu' | 'other';
  hasBSN: boolean;
  /** Why no national identification number is generated, where none is. */
  noNationalId?: Absence;
  /** Why no VAT number is generated, where none is. */
  noVat?: Absence;
  /** Why no company registration number is generated, where none is. */
  noCompanyNumber?: Absence;
}

/**
 * Why a country has no value of a kind: the reason in English (the generator's, as the library gives it) and the
 * code of the note the page shows for it (see {@link countryNotes}).
 */
export interface Absence {
  code: string;
  reason: string;
}

/**
 * Every supported country once, in the order of the registry (countries/index.ts, whose files take their code,
 * name, flag and group from here; a unit test checks the rest against them).
 */
export const COUNTRY_OPTIONS: readonly CountryOption[] = [
  {
    code: 'AT', name: 'Austria', flag: '🇦🇹', group: 'eu', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-at',
      reason: 'The Firmenbuchnummer carries a check letter whose algorithm the Justizministerium does not publish',
    },
  },
  { code: 'BE', name: 'Belgium', flag: '🇧🇪', group: 'eu', hasBSN: false },
  { code: 'BG', name: 'Bulgaria', flag: '🇧🇬', group: 'eu', hasBSN: false },
  { code: 'HR', name: 'Croatia', flag: '🇭🇷', group: 'eu', hasBSN: false },
  {
    code: 'CY', name: 'Cyprus', flag: '🇨🇾', group: 'eu', hasBSN: false,
    noNationalId: {
      code: 'testdata-no-national-id-cy',
      reason: 'No national identification number is generated for Cyprus: the identity card number is a plain serial with no published structure or check rule',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-cy',
      reason: 'The HE number of the Registrar of Companies is a sequence number without a check digit',
    },
  },
  { code: 'CZ', name: 'Czechia', flag: '🇨🇿', group: 'eu', hasBSN: false },
  { code: 'DK', name: 'Denmark', flag: '🇩🇰', group: 'eu', hasBSN: false },
  { code: 'EE', name: 'Estonia', flag: '🇪🇪', group: 'eu', hasBSN: false },
  { code: 'FI', name: 'Finland', flag: '🇫🇮', group: 'eu', hasBSN: false },
  { code: 'FR', name: 'France', flag: '🇫🇷', group: 'eu', hasBSN: false },
  {
    code: 'DE', name: 'Germany', flag: '🇩🇪', group: 'eu', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-de',
      reason: 'The Handelsregisternummer (HRB or HRA and a number per Registergericht) has no check digit',
    },
  },
  {
    code: 'GR', name: 'Greece', flag: '🇬🇷', group: 'eu', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-gr',
      reason: 'The ΓΕΜΗ (General Commercial Registry) number has no published check digit',
    },
  },
  {
    code: 'HU', name: 'Hungary', flag: '🇭🇺', group: 'eu', hasBSN: false,
    noNationalId: {
      code: 'testdata-no-national-id-hu',
      reason: 'No national identification number is generated for Hungary: by law (Act XX of 1996) the personal identification code (személyi azonosító) is used only within the population register, and no independent validator covers it to test ours against',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-hu',
      reason: 'The cégjegyzékszám (court, legal form and sequence number) has no check digit',
    },
  },
  {
    code: 'IE', name: 'Ireland', flag: '🇮🇪', group: 'eu', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-ie',
      reason: 'The CRO company number is a sequence number without a check digit',
    },
  },
  { code: 'IT', name: 'Italy', flag: '🇮🇹', group: 'eu', hasBSN: false },
  { code: 'LV', name: 'Latvia', flag: '🇱🇻', group: 'eu', hasBSN: false },
  {
    code: 'LT', name: 'Lithuania', flag: '🇱🇹', group: 'eu', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-lt',
      reason: 'The juridinio asmens kodas of the Registrų centras has no check digit rule we could check against an independent validator',
    },
  },
  {
    code: 'LU', name: 'Luxembourg', flag: '🇱🇺', group: 'eu', hasBSN: false,
    noNationalId: {
      code: 'testdata-no-national-id-lu',
      reason: 'No national identification number is generated for Luxembourg: its matricule (13 digits with a Luhn and a Verhoeff check digit) is not supported yet, for want of a published example and an independent validator to test ours against',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-lu',
      reason: 'The RCS number (B and a sequence number) has no check digit',
    },
  },
  {
    code: 'MT', name: 'Malta', flag: '🇲🇹', group: 'eu', hasBSN: false,
    noNationalId: {
      code: 'testdata-no-national-id-mt',
      reason: 'No national identification number is generated for Malta: the identity card number (up to 7 digits and a letter) has no published check rule',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-mt',
      reason: 'The MBR company number (C and a sequence number) has no check digit',
    },
  },
  {
    code: 'NL', name: 'Netherlands', flag: '🇳🇱', group: 'eu', hasBSN: true,
    noCompanyNumber: {
      code: 'testdata-no-company-number-nl',
      reason: 'The KvK-nummer (Handelsregister) has had no check digit since 2008, so there is no rule to generate it by',
    },
  },
  { code: 'PL', name: 'Poland', flag: '🇵🇱', group: 'eu', hasBSN: false },
  { code: 'PT', name: 'Portugal', flag: '🇵🇹', group: 'eu', hasBSN: false },
  { code: 'RO', name: 'Romania', flag: '🇷🇴', group: 'eu', hasBSN: false },
  {
    code: 'SK', name: 'Slovakia', flag: '🇸🇰', group: 'eu', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-sk',
      reason: 'The Slovak IČO is not part of the IČ DPH, and its check rule is not published by the Štatistický úrad',
    },
  },
  {
    code: 'SI', name: 'Slovenia', flag: '🇸🇮', group: 'eu', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-si',
      reason: 'The matična številka of AJPES has no check digit rule we could check against an independent validator',
    },
  },
  { code: 'ES', name: 'Spain', flag: '🇪🇸', group: 'eu', hasBSN: false },
  { code: 'SE', name: 'Sweden', flag: '🇸🇪', group: 'eu', hasBSN: false },
  {
    code: 'GB', name: 'United Kingdom', flag: '🇬🇧', group: 'other', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-gb',
      reason: 'The Companies House company number is a sequence number without a check digit',
    },
  },
  { code: 'NO', name: 'Norway', flag: '🇳🇴', group: 'other', hasBSN: false },
  { code: 'CH', name: 'Switzerland', flag: '🇨🇭', group: 'other', hasBSN: false },
  {
    code: 'IS', name: 'Iceland', flag: '🇮🇸', group: 'other', hasBSN: false,
    noCompanyNumber: {
      code: 'testdata-no-company-number-is',
      reason: 'The kennitala of a company is not generated yet; its VSK (VAT) number is',
    },
  },
  {
    code: 'LI', name: 'Liechtenstein', flag: '🇱🇮', group: 'other', hasBSN: false,
    noVat: {
      code: 'testdata-no-vat-li',
      reason: 'No VAT number is generated for Liechtenstein: its MWST numbers, issued by the Steuerverwaltung, have no published structure or check rule',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-li',
      reason: 'The Handelsregister number (FL-0002.…) has no published check rule',
    },
  },
  {
    code: 'MC', name: 'Monaco', flag: '🇲🇨', group: 'other', hasBSN: false,
    noNationalId: {
      code: 'testdata-no-national-id-mc',
      reason: 'No national identification number is generated for Monaco: residents have no public national number with a published rule',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-mc',
      reason: 'The RCI number of the Répertoire du Commerce et de l\'Industrie has no check digit',
    },
  },
  {
    code: 'AD', name: 'Andorra', flag: '🇦🇩', group: 'other', hasBSN: false,
    noNationalId: {
      code: 'testdata-no-national-id-ad',
      reason: 'No national identification number is generated for Andorra: the personal register number has no published structure or check rule',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-ad',
      reason: 'The Registre de Societats number has no published check rule',
    },
  },
  {
    code: 'SM', name: 'San Marino', flag: '🇸🇲', group: 'other', hasBSN: false,
    noNationalId: {
      code: 'testdata-no-national-id-sm',
      reason: 'No national identification number is generated for San Marino: the personal code (codice ISS) has no published structure or check rule',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-sm',
      reason: 'The Registro delle Società number has no published check rule',
    },
  },
  {
    code: 'VA', name: 'Vatican City', flag: '🇻🇦', group: 'other', hasBSN: false,
    noNationalId: {
      code: 'testdata-no-national-id-va',
      reason: 'No national identification number is generated for Vatican City: it issues no national identification number to its residents',
    },
    noVat: {
      code: 'testdata-no-vat-va',
      reason: 'No VAT number is generated for Vatican City: it levies no VAT and issues no VAT numbers',
    },
    noCompanyNumber: {
      code: 'testdata-no-company-number-va',
      reason: 'Vatican City has no commercial register: its legal persons are foundations and entities of the Holy See',
    },
  },
];

/**
 * The notes a card shows for `country` — what is not generated there and why — as engine notes: the English
 * sentence, the code of its message in the page's languages, and the country's name as the value `country` (the
 * page puts the name in its own language there).
 */
export function countryNotes(country: CountryOption, card: 'person' | 'company'): EngineNote[] {
  const values = { country: country.name };
  const note = (absence: Absence | undefined, sentence: (reason: string) => string): EngineNote[] =>
    absence ? [{ message: sentence(absence.reason), code: absence.code, values }] : [];
  if (card === 'person') return note(country.noNationalId, (reason) => `${reason}.`);
  return [
    ...note(country.noVat, (reason) => `${reason}.`),
    ...note(country.noCompanyNumber, (reason) => `No company registration number is generated for ${country.name}: ${reason.replace(/^The /, 'the ')}.`),
  ];
}

const optionByCode = new Map(COUNTRY_OPTIONS.map((c) => [c.code, c]));

/** The country of a code (case-insensitive), or undefined for one we do not support. */
export const countryOption = (code: string): CountryOption | undefined => optionByCode.get(code.toUpperCase());

/** A country file's identity: its code, name, flag, group and whether it has a BSN. */
export function countryIdentity(code: string): Pick<CountryOption, 'code' | 'name' | 'flag' | 'group' | 'hasBSN'> {
  const { name, flag, group, hasBSN } = optionByCode.get(code)!;
  return { code, name, flag, group, hasBSN };
}

/** The kinds of single value a country has: a BSN only where there is one, a VAT number where one is generated. */
export const kindsOf = (country: CountryOption | undefined): DataKind[] =>
  DATA_KINDS.filter((k) => (k !== 'bsn' || country?.hasBSN) && (k !== 'vat' || !country?.noVat));

/** The default country of the screen. */
export const DEFAULT_COUNTRY = 'NL';

/** The kinds of test data, in the order the screen shows them. */
export const DATA_KINDS = ['bsn', 'iban', 'passport', 'address', 'phone', 'vat'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

/** Labels of the kinds as the screen shows them. */
export const KIND_LABELS: Record<DataKind, string> = { bsn: 'BSN', iban: 'IBAN', passport: 'Passport', address: 'Address', phone: 'Phone', vat: 'VAT number' };

/** Largest number of values one list call returns. */
export const MAX_BULK = 1000;

/** The IBAN in groups of four for display ("NL91 ABNA 0417 1643 00"); copy the electronic form. */
export const formatIbanGrouped = (iban: string): string => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The columns of a person record, in the order of the CSV header. */
export const PERSON_FIELDS = [
  'country', 'firstName', 'lastName', 'gender', 'dateOfBirth', 'nationalId', 'nationalIdName', 'email', 'phone',
  'street', 'houseNumber', 'postcode', 'city', 'region', 'iban',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/** The columns of a company record, in the order of the CSV header. */
export const COMPANY_FIELDS = [
  'country', 'name', 'legalForm', 'vatNumber', 'registrationNumber', 'registrationNumberName', 'email', 'website', 'phone',
  'street', 'houseNumber', 'postcode', 'city', 'region', 'iban',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export const BULK_FORMATS = ['csv', 'json', 'ndjson', 'sql'] as const;
export type BulkFormat = (typeof BULK_FORMATS)[number];

/** What a bulk file holds: whole persons, whole companies, or one kind of value per row. */
export const BULK_KINDS = ['person', 'company', ...DATA_KINDS] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** The columns of each kind's file, in order; a single value comes with its country, an address in its parts. */
export const BULK_COLUMNS: Record<BulkKind, readonly string[]> = {
  person: PERSON_FIELDS,
  company: COMPANY_FIELDS,
  bsn: ['country', 'bsn'],
  iban: ['country', 'iban'],
  passport: ['country', 'passport'],
  address: ['country', 'street', 'houseNumber', 'postcode', 'city', 'region'],
  phone: ['country', 'phone'],
  vat: ['country', 'vatNumber'],
};

/** The plural noun of a kind's rows ("persons", "IBANs"), for file names, tables and the screen. */
export const BULK_NOUNS: Record<BulkKind, { one: string; many: string; file: string }> = {
  person: { one: 'person', many: 'persons', file: 'persons' },
  company: { one: 'company', many: 'companies', file: 'companies' },
  bsn: { one: 'BSN', many: 'BSNs', file: 'bsns' },
  iban: { one: 'IBAN', many: 'IBANs', file: 'ibans' },
  passport: { one: 'passport number', many: 'passport numbers', file: 'passports' },
  address: { one: 'address', many: 'addresses', file: 'addresses' },
  phone: { one: 'phone number', many: 'phone numbers', file: 'phones' },
  vat: { one: 'VAT number', many: 'VAT numbers', file: 'vat_numbers' },
};

const MIME: Record<BulkFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  ndjson: 'application/x-ndjson',
  sql: 'application/sql',
};

/** File name and MIME type of a download ("persons.csv", "ibans.ndjson"). */
export const bulkFile = (kind: BulkKind, format: BulkFormat): { filename: string; mime: string } => ({
  filename: `${BULK_NOUNS[kind].file}.${format}`,
  mime: MIME[format],
});

export const MAX_BULK_ROWS = 1_000_000;

/** The row count the options ask for, clamped to 1–1,000,000. */
export const clampRows = (rows: number): number => Math.min(MAX_BULK_ROWS, Math.max(1, Math.floor(Number.isFinite(rows) ? rows : 1)));
