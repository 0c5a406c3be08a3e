import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { atSvnr, nationalIdRule } from '../national-id';
import { atUid, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Austria. IBAN AT: 5!n11!n (Bankleitzahl, account); no national check digit in the BBAN. */
export const at: CountryData = {
  ...countryIdentity('AT'),
  iban: {
    length: 20,
    banks: [
      { code: '20111', name: 'Erste Bank der oesterreichischen Sparkassen' },
      { code: '12000', name: 'UniCredit Bank Austria' },
      { code: '32000', name: 'Raiffeisenlandesbank Niederösterreich-Wien' },
      { code: '14000', name: 'BAWAG' },
      { code: '60000', name: 'BAWAG (ehem. PSK)' },
      { code: '20815', name: 'Steiermärkische Sparkasse' },
      { code: '34000', name: 'Raiffeisenlandesbank Oberösterreich' },
      { code: '15000', name: 'Oberbank' },
    ],
    bban: (bank, rng) => bank.code + '00' + rng.int(1, 9) + rng.digits(8),
  },
  phone: { callingCode: '43', ranges: ['664 #######', '660 #######', '1 [2-9]######'] },
  // PRADO AUT-AO: 1 letter and 7 digits.
  passport: passportOf(/^[A-Z]\d{7}$/, [[LETTERS, 1], [DIGITS, 7]]),
  names: {
    male: ['Lukas', 'Tobias', 'David', 'Florian', 'Jakob', 'Maximilian', 'Stefan', 'Markus', 'Johann', 'Wolfgang', 'Günter', 'Andreas'],
    female: ['Anna', 'Sophie', 'Lena', 'Laura', 'Katharina', 'Sarah', 'Julia', 'Elisabeth', 'Maria', 'Theresa', 'Jutta', 'Bärbel'],
    last: ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs', 'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Brunner'],
  },
  nationalId: nationalIdRule(atSvnr, {
    name: 'Social insurance number',
    localName: 'Sozialversicherungsnummer',
    abbreviation: 'SVNR',
    source: 'Dachverband der Sozialversicherungsträger; check digit rule at https://de.wikipedia.org/wiki/Sozialversicherungsnummer#Österreich',
    encodes: ['dateOfBirth'],
  }),
  vat: vatRule(atUid, {
    name: 'VAT identification number',
    localName: 'Umsatzsteuer-Identifikationsnummer',
    abbreviation: 'UID',
    source: '§ 28 UStG; check digit as published by the BMF (Bundesministerium für Finanzen); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum at.uid',
  }),
  address: {
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Kirchengasse', 'Schulgasse', 'Dorfstraße', 'Lindengasse', 'Wiener Straße', 'Feldgasse', 'Mühlgasse', 'Hauptplatz'],
    cities: [
      // Vienna's postcodes are 1 + district (01–23) + 0.
      { name: 'Wien', prefixes: Array.from({ length: 23 }, (_, i) => `1${String(i + 1).padStart(2, '0')}0`) },
      { name: 'Graz', range: [8010, 8055] },
      { name: 'Linz', range: [4020, 4040] },
      { name: 'Salzburg', prefixes: ['5020', '5023', '5026'] },
      { name: 'Innsbruck', prefixes: ['6020', '6080'] },
      { name: 'Klagenfurt am Wörthersee', prefixes: ['9020'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['GmbH', 'AG', 'KG', 'OG'],
    trades: ['Bau', 'Logistik', 'Technik', 'Beratung', 'Elektro'],
    registry: noRegistry('AT'),
  },
};
