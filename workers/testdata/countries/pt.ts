import { mod97_10 } from '../checksums';
import { DIGITS, LETTERS } from '../random';
import { cityCode, passportOf } from './helpers';
import type { CountryData } from './types';
import { ptCc, nationalIdRule } from '../national-id';
import { ptNipc, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Portugal. IBAN PT: 4!n4!n11!n2!n (bank, branch, account, NIB check digits ISO 7064 MOD 97-10). */
export const pt: CountryData = {
  ...countryIdentity('PT'),
  iban: {
    length: 25,
    banks: [
      { code: '0007', name: 'Novo Banco' },
      { code: '0010', name: 'Banco BPI' },
      { code: '0018', name: 'Banco Santander Totta' },
      { code: '0033', name: 'Millennium BCP' },
      { code: '0035', name: 'Caixa Geral de Depósitos' },
      { code: '0036', name: 'Banco Montepio' },
      { code: '0045', name: 'Crédito Agrícola' },
    ],
    bban: (bank, rng) => {
      const body = bank.code + rng.digits(4) + rng.digits(11);
      return body + mod97_10(body);
    },
  },
  phone: { callingCode: '351', ranges: ['9[1236]# ### ###', '9[1236]# ### ###', '21 ### ####', '22 ### ####'] },
  // PRADO PRT-AO: 1 letter and 6 digits.
  passport: passportOf(/^[A-Z]\d{6}$/, [[LETTERS, 1], [DIGITS, 6]]),
  names: {
    male: ['João', 'Francisco', 'Rodrigo', 'Martim', 'Santiago', 'Tomás', 'Afonso', 'Duarte', 'Gonçalo', 'Diogo', 'António', 'José', 'Rui', 'Luís'],
    female: ['Maria', 'Leonor', 'Matilde', 'Beatriz', 'Carolina', 'Ana', 'Inês', 'Mariana', 'Joana', 'Sofia', 'Conceição', 'Fátima', 'Lúcia', 'Graça'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Jesus', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Moreira', 'Correia', 'Simões', 'Guimarães'],
  },
  nationalId: nationalIdRule(ptCc, {
    name: 'Citizen card number',
    localName: 'Número de documento do Cartão de Cidadão',
    abbreviation: 'CC',
    source: 'AMA, “Validação de Número de Documento do Cartão de Cidadão” (https://www.autenticacao.gov.pt/documents/20126/115760/Valida%C3%A7%C3%A3o+de+N%C3%BAmero+de+Documento+do+Cart%C3%A3o+de+Cidad%C3%A3o.pdf)',
    encodes: [],
  }),
  vat: vatRule(ptNipc, {
    name: 'VAT number (legal person number)',
    localName: 'Número de identificação de pessoa coletiva',
    abbreviation: 'NIPC',
    source: 'Decreto-Lei 14/2013 (9 digits, mod 11 check, AT/Portal das Finanças); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum pt.nif',
  }),
  address: {
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Comércio', 'Avenida da República', 'Rua 25 de Abril', 'Rua da Liberdade', 'Rua Direita', 'Rua da Igreja', 'Rua de São João'],
    cities: [
      { name: 'Lisboa', range: [1000, 1998] },
      { name: 'Porto', range: [4000, 4369] },
      { name: 'Coimbra', range: [3000, 3049] },
      { name: 'Braga', range: [4700, 4719] },
      { name: 'Faro', range: [8000, 8009] },
      { name: 'Funchal', range: [9000, 9064] },
    ],
    // CTT: NNNN-NNN, the first four digits locate the area.
    postcode: (city, rng) => `${cityCode(city, rng, 4)}-${rng.digits(3)}`,
    layout: (a) => [`${a.street}, ${a.number}`, `${a.postcode} ${a.city}`],
  },
  company: {
    legalForms: ['Lda.', 'S.A.', 'Unipessoal Lda.'],
    trades: ['Construções', 'Logística', 'Engenharia', 'Consultoria', 'Serviços'],
    registry: registryRule(vatDigits, {
      name: 'Legal person identification number',
      localName: 'Número de identificação de pessoa coletiva (NIPC)',
      source: 'Decreto-Lei 129/98 (RNPC): 9 digits, the last a mod-11 check digit; the VAT number is PT and the NIPC; python-stdnum pt.nif',
    }),
  },
};
