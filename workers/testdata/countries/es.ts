import { spanishControl } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf } from './helpers';
import type { CountryData } from './types';
import { esDni, nationalIdRule } from '../national-id';
import { esCif, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Spain. IBAN ES: 4!n4!n1!n1!n10!n (bank, branch, two control digits, account). */
export const es: CountryData = {
  ...countryIdentity('ES'),
  iban: {
    length: 24,
    banks: [
      { code: '2100', name: 'CaixaBank' },
      { code: '0049', name: 'Banco Santander' },
      { code: '0182', name: 'BBVA' },
      { code: '0081', name: 'Banco Sabadell' },
      { code: '0128', name: 'Bankinter' },
      { code: '2085', name: 'Ibercaja Banco' },
      { code: '3058', name: 'Cajamar Caja Rural' },
      { code: '2080', name: 'Abanca' },
    ],
    bban: (bank, rng) => {
      const branch = rng.digits(4);
      const account = rng.digits(10);
      return bank.code + branch + spanishControl('00' + bank.code + branch) + spanishControl(account) + account;
    },
  },
  phone: { callingCode: '34', ranges: ['6## ## ## ##', '7[1-4]# ## ## ##', '91# ## ## ##', '93# ## ## ##'] },
  // PRADO ESP-AO: 3 letters and 6 digits since 2006 (older books 2 letters and 6 digits).
  passport: passportOf(/^[A-Z]{3}\d{6}$/, [[LETTERS, 3], [DIGITS, 6]]),
  names: {
    male: ['Hugo', 'Martín', 'Lucas', 'Mateo', 'Leo', 'Daniel', 'Alejandro', 'Pablo', 'Álvaro', 'Adrián', 'Javier', 'José', 'Iñaki', 'Jesús'],
    female: ['Lucía', 'Sofía', 'Martina', 'María', 'Julia', 'Paula', 'Valeria', 'Emma', 'Daniela', 'Carmen', 'Begoña', 'Inés', 'Marta', 'Núria'],
    last: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ibáñez', 'Peña'],
  },
  nationalId: nationalIdRule(esDni, {
    name: 'National identity document number',
    localName: 'Documento Nacional de Identidad',
    abbreviation: 'DNI',
    source: 'Real Decreto 1553/2005 (DNI); check letter published by the Ministerio del Interior, https://www.interior.gob.es/opencms/es/servicios-al-ciudadano/tramites-y-gestiones/dni/calculo-del-digito-de-control-del-nif-nie/',
    encodes: [],
  }),
  vat: vatRule(esCif, {
    name: 'VAT number (company tax number)',
    localName: 'Número de identificación fiscal',
    abbreviation: 'NIF',
    source: 'Real Decreto 1065/2007 and Orden EHA/451/2008 (entity letter, 7 digits, control digit); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum es.cif',
  }),
  address: {
    streets: ['Calle Mayor', 'Calle Real', 'Avenida de la Constitución', 'Calle de Alcalá', 'Gran Vía', 'Plaza Mayor', 'Calle del Sol', 'Calle Nueva', 'Avenida de Andalucía', 'Calle San Juan', 'Calle de la Iglesia'],
    cities: [
      { name: 'Madrid', region: 'Madrid', range: [28001, 28055] },
      { name: 'Barcelona', region: 'Barcelona', range: [8001, 8042] },
      { name: 'Valencia', region: 'Valencia', range: [46001, 46026] },
      { name: 'Sevilla', region: 'Sevilla', range: [41001, 41020] },
      { name: 'Zaragoza', region: 'Zaragoza', range: [50001, 50021] },
      { name: 'Málaga', region: 'Málaga', range: [29001, 29018] },
      { name: 'Bilbao', region: 'Bizkaia', range: [48001, 48015] },
      { name: 'Palma', region: 'Illes Balears', range: [7001, 7015] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 5),
    // Correos: "Calle, número" / "CP Localidad", then the province when it is not the town's name.
    layout: (a) => [`${a.street}, ${a.number}`, `${a.postcode} ${a.city}`, ...(a.region && a.region !== a.city ? [a.region] : [])],
  },
  company: {
    legalForms: ['S.L.', 'S.A.', 'S.L.U.'],
    trades: ['Construcciones', 'Logística', 'Ingeniería', 'Consultores', 'Servicios'],
    registry: registryRule(vatDigits, {
      name: 'Tax identification number (CIF)',
      localName: 'Número de identificación fiscal (NIF)',
      source: 'Real Decreto 1065/2007, art. 22: an entity letter, 7 digits and a control character; the VAT number is ES and the NIF; python-stdnum es.cif',
    }),
  },
};
