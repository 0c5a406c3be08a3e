import { mod10Weighted } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf, splitAt, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { plPesel, nationalIdRule } from '../national-id';
import { plNip, vatRule } from '../vat';
import { plRegon, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Poland. IBAN PL: 8!n16!n; the 8-digit bank-branch number ends with a check digit (weights 3 9 7 1 3 9 7, mod 10). */
export const pl: CountryData = {
  ...countryIdentity('PL'),
  iban: {
    length: 28,
    banks: [
      { code: '102', name: 'PKO Bank Polski' },
      { code: '105', name: 'ING Bank Śląski' },
      { code: '109', name: 'Santander Bank Polska' },
      { code: '114', name: 'mBank' },
      { code: '116', name: 'Bank Millennium' },
      { code: '124', name: 'Bank Pekao' },
      { code: '249', name: 'Alior Bank' },
    ],
    bban: (bank, rng) => {
      const branch = bank.code + rng.digits(4);
      return branch + mod10Weighted(branch, [3, 9, 7, 1, 3, 9, 7]) + rng.digits(16);
    },
  },
  phone: { callingCode: '48', ranges: ['5[0137]# ### ###', '6[09]# ### ###', '7[2389]# ### ###', '88# ### ###', '22 ### ## ##'] },
  // PRADO POL-AO: 2 letters and 7 digits.
  passport: passportOf(/^[A-Z]{2}\d{7}$/, [[LETTERS, 2], [DIGITS, 7]]),
  names: {
    male: ['Antoni', 'Jan', 'Jakub', 'Aleksander', 'Franciszek', 'Szymon', 'Filip', 'Łukasz', 'Paweł', 'Michał', 'Krzysztof', 'Wojciech', 'Bartłomiej', 'Grzegorz'],
    female: ['Zofia', 'Zuzanna', 'Hanna', 'Julia', 'Maja', 'Alicja', 'Oliwia', 'Małgorzata', 'Agnieszka', 'Katarzyna', 'Bożena', 'Elżbieta', 'Jadwiga', 'Łucja'],
    last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk', 'Piotrowski', 'Grabowski'],
    lastFemale: ['Nowak', 'Kowalska', 'Wiśniewska', 'Wójcik', 'Kowalczyk', 'Kamińska', 'Lewandowska', 'Zielińska', 'Szymańska', 'Woźniak', 'Dąbrowska', 'Kozłowska', 'Jankowska', 'Mazur', 'Kwiatkowska', 'Krawczyk', 'Piotrowska', 'Grabowska'],
  },
  nationalId: nationalIdRule(plPesel, {
    name: 'PESEL number',
    localName: 'Numer PESEL',
    abbreviation: 'PESEL',
    source: 'Ustawa o ewidencji ludności (2010), art. 15; https://www.gov.pl/web/gov/czym-jest-numer-pesel',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(plNip, {
    name: 'VAT number (tax identification number)',
    localName: 'Numer identyfikacji podatkowej',
    abbreviation: 'NIP',
    source: 'Ustawa o zasadach ewidencji i identyfikacji podatników (weights 6 5 7 2 3 4 5 6 7 mod 11); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum pl.nip',
  }),
  address: {
    streets: ['ul. Polna', 'ul. Leśna', 'ul. Słoneczna', 'ul. Krótka', 'ul. Szkolna', 'ul. Ogrodowa', 'ul. Lipowa', 'ul. Kościuszki', 'ul. Mickiewicza', 'ul. Piłsudskiego'],
    cities: [
      { name: 'Warszawa', range: [1, 4999] },
      { name: 'Kraków', range: [30001, 31999] },
      { name: 'Łódź', range: [90001, 94999] },
      { name: 'Wrocław', range: [50001, 54999] },
      { name: 'Poznań', range: [60001, 61999] },
      { name: 'Gdańsk', range: [80001, 80999] },
      { name: 'Szczecin', range: [70001, 71999] },
      { name: 'Lublin', range: [20001, 20999] },
    ],
    postcode: (city, rng) => splitAt(cityCode(city, rng, 5), 2, '-'),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['sp. z o.o.', 'S.A.', 'sp.j.', 'sp.k.'],
    trades: ['Budownictwo', 'Logistyka', 'Technika', 'Doradztwo', 'Usługi'],
    registry: registryRule(plRegon, {
      name: 'REGON statistical number',
      localName: 'Numer identyfikacyjny REGON',
      source: 'Rozporządzenie Rady Ministrów z 30 listopada 2015 r. (GUS): 9 digits, the last Σ digit·(8, 9, 2, 3, 4, 5, 6, 7) mod 11 (10 → 0); drawn on its own (the NIP is the VAT number); python-stdnum pl.regon',
    }),
  },
};
