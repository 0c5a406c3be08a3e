import { mod11Weighted } from '../checksums';
import { DIGITS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { noFodselsnummer, nationalIdRule } from '../national-id';
import { noMva, vatRule } from '../vat';
import { noOrgnr, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Norway. IBAN NO: 4!n6!n1!n (bank, account, MOD 11 check digit with weights 5 4 3 2 7 6 5 4 3 2). */
export const no: CountryData = {
  ...countryIdentity('NO'),
  iban: {
    length: 15,
    banks: [
      { code: '1503', name: 'DNB Bank' },
      { code: '1207', name: 'DNB Bank' },
      { code: '6039', name: 'Nordea Bank Norge' },
      { code: '3201', name: 'SpareBank 1 SR-Bank' },
      { code: '8601', name: 'Danske Bank' },
    ],
    bban: (bank, rng) => {
      const body = bank.code + rng.digits(6);
      const check = mod11Weighted(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
      return check === null ? null : body + check;
    },
  },
  // Mainland numbers only (Svalbard shares +47).
  phone: { callingCode: '47', ranges: ['4[016-8] ## ## ##', '9# ## ## ##', '22 ## ## ##'] },
  // PRADO NOR-AO: 8 digits (books issued before 2020; the 2020 series is not described there).
  passport: passportOf(/^\d{8}$/, [[DIGITS, 8]]),
  names: {
    male: ['Jakob', 'Emil', 'Noah', 'Oliver', 'Filip', 'William', 'Lucas', 'Henrik', 'Ola', 'Bjørn', 'Øystein', 'Håkon', 'Ståle', 'Tor'],
    female: ['Nora', 'Emma', 'Ella', 'Maja', 'Olivia', 'Ingrid', 'Sofie', 'Astrid', 'Solveig', 'Kari', 'Åse', 'Gro', 'Marte', 'Tone'],
    last: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Johnsen', 'Pettersen', 'Eriksen', 'Berg', 'Haugen', 'Hagen', 'Johannessen', 'Andreassen', 'Jacobsen', 'Dahl', 'Jørgensen', 'Sæther', 'Bråten', 'Løken'],
  },
  nationalId: nationalIdRule(noFodselsnummer, {
    name: 'National identity number',
    localName: 'Fødselsnummer',
    abbreviation: 'FNR',
    source: 'Skatteetaten, Folkeregisteret; control digits at https://no.wikipedia.org/wiki/F%C3%B8dselsnummer',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(noMva, {
    name: 'VAT number (organisation number + MVA)',
    localName: 'Organisasjonsnummer med MVA',
    abbreviation: 'Org.nr. MVA',
    source: 'Brønnøysundregistrene (9 digits, modulus-11 weights 3 2 7 6 5 4 3 2) and Merverdiavgiftsloven (MVA suffix); python-stdnum no.mva',
  }),
  address: {
    streets: ['Storgata', 'Kirkegata', 'Kongens gate', 'Dronningens gate', 'Skolegata', 'Strandgata', 'Parkveien', 'Jernbanegata', 'Bjørkeveien', 'Torggata'],
    cities: [
      { name: 'Oslo', range: [150, 598] },
      { name: 'Bergen', range: [5003, 5099] },
      { name: 'Trondheim', range: [7010, 7099] },
      { name: 'Stavanger', range: [4006, 4049] },
      { name: 'Tromsø', range: [9006, 9020] },
      { name: 'Kristiansand', range: [4608, 4639] },
      { name: 'Drammen', range: [3001, 3048] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['AS', 'ASA', 'ANS'],
    trades: ['Bygg', 'Logistikk', 'Teknikk', 'Rådgivning', 'Service'],
    registry: registryRule(noOrgnr, {
      name: 'Organisation number',
      localName: 'Organisasjonsnummer',
      source: 'Enhetsregisterloven (Brønnøysundregistrene): 9 digits, the last a mod-11 check digit (weights 3, 2, 7, 6, 5, 4, 3, 2); the MVA number is NO, the organisasjonsnummer and MVA; python-stdnum no.orgnr',
    }),
  },
};
