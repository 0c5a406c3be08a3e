import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, splitAt, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { grAmka, nationalIdRule } from '../national-id';
import { grVat, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

/** Greece. IBAN GR: 3!n4!n16!c (bank, branch, account); no national check digit. Addresses in Greek. */
export const gr: CountryData = {
  ...countryIdentity('GR'),
  iban: {
    length: 27,
    banks: [
      { code: '011', name: 'National Bank of Greece' },
      { code: '014', name: 'Alpha Bank' },
      { code: '017', name: 'Piraeus Bank' },
      { code: '026', name: 'Eurobank' },
      { code: '016', name: 'Attica Bank' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(4) + rng.digits(16),
  },
  phone: { callingCode: '30', ranges: ['69# ### ####', '69# ### ####', '21 #### ####'] },
  // PRADO GRC-AO: 2 letters and 7 digits.
  passport: passportOf(/^[A-Z]{2}\d{7}$/, [[LETTERS, 2], [DIGITS, 7]]),
  names: {
    male: ['Γεώργιος', 'Ιωάννης', 'Κωνσταντίνος', 'Δημήτριος', 'Νικόλαος', 'Παναγιώτης', 'Βασίλειος', 'Χρήστος', 'Αθανάσιος', 'Μιχαήλ', 'Ευάγγελος', 'Σπυρίδων', 'Αντώνιος', 'Θεόδωρος'],
    female: ['Μαρία', 'Ελένη', 'Αικατερίνη', 'Βασιλική', 'Σοφία', 'Αγγελική', 'Γεωργία', 'Δήμητρα', 'Κωνσταντίνα', 'Παρασκευή', 'Ευαγγελία', 'Χριστίνα', 'Ιωάννα', 'Αναστασία'],
    last: ['Παπαδόπουλος', 'Παπαγεωργίου', 'Οικονόμου', 'Γεωργίου', 'Παπαδημητρίου', 'Νικολάου', 'Βασιλείου', 'Ιωάννου', 'Κωνσταντίνου', 'Δημητρίου', 'Αθανασίου', 'Μαυρίδης', 'Καραγιάννης', 'Παπανικολάου', 'Αντωνίου', 'Γιαννόπουλος'],
    lastFemale: ['Παπαδοπούλου', 'Παπαγεωργίου', 'Οικονόμου', 'Γεωργίου', 'Παπαδημητρίου', 'Νικολάου', 'Βασιλείου', 'Ιωάννου', 'Κωνσταντίνου', 'Δημητρίου', 'Αθανασίου', 'Μαυρίδου', 'Καραγιάννη', 'Παπανικολάου', 'Αντωνίου', 'Γιαννοπούλου'],
  },
  nationalId: nationalIdRule(grAmka, {
    name: 'Social security number',
    localName: 'Αριθμός Μητρώου Κοινωνικής Ασφάλισης',
    abbreviation: 'AMKA',
    source: 'ΗΔΙΚΑ (https://www.amka.gr), structure DDMMYY + serial + sex digit + Luhn digit, summarised at https://el.wikipedia.org/wiki/Αριθμός_Μητρώου_Κοινωνικής_Ασφάλισης',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(grVat, {
    name: 'VAT number (tax registration number)',
    localName: 'Αριθμός Φορολογικού Μητρώου',
    abbreviation: 'ΑΦΜ',
    source: 'ΑΑΔΕ (9 digits, powers-of-two mod 11 check), prefix EL in VIES; VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum gr.vat',
  }),
  address: {
    streets: ['Ερμού', 'Σταδίου', 'Πανεπιστημίου', 'Αιόλου', 'Αθηνάς', 'Ακαδημίας', 'Εγνατίας', 'Τσιμισκή', 'Κολοκοτρώνη', 'Μητροπόλεως'],
    cities: [
      { name: 'Αθήνα', range: [10431, 11745] },
      { name: 'Θεσσαλονίκη', range: [54621, 56430] },
      { name: 'Πάτρα', range: [26221, 26504] },
      { name: 'Ηράκλειο', range: [71201, 71409] },
      { name: 'Λάρισα', range: [41221, 41500] },
      { name: 'Βόλος', range: [38221, 38446] },
    ],
    postcode: (city, rng) => splitAt(cityCode(city, rng, 5), 3),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['Α.Ε.', 'Ε.Π.Ε.', 'Ι.Κ.Ε.'],
    trades: ['Κατασκευές', 'Μεταφορές', 'Τεχνική', 'Σύμβουλοι', 'Υπηρεσίες'],
    registry: noRegistry('GR'),
  },
};
