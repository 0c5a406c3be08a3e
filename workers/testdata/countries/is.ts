import { mod11Weighted } from '../checksums';
import { DIGITS } from '../random';
import type { Random } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { isKennitala, nationalIdRule } from '../national-id';
import { isVsk, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/**
 * An Icelandic kennitala: DDMMYY, two digits (20–99), a check digit (weights 3 2 7 6 5 4 3 2, mod 11; drawn
 * again when it would be 10) and the century digit (9 = 1900s, 0 = 2000s).
 */
export function kennitala(rng: Random): string | null {
  const year = rng.int(1940, 2005);
  const date = String(rng.int(1, 28)).padStart(2, '0') + String(rng.int(1, 12)).padStart(2, '0') + String(year % 100).padStart(2, '0');
  const body = date + String(rng.int(20, 99));
  const check = mod11Weighted(body, [3, 2, 7, 6, 5, 4, 3, 2]);
  return check === null ? null : body + check + (year < 2000 ? '9' : '0');
}

/** Iceland. IBAN IS: 4!n2!n6!n10!n (bank and branch, ledger, account, the holder's kennitala). */
export const is: CountryData = {
  ...countryIdentity('IS'),
  iban: {
    length: 26,
    banks: [
      { code: '0101', name: 'Landsbankinn' },
      { code: '0111', name: 'Landsbankinn' },
      { code: '0301', name: 'Arion banki' },
      { code: '0311', name: 'Arion banki' },
      { code: '0515', name: 'Íslandsbanki' },
      { code: '0526', name: 'Íslandsbanki' },
    ],
    bban: (bank, rng) => {
      const kt = kennitala(rng);
      return kt === null ? null : bank.code + '26' + rng.digits(6) + kt;
    },
  },
  phone: { callingCode: '354', ranges: ['69# ####', '7[6-9]# ####', '8[3-69]# ####', '5[156]# ####'] },
  // PRADO ISL-AO: "A" and 7 digits.
  passport: passportOf(/^A\d{7}$/, [['A', 1], [DIGITS, 7]]),
  names: {
    male: ['Jón', 'Sigurður', 'Guðmundur', 'Gunnar', 'Ólafur', 'Einar', 'Kristján', 'Magnús', 'Stefán', 'Jóhann', 'Björn', 'Þórður', 'Arnar', 'Aron'],
    female: ['Guðrún', 'Anna', 'Kristín', 'Sigríður', 'Margrét', 'Helga', 'Sigrún', 'Ingibjörg', 'Jóhanna', 'María', 'Katrín', 'Þórunn', 'Ásdís', 'Hildur'],
    last: ['Jónsson', 'Sigurðsson', 'Guðmundsson', 'Gunnarsson', 'Ólafsson', 'Einarsson', 'Kristjánsson', 'Magnússon', 'Stefánsson', 'Jóhannsson', 'Björnsson', 'Þórðarson', 'Árnason', 'Helgason'],
    lastFemale: ['Jónsdóttir', 'Sigurðardóttir', 'Guðmundsdóttir', 'Gunnarsdóttir', 'Ólafsdóttir', 'Einarsdóttir', 'Kristjánsdóttir', 'Magnúsdóttir', 'Stefánsdóttir', 'Jóhannsdóttir', 'Björnsdóttir', 'Þórðardóttir', 'Árnadóttir', 'Helgadóttir'],
  },
  nationalId: nationalIdRule(isKennitala, {
    name: 'Identity number',
    localName: 'Kennitala',
    abbreviation: 'KT',
    source: 'Þjóðskrá Íslands, https://www.skra.is/folk/kennitala/ ; control digit at https://is.wikipedia.org/wiki/Kennitala',
    encodes: ['dateOfBirth'],
  }),
  vat: vatRule(isVsk, {
    name: 'VAT number',
    localName: 'Virðisaukaskattsnúmer',
    abbreviation: 'VSK-númer',
    source: 'Skatturinn (5 or 6 digits, no check digit: format only); python-stdnum is_.vsk',
    formatOnly: true,
  }),
  address: {
    streets: ['Laugavegur', 'Hverfisgata', 'Skólavörðustígur', 'Aðalstræti', 'Bankastræti', 'Hafnarstræti', 'Suðurgata', 'Kirkjuvegur', 'Austurvegur', 'Strandgata'],
    cities: [
      { name: 'Reykjavík', prefixes: ['101', '102', '103', '104', '105', '107', '108', '109', '110', '111', '112', '113'] },
      { name: 'Kópavogur', range: [200, 203] },
      { name: 'Hafnarfjörður', range: [220, 221] },
      { name: 'Akureyri', range: [600, 603] },
      { name: 'Reykjanesbær', prefixes: ['230', '260'] },
      { name: 'Selfoss', prefixes: ['800'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 3),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['ehf.', 'hf.', 'slf.'],
    trades: ['Bygg', 'Flutningar', 'Tækni', 'Ráðgjöf', 'Þjónusta'],
    registry: noRegistry('IS'),
  },
};
