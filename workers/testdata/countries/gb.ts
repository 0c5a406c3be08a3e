import { DIGITS } from '../random';
import { passportOf } from './helpers';
import type { CountryData } from './types';
import { gbNino, nationalIdRule } from '../national-id';
import { gbVat, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

// Sort-code ranges of each bank (first two digits).
const SORT_PREFIX: Record<string, readonly string[]> = {
  NWBK: ['60', '56', '50'],
  BARC: ['20'],
  LOYD: ['30', '77'],
  HBUK: ['40'],
  ABBY: ['09'],
  RBOS: ['83', '16'],
};
// Royal Mail: the inward code's letters never use C, I, K, M, O or V.
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** United Kingdom. IBAN GB: 4!a6!n8!n (BIC bank code, sort code, account). Post town in capitals (Royal Mail). */
export const gb: CountryData = {
  ...countryIdentity('GB'),
  iban: {
    length: 22,
    banks: [
      { code: 'NWBK', name: 'National Westminster Bank' },
      { code: 'BARC', name: 'Barclays Bank' },
      { code: 'LOYD', name: 'Lloyds Bank' },
      { code: 'HBUK', name: 'HSBC UK Bank' },
      { code: 'ABBY', name: 'Santander UK' },
      { code: 'RBOS', name: 'Royal Bank of Scotland' },
    ],
    bban: (bank, rng) => bank.code + rng.pick(SORT_PREFIX[bank.code]) + rng.digits(4) + rng.digits(8),
  },
  // Mobile blocks of Great Britain only: some 07 blocks belong to Jersey, Guernsey and the Isle of Man.
  phone: {
    callingCode: '44',
    ranges: ['740# ######', '741# ######', '742# ######', '771# ######', '772# ######', '773# ######', '774# ######', '775# ######', '776# ######', '780# ######', '790# ######', '795# ######', '20 7### ####', '20 8### ####', '161 4## ####', '121 4## ####', '131 2## ####', '113 2## ####'],
  },
  // HM Passport Office / PRADO GBR-AO: 9 digits.
  passport: passportOf(/^\d{9}$/, [[DIGITS, 9]]),
  names: {
    male: ['Oliver', 'George', 'Harry', 'Jack', 'Jacob', 'Noah', 'Charlie', 'Thomas', 'Oscar', 'William', 'James', 'Alfie', 'Rhys', 'Callum'],
    female: ['Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Sophie', 'Grace', 'Mia', 'Poppy', 'Ella', 'Charlotte', 'Freya', 'Siobhan', 'Niamh'],
    last: ['Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Johnson', 'Roberts', 'Robinson', 'Thompson', 'Wright', 'Walker', 'White', 'Edwards', 'Hughes', 'Green', 'Hall', "O'Neill", 'MacDonald', 'Campbell', 'Patel'],
  },
  nationalId: nationalIdRule(gbNino, {
    name: 'National Insurance number',
    localName: 'National Insurance number',
    abbreviation: 'NINO',
    source: 'HMRC National Insurance Manual NIM39110 (https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110): prefix letters, 6 digits, suffix A–D',
    encodes: [],
  }),
  vat: vatRule(gbVat, {
    name: 'VAT registration number',
    localName: 'VAT registration number',
    abbreviation: 'VRN',
    source: 'HMRC VAT Notice 700/1 and the mod 97 check (weights 8 7 6 5 4 3 2, last two digits); python-stdnum gb.vat',
  }),
  address: {
    streets: ['High Street', 'Station Road', 'Main Street', 'Park Road', 'Church Road', 'Church Street', 'London Road', 'Victoria Road', 'Green Lane', 'Manor Road', 'Kings Road', 'Mill Lane'],
    cities: [
      { name: 'London', prefixes: ['SW1A', 'EC1A', 'W1A', 'N1', 'SE1', 'E1', 'NW1', 'WC2N'] },
      { name: 'Manchester', prefixes: ['M1', 'M2', 'M3', 'M4', 'M14'] },
      { name: 'Birmingham', prefixes: ['B1', 'B2', 'B5', 'B15'] },
      { name: 'Leeds', prefixes: ['LS1', 'LS2', 'LS6'] },
      { name: 'Glasgow', prefixes: ['G1', 'G2', 'G3', 'G12'] },
      { name: 'Edinburgh', prefixes: ['EH1', 'EH2', 'EH3'] },
      { name: 'Bristol', prefixes: ['BS1', 'BS8'] },
      { name: 'Liverpool', prefixes: ['L1', 'L2', 'L8'] },
    ],
    postcode: (city, rng) => `${rng.pick(city.prefixes ?? ['N1'])} ${rng.int(1, 9)}${rng.chars(INWARD_LETTERS, 2)}`,
    layout: (a) => [`${a.number} ${a.street}`, a.city.toUpperCase(), a.postcode],
  },
  company: {
    legalForms: ['Ltd', 'PLC', 'LLP'],
    trades: ['Construction', 'Logistics', 'Engineering', 'Consulting', 'Services'],
    registry: noRegistry('GB'),
  },
};
