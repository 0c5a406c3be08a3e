import { mod10Weighted } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf } from './helpers';
import type { CountryData } from './types';
import { noNationalId } from '../national-id';
import { huAnum, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

const W = [9, 7, 3, 1];

/**
 * Hungary. IBAN HU: 3!n4!n1!n15!n1!n. The bank-branch part and the account each end with a check digit
 * (weights 9 7 3 1, mod 10); accounts are the 8+8 form (second half zeros) or the full 16 digits.
 */
export const hu: CountryData = {
  ...countryIdentity('HU'),
  iban: {
    length: 28,
    banks: [
      { code: '117', name: 'OTP Bank' },
      { code: '104', name: 'K&H Bank' },
      { code: '116', name: 'Erste Bank Hungary' },
      { code: '120', name: 'Raiffeisen Bank' },
      { code: '107', name: 'CIB Bank' },
      { code: '109', name: 'UniCredit Bank Hungary' },
      { code: '101', name: 'Budapest Bank' },
    ],
    bban: (bank, rng) => {
      const branch = bank.code + rng.digits(4);
      const head = branch + mod10Weighted(branch, W);
      if (rng.next() < 0.5) {
        const account = rng.int(1, 9) + rng.digits(6);
        return head + account + mod10Weighted(account, W) + '00000000';
      }
      const account = rng.int(1, 9) + rng.digits(14);
      return head + account + mod10Weighted(account, W);
    },
  },
  phone: { callingCode: '36', ranges: ['20 ### ####', '30 ### ####', '70 ### ####', '1 ### ####'] },
  // PRADO HUN-AO: 2 letters and 6 or 7 digits (current books 7).
  passport: passportOf(/^[A-Z]{2}\d{6,7}$/, [[LETTERS, 2], [DIGITS, 7]]),
  names: {
    male: ['Bence', 'Máté', 'Levente', 'Dominik', 'Ádám', 'Dániel', 'Zoltán', 'László', 'István', 'József', 'Gábor', 'Péter', 'Tamás', 'Örs'],
    female: ['Hanna', 'Anna', 'Zoé', 'Léna', 'Luca', 'Emma', 'Réka', 'Zsófia', 'Katalin', 'Erzsébet', 'Ildikó', 'Judit', 'Éva', 'Ágnes'],
    last: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp', 'Takács', 'Juhász', 'Lakatos', 'Mészáros', 'Oláh', 'Simon', 'Rácz', 'Fekete', 'Szűcs', 'Lőrinc'],
  },
  nationalId: noNationalId('HU'),
  vat: vatRule(huAnum, {
    name: 'EU VAT number',
    localName: 'Közösségi adószám',
    abbreviation: 'ANUM',
    source: 'NAV: the first 8 digits of the adószám (törzsszám, weights 9 7 3 1); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum hu.anum',
  }),
  address: {
    streets: ['Fő utca', 'Kossuth Lajos utca', 'Petőfi Sándor utca', 'Rákóczi út', 'Dózsa György út', 'Ady Endre utca', 'Szabadság tér', 'Széchenyi utca', 'Arany János utca', 'Béke utca'],
    cities: [
      { name: 'Budapest', range: [1011, 1239] },
      { name: 'Debrecen', range: [4024, 4081] },
      { name: 'Szeged', range: [6700, 6791] },
      { name: 'Miskolc', range: [3500, 3535] },
      { name: 'Pécs', range: [7621, 7636] },
      { name: 'Győr', range: [9021, 9030] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    // Magyar Posta: town, street and number (with a full stop), postcode on its own line.
    layout: (a) => [a.city, `${a.street} ${a.number}.`, a.postcode],
  },
  company: {
    legalForms: ['Kft.', 'Zrt.', 'Bt.', 'Nyrt.'],
    trades: ['Építő', 'Logisztika', 'Technika', 'Tanácsadó', 'Szolgáltató'],
    registry: noRegistry('HU'),
  },
};
