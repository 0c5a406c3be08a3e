import { mod11Weighted } from '../checksums';
import { DIGITS } from '../random';
import { cityCode, passportOf, splitAt, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { sePersonnummer, nationalIdRule } from '../national-id';
import { seVat, vatRule } from '../vat';
import { seOrgnr, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

// Clearing-number ranges of banks whose accounts are "type 1, comment 1" (Bankgirot): 4-digit clearing + 7-digit account.
const CLEARING: Record<string, readonly [number, number]> = { '500': [5000, 5999], '300': [3000, 3299], '120': [1200, 1399] };

/**
 * Sweden. IBAN SE: 3!n16!n1!n. For type-1 accounts the BBAN is bank code + zeros + clearing + account, and the
 * last three clearing digits plus the account pass modulus 11 (weights 10 … 1).
 */
export const se: CountryData = {
  ...countryIdentity('SE'),
  iban: {
    length: 24,
    banks: [
      { code: '500', name: 'Skandinaviska Enskilda Banken (SEB)' },
      { code: '300', name: 'Nordea Bank' },
      { code: '120', name: 'Danske Bank' },
    ],
    bban: (bank, rng) => {
      const [from, to] = CLEARING[bank.code];
      const clearing = String(rng.int(from, to));
      const account = rng.digits(6);
      const check = mod11Weighted(clearing.slice(1) + account, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
      return check === null ? null : bank.code + '000000' + clearing + account + check;
    },
  },
  phone: { callingCode: '46', ranges: ['7[0236] ### ## ##', '7[0236] ### ## ##', '8 ### ### ##'] },
  // PRADO SWE-AO: 8 digits.
  passport: passportOf(/^\d{8}$/, [[DIGITS, 8]]),
  names: {
    male: ['William', 'Liam', 'Noah', 'Hugo', 'Lucas', 'Oliver', 'Elias', 'Axel', 'Nils', 'Göran', 'Björn', 'Åke', 'Lars', 'Anders'],
    female: ['Alice', 'Maja', 'Elsa', 'Astrid', 'Wilma', 'Freja', 'Saga', 'Ebba', 'Linnéa', 'Ingrid', 'Åsa', 'Märta', 'Karin', 'Sofia'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Lindström', 'Åberg', 'Söderberg', 'Björk', 'Ström'],
  },
  nationalId: nationalIdRule(sePersonnummer, {
    name: 'Personal identity number',
    localName: 'Personnummer',
    abbreviation: 'PNR',
    source: 'Skatteverket SKV 704 “Personnummer” (https://www.skatteverket.se/download/18.1e6d5f87115319ffba380001857/1708607396861/70408.pdf)',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(seVat, {
    name: 'VAT number',
    localName: 'Momsregistreringsnummer',
    abbreviation: 'Momsnr',
    source: 'Skatteverket: SE + organisationsnummer (Luhn) + 01; VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum se.vat',
  }),
  address: {
    streets: ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Skolgatan', 'Kyrkogatan', 'Järnvägsgatan', 'Parkvägen', 'Björkvägen', 'Torggatan', 'Nygatan'],
    cities: [
      { name: 'Stockholm', range: [11120, 11869] },
      { name: 'Göteborg', range: [41101, 41879] },
      { name: 'Malmö', range: [21115, 21776] },
      { name: 'Uppsala', range: [75220, 75757] },
      { name: 'Västerås', range: [72210, 72481] },
      { name: 'Örebro', range: [70210, 70380] },
      { name: 'Linköping', range: [58216, 58758] },
    ],
    postcode: (city, rng) => splitAt(cityCode(city, rng, 5), 3),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['AB', 'HB', 'KB'],
    trades: ['Bygg', 'Logistik', 'Teknik', 'Konsult', 'Service'],
    registry: registryRule(seOrgnr, {
      name: 'Organisation number',
      localName: 'Organisationsnummer',
      source: 'Lag (1974:174) om identitetsbeteckning för juridiska personer: 10 digits, the last a Luhn check digit; the VAT number is SE, the organisationsnummer and 01; python-stdnum se.orgnr',
    }),
  },
};
