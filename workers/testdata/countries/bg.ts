import { DIGITS } from '../random';
import { cityCode, passportOf, streetNumberPostcodeCity } from './helpers';
import type { CountryData } from './types';
import { bgEgn, nationalIdRule } from '../national-id';
import { bgVat, vatRule } from '../vat';
import { vatDigits, registryRule } from '../company-number';
import { countryIdentity } from '../meta';

/** Bulgaria. IBAN BG: 4!a4!n2!n8!c (BIC bank code, branch, account type, account). Addresses in Bulgarian. */
export const bg: CountryData = {
  ...countryIdentity('BG'),
  iban: {
    length: 22,
    banks: [
      { code: 'UNCR', name: 'UniCredit Bulbank' },
      { code: 'STSA', name: 'DSK Bank' },
      { code: 'FINV', name: 'First Investment Bank' },
      { code: 'BPBI', name: 'Eurobank Bulgaria (Postbank)' },
      { code: 'UBBS', name: 'United Bulgarian Bank' },
    ],
    bban: (bank, rng) => bank.code + rng.digits(4) + rng.pick(['10', '15', '20', '40']) + rng.digits(8),
  },
  phone: { callingCode: '359', ranges: ['8[789] ### ####', '98 ### ####', '2 ### ####'] },
  // PRADO BGR-AO: 9 digits.
  passport: passportOf(/^\d{9}$/, [[DIGITS, 9]]),
  names: {
    male: ['Георги', 'Иван', 'Димитър', 'Николай', 'Петър', 'Христо', 'Александър', 'Стефан', 'Йордан', 'Васил', 'Тодор', 'Борис', 'Калоян', 'Мартин'],
    female: ['Мария', 'Иванка', 'Елена', 'Йорданка', 'Пенка', 'Даниела', 'Виктория', 'Цветелина', 'Радка', 'Десислава', 'Гергана', 'Милена', 'Невена', 'Теодора'],
    last: ['Иванов', 'Георгиев', 'Димитров', 'Петров', 'Николов', 'Христов', 'Стоянов', 'Тодоров', 'Илиев', 'Василев', 'Атанасов', 'Петков', 'Ангелов', 'Колев', 'Йорданов', 'Маринов'],
    lastFemale: ['Иванова', 'Георгиева', 'Димитрова', 'Петрова', 'Николова', 'Христова', 'Стоянова', 'Тодорова', 'Илиева', 'Василева', 'Атанасова', 'Петкова', 'Ангелова', 'Колева', 'Йорданова', 'Маринова'],
  },
  nationalId: nationalIdRule(bgEgn, {
    name: 'Uniform civil number',
    localName: 'Единен граждански номер',
    abbreviation: 'ЕГН',
    source: 'Наредба за ЕСГРАОН; ГРАО, https://www.grao.bg/esgraon.html#section2',
    encodes: ['dateOfBirth', 'gender'],
  }),
  vat: vatRule(bgVat, {
    name: 'VAT number',
    localName: 'Идентификационен номер по ДДС',
    abbreviation: 'ИН по ДДС',
    source: 'Закон за търговския регистър и регистъра на ЮЛНЦ (ЕИК, 9 digits, two-pass mod 11); VIES FAQ (European Commission, "VIES VAT number validation", formats per member state); python-stdnum bg.vat',
  }),
  address: {
    streets: ['бул. Витоша', 'ул. Граф Игнатиев', 'бул. Христо Ботев', 'ул. Раковски', 'ул. Иван Вазов', 'ул. Васил Левски', 'бул. България', 'ул. Шипка', 'ул. Оборище', 'ул. Христо Смирненски'],
    cities: [
      { name: 'София', range: [1000, 1799] },
      { name: 'Пловдив', range: [4000, 4030] },
      { name: 'Варна', range: [9000, 9027] },
      { name: 'Бургас', range: [8000, 8018] },
      { name: 'Русе', range: [7000, 7020] },
      { name: 'Стара Загора', range: [6000, 6010] },
    ],
    postcode: (city, rng) => cityCode(city, rng, 4),
    layout: streetNumberPostcodeCity,
  },
  company: {
    legalForms: ['ООД', 'ЕООД', 'АД', 'ЕАД'],
    trades: ['Строй', 'Логистик', 'Техника', 'Консулт', 'Услуги'],
    registry: registryRule(vatDigits, {
      name: 'Unified identification code',
      localName: 'Единен идентификационен код (ЕИК)',
      source: 'Закон за търговския регистър: 9 digits, the last a mod-11 check digit (weights 1–8, then 3–10); the VAT number is BG and the ЕИК; python-stdnum bg.vat',
    }),
  },
};
