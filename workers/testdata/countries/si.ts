import { mod97_10 } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { siEmso, nationalIdRule } from '../national-id';
import { siDdv, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Slovenia. IBAN SI: 5!n8!n2!n (bank-branch, account, ISO 7064 MOD 97-10 check digits). */
export const si: CountryData = {
  ...countryIdentity('SI'),
  iban: {
    length: 19,
    banks: [
      { code: '02010', name: 'NLB' },
      { code: '04515', name: 'Nova KBM' },
      { code: '03100', name: 'SKB banka' },
      { code: '10100', name: 'Banka Intesa Sanpaolo' },
      { code: '19100', name: 'Deželna banka Slovenije' },
    ],
    bban: (bank, rng) => {
      const body = bank.code + rng.digits(8);
      return body + mod97_10(body);
    },
  },
  phone: { callingCode: '386', ranges: ['3[01] ### ###', '4[01] ### ###', '51 ### ###', '6[489] ### ###', '70 ### ###', '1 [2-8]## ## ##'] },
  // PRADO SVN-AO: "P", a letter and 7 digits.
  passport: passportOf(/^P[A-Z]\d{7}$/, [['P', 1], [LETTERS, 1], [DIGITS, 7]]),
  names: {
    male: ['Luka', 'Jakob', 'Filip', 'Nik', 'Žan', 'Mark', 'Tim', 'Marko', 'Aleš', 'Matej', 'Boštjan', 'Gregor', 'Janez', 'Primož'],
    female: ['Eva', 'Zala', 'Sara', 'Ema', 'Lana', 'Nika', 'Maja', 'Špela', 'Mojca', 'Tjaša', 'Urška', 'Nataša', 'Petra', 'Katja'],
    last: ['Novak', 'Horvat', 'Krajnc', 'Kovačič', 'Zupančič', 'Potočnik', 'Kovač', 'Mlakar', 'Kos', 'Vidmar', 'Golob', 'Turk', 'Kralj', 'Zupan', 'Bizjak', 'Hribar', 'Kotnik', 'Rozman', 'Oblak', 'Žagar'],
  },
  nationalId: nationalIdRule(siEmso, {
    name: 'Unique master citizen number',
    localName: 'Enotna matična številka občana',
    abbreviation: 'EMŠO',
    source: 'Uredba o načinu določanja EMŠO (Uradni list RS 8/99), https://www.gov.si/teme/centralni-register-prebivalstva/',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(siDdv, {
    name: 'VAT number',
    localName: 'Identifikacijska številka za DDV',
    abbreviation: 'ID za DDV',
    source: 'FURS (8 digits, weights 8…2 mod 11); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum si.ddv',
  }),
  address: {
    streets: ['Slovenska cesta', 'Prešernova ulica', 'Trubarjeva cesta', 'Celovška cesta', 'Dunajska cesta', 'Glavni trg', 'Partizanska cesta', 'Cankarjeva ulica', 'Šolska ulica', 'Gregorčičeva ulica'],
    cities: [
      { name: 'Ljubljana', prefixes: ['1000'] },
      { name: 'Maribor', prefixes: ['2000'] },
      { name: 'Celje', prefixes: ['3000'] },
      { name: 'Kranj', prefixes: ['4000'] },
      { name: 'Koper', prefixes: ['6000'] },
      { name: 'Novo mesto', prefixes: ['8000'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['d.o.o.', 'd.d.', 's.p.'],
    trades: ['Gradnje', 'Logistika', 'Tehnika', 'Svetovanje', 'Storitve'],
    registry: noRegistry('SI'),
  },
};
