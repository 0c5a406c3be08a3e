import { mod11Weighted } from '../checksums';
import { DIGITS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { dkCpr, nationalIdRule } from '../national-id';
import { dkCvr, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/**
 * Denmark. IBAN DK: 4!n9!n1!n (registration number, account, check digit); the 10-digit account passes the
 * Danish modulus 11 (weights 4 3 2 7 6 5 4 3 2 1) used by the big banks.
 */
export const dk: CountryData = {
  ...countryIdentity('DK'),
  iban: {
    length: 18,
    banks: [
      { code: '3409', name: 'Danske Bank' },
      { code: '4180', name: 'Danske Bank' },
      { code: '2191', name: 'Nordea Danmark' },
    ],
    bban: (bank, rng) => {
      const body = rng.int(1, 9) + rng.digits(8);
      const check = mod11Weighted(body, [4, 3, 2, 7, 6, 5, 4, 3, 2]);
      return check === null ? null : bank.code + body + check;
    },
  },
  phone: { callingCode: '45', ranges: ['2[0-5] [1-9]# ## ##', '3[0-6] [1-9]# ## ##', '[45]# [1-9]# ## ##'] },
  // PRADO DNK-AO: 9 digits.
  passport: passportOf(/^\d{9}$/, [[DIGITS, 9]]),
  names: {
    male: ['William', 'Noah', 'Oscar', 'Lucas', 'Carl', 'Victor', 'Malthe', 'Søren', 'Jørgen', 'Mads', 'Rasmus', 'Anders', 'Bjørn', 'Frederik'],
    female: ['Ida', 'Emma', 'Alma', 'Ella', 'Sofia', 'Freja', 'Clara', 'Karla', 'Astrid', 'Mette', 'Søs', 'Birgitte', 'Signe', 'Åse'],
    last: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Christiansen', 'Poulsen', 'Johansen', 'Møller', 'Mortensen', 'Kjær', 'Østergaard'],
  },
  nationalId: nationalIdRule(dkCpr, {
    name: 'CPR number',
    localName: 'CPR-nummer (personnummer)',
    abbreviation: 'CPR',
    source: 'CPR-kontoret, “Personnummeret i CPR” (https://cpr.dk/media/12066/personnummeret-i-cpr.pdf)',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(dkCvr, {
    name: 'VAT number (CVR number)',
    localName: 'CVR-nummer',
    abbreviation: 'CVR',
    source: 'Erhvervsstyrelsen, CVR modulus-11 (weights 2 7 6 5 4 3 2 1); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum dk.cvr',
  }),
  address: {
    streets: ['Vestergade', 'Østergade', 'Nørregade', 'Søndergade', 'Algade', 'Kirkevej', 'Skolevej', 'Strandvejen', 'Bredgade', 'Møllevej'],
    cities: [
      { name: 'København K', range: [1050, 1472] },
      { name: 'København V', range: [1550, 1799] },
      { name: 'København Ø', prefixes: ['2100'] },
      { name: 'Frederiksberg', prefixes: ['2000'] },
      { name: 'Aarhus C', prefixes: ['8000'] },
      { name: 'Odense C', prefixes: ['5000'] },
      { name: 'Aalborg', prefixes: ['9000'] },
      { name: 'Esbjerg', prefixes: ['6700'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['ApS', 'A/S', 'I/S'],
    trades: ['Byg', 'Logistik', 'Teknik', 'Rådgivning', 'Service'],
    registry: registryRule(vatDigits, {
      name: 'CVR number',
      localName: 'CVR-nummer',
      source: 'Lov om Det Centrale Virksomhedsregister: 8 digits whose weighted sum (2, 7, 6, 5, 4, 3, 2, 1) is divisible by 11; the VAT number is DK and the CVR-nummer; python-stdnum dk.cvr',
    }),
  },
};
