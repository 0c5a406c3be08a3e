import { mod10Weighted } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { balticPersonalCode, nationalIdRule } from '../national-id';
import { eeKmkr, vatRule } from '../vat';
import { eeRegistrikood, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Estonia. IBAN EE: 2!n2!n11!n1!n; the account (after the bank code) ends with a 7-3-1 check digit. */
export const ee: CountryData = {
  ...countryIdentity('EE'),
  iban: {
    length: 20,
    banks: [
      { code: '22', name: 'Swedbank' },
      { code: '10', name: 'SEB Pank' },
      { code: '17', name: 'Luminor Bank' },
      { code: '42', name: 'Coop Pank' },
      { code: '77', name: 'LHV Pank' },
    ],
    bban: (bank, rng) => {
      const body = rng.digits(2) + rng.int(1, 9) + rng.digits(10);
      return bank.code + body + mod10Weighted(body, [7, 1, 3]);
    },
  },
  phone: { callingCode: '372', ranges: ['5### ####', '5### ####', '6## ####'] },
  // PRADO EST-AO: "K" and 7 digits (e-passports 2 letters and 7 digits).
  passport: passportOf(/^[A-Z]{1,2}\d{7}$/, [['K', 1], [LETTERS, 1], [DIGITS, 7]]),
  names: {
    male: ['Rasmus', 'Robin', 'Oliver', 'Martin', 'Sebastian', 'Mihkel', 'Jüri', 'Tõnu', 'Andres', 'Margus', 'Toomas', 'Rein', 'Priit', 'Ülo'],
    female: ['Sofia', 'Maria', 'Eliise', 'Mia', 'Emma', 'Laura', 'Kertu', 'Liis', 'Tiina', 'Kadri', 'Mari', 'Ülle', 'Triin', 'Pille'],
    last: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel', 'Lepik', 'Oja', 'Kuusk', 'Raudsepp', 'Vaher', 'Karu', 'Põder', 'Lõhmus', 'Kõiv', 'Mänd'],
  },
  nationalId: nationalIdRule(balticPersonalCode, {
    name: 'Personal identification code',
    localName: 'Isikukood',
    abbreviation: 'IK',
    source: 'EVS 585:2007 “Isikukood. Struktuur”, summarised at https://et.wikipedia.org/wiki/Isikukood',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(eeKmkr, {
    name: 'VAT number',
    localName: 'Käibemaksukohustuslase number',
    abbreviation: 'KMKR',
    source: 'Maksu- ja Tolliamet (9 digits starting 10, weights 3 7 1); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum ee.kmkr',
  }),
  address: {
    streets: ['Narva mnt', 'Pärnu mnt', 'Tartu mnt', 'Viru', 'Pikk', 'Lai', 'Rüütli', 'Kooli', 'Aia', 'Vabaduse pst'],
    cities: [
      { name: 'Tallinn', range: [10111, 13999] },
      { name: 'Tartu', range: [50050, 51014] },
      { name: 'Pärnu', range: [80010, 80050] },
      { name: 'Narva', range: [20101, 21020] },
      { name: 'Viljandi', range: [71001, 71024] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['OÜ', 'AS'],
    trades: ['Ehitus', 'Logistika', 'Tehnika', 'Konsultatsioonid', 'Teenused'],
    registry: registryRule(eeRegistrikood, {
      name: 'Registry code',
      localName: 'Registrikood',
      source: 'Äriregistri seadus and Rahandusministri määrus nr 96: 8 digits (1… for companies), the last the isikukood check digit (weights 1–7, then 3–9); drawn on its own (the KMKR number is the VAT number); python-stdnum ee.registrikood',
    }),
  },
};
