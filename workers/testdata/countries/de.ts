import { luhn } from '../checksums';
import { DIGITS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { deIdnr, nationalIdRule } from '../national-id';
import { deVat, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/**
 * Germany. IBAN DE: 8!n10!n (Bankleitzahl + Kontonummer), no check digit in the BBAN itself; but Bundesbank
 * check methods are applied by many validators, so only banks using method 00 (Luhn over the account) or 09
 * (no check) are listed and every account carries a method-00 digit.
 */
export const de: CountryData = {
  ...countryIdentity('DE'),
  iban: {
    length: 22,
    banks: [
      { code: '10050000', name: 'Berliner Sparkasse' },
      { code: '20050550', name: 'Hamburger Sparkasse' },
      { code: '37050198', name: 'Sparkasse KölnBonn' },
      { code: '70150000', name: 'Stadtsparkasse München' },
      { code: '50050201', name: 'Frankfurter Sparkasse' },
      { code: '50010517', name: 'ING-DiBa' },
    ],
    bban: (bank, rng) => {
      const body = rng.int(1, 9) + rng.digits(8);
      return bank.code + body + luhn(body);
    },
  },
  phone: { callingCode: '49', ranges: ['1512 #######', '1516 #######', '160 #######', '170 #######', '171 #######', '176 ########', '30 ########', '89 ########'] },
  // PRADO D-AO / Passverordnung: 9 characters from C F G H J K L M N P R T V W X Y Z 0-9, first one C, F, G, H, J or K.
  passport: passportOf(/^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/, [['CFGHJK', 1], ['CFGHJKLMNPRTVWXYZ' + DIGITS, 8]]),
  names: {
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Leon', 'Paul', 'Jürgen', 'Stefan', 'Thomas', 'Michael', 'Andreas', 'Matthias', 'Björn', 'Jörg'],
    female: ['Anna', 'Lea', 'Lena', 'Hannah', 'Sophie', 'Marie', 'Jülide', 'Sabine', 'Ursula', 'Katrin', 'Birgit', 'Jana', 'Käthe', 'Grete'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Krüger', 'Weiß', 'Groß', 'Köhler'],
  },
  nationalId: nationalIdRule(deIdnr, {
    name: 'Tax identification number',
    localName: 'Steuerliche Identifikationsnummer',
    abbreviation: 'IdNr',
    source: '§ 139b Abgabenordnung; structure and check digit (ISO 7064 MOD 11,10) in the BZSt specification, summarised at https://de.wikipedia.org/wiki/Steuerliche_Identifikationsnummer',
    encodes: [],
  }),
  vat: vatRule(deVat, {
    name: 'VAT identification number',
    localName: 'Umsatzsteuer-Identifikationsnummer',
    abbreviation: 'USt-IdNr.',
    source: '§ 27a UStG, issued by the BZSt; ISO 7064 MOD 11,10 check digit; VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum de.vat',
  }),
  address: {
    streets: ['Hauptstraße', 'Schulstraße', 'Bahnhofstraße', 'Gartenstraße', 'Dorfstraße', 'Bergstraße', 'Birkenweg', 'Lindenstraße', 'Kirchstraße', 'Goethestraße', 'Schillerstraße', 'Am Markt'],
    cities: [
      { name: 'Berlin', range: [10115, 14199] },
      { name: 'Hamburg', range: [20095, 22769] },
      { name: 'München', range: [80331, 81929] },
      { name: 'Köln', range: [50667, 51149] },
      { name: 'Frankfurt am Main', range: [60306, 60599] },
      { name: 'Stuttgart', range: [70173, 70629] },
      { name: 'Düsseldorf', range: [40210, 40629] },
      { name: 'Leipzig', range: [4103, 4357] },
      { name: 'Dresden', range: [1067, 1328] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['GmbH', 'AG', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)'],
    trades: ['Bau', 'Logistik', 'Technik', 'Beratung', 'Elektro'],
    registry: noRegistry('DE'),
  },
};
