import { italianCin } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { noNationalId } from '../national-id';
import { smCoe, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** San Marino. IBAN SM: 1!a5!n5!n12!c, the Italian structure with the CIN. */
export const sm: CountryData = {
  ...countryIdentity('SM'),
  iban: {
    length: 27,
    banks: [
      { code: '03225', name: 'Banca di San Marino' },
      { code: '06067', name: 'Cassa di Risparmio della Repubblica di San Marino' },
      { code: '03034', name: 'Banca Agricola Commerciale' },
    ],
    bban: (bank, rng) => {
      const cab = '09' + rng.digits(3);
      const account = rng.digits(12);
      return italianCin(bank.code, cab, account) + bank.code + cab + account;
    },
  },
  phone: { callingCode: '378', ranges: ['66 ## ## ##', '0549 9#####'] },
  // No public national description; 2 letters and 6 digits (ICAO 9303 document-number field).
  passport: passportOf(/^[A-Z]{2}\d{6}$/, [[LETTERS, 2], [DIGITS, 6]]),
  names: {
    male: ['Marco', 'Luca', 'Matteo', 'Alessandro', 'Giacomo', 'Simone', 'Davide', 'Federico', 'Nicolò', 'Stefano', 'Massimo', 'Paolo'],
    female: ['Giulia', 'Sara', 'Martina', 'Chiara', 'Francesca', 'Elena', 'Valentina', 'Alessia', 'Federica', 'Silvia', 'Laura', 'Beatrice'],
    last: ['Gasperoni', 'Guidi', 'Stefanelli', 'Casali', 'Zonzini', 'Ceccoli', 'Mularoni', 'Muccioli', 'Terenzi', 'Giardi', 'Bollini', 'Righi', 'Santolini', 'Selva', 'Mazza', 'Valentini'],
  },
  nationalId: noNationalId('SM'),
  vat: vatRule(smCoe, {
    name: 'Economic operator code (used for VAT)',
    localName: 'Codice operatore economico',
    abbreviation: 'COE',
    source: 'Ufficio Tributario di San Marino (up to 5 digits, no check digit: format only); python-stdnum sm.coe',
    formatOnly: true,
  }),
  address: {
    streets: ['Contrada Maggiore', 'Via Giacomini', 'Piazza della Libertà', 'Via 28 Luglio', 'Via III Settembre', 'Strada di Paderna', 'Via del Voltone', 'Contrada del Collegio'],
    cities: [
      { name: 'San Marino', prefixes: ['47890'] },
      { name: 'Dogana', prefixes: ['47891'] },
      { name: 'Borgo Maggiore', prefixes: ['47893'] },
      { name: 'Domagnano', prefixes: ['47895'] },
      { name: 'Fiorentino', prefixes: ['47897'] },
      { name: 'Serravalle', prefixes: ['47899'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['S.r.l.', 'S.p.A.'],
    trades: ['Costruzioni', 'Logistica', 'Impianti', 'Consulenze', 'Servizi'],
    registry: noRegistry('SM'),
  },
};
