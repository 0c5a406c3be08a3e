import { DIGITS } from '../random';
import { cityCode, passportOf } from './helpers';
import type { CountryData } from './types';
import { roCnp, nationalIdRule } from '../national-id';
import { roCui, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Romania. IBAN RO: 4!a16!c (BIC bank code, account); no national check digit. */
export const ro: CountryData = {
  ...countryIdentity('RO'),
  iban: {
    length: 24,
    banks: [
      { code: 'BTRL', name: 'Banca Transilvania' },
      { code: 'RNCB', name: 'Banca Comercială Română (BCR)' },
      { code: 'BRDE', name: 'BRD - Groupe Société Générale' },
      { code: 'RZBR', name: 'Raiffeisen Bank' },
      { code: 'INGB', name: 'ING Bank România' },
      { code: 'CECE', name: 'CEC Bank' },
      { code: 'BACX', name: 'UniCredit Bank' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(16),
  },
  phone: { callingCode: '40', ranges: ['7[2-7]# ### ###', '7[2-7]# ### ###', '21 ### ####'] },
  // PRADO ROU-AO: 8 digits (validator.js accepts 8 or 9).
  passport: passportOf(/^\d{8,9}$/, [[DIGITS, 8]]),
  names: {
    male: ['Andrei', 'Alexandru', 'Ștefan', 'David', 'Mihai', 'Ionuț', 'Gheorghe', 'Ion', 'Vasile', 'Constantin', 'Florin', 'Răzvan', 'Cristian', 'Bogdan'],
    female: ['Maria', 'Elena', 'Ioana', 'Andreea', 'Ana', 'Alexandra', 'Gabriela', 'Mihaela', 'Cristina', 'Daniela', 'Ștefania', 'Irina', 'Larisa', 'Roxana'],
    last: ['Popescu', 'Popa', 'Pop', 'Radu', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Matei', 'Ciobanu', 'Ionescu', 'Rusu', 'Mihai', 'Constantin', 'Munteanu', 'Lungu', 'Marin', 'Tudor', 'Ștefănescu', 'Țăranu', 'Moldoveanu', 'Florea'],
  },
  nationalId: nationalIdRule(roCnp, {
    name: 'Personal numeric code',
    localName: 'Cod numeric personal',
    abbreviation: 'CNP',
    source: 'Legea 105/1996 and Ordinul MAI 1375/2006 (Anexa: structura CNP), summarised at https://ro.wikipedia.org/wiki/Cod_numeric_personal_(Rom%C3%A2nia)',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(roCui, {
    name: 'VAT number (fiscal identification code)',
    localName: 'Cod de identificare fiscală',
    abbreviation: 'CIF',
    source: 'ANAF (2–10 digits, key 753217532, ×10 mod 11); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum ro.cui',
  }),
  address: {
    streets: ['Strada Mihai Eminescu', 'Strada Lipscani', 'Bulevardul Unirii', 'Calea Victoriei', 'Strada Republicii', 'Strada Avram Iancu', 'Strada Libertății', 'Strada Florilor', 'Strada Mihai Viteazul', 'Strada Gării'],
    cities: [
      { name: 'București', range: [10011, 62397] },
      { name: 'Cluj-Napoca', region: 'Cluj', range: [400001, 400697] },
      { name: 'Timișoara', region: 'Timiș', range: [300001, 300990] },
      { name: 'Iași', region: 'Iași', range: [700001, 700733] },
      { name: 'Constanța', region: 'Constanța', range: [900001, 900745] },
      { name: 'Brașov', region: 'Brașov', range: [500001, 500484] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 6),
    // Poșta Română: street and number, postcode and town, then the county (județ) outside Bucharest.
    layout: (a) => [`${a.street} nr. ${a.number}`, `${a.postcode} ${a.city}`, ...(a.region ? [`Județul ${a.region}`] : [])],
  },
  company: {
    legalForms: ['S.R.L.', 'S.A.'],
    trades: ['Construct', 'Logistic', 'Tehnic', 'Consultanță', 'Servicii'],
    registry: registryRule(vatDigits, {
      name: 'Unique registration code',
      localName: 'Cod unic de înregistrare (CUI)',
      source: 'Legea 359/2004 (ONRC): 2 to 10 digits, the last a mod-11 check digit (weights 7, 5, 3, 2, 1, 7, 5, 3, 2); the VAT number is RO and the CUI; python-stdnum ro.cui',
    }),
  },
};
