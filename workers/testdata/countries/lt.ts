import { DIGITS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { balticPersonalCode, nationalIdRule } from '../national-id';
import { ltPvm, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Lithuania. IBAN LT: 5!n11!n (bank, account); no national check digit. Postcodes are written "LT-NNNNN". */
export const lt: CountryData = {
  ...countryIdentity('LT'),
  iban: {
    length: 20,
    banks: [
      { code: '73000', name: 'Swedbank' },
      { code: '70440', name: 'SEB bankas' },
      { code: '40100', name: 'Luminor Bank' },
      { code: '71800', name: 'Šiaulių bankas' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(11),
  },
  phone: { callingCode: '370', ranges: ['6## #####'] },
  // PRADO LTU-AO: 8 digits (validator.js: 8 letters or digits).
  passport: passportOf(/^[A-Z0-9]{8}$/, [[DIGITS, 8]]),
  names: {
    male: ['Jonas', 'Tomas', 'Mantas', 'Lukas', 'Matas', 'Dominykas', 'Antanas', 'Vytautas', 'Darius', 'Žygimantas', 'Gintaras', 'Mindaugas', 'Algirdas', 'Kęstutis'],
    female: ['Ona', 'Emilija', 'Gabija', 'Austėja', 'Kotryna', 'Ieva', 'Rūta', 'Jurgita', 'Aušra', 'Laima', 'Giedrė', 'Eglė', 'Vaida', 'Živilė'],
    last: ['Kazlauskas', 'Jankauskas', 'Petrauskas', 'Stankevičius', 'Vasiliauskas', 'Žukauskas', 'Butkus', 'Paulauskas', 'Urbonas', 'Kavaliauskas', 'Navickas', 'Ramanauskas', 'Šimkus', 'Sakalauskas'],
    lastFemale: ['Kazlauskienė', 'Jankauskienė', 'Petrauskienė', 'Stankevičienė', 'Vasiliauskienė', 'Žukauskienė', 'Butkienė', 'Paulauskienė', 'Urbonienė', 'Kavaliauskienė', 'Navickienė', 'Ramanauskienė', 'Šimkienė', 'Sakalauskaitė'],
  },
  nationalId: nationalIdRule(balticPersonalCode, {
    name: 'Personal code',
    localName: 'Asmens kodas',
    abbreviation: 'AK',
    source: 'LST 1185:1993 “Asmens kodas”; Gyventojų registras, summarised at https://lt.wikipedia.org/wiki/Asmens_kodas',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(ltPvm, {
    name: 'VAT number',
    localName: 'PVM mokėtojo kodas',
    abbreviation: 'PVM kodas',
    source: 'VMI (legal entities: 9 digits, 8th digit 1, two-pass mod 11); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum lt.pvm',
  }),
  address: {
    streets: ['Gedimino pr.', 'Vilniaus g.', 'Laisvės al.', 'Basanavičiaus g.', 'Maironio g.', 'Tilžės g.', 'Taikos pr.', 'Kęstučio g.', 'Žalgirio g.', 'Mokyklos g.'],
    cities: [
      { name: 'Vilnius', range: [1001, 14999] },
      { name: 'Kaunas', range: [44001, 51999] },
      { name: 'Klaipėda', range: [91001, 96999] },
      { name: 'Šiauliai', range: [76001, 78999] },
      { name: 'Panevėžys', range: [35001, 38999] },
    ],
    postcode: (city, rng) => `LT-${cityCode(city, rng, 5)}`,
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['UAB', 'AB', 'MB'],
    trades: ['Statyba', 'Logistika', 'Technika', 'Konsultacijos', 'Paslaugos'],
    registry: noRegistry('LT'),
  },
};
