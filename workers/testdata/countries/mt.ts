import { DIGITS } from '../random';
import { passportOf } from './helpers';
import type { CountryData } from './types';
import { noNationalId } from '../national-id';
import { mtVat, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Malta. IBAN MT: 4!a5!n18!c (BIC bank code, sort code, account). Postcodes: locality letters + 4 digits. */
export const mt: CountryData = {
  ...countryIdentity('MT'),
  iban: {
    length: 31,
    banks: [
      { code: 'VALL', name: 'Bank of Valletta' },
      { code: 'MMEB', name: 'HSBC Bank Malta' },
      { code: 'APSB', name: 'APS Bank' },
      { code: 'LBMA', name: 'Lombard Bank Malta' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(5) + '0000' + rng.digits(14),
  },
  phone: { callingCode: '356', ranges: ['79## ####', '99## ####', '21## ####'] },
  // PRADO MLT-AO: 7 digits.
  passport: passportOf(/^\d{7}$/, [[DIGITS, 7]]),
  names: {
    male: ['Luke', 'Matthew', 'Jake', 'Liam', 'Nathan', 'Karl', 'Joseph', 'Ġorġ', 'Pawlu', 'Ċensu', 'Mario', 'Anthony'],
    female: ['Emma', 'Amelia', 'Maria', 'Sophie', 'Elena', 'Martina', 'Rebecca', 'Marija', 'Ġuża', 'Kristina', 'Anna', 'Graziella'],
    last: ['Borg', 'Camilleri', 'Vella', 'Farrugia', 'Zammit', 'Galea', 'Micallef', 'Grech', 'Attard', 'Spiteri', 'Azzopardi', 'Mifsud', 'Agius', 'Pace', 'Sammut', 'Cassar', 'Debono', 'Caruana', 'Xuereb', 'Żammit'],
  },
  nationalId: noNationalId('MT'),
  vat: vatRule(mtVat, {
    name: 'VAT registration number',
    localName: 'VAT registration number',
    abbreviation: 'VAT no.',
    source: 'Commissioner for Revenue (8 digits, weights 3 4 6 7 8 9 10 1 mod 37); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum mt.vat',
  }),
  address: {
    streets: ['Triq il-Kbira', 'Triq ir-Repubblika', 'Triq il-Merkanti', 'Triq San Pawl', 'Triq il-Kappillan', 'Triq it-Torri', 'Triq il-Knisja', 'Triq l-Imdina', 'Triq il-Wied', 'Triq il-Fortizza'],
    cities: [
      { name: 'Valletta', prefixes: ['VLT'] },
      { name: 'Sliema', prefixes: ['SLM'] },
      { name: 'Birkirkara', prefixes: ['BKR'] },
      { name: 'Mosta', prefixes: ['MST'] },
      { name: 'Qormi', prefixes: ['QRM'] },
      { name: "St. Julian's", prefixes: ['STJ'] },
      { name: 'Żabbar', prefixes: ['ZBR'] },
    ],
    postcode: (city, rng) => `${rng.pick(city.prefixes ?? ['VLT'])} ${rng.int(1000, 9999)}`,
    // MaltaPost: house number, street / locality and postcode.
    layout: (a) => [`${a.number}, ${a.street}`, `${a.city} ${a.postcode}`],
  },
  company: {
    legalForms: ['Ltd', 'p.l.c.'],
    trades: ['Construction', 'Logistics', 'Engineering', 'Consulting', 'Services'],
    registry: noRegistry('MT'),
  },
};
