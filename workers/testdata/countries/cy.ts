import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { noNationalId } from '../national-id';
import { cyVat, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Cyprus. IBAN CY: 3!n5!n16!c (bank, branch, account); no national check digit. Addresses in Greek. */
export const cy: CountryData = {
  ...countryIdentity('CY'),
  iban: {
    length: 28,
    banks: [
      { code: '002', name: 'Bank of Cyprus' },
      { code: '005', name: 'Hellenic Bank' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(5) + '0000' + rng.digits(12),
  },
  phone: { callingCode: '357', ranges: ['9[4-79] ######', '9[4-79] ######', '22 ######'] },
  // PRADO CYP-AO: 1 letter and 6 or 8 digits.
  passport: passportOf(/^[A-Z](\d{6}|\d{8})$/, [[LETTERS, 1], [DIGITS, 8]]),
  names: {
    male: ['Ανδρέας', 'Γιώργος', 'Κώστας', 'Χρίστος', 'Νίκος', 'Μιχάλης', 'Παναγιώτης', 'Σάββας', 'Μάριος', 'Στέλιος', 'Λούκας', 'Αντρέας'],
    female: ['Μαρία', 'Ελένη', 'Χριστίνα', 'Άντρη', 'Γεωργία', 'Παναγιώτα', 'Δέσποινα', 'Στέλλα', 'Έλενα', 'Κατερίνα', 'Σάββια', 'Μαρίνα'],
    last: ['Γεωργίου', 'Χαραλάμπους', 'Κωνσταντίνου', 'Ιωάννου', 'Νικολάου', 'Ανδρέου', 'Χριστοδούλου', 'Παπαδόπουλος', 'Μιχαήλ', 'Σάββα', 'Λοΐζου', 'Παύλου', 'Κυριάκου', 'Αντωνίου', 'Ευαγγέλου', 'Φιλίππου'],
    lastFemale: ['Γεωργίου', 'Χαραλάμπους', 'Κωνσταντίνου', 'Ιωάννου', 'Νικολάου', 'Ανδρέου', 'Χριστοδούλου', 'Παπαδοπούλου', 'Μιχαήλ', 'Σάββα', 'Λοΐζου', 'Παύλου', 'Κυριάκου', 'Αντωνίου', 'Ευαγγέλου', 'Φιλίππου'],
  },
  nationalId: noNationalId('CY'),
  vat: vatRule(cyVat, {
    name: 'VAT registration number',
    localName: 'Αριθμός Εγγραφής ΦΠΑ',
    abbreviation: 'ΑΦΠΑ',
    source: 'Tax Department of Cyprus (8 digits and a check letter); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum cy.vat',
  }),
  address: {
    streets: ['Λεωφόρος Μακαρίου Γ΄', 'Οδός Λήδρας', 'Οδός Ονασαγόρου', 'Λεωφόρος Αρχιεπισκόπου Κυπριανού', 'Οδός Αγίου Ανδρέα', 'Λεωφόρος Γρίβα Διγενή', 'Οδός Ερμού', 'Οδός Αθηνών'],
    cities: [
      { name: 'Λευκωσία', range: [1010, 2999] },
      { name: 'Λεμεσός', range: [3010, 4999] },
      { name: 'Λάρνακα', range: [6010, 7999] },
      { name: 'Πάφος', range: [8010, 8999] },
      { name: 'Παραλίμνι', range: [5280, 5399] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['Λτδ', 'Ltd'],
    trades: ['Κατασκευές', 'Μεταφορές', 'Τεχνική', 'Σύμβουλοι', 'Υπηρεσίες'],
    registry: noRegistry('CY'),
  },
};
