import { DIGITS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { noNationalId } from '../national-id';
import { noVat } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Vatican City. IBAN VA: 3!n15!n (bank, account); no national check digit. */
export const va: CountryData = {
  ...countryIdentity('VA'),
  iban: {
    length: 22,
    // The only bank code in the SWIFT registry's Vatican entry.
    banks: [{ code: '001', name: 'Istituto per le Opere di Religione' }],
    bban: (bank, rng) => bank.code + rng.digits(15),
  },
  // Vatican numbers sit inside Rome's 06 area: 06 698.
  phone: { callingCode: '39', ranges: ['06 698# ####'] },
  // No public national description; 1 letter and 6 digits (ICAO 9303 document-number field).
  passport: passportOf(/^[A-Z]\d{6}$/, [['ABCDEFGHJKLMNPRSTUVWXYZ', 1], [DIGITS, 6]]),
  names: {
    male: ['Pietro', 'Giovanni', 'Francesco', 'Paolo', 'Giuseppe', 'Antonio', 'Luigi', 'Carlo', 'Stefano', 'Andrea', 'Matteo', 'Tommaso'],
    female: ['Maria', 'Teresa', 'Chiara', 'Caterina', 'Agnese', 'Lucia', 'Francesca', 'Anna', 'Cecilia', 'Elisabetta', 'Rosa', 'Angela'],
    last: ['Rossi', 'Ferrari', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Conti', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Leone', 'Longo', 'Gentile'],
  },
  nationalId: noNationalId('VA'),
  vat: noVat('VA'),
  address: {
    streets: ['Piazza San Pietro', 'Via del Belvedere', 'Via della Posta', 'Via del Governatorato', 'Via della Tipografia', 'Via del Pellegrino'],
    cities: [{ name: 'Città del Vaticano', prefixes: ['00120'] }],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['Fondazione'],
    trades: ['Costruzioni', 'Logistica', 'Impianti', 'Consulenze', 'Servizi'],
    registry: noRegistry('VA'),
  },
};
