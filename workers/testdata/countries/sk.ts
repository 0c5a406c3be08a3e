import { DIGITS, LETTERS } from '../random';
import { czechSlovakBban } from './cz-sk-bban';
import { cityCode, passportOf, splitAt, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { czSkRodneCislo, nationalIdRule } from '../national-id';
import { skDph, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Slovakia. IBAN SK: 4!n6!n10!n with the same mod-11 check digits as Czechia. */
export const sk: CountryData = {
  ...countryIdentity('SK'),
  iban: {
    length: 24,
    banks: [
      { code: '0900', name: 'Slovenská sporiteľňa' },
      { code: '0200', name: 'Všeobecná úverová banka (VÚB)' },
      { code: '1100', name: 'Tatra banka' },
      { code: '7500', name: 'ČSOB' },
      { code: '5600', name: 'Prima banka Slovensko' },
      { code: '8330', name: 'Fio banka' },
    ],
    bban: (bank, rng) => czechSlovakBban(bank.code, rng),
  },
  phone: { callingCode: '421', ranges: ['90[1-8] ### ###', '91[0-24-9] ### ###', '95# ### ###', '2 [2-9]## ### ##'] },
  // PRADO SVK-AO: 1 letter and 7 digits (validator.js allows a digit first as well).
  passport: passportOf(/^[0-9A-Z]\d{7}$/, [[LETTERS, 1], [DIGITS, 7]]),
  names: {
    male: ['Jakub', 'Samuel', 'Michal', 'Adam', 'Tomáš', 'Martin', 'Peter', 'Ján', 'Jozef', 'Ľubomír', 'Štefan', 'Juraj', 'Matúš', 'Dušan'],
    female: ['Sofia', 'Nina', 'Viktória', 'Ema', 'Natália', 'Laura', 'Mária', 'Zuzana', 'Katarína', 'Ľudmila', 'Jana', 'Anna', 'Lucia', 'Veronika'],
    last: ['Horváth', 'Kováč', 'Varga', 'Tóth', 'Nagy', 'Baláž', 'Szabó', 'Molnár', 'Balog', 'Lukáč', 'Novák', 'Kováčik', 'Polák', 'Gajdoš', 'Hudák', 'Kollár'],
    lastFemale: ['Horváthová', 'Kováčová', 'Vargová', 'Tóthová', 'Nagyová', 'Balážová', 'Szabóová', 'Molnárová', 'Balogová', 'Lukáčová', 'Nováková', 'Kováčiková', 'Poláková', 'Gajdošová', 'Hudáková', 'Kollárová'],
  },
  nationalId: nationalIdRule(czSkRodneCislo, {
    name: 'Birth number',
    localName: 'Rodné číslo',
    abbreviation: 'RČ',
    source: 'Zákon č. 301/1995 Z. z. o rodnom čísle (https://www.slov-lex.sk/pravne-predpisy/SK/ZZ/1995/301/)',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(skDph, {
    name: 'VAT number',
    localName: 'Identifikačné číslo pre daň z pridanej hodnoty',
    abbreviation: 'IČ DPH',
    source: 'Finančná správa (10 digits divisible by 11); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum sk.dph',
  }),
  address: {
    streets: ['Hlavná', 'Obchodná', 'Štúrova', 'Hviezdoslavova', 'Školská', 'Záhradná', 'Mierová', 'Námestie SNP', 'Kollárova', 'Partizánska'],
    cities: [
      { name: 'Bratislava', range: [81101, 85110] },
      { name: 'Košice', range: [4001, 4023] },
      { name: 'Prešov', range: [8001, 8001] },
      { name: 'Žilina', range: [1001, 1001] },
      { name: 'Nitra', range: [94901, 94901] },
      { name: 'Banská Bystrica', range: [97401, 97401] },
      { name: 'Trnava', range: [91701, 91701] },
    ],
    postcode: (city, rng) => splitAt(cityCode(city, rng, 5), 3),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['s.r.o.', 'a.s.', 'k.s.'],
    trades: ['Stavby', 'Logistika', 'Technika', 'Poradenstvo', 'Služby'],
    registry: noRegistry('SK'),
  },
};
