import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { beRrn, nationalIdRule } from '../national-id';
import { beVat, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

const FRENCH_STREETS = ['Rue de la Loi', 'Rue Neuve', 'Avenue Louise', 'Rue de la Station', "Rue de l'Église", 'Chaussée de Namur', 'Rue du Moulin', 'Place communale'];
const DUTCH_STREETS = ['Kerkstraat', 'Stationsstraat', 'Dorpstraat', 'Nieuwstraat', 'Veldstraat', 'Molenstraat', 'Schoolstraat', 'Kapelstraat'];

/** Belgium. IBAN BE: 3!n7!n2!n; the last two digits are the first ten mod 97 (97 when 0). */
export const be: CountryData = {
  ...countryIdentity('BE'),
  iban: {
    length: 16,
    banks: [
      { code: '310', name: 'ING Belgium' },
      { code: '363', name: 'ING Belgium' },
      { code: '230', name: 'BNP Paribas Fortis' },
      { code: '001', name: 'BNP Paribas Fortis' },
      { code: '731', name: 'KBC Bank' },
      { code: '735', name: 'KBC Bank' },
      { code: '068', name: 'Belfius Bank' },
      { code: '973', name: 'Argenta Spaarbank' },
    ],
    bban: (bank, rng) => {
      const first = bank.code + rng.digits(7);
      const r = Number(first) % 97;
      return first + String(r === 0 ? 97 : r).padStart(2, '0');
    },
  },
  phone: { callingCode: '32', ranges: ['4[5-9]# ## ## ##', '4[5-9]# ## ## ##', '2 [2-8]## ## ##', '9 [2-4]## ## ##'] },
  // PRADO BEL-AO: 2 letters and 6 digits.
  passport: passportOf(/^[A-Z]{2}\d{6}$/, [[LETTERS, 2], [DIGITS, 6]]),
  names: {
    male: ['Noah', 'Arthur', 'Louis', 'Lucas', 'Jules', 'Adam', 'Liam', 'Wout', 'Pieter', 'Koen', 'Jean-Luc', 'Frédéric', 'Maarten', 'Geert'],
    female: ['Olivia', 'Emma', 'Louise', 'Mila', 'Elena', 'Marie', 'Lotte', 'Hanne', 'Sofie', 'Élise', 'Anaïs', 'Griet', 'Els', 'Chloé'],
    last: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Martin', 'Vermeulen', 'Van Damme', 'Lemaire', 'Desmet', 'Hermans', 'Michiels'],
  },
  nationalId: nationalIdRule(beRrn, {
    name: 'National register number',
    localName: 'Rijksregisternummer / Numéro de registre national',
    abbreviation: 'RRN',
    source: 'Rijksregister, IT-lijst IT000 (https://www.ibz.rrn.fgov.be/fileadmin/user_upload/nl/rr/instructies/IT-lijst/IT000_Rijksregisternummer.pdf)',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(beVat, {
    name: 'VAT number (enterprise number)',
    localName: 'BTW-identificatienummer / numéro de TVA',
    abbreviation: 'BTW',
    source: 'KBO/BCE enterprise number: 10 digits, last two 97 − (first eight mod 97) (FOD Economie); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum be.vat',
  }),
  address: {
    streets: FRENCH_STREETS,
    cities: [
      { name: 'Bruxelles', range: [1000, 1210], streets: FRENCH_STREETS },
      { name: 'Antwerpen', range: [2000, 2060], streets: DUTCH_STREETS },
      { name: 'Gent', range: [9000, 9052], streets: DUTCH_STREETS },
      { name: 'Leuven', range: [3000, 3012], streets: DUTCH_STREETS },
      { name: 'Brugge', prefixes: ['8000', '8200', '8310', '8380'], streets: DUTCH_STREETS },
      { name: 'Liège', range: [4000, 4032], streets: FRENCH_STREETS },
      { name: 'Charleroi', range: [6000, 6061], streets: FRENCH_STREETS },
      { name: 'Namur', range: [5000, 5101], streets: FRENCH_STREETS },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['BV', 'NV', 'SRL', 'SA', 'CommV'],
    trades: ['Bouw', 'Logistiek', 'Advies', 'Construction', 'Conseil'],
    registry: registryRule(vatDigits, {
      name: 'Enterprise number',
      localName: 'Ondernemingsnummer / Numéro d\'entreprise',
      source: 'Wet van 16 januari 2003 (Kruispuntbank van Ondernemingen): 10 digits, the last two 97 − (the first eight mod 97); the VAT number is BE and this number; python-stdnum be.vat',
    }),
  },
};
