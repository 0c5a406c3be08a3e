import { italianCin } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf } from './helpers';
import type { CountryData } from './types';
import { itCodiceFiscale, nationalIdRule } from '../national-id';
import { itIva, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Italy. IBAN IT: 1!a5!n5!n12!c (CIN, ABI, CAB, account). */
export const it: CountryData = {
  ...countryIdentity('IT'),
  iban: {
    length: 27,
    banks: [
      { code: '03069', name: 'Intesa Sanpaolo' },
      { code: '02008', name: 'UniCredit' },
      { code: '05034', name: 'Banco BPM' },
      { code: '01030', name: 'Monte dei Paschi di Siena' },
      { code: '01005', name: 'Banca Nazionale del Lavoro' },
      { code: '06230', name: 'Crédit Agricole Italia' },
      { code: '03062', name: 'Banca Mediolanum' },
      { code: '05387', name: 'BPER Banca' },
    ],
    bban: (bank, rng) => {
      const cab = rng.digits(5);
      const account = rng.digits(12);
      return italianCin(bank.code, cab, account) + bank.code + cab + account;
    },
  },
  // Rome numbers avoid 06 698, which belongs to the Vatican.
  phone: { callingCode: '39', ranges: ['3[2-9]# ### ####', '3[2-9]# ### ####', '06 [1-5]### ####', '02 #### ####'] },
  // PRADO ITA-AO: 2 letters and 7 digits (e.g. YA0000000).
  passport: passportOf(/^[A-Z]{2}\d{7}$/, [[LETTERS, 2], [DIGITS, 7]]),
  names: {
    male: ['Leonardo', 'Francesco', 'Alessandro', 'Lorenzo', 'Mattia', 'Andrea', 'Gabriele', 'Riccardo', 'Tommaso', 'Giuseppe', 'Niccolò', 'Gianfranco', 'Mario', 'Luca'],
    female: ['Sofia', 'Giulia', 'Aurora', 'Alice', 'Ginevra', 'Emma', 'Giorgia', 'Beatrice', 'Chiara', 'Francesca', 'Anna', 'Lucrezia', 'Maria', 'Noemi'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', "D'Amico", 'Fabbri', 'Galli', 'Caruso'],
  },
  nationalId: nationalIdRule(itCodiceFiscale, {
    name: 'Tax code',
    localName: 'Codice fiscale',
    abbreviation: 'CF',
    source: 'D.P.R. 605/1973 and D.M. 23 dicembre 1976 (Agenzia delle Entrate), summarised at https://it.wikipedia.org/wiki/Codice_fiscale',
    encodes: ['dateOfBirth', 'gender', 'name'],
  }),
  vat: vatRule(itIva, {
    name: 'VAT number',
    localName: 'Partita IVA',
    abbreviation: 'P.IVA',
    source: 'D.P.R. 633/1972 art. 35 (7 digits, 3-digit provincial office, Luhn check, Agenzia delle Entrate); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum it.iva',
  }),
  address: {
    streets: ['Via Roma', 'Via Garibaldi', 'Via Giuseppe Mazzini', 'Corso Vittorio Emanuele II', 'Via Dante Alighieri', 'Via Cavour', 'Piazza della Repubblica', 'Via Giuseppe Verdi', 'Via Guglielmo Marconi', 'Via XX Settembre'],
    cities: [
      { name: 'Roma', region: 'RM', range: [118, 199] },
      { name: 'Milano', region: 'MI', range: [20121, 20162] },
      { name: 'Napoli', region: 'NA', range: [80121, 80147] },
      { name: 'Torino', region: 'TO', range: [10121, 10156] },
      { name: 'Firenze', region: 'FI', range: [50121, 50145] },
      { name: 'Bologna', region: 'BO', range: [40121, 40141] },
      { name: 'Palermo', region: 'PA', range: [90121, 90151] },
      { name: 'Genova', region: 'GE', range: [16121, 16167] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    // Poste Italiane: "CAP Località SIGLA PROVINCIA".
    layout: (a) => [`${a.street} ${a.number}`, `${a.postcode} ${a.city} ${a.region ?? ''}`.trim()],
  },
  company: {
    legalForms: ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.'],
    trades: ['Costruzioni', 'Logistica', 'Impianti', 'Consulenze', 'Servizi'],
    registry: registryRule(vatDigits, {
      name: 'Tax code (Companies Register number)',
      localName: 'Codice fiscale (numero REA/Registro delle imprese)',
      source: 'DPR 605/1973: a company\'s codice fiscale is its 11-digit partita IVA (Luhn check digit) and its number in the Registro delle imprese; python-stdnum it.iva',
    }),
  },
};
