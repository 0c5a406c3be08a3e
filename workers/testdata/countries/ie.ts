import { DIGITS, LETTERS } from '../random';
import { passportOf } from './helpers';
import type { CountryData } from './types';
import { iePps, nationalIdRule } from '../national-id';
import { ieVat, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

const SORT_PREFIX: Record<string, string> = { AIBK: '93', BOFI: '90', IPBS: '99', ULSB: '98' };
// Eircode unique identifiers use digits and the letters A C D E F H K N P R T V W X Y.
const EIRCODE_CHARS = '0123456789ACDEFHKNPRTVWXY';

/** Ireland. IBAN IE: 4!a6!n8!n (BIC bank code, sort code, account). Addresses end with the Eircode. */
export const ie: CountryData = {
  ...countryIdentity('IE'),
  iban: {
    length: 22,
    banks: [
      { code: 'AIBK', name: 'Allied Irish Banks' },
      { code: 'BOFI', name: 'Bank of Ireland' },
      { code: 'IPBS', name: 'Permanent TSB' },
      { code: 'ULSB', name: 'Ulster Bank Ireland' },
    ],
    bban: (bank, rng) => bank.code + SORT_PREFIX[bank.code] + rng.digits(4) + rng.digits(8),
  },
  phone: { callingCode: '353', ranges: ['8[35-9] ### ####', '8[35-9] ### ####', '1 ### ####'] },
  // PRADO IRL-AO: 2 letters and 7 digits.
  passport: passportOf(/^[A-Z]{2}\d{7}$/, [[LETTERS, 2], [DIGITS, 7]]),
  names: {
    male: ['Jack', 'James', 'Noah', 'Conor', 'Seán', 'Oisín', 'Cian', 'Darragh', 'Pádraig', 'Ciarán', 'Liam', 'Fionn', 'Eoin', 'Dónal'],
    female: ['Emily', 'Grace', 'Fiadh', 'Sophie', 'Hannah', 'Aoife', 'Saoirse', 'Róisín', 'Niamh', 'Caoimhe', 'Siobhán', 'Áine', 'Ciara', 'Orla'],
    last: ['Murphy', 'Kelly', "O'Sullivan", 'Walsh', 'Smith', "O'Brien", 'Byrne', 'Ryan', "O'Connor", "O'Neill", "O'Reilly", 'Doyle', 'McCarthy', 'Gallagher', "O'Doherty", 'Kennedy', 'Lynch', 'Murray', 'Quinn', 'Moore', 'Ó Súilleabháin', 'Mac Gabhann'],
  },
  nationalId: nationalIdRule(iePps, {
    name: 'Personal Public Service number',
    localName: 'Uimhir Phearsanta Seirbhíse Poiblí (PPS number)',
    abbreviation: 'PPSN',
    source: 'Department of Social Protection; check character (mod 23) published by Revenue for the PPSN/VAT format, https://www.revenue.ie/en/online-services/support/documents/ros-help/validating-ppsn.pdf',
    encodes: [],
  }),
  vat: vatRule(ieVat, {
    name: 'VAT registration number',
    localName: 'VAT registration number',
    abbreviation: 'VAT no.',
    source: 'Revenue Commissioners (7 digits and a mod 23 check letter); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum ie.vat',
  }),
  address: {
    streets: ['Main Street', "O'Connell Street", 'Church Road', 'Patrick Street', 'Bridge Street', 'Shop Street', 'Castle Street', 'Green Road', 'Sráid an Mhuilinn', 'Bóthar na Trá'],
    cities: [
      { name: 'Dublin 1', prefixes: ['D01'] },
      { name: 'Dublin 2', prefixes: ['D02'] },
      { name: 'Dublin 4', prefixes: ['D04'] },
      { name: 'Dublin 8', prefixes: ['D08'] },
      { name: 'Cork', region: 'Cork', prefixes: ['T12', 'T23'] },
      { name: 'Galway', region: 'Galway', prefixes: ['H91'] },
      { name: 'Limerick', region: 'Limerick', prefixes: ['V94'] },
      { name: 'Waterford', region: 'Waterford', prefixes: ['X91'] },
      { name: 'Kilkenny', region: 'Kilkenny', prefixes: ['R95'] },
    ],
    postcode: (city, rng) => `${rng.pick(city.prefixes ?? ['D01'])} ${rng.chars(EIRCODE_CHARS, 4)}`,
    layout: (a) => [`${a.number} ${a.street}`, a.city, ...(a.region ? [`Co. ${a.region}`] : []), a.postcode],
  },
  company: {
    legalForms: ['Limited', 'DAC', 'PLC'],
    trades: ['Construction', 'Logistics', 'Engineering', 'Consulting', 'Services'],
    registry: noRegistry('IE'),
  },
};
