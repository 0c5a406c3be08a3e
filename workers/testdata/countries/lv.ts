import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf } from './helpers';
import type { CountryData } from './types';
import { lvPersonasKods, nationalIdRule } from '../national-id';
import { lvPvn, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Latvia. IBAN LV: 4!a13!c (BIC bank code, account). Addresses end "Town, LV-NNNN". */
export const lv: CountryData = {
  ...countryIdentity('LV'),
  iban: {
    length: 21,
    banks: [
      { code: 'HABA', name: 'Swedbank' },
      { code: 'UNLA', name: 'SEB banka' },
      { code: 'RIKO', name: 'Luminor Bank' },
      { code: 'PARX', name: 'Citadele banka' },
      { code: 'RTMB', name: 'Rietumu Banka' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(13),
  },
  phone: { callingCode: '371', ranges: ['2[0-24-9] ### ###', '2[0-24-9] ### ###', '67 ### ###'] },
  // PRADO LVA-AO: 2 letters and 7 digits.
  passport: passportOf(/^[A-Z0-9]{2}\d{7}$/, [[LETTERS, 2], [DIGITS, 7]]),
  names: {
    male: ['Jānis', 'Andris', 'Māris', 'Pēteris', 'Edgars', 'Kārlis', 'Roberts', 'Artūrs', 'Gatis', 'Raimonds', 'Aivars', 'Uldis', 'Oskars', 'Ēriks'],
    female: ['Anna', 'Kristīne', 'Inese', 'Ilze', 'Līga', 'Laura', 'Dace', 'Sandra', 'Anita', 'Ieva', 'Zane', 'Māra', 'Evija', 'Baiba'],
    last: ['Bērziņš', 'Kalniņš', 'Ozoliņš', 'Jansons', 'Ozols', 'Liepiņš', 'Krūmiņš', 'Balodis', 'Eglītis', 'Zariņš', 'Pētersons', 'Vītols', 'Kļaviņš', 'Kārkliņš', 'Vanags', 'Lapiņš'],
    lastFemale: ['Bērziņa', 'Kalniņa', 'Ozoliņa', 'Jansone', 'Ozola', 'Liepiņa', 'Krūmiņa', 'Balode', 'Eglīte', 'Zariņa', 'Pētersone', 'Vītola', 'Kļaviņa', 'Kārkliņa', 'Vanaga', 'Lapiņa'],
  },
  nationalId: nationalIdRule(lvPersonasKods, {
    name: 'Personal code',
    localName: 'Personas kods',
    abbreviation: 'PK',
    source: 'Fizisko personu reģistra likums; PMLP, summarised at https://lv.wikipedia.org/wiki/Personas_kods (codes issued before 1 July 2017, with the birth date)',
    encodes: ['dateOfBirth'],
  }),
  vat: vatRule(lvPvn, {
    name: 'VAT number',
    localName: 'PVN reģistrācijas numurs',
    abbreviation: 'PVN',
    source: 'VID (legal entities: 11 digits starting 4–9, weights 9 1 4 8 3 10 2 5 7 6 1 ≡ 3 mod 11); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum lv.pvn',
  }),
  address: {
    streets: ['Brīvības iela', 'Elizabetes iela', 'Krišjāņa Barona iela', 'Tērbatas iela', 'Rīgas iela', 'Skolas iela', 'Dzirnavu iela', 'Lāčplēša iela', 'Raiņa iela', 'Dārza iela'],
    cities: [
      { name: 'Rīga', range: [1001, 1084] },
      { name: 'Daugavpils', range: [5401, 5417] },
      { name: 'Liepāja', range: [3401, 3416] },
      { name: 'Jelgava', range: [3001, 3008] },
      { name: 'Jūrmala', range: [2008, 2016] },
    ],
    postcode: (city, rng) => `LV-${cityCode(city, rng, 4)}`,
    layout: (a) => [`${a.street} ${a.number}`, `${a.city}, ${a.postcode}`],
  },
  company: {
    legalForms: ['SIA', 'AS'],
    trades: ['Būve', 'Loģistika', 'Tehnika', 'Konsultācijas', 'Serviss'],
    registry: registryRule(vatDigits, {
      name: 'Registration number',
      localName: 'Reģistrācijas numurs',
      source: 'Uzņēmumu reģistrs: 11 digits starting with 4–9, the last a mod-11 check digit; the PVN number is LV and this number; python-stdnum lv.pvn',
    }),
  },
};
