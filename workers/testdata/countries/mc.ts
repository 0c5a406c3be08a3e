import { ribKey } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, numberStreetPostcodeCity, passportOf } from './helpers';
import type { CountryData } from './types';
import { noNationalId } from '../national-id';
import { mcTva, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Monaco. IBAN MC: 5!n5!n11!c2!n, the French structure with the RIB key. */
export const mc: CountryData = {
  ...countryIdentity('MC'),
  iban: {
    length: 27,
    banks: [
      { code: '12739', name: 'CFM Indosuez Wealth Management' },
      { code: '30004', name: 'BNP Paribas (Monaco)' },
      { code: '30003', name: 'Société Générale (Monaco)' },
    ],
    bban: (bank, rng) => {
      const branch = rng.digits(5);
      const account = rng.digits(11);
      return bank.code + branch + account + ribKey(bank.code, branch, account);
    },
  },
  phone: { callingCode: '377', ranges: ['6 ## ## ## ##', '9[2-47-9] ## ## ##'] },
  // No public national description; 2 digits, 2 letters and 5 digits like the French model Monaco's books follow.
  passport: passportOf(/^\d{2}[A-Z]{2}\d{5}$/, [[DIGITS, 2], [LETTERS, 2], [DIGITS, 5]]),
  names: {
    male: ['Louis', 'Albert', 'Pierre', 'Jacques', 'Lorenzo', 'Marco', 'Stéphane', 'Rainier', 'Jean', 'Gérard', 'Mathieu', 'Antoine'],
    female: ['Charlotte', 'Caroline', 'Alexandra', 'Grâce', 'Stéphanie', 'Giulia', 'Hélène', 'Sophie', 'Chiara', 'Marie', 'Élodie', 'Camille'],
    last: ['Médecin', 'Boisson', 'Gastaud', 'Pastor', 'Notari', 'Crovetto', 'Rinaldi', 'Bianchi', 'Marsan', 'Vatrican', 'Giordano', 'Barral', 'Lorenzi', 'Fissore', 'Rey', 'Palmaro'],
  },
  nationalId: noNationalId('MC'),
  vat: vatRule(mcTva, {
    name: 'VAT number (French VAT area)',
    localName: 'Numéro de TVA intracommunautaire',
    abbreviation: 'n° TVA',
    source: 'Monaco is in the French VAT area (Franco-Monegasque convention of 18 May 1963): French TVA numbers whose SIREN starts 000 (Direction des Services Fiscaux); python-stdnum mc.tva',
  }),
  address: {
    streets: ['boulevard des Moulins', 'avenue de la Costa', 'boulevard Albert Ier', 'rue Grimaldi', 'avenue Princesse Grace', 'boulevard Princesse Charlotte', 'rue Comte Félix Gastaldi', 'avenue de Monte-Carlo'],
    cities: [
      { name: 'Monaco', prefixes: ['98000'] },
      { name: 'Monte-Carlo', prefixes: ['98000'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: numberStreetPostcodeCity,
  },
  company: {
    legalForms: ['SAM', 'SARL', 'SCS'],
    trades: ['Bâtiment', 'Logistique', 'Conseil', 'Ingénierie', 'Services'],
    registry: noRegistry('MC'),
  },
};
