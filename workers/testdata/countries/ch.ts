import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { chAhv, nationalIdRule } from '../national-id';
import { chUid, vatRule } from '../vat';
import { chUidOfVat, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

const GERMAN = ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Kirchgasse', 'Seestrasse', 'Schulstrasse', 'Poststrasse', 'Gartenstrasse'];
const FRENCH = ['Rue du Rhône', 'Rue de Lausanne', 'Avenue de la Gare', 'Rue du Marché', 'Chemin des Vignes', 'Rue Centrale', 'Avenue de France'];
const ITALIAN = ['Via Nassa', 'Via Cantonale', 'Via San Gottardo', 'Corso Pestalozzi', 'Via della Posta', 'Via Pretorio'];

/** Switzerland. IBAN CH: 5!n12!c (clearing number / IID, account); no national check digit. */
export const ch: CountryData = {
  ...countryIdentity('CH'),
  iban: {
    length: 21,
    banks: [
      { code: '00230', name: 'UBS Switzerland' },
      { code: '00700', name: 'Zürcher Kantonalbank' },
      { code: '09000', name: 'PostFinance' },
      { code: '00767', name: 'Banque Cantonale Vaudoise' },
      { code: '80808', name: 'Raiffeisen Schweiz' },
      { code: '04835', name: 'Credit Suisse (UBS)' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(12),
  },
  phone: { callingCode: '41', ranges: ['7[5-9] ### ## ##', '7[5-9] ### ## ##', '44 ### ## ##'] },
  // PRADO CHE-AO: 1 letter and 7 digits.
  passport: passportOf(/^[A-Z]\d{7}$/, [[LETTERS, 1], [DIGITS, 7]]),
  names: {
    male: ['Noah', 'Luca', 'Leon', 'Matteo', 'Elias', 'Samuel', 'Lukas', 'Reto', 'Urs', 'Beat', 'Jürg', 'Pascal'],
    female: ['Mia', 'Emma', 'Lina', 'Léa', 'Sofia', 'Elena', 'Anna', 'Laura', 'Mélanie', 'Ursula', 'Nicole', 'Sandra'],
    last: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Favre', 'Rochat', 'Bernasconi', 'Rossi'],
  },
  nationalId: nationalIdRule(chAhv, {
    name: 'AHV/AVS number',
    localName: 'AHV-Nummer / Numéro AVS',
    abbreviation: 'AHVN13',
    source: 'Zentrale Ausgleichsstelle ZAS, “Die AHV-Nummer” (https://www.zas.admin.ch/zas/de/home/partenaires-et-institutions-/navs13.html); EAN-13 check digit',
    encodes: [],
  }),
  vat: vatRule(chUid, {
    name: 'VAT number (UID with MWST/TVA/IVA)',
    localName: 'Unternehmens-Identifikationsnummer MWST / IDE TVA / IDI IVA',
    abbreviation: 'UID MWST',
    source: 'Bundesgesetz über die Unternehmens-Identifikationsnummer (UIDG) and BFS UID register (CHE + 9 digits, mod 11 weights 5 4 3 2 7 6 5 4); python-stdnum ch.vat',
  }),
  address: {
    streets: GERMAN,
    cities: [
      { name: 'Zürich', range: [8001, 8099], streets: GERMAN },
      { name: 'Basel', range: [4001, 4059], streets: GERMAN },
      { name: 'Bern', range: [3001, 3030], streets: GERMAN },
      { name: 'Luzern', range: [6002, 6015], streets: GERMAN },
      { name: 'Genève', range: [1201, 1209], streets: FRENCH },
      { name: 'Lausanne', range: [1003, 1018], streets: FRENCH },
      { name: 'Lugano', range: [6900, 6917], streets: ITALIAN },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['AG', 'GmbH', 'SA', 'Sàrl'],
    trades: ['Bau', 'Technik', 'Treuhand', 'Construction', 'Conseil'],
    registry: registryRule(chUidOfVat, {
      name: 'Business identification number',
      localName: 'Unternehmens-Identifikationsnummer (UID)',
      source: 'UIDG (SR 431.03), Bundesamt für Statistik: CHE and 9 digits, the last a mod-11 check digit (weights 5, 4, 3, 2, 7, 6, 5, 4); the MWST number is the UID and MWST, TVA or IVA; python-stdnum ch.uid',
    }),
  },
};
