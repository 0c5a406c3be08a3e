import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { liPeid, nationalIdRule } from '../national-id';
import { noVat } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Liechtenstein. IBAN LI: 5!n12!c (clearing number, account); no national check digit. */
export const li: CountryData = {
  ...countryIdentity('LI'),
  iban: {
    length: 21,
    banks: [
      { code: '08800', name: 'Liechtensteinische Landesbank' },
      { code: '08810', name: 'LGT Bank' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(12),
  },
  phone: { callingCode: '423', ranges: ['65# ### ###', '7[37-9]# ## ##', '23# ## ##'] },
  // No public national description; 1 letter and 5 digits as on current Liechtenstein passports (ICAO 9303 field of 9).
  passport: passportOf(/^[A-Z]\d{5}$/, [[LETTERS, 1], [DIGITS, 5]]),
  names: {
    male: ['Lukas', 'Elias', 'Noah', 'Jonas', 'Fabian', 'Marco', 'Patrick', 'Thomas', 'Peter', 'Manfred', 'Josef', 'René'],
    female: ['Lara', 'Lena', 'Anna', 'Nina', 'Sarah', 'Jasmin', 'Andrea', 'Monika', 'Brigitte', 'Theres', 'Rösli', 'Doris'],
    last: ['Büchel', 'Frick', 'Marxer', 'Ospelt', 'Beck', 'Hasler', 'Kaiser', 'Meier', 'Wanger', 'Vogt', 'Schädler', 'Gassner', 'Batliner', 'Risch', 'Kindle', 'Negele', 'Matt', 'Eberle'],
  },
  nationalId: nationalIdRule(liPeid, {
    name: 'Person identification number',
    localName: 'Personenidentifikationsnummer',
    abbreviation: 'PEID',
    source: 'Steuerverwaltung Liechtenstein; only the format (4 to 12 digits) is published, with no check digit, so the number cannot be checked beyond its format',
    encodes: [],
  }),
  vat: noVat('LI'),
  address: {
    streets: ['Städtle', 'Landstrasse', 'Aeulestrasse', 'Kirchstrasse', 'Zollstrasse', 'Feldkircher Strasse', 'Poststrasse', 'Dorfstrasse'],
    cities: [
      { name: 'Vaduz', prefixes: ['9490'] },
      { name: 'Schaan', prefixes: ['9494'] },
      { name: 'Triesen', prefixes: ['9495'] },
      { name: 'Balzers', prefixes: ['9496'] },
      { name: 'Eschen', prefixes: ['9492'] },
      { name: 'Ruggell', prefixes: ['9491'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['AG', 'GmbH', 'Anstalt'],
    trades: ['Bau', 'Logistik', 'Technik', 'Beratung', 'Elektro'],
    registry: noRegistry('LI'),
  },
};
