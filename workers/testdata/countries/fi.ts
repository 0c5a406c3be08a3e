import { luhn } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { fiHetu, nationalIdRule } from '../national-id';
import { fiAlv, vatRule } from '../vat';
import { fiYtunnus, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Finland. IBAN FI: 3!n11!n, the 14-digit machine-format account whose last digit is the Luhn check. */
export const fi: CountryData = {
  ...countryIdentity('FI'),
  iban: {
    length: 18,
    banks: [
      { code: '114', name: 'Nordea Bank' },
      { code: '200', name: 'Nordea Bank' },
      { code: '500', name: 'OP Financial Group' },
      { code: '800', name: 'Danske Bank' },
      { code: '313', name: 'Handelsbanken' },
      { code: '393', name: 'S-Pankki' },
      { code: '405', name: 'Aktia Bank' },
    ],
    bban: (bank, rng) => {
      const body = bank.code + rng.digits(10);
      return body + luhn(body);
    },
  },
  // Mainland ranges only: Åland (+358 18, 457) shares the calling code.
  phone: { callingCode: '358', ranges: ['4[0-6] #######', '50 #######', '9 [1-8]######'] },
  // PRADO FIN-AO: 2 letters and 7 digits.
  passport: passportOf(/^[A-Z]{2}\d{7}$/, [[LETTERS, 2], [DIGITS, 7]]),
  names: {
    male: ['Juhani', 'Johannes', 'Mikael', 'Olavi', 'Onni', 'Matias', 'Eino', 'Väinö', 'Elias', 'Mikko', 'Jari', 'Timo', 'Pekka', 'Jukka'],
    female: ['Maria', 'Sofia', 'Aino', 'Helmi', 'Emilia', 'Aada', 'Eevi', 'Ella', 'Päivi', 'Tuula', 'Sari', 'Minna', 'Hanna', 'Kaarina'],
    last: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Lehtinen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi', 'Heikkilä', 'Kinnunen', 'Salonen', 'Turunen', 'Pöllänen', 'Väisänen'],
  },
  nationalId: nationalIdRule(fiHetu, {
    name: 'Personal identity code',
    localName: 'Henkilötunnus',
    abbreviation: 'HETU',
    source: 'Digital and Population Data Services Agency (DVV), https://dvv.fi/en/personal-identity-code',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(fiAlv, {
    name: 'VAT number',
    localName: 'Arvonlisäveronumero',
    abbreviation: 'ALV-nro',
    source: 'FI + Y-tunnus (business ID) without hyphen, modulus-11 check (Verohallinto/YTJ); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum fi.alv',
  }),
  address: {
    streets: ['Mannerheimintie', 'Hämeenkatu', 'Kauppakatu', 'Koulukatu', 'Kirkkokatu', 'Rautatienkatu', 'Puistokatu', 'Asemakatu', 'Aleksanterinkatu', 'Satamakatu'],
    cities: [
      { name: 'Helsinki', range: [100, 990] },
      { name: 'Espoo', range: [2100, 2980] },
      { name: 'Vantaa', range: [1300, 1770] },
      { name: 'Tampere', range: [33100, 33900] },
      { name: 'Turku', range: [20100, 20960] },
      { name: 'Oulu', range: [90100, 90940] },
      { name: 'Jyväskylä', range: [40100, 40950] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['Oy', 'Oyj', 'Ky'],
    trades: ['Rakennus', 'Logistiikka', 'Tekniikka', 'Konsultointi', 'Palvelu'],
    registry: registryRule(fiYtunnus, {
      name: 'Business ID',
      localName: 'Y-tunnus (yritys- ja yhteisötunnus)',
      source: 'Patentti- ja rekisterihallitus and Verohallinto: 7 digits, a hyphen and a mod-11 check digit (weights 7, 9, 10, 5, 8, 4, 2); the ALV number is FI and its 8 digits; python-stdnum fi.ytunnus',
    }),
  },
};
