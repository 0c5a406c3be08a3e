import { mod11Weighted } from '../checksums';
import { DIGITS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { nlBsn, nationalIdRule } from '../national-id';
import { nlBtw, vatRule } from '../vat';
import { noRegistry } from '../company-number';
import { countryIdentity } from '../meta';

// PostNL does not use F, I, O, Q, U, Y in postcodes, nor the combinations SA, SD and SS.
const PC_LETTERS = 'ABCEGHJKLMNPRSTVWXZ';
const NO_O = 'ABCDEFGHIJKLMNPQRSTUVWXYZ';

/** Netherlands. IBAN NL: 4!a10!n (bank = BIC prefix); the account keeps the Dutch 11-proof. */
export const nl: CountryData = {
  ...countryIdentity('NL'),
  iban: {
    length: 18,
    banks: [
      { code: 'ABNA', name: 'ABN AMRO Bank' },
      { code: 'INGB', name: 'ING Bank' },
      { code: 'RABO', name: 'Rabobank' },
      { code: 'SNSB', name: 'SNS Bank' },
      { code: 'ASNB', name: 'ASN Bank' },
      { code: 'TRIO', name: 'Triodos Bank' },
      { code: 'KNAB', name: 'Knab' },
      { code: 'BUNQ', name: 'bunq' },
      { code: 'RBRB', name: 'RegioBank' },
    ],
    // Dutch account numbers were 11-proof (weights 10 … 1); some validators still check it, so keep it.
    bban: (bank, rng) => {
      const body = rng.int(1, 9) + rng.digits(8);
      const check = mod11Weighted(body, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
      return check === null ? null : bank.code + body + check;
    },
  },
  phone: { callingCode: '31', ranges: ['6 [1-5]#######', '6 [1-5]#######', '20 ### ####', '10 ### ####', '30 ### ####', '70 ### ####'] },
  // Rijksoverheid / PRADO NLD-AO: 2 letters, 6 letters or digits, 1 digit; the letter O is never used.
  passport: passportOf(/^[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9]$/, [[NO_O, 2], [NO_O + DIGITS, 6], [DIGITS, 1]]),
  names: {
    male: ['Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Bram', 'Thijs', 'Jesse', 'Ruben', 'Sven', 'Joris', 'Maarten', 'Pieter'],
    female: ['Emma', 'Julia', 'Sophie', 'Tess', 'Anna', 'Fleur', 'Saar', 'Lotte', 'Noor', 'Femke', 'Anouk', 'Sanne', 'Ilse', 'Marieke'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer'],
  },
  nationalId: nationalIdRule(nlBsn, {
    name: 'Citizen service number',
    localName: 'Burgerservicenummer',
    abbreviation: 'BSN',
    source: 'Wet algemene bepalingen burgerservicenummer; the 11-proof, https://www.rvig.nl/bsn',
    encodes: [],
  }),
  vat: vatRule(nlBtw, {
    name: 'VAT identification number',
    localName: 'Btw-identificatienummer',
    abbreviation: 'btw-id',
    source: 'Belastingdienst (9 digits passing the 11-proof, B, 2-digit branch); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum nl.btw',
  }),
  address: {
    streets: ['Kerkstraat', 'Dorpsstraat', 'Schoolstraat', 'Stationsweg', 'Molenweg', 'Hoofdstraat', 'Julianastraat', 'Wilhelminastraat', 'Beatrixlaan', 'Nieuwstraat', 'Marktstraat', 'Lindelaan'],
    cities: [
      { name: 'Amsterdam', range: [1011, 1109] },
      { name: 'Rotterdam', range: [3011, 3089] },
      { name: 'Den Haag', range: [2491, 2599] },
      { name: 'Utrecht', range: [3511, 3585] },
      { name: 'Eindhoven', range: [5611, 5658] },
      { name: 'Groningen', range: [9711, 9747] },
      { name: 'Tilburg', range: [5011, 5049] },
      { name: 'Breda', range: [4811, 4839] },
      { name: 'Nijmegen', range: [6511, 6546] },
    ],
    postcode: (city, rng) => {
      let letters: string;
      do letters = rng.chars(PC_LETTERS, 2);
      while (letters === 'SA' || letters === 'SD' || letters === 'SS');
      return `${cityCode(city, rng, 4)} ${letters}`;
    },
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['B.V.', 'N.V.', 'V.O.F.'],
    trades: ['Bouw', 'Logistiek', 'Techniek', 'Advies', 'Installatietechniek'],
    registry: noRegistry('NL'),
  },
};
