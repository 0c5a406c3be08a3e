import { mod11_10 } from '../checksums';
import { DIGITS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { hrOib, nationalIdRule } from '../national-id';
import { hrVat, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/**
 * Croatia. IBAN HR: 7!n10!n. The bank code (VBDI) and the account each end with an ISO 7064 MOD 11,10
 * check digit; the VBDIs listed carry theirs already.
 */
export const hr: CountryData = {
  ...countryIdentity('HR'),
  iban: {
    length: 21,
    banks: [
      { code: '2340009', name: 'Privredna banka Zagreb' },
      { code: '2360000', name: 'Zagrebačka banka' },
      { code: '2484008', name: 'Raiffeisenbank Austria' },
      { code: '2402006', name: 'Erste & Steiermärkische Bank' },
      { code: '2390001', name: 'Hrvatska poštanska banka' },
      { code: '2407000', name: 'OTP banka' },
      { code: '2500009', name: 'Addiko Bank' },
    ],
    bban: (bank, rng) => {
      const body = rng.int(1, 9) + rng.digits(8);
      return bank.code + body + mod11_10(body);
    },
  },
  phone: { callingCode: '385', ranges: ['9[1258] ### ####', '9[1258] ### ####', '1 #### ###'] },
  // PRADO HRV-AO: 9 digits.
  passport: passportOf(/^\d{9}$/, [[DIGITS, 9]]),
  names: {
    male: ['Luka', 'Ivan', 'David', 'Jakov', 'Petar', 'Marko', 'Josip', 'Matej', 'Tomislav', 'Krešimir', 'Dražen', 'Željko', 'Ante', 'Stjepan'],
    female: ['Mia', 'Lucija', 'Ema', 'Ana', 'Petra', 'Marija', 'Ivana', 'Katarina', 'Nikolina', 'Dubravka', 'Snježana', 'Željka', 'Maja', 'Ružica'],
    last: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Kovačić', 'Knežević', 'Vuković', 'Marković', 'Petrović', 'Matić', 'Tomić', 'Pavlović', 'Božić', 'Blažević', 'Grgić', 'Šarić', 'Lovrić', 'Đurić'],
  },
  nationalId: nationalIdRule(hrOib, {
    name: 'Personal identification number',
    localName: 'Osobni identifikacijski broj',
    abbreviation: 'OIB',
    source: 'Zakon o osobnom identifikacijskom broju (NN 60/08); check digit ISO 7064 MOD 11,10, https://regos.hr/app/uploads/2018/07/KONTROLA-OIB-a.pdf',
    encodes: [],
  }),
  vat: vatRule(hrVat, {
    name: 'VAT number (OIB)',
    localName: 'PDV identifikacijski broj',
    abbreviation: 'PDV ID',
    source: 'Zakon o osobnom identifikacijskom broju; ISO 7064 MOD 11,10 (Porezna uprava); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum hr.oib',
  }),
  address: {
    streets: ['Ilica', 'Vukovarska ulica', 'Ulica kralja Zvonimira', 'Frankopanska ulica', 'Savska cesta', 'Ulica Ivana Gundulića', 'Radnička cesta', 'Ulica Matije Gupca', 'Trg bana Josipa Jelačića', 'Ulica Ante Starčevića'],
    cities: [
      { name: 'Zagreb', range: [10000, 10090] },
      { name: 'Split', prefixes: ['21000'] },
      { name: 'Rijeka', prefixes: ['51000'] },
      { name: 'Osijek', prefixes: ['31000'] },
      { name: 'Zadar', prefixes: ['23000'] },
      { name: 'Pula', prefixes: ['52100'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['d.o.o.', 'd.d.', 'j.d.o.o.'],
    trades: ['Gradnja', 'Logistika', 'Tehnika', 'Savjetovanje', 'Usluge'],
    registry: registryRule(vatDigits, {
      name: 'Personal identification number (OIB)',
      localName: 'Osobni identifikacijski broj (OIB)',
      source: 'Zakon o osobnom identifikacijskom broju (NN 60/08): 11 digits, ISO 7064 MOD 11,10; the VAT number is HR and the company\'s OIB; python-stdnum hr.oib',
    }),
  },
};
