import { LETTERS, DIGITS } from '../random';
import { cityCode, passportOf } from './helpers';
import type { CountryData } from './types';
import { noNationalId } from '../national-id';
import { luTva, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Luxembourg. IBAN LU: 3!n13!c (bank, account); no national check digit. Postcodes "L-NNNN". */
export const lu: CountryData = {
  ...countryIdentity('LU'),
  iban: {
    length: 20,
    banks: [
      { code: '001', name: "Banque et Caisse d'Épargne de l'État (Spuerkeess)" },
      { code: '002', name: 'Banque Internationale à Luxembourg (BIL)' },
      { code: '003', name: 'BGL BNP Paribas' },
      { code: '014', name: 'ING Luxembourg' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(13),
  },
  phone: { callingCode: '352', ranges: ['621 ### ###', '661 ### ###', '691 ### ###', '2[2-9] ## ## ##'] },
  // PRADO LUX-AO: 8 letters or digits (2 letters + 6 characters on current books).
  passport: passportOf(/^[A-Z0-9]{8}$/, [[LETTERS, 2], [LETTERS + DIGITS, 6]]),
  names: {
    male: ['Luca', 'Noah', 'Gabriel', 'Tom', 'Ben', 'Léon', 'Jean', 'Marc', 'Claude', 'Gilles', 'Romain', 'Yves'],
    female: ['Emma', 'Mia', 'Léa', 'Zoé', 'Lara', 'Anna', 'Marie', 'Sandra', 'Martine', 'Nathalie', 'Josiane', 'Christiane'],
    last: ['Schmit', 'Muller', 'Weber', 'Wagner', 'Hoffmann', 'Thill', 'Schmitz', 'Schroeder', 'Reuter', 'Klein', 'Becker', 'Kieffer', 'Kremer', 'Faber', 'Meyer', 'Weis', 'Da Silva', 'Ferreira'],
  },
  nationalId: noNationalId('LU'),
  vat: vatRule(luTva, {
    name: 'VAT number',
    localName: 'Numéro d\'identification à la TVA',
    abbreviation: 'No. TVA',
    source: 'Administration de l\'enregistrement (8 digits, last two = first six mod 89); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum lu.tva',
  }),
  address: {
    streets: ['rue de la Gare', 'Grand-Rue', 'avenue de la Liberté', 'boulevard Royal', 'rue de Luxembourg', "route d'Arlon", 'rue Principale', "rue de l'Église", 'rue du Moulin', 'rue des Champs'],
    cities: [
      { name: 'Luxembourg', range: [1009, 2999] },
      { name: 'Esch-sur-Alzette', range: [4001, 4398] },
      { name: 'Differdange', range: [4500, 4599] },
      { name: 'Dudelange', range: [3401, 3490] },
      { name: 'Ettelbruck', range: [9001, 9099] },
    ],
    postcode: (city, rng) => `L-${cityCode(city, rng, 4)}`,
    layout: (a) => [`${a.number}, ${a.street}`, `${a.postcode} ${a.city}`],
  },
  company: {
    legalForms: ['S.à r.l.', 'S.A.', 'SCS'],
    trades: ['Bâtiment', 'Logistique', 'Conseil', 'Services', 'Technik'],
    registry: noRegistry('LU'),
  },
};
