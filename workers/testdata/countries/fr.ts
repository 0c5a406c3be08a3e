import { ribKey } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, numberStreetPostcodeCity, passportOf } from './helpers';
import type { CountryData } from './types';
import { frNir, nationalIdRule } from '../national-id';
import { frTva, vatRule } from '../vat';
import { frSiren, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** France. IBAN FR: 5!n5!n11!c2!n (bank, branch, account, RIB key). */
export const fr: CountryData = {
  ...countryIdentity('FR'),
  iban: {
    length: 27,
    banks: [
      { code: '30004', name: 'BNP Paribas' },
      { code: '30003', name: 'Société Générale' },
      { code: '30002', name: 'Crédit Lyonnais (LCL)' },
      { code: '20041', name: 'La Banque Postale' },
      { code: '30066', name: 'CIC' },
      { code: '10278', name: 'Crédit Mutuel' },
      { code: '18206', name: 'Crédit Agricole Paris et Île-de-France' },
      { code: '10107', name: 'BRED Banque Populaire' },
    ],
    bban: (bank, rng) => {
      const branch = rng.digits(5);
      const account = rng.digits(11);
      return bank.code + branch + account + ribKey(bank.code, branch, account);
    },
  },
  phone: { callingCode: '33', ranges: ['6 [0-24-8]# ## ## ##', '7 [3-9]# ## ## ##', '1 ## ## ## ##', '4 [1-9]# ## ## ##'] },
  // PRADO FRA-AO (passeport électronique): 2 digits, 2 letters, 5 digits.
  passport: passportOf(/^\d{2}[A-Z]{2}\d{5}$/, [[DIGITS, 2], [LETTERS, 2], [DIGITS, 5]]),
  names: {
    male: ['Lucas', 'Hugo', 'Louis', 'Gabriel', 'Léo', 'Jules', 'Raphaël', 'Arthur', 'Étienne', 'Benoît', 'François', 'Jérôme', 'Loïc', 'Thierry'],
    female: ['Emma', 'Jade', 'Louise', 'Alice', 'Chloé', 'Léa', 'Manon', 'Inès', 'Camille', 'Hélène', 'Céline', 'Noémie', 'Zoé', 'Françoise'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèbvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Lefèvre', 'Mercier', 'Dupont', 'Lambert'],
  },
  nationalId: nationalIdRule(frNir, {
    name: 'Social security number',
    localName: 'Numéro d’inscription au répertoire (NIR)',
    abbreviation: 'NIR',
    source: 'INSEE, https://www.insee.fr/fr/metadonnees/definition/c1409 and the key rule in https://xml.insee.fr/schema/nir.html',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(frTva, {
    name: 'VAT number',
    localName: 'Numéro de TVA intracommunautaire',
    abbreviation: 'n° TVA',
    source: 'Article 286 ter CGI; key (12 + 3·(SIREN mod 97)) mod 97 (DGFiP) over the INSEE SIREN (Luhn); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum fr.tva',
  }),
  address: {
    streets: ['rue de la République', 'rue Victor Hugo', 'avenue Jean Jaurès', 'rue de la Paix', 'boulevard Voltaire', 'rue Pasteur', 'place de la Mairie', 'rue du Moulin', "rue de l'Église", 'avenue de la Gare', 'rue Nationale'],
    cities: [
      { name: 'Paris', range: [75001, 75020] },
      { name: 'Marseille', range: [13001, 13016] },
      { name: 'Lyon', range: [69001, 69009] },
      { name: 'Toulouse', prefixes: ['31000', '31100', '31200', '31300', '31400', '31500'] },
      { name: 'Nice', prefixes: ['06000', '06100', '06200', '06300'] },
      { name: 'Nantes', prefixes: ['44000', '44100', '44200', '44300'] },
      { name: 'Bordeaux', prefixes: ['33000', '33100', '33200', '33300', '33800'] },
      { name: 'Lille', prefixes: ['59000', '59160', '59260', '59777', '59800'] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    layout: numberStreetPostcodeCity,
  },
  company: {
    legalForms: ['SARL', 'SAS', 'SA', 'EURL'],
    trades: ['Bâtiment', 'Logistique', 'Conseil', 'Ingénierie', 'Services'],
    registry: registryRule(frSiren, {
      name: 'SIREN number',
      localName: 'Numéro SIREN',
      source: 'INSEE, répertoire SIRENE (décret n° 73-314): 9 digits, the last a Luhn check digit; the TVA number is FR, a two-digit key and the SIREN; python-stdnum fr.siren',
    }),
  },
};
