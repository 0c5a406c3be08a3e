import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { noNationalId } from '../national-id';
import { adNrt, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Andorra. IBAN AD: 4!n4!n12!c (bank, branch, account); no national check digit. Addresses in Catalan. */
export const ad: CountryData = {
  ...countryIdentity('AD'),
  iban: {
    length: 24,
    banks: [
      { code: '0001', name: 'Andbank' },
      { code: '0003', name: 'Crèdit Andorrà' },
      { code: '0004', name: 'MoraBanc' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(4) + rng.digits(12),
  },
  phone: { callingCode: '376', ranges: ['3## ###', '6## ###', '8## ###'] },
  // No public national description; 1 letter and 6 digits (ICAO 9303 document-number field).
  passport: passportOf(/^[A-Z]\d{6}$/, [[LETTERS, 1], [DIGITS, 6]]),
  names: {
    male: ['Marc', 'Pau', 'Jordi', 'Joan', 'Josep', 'Xavier', 'Àlex', 'Martí', 'Albert', 'Pere', 'Oriol', 'Guillem'],
    female: ['Maria', 'Laia', 'Anna', 'Marta', 'Núria', 'Montserrat', 'Mireia', 'Júlia', 'Carla', 'Meritxell', 'Èlia', 'Aina'],
    last: ['Martí', 'Puig', 'Font', 'Riba', 'Serra', 'Casal', 'Vila', 'Pujol', 'Cerqueda', 'Torres', 'Gil', 'Fernández', 'Rossell', 'Mas', 'Cornella', 'Armengol'],
  },
  nationalId: noNationalId('AD'),
  vat: vatRule(adNrt, {
    name: 'Tax registration number (used for IGI)',
    localName: 'Número de Registre Tributari',
    abbreviation: 'NRT',
    source: 'Govern d\'Andorra, Departament de Tributs (letter for the kind of holder, 6 digits, letter; no check character: format only); python-stdnum ad.nrt',
    formatOnly: true,
  }),
  address: {
    streets: ['Avinguda Meritxell', 'Carrer Major', 'Avinguda Carlemany', 'Carrer de la Unió', 'Avinguda del Fener', 'Plaça del Poble', 'Carrer Bonaventura Armengol', 'Avinguda de Tarragona'],
    cities: [
      { name: 'Andorra la Vella', prefixes: ['AD500'] },
      { name: 'Escaldes-Engordany', prefixes: ['AD700'] },
      { name: 'Encamp', prefixes: ['AD200'] },
      { name: 'Sant Julià de Lòria', prefixes: ['AD600'] },
      { name: 'La Massana', prefixes: ['AD400'] },
      { name: 'Ordino', prefixes: ['AD300'] },
      { name: 'Canillo', prefixes: ['AD100'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['SL', 'SA'],
    trades: ['Construccions', 'Logística', 'Enginyeria', 'Assessoria', 'Serveis'],
    registry: noRegistry('AD'),
  },
};
