import { DIGITS } from '../random';
import { czechSlovakBban } from './cz-sk-bban';
import { cityCode, passportOf, splitAt, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { czSkRodneCislo, nationalIdRule } from '../national-id';
import { czDic, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Czechia. IBAN CZ: 4!n6!n10!n with the Czech mod-11 check digits in prefix and number. */
export const cz: CountryData = {
  ...countryIdentity('CZ'),
  iban: {
    length: 24,
    banks: [
      { code: '0100', name: 'Komerční banka' },
      { code: '0300', name: 'ČSOB' },
      { code: '0800', name: 'Česká spořitelna' },
      { code: '2010', name: 'Fio banka' },
      { code: '0600', name: 'MONETA Money Bank' },
      { code: '2700', name: 'UniCredit Bank Czech Republic and Slovakia' },
      { code: '5500', name: 'Raiffeisenbank' },
      { code: '3030', name: 'Air Bank' },
    ],
    bban: (bank, rng) => czechSlovakBban(bank.code, rng),
  },
  phone: { callingCode: '420', ranges: ['60[1-8] ### ###', '7[2379]# ### ###', '2## ### ###'] },
  // PRADO CZE-AO: 8 digits.
  passport: passportOf(/^\d{8}$/, [[DIGITS, 8]]),
  names: {
    male: ['Jakub', 'Jan', 'Tomáš', 'Adam', 'Matyáš', 'Vojtěch', 'Ondřej', 'Jiří', 'Petr', 'Josef', 'Pavel', 'Martin', 'Lukáš', 'Václav'],
    female: ['Eliška', 'Anna', 'Adéla', 'Tereza', 'Karolína', 'Natálie', 'Kateřina', 'Jana', 'Marie', 'Hana', 'Lenka', 'Věra', 'Zdeňka', 'Petra'],
    last: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Marek', 'Pospíšil', 'Pokorný', 'Hájek', 'Král', 'Jelínek', 'Růžička', 'Beneš'],
    lastFemale: ['Nováková', 'Svobodová', 'Novotná', 'Dvořáková', 'Černá', 'Procházková', 'Kučerová', 'Veselá', 'Horáková', 'Němcová', 'Marková', 'Pospíšilová', 'Pokorná', 'Hájková', 'Králová', 'Jelínková', 'Růžičková', 'Benešová'],
  },
  nationalId: nationalIdRule(czSkRodneCislo, {
    name: 'Birth number',
    localName: 'Rodné číslo',
    abbreviation: 'RČ',
    source: 'Zákon č. 133/2000 Sb. o evidenci obyvatel, § 13 (https://www.zakonyprolidi.cz/cs/2000-133)',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(czDic, {
    name: 'VAT number (tax identification number)',
    localName: 'Daňové identifikační číslo',
    abbreviation: 'DIČ',
    source: '§ 130 daňového řádu; legal entities: IČO with mod 11 check (Finanční správa); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum cz.dic',
  }),
  address: {
    streets: ['Hlavní', 'Nádražní', 'Školní', 'Husova', 'Masarykova', 'Palackého', 'Komenského', 'Zahradní', 'Smetanova', 'Na Příkopě'],
    cities: [
      { name: 'Praha', range: [11000, 19900] },
      { name: 'Brno', range: [60200, 62800] },
      { name: 'Ostrava', range: [70030, 72529] },
      { name: 'Plzeň', range: [30100, 32600] },
      { name: 'Olomouc', range: [77900, 77900] },
      { name: 'Liberec', range: [46001, 46001] },
    ],
    postcode: (city, rng) => splitAt(cityCode(city, rng, 5), 3),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['s.r.o.', 'a.s.', 'v.o.s.'],
    trades: ['Stavby', 'Logistika', 'Technika', 'Poradenství', 'Služby'],
    registry: registryRule(vatDigits, {
      name: 'Company identification number',
      localName: 'Identifikační číslo osoby (IČO)',
      source: 'Zákon č. 111/2009 Sb. o základních registrech: 8 digits, the last a mod-11 check digit (weights 8…2); the DIČ of a legal entity is CZ and its IČO; python-stdnum cz.dic',
    }),
  },
};
